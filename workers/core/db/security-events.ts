import { desc, eq } from "drizzle-orm";
import type { Database } from "./client.ts";
import { type SecurityEvent, securityEvents } from "./schema.ts";

/** Queries of the audit trail. */

export async function insertSecurityEvents(db: Database, rows: (typeof securityEvents.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(securityEvents).values(rows).run();
}

export function listSecurityEvents(db: Database, userId: string, limit: number): Promise<SecurityEvent[]> {
  return db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .orderBy(desc(securityEvents.createdAt))
    .limit(limit)
    .all();
}
