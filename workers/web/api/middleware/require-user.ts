import { createMiddleware } from "hono/factory";
import { type AuthUser, getAuthUser, userOfAuthSession } from "#core/auth/session.ts";
import { verifyAccessToken } from "#core/auth/tokens.ts";
import type { AppEnv } from "#core/context.ts";
import type { WorkerEnv } from "#workers/web/http/types.ts";
import { AppError } from "#workers/web/api/errors.ts";

/**
 * Who calls: an `Authorization: Bearer <access token>` (API clients) or the
 * session cookie (our pages). A request that sends an Authorization header is
 * judged by it alone, so a bad token is never rescued by a cookie.
 */
export async function authenticate(request: Request, env: AppEnv): Promise<AuthUser | null> {
  const authorization = request.headers.get("Authorization");
  if (authorization === null) return getAuthUser(request, env);
  const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
  if (!token) throw new AppError("invalid_jwt", "Cabeçalho Authorization inválido: use Bearer <token>.");
  const claims = await verifyAccessToken(env, token);
  const user = await userOfAuthSession(env, claims.authSessionId, claims.aal);
  if (!user || user.id !== claims.userId) throw new AppError("unauthorized", "Sessão encerrada. Faça login novamente.");
  return user;
}

/** A signed-in user at the level their account requires (aal2 once they have a verified factor), or 401 JSON. */
export const requireUser = createMiddleware<WorkerEnv>(async (c, next) => {
  const user = await authenticate(c.req.raw, c.env);
  if (!user) throw new AppError("unauthorized");
  if (user.mfaPending) throw new AppError("mfa_required");
  c.set("user", user);
  await next();
});

/** For the second-factor routes themselves: a session still owing its factor may call them. */
export const requireSignedIn = createMiddleware<WorkerEnv>(async (c, next) => {
  const user = await authenticate(c.req.raw, c.env);
  if (!user) throw new AppError("unauthorized");
  c.set("user", user);
  await next();
});
