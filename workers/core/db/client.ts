import { type DrizzleD1Database, drizzle } from "drizzle-orm/d1";
import * as schema from "./schema.ts";

/** What drizzle can run on: the binding itself, or a D1 session over it (d1-session.ts). */
export type D1Client = D1Database | D1DatabaseSession;

/**
 * The one way to query D1: drizzle over the schema, so row types come from
 * `schema.ts`. Relative `.ts` imports keep this folder loadable by Node's type
 * stripping, which runs the seed script.
 */
export type Database = DrizzleD1Database<typeof schema> & { $client: D1Client };

const instances = new WeakMap<D1Client, Database>();

export function database(d1: D1Client): Database {
  let db = instances.get(d1);
  if (!db) {
    // drizzle's D1 driver calls only prepare and batch, which a session has as the binding does.
    db = drizzle(d1 as D1Database, { schema });
    instances.set(d1, db);
  }
  return db;
}

const forBatches = new WeakMap<D1Client, Database>();

/**
 * drizzle over `d1` for reads sent in one batch (access/one-round.ts). drizzle's `batch` takes D1's rows as
 * objects, so a join's columns of one name (two tables' `id`) would overwrite each other and the values after
 * them shift; here each SELECT goes as `SELECT * FROM (…)`, whose columns SQLite names apart (`id`, `id:1`),
 * in their order, which is all drizzle reads. Writes are not for it (they go as they are).
 */
export function batchDatabase(d1: D1Client): Database {
  let db = forBatches.get(d1);
  if (!db) {
    const client = {
      prepare: (sql: string) => d1.prepare(/^\s*select\b/i.test(sql) ? `SELECT * FROM (${sql})` : sql),
      batch: <T>(statements: D1PreparedStatement[]) => d1.batch<T>(statements),
    };
    db = database(client as D1DatabaseSession);
    forBatches.set(d1, db);
  }
  return db;
}
