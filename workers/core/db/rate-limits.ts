import { lt, sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import { rateLimits } from "./schema.ts";

/**
 * One fixed-window counter: the upsert both counts and reads, so concurrent
 * attempts cannot slip past between a read and a write.
 */
export async function countHit(db: Database, key: string, windowStart: number): Promise<number> {
  const row = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} = ${windowStart} THEN ${rateLimits.count} + 1 ELSE 1 END`,
        windowStart,
      },
    })
    .returning({ count: rateLimits.count })
    .get();
  return row?.count ?? 1;
}

/** Counters whose window began before `before` (the scheduled sweep): no rule still counts them. */
export async function deleteRateLimitWindowsBefore(db: Database, before: number): Promise<number> {
  const removed = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, before))
    .returning({ key: rateLimits.key })
    .all();
  return removed.length;
}
