import { data, redirect } from "@remix-run/cloudflare";
import { signInSchema, signUpSchema } from "~/lib/schemas/auth";
import { makeToast, type Toast } from "~/lib/toast";
import type { AppEnv } from "~/server/context";
import { database } from "~/server/db/client.server";
import { hasVerifiedFactor } from "~/server/db/mfa.server";
import { readIntentForm } from "~/server/http/form.server";
import { toastHeader } from "~/server/toast.server";
import { createAuthSession, revokeAuthSession } from "./session.server";
import { AuthFailure, signIn } from "./sign-in.server";
import { signUp } from "./sign-up.server";

export interface AuthActionData {
  intent: "login" | "signup";
  ok: boolean;
  toast: Toast;
  /** E-mail to prefill on the login tab after a sign-up. */
  email?: string;
}

const intents = {
  login: { schema: signInSchema, errorTitle: "Erro" },
  signup: { schema: signUpSchema, errorTitle: "Erro" },
};

function failure(intent: AuthActionData["intent"], status: number, message: string, retryAfter?: number) {
  const headers: HeadersInit = retryAfter ? { "Retry-After": String(retryAfter) } : {};
  return data<AuthActionData>({ intent, ok: false, toast: makeToast("error", "Erro", message) }, { status, headers });
}

/** The /auth form: `intent` picks sign-in or sign-up; the form is read once. */
export async function handleAuthAction(request: Request, env: AppEnv) {
  const form = await readIntentForm(request, intents);
  if (!form.ok) return failure("login", form.status, form.message);
  try {
    if (form.intent === "signup") {
      await signUp(request, env, form.data);
      return data<AuthActionData>({
        intent: "signup",
        ok: true,
        email: form.data.email,
        toast: makeToast("success", "Conta criada!", "Você já pode fazer login."),
      });
    }
    const userId = await signIn(request, env, form.data);
    // Rotate: whatever session the browser had is revoked before a new one starts.
    const headers = new Headers();
    await revokeAuthSession(request, env);
    headers.append("Set-Cookie", await createAuthSession(env, userId));
    // An account with a second factor gets a session at aal1 that only opens /auth/mfa.
    if (await hasVerifiedFactor(database(env.DB), userId)) return redirect("/auth/mfa", { headers });
    headers.append(
      "Set-Cookie",
      await toastHeader(env, { type: "success", title: "Bem-vindo de volta!", description: "Login realizado com sucesso." }),
    );
    return redirect("/", { headers });
  } catch (error) {
    if (error instanceof AuthFailure) return failure(form.intent, error.status, error.message, error.retryAfter);
    throw error;
  }
}
