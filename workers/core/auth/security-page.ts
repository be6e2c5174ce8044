import { data } from "@remix-run/cloudflare";
import type { SecurityActionResult } from "#isomorphic/mfa-types.ts";
import { securityForms } from "#isomorphic/schemas/mfa.ts";
import { makeToast } from "#isomorphic/toast.ts";
import { actionSuccess } from "#core/action-response.ts";
import type { AppEnv } from "#core/context.ts";
import { AppError } from "#isomorphic/app-error.ts";
import { handleIntentForm, intentsWithTitle } from "#core/http/form.ts";
import {
  cancelEnrolment,
  challengeFactor,
  enrolFactor,
  listUserFactors,
  regenerateRecoveryCodes,
  removeUserFactor,
  renameUserFactor,
  verifyFactor,
  verifyTotpCode,
} from "#core/mfa/factors.ts";
import { parseCredential } from "#core/mfa/mfa-step.ts";
import { remainingRecoveryCodes } from "#core/mfa/recovery-codes.ts";
import { recentSecurityEvents } from "#core/security/audit.ts";
import { changePassword, openSessionCount, signOutOtherSessions } from "./account-security.ts";
import { requireUser } from "./session.ts";
import { trustDevice } from "./trusted-device.ts";

/** /account/security: second factors, recovery codes, password, sessions and the audit trail. */

export async function loadSecurityPage(request: Request, env: AppEnv) {
  const user = await requireUser(request, env);
  const [factors, recoveryCodesLeft, sessions, events] = await Promise.all([
    listUserFactors(env, user.id),
    remainingRecoveryCodes(env, user.id),
    openSessionCount(env, user.id),
    recentSecurityEvents(env, user.id),
  ]);
  return {
    email: user.email,
    fullName: user.fullName,
    aal: user.aal,
    factors,
    recoveryCodesLeft,
    sessions,
    events: events.map((event) => ({
      id: event.id,
      type: event.type,
      detail: event.detail,
      network: event.network,
      userAgent: event.userAgent,
      createdAt: event.createdAt,
    })),
  };
}

const intents = intentsWithTitle(securityForms, "Segurança da conta");

type SecuritySuccess = Extract<SecurityActionResult, { ok: true }>;

function done(
  intent: keyof typeof securityForms,
  title: string,
  description?: string,
  extra: Partial<SecuritySuccess> = {},
  headers: HeadersInit = {},
) {
  return data<SecuritySuccess>(
    { ok: true, intent, toast: makeToast("success", title, description), ...extra },
    { headers },
  );
}

export async function handleSecurityAction(request: Request, env: AppEnv) {
  const user = await requireUser(request, env);
  // A factor turned on: its recovery codes shown once, this browser trusted (the other sessions were ended).
  const factorActivated = async (
    intent: keyof typeof securityForms,
    title: string,
    recoveryCodes: SecuritySuccess["recoveryCodes"],
  ) =>
    done(
      intent,
      title,
      "As outras sessões da conta foram encerradas.",
      { recoveryCodes },
      { "Set-Cookie": await trustDevice(request, env, user.id) },
    );
  return handleIntentForm(request, intents, async (form) => {
    switch (form.intent) {
      case "enrol-totp": {
        const totp = await enrolFactor(env, user, { factorType: "totp", friendlyName: form.data.friendlyName });
        if (totp.type !== "totp") throw new AppError("internal");
        return data<SecuritySuccess>({ ok: true, intent: form.intent, totp });
      }
      case "confirm-totp": {
        const result = await verifyTotpCode(env, request, user, form.data.factorId, form.data.code);
        return factorActivated(form.intent, "Aplicativo autenticador ativado", result.recoveryCodes);
      }
      case "enrol-passkey": {
        const factor = await enrolFactor(env, user, { factorType: "webauthn", friendlyName: form.data.friendlyName });
        const challenge = await challengeFactor(env, user, factor.id);
        return data<SecuritySuccess>({ ok: true, intent: form.intent, passkey: { factorId: factor.id, challenge } });
      }
      case "confirm-passkey": {
        const credential = parseCredential(form.data.credential);
        const result = await verifyFactor(env, request, user, form.data.factorId, {
          challengeId: form.data.challengeId,
          credential,
        });
        return factorActivated(form.intent, "Chave de acesso ativada", result.recoveryCodes);
      }
      case "rename":
        await renameUserFactor(env, request, user, form.data.factorId, form.data.friendlyName);
        return done(form.intent, "Fator renomeado");
      case "remove":
        await removeUserFactor(env, request, user, form.data.factorId);
        return done(form.intent, "Fator removido", "As outras sessões da conta foram encerradas.");
      case "cancel-enrolment":
        await cancelEnrolment(env, user, form.data.factorId);
        return data<SecuritySuccess>({ ok: true, intent: form.intent });
      case "regenerate-codes": {
        const recoveryCodes = await regenerateRecoveryCodes(env, request, user);
        return done(form.intent, "Novos códigos de recuperação", "Os códigos anteriores deixaram de valer.", {
          recoveryCodes,
        });
      }
      case "change-password": {
        await changePassword(env, request, user, form.data);
        return done(form.intent, "Senha alterada", "As outras sessões da conta foram encerradas.");
      }
      case "sign-out-others": {
        const ended = await signOutOtherSessions(env, request, user);
        return actionSuccess(
          "Outras sessões encerradas",
          ended === 0
            ? "Não havia outras sessões abertas."
            : ended === 1
              ? "1 sessão encerrada."
              : `${ended} sessões encerradas.`,
        );
      }
    }
  });
}
