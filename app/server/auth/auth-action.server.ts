import { data, redirect } from "@remix-run/cloudflare";
import type { AppEnv } from "~/server/context";
import { makeToast, type Toast } from "~/lib/toast";
import { toastHeader } from "~/server/toast.server";
import { createUserSession, revokeSession } from "./session.server";
import { AuthFailure, signIn } from "./sign-in.server";
import { signUp } from "./sign-up.server";

export interface AuthActionData {
  intent: "login" | "signup";
  ok: boolean;
  toast: Toast;
  /** E-mail to prefill on the login tab after a sign-up. */
  email?: string;
}

function failure(intent: AuthActionData["intent"], error: AuthFailure) {
  const headers: HeadersInit = error.retryAfter ? { "Retry-After": String(error.retryAfter) } : {};
  return data<AuthActionData>(
    { intent, ok: false, toast: makeToast("error", "Erro", error.message) },
    { status: error.status, headers },
  );
}

/** The /auth form: `intent` picks sign-in or sign-up. */
export async function handleAuthAction(request: Request, env: AppEnv) {
  const form = await request.clone().formData();
  const intent = form.get("intent") === "signup" ? "signup" : "login";
  try {
    if (intent === "signup") {
      await signUp(form, request, env);
      return data<AuthActionData>({
        intent,
        ok: true,
        email: String(form.get("email") ?? "").trim(),
        toast: makeToast("success", "Conta criada!", "Você já pode fazer login."),
      });
    }
    const userId = await signIn(request, env);
    // Rotate: whatever session the browser had is revoked before a new one starts.
    const headers = new Headers();
    await revokeSession(request, env);
    headers.append("Set-Cookie", await createUserSession(env, userId));
    headers.append(
      "Set-Cookie",
      await toastHeader({ type: "success", title: "Bem-vindo de volta!", description: "Login realizado com sucesso." }),
    );
    return redirect("/", { headers });
  } catch (error) {
    if (error instanceof AuthFailure) return failure(intent, error);
    throw error;
  }
}
