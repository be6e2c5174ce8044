import type { SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "./client.ts";

/**
 * Deletes the rows of `table` that `where` selects and returns how many went: D1's count of the rows the
 * statement changed (rows a foreign key cascades to are not in it). The sweeps report it; a caller that
 * deletes one row by its key reads `> 0` as "it was there".
 */
export async function deleteRows(db: Database, table: SQLiteTable, where: SQL | undefined): Promise<number> {
  const result = await db.delete(table).where(where).run();
  return result.meta.changes;
}

/** As `deleteRows`, for a delete by key or under a condition: whether anything was there to delete. */
export async function deleteFound(db: Database, table: SQLiteTable, where: SQL | undefined): Promise<boolean> {
  return (await deleteRows(db, table, where)) > 0;
}
