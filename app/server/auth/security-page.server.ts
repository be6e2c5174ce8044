import { data } from "@remix-run/cloudflare";
import type { SecurityActionResult } from "~/lib/mfa-types";
import { securityForms } from "~/lib/schemas/mfa";
import { makeToast } from "~/lib/toast";
import { actionFailure, actionFailureFrom, actionSuccess } from "~/server/action-response.server";
import type { AppEnv } from "~/server/context";
import { ApiError } from "~/server/http/api-error";
import { intentsWithTitle, readIntentForm } from "~/server/http/form.server";
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
} from "~/server/mfa/factors.server";
import { parseCredential } from "~/server/mfa/mfa-step.server";
import { remainingRecoveryCodes } from "~/server/mfa/recovery-codes.server";
import { recentSecurityEvents } from "~/server/security/audit.server";
import { changePassword, openSessionCount, signOutOtherSessions } from "./account-security.server";
import { requireUser } from "./session.server";
import { trustDevice } from "./trusted-device.server";

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

function done(
  intent: keyof typeof securityForms,
  title: string,
  description?: string,
  extra: Partial<SecurityActionResult> = {},
  headers: HeadersInit = {},
) {
  return data<SecurityActionResult>({ ok: true, intent, toast: makeToast("success", title, description), ...extra }, { headers });
}

export async function handleSecurityAction(request: Request, env: AppEnv) {
  const user = await requireUser(request, env);
  const form = await readIntentForm(request, intents);
  if (!form.ok) return actionFailure(form.status, form.title, form.message);
  try {
    switch (form.intent) {
      case "enrol-totp": {
        const totp = await enrolFactor(env, user, { factorType: "totp", friendlyName: form.data.friendlyName });
        if (totp.type !== "totp") throw new ApiError("internal");
        return data<SecurityActionResult>({ ok: true, intent: form.intent, totp });
      }
      case "confirm-totp": {
        const result = await verifyTotpCode(env, request, user, form.data.factorId, form.data.code);
        return done(
          form.intent,
          "Aplicativo autenticador ativado",
          "As outras sessões da conta foram encerradas.",
          { recoveryCodes: result.recoveryCodes },
          { "Set-Cookie": await trustDevice(request, env, user.id) },
        );
      }
      case "enrol-passkey": {
        const factor = await enrolFactor(env, user, { factorType: "webauthn", friendlyName: form.data.friendlyName });
        const challenge = await challengeFactor(env, request, user, factor.id);
        return data<SecurityActionResult>({ ok: true, intent: form.intent, passkey: { factorId: factor.id, challenge } });
      }
      case "confirm-passkey": {
        const credential = parseCredential(form.data.credential);
        const result = await verifyFactor(env, request, user, form.data.factorId, { challengeId: form.data.challengeId, credential });
        return done(
          form.intent,
          "Chave de acesso ativada",
          "As outras sessões da conta foram encerradas.",
          { recoveryCodes: result.recoveryCodes },
          { "Set-Cookie": await trustDevice(request, env, user.id) },
        );
      }
      case "rename":
        await renameUserFactor(env, request, user, form.data.factorId, form.data.friendlyName);
        return done(form.intent, "Fator renomeado");
      case "remove":
        await removeUserFactor(env, request, user, form.data.factorId);
        return done(form.intent, "Fator removido", "As outras sessões da conta foram encerradas.");
      case "cancel-enrolment":
        await cancelEnrolment(env, user, form.data.factorId);
        return data<SecurityActionResult>({ ok: true, intent: form.intent });
      case "regenerate-codes": {
        const recoveryCodes = await regenerateRecoveryCodes(env, request, user);
        return done(form.intent, "Novos códigos de recuperação", "Os códigos anteriores deixaram de valer.", { recoveryCodes });
      }
      case "change-password": {
        await changePassword(env, request, user, form.data);
        return done(form.intent, "Senha alterada", "As outras sessões da conta foram encerradas.");
      }
      case "sign-out-others": {
        const ended = await signOutOtherSessions(env, request, user);
        return actionSuccess(
          "Outras sessões encerradas",
          ended === 0 ? "Não havia outras sessões abertas." : ended === 1 ? "1 sessão encerrada." : `${ended} sessões encerradas.`,
        );
      }
    }
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return actionFailureFrom(error, "Segurança da conta");
    throw error;
  }
}
