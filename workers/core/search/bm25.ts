/**
 * BM25 over one project's chunks, from the project's own statistics. The
 * formula is FTS5's bm25() (k1 = 1.2, b = 0.75, IDF = ln((N − n + 0.5) /
 * (n + 0.5)), floored at 1e-6 for terms in more than half the chunks), so a
 * project ranks exactly as it did when FTS5 scored it alone
 * (tests/integration/search-statistics.test.ts proves it on FaQuAD). FTS5
 * measured a chunk's length over its whole row, which also held the project
 * id (a UUID: five tokens); the length keeps those five, or rankings would
 * shift (on FaQuAD, 351 of 837 questions changed their top ten without them).
 *
 * Terms found in many chunks would make a search read most of a large
 * project's postings while adding little to any score. So, in a project of
 * some size, the ranking first scores only the selective terms and then adds
 * the common terms' contributions to the chunks that can still make the top
 * (MaxScore): a common term adds less than 2.2 × its IDF to any chunk, which
 * bounds how far it can move one. When the bound cannot settle the top, the
 * full query runs instead, so the result is always the exact BM25 top.
 *
 * The hybrid asks for candidates with `evidenceOnly`: a term in more than
 * half of a large project's chunks has FTS5's floored IDF (1e-6), so a chunk
 * that matches only such terms scores under 10⁻⁵ and carries no lexical
 * evidence. Those chunks are not candidates: the ranking runs on the other
 * terms, and the floored terms' contributions are added to the chunks it
 * keeps. Without this, a question whose selective terms match fewer chunks
 * than asked (a number, a name) filled the rest by scoring every posting of
 * its floored terms: 150,000 rows and ~100 ms over 50,000 chunks, for
 * candidates that tie at ~0 (docs/performance.md).
 */
/*
 * K1 and B are FTS5's bm25() constants, not tuned: the store ranks with FTS5 and a project still in D1 with this
 * module, and the two must give the same scores (tests/integration/search-statistics.test.ts compares them on every
 * FaQuAD question).
 */
const K1 = 1.2;
const B = 0.75;
/** FTS5's IDF for a term in more than half the chunks. */
export const IDF_FLOOR = 1e-6;
/*
 * The rest only decide how much of the postings a search reads; the top is the exact BM25 top whatever they are
 * (the same test, against the full scoring). Not measured one by one: the latency runs in docs/performance.md measured the plan as
 * a whole with these values (docs/performance.md, "Search over 50,000 chunks").
 * - LARGE_PROJECT_CHUNKS: from this many chunks a project is ranked in two phases and the hybrid drops the floored
 *   terms from its candidates (the store does the same: #core/store/store-lexical.ts). Below it a term has at most
 *   this many postings, one read.
 * - COMMON_SHARE: a term in more than this share of the chunks is "common", scored second; an eighth keeps the
 *   question's selective terms (names, numbers, rarer words) in the first phase.
 * - FIRST_READ, WIDER_READ: how many selective hits the first phase reads (at least four times the limit), and
 *   how far it widens once when chunks tied on their selective score overflow the first read.
 * - MAX_QUERY_TERMS: the query's analysed terms kept, as FTS5's query took them.
 */
export const LARGE_PROJECT_CHUNKS = 2_000;
const COMMON_SHARE = 1 / 8;
const FIRST_READ = 200;
const WIDER_READ = 4_000;
const READ_PER_RESULT = 4;
export const MAX_QUERY_TERMS = 64;
/** The project id's tokens that FTS5 counted in every chunk's length. */
export const ID_TOKENS = 5;

export interface ProjectTermStatistics {
  /** Chunks in the project's index (every stored version, as FTS5 counted rows). */
  chunks: number;
  /** Terms in those chunks, for the average chunk length. */
  terms: number;
  /** How many of the project's chunks contain each asked term (absent: none). */
  documentFrequency: Map<string, number>;
}

/** How a chunk's length enters BM25: its terms plus `offset`, against the project's average of the same. */
export interface LengthNorm {
  averageLength: number;
  offset: number;
}

/**
 * Where a project's postings and statistics are read: D1's tables for a
 * project whose chunks have not moved to its store yet
 * (#core/db/chunk-search.ts), or the benchmark's postings tables in a store
 * (scripts/bench-worker/postings-store.ts). A store ranks with FTS5 instead
 * (#core/store/store-lexical.ts), to the same scores.
 */
export interface PostingsSource {
  /** The project's totals and the asked terms' chunk counts. */
  statistics(terms: string[]): Promise<ProjectTermStatistics>;
  /** The live chunks ranked by the summed contributions of the weighted terms, best first, ties by id. */
  score(
    weights: Record<string, number>,
    norm: LengthNorm,
    limit: number,
  ): Promise<{ chunkId: number; score: number }[]>;
  /** The postings of these terms in these chunks (a term a chunk lacks has no row). */
  frequencies(
    terms: string[],
    chunkIds: number[],
  ): Promise<{ chunkId: number; term: string; tf: number; length: number }[]>;
}

export interface Bm25Result {
  hits: { chunkId: number; score: number }[];
  statistics: ProjectTermStatistics;
  norm: LengthNorm;
}

export function inverseDocumentFrequency(chunks: number, containing: number): number {
  const idf = Math.log((chunks - containing + 0.5) / (containing + 0.5));
  return idf <= 0 ? IDF_FLOOR : idf;
}

/** One term's part of a chunk's BM25 (FTS5's arithmetic): its IDF, its frequency in the chunk, the chunk's length. */
export function contribution(idf: number, tf: number, length: number, norm: LengthNorm): number {
  return (
    (idf * (tf * (K1 + 1))) / (tf + K1 * (1 - B + (B * (length + norm.offset)) / (norm.averageLength + norm.offset)))
  );
}

export interface Bm25Options {
  /** Only chunks that match a term above the IDF floor (see above); for a large project's hybrid candidates. */
  evidenceOnly?: boolean;
}

export async function rankByBm25(
  source: PostingsSource,
  queryTerms: string[],
  limit: number,
  options: Bm25Options = {},
): Promise<Bm25Result> {
  // Terms are analysed words (letters and digits).
  const terms = [...new Set(queryTerms)].filter((term) => /^[\p{L}\p{N}]+$/u.test(term)).slice(0, MAX_QUERY_TERMS);
  const statistics = await source.statistics(terms);
  const present = terms.filter((term) => (statistics.documentFrequency.get(term) ?? 0) > 0);
  const norm: LengthNorm = {
    averageLength: statistics.chunks > 0 ? statistics.terms / statistics.chunks : 0,
    offset: ID_TOKENS,
  };
  if (present.length === 0 || statistics.chunks === 0) return { hits: [], statistics, norm };
  const idf = new Map(
    present.map((term) => [
      term,
      inverseDocumentFrequency(statistics.chunks, statistics.documentFrequency.get(term) ?? 0),
    ]),
  );
  const weights = (subset: string[]) => Object.fromEntries(subset.map((term) => [term, idf.get(term) ?? 0]));

  const large = statistics.chunks >= LARGE_PROJECT_CHUNKS;
  const floored = large && options.evidenceOnly ? present.filter((term) => (idf.get(term) ?? 0) <= IDF_FLOOR) : [];
  const ranked = present.filter((term) => !floored.includes(term));
  if (ranked.length === 0) return { hits: [], statistics, norm };
  const common = large
    ? ranked.filter((term) => (statistics.documentFrequency.get(term) ?? 0) > statistics.chunks * COMMON_SHARE)
    : [];
  const hits = await exactTop(source, { terms: ranked, common, idf, weights, norm, limit });
  if (floored.length === 0) return { hits, statistics, norm };
  return { hits: await completeScores(source, hits, { common: floored, idf, norm, limit }), statistics, norm };
}

/** What adding the common terms' contributions needs: the terms, their idf, the length norm and how many hits. */
interface CommonTermsPlan {
  common: string[];
  idf: Map<string, number>;
  norm: LengthNorm;
  limit: number;
}

/** A query's scoring plan: the common terms' plan plus the weights of any subset of its terms. */
interface ScorePlan extends CommonTermsPlan {
  weights: (subset: string[]) => Record<string, number>;
}

/** The exact BM25 top of these terms: two-phase in a large project when it settles the top, else every term at once. */
async function exactTop(
  source: PostingsSource,
  plan: ScorePlan & { terms: string[] },
): Promise<{ chunkId: number; score: number }[]> {
  const { terms, common, idf, weights, norm, limit } = plan;
  const selective = terms.filter((term) => !common.includes(term));
  if (common.length > 0 && selective.length > 0) {
    const hits = await twoPhase(source, { selective, common, idf, weights, norm, limit });
    if (hits) return hits;
  }
  return source.score(weights(terms), norm, limit);
}

/** The exact top by MaxScore, or null when the bound cannot settle it (the caller scores every term then). */
async function twoPhase(
  source: PostingsSource,
  plan: ScorePlan & { selective: string[] },
): Promise<{ chunkId: number; score: number }[] | null> {
  const { selective, common, idf, weights, norm, limit } = plan;
  const bound = common.reduce((sum, term) => sum + (idf.get(term) ?? 0) * (K1 + 1), 0);
  // Chunks tied on their selective score all stay candidates, so a corpus of look-alike chunks may need a wider read.
  for (const fetched of [
    Math.max(limit * READ_PER_RESULT, FIRST_READ),
    Math.max(limit * READ_PER_RESULT, WIDER_READ),
  ]) {
    const partial = await source.score(weights(selective), norm, fetched);
    const kth = partial[limit - 1];
    // Chunks holding only common terms score below the bound; with fewer than `limit` others they would enter the top.
    if (!kth || kth.score < bound) return null;
    // A chunk whose selective score is below the cut cannot overtake the limit-th chunk even with every common term.
    const cut = kth.score - bound;
    const last = partial[partial.length - 1];
    if (partial.length === fetched && last && last.score >= cut) continue;
    return completeScores(
      source,
      partial.filter((hit) => hit.score >= cut),
      { common, idf, norm, limit },
    );
  }
  return null;
}

/** Adds the common terms' contributions to the candidates and keeps the best `limit`. */
async function completeScores(
  source: PostingsSource,
  candidates: { chunkId: number; score: number }[],
  plan: CommonTermsPlan,
): Promise<{ chunkId: number; score: number }[]> {
  const { common, idf, norm, limit } = plan;
  const postings = await source.frequencies(
    common,
    candidates.map((hit) => hit.chunkId),
  );
  const added = new Map<number, number>();
  for (const posting of postings) {
    const value = contribution(idf.get(posting.term) ?? 0, posting.tf, posting.length, norm);
    added.set(posting.chunkId, (added.get(posting.chunkId) ?? 0) + value);
  }
  return candidates
    .map((hit) => ({ chunkId: hit.chunkId, score: hit.score + (added.get(hit.chunkId) ?? 0) }))
    .sort((a, b) => b.score - a.score || a.chunkId - b.chunkId)
    .slice(0, limit);
}
