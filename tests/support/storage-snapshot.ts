import { env } from "cloudflare:test";

/**
 * Everything the app has stored, in a form `toEqual` can compare: the row
 * count of every D1 table and the key of every R2 object. A request that is
 * refused must leave both exactly as they were.
 *
 * `rate_limits` is left out on purpose: counting an attempt, refused or not,
 * is what a limit is for (a refused request still spends one try).
 */
const IGNORED = new Set(["rate_limits", "d1_migrations"]);

export interface StorageSnapshot {
  rows: Record<string, number>;
  objects: string[];
}

// The schema does not change while a file runs: read the table list once.
let tables: Promise<string[]> | undefined;

async function readTableNames(): Promise<string[]> {
  // sqlite_* and _cf_* are the engine's own; FTS5 shadow tables follow their virtual table.
  const { results } = await env.DB.prepare(
    `SELECT name FROM sqlite_master
      WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'
        AND sql NOT LIKE 'CREATE VIRTUAL TABLE%'
      ORDER BY name`,
  ).all<{ name: string }>();
  return results.map((row) => row.name).filter((name) => !IGNORED.has(name));
}

async function objectKeys(): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.DOCUMENTS.list({ cursor });
    keys.push(...page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys.sort();
}

export async function storageSnapshot(): Promise<StorageSnapshot> {
  tables ??= readTableNames();
  const names = await tables;
  // One statement: a consistent view, and one round trip instead of one per table.
  const counts = await env.DB.prepare(
    `SELECT ${names.map((name, i) => `(SELECT count(*) FROM "${name}") AS t${i}`).join(", ")}`,
  ).first<Record<string, number>>();
  const rows = Object.fromEntries(names.map((name, i) => [name, counts?.[`t${i}`] ?? -1]));
  return { rows, objects: await objectKeys() };
}
