import type { AppEnv } from "~/server/context";
import { firstIssue, signUpSchema } from "./auth-schemas";
import { clientAddress, hitRateLimit, SIGN_UP_PER_ADDRESS } from "./rate-limit.server";
import { AuthFailure } from "./sign-in.server";
import { createUser } from "./users.server";

export const DUPLICATE_EMAIL = "Já existe uma conta com este e-mail. Faça login ou use outro e-mail.";

export async function signUp(form: FormData, request: Request, env: AppEnv): Promise<string> {
  const limit = await hitRateLimit(env.DB, `sign-up:address:${clientAddress(request)}`, SIGN_UP_PER_ADDRESS);
  if (!limit.allowed) {
    throw new AuthFailure(
      `Muitas tentativas de cadastro. Aguarde ${limit.retryAfter} segundos e tente novamente.`,
      429,
      limit.retryAfter,
    );
  }
  const parsed = signUpSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw new AuthFailure(firstIssue(parsed.error), 400);
  const result = await createUser(env.DB, parsed.data);
  if (!result.ok) throw new AuthFailure(DUPLICATE_EMAIL, 409);
  return result.id;
}
