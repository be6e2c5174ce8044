import { type DrizzleD1Database, drizzle } from "drizzle-orm/d1";
import * as schema from "./schema.ts";

/**
 * The one way to query D1: drizzle over the schema, so row types come from
 * `schema.ts`. Relative `.ts` imports keep this folder loadable by Node's type
 * stripping, which runs the seed script.
 */
export type Database = DrizzleD1Database<typeof schema> & { $client: D1Database };

const instances = new WeakMap<D1Database, Database>();

export function database(d1: D1Database): Database {
  let db = instances.get(d1);
  if (!db) {
    db = drizzle(d1, { schema });
    instances.set(d1, db);
  }
  return db;
}
