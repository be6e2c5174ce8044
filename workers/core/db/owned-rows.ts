import { and, eq, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable, SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import type { Database } from "./client.ts";

/** A table whose rows have a text `id` and belong to an owner (a project, a user) named by another column. */
type OwnedTable = SQLiteTable & { id: SQLiteColumn };

/** Selects the row of `table` with this id only when `owner` holds `ownerId`: another owner's id selects nothing. */
export function ownedRow(table: OwnedTable, owner: SQLiteColumn, ownerId: string, id: string): SQL | undefined {
  return and(eq(table.id, id), eq(owner, ownerId));
}

/** That row, or undefined: another owner's id reads as absent. */
export function findOwned<T extends OwnedTable>(
  db: Database,
  table: T,
  owner: SQLiteColumn,
  ownerId: string,
  id: string,
): Promise<T["$inferSelect"] | undefined> {
  return db
    .select()
    .from(table)
    .where(ownedRow(table, owner, ownerId, id))
    .get();
}

/** Sets `values` on that row under the same rule; whether there was one to change. */
export async function updateOwned<T extends OwnedTable>(
  db: Database,
  table: T,
  owner: SQLiteColumn,
  ownerId: string,
  id: string,
  values: SQLiteUpdateSetSource<T>,
): Promise<boolean> {
  const result = await db
    .update(table)
    .set(values)
    .where(ownedRow(table, owner, ownerId, id))
    .run();
  return result.meta.changes > 0;
}
