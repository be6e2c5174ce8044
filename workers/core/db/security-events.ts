import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import { type SecurityEvent, securityEvents, users } from "./schema.ts";

/** Queries of the audit trail. */

export async function insertSecurityEvents(db: Database, rows: (typeof securityEvents.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(securityEvents).values(rows).run();
}

/**
 * An event for the account of `email`, if there is one: one INSERT … SELECT that writes nothing for an
 * address without an account, so recording costs the same work either way (a failed sign-in must not tell
 * the two apart by its timing).
 */
export async function insertSecurityEventForEmail(
  db: Database,
  email: string,
  row: Omit<typeof securityEvents.$inferInsert, "userId">,
): Promise<void> {
  await db
    .insert(securityEvents)
    .select(
      db
        .select({
          id: sql<string>`${row.id}`.as("id"),
          userId: users.id,
          type: sql<SecurityEvent["type"]>`${row.type}`.as("type"),
          detail: sql<string | null>`${row.detail ?? null}`.as("detail"),
          network: sql<string | null>`${row.network ?? null}`.as("network"),
          userAgent: sql<string | null>`${row.userAgent ?? null}`.as("user_agent"),
          createdAt: sql<number>`${row.createdAt ?? Date.now()}`.as("created_at"),
        })
        .from(users)
        .where(eq(users.email, email)),
    )
    .run();
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
