import { createMiddleware } from "hono/factory";
import { hitRateLimit, type RateLimitRule } from "../../../app/server/auth/rate-limit.server";
import type { WorkerEnv } from "../../http/types";
import { ApiError } from "../errors";

/** A per-user fixed window (after `requireUser`); 429 with Retry-After and the wait in the message. */
export function perUserRateLimit(name: string, rule: RateLimitRule, message = "Muitas requisições seguidas.") {
  return createMiddleware<WorkerEnv>(async (c, next) => {
    const limit = await hitRateLimit(c.env.DB, `${name}:user:${c.var.user.id}`, rule);
    if (!limit.allowed) {
      throw new ApiError("rate_limited", `${message} Aguarde ${limit.retryAfter} segundos e tente novamente.`, {
        "Retry-After": String(limit.retryAfter),
      });
    }
    await next();
  });
}
