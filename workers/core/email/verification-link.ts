import { redirect } from "@remix-run/cloudflare";
import { getAuthUser } from "#core/auth/session.ts";
import type { AppEnv } from "#core/context.ts";
import { AppError } from "#isomorphic/app-error.ts";
import { redirectWithToast } from "#core/toast.ts";
import { verifyEmailLink } from "./verification.ts";

/**
 * The verification link, opened. It proves the address only for the account
 * signed in in this browser (the one that asked for it); anyone else is sent
 * to sign in, and the code in the same message still works on the Dashboard.
 */
export async function openVerificationLink(request: Request, env: AppEnv): Promise<Response> {
  const user = await getAuthUser(request, env);
  if (!user) {
    return redirectWithToast(env, "/auth", {
      type: "info",
      title: "Entre para confirmar o e-mail",
      description: "Entre com a conta deste e-mail e abra o link de novo, ou digite o código da mensagem no Dashboard.",
    });
  }
  if (user.mfaPending) return redirect("/auth/mfa");
  const tokens = new URL(request.url).searchParams.getAll("token");
  try {
    const outcome = await verifyEmailLink(env, request, user, tokens.length === 1 ? (tokens[0] ?? "") : "");
    if (outcome === "verified") {
      return redirectWithToast(env, "/dashboard", {
        type: "success",
        title: "E-mail confirmado",
        description: "Agora você pode aceitar convites para projetos.",
      });
    }
    if (outcome === "already")
      return redirectWithToast(env, "/dashboard", { type: "info", title: "E-mail já confirmado" });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
  return redirectWithToast(env, "/dashboard", {
    type: "error",
    title: "Link inválido ou expirado",
    description:
      "Abra o link do e-mail mais recente neste navegador, com a mesma conta, ou peça um novo código no Dashboard.",
  });
}
