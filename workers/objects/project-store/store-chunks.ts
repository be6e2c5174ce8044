import { type ChunkTable, storedTables } from "#core/documents/tables.ts";

/**
 * The chunk record in a project's store (./schema.ts), read and written
 * synchronously inside the object. Liveness is not the store's to know: which
 * version of which document is live (ready, indexed) is documents' status in
 * D1, so reads that must see only live chunks take the live versions as an
 * argument (`liveKeys`).
 */
export interface StoredChunk {
  id: number;
  projectId: string;
  documentId: string;
  version: number;
  chunkIndex: number;
  content: string;
  location: string | null;
  searchTerms: string;
  tables: ChunkTable[] | null;
}

/** A chunk to store: everything but its id, which the store gives. */
export type NewStoreChunk = Omit<StoredChunk, "id" | "projectId">;

/** A version of a document, as the store's reads name it: "documentId:version". */
export function liveKey(documentId: string, version: number): string {
  return `${documentId}:${version}`;
}

type Row = Record<string, SqlStorageValue>;

function chunkOf(row: Row): StoredChunk {
  return {
    id: Number(row.id),
    projectId: String(row.project_id),
    documentId: String(row.document_id),
    version: Number(row.version),
    chunkIndex: Number(row.chunk_index),
    content: String(row.content),
    location: row.location === null ? null : String(row.location),
    searchTerms: String(row.search_terms),
    tables: row.tables === null ? null : storedTables(String(row.tables)),
  };
}

/**
 * Inserts chunks with the given ids; a chunk already stored (same document,
 * version and index) is left as it is, so storing a slice again after a
 * killed step adds nothing. Returns how many chunks were new, and the rows
 * SQLite wrote for them (their index entries included: what a
 * SQLite Durable Object bills).
 */
export function insertChunks(
  sql: SqlStorage,
  projectId: string,
  rows: (NewStoreChunk & { id: number })[],
): { inserted: number; rowsWritten: number } {
  let inserted = 0;
  let rowsWritten = 0;
  for (const row of rows) {
    const written = sql.exec(
      `INSERT INTO chunks (id, project_id, document_id, version, chunk_index, content, location, search_terms, tables)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      row.id,
      projectId,
      row.documentId,
      row.version,
      row.chunkIndex,
      row.content,
      row.location,
      row.searchTerms,
      row.tables === null ? null : JSON.stringify(row.tables),
    ).rowsWritten;
    if (written > 0) inserted++;
    rowsWritten += written;
  }
  return { inserted, rowsWritten };
}

/** Which of these (document, version, index) are stored already. */
export function storedIndexes(sql: SqlStorage, documentId: string, version: number, indexes: number[]): Set<number> {
  if (indexes.length === 0) return new Set();
  const rows = sql
    .exec<{ chunk_index: number }>(
      `SELECT chunk_index FROM chunks WHERE document_id = ? AND version = ?
         AND chunk_index IN (SELECT value FROM json_each(?))`,
      documentId,
      version,
      JSON.stringify(indexes),
    )
    .toArray();
  return new Set(rows.map((row) => Number(row.chunk_index)));
}

/** How many chunks the store holds outside this document, plus this document's chunks of `version`. */
export function chunksCountingFor(sql: SqlStorage, documentId: string, version: number): number {
  const total = Number(sql.exec<{ n: number }>("SELECT chunk_count AS n FROM chunk_totals WHERE id = 1").one().n);
  const otherVersions = Number(
    sql
      .exec<{ n: number }>(
        "SELECT count(*) AS n FROM chunks WHERE document_id = ? AND version != ?",
        documentId,
        version,
      )
      .one().n,
  );
  return total - otherVersions;
}

/** A version's chunks from index `from` on, at most `limit`, in order: what an ingestion step embeds. */
export function chunkRange(sql: SqlStorage, documentId: string, version: number, from: number, limit: number) {
  return sql
    .exec(
      `SELECT id, chunk_index, content, location FROM chunks
       WHERE document_id = ? AND version = ? AND chunk_index >= ? ORDER BY chunk_index LIMIT ?`,
      documentId,
      version,
      from,
      limit,
    )
    .toArray()
    .map((row) => ({
      id: Number(row.id),
      chunkIndex: Number(row.chunk_index),
      content: String(row.content),
      location: row.location === null ? null : String(row.location),
    }));
}

export type ChunkFilter = { version: number } | { exceptVersion: number } | "all";

function filterClause(filter: ChunkFilter): { where: string; values: number[] } {
  if (filter === "all") return { where: "document_id = ?", values: [] };
  if ("version" in filter) return { where: "document_id = ? AND version = ?", values: [filter.version] };
  return { where: "document_id = ? AND version != ?", values: [filter.exceptVersion] };
}

/** Chunk ids of a document, of one version (in chunk order), of every version but one, or of all. */
export function chunkIds(sql: SqlStorage, documentId: string, filter: ChunkFilter): number[] {
  const { where, values } = filterClause(filter);
  return sql
    .exec<{ id: number }>(`SELECT id FROM chunks WHERE ${where} ORDER BY version, chunk_index`, documentId, ...values)
    .toArray()
    .map((row) => Number(row.id));
}

/** Deletes a document's chunks (their postings and statistics follow by trigger); returns their ids. */
export function deleteChunks(sql: SqlStorage, documentId: string, filter: ChunkFilter): number[] {
  const ids = chunkIds(sql, documentId, filter);
  const { where, values } = filterClause(filter);
  sql.exec(`DELETE FROM chunks WHERE ${where}`, documentId, ...values);
  return ids;
}

/** How many chunks the store holds of each document and version (the drift check compares them with D1's). */
export function chunkCountsByVersion(sql: SqlStorage): { documentId: string; version: number; chunks: number }[] {
  return sql
    .exec<{ document_id: string; version: number; n: number }>(
      "SELECT document_id, version, count(*) AS n FROM chunks GROUP BY document_id, version",
    )
    .toArray()
    .map((row) => ({ documentId: String(row.document_id), version: Number(row.version), chunks: Number(row.n) }));
}

/** The chunk ids of these document versions, document by document (the drift check asks the vector index for them). */
export function versionChunkIds(
  sql: SqlStorage,
  versions: { documentId: string; version: number }[],
): { documentId: string; ids: number[] }[] {
  const byDocument = new Map<string, number[]>();
  for (const row of sql.exec<{ id: number; document_id: string }>(
    `SELECT id, document_id FROM chunks
     WHERE (document_id, version) IN (SELECT value ->> 0, value ->> 1 FROM json_each(?)) ORDER BY id`,
    JSON.stringify(versions.map((entry) => [entry.documentId, entry.version])),
  ))
    byDocument.set(String(row.document_id), [...(byDocument.get(String(row.document_id)) ?? []), Number(row.id)]);
  return [...byDocument].map(([documentId, ids]) => ({ documentId, ids }));
}

/** Every chunk id in the store after `afterId`, in id order, at most `limit` (a project's deletion pages through them). */
export function allChunkIds(sql: SqlStorage, afterId: number, limit: number): number[] {
  return sql
    .exec<{ id: number }>("SELECT id FROM chunks WHERE id > ? ORDER BY id LIMIT ?", afterId, limit)
    .toArray()
    .map((row) => Number(row.id));
}

/** One chunk of a document, of whichever version it was cut from (a cited passage), or null. */
export function findChunk(sql: SqlStorage, documentId: string, chunkId: number) {
  const [row] = sql
    .exec("SELECT id, content, location, version FROM chunks WHERE id = ? AND document_id = ?", chunkId, documentId)
    .toArray();
  if (!row) return null;
  return {
    id: Number(row.id),
    content: String(row.content),
    location: row.location === null ? null : String(row.location),
    version: Number(row.version),
  };
}

/** A version's chunks in order, with their ids, locations and tables (reading a whole document). */
export function versionChunks(sql: SqlStorage, documentId: string, version: number, limit: number) {
  return sql
    .exec(
      "SELECT id, location, content, tables FROM chunks WHERE document_id = ? AND version = ? ORDER BY chunk_index LIMIT ?",
      documentId,
      version,
      limit,
    )
    .toArray()
    .map((row) => ({
      id: Number(row.id),
      location: row.location === null ? null : String(row.location),
      content: String(row.content),
      tables: row.tables === null ? null : storedTables(String(row.tables)),
    }));
}

/** The first chunks of these versions (where each is and its first 600 characters), for suggesting questions. */
export function outlines(sql: SqlStorage, versions: { documentId: string; version: number }[], perDocument: number) {
  if (versions.length === 0) return [];
  return sql
    .exec(
      // Joined on the pair, so each version is a seek on chunks_document_version_index (a concatenated key in
      // an IN list could only be checked row by row, over the whole store).
      `SELECT c.document_id, c.chunk_index, c.location, substr(c.content, 1, 600) AS excerpt
       FROM json_each(?) AS v
       JOIN chunks AS c ON c.document_id = json_extract(v.value, '$[0]') AND c.version = json_extract(v.value, '$[1]')
         AND c.chunk_index < ?
       ORDER BY c.document_id, c.chunk_index`,
      JSON.stringify(versions.map((v) => [v.documentId, v.version])),
      perDocument,
    )
    .toArray()
    .map((row) => ({
      documentId: String(row.document_id),
      chunkIndex: Number(row.chunk_index),
      location: row.location === null ? null : String(row.location),
      excerpt: String(row.excerpt),
    }));
}

/** These chunks, by id, if their version is live (stale or unknown ids are dropped), in id order. */
export function liveChunksById(sql: SqlStorage, chunkIds: number[], liveKeys: string[]): StoredChunk[] {
  if (chunkIds.length === 0 || liveKeys.length === 0) return [];
  return sql
    .exec(
      `SELECT * FROM chunks
       WHERE id IN (SELECT value FROM json_each(?))
         AND (document_id || ':' || version) IN (SELECT value FROM json_each(?))
       ORDER BY id`,
      JSON.stringify(chunkIds),
      JSON.stringify(liveKeys),
    )
    .toArray()
    .map(chunkOf);
}

/** How many chunks the store holds. */
export function chunkCount(sql: SqlStorage): number {
  return Number(sql.exec<{ n: number }>("SELECT chunk_count AS n FROM chunk_totals WHERE id = 1").one().n);
}
