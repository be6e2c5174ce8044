import { hashPassword } from "#core/auth/password.ts";
import { weakPasswordReason } from "#core/auth/password-strength.ts";
import { clientAddressKey, enforceRateLimit, hitRateLimit } from "#core/auth/rate-limit.ts";
import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { findResetTarget, resetPasswordWithLink, type ResetTarget } from "#core/db/email.ts";
import { clearedAnything } from "#core/db/unproven-setup.ts";
import { findUserByEmail, normalizeEmail } from "#core/db/users.ts";
import { AppError, fieldRefused } from "#isomorphic/app-error.ts";
import { closeSessionSockets } from "#core/realtime/revoke-access.ts";
import { appOrigin } from "#core/security/app-origin.ts";
import { recordSecurityEvent } from "#core/security/audit.ts";
import { FORGOT_PER_ADDRESS, RESET_MINUTES, RESET_PER_ADDRESS, RESET_SENDS_PER_RECIPIENT } from "./limits.ts";
import { issueEmailProof, linkHash } from "./proofs.ts";
import { clearedDetail, sendPasswordChangedNotice } from "./security-notices.ts";
import { eraseUnprovenWork, type RemovedWork } from "#core/auth/reclaim-account.ts";
import { passwordResetEmail } from "./templates.ts";
import { logger } from "#core/log.ts";
import { hostCookie } from "#core/security/host-cookie.ts";

/**
 * "Esqueci minha senha": a one-time link by e-mail, then a new password that
 * ends every session and API token of the account. The request never says
 * whether the address has an account: the answer is fixed, and the lookup and
 * the sending run after the response (waitUntil), so they cost it no time.
 */
export const FORGOT_ANSWER = `Se houver uma conta com este e-mail, enviamos um link para redefinir a senha. Ele vale por ${RESET_MINUTES} minutos.`;
export const RESET_LINK_INVALID = "Link inválido ou expirado. Peça um novo link de redefinição.";

export async function requestPasswordReset(
  env: AppEnv,
  request: Request,
  email: string,
  background: Pick<ExecutionContext, "waitUntil">,
): Promise<void> {
  const address = clientAddressKey(request);
  if (address)
    await enforceRateLimit(env.DB, `forgot:${address}`, FORGOT_PER_ADDRESS, "Muitos pedidos de redefinição.");
  const origin = appOrigin(env);
  background.waitUntil(
    sendResetLink(env, request, normalizeEmail(email), origin).catch((error: unknown) =>
      logger.error("email_failed", { kind: "password-reset", error }),
    ),
  );
}

async function sendResetLink(env: AppEnv, request: Request, email: string, origin: string): Promise<void> {
  // Counted for every address, with or without an account, so the limit tells nothing either.
  const limit = await hitRateLimit(env.DB, `email:reset:${email}`, RESET_SENDS_PER_RECIPIENT);
  if (!limit.allowed) return;
  const db = database(env.DB);
  const user = await findUserByEmail(db, email);
  if (!user) return;
  await issueEmailProof(
    env,
    { user, purpose: "reset_password", minutes: RESET_MINUTES, withCode: false, linkTo: `${origin}/auth/reset` },
    (issued) =>
      passwordResetEmail({ ...issued, to: user.email, fullName: user.emailVerifiedAt ? user.fullName : null }),
  );
  await recordSecurityEvent(env, request, { userId: user.id, type: "password_reset_requested", detail: user.email });
}

/**
 * The link's token leaves the address bar (history, a shared screen) for a
 * short cookie only this site reads; the page then works from the cookie.
 */
function resetCookie(env: AppEnv) {
  return hostCookie(env, "nexo_reset", { maxAge: RESET_MINUTES * 60 });
}

export function resetCookieHeader(env: AppEnv, token: string): Promise<string> {
  return resetCookie(env).serialize(token);
}

export function clearResetCookieHeader(env: AppEnv): Promise<string> {
  return resetCookie(env).serialize("", { maxAge: 0 });
}

export async function readResetToken(request: Request, env: AppEnv): Promise<string | null> {
  const value: unknown = await resetCookie(env).parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

/** The account a reset token opens, while it is live. */
export async function resetTarget(env: AppEnv, token: string | null, now = Date.now()): Promise<ResetTarget | null> {
  if (!token) return null;
  return (await findResetTarget(database(env.DB), await linkHash(token), now)) ?? null;
}

/**
 * Sets the new password (the sign-up strength rules) and ends every session
 * and refresh token of the account, in one batch guarded by the link, then
 * closes the sockets those sessions had open. The link proves the address: an
 * account that had never proven it also loses, in the same batch, its factors,
 * recovery codes and the invitations it sent (db/unproven-setup.ts), the
 * display name it chose, and, after the batch, the projects it owns alone with
 * their files (reclaim-account.ts); its known-device cookies stop counting
 * because the password changed (trusted-device.ts). A proven one keeps its
 * factors, projects and name. Either way the owner is told by e-mail, with
 * what was removed. Returns the
 * account's id.
 */
export async function resetPassword(
  env: AppEnv,
  request: Request,
  token: string | null,
  password: string,
  now = Date.now(),
): Promise<string> {
  const address = clientAddressKey(request);
  if (address)
    await enforceRateLimit(env.DB, `reset:${address}`, RESET_PER_ADDRESS, "Muitas tentativas de redefinição.");
  const target = await resetTarget(env, token, now);
  if (!token || !target) throw new AppError("invalid_code", RESET_LINK_INVALID);
  const weak = await weakPasswordReason(env.ASSETS, password, [target.email, target.fullName]);
  if (weak) throw fieldRefused("password", weak);
  const reset = await resetPasswordWithLink(database(env.DB), await linkHash(token), await hashPassword(password), now);
  if (!reset) throw new AppError("invalid_code", RESET_LINK_INVALID);
  // The sessions ended inside the batch; their open sockets go now (a room out of reach closes them at its next session check).
  await closeSessionSockets(env, reset.endedSessionIds);
  await recordSecurityEvent(env, request, {
    userId: reset.userId,
    type: "password_reset",
    detail: "todas as sessões e tokens encerrados",
  });
  const { cleared } = reset;
  // The squatter's own work and the name they chose go with the rest of what they set up (reclaim-account.ts).
  const removed: RemovedWork = reset.wasUnproven
    ? { projects: await eraseUnprovenWork(env, reset.userId), fullName: target.fullName }
    : { projects: [], fullName: null };
  if (clearedAnything(cleared) || reset.wasUnproven) {
    await recordSecurityEvent(env, request, {
      userId: reset.userId,
      type: "unproven_setup_cleared",
      detail: clearedDetail(cleared, removed),
    });
  }
  await sendPasswordChangedNotice(
    env,
    { email: target.email, fullName: target.emailVerifiedAt ? target.fullName : null },
    cleared,
    removed,
  );
  return reset.userId;
}
