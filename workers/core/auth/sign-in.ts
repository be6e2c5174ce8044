import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import type { User } from "#core/db/schema.ts";
import { findUserByEmail, normalizeEmail, setPasswordHash } from "#core/db/users.ts";
import { APP_ERRORS, AppError } from "#isomorphic/app-error.ts";
import { recordSecurityEvent, recordSecurityEventForEmail } from "#core/security/audit.ts";
import { decoyPasswordHash, hashPassword, verifyPassword } from "./password.ts";
import { beginSignInAttempt, type SignInChannel } from "./sign-in-limits.ts";

export const INVALID_CREDENTIALS = APP_ERRORS.invalid_credentials.message;

export interface Credentials {
  email: string;
  password: string;
}

/**
 * The password check for an account already looked up (`user`, or undefined for an address without one,
 * which is checked against a decoy hash so that both take the same time). Returns the account's id; a hash
 * of an older cost is replaced on the way. The credentials are the ones the action parsed (once, refusing
 * repeated fields), so the e-mail the limits counted is the e-mail whose password is verified.
 */
async function verifyCredentials(env: AppEnv, credentials: Credentials, user: User | undefined): Promise<string> {
  const check = await verifyPassword(credentials.password, user?.passwordHash ?? (await decoyPasswordHash()));
  if (!user || !check.valid) throw new AppError("invalid_credentials");
  if (check.needsRehash) await setPasswordHash(database(env.DB), user.id, await hashPassword(credentials.password));
  return user.id;
}

const CHANNEL_WORDS: Record<SignInChannel, string> = { form: "navegador", api: "API" };

/**
 * Checks the limits (sign-in-limits.ts), then the credentials; returns the user id or throws the AppError
 * (`invalid_credentials`, `rate_limited`). An existing address with a wrong password and an address without
 * an account run the same statements and get the same answer. Both outcomes go to the account's audit trail.
 */
export async function signIn(
  request: Request,
  env: AppEnv,
  credentials: Credentials,
  channel: SignInChannel = "form",
): Promise<string> {
  const email = normalizeEmail(credentials.email);
  const user = await findUserByEmail(database(env.DB), email);
  const attempt = await beginSignInAttempt(request, env, email, user?.id ?? null, channel);
  let userId: string;
  try {
    userId = await verifyCredentials(env, credentials, user);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "invalid_credentials") throw error;
    await attempt.failed();
    await recordSecurityEventForEmail(env, request, email, { type: "sign_in_failed", detail: CHANNEL_WORDS[channel] });
    throw error;
  }
  await attempt.succeeded();
  await recordSecurityEvent(env, request, { userId, type: "sign_in", detail: CHANNEL_WORDS[channel] });
  return userId;
}
