import { database } from "#core/db/client.ts";
import { countHit } from "#core/db/rate-limits.ts";
import { type AppError, rateLimited } from "#isomorphic/app-error.ts";

/**
 * Fixed-window rate limiting in D1, so the limit holds across every Worker
 * instance (docs/decisions/002-rate-limits-in-d1.md).
 */
export interface RateLimitRule {
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
}

/**
 * The longest window a rule may have: the scheduled sweep deletes counters
 * whose window began before this long ago, so a longer rule would lose its
 * count mid-window. hitRateLimit refuses such a rule. A day, for the daily
 * invitation cap; every key keeps one row, so shorter rules cost nothing more.
 */
export const LONGEST_RATE_LIMIT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A rule as one caller's key and the words of its 429 (what was too frequent). */
export interface KeyedLimit {
  key: string;
  rule: RateLimitRule;
  message: string;
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
  const windowStart = windowStartOf(rule, now);
  const count = await countHit(database(db), key, windowStart, now);
  return { allowed: count <= rule.limit, count, retryAfter: secondsUntilWindowEnds(rule, now) };
}

export function windowStartOf(rule: RateLimitRule, now: number): number {
  if (rule.windowMs > LONGEST_RATE_LIMIT_WINDOW_MS)
    throw new Error(`rate limit window ${rule.windowMs} ms exceeds the sweep's ${LONGEST_RATE_LIMIT_WINDOW_MS}`);
  return Math.floor(now / rule.windowMs) * rule.windowMs;
}

/** Seconds until the rule's current window ends (at least 1): a spent limit's Retry-After. */
export function secondsUntilWindowEnds(rule: RateLimitRule, now: number): number {
  return Math.max(1, Math.ceil((windowStartOf(rule, now) + rule.windowMs - now) / 1000));
}

/** "Aguarde 1 segundo" / "Aguarde 45 segundos". */
export function waitWords(seconds: number): string {
  return seconds === 1 ? "1 segundo" : `${seconds} segundos`;
}

/**
 * Counts a hit and throws the API's 429 (Retry-After, the wait in the message)
 * once the window is spent. `message` says what was too frequent.
 */
export async function enforceRateLimit(
  db: D1Database,
  key: string,
  rule: RateLimitRule,
  message: string,
  now = Date.now(),
): Promise<void> {
  const limit = await hitRateLimit(db, key, rule, now);
  if (!limit.allowed) throw limitSpent(rule, message, now);
}

/** The API's 429 for a spent window: Retry-After, and the wait in the message after what was too frequent. */
export function limitSpent(rule: RateLimitRule, message: string, now = Date.now()): AppError {
  const retryAfter = secondsUntilWindowEnds(rule, now);
  return rateLimited(`${message} Aguarde ${waitWords(retryAfter)} e tente novamente.`, retryAfter);
}

/** Sign-in has its own rules: sign-in-limits.ts. */
export const SIGN_UP_PER_ADDRESS: RateLimitRule = { limit: 10, windowMs: 60_000 };
export const INVITATIONS_PER_USER: RateLimitRule = { limit: 20, windowMs: 60_000 };
/** Invitations an account may send in a (UTC) day, whatever the minute. */
export const INVITATIONS_PER_DAY: RateLimitRule = { limit: 50, windowMs: 24 * 60 * 60 * 1000 };

/**
 * The rate-limit key of the client's address, or null when it is unknown.
 * Cloudflare sets CF-Connecting-IP on every request; an IPv6 client is keyed
 * by its /64 prefix, since one subscriber usually holds the whole /64. Without
 * the header (a test through the workers pool that sends none) there is no
 * address to key on, so address limits do not apply rather than putting every
 * such client in one shared bucket; per-e-mail and per-user limits still do.
 * `wrangler dev` sets the header to the loopback address unless the request
 * brings one, so local clients share one address; the e2e browser contexts and
 * the load bench each send an address of their own.
 */
export function clientAddressKey(request: Request): string | null {
  const raw = request.headers.get("CF-Connecting-IP")?.trim();
  if (!raw) return null;
  if (!raw.includes(":")) return `address:${raw}`;
  return `address:${ipv6Prefix64(raw)}::/64`;
}

/** The first four hextets of an IPv6 address, expanded (handles `::` and an embedded IPv4 tail). */
export function ipv6Prefix64(address: string): string {
  const clean = address.replace(/^\[|\]$/g, "").split("%")[0] ?? "";
  const [head = "", tail] = clean.split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = tail === undefined ? [] : tail ? tail.split(":") : [];
  // An IPv4 tail (::ffff:1.2.3.4) takes two hextets; it never reaches the /64 prefix.
  const size = (parts: string[]) => parts.reduce((n, part) => n + (part.includes(".") ? 2 : 1), 0);
  const missing = tail === undefined ? 0 : 8 - size(headParts) - size(tailParts);
  const full = [...headParts, ...Array<string>(Math.max(0, missing)).fill("0"), ...tailParts];
  return full
    .slice(0, 4)
    .map((part) => (part.includes(".") ? "0" : part.toLowerCase().replace(/^0+(?=.)/, "")))
    .join(":");
}
