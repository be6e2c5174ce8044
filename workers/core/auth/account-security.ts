import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { findUserById, listAuthSessions, setPasswordHash } from "#core/db/users.ts";
import { ApiError, fieldRefused } from "#core/http/api-error.ts";
import { recordSecurityEvent } from "#core/security/audit.ts";
import { weakPasswordReason } from "./password-strength.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { enforceRateLimit, SIGN_IN_PER_EMAIL } from "./rate-limit.ts";
import { type AuthUser, endOtherAuthSessions } from "./session.ts";

/** Account-level security actions of the security page: password change and ending other sessions. */

export async function changePassword(
  env: AppEnv,
  request: Request,
  user: AuthUser,
  input: { currentPassword: string; newPassword: string },
): Promise<{ otherSessionsEnded: number }> {
  const db = database(env.DB);
  const account = await findUserById(db, user.id);
  if (!account) throw new ApiError("unauthorized");
  // The same budget as sign-in attempts: the current password must not be guessable here either.
  await enforceRateLimit(env.DB, `sign-in:email:${account.email}`, SIGN_IN_PER_EMAIL, "Muitas tentativas.");
  const check = await verifyPassword(input.currentPassword, account.passwordHash);
  if (!check.valid) {
    await recordSecurityEvent(env, request, { userId: user.id, type: "sign_in_failed", detail: "troca de senha" });
    throw fieldRefused("currentPassword", "A senha atual não confere.");
  }
  if (input.currentPassword === input.newPassword)
    throw fieldRefused("newPassword", "A nova senha deve ser diferente da atual.");
  const weak = await weakPasswordReason(env.ASSETS, input.newPassword, [account.email, account.fullName]);
  if (weak) throw fieldRefused("newPassword", weak);
  await setPasswordHash(db, user.id, await hashPassword(input.newPassword));
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
