import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { changePasswordEndingProofs } from "#core/db/email.ts";
import { findUserById, listAuthSessions } from "#core/db/users.ts";
import { AppError, fieldRefused } from "#isomorphic/app-error.ts";
import { recordSecurityEvent } from "#core/security/audit.ts";
import { weakPasswordReason } from "./password-strength.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { enforceRateLimit, type RateLimitRule } from "./rate-limit.ts";
import { type AuthUser, endOtherAuthSessions } from "./session.ts";

/** Account-level security actions of the security page: password change and ending other sessions. */

/**
 * Attempts at the current password, per account: a count of its own (apart from the sign-in form's and the
 * API's), so guesses here cannot spend the owner's sign-in, nor guesses there refuse a change here.
 */
export const PASSWORD_CHANGE_PER_USER: RateLimitRule = { limit: 5, windowMs: 15 * 60_000 };

export async function changePassword(
  env: AppEnv,
  request: Request,
  user: AuthUser,
  input: { currentPassword: string; newPassword: string },
): Promise<{ otherSessionsEnded: number }> {
  const db = database(env.DB);
  const account = await findUserById(db, user.id);
  if (!account) throw new AppError("unauthorized");
  // The current password must not be guessable here either.
  await enforceRateLimit(env.DB, `password-change:${user.id}`, PASSWORD_CHANGE_PER_USER, "Muitas tentativas.");
  const check = await verifyPassword(input.currentPassword, account.passwordHash);
  if (!check.valid) {
    await recordSecurityEvent(env, request, { userId: user.id, type: "sign_in_failed", detail: "troca de senha" });
    throw fieldRefused("currentPassword", "A senha atual não confere.");
  }
  if (input.currentPassword === input.newPassword)
    throw fieldRefused("newPassword", "A nova senha deve ser diferente da atual.");
  const weak = await weakPasswordReason(env.ASSETS, input.newPassword, [account.email, account.fullName]);
  if (weak) throw fieldRefused("newPassword", weak);
  // Reset links and verification codes sent before the change open nothing after it.
  await changePasswordEndingProofs(db, user.id, await hashPassword(input.newPassword));
  const otherSessionsEnded = await endOtherAuthSessions(env, user);
  await recordSecurityEvent(env, request, { userId: user.id, type: "password_changed" });
  return { otherSessionsEnded };
}

export async function signOutOtherSessions(env: AppEnv, request: Request, user: AuthUser): Promise<number> {
  const ended = await endOtherAuthSessions(env, user);
  await recordSecurityEvent(env, request, {
    userId: user.id,
    type: "sign_out_others",
    detail: ended === 1 ? "1 sessão encerrada" : `${ended} sessões encerradas`,
  });
  return ended;
}

/** Sessions of the account that are still open, this one included. */
export async function openSessionCount(env: AppEnv, userId: string, now = Date.now()): Promise<number> {
  const sessions = await listAuthSessions(database(env.DB), userId);
  return sessions.filter((session) => session.expiresAt > now).length;
}
