import { createMiddleware } from "hono/factory";
import { enforceRateLimit, type RateLimitRule } from "#core/auth/rate-limit.ts";
import type { WorkerEnv } from "#workers/web/http/types.ts";

/** A per-user fixed window (after `requireUser`); 429 with Retry-After and the wait in the message. */
export function perUserRateLimit(name: string, rule: RateLimitRule, message = "Muitas requisições seguidas.") {
  return createMiddleware<WorkerEnv>(async (c, next) => {
    await enforceRateLimit(c.env.DB, `${name}:user:${c.var.user.id}`, rule, message);
    await next();
  });
}
