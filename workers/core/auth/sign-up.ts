import { CLIENT_ROLE } from "#isomorphic/config/roles.ts";
import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { insertUser } from "#core/db/users.ts";
import { sendSignUpEmail } from "#core/email/account-emails.ts";
import { fieldRefused, rateLimited } from "#isomorphic/app-error.ts";
import { hashPassword } from "./password.ts";
import { weakPasswordReason } from "./password-strength.ts";
import { clientAddressKey, hitRateLimit, SIGN_UP_PER_ADDRESS } from "./rate-limit.ts";

export interface SignUpInput {
  email: string;
  password: string;
  fullName: string;
}

/**
 * Self sign-up always yields a `client`. An e-mail that already has an
 * account gets the same answer as a new one (the password is hashed either
 * way, so timing does not tell them apart), and the existing account is left
 * untouched: sign-up never reveals who has an account. Either way one e-mail
 * goes to the address: the new account's verification code, or a notice to
 * the existing account's owner.
 */
export async function signUp(request: Request, env: AppEnv, input: SignUpInput): Promise<void> {
  const address = clientAddressKey(request);
  if (address) {
    const limit = await hitRateLimit(env.DB, `sign-up:${address}`, SIGN_UP_PER_ADDRESS);
    if (!limit.allowed) {
      throw rateLimited(
        `Muitas tentativas de cadastro. Aguarde ${limit.retryAfter} segundos e tente novamente.`,
        limit.retryAfter,
      );
    }
  }
  const weak = await weakPasswordReason(env.ASSETS, input.password, [input.email, input.fullName]);
  if (weak) throw fieldRefused("password", weak);
  const userId = await insertUser(database(env.DB), {
    id: crypto.randomUUID(),
    email: input.email,
    fullName: input.fullName,
    role: CLIENT_ROLE,
    passwordHash: await hashPassword(input.password),
  });
  await sendSignUpEmail(env, request, { userId, email: input.email, fullName: input.fullName });
}
