import type { Database } from "../db/client.server.ts";
import { fullTextSearch, type LiveChunk, liveChunks, termStatistics } from "../db/chunk-search.server.ts";
import type { Embedder } from "./embedder.ts";
import { analyze, SENTENCE_BREAK } from "./text-analysis.ts";
import type { VectorIndex } from "./vector-index.ts";

/**
 * Retrieval over one project's live chunks. Two first stages run side by
 * side: BM25 in D1's FTS5 over the analysed (folded, stemmed) terms, and the
 * vector index over the embeddings. Their candidates are then scored
 * together: the chunk's BM25, plus the BM25 of its best-matching sentence
 * (answers usually sit in one sentence, which whole-chunk BM25 cannot see),
 * plus the vector cosine (which catches what stemming misses). On FaQuAD this
 * fusion beats either stage alone and reciprocal rank fusion
 * (docs/performance.md).
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

const CANDIDATES = 50;
/** The cosine's weight against BM25 scores (which run about 5-30 for a good match). */
const VECTOR_WEIGHT = 10;

export async function searchProject(
  deps: SearchDeps,
  projectId: string,
  query: string,
  options: { mode?: SearchMode; limit?: number; signal?: AbortSignal } = {},
): Promise<SearchHit[]> {
  const mode = options.mode ?? "hybrid";
  const limit = options.limit ?? 5;
  const terms = analyze(query);
  const [lexical, semantic] = await Promise.all([
    mode === "vector" ? [] : fullTextSearch(deps.db, projectId, terms, CANDIDATES),
    mode === "full-text" ? [] : vectorSearch(deps, projectId, query, options.signal),
  ]);
  const ids = [...new Set([...lexical, ...semantic].map((hit) => hit.chunkId))];
  if (ids.length === 0) return [];
  // One round of reads for everything the scoring and the answer need.
  const [chunks, statistics] = await Promise.all([
    liveChunks(deps.db, projectId, mode === "hybrid" ? ids : (mode === "vector" ? semantic : lexical).slice(0, limit).map((hit) => hit.chunkId)),
    mode === "hybrid" ? termStatistics(deps.db, terms) : null,
  ]);
  const byId = new Map(chunks.map((chunk) => [chunk.chunkId, chunk]));
  const ranked = statistics ? fuse(terms, chunks, lexical, semantic, statistics) : mode === "vector" ? semantic : lexical;
  return ranked.slice(0, limit).flatMap((hit) => {
    const chunk = byId.get(hit.chunkId);
    return chunk ? [{ ...chunk, score: hit.score }] : [];
  });
}

async function vectorSearch(deps: SearchDeps, projectId: string, query: string, signal?: AbortSignal) {
  const [vector] = await deps.embedder.embed([query], { signal });
  if (!vector) return [];
  const matches = await deps.vectors.query(projectId, vector, CANDIDATES);
  return matches.map((match) => ({ chunkId: match.chunkId, score: match.score }));
}

function fuse(
  terms: string[],
  chunks: LiveChunk[],
  lexical: { chunkId: number; score: number }[],
  semantic: { chunkId: number; score: number }[],
  statistics: { total: number; counts: Map<string, number> },
): { chunkId: number; score: number }[] {
  const bm25 = new Map(lexical.map((hit) => [hit.chunkId, hit.score]));
  const cosine = new Map(semantic.map((hit) => [hit.chunkId, hit.score]));
  const idf = (term: string) => {
    const n = statistics.counts.get(term) ?? 0;
    return Math.log(1 + (statistics.total - n + 0.5) / (n + 0.5));
  };
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
