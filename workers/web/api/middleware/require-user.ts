import { createMiddleware } from "hono/factory";
import type { SessionClaim } from "#core/access/one-round.ts";
import { type AuthUser, sessionIdOf, userOfAuthSession } from "#core/auth/session.ts";
import { verifyAccessToken } from "#core/auth/tokens.ts";
import type { AppEnv } from "#core/context.ts";
import type { WorkerEnv } from "#workers/web/http/types.ts";
import { AppError } from "#workers/web/api/errors.ts";

/** What the caller's credentials say before any read; a token also names its user. */
export type ApiClaim = SessionClaim & { userId?: string };

/**
 * Who calls, before any read: an `Authorization: Bearer <access token>` (API clients) or the session cookie
 * (our pages). A request that sends an Authorization header is judged by it alone, so a bad token is never
 * rescued by a cookie.
 */
export async function apiClaim(request: Request, env: AppEnv): Promise<ApiClaim | null> {
  const authorization = request.headers.get("Authorization");
  if (authorization === null) {
    const id = await sessionIdOf(request, env);
    return id ? { id } : null;
  }
  const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
  if (!token) throw new AppError("invalid_jwt", "Cabeçalho Authorization inválido: use Bearer <token>.");
  const claims = await verifyAccessToken(env, token);
  return { id: claims.authSessionId, aal: claims.aal, userId: claims.userId };
}

/** The claim's user as the session read found it: a token whose session ended, or is another user's, is refused. */
export function claimedUser(claim: ApiClaim | null, user: AuthUser | null): AuthUser | null {
  if (claim?.userId !== undefined && user?.id !== claim.userId)
    throw new AppError("unauthorized", "Sessão encerrada. Faça login novamente.");
  return user;
}

/** The caller's user (null: no session, or an ended one). */
export async function authenticate(request: Request, env: AppEnv): Promise<AuthUser | null> {
  const claim = await apiClaim(request, env);
  return claimedUser(claim, claim && (await userOfAuthSession(env, claim.id, claim.aal)));
}

/** A signed-in user at the level their account requires (aal2 once they have a verified factor), or 401 JSON. */
export function admittedUser(user: AuthUser | null): AuthUser {
  if (!user) throw new AppError("unauthorized");
  if (user.mfaPending) throw new AppError("mfa_required");
  return user;
}

export const requireUser = createMiddleware<WorkerEnv>(async (c, next) => {
  c.set("user", admittedUser(await authenticate(c.req.raw, c.env)));
  await next();
});

/**
 * `requireUser` for a handler that reads the session with its own reads in one round (`readAsMember`): the
 * credentials are checked now (none, or a bad token: 401 before the body is read), the session in that round.
 * A request refused before the round (the body's 400, 413, 415) is judged by its session first, as under
 * `requireUser`: an ended session's 401 or an owed second factor's `mfa_required` wins over the body's refusal,
 * and a live session's user is known to what counts refusals (`perUserLimitAtAdmission`, which runs before this).
 */
export const claimNowSessionInRound = createMiddleware<WorkerEnv>(async (c, next) => {
  const claim = await apiClaim(c.req.raw, c.env);
  if (!claim) throw new AppError("unauthorized");
  c.set("claim", claim);
  await next();
  if (c.var.sessionRead || c.res.status < 400 || c.res.status >= 500) return;
  c.set("user", admittedUser(claimedUser(claim, await userOfAuthSession(c.env, claim.id, claim.aal))));
});

/** For the second-factor routes themselves: a session still owing its factor may call them. */
export const requireSignedIn = createMiddleware<WorkerEnv>(async (c, next) => {
  const user = await authenticate(c.req.raw, c.env);
  if (!user) throw new AppError("unauthorized");
  c.set("user", user);
  await next();
});
