// A project store whose lexical index is the postings tables D1 had
// (migration 0012: a row per term and chunk, per-term counts, totals, kept by
// triggers), ranked by #core/search/bm25.ts, instead of FTS5: for
// `BENCH_LEXICAL=postings npm run bench:retrieval` and `bench:scale`, the
// comparison behind docs/decisions/015-project-stores.md. Never deployed.
import type { LengthNorm, PostingsSource, ProjectTermStatistics } from "#core/search/bm25.ts";
import { type LexicalRanking, postingsRanking } from "#core/search/chunk-ranking.ts";
import { ProjectStore } from "#workers/objects/project-store.ts";

const POSTINGS_SCHEMA = [
  // FTS5's triggers go (the table stays, empty); the totals are kept with the postings.
  "DROP TRIGGER IF EXISTS chunks_index_insert",
  "DROP TRIGGER IF EXISTS chunks_index_delete",
  `CREATE TABLE IF NOT EXISTS chunk_terms (
    term TEXT NOT NULL, chunk_id INTEGER NOT NULL, tf INTEGER NOT NULL, length INTEGER NOT NULL,
    PRIMARY KEY (term, chunk_id)
  ) WITHOUT ROWID`,
  "CREATE TABLE IF NOT EXISTS search_term_counts (term TEXT PRIMARY KEY, chunk_count INTEGER NOT NULL) WITHOUT ROWID",
  `CREATE TABLE IF NOT EXISTS search_totals (
    id INTEGER PRIMARY KEY CHECK (id = 1), chunk_count INTEGER NOT NULL, term_count INTEGER NOT NULL
  )`,
  "INSERT OR IGNORE INTO search_totals (id, chunk_count, term_count) VALUES (1, 0, 0)",
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
    UPDATE chunk_totals SET chunk_count = chunk_count + 1 WHERE id = 1;
  END`,
];

export class PostingsProjectStore extends ProjectStore {
  protected override migrate(): void {
    super.migrate();
    for (const statement of POSTINGS_SCHEMA) this.sql.exec(statement);
  }

  protected override lexicalRanking(liveKeys: string[]): LexicalRanking {
    return postingsRanking(storePostingsSource(this.sql, liveKeys));
  }
}

/**
 * The store's postings and statistics for the ranking: each statement reads
 * by primary key (the query's terms drive the postings; CROSS JOIN fixes that
 * order), and a scored chunk is checked by its id against the live versions
 * (`liveKeys`: "documentId:version", materialised once per statement).
 */
export function storePostingsSource(sql: SqlStorage, liveKeys: string[]): PostingsSource {
  const live = JSON.stringify(liveKeys);
  return {
    async statistics(terms: string[]): Promise<ProjectTermStatistics> {
      const totals = sql
        .exec<{ chunks: number; terms: number }>(
          "SELECT chunk_count AS chunks, term_count AS terms FROM search_totals WHERE id = 1",
        )
        .one();
      const counts = sql
        .exec<{ term: string; n: number }>(
          "SELECT term, chunk_count AS n FROM search_term_counts WHERE term IN (SELECT value FROM json_each(?))",
          JSON.stringify(terms),
        )
        .toArray();
      return {
        chunks: Number(totals.chunks),
        terms: Number(totals.terms),
        documentFrequency: new Map(counts.map((row) => [String(row.term), Number(row.n)])),
      };
    },

    async score(weights: Record<string, number>, norm: LengthNorm, limit: number) {
      if (liveKeys.length === 0) return [];
      return sql
        .exec<{ chunkId: number; score: number }>(
          `WITH query(term, idf) AS (SELECT key, value FROM json_each(?1)),
           partial(chunk_id, score) AS (
             SELECT t.chunk_id, sum(query.idf * (t.tf * 2.2) / (t.tf + 1.2 * (0.25 + 0.75 * (t.length + ?2) / ?3)))
             FROM query CROSS JOIN chunk_terms t ON t.term = query.term
             GROUP BY t.chunk_id
           )
           SELECT p.chunk_id AS chunkId, p.score AS score
           FROM partial p CROSS JOIN chunks c ON c.id = p.chunk_id
           WHERE (c.document_id || ':' || c.version) IN (SELECT value FROM json_each(?4))
           ORDER BY p.score DESC, p.chunk_id
           LIMIT ?5`,
          JSON.stringify(weights),
          norm.offset,
          norm.averageLength + norm.offset,
          live,
          limit,
        )
        .toArray()
        .map((row) => ({ chunkId: Number(row.chunkId), score: Number(row.score) }));
    },

    async frequencies(terms: string[], chunkIds: number[]) {
      if (terms.length === 0 || chunkIds.length === 0) return [];
      return sql
        .exec<{ chunkId: number; term: string; tf: number; length: number }>(
          `SELECT chunk_id AS chunkId, term, tf, length FROM chunk_terms
           WHERE term IN (SELECT value FROM json_each(?)) AND chunk_id IN (SELECT value FROM json_each(?))`,
          JSON.stringify(terms),
          JSON.stringify(chunkIds),
        )
        .toArray()
        .map((row) => ({
          chunkId: Number(row.chunkId),
          term: String(row.term),
          tf: Number(row.tf),
          length: Number(row.length),
        }));
    },
  };
}
