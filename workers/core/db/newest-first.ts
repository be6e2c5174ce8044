import { type Column, desc, type SQL, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";

/**
 * The order of every "newest first" list (projects, conversations, documents, the outbox): by creation time, and
 * rows created in the same millisecond by insertion order (rowid), so a list never swaps two of them between reads.
 */
export function newestFirst(table: SQLiteTable & { createdAt: Column }): [SQL, SQL] {
  return [desc(table.createdAt), sql`${table}.rowid DESC`];
}
