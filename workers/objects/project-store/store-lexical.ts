import type { LexicalRanking, TermCounts } from "./chunk-ranking.ts";

/**
 * The lexical stage inside a project's store: FTS5's bm25() over the store's
 * `chunk_fts` (./schema.ts), fed the project's own analysed terms. The index
 * and its counts are the project's alone because the database is. The row's
 * second column, the project id, is weighed 0 but counts in each chunk's
 * length, as in the FTS5 table D1 had before per-project statistics (on
 * FaQuAD, 351 of 837 questions changed their top ten without those five
 * tokens), so the ranking stayed what it was when the index moved to the
 * stores. tests/integration/search-statistics.test.ts holds every FaQuAD
 * question's ranking to BM25 computed from the chunks' terms.
 *
 * The hybrid asks for candidates with `evidenceOnly`: in a project of 2,000
 * chunks or more, a term in more than half of them has FTS5's floored IDF
 * (1e-6), and a chunk matching only such terms carries no lexical evidence.
 * Those terms leave the MATCH (so they do not make every chunk a candidate),
 * and what they add to the candidates found (under 2.2 × 1e-6 each) is
 * computed from those chunks' own terms, so the scores are the exact BM25 of
 * the whole query.
 *
 * FTS5 ranks first, alone; only the best rows are then checked against the
 * live versions the caller names (`liveKeys`: "documentId:version"), by id.
 * Chunks that are not live (a version being indexed, or one just replaced)
 * are few; if they crowd the top, the ranking runs again checking each row.
 */

type Ranked = { chunkId: number; score: number }[];

/*
 * FTS5's bm25(): k1 = 1.2, b = 0.75, IDF = ln((N − n + 0.5) / (n + 0.5)), floored at 1e-6 for a term in more than
 * half the chunks; what the floored terms add to a candidate is computed here with the same arithmetic.
 */
const K1 = 1.2;
const B = 0.75;
export const IDF_FLOOR = 1e-6;
/** From this many chunks the hybrid's candidates leave out the chunks that match only floored terms. */
export const LARGE_PROJECT_CHUNKS = 2_000;
/** The query's analysed terms kept, as D1's FTS5 query took them. */
const MAX_QUERY_TERMS = 64;
/** The project id's tokens, counted in every chunk's length (the row's second column). */
const ID_TOKENS = 5;

export function inverseDocumentFrequency(chunks: number, containing: number): number {
  const idf = Math.log((chunks - containing + 0.5) / (containing + 0.5));
  return idf <= 0 ? IDF_FLOOR : idf;
}

/** One term's part of a chunk's BM25: its IDF, its frequency in the chunk, the chunk's terms and the average's. */
function contribution(idf: number, tf: number, length: number, averageLength: number): number {
  return (idf * (tf * (K1 + 1))) / (tf + K1 * (1 - B + (B * (length + ID_TOKENS)) / (averageLength + ID_TOKENS)));
}

export function storeLexicalRanking(sql: SqlStorage, liveKeys: string[]): LexicalRanking {
  const live = JSON.stringify(liveKeys);
  return async (queryTerms, limit, options) => {
    // Analysed words only (letters and digits), as many as D1's FTS5 query took.
    const terms = [...new Set(queryTerms)].filter((term) => /^[\p{L}\p{N}]+$/u.test(term)).slice(0, MAX_QUERY_TERMS);
    const statistics = termCounts(sql, terms);
    const present = terms.filter((term) => (statistics.documentFrequency.get(term) ?? 0) > 0);
    const floored =
      options.evidenceOnly && statistics.chunks >= LARGE_PROJECT_CHUNKS
        ? present.filter(
            (term) =>
              inverseDocumentFrequency(statistics.chunks, statistics.documentFrequency.get(term) ?? 0) <= IDF_FLOOR,
          )
        : [];
    const ranked = present.filter((term) => !floored.includes(term));
    if (ranked.length === 0 || liveKeys.length === 0) return { hits: [], statistics };
    const hits = liveTop(sql, matchOf(ranked), live, limit);
    if (floored.length === 0 || hits.length === 0) return { hits, statistics };
    return { hits: withFlooredTerms(sql, hits, floored, statistics), statistics };
  };
}

/** The best `limit` live chunks for the MATCH, by score, then id. */
function liveTop(sql: SqlStorage, match: string, live: string, limit: number): Ranked {
  const fetched = limit + 20;
  const top = sql
    .exec<{ chunkId: number; score: number }>(
      `SELECT rowid AS chunkId, -bm25(chunk_fts, 1.0, 0.0) AS score FROM chunk_fts
       WHERE chunk_fts MATCH ?1 ORDER BY score DESC, rowid LIMIT ?2`,
      match,
      fetched,
    )
    .toArray()
    .map((row) => ({ chunkId: Number(row.chunkId), score: Number(row.score) }));
  const alive = new Set(
    sql
      .exec<{ id: number }>(
        `SELECT id FROM chunks WHERE id IN (SELECT value FROM json_each(?1))
           AND (document_id || ':' || version) IN (SELECT value FROM json_each(?2))`,
        JSON.stringify(top.map((hit) => hit.chunkId)),
        live,
      )
      .toArray()
      .map((row) => Number(row.id)),
  );
  const hits = top.filter((hit) => alive.has(hit.chunkId));
  if (hits.length >= limit || top.length < fetched) return hits.slice(0, limit);
  return sql
    .exec<{ chunkId: number; score: number }>(
      `SELECT f.rowid AS chunkId, -bm25(chunk_fts, 1.0, 0.0) AS score
       FROM chunk_fts f CROSS JOIN chunks c ON c.id = f.rowid
       WHERE chunk_fts MATCH ?1 AND (c.document_id || ':' || c.version) IN (SELECT value FROM json_each(?2))
       ORDER BY score DESC, f.rowid
       LIMIT ?3`,
      match,
      live,
      limit,
    )
    .toArray()
    .map((row) => ({ chunkId: Number(row.chunkId), score: Number(row.score) }));
}

/**
 * The candidates' exact scores: their FTS5 score plus what the floored terms
 * add, computed as FTS5 would from each candidate's terms and the store's
 * totals. Asking FTS5 for the whole query instead would make it walk the
 * floored terms' postings, every chunk's.
 */
function withFlooredTerms(sql: SqlStorage, hits: Ranked, floored: string[], statistics: TermCounts): Ranked {
  const totals = sql
    .exec<{ chunks: number; terms: number }>(
      "SELECT chunk_count AS chunks, term_count AS terms FROM chunk_totals WHERE id = 1",
    )
    .one();
  const averageLength = Number(totals.chunks) > 0 ? Number(totals.terms) / Number(totals.chunks) : 0;
  const idf = new Map(
    floored.map((term) => [
      term,
      inverseDocumentFrequency(statistics.chunks, statistics.documentFrequency.get(term) ?? 0),
    ]),
  );
  const added = new Map<number, number>();
  for (const row of sql
    .exec<{ id: number; search_terms: string }>(
      "SELECT id, search_terms FROM chunks WHERE id IN (SELECT value FROM json_each(?))",
      JSON.stringify(hits.map((hit) => hit.chunkId)),
    )
    .toArray()) {
    // FTS5's own count: the analysed words, the sentence marks aside.
    const words = String(row.search_terms)
      .split(" ")
      .filter((word) => word && word !== "|");
    let score = 0;
    for (const [term, weight] of idf) {
      const tf = words.filter((word) => word === term).length;
      if (tf > 0) score += contribution(weight, tf, words.length, averageLength);
    }
    added.set(Number(row.id), score);
  }
  return hits
    .map((hit) => ({ chunkId: hit.chunkId, score: hit.score + (added.get(hit.chunkId) ?? 0) }))
    .sort((a, b) => b.score - a.score || a.chunkId - b.chunkId);
}

/** The store's chunk count and how many chunks hold each of these terms (FTS5's own counts). */
export function termCounts(sql: SqlStorage, terms: string[]): TermCounts {
  const chunks = Number(sql.exec<{ n: number }>("SELECT chunk_count AS n FROM chunk_totals WHERE id = 1").one().n);
  const counts = sql
    .exec<{ term: string; doc: number }>(
      "SELECT term, doc FROM chunk_fts_terms WHERE col = 'search_terms' AND term IN (SELECT value FROM json_each(?))",
      JSON.stringify(terms),
    )
    .toArray();
  return { chunks, documentFrequency: new Map(counts.map((row) => [String(row.term), Number(row.doc)])) };
}

/** Any of the terms, in the analysed-terms column (each quoted: a term is letters and digits only). */
function matchOf(terms: string[]): string {
  return `search_terms : (${terms.map((term) => `"${term}"`).join(" OR ")})`;
}
