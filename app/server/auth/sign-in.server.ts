import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { AppEnv } from "~/server/context";
import { firstIssue, signInSchema } from "./auth-schemas";
import { decoyPasswordHash, verifyPassword } from "./password.server";
import {
  clientAddress,
  hitRateLimit,
  SIGN_IN_PER_ADDRESS,
  SIGN_IN_PER_EMAIL,
} from "./rate-limit.server";
import { findUserByEmail, normalizeEmail, updatePasswordHash } from "./users.server";

export const INVALID_CREDENTIALS = "E-mail ou senha incorretos.";

/** A failure the user may read, with the HTTP status the action answers with. */
export class AuthFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "AuthFailure";
  }
}

function createAuthenticator(env: AppEnv) {
  const authenticator = new Authenticator<{ id: string }>();
  authenticator.use(
    new FormStrategy(async ({ form }) => {
      const parsed = signInSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) throw new AuthFailure(firstIssue(parsed.error), 400);
      const { email, password } = parsed.data;
      const user = await findUserByEmail(env.DB, email);
      const check = await verifyPassword(password, user?.password_hash ?? (await decoyPasswordHash()));
      if (!user || !check.valid) throw new AuthFailure(INVALID_CREDENTIALS, 401);
      if (check.needsRehash) await updatePasswordHash(env.DB, user.id, password);
      return { id: user.id };
    }),
    "form",
  );
  return authenticator;
}

async function enforceSignInLimits(request: Request, env: AppEnv): Promise<void> {
  const form = await request.clone().formData();
  const email = normalizeEmail(String(form.get("email") ?? ""));
  const checks = await Promise.all([
    hitRateLimit(env.DB, `sign-in:address:${clientAddress(request)}`, SIGN_IN_PER_ADDRESS),
    email ? hitRateLimit(env.DB, `sign-in:email:${email}`, SIGN_IN_PER_EMAIL) : null,
  ]);
  const blocked = checks.find((check) => check && !check.allowed);
  if (blocked) {
    throw new AuthFailure(
      `Muitas tentativas de login. Aguarde ${blocked.retryAfter} segundos e tente novamente.`,
      429,
      blocked.retryAfter,
    );
  }
}

/** Checks limits, then credentials; returns the user id or throws AuthFailure. */
export async function signIn(request: Request, env: AppEnv): Promise<string> {
  await enforceSignInLimits(request, env);
  const user = await createAuthenticator(env).authenticate("form", request);
  return user.id;
}
