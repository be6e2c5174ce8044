import { data, redirect } from "@remix-run/cloudflare";
import type { MfaStepResult } from "#isomorphic/mfa-types.ts";
import { mfaStepForms, webauthnCredential } from "#isomorphic/schemas/mfa.ts";
import { firstIssue } from "#isomorphic/schemas/validation.ts";
import { type AuthUser, destroyAuthSession, getAuthUser } from "#core/auth/session.ts";
import { trustDevice } from "#core/auth/trusted-device.ts";
import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { listFactors } from "#core/db/mfa.ts";
import { AppError } from "#isomorphic/app-error.ts";
import { handleIntentForm, intentsWithTitle } from "#core/http/form.ts";
import { redirectWithToast } from "#core/toast.ts";
import { challengeFactor, verifyFactor, verifyRecoveryCode, verifyTotpCode } from "./factors.ts";

/**
 * /auth/mfa: the second step of signing in, for a session at aal1 whose
 * account has a verified factor. Nothing else is open to it until a code, a
 * passkey or a recovery code raises it to aal2.
 */
async function requirePendingUser(request: Request, env: AppEnv): Promise<AuthUser> {
  const user = await getAuthUser(request, env);
  if (!user) throw redirect("/auth");
  if (!user.mfaPending) throw redirect("/dashboard");
  return user;
}

export interface MfaStepFactor {
  id: string;
  type: "totp" | "webauthn";
  name: string;
}

export async function loadMfaStep(request: Request, env: AppEnv) {
  const user = await requirePendingUser(request, env);
  const factors = (await listFactors(database(env.DB), user.id)).flatMap((factor): MfaStepFactor[] =>
    factor.status === "verified" && factor.factorType !== "phone"
      ? [{ id: factor.id, type: factor.factorType, name: factor.friendlyName ?? "" }]
      : [],
  );
  return { email: user.email, factors };
}

const intents = intentsWithTitle(mfaStepForms, "Verificação em duas etapas");

const welcome = { type: "success", title: "Bem-vindo de volta!", description: "Login realizado com sucesso." } as const;

export async function handleMfaStep(request: Request, env: AppEnv) {
  const user = await requirePendingUser(request, env);
  // This browser has now proven the second factor: a known device, with an attempt budget of its own.
  const knownDevice = async () => ({ "Set-Cookie": await trustDevice(request, env, user.id) });
  return handleIntentForm(request, intents, async (form) => {
    switch (form.intent) {
      case "cancel":
        return redirect("/auth", { headers: { "Set-Cookie": await destroyAuthSession(request, env) } });
      case "totp": {
        await verifyTotpCode(env, request, user, form.data.factorId, form.data.code);
        return redirectWithToast(env, "/dashboard", welcome, await knownDevice());
      }
      case "passkey-options": {
        const passkey = await challengeFactor(env, user, form.data.factorId);
        return data<MfaStepResult>({ ok: true, passkey });
      }
      case "passkey": {
        const credential = parseCredential(form.data.credential);
        await verifyFactor(env, request, user, form.data.factorId, { challengeId: form.data.challengeId, credential });
        return redirectWithToast(env, "/dashboard", welcome, await knownDevice());
      }
      case "recovery": {
        const { remaining } = await verifyRecoveryCode(env, request, user, form.data.code);
        return redirectWithToast(
          env,
          "/dashboard",
          {
            type: "success",
            title: "Código de recuperação aceito",
            description:
              remaining === 0
                ? "Era o último código: gere novos em Segurança da conta."
                : `Restam ${remaining} códigos. Gere novos em Segurança da conta se precisar.`,
          },
          await knownDevice(),
        );
      }
    }
  });
}

export function parseCredential(json: string) {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new AppError("validation", "Credencial da chave de acesso inválida.");
  }
  const parsed = webauthnCredential.safeParse(value);
  if (!parsed.success)
    throw new AppError("validation", `Credencial da chave de acesso inválida: ${firstIssue(parsed.error)}`);
  return parsed.data;
}
