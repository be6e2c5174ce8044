/**
 * Fixed-window rate limiting in D1, so the limit holds across every Worker
 * instance. One statement both counts and reads, so concurrent attempts
 * cannot slip past between a read and a write.
 */
export interface RateLimitRule {
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the current window ends. */
  retryAfter: number;
}

export async function hitRateLimit(
  db: D1Database,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<RateLimitResult> {
  const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT(key) DO UPDATE SET
         count = CASE WHEN rate_limits.window_start = ?2 THEN rate_limits.count + 1 ELSE 1 END,
         window_start = ?2
       RETURNING count`,
    )
    .bind(key, windowStart)
    .first<{ count: number }>();
  const count = row?.count ?? 1;
  return {
    allowed: count <= rule.limit,
    count,
    retryAfter: Math.max(1, Math.ceil((windowStart + rule.windowMs - now) / 1000)),
  };
}

export const SIGN_IN_PER_EMAIL: RateLimitRule = { limit: 10, windowMs: 60_000 };
export const SIGN_IN_PER_ADDRESS: RateLimitRule = { limit: 30, windowMs: 60_000 };
export const SIGN_UP_PER_ADDRESS: RateLimitRule = { limit: 10, windowMs: 60_000 };

/** The client address as Cloudflare reports it; local runs have none. */
export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "local";
}
