import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import { rateLimits } from "./schema.ts";
import { deleteRows } from "./delete-rows.ts";

/**
 * One fixed-window counter: the upsert both counts and reads, so concurrent
 * attempts cannot slip past between a read and a write. `now` is kept as the
 * window's last hit.
 */
export async function countHit(db: Database, key: string, windowStart: number, now: number): Promise<number> {
  const row = await countHitQuery(db, key, windowStart, now).get();
  return row?.count ?? 1;
}

/** countHit's statement, for a batch that counts the hit with the writes it admits (the window's count after it). */
export function countHitQuery(db: Database, key: string, windowStart: number, now: number) {
  return db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1, lastHitAt: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} = ${windowStart} THEN ${rateLimits.count} + 1 ELSE 1 END`,
        windowStart,
        lastHitAt: now,
      },
    })
    .returning({ count: rateLimits.count });
}

/** The window's count is at most `limit` (after a hit was counted in the same batch): what a batch's writes wait on. */
export function withinLimit(key: string, windowStart: number, limit: number) {
  return sql`EXISTS (SELECT 1 FROM ${rateLimits} WHERE ${rateLimits.key} = ${key} AND ${rateLimits.windowStart} = ${windowStart} AND ${rateLimits.count} <= ${limit})`;
}

/** Takes back one hit of this window (an attempt that turned out not to count), never below zero. */
export async function uncountHit(db: Database, key: string, windowStart: number): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart), gt(rateLimits.count, 0)))
    .run();
}

/** The window's count and last hit, without counting; a counter of another window reads as empty. */
export async function peekHits(
  db: Database,
  key: string,
  windowStart: number,
): Promise<{ count: number; lastHitAt: number | null }> {
  const row = await db
    .select({ count: rateLimits.count, lastHitAt: rateLimits.lastHitAt })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)))
    .get();
  return row ?? { count: 0, lastHitAt: null };
}

/** Counters whose window began before `before` (the scheduled sweep): no rule still counts them. */
export async function deleteRateLimitWindowsBefore(db: Database, before: number): Promise<number> {
  return deleteRows(db, rateLimits, lt(rateLimits.windowStart, before));
}
