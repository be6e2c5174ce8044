import { data, redirect } from "@remix-run/cloudflare";
import type { ActionFailure, ActionSuccess } from "#isomorphic/action-result.ts";
import { signInSchema, signUpSchema } from "#isomorphic/schemas/auth.ts";
import { makeToast } from "#isomorphic/toast.ts";
import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { hasVerifiedFactor } from "#core/db/mfa.ts";
import { handleIntentForm } from "#core/http/form.ts";
import { toastHeader } from "#core/toast.ts";
import { signInWithForm } from "./authenticator.ts";
import { createAuthSession, revokeAuthSession } from "./session.ts";
import { signUp } from "./sign-up.ts";
import { rememberSignIn } from "./trusted-device.ts";

/** What /auth's action answers when it does not redirect: a refusal (with its intent), or a new account. */
export type AuthActionData = ActionFailure | (ActionSuccess & { intent: "signup"; email: string });

/** The forms of /auth, by intent; a new form (another tab, another step) is one more entry and one more case. */
const intents = {
  login: { schema: signInSchema, errorTitle: "Erro" },
  signup: { schema: signUpSchema, errorTitle: "Erro" },
};

/** The /auth forms: `intent` picks sign-in or sign-up; the form is read once. */
export async function handleAuthAction(request: Request, env: AppEnv) {
  return handleIntentForm(request, intents, async (form) => {
    if (form.intent === "signup") {
      await signUp(request, env, form.data);
      return data<AuthActionData>({
        ok: true,
        intent: "signup",
        email: form.data.email,
        toast: makeToast("success", "Conta criada!", "Você já pode fazer login."),
      });
    }
    const userId = await signInWithForm(request, env, form.data);
    // Rotate: whatever session the browser had is revoked before a new one starts.
    const headers = new Headers();
    await revokeAuthSession(request, env);
    headers.append("Set-Cookie", await createAuthSession(env, userId));
    // This browser is now one the account's password was accepted on: the sign-in slowdown passes it by.
    headers.append("Set-Cookie", await rememberSignIn(request, env, userId));
    // An account with a second factor gets a session at aal1 that only opens /auth/mfa.
    if (await hasVerifiedFactor(database(env.DB), userId)) return redirect("/auth/mfa", { headers });
    headers.append(
      "Set-Cookie",
      await toastHeader(env, {
        type: "success",
        title: "Bem-vindo de volta!",
        description: "Login realizado com sucesso.",
      }),
    );
    return redirect("/", { headers });
  });
}
