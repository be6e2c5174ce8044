import { DrizzleQueryError } from "drizzle-orm/errors";

/**
 * A provider saying "not now" rather than "no": HTTP 429, a rate limit, a
 * used-up quota or Workers AI's capacity errors (3040 "Capacity temporarily
 * exceeded", 4006 "daily free allocation"), from the embedder or the vector
 * index. Ingestion waits and tries again later for these instead of counting
 * them as failures (./consumer.ts). The ai SDK wraps what it retried itself
 * (RetryError's `lastError`, an error's `cause`), so those are looked into
 * too. Our own database's errors never are, whatever their SQL names (a
 * table called project_quotas is not a quota).
 */
const THROTTLE =
  /\b429\b|too many requests|rate[ _-]?limit(ed)? (exceeded|reached)|exceeded (your|the) (current )?quota|insufficient_quota|quota (exceeded|exhausted)|capacity temporarily exceeded|\b3040\b|\b4006\b|daily free allocation/i;

export function isProviderThrottle(error: unknown): boolean {
  let throttled = false;
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth++) {
    const message = current instanceof Error ? current.message : String(current);
    // A failed query of ours: its text and parameters may hold "429" or "quota", and its cause may not say D1.
    if (/D1_ERROR|SQLITE_/.test(message) || current instanceof DrizzleQueryError) return false;
    if (typeof current !== "object") return throttled || THROTTLE.test(message);
    const fields = current as { statusCode?: unknown; status?: unknown; lastError?: unknown; cause?: unknown };
    if (fields.statusCode === 429 || fields.status === 429 || THROTTLE.test(message)) throttled = true;
    current = fields.lastError ?? fields.cause;
  }
  return throttled;
}

/**
 * How long the `waits`-th wait lasts: 10 s doubling to at most 15 minutes,
 * with a little jitter so documents throttled together do not come back together.
 */
export function throttleDelaySeconds(waits: number, random = Math.random): number {
  const base = Math.min(15 * 60, 10 * 2 ** Math.max(0, waits));
  return Math.round(base * (0.9 + 0.2 * random()));
}

/** Waits before a throttled step gives up (about two and a half hours of waiting in all). */
export const MAX_THROTTLE_WAITS = 16;

export const THROTTLED_FOR_TOO_LONG =
  "O provedor de embeddings recusou as chamadas por limite de uso durante horas. Tente reprocessar o documento mais tarde.";

/**
 * How long the `retries`-th wait after a transient failure (D1, R2, a project's store or Vectorize unavailable)
 * lasts: 2 s doubling to at most 5 minutes, jittered like the throttle's. Waited out, not failed: a platform blip
 * of a minute or two ends with the document ready.
 */
export function outageDelaySeconds(retries: number, random = Math.random): number {
  const base = Math.min(5 * 60, 2 * 2 ** Math.max(0, retries));
  return Math.max(1, Math.round(base * (0.9 + 0.2 * random())));
}

/** Waits before a step that keeps failing transiently fails its document (about half an hour of waiting in all). */
export const MAX_OUTAGE_RETRIES = 12;
