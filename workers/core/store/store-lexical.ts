import { inverseDocumentFrequency } from "#core/search/bm25.ts";
import type { LexicalRanking, TermCounts } from "#core/search/chunk-ranking.ts";

/**
 * The lexical stage inside a project's store: FTS5's bm25() over the store's
 * `chunk_fts` (./schema.ts), fed the project's own analysed terms. The index
 * and its statistics are the project's alone because the database is. The
 * row's second column, the project id, is weighed 0 but counts in each
 * chunk's length, as in the FTS5 table D1 had before per-project statistics,
 * so a store ranks exactly as that table ranked the project alone (and as
 * D1's postings do, #core/search/bm25.ts: proved in
 * tests/integration/search-statistics.test.ts).
 *
 * The hybrid asks for candidates with `evidenceOnly`: in a project of 2,000
 * chunks or more, a term in more than half of them has FTS5's floored IDF
 * (1e-6), and a chunk matching only such terms carries no lexical evidence.
 * Those terms leave the MATCH (so they do not make every chunk a candidate),
 * and the candidates found are scored again with the whole query, so their
 * scores are the exact BM25. Every statement reads the index through FTS5 and
 * each chunk by its id, checked against the live versions the caller names
 * (`liveKeys`: "documentId:version").
 */
const LARGE = 2_000;
const IDF_FLOOR = 1e-6;

export function storeLexicalRanking(sql: SqlStorage, liveKeys: string[]): LexicalRanking {
  const live = JSON.stringify(liveKeys);
  return async (queryTerms, limit, options) => {
    // Analysed words only (letters and digits), at most 64, as D1's FTS5 query took.
    const terms = [...new Set(queryTerms)].filter((term) => /^[\p{L}\p{N}]+$/u.test(term)).slice(0, 64);
    const statistics = termCounts(sql, terms);
    const present = terms.filter((term) => (statistics.documentFrequency.get(term) ?? 0) > 0);
    const floored =
      options.evidenceOnly && statistics.chunks >= LARGE
        ? present.filter(
            (term) =>
              inverseDocumentFrequency(statistics.chunks, statistics.documentFrequency.get(term) ?? 0) <= IDF_FLOOR,
          )
        : [];
    const ranked = present.filter((term) => !floored.includes(term));
    if (ranked.length === 0 || liveKeys.length === 0) return { hits: [], statistics };
    const hits = sql
      .exec<{ chunkId: number; score: number }>(
        `SELECT f.rowid AS chunkId, -bm25(chunk_fts, 1.0, 0.0) AS score
         FROM chunk_fts f CROSS JOIN chunks c ON c.id = f.rowid
         WHERE chunk_fts MATCH ?1 AND (c.document_id || ':' || c.version) IN (SELECT value FROM json_each(?2))
         ORDER BY score DESC, f.rowid
         LIMIT ?3`,
        matchOf(ranked),
        live,
        limit,
      )
      .toArray()
      .map((row) => ({ chunkId: Number(row.chunkId), score: Number(row.score) }));
    if (floored.length === 0 || hits.length === 0) return { hits, statistics };
    // The candidates' exact scores, the floored terms' (tiny) contributions included.
    const exact = new Map(
      sql
        .exec<{ chunkId: number; score: number }>(
          `SELECT rowid AS chunkId, -bm25(chunk_fts, 1.0, 0.0) AS score FROM chunk_fts
           WHERE chunk_fts MATCH ?1 AND rowid IN (SELECT value FROM json_each(?2))`,
          matchOf(present),
          JSON.stringify(hits.map((hit) => hit.chunkId)),
        )
        .toArray()
        .map((row) => [Number(row.chunkId), Number(row.score)]),
    );
    return {
      hits: hits
        .map((hit) => ({ chunkId: hit.chunkId, score: exact.get(hit.chunkId) ?? hit.score }))
        .sort((a, b) => b.score - a.score || a.chunkId - b.chunkId),
      statistics,
    };
  };
}

/** The store's chunk count and how many chunks hold each of these terms (FTS5's own counts). */
export function termCounts(sql: SqlStorage, terms: string[]): TermCounts {
  const chunks = Number(sql.exec<{ n: number }>("SELECT chunk_count AS n FROM chunk_totals WHERE id = 1").one().n);
  const counts = sql
    .exec<{ term: string; doc: number }>(
      "SELECT term, doc FROM chunk_fts_vocab WHERE term IN (SELECT value FROM json_each(?))",
      JSON.stringify(terms),
    )
    .toArray();
  return { chunks, documentFrequency: new Map(counts.map((row) => [String(row.term), Number(row.doc)])) };
}

/** Any of the terms, in the analysed-terms column (each quoted: a term is letters and digits only). */
function matchOf(terms: string[]): string {
  return `search_terms : (${terms.map((term) => `"${term}"`).join(" OR ")})`;
}
