import type { Database } from "#core/db/client.ts";
import type { ProjectTermStatistics } from "#core/db/chunk-search.ts";
import { type LiveChunk, liveChunks } from "#core/db/chunk-search.ts";
import { rankByBm25 } from "./bm25.ts";
import type { Embedder } from "./embedder.ts";
import { withBudget } from "./search-budget.ts";
import { analyze, SENTENCE_BREAK } from "./text-analysis.ts";
import type { VectorIndex } from "./vector-index.ts";
import { logger } from "#core/log.ts";

/**
 * Retrieval over one project's live chunks. Two first stages run side by
 * side, each within its own time budget: BM25 over the analysed (folded,
 * stemmed) terms from the project's own statistics (./bm25.ts), and the
 * vector index over the embeddings. Their candidates are then scored
 * together by summing scores: the chunk's BM25, plus the BM25 of its
 * best-matching sentence (answers usually sit in one sentence, which
 * whole-chunk BM25 cannot see), plus the weighted vector cosine (which
 * catches what stemming misses). On FaQuAD this sum beats either stage alone
 * and reciprocal rank fusion (`npm run bench:retrieval` prints all of them).
 *
 * The search fails open: when one stage fails or runs out of its budget the
 * other's results are returned, marked partial (the chat shows "busca
 * parcial") and the cause logged; only when both fail does it throw
 * SearchUnavailableError.
 */
export type SearchMode = "hybrid" | "full-text" | "vector";

export interface SearchHit extends LiveChunk {
  score: number;
}

export interface SearchDeps {
  db: Database;
  embedder: Embedder;
  vectors: VectorIndex;
}

export type SearchStage = "full-text" | "vector";

/** Which stage is missing from a result, and why. */
export interface PartialSearch {
  missing: SearchStage;
  cause: "timeout" | "error";
}

export interface SearchResult {
  hits: SearchHit[];
  partial: PartialSearch | null;
}

export class SearchUnavailableError extends Error {
  readonly causes: Record<SearchStage, string>;
  constructor(causes: Record<SearchStage, string>) {
    super(`search unavailable: full-text ${causes["full-text"]}, vector ${causes.vector}`);
    this.name = "SearchUnavailableError";
    this.causes = causes;
  }
}

/** What a user reads when neither stage answered (the chat turn shows it instead of "Não encontrei…"). */
export const SEARCH_UNAVAILABLE_MESSAGE =
  "A busca nos documentos do projeto está indisponível agora. Tente novamente em alguns instantes.";

/** Each stage's time budget. Full text is a few D1 reads; the vector stage may call a hosted embedder and Vectorize. */
export const DEFAULT_BUDGETS: Record<SearchStage, number> = { "full-text": 4_000, vector: 2_500 };

export interface SearchOptions {
  mode?: SearchMode;
  limit?: number;
  signal?: AbortSignal;
  budgets?: Partial<Record<SearchStage, number>>;
  /** How the hybrid combines its stages; "reciprocal-rank" exists for the benchmark's comparison. */
  fusion?: "scores" | "reciprocal-rank";
}

const CANDIDATES = 50;
/** The cosine's weight against BM25 scores (which run about 5-30 for a good match). */
const VECTOR_WEIGHT = 10;

type Ranked = { chunkId: number; score: number }[];

export async function searchProject(
  deps: SearchDeps,
  projectId: string,
  query: string,
  options: SearchOptions = {},
): Promise<SearchResult> {
  const mode = options.mode ?? "hybrid";
  const limit = options.limit ?? 5;
  const budgets = { ...DEFAULT_BUDGETS, ...options.budgets };
  const terms = analyze(query);
  const lexicalStage =
    mode === "vector"
      ? skipped<{ hits: Ranked; statistics: ProjectTermStatistics | null }>()
      : withBudget(budgets["full-text"], options.signal, () =>
          rankByBm25(deps.db, projectId, terms, mode === "hybrid" ? CANDIDATES : limit, {
            evidenceOnly: mode === "hybrid",
          }),
        );
  // The hybrid reads its lexical candidates' text while the vector stage is still running.
  const early =
    mode === "hybrid"
      ? lexicalStage.then((outcome) => (outcome.ok ? prefetch(deps.db, projectId, outcome.value.hits) : null))
      : null;
  const [lexical, semantic] = await Promise.all([
    lexicalStage,
    mode === "full-text"
      ? skipped<Ranked>()
      : withBudget(budgets.vector, options.signal, (signal) => vectorSearch(deps, projectId, query, signal)),
  ]);
  if (!lexical.ok && !semantic.ok) {
    throw new SearchUnavailableError({ "full-text": lexical.cause, vector: semantic.cause });
  }
  const partial = mode === "hybrid" ? partialOf(lexical, semantic) : null;
  if (partial) {
    const failed = partial.missing === "vector" ? semantic : lexical;
    logger.warn("partial_search", {
      projectId,
      missing: partial.missing,
      cause: partial.cause,
      detail: failed.ok ? "" : failed.detail,
    });
  }
  const lexicalHits = lexical.ok ? lexical.value.hits : [];
  const semanticHits = semantic.ok ? semantic.value : [];
  const statistics = lexical.ok ? lexical.value.statistics : null;

  const fusing = mode === "hybrid" && lexical.ok && semantic.ok;
  const single = mode === "vector" || !lexical.ok ? semanticHits : lexicalHits;
  const wanted = fusing
    ? [...new Set([...lexicalHits, ...semanticHits].map((hit) => hit.chunkId))]
    : single.slice(0, limit).map((hit) => hit.chunkId);
  if (wanted.length === 0) return { hits: [], partial };
  // What the prefetch did not ask for, in one more read; by id, so ties rank the same whichever read found a chunk.
  const read = (await early) ?? { asked: new Set<number>(), chunks: [] };
  const wantedIds = new Set(wanted);
  const chunks = [
    ...read.chunks,
    ...(await liveChunks(
      deps.db,
      projectId,
      wanted.filter((id) => !read.asked.has(id)),
    )),
  ]
    .filter((chunk) => wantedIds.has(chunk.chunkId))
    .sort((a, b) => a.chunkId - b.chunkId);
  const byId = new Map(chunks.map((chunk) => [chunk.chunkId, chunk]));
  const ranked = !fusing
    ? single
    : options.fusion === "reciprocal-rank"
      ? reciprocalRankFusion(terms, chunks, lexicalHits, semanticHits, statistics)
      : fuse(terms, chunks, lexicalHits, semanticHits, statistics);
  const hits = ranked.slice(0, limit).flatMap((hit) => {
    const chunk = byId.get(hit.chunkId);
    return chunk ? [{ ...chunk, score: hit.score }] : [];
  });
  return { hits, partial };
}

/** The live chunks among these hits, and which ids were asked; null when the read failed (the ids are read again later). */
async function prefetch(
  db: Database,
  projectId: string,
  hits: Ranked,
): Promise<{ asked: Set<number>; chunks: LiveChunk[] } | null> {
  const ids = hits.map((hit) => hit.chunkId);
  try {
    return { asked: new Set(ids), chunks: await liveChunks(db, projectId, ids) };
  } catch {
    return null;
  }
}

type StageOutcome<T> = { ok: true; value: T } | { ok: false; cause: "timeout" | "error" | "skipped"; detail: string };

function skipped<T>(): Promise<StageOutcome<T>> {
  return Promise.resolve({ ok: false, cause: "skipped", detail: "" });
}

function partialOf(lexical: StageOutcome<unknown>, semantic: StageOutcome<unknown>): PartialSearch | null {
  if (!semantic.ok && semantic.cause !== "skipped") return { missing: "vector", cause: semantic.cause };
  if (!lexical.ok && lexical.cause !== "skipped") return { missing: "full-text", cause: lexical.cause };
  return null;
}

async function vectorSearch(deps: SearchDeps, projectId: string, query: string, signal: AbortSignal): Promise<Ranked> {
  const [vector] = await deps.embedder.embed([query], { signal });
  if (!vector) return [];
  const matches = await deps.vectors.query(projectId, vector, CANDIDATES);
  return matches.map((match) => ({ chunkId: match.chunkId, score: match.score }));
}

/** IDF for the best-sentence score (Lucene's form, never negative) from the project's statistics. */
function sentenceIdf(statistics: ProjectTermStatistics | null): (term: string) => number {
  return (term) => {
    if (!statistics) return 0;
    const n = statistics.documentFrequency.get(term) ?? 0;
    return Math.log(1 + (statistics.chunks - n + 0.5) / (n + 0.5));
  };
}

function fuse(
  terms: string[],
  chunks: LiveChunk[],
  lexical: Ranked,
  semantic: Ranked,
  statistics: ProjectTermStatistics | null,
): Ranked {
  const bm25 = new Map(lexical.map((hit) => [hit.chunkId, hit.score]));
  const cosine = new Map(semantic.map((hit) => [hit.chunkId, hit.score]));
  const idf = sentenceIdf(statistics);
  return chunks
    .map((chunk) => ({
      chunkId: chunk.chunkId,
      score:
        (bm25.get(chunk.chunkId) ?? 0) +
        bestSentenceScore(terms, chunk.searchTerms, idf) +
        VECTOR_WEIGHT * (cosine.get(chunk.chunkId) ?? 0),
    }))
    .sort((a, b) => b.score - a.score);
}

/** Reciprocal rank fusion (k = 60) of the three signals the sum uses, for the benchmark's comparison. */
function reciprocalRankFusion(
  terms: string[],
  chunks: LiveChunk[],
  lexical: Ranked,
  semantic: Ranked,
  statistics: ProjectTermStatistics | null,
): Ranked {
  const idf = sentenceIdf(statistics);
  const sentence = chunks
    .map((chunk) => ({ chunkId: chunk.chunkId, score: bestSentenceScore(terms, chunk.searchTerms, idf) }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score);
  const fused = new Map<number, number>();
  for (const list of [lexical, semantic, sentence]) {
    list.forEach((hit, rank) => {
      fused.set(hit.chunkId, (fused.get(hit.chunkId) ?? 0) + 1 / (60 + rank + 1));
    });
  }
  return chunks
    .map((chunk) => ({ chunkId: chunk.chunkId, score: fused.get(chunk.chunkId) ?? 0 }))
    .sort((a, b) => b.score - a.score);
}

/** BM25 of the query against each sentence of the chunk's indexed terms; the best sentence's score. */
export function bestSentenceScore(terms: string[], searchTerms: string, idf: (term: string) => number): number {
  const query = new Set(terms);
  if (query.size === 0) return 0;
  const sentences = searchTerms
    .split(SENTENCE_BREAK)
    .map((sentence) => sentence.split(" ").filter(Boolean))
    .filter((sentence) => sentence.length > 0);
  if (sentences.length === 0) return 0;
  const average = sentences.reduce((sum, sentence) => sum + sentence.length, 0) / sentences.length;
  let best = 0;
  for (const sentence of sentences) {
    const frequencies = new Map<string, number>();
    for (const term of sentence) frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
    let score = 0;
    for (const term of query) {
      const tf = frequencies.get(term) ?? 0;
      if (tf > 0) score += (idf(term) * tf * 2.2) / (tf + 1.2 * (0.25 + (0.75 * sentence.length) / average));
    }
    best = Math.max(best, score);
  }
  return best;
}
