import { CLIENT_ROLE } from "~/config/roles";
import type { AppEnv } from "~/server/context";
import { database } from "~/server/db/client.server";
import { insertUser } from "~/server/db/users.server";
import { hashPassword } from "./password.server";
import { weakPasswordReason } from "./password-strength.server";
import { clientAddressKey, hitRateLimit, SIGN_UP_PER_ADDRESS } from "./rate-limit.server";
import { AuthFailure } from "./sign-in.server";

export interface SignUpInput {
  email: string;
  password: string;
  fullName: string;
}

/**
 * Self sign-up always yields a `client`. An e-mail that already has an
 * account gets the same answer as a new one (the password is hashed either
 * way, so timing does not tell them apart), and the existing account is left
 * untouched: sign-up never reveals who has an account.
 */
export async function signUp(request: Request, env: AppEnv, input: SignUpInput): Promise<void> {
  const address = clientAddressKey(request);
  if (address) {
    const limit = await hitRateLimit(env.DB, `sign-up:${address}`, SIGN_UP_PER_ADDRESS);
    if (!limit.allowed) {
      throw new AuthFailure(
        `Muitas tentativas de cadastro. Aguarde ${limit.retryAfter} segundos e tente novamente.`,
        429,
        limit.retryAfter,
      );
    }
  }
  const weak = await weakPasswordReason(env.ASSETS, input.password, [input.email, input.fullName]);
  if (weak) throw new AuthFailure(weak, 400);
  await insertUser(database(env.DB), {
    id: crypto.randomUUID(),
    email: input.email,
    fullName: input.fullName,
    role: CLIENT_ROLE,
    passwordHash: await hashPassword(input.password),
  });
}
