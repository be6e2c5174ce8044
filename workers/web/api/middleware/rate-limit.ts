import { createMiddleware } from "hono/factory";
import { enforceRateLimit, type RateLimitRule } from "#core/auth/rate-limit.ts";
import type { AuthUser } from "#core/auth/session.ts";
import type { WorkerEnv } from "#workers/web/http/types.ts";

/** A per-user fixed window (after `requireUser`); 429 with Retry-After and the wait in the message. */
export function perUserRateLimit(name: string, rule: RateLimitRule, message = "Muitas requisições seguidas.") {
  return createMiddleware<WorkerEnv>(async (c, next) => {
    await enforceRateLimit(c.env.DB, `${name}:user:${c.var.user.id}`, rule, message);
    await next();
  });
}

/**
 * A per-user fixed window counted where the handler admits the request's work, in that work's own write (the chat
 * turn counts it with its question and claim, so its answer waits on one write to D1's primary, not two). The
 * handler takes the limit from `admissionLimit` for its user and sets `admissionCounted` just before its admission.
 * A request refused before that (any 4xx once the user is known: a bad body, not a member) is counted here, after
 * the refusal, so it spends a try as with perUserRateLimit and, past the limit, answers the 429; a request whose
 * user was never known (signed out, a second factor owed) and a failure of ours (5xx) spend nothing.
 */
export function perUserLimitAtAdmission(name: string, rule: RateLimitRule, message = "Muitas requisições seguidas.") {
  return createMiddleware<WorkerEnv>(async (c, next) => {
    const limitOf = (user: AuthUser) => ({ key: `${name}:user:${user.id}`, rule, message });
    c.set("admissionLimit", limitOf);
    await next();
    // Known only once the session was read: in the handler's round, or after a refusal that came before it.
    const user: AuthUser | undefined = c.var.user;
    if (user && !c.var.admissionCounted && c.res.status >= 400 && c.res.status < 500)
      await enforceRateLimit(c.env.DB, limitOf(user).key, rule, message);
  });
}
