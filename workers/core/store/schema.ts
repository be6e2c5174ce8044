/**
 * The tables of a project's store (workers/objects/project-store.ts): one
 * SQLite database per project, private to it, so every count in it is the
 * project's own by construction.
 *
 *   chunks               the chunk record (the same fields D1's document_chunks
 *                        had: id, project, document, version, index, text,
 *                        location, analysed terms, tables as JSON); ids are
 *                        unique across projects (./chunk-ids.ts)
 *   chunk_terms          the lexical index's postings: a row per (term, chunk)
 *                        with the term's frequency in the chunk and the chunk's length
 *   search_term_counts   per term, how many chunks contain it
 *   search_totals        how many chunks and terms the store holds (one row)
 *   vector_segments,     the local vector index (where there is no Vectorize:
 *   vector_columns       local runs and tests): int8 vectors in segments of up
 *                        to 256, a row per segment and dimension
 *   store_meta           the store's project, its schema version, its id block
 *
 * The postings and totals follow the chunks by trigger, in the statement that
 * writes or deletes a chunk, as D1's did (migration 0012): `search_terms` is
 * space-separated analysed terms with sentences split by " | ", letters and
 * digits only, so the text becomes a JSON array once quotes go around each term.
 * docs/decisions/013-project-stores.md says why postings and not FTS5.
 */
export const STORE_SCHEMA_VERSION = 1;

const STATEMENTS = [
  `CREATE TABLE IF NOT EXISTS store_meta (key TEXT PRIMARY KEY, value) WITHOUT ROWID`,
  `CREATE TABLE IF NOT EXISTS chunks (
    id INTEGER PRIMARY KEY,
    project_id TEXT NOT NULL,
    document_id TEXT NOT NULL,
    version INTEGER NOT NULL,
    chunk_index INTEGER NOT NULL,
    content TEXT NOT NULL,
    location TEXT,
    search_terms TEXT NOT NULL,
    tables TEXT
  )`,
  `CREATE UNIQUE INDEX IF NOT EXISTS chunks_document_version_index ON chunks (document_id, version, chunk_index)`,
  `CREATE TABLE IF NOT EXISTS chunk_terms (
    term TEXT NOT NULL,
    chunk_id INTEGER NOT NULL,
    tf INTEGER NOT NULL,
    length INTEGER NOT NULL,
    PRIMARY KEY (term, chunk_id)
  ) WITHOUT ROWID`,
  `CREATE TABLE IF NOT EXISTS search_term_counts (term TEXT PRIMARY KEY, chunk_count INTEGER NOT NULL) WITHOUT ROWID`,
  `CREATE TABLE IF NOT EXISTS search_totals (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    chunk_count INTEGER NOT NULL,
    term_count INTEGER NOT NULL
  )`,
  `INSERT OR IGNORE INTO search_totals (id, chunk_count, term_count) VALUES (1, 0, 0)`,
  `CREATE TRIGGER IF NOT EXISTS chunks_terms_insert AFTER INSERT ON chunks BEGIN
    INSERT INTO chunk_terms (term, chunk_id, tf, length)
      SELECT value, new.id, count(*),
        (SELECT count(*) FROM json_each('["' || replace(new.search_terms, ' ', '","') || '"]') WHERE value NOT IN ('', '|'))
      FROM json_each('["' || replace(new.search_terms, ' ', '","') || '"]')
      WHERE value NOT IN ('', '|')
      GROUP BY value;
    INSERT INTO search_term_counts (term, chunk_count)
      SELECT DISTINCT value, 1
      FROM json_each('["' || replace(new.search_terms, ' ', '","') || '"]')
      WHERE value NOT IN ('', '|')
      ON CONFLICT (term) DO UPDATE SET chunk_count = chunk_count + 1;
    UPDATE search_totals SET chunk_count = chunk_count + 1,
      term_count = term_count + (SELECT count(*) FROM json_each('["' || replace(new.search_terms, ' ', '","') || '"]') WHERE value NOT IN ('', '|'))
      WHERE id = 1;
  END`,
  `CREATE TRIGGER IF NOT EXISTS chunks_terms_delete AFTER DELETE ON chunks BEGIN
    DELETE FROM chunk_terms
      WHERE chunk_id = old.id
        AND term IN (SELECT value FROM json_each('["' || replace(old.search_terms, ' ', '","') || '"]'));
    UPDATE search_term_counts SET chunk_count = chunk_count - 1
      WHERE term IN (SELECT value FROM json_each('["' || replace(old.search_terms, ' ', '","') || '"]') WHERE value NOT IN ('', '|'));
    DELETE FROM search_term_counts
      WHERE chunk_count <= 0
        AND term IN (SELECT value FROM json_each('["' || replace(old.search_terms, ' ', '","') || '"]'));
    UPDATE search_totals SET chunk_count = chunk_count - 1,
      term_count = term_count - (SELECT count(*) FROM json_each('["' || replace(old.search_terms, ' ', '","') || '"]') WHERE value NOT IN ('', '|'))
      WHERE id = 1;
  END`,
  `CREATE TRIGGER IF NOT EXISTS chunks_immutable BEFORE UPDATE ON chunks BEGIN
    SELECT RAISE(ABORT, 'a stored chunk is written once');
  END`,
  `CREATE TABLE IF NOT EXISTS vector_segments (
    id INTEGER PRIMARY KEY,
    document_id TEXT NOT NULL,
    model TEXT NOT NULL,
    dimensions INTEGER NOT NULL,
    chunk_ids TEXT NOT NULL,
    scales BLOB NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS vector_segments_model ON vector_segments (model)`,
  `CREATE TABLE IF NOT EXISTS vector_columns (
    segment_id INTEGER NOT NULL,
    dim INTEGER NOT NULL,
    data BLOB NOT NULL,
    PRIMARY KEY (segment_id, dim)
  ) WITHOUT ROWID`,
  `CREATE TRIGGER IF NOT EXISTS vector_segments_columns_delete AFTER DELETE ON vector_segments BEGIN
    DELETE FROM vector_columns WHERE segment_id = old.id;
  END`,
];

/** Creates the tables a store needs (every statement is idempotent); run when the object starts. */
export function migrateStore(sql: SqlStorage): void {
  const current = storedVersion(sql);
  if (current === STORE_SCHEMA_VERSION) return;
  for (const statement of STATEMENTS) sql.exec(statement);
  sql.exec(
    "INSERT INTO store_meta (key, value) VALUES ('schema_version', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    STORE_SCHEMA_VERSION,
  );
}

function storedVersion(sql: SqlStorage): number | null {
  const exists = sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'store_meta'").toArray();
  if (exists.length === 0) return null;
  const [row] = sql.exec<{ value: number }>("SELECT value FROM store_meta WHERE key = 'schema_version'").toArray();
  return row ? Number(row.value) : null;
}
