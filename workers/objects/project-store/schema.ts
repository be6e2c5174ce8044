/**
 * The tables of a project's store (./project-store.ts): one
 * SQLite database per project, private to it, so every count in it is the
 * project's own by construction.
 *
 *   chunks          the chunk record (the fields D1's document_chunks had: id,
 *                   project, document, version, index, text, location,
 *                   analysed terms, tables as JSON); ids are unique across
 *                   projects (./chunk-ids.ts)
 *   chunk_fts       the lexical index: FTS5 over the chunks' analysed terms
 *                   (external content: the text stays in `chunks`), with the
 *                   project id as a second column that bm25() weighs 0, so a
 *                   chunk's length counts its five tokens as D1's FTS5 table
 *                   did and the ranking is today's exactly; chunk_fts_terms
 *                   reads how many chunks hold each term in search_terms
 *                   (not in the id: its tokens are not terms)
 *   chunk_totals    how many chunks the store holds and how many terms they have (one
 *                   row; the chunk limit reads the first, the ranking's exact scores the second)
 *   vector_segments, the local vector index (where there is no Vectorize:
 *   vector_columns   local runs and tests): int8 vectors in segments of up
 *                    to 256, a row per segment and dimension
 *   store_meta      the store's project, its schema version, its id block
 *
 * The index and the totals follow the chunks by trigger, in the statement
 * that writes or deletes a chunk. `search_terms` is the project's own
 * Portuguese analysis (folded, stemmed: #core/search/text-analysis.ts),
 * letters and digits with sentences split by " | ", so FTS5's tokenizer only
 * splits it. docs/decisions/015-project-stores.md says why FTS5 and not the
 * postings tables D1 had.
 */
export const STORE_SCHEMA_VERSION = 3;

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
  `CREATE VIRTUAL TABLE IF NOT EXISTS chunk_fts USING fts5(
    search_terms, project_id, content='chunks', content_rowid='id', tokenize='unicode61 remove_diacritics 2'
  )`,
  // Schema 1 counted terms with a 'row' vocabulary, which also counts the project id's tokens ("2024" in an id
  // made the year a term of every chunk); the 'col' one is read for the search_terms column only.
  `DROP TABLE IF EXISTS chunk_fts_vocab`,
  `CREATE VIRTUAL TABLE IF NOT EXISTS chunk_fts_terms USING fts5vocab(chunk_fts, 'col')`,
  `CREATE TABLE IF NOT EXISTS chunk_totals (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    chunk_count INTEGER NOT NULL,
    term_count INTEGER NOT NULL
  )`,
  `INSERT OR IGNORE INTO chunk_totals (id, chunk_count, term_count) VALUES (1, 0, 0)`,
  `CREATE TRIGGER IF NOT EXISTS chunks_index_insert AFTER INSERT ON chunks BEGIN
    INSERT INTO chunk_fts (rowid, search_terms, project_id) VALUES (new.id, new.search_terms, new.project_id);
    UPDATE chunk_totals SET chunk_count = chunk_count + 1,
      term_count = term_count + (SELECT count(*) FROM json_each('["' || replace(new.search_terms, ' ', '","') || '"]') WHERE value NOT IN ('', '|'))
      WHERE id = 1;
  END`,
  `CREATE TRIGGER IF NOT EXISTS chunks_index_delete AFTER DELETE ON chunks BEGIN
    INSERT INTO chunk_fts (chunk_fts, rowid, search_terms, project_id)
      VALUES ('delete', old.id, old.search_terms, old.project_id);
    UPDATE chunk_totals SET chunk_count = chunk_count - 1,
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
  `CREATE INDEX IF NOT EXISTS vector_segments_document ON vector_segments (document_id)`,
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

/** Creates whatever table, index or trigger of the store is missing (every statement is idempotent). */
export function createStoreTables(sql: SqlStorage): void {
  for (const statement of STATEMENTS) sql.exec(statement);
}

/** Creates the tables a store needs; run when the object starts. */
export function migrateStore(sql: SqlStorage): void {
  const current = storedVersion(sql);
  if (current === STORE_SCHEMA_VERSION) return;
  createStoreTables(sql);
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
