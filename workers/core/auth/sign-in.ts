import { Authenticator } from "remix-auth";
import { Strategy } from "remix-auth/strategy";
import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { findUserByEmail, normalizeEmail, setPasswordHash } from "#core/db/users.ts";
import { decoyPasswordHash, hashPassword, verifyPassword } from "./password.ts";
import { API_ERRORS, ApiError, rateLimited } from "#core/http/api-error.ts";
import { recordSecurityEvent } from "#core/security/audit.ts";
import { clientAddressKey, hitRateLimit, SIGN_IN_PER_ADDRESS, SIGN_IN_PER_EMAIL } from "./rate-limit.ts";

export const INVALID_CREDENTIALS = API_ERRORS.invalid_credentials.message;

export interface Credentials {
  email: string;
  password: string;
}

/**
 * A remix-auth strategy over credentials the action already parsed (once,
 * refusing repeated fields), so the e-mail the limits counted is the e-mail
 * whose password is verified.
 */
class PasswordStrategy extends Strategy<{ id: string }, Credentials> {
  name = "password";
  constructor(
    private readonly credentials: Credentials,
    verify: Strategy.VerifyFunction<{ id: string }, Credentials>,
  ) {
    super(verify);
  }

  authenticate(): Promise<{ id: string }> {
    return this.verify(this.credentials);
  }
}

function createAuthenticator(request: Request, env: AppEnv, credentials: Credentials) {
  const authenticator = new Authenticator<{ id: string }>();
  authenticator.use(
    new PasswordStrategy(credentials, async ({ email, password }) => {
      const db = database(env.DB);
      const user = await findUserByEmail(db, email);
      const check = await verifyPassword(password, user?.passwordHash ?? (await decoyPasswordHash()));
      if (user && !check.valid) await recordSecurityEvent(env, request, { userId: user.id, type: "sign_in_failed" });
      if (!user || !check.valid) throw new ApiError("invalid_credentials");
      if (check.needsRehash) await setPasswordHash(db, user.id, await hashPassword(password));
      return { id: user.id };
    }),
  );
  return authenticator;
}

async function enforceSignInLimits(request: Request, env: AppEnv, email: string): Promise<void> {
  const address = clientAddressKey(request);
  const checks = await Promise.all([
    address ? hitRateLimit(env.DB, `sign-in:${address}`, SIGN_IN_PER_ADDRESS) : null,
    hitRateLimit(env.DB, `sign-in:email:${normalizeEmail(email)}`, SIGN_IN_PER_EMAIL),
  ]);
  const blocked = checks.find((check) => check && !check.allowed);
  if (blocked) {
    throw rateLimited(
      `Muitas tentativas de login. Aguarde ${blocked.retryAfter} segundos e tente novamente.`,
      blocked.retryAfter,
    );
  }
}

/**
 * Checks limits, then credentials; returns the user id or throws the ApiError
 * (`invalid_credentials`, `rate_limited`).
 * Both outcomes go to the account's audit trail (`channel` says where from).
 */
export async function signIn(
  request: Request,
  env: AppEnv,
  credentials: Credentials,
  channel = "navegador",
): Promise<string> {
  await enforceSignInLimits(request, env, credentials.email);
  // The strategy reads no body: the form was consumed, and parsed, by the action.
  const user = await createAuthenticator(request, env, credentials).authenticate("password", new Request(request.url));
  await recordSecurityEvent(env, request, { userId: user.id, type: "sign_in", detail: channel });
  return user.id;
}
