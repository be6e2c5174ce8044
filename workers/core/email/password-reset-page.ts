import { data, redirect } from "@remix-run/cloudflare";
import type { ActionResult } from "#isomorphic/action-result.ts";
import { forgotPasswordSchema, resetPasswordSchema } from "#isomorphic/schemas/email.ts";
import { makeToast } from "#isomorphic/toast.ts";
import { clearSessionCookie } from "#core/auth/session.ts";
import type { AppEnv } from "#core/context.ts";
import { handleIntentForm } from "#core/http/form.ts";
import { redirectWithToast } from "#core/toast.ts";
import {
  clearResetCookieHeader,
  FORGOT_ANSWER,
  readResetToken,
  requestPasswordReset,
  resetCookieHeader,
  resetPassword,
  resetTarget,
} from "./password-reset.ts";

/** The two pages of a password reset: /auth/forgot (ask for a link) and /auth/reset (set the password). */

const forgotIntents = { "forgot-password": { schema: forgotPasswordSchema, errorTitle: "Erro" } };

export async function handleForgotPassword(
  request: Request,
  env: AppEnv,
  background: Pick<ExecutionContext, "waitUntil">,
) {
  return handleIntentForm(request, forgotIntents, async (form) => {
    await requestPasswordReset(env, request, form.data.email, background);
    return data<ActionResult>({ ok: true, toast: makeToast("success", "Verifique seu e-mail", FORGOT_ANSWER) });
  });
}

/**
 * GET /auth/reset?token=…: the token moves into a cookie and the address bar
 * loses it (a redirect); GET /auth/reset then says whether that cookie opens
 * a live link, and for which address.
 */
export async function loadResetPage(request: Request, env: AppEnv) {
  const url = new URL(request.url);
  if (url.searchParams.has("token")) {
    const tokens = url.searchParams.getAll("token");
    const headers = new Headers();
    headers.append(
      "Set-Cookie",
      tokens.length === 1 && tokens[0] ? await resetCookieHeader(env, tokens[0]) : await clearResetCookieHeader(env),
    );
    throw redirect("/auth/reset", { headers });
  }
  const target = await resetTarget(env, await readResetToken(request, env));
  return { email: target?.email ?? null };
}

const RESET_ERROR = "Erro ao redefinir a senha";
const resetIntents = { "reset-password": { schema: resetPasswordSchema, errorTitle: RESET_ERROR } };

export async function handleResetPassword(request: Request, env: AppEnv) {
  return handleIntentForm(request, resetIntents, async (form) => {
    await resetPassword(env, request, await readResetToken(request, env), form.data.password);
    const headers = new Headers();
    headers.append("Set-Cookie", await clearResetCookieHeader(env));
    // This browser's own session, if it had one, ended with the others.
    headers.append("Set-Cookie", await clearSessionCookie(env));
    return redirectWithToast(
      env,
      "/auth",
      {
        type: "success",
        title: "Senha redefinida",
        description: "Entre com a nova senha. Todas as sessões abertas da conta foram encerradas.",
      },
      headers,
    );
  });
}
