import { env, runInDurableObject } from "cloudflare:test";
import { projectStores } from "#core/store/project-stores.ts";
import { migrateStore } from "#workers/objects/project-store/schema.ts";

/**
 * What a project's store holds, read inside the object itself (the way a
 * test reads D1 with SQL): the store is a SQLite Durable Object
 * (workers/objects/project-store/project-store.ts), so its rows are reached through
 * `runInDurableObject`, not through its RPC methods under test.
 */
export function storeStub(projectId: string) {
  return projectStores(env).of(projectId);
}

export function storeSql<T extends Record<string, SqlStorageValue>>(
  projectId: string,
  query: string,
  ...params: SqlStorageValue[]
): Promise<T[]> {
  return runInDurableObject(storeStub(projectId), (_instance, state) => {
    migrateStore(state.storage.sql);
    return state.storage.sql.exec<T>(query, ...params).toArray();
  });
}

/**
 * Per stored version of a document: its chunks, their distinct positions, the local vectors of those
 * chunks (and how many distinct chunks have one), and the chunks in the full-text index (FTS5 keeps a
 * row of lengths, chunk_fts_docsize, for each row it indexed).
 */
export function versionCounts(projectId: string, documentId: string) {
  return storeSql<{
    version: number;
    chunks: number;
    positions: number;
    vectors: number;
    distinctVectors: number;
    fts: number;
  }>(
    projectId,
    `SELECT c.version AS version, count(*) AS chunks, count(DISTINCT c.chunk_index) AS positions,
        (SELECT count(*) FROM vector_segments s, json_each(s.chunk_ids) j
          WHERE j.value IN (SELECT id FROM chunks WHERE document_id = ?1 AND version = c.version)) AS vectors,
        (SELECT count(DISTINCT j.value) FROM vector_segments s, json_each(s.chunk_ids) j
          WHERE j.value IN (SELECT id FROM chunks WHERE document_id = ?1 AND version = c.version)) AS distinctVectors,
        (SELECT count(*) FROM chunk_fts_docsize
          WHERE id IN (SELECT id FROM chunks WHERE document_id = ?1 AND version = c.version)) AS fts
     FROM chunks c WHERE c.document_id = ?1 GROUP BY c.version ORDER BY c.version`,
    documentId,
  );
}

/** Every row the store holds, table by table (a deleted project's store holds none). */
export function storeRowCounts(projectId: string): Promise<Record<string, number>> {
  return runInDurableObject(storeStub(projectId), (_instance, state) => {
    const sql = state.storage.sql;
    const tables = sql
      .exec<{ name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'",
      )
      .toArray()
      .map((row) => row.name);
    return Object.fromEntries(
      tables.map((name) => [name, Number(sql.exec<{ n: number }>(`SELECT count(*) AS n FROM "${name}"`).one().n)]),
    );
  });
}

/** Runs `work` inside the project's store with its SQLite database (the store's own statements, under test). */
export function inStore<T>(projectId: string, work: (sql: SqlStorage) => T | Promise<T>): Promise<T> {
  return runInDurableObject(storeStub(projectId), (_instance, state) => {
    migrateStore(state.storage.sql);
    return work(state.storage.sql);
  });
}

/** A SqlStorage that records every statement it runs with its values, to ask SQLite for each one's plan. */
export function recordingSql(real: SqlStorage): {
  sql: SqlStorage;
  statements: { query: string; params: unknown[] }[];
} {
  const statements: { query: string; params: unknown[] }[] = [];
  const sql = {
    exec: (query: string, ...params: unknown[]) => {
      statements.push({ query, params });
      return real.exec(query, ...params);
    },
    get databaseSize() {
      return real.databaseSize;
    },
  };
  return { sql: sql as unknown as SqlStorage, statements };
}
