import type { z } from "zod";
import type { ChallengeResult, EnrolResult, FactorView } from "#isomorphic/mfa-types.ts";
import { productConfigFrom } from "#isomorphic/config/product.ts";
import type { webauthnCredential } from "#isomorphic/schemas/mfa.ts";
import { type AuthUser, endOtherAuthSessions } from "#core/auth/session.ts";
import { requireProvenAddress } from "#core/auth/proven-address.ts";
import { trustedDeviceId } from "#core/auth/trusted-device.ts";
import { enforceRateLimit, type RateLimitRule } from "#core/auth/rate-limit.ts";
import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import {
  acceptTotpStep,
  acceptWebauthnCounter,
  completeWebauthnFactor,
  deleteExpiredChallenges,
  deleteFactor,
  deleteOwnEnrolment,
  deleteRecoveryCodes,
  deleteStaleUnverifiedFactors,
  findFactor,
  insertChallenge,
  insertFactor,
  listFactors,
  renameFactor,
  resealFactorSecret,
  takeChallenge,
} from "#core/db/mfa.ts";
import type { MfaFactor, MfaFactorType } from "#core/db/schema.ts";
import { setAuthSessionAal } from "#core/db/users.ts";
import { AppError } from "#isomorphic/app-error.ts";
import { appOrigin } from "#core/security/app-origin.ts";
import { recordSecurityEvent } from "#core/security/audit.ts";
import { issueRecoveryCodes, remainingRecoveryCodes, useRecoveryCode } from "./recovery-codes.ts";
import { matchingTotpStep, newTotpEnrolment, sealSecret, unsealSecret } from "./totp.ts";
import {
  authenticationOptions,
  registrationOptions,
  relyingParty,
  verifyAssertion,
  verifyRegistration,
} from "./webauthn.ts";

/**
 * Second factors: enrol, challenge, verify, rename, remove, and recovery
 * codes. The API routes (spec: POST /factors, /factors/{id}/challenge,
 * /factors/{id}/verify) and the pages (/auth/mfa, /account/security) call
 * these same functions; failures are AppErrors with Portuguese messages.
 */
type WebauthnCredentialInput = z.infer<typeof webauthnCredential>;

export const MAX_FACTORS = 10;
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/**
 * Verification attempts (codes, passkeys, recovery codes) are counted three ways, so that someone who knows
 * only the password cannot lock the owner out: every session has a small budget of its own; clients the
 * account has never completed a second factor on share one budget per account (what bounds a thief's guesses
 * across sessions); the owner's known devices (trusted-device.ts) each have their own instead.
 */
export const MFA_VERIFY_PER_SESSION: RateLimitRule = { limit: 5, windowMs: 5 * 60 * 1000 };
export const MFA_VERIFY_PER_UNKNOWN_CLIENTS: RateLimitRule = { limit: 10, windowMs: 60 * 60 * 1000 };
export const MFA_VERIFY_PER_KNOWN_DEVICE: RateLimitRule = { limit: 5, windowMs: 5 * 60 * 1000 };
/** An enrolment not finished within this time is dead: it cannot be finished, and the sweep removes it. */
export const ENROLMENT_TTL_MS = 10 * 60 * 1000;

const DEFAULT_NAMES: Record<Exclude<MfaFactorType, "phone">, string> = {
  totp: "Aplicativo autenticador",
  webauthn: "Chave de acesso",
};

type MfaEnv = AppEnv;

export function factorView(factor: MfaFactor): FactorView {
  return {
    id: factor.id,
    factor_type: factor.factorType,
    status: factor.status,
    friendly_name: factor.friendlyName,
    created_at: new Date(factor.createdAt).toISOString(),
    last_used_at: factor.lastUsedAt ? new Date(factor.lastUsedAt).toISOString() : null,
  };
}

export async function listUserFactors(env: MfaEnv, userId: string): Promise<FactorView[]> {
  return (await listFactors(database(env.DB), userId)).map(factorView);
}

/** What the second step needs to know of a factor: which to challenge, and how to name it. */
export type StepFactorView = Pick<FactorView, "id" | "factor_type" | "friendly_name">;

/**
 * The factor list as this session may see it: a session still owing its second factor sees only the
 * verified factors it can use, with nothing else about them; any other session sees the full list.
 */
export async function factorsFor(env: MfaEnv, user: AuthUser): Promise<FactorView[] | StepFactorView[]> {
  const factors = await listFactors(database(env.DB), user.id);
  if (!user.mfaPending) return factors.map(factorView);
  return factors
    .filter((factor) => factor.status === "verified")
    .map((factor) => ({ id: factor.id, factor_type: factor.factorType, friendly_name: factor.friendlyName }));
}

function requireAal2(user: AuthUser, action: string): void {
  if (user.aal < 2) throw new AppError("aal2_required", `Confirme o segundo fator antes de ${action}.`);
}

/**
 * Starts an enrolment: the factor exists unverified until its first code or
 * credential. Only an account that proved its address may enrol (a squatter's
 * factor would lock the owner out). Adding a factor to an account that already
 * has one needs aal2, so a stolen password alone cannot add the thief's phone.
 */
export async function enrolFactor(
  env: MfaEnv,
  user: AuthUser,
  input: { factorType: MfaFactorType; friendlyName?: string | undefined; issuer?: string | undefined },
  now = Date.now(),
): Promise<EnrolResult> {
  if (input.factorType === "phone") throw new AppError("factor_not_supported");
  await requireProvenAddress(database(env.DB), user.id, "factors");
  const db = database(env.DB);
  await deleteStaleUnverifiedFactors(db, user.id, now - ENROLMENT_TTL_MS);
  const existing = await listFactors(db, user.id);
  if (existing.some((factor) => factor.status === "verified")) requireAal2(user, "adicionar outro fator");
  const friendlyName = input.friendlyName?.trim() || DEFAULT_NAMES[input.factorType];
  const sameName = existing.find((factor) => factor.friendlyName === friendlyName);
  if (sameName?.status === "verified") {
    throw new AppError("validation", `Já existe um fator chamado "${friendlyName}". Escolha outro nome.`);
  }
  const abandoned = sameName ? 1 : 0;
  if (existing.length - abandoned >= MAX_FACTORS) {
    throw new AppError("validation", `Limite de ${MAX_FACTORS} fatores atingido. Remova um antes de adicionar outro.`);
  }
  // An unverified factor with the name is an enrolment abandoned half-way: starting again replaces it.
  if (sameName) await deleteFactor(db, user.id, sameName.id);
  const id = crypto.randomUUID();
  if (input.factorType === "webauthn") {
    await insertFactor(db, {
      id,
      userId: user.id,
      factorType: "webauthn",
      friendlyName,
      enrolmentSessionId: user.authSessionId,
      createdAt: now,
    });
    return { id, type: "webauthn", friendly_name: friendlyName };
  }
  const issuer = input.issuer?.trim() || productConfigFrom(env).productName;
  const enrolment = newTotpEnrolment(issuer, user.email);
  await insertFactor(db, {
    id,
    userId: user.id,
    factorType: "totp",
    friendlyName,
    secret: await sealSecret(env, enrolment.secret),
    enrolmentSessionId: user.authSessionId,
    createdAt: now,
  });
  return {
    id,
    type: "totp",
    friendly_name: friendlyName,
    totp: { qr_code: enrolment.qrCode, secret: enrolment.secretText, uri: enrolment.uri },
  };
}

async function requireFactor(env: MfaEnv, userId: string, factorId: string): Promise<MfaFactor> {
  const factor = await findFactor(database(env.DB), userId, factorId);
  if (!factor) throw new AppError("not_found", "Fator não encontrado.");
  return factor;
}

/**
 * A factor this session may challenge or verify. A verified factor serves the second step. An unverified one
 * is an enrolment in progress: finishing it is a create ceremony, which a session still owing its second
 * factor may never run (it would mint aal2 from a password alone), and which only the session that started
 * it may run, within ENROLMENT_TTL_MS.
 */
async function requireUsableFactor(env: MfaEnv, user: AuthUser, factorId: string, now: number): Promise<MfaFactor> {
  const factor = await requireFactor(env, user.id, factorId);
  if (factor.status === "verified") return factor;
  if (user.mfaPending)
    throw new AppError("aal2_required", "Confirme o segundo fator antes de concluir a inclusão de um novo fator.");
  if (factor.enrolmentSessionId !== user.authSessionId) throw new AppError("not_found", "Fator não encontrado.");
  await requireProvenAddress(database(env.DB), user.id, "factors");
  if (now - factor.createdAt > ENROLMENT_TTL_MS) {
    await deleteFactor(database(env.DB), user.id, factor.id);
    throw new AppError("not_found", "A inclusão deste fator expirou. Comece de novo.");
  }
  return factor;
}

/** Cancels this session's enrolment (the dialog was closed or the browser prompt refused); never a verified factor. */
export async function cancelEnrolment(env: MfaEnv, user: AuthUser, factorId: string): Promise<void> {
  if (!(await deleteOwnEnrolment(database(env.DB), user.id, factorId, user.authSessionId))) {
    throw new AppError("not_found", "Nenhuma inclusão em andamento com este fator.");
  }
}

export async function challengeFactor(
  env: MfaEnv,
  user: AuthUser,
  factorId: string,
  now = Date.now(),
): Promise<ChallengeResult> {
  const db = database(env.DB);
  const factor = await requireUsableFactor(env, user, factorId, now);
  if (factor.factorType === "phone") throw new AppError("factor_not_supported");
  await deleteExpiredChallenges(db, user.id, now);
  const id = crypto.randomUUID();
  const expiresAt = now + CHALLENGE_TTL_MS;
  const owner = { userId: user.id, authSessionId: user.authSessionId };
  if (factor.factorType === "totp") {
    await insertChallenge(db, { id, factorId, ...owner, createdAt: now, expiresAt });
    return { id, type: "totp", expires_at: Math.floor(expiresAt / 1000) };
  }
  const rp = relyingParty(appOrigin(env), productConfigFrom(env).productName);
  const webauthn: NonNullable<ChallengeResult["webauthn"]> =
    factor.status === "verified"
      ? { type: "request", credential_options: authenticationOptions(rp, factor) }
      : { type: "create", credential_options: registrationOptions(rp, user, await listFactors(db, user.id)) };
  await insertChallenge(db, {
    id,
    factorId,
    ...owner,
    webauthnChallenge: webauthn.credential_options.challenge,
    createdAt: now,
    expiresAt,
  });
  return { id, type: "webauthn", expires_at: Math.floor(expiresAt / 1000), webauthn };
}

/** Spends one verification attempt: this session's budget, then the device's or the unknown clients' one. */
async function limitAttempts(env: MfaEnv, request: Request, user: AuthUser, now: number): Promise<void> {
  const message = "Muitas tentativas de verificação.";
  await enforceRateLimit(env.DB, `mfa-verify:session:${user.authSessionId}`, MFA_VERIFY_PER_SESSION, message, now);
  const device = await trustedDeviceId(request, env, user.id);
  if (device) await enforceRateLimit(env.DB, `mfa-verify:device:${device}`, MFA_VERIFY_PER_KNOWN_DEVICE, message, now);
  else await enforceRateLimit(env.DB, `mfa-verify:unknown:${user.id}`, MFA_VERIFY_PER_UNKNOWN_CLIENTS, message, now);
}

/** What proves the factor: an app's code, or a passkey's credential. */
export interface FactorProof {
  code?: string | undefined;
  /** The browser's serialised credential; its shape was checked by the schema, its contents are checked here. */
  credential?: WebauthnCredentialInput | undefined;
}

export interface VerifyInput extends FactorProof {
  challengeId: string;
}

export interface VerifyResult {
  factor: FactorView;
  /** Shown once, when the account's first factor is enrolled. */
  recoveryCodes: string[] | null;
  /** Other sessions ended because a factor was added. */
  enrolled: boolean;
}

/**
 * Checks a code or a passkey against an open challenge (which answers once).
 * Success raises this session to aal2; an enrolment also ends the account's
 * other sessions and, for the first factor, issues recovery codes.
 */
export async function verifyFactor(
  env: MfaEnv,
  request: Request,
  user: AuthUser,
  factorId: string,
  input: VerifyInput,
  now = Date.now(),
): Promise<VerifyResult> {
  const factor = await requireUsableFactor(env, user, factorId, now);
  await limitAttempts(env, request, user, now);
  const owner = { userId: user.id, authSessionId: user.authSessionId };
  const challenge = await takeChallenge(database(env.DB), owner, factorId, input.challengeId, now);
  if (!challenge) throw new AppError("invalid_code", "Desafio inválido ou expirado. Solicite um novo.");
  return completeVerification(env, request, user, factor, challenge.webauthnChallenge, input, now);
}

/**
 * A code from the authenticator app typed into one of our own pages (the
 * sign-in step, confirming an enrolment). The API's challenge row only carries
 * a passkey's challenge and its expiry; a TOTP step is accepted once by
 * `acceptTotpStep` either way, so the page checks the code directly instead of
 * opening and taking a challenge in the same request.
 */
export async function verifyTotpCode(
  env: MfaEnv,
  request: Request,
  user: AuthUser,
  factorId: string,
  code: string,
  now = Date.now(),
): Promise<VerifyResult> {
  const factor = await requireUsableFactor(env, user, factorId, now);
  if (factor.factorType !== "totp") throw new AppError("validation", "Este fator não usa código de aplicativo.");
  await limitAttempts(env, request, user, now);
  return completeVerification(env, request, user, factor, null, { code }, now);
}

async function completeVerification(
  env: MfaEnv,
  request: Request,
  user: AuthUser,
  factor: MfaFactor,
  webauthnChallenge: string | null,
  input: FactorProof,
  now: number,
): Promise<VerifyResult> {
  const db = database(env.DB);
  const enrolling = factor.status === "unverified";
  const ok = await checkFactor(env, factor, webauthnChallenge, input, now);
  if (!ok) {
    await recordSecurityEvent(env, request, { userId: user.id, type: "mfa_failed", detail: factor.friendlyName });
    throw new AppError(
      "invalid_code",
      factor.factorType === "totp" ? "Código inválido ou já utilizado." : "A chave de acesso não foi confirmada.",
    );
  }
  await setAuthSessionAal(db, user.authSessionId, 2);
  let recoveryCodes: string[] | null = null;
  if (enrolling) {
    await endOtherAuthSessions(env, user);
    if ((await remainingRecoveryCodes(env, user.id)) === 0) recoveryCodes = await issueRecoveryCodes(env, user.id, now);
  }
  await recordSecurityEvent(env, request, {
    userId: user.id,
    type: enrolling ? "mfa_enrolled" : "mfa_verified",
    detail: factor.friendlyName,
  });
  const updated = await requireFactor(env, user.id, factor.id);
  return { factor: factorView(updated), recoveryCodes, enrolled: enrolling };
}

async function checkFactor(
  env: MfaEnv,
  factor: MfaFactor,
  webauthnChallenge: string | null,
  input: FactorProof,
  now: number,
): Promise<boolean> {
  const db = database(env.DB);
  if (factor.factorType === "totp") {
    if (!input.code || !factor.secret) return false;
    const opened = await unsealSecret(env, factor.secret);
    if (!opened) return false;
    const { secret, resealed } = opened;
    const step = await matchingTotpStep(secret, input.code.trim(), now);
    const accepted = step !== null && (await acceptTotpStep(db, factor.id, step, now));
    // Sealed with a previous APP_SECRET key: stored again under the current one, so that key can be retired.
    if (accepted && resealed) await resealFactorSecret(db, factor.id, factor.secret, resealed);
    return accepted;
  }
  if (factor.factorType !== "webauthn" || !webauthnChallenge || !input.credential) return false;
  const rp = relyingParty(appOrigin(env), productConfigFrom(env).productName);
  if (factor.status === "unverified") {
    const credential = await verifyRegistration(rp, webauthnChallenge, input.credential);
    if (!credential) return false;
    await completeWebauthnFactor(db, factor.id, credential, now);
    return true;
  }
  const counter = await verifyAssertion(rp, webauthnChallenge, factor, input.credential);
  return counter !== null && (await acceptWebauthnCounter(db, factor.id, counter, now));
}

/** A recovery code instead of the factor: raises this session to aal2 and is spent. */
export async function verifyRecoveryCode(
  env: MfaEnv,
  request: Request,
  user: AuthUser,
  code: string,
  now = Date.now(),
): Promise<{ remaining: number }> {
  await limitAttempts(env, request, user, now);
  if (!(await useRecoveryCode(env, user.id, code, now))) {
    await recordSecurityEvent(env, request, { userId: user.id, type: "mfa_failed", detail: "código de recuperação" });
    throw new AppError("invalid_code", "Código de recuperação inválido ou já utilizado.");
  }
  await setAuthSessionAal(database(env.DB), user.authSessionId, 2);
  const remaining = await remainingRecoveryCodes(env, user.id);
  await recordSecurityEvent(env, request, {
    userId: user.id,
    type: "recovery_code_used",
    detail: `restam ${remaining}`,
  });
  return { remaining };
}

export async function regenerateRecoveryCodes(env: MfaEnv, request: Request, user: AuthUser): Promise<string[]> {
  requireAal2(user, "gerar novos códigos de recuperação");
  const codes = await issueRecoveryCodes(env, user.id);
  await recordSecurityEvent(env, request, { userId: user.id, type: "recovery_codes_regenerated" });
  return codes;
}

export async function renameUserFactor(
  env: MfaEnv,
  request: Request,
  user: AuthUser,
  factorId: string,
  friendlyName: string,
): Promise<void> {
  const db = database(env.DB);
  const factors = await listFactors(db, user.id);
  if (factors.some((factor) => factor.id !== factorId && factor.friendlyName === friendlyName)) {
    throw new AppError("validation", `Já existe um fator chamado "${friendlyName}". Escolha outro nome.`);
  }
  if (!(await renameFactor(db, user.id, factorId, friendlyName)))
    throw new AppError("not_found", "Fator não encontrado.");
  await recordSecurityEvent(env, request, { userId: user.id, type: "mfa_renamed", detail: friendlyName });
}

/**
 * Removing a factor needs aal2 (spec) and ends the other sessions; without a
 * verified factor left, the recovery codes go too (they would guard nothing).
 */
export async function removeUserFactor(env: MfaEnv, request: Request, user: AuthUser, factorId: string): Promise<void> {
  const db = database(env.DB);
  const factor = await requireFactor(env, user.id, factorId);
  if (factor.status === "verified") requireAal2(user, "remover um fator");
  if (!(await deleteFactor(db, user.id, factorId))) throw new AppError("not_found", "Fator não encontrado.");
  const left = await listFactors(db, user.id);
  if (!left.some((other) => other.status === "verified")) await deleteRecoveryCodes(db, user.id);
  if (factor.status === "verified") {
    await endOtherAuthSessions(env, user);
    await recordSecurityEvent(env, request, { userId: user.id, type: "mfa_removed", detail: factor.friendlyName });
  }
}
