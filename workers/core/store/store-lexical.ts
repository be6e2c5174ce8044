import type { LengthNorm, PostingsSource, ProjectTermStatistics } from "#core/search/bm25.ts";

/**
 * The lexical index of a project's store for the ranking (#core/search/bm25.ts):
 * the store's postings and statistics, which are the project's alone because
 * the database is. Each statement reads by primary key: the query's terms
 * drive the postings (CROSS JOIN fixes that order), and a scored chunk is
 * checked by its id against the live versions the caller names
 * (`liveKeys`: "documentId:version", materialised once per statement).
 * SQLite runs these synchronously inside the object; the source answers
 * promises only because the D1 source it stands beside must.
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
