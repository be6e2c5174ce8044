import type { ChunkTable } from "#core/documents/tables.ts";
import { SENTENCE_BREAK } from "#core/search/text-analysis.ts";
import type { VectorMatch } from "#core/search/vector-index.ts";

/**
 * The part of a search that runs where the chunks are: inside the project's
 * store (./project-store.ts), in the one call a question makes.
 * BM25 over the analysed terms from the project's own statistics (FTS5's
 * bm25() over the store's index, #workers/objects/project-store/store-lexical.ts); the vector
 * stage's matches (Vectorize's, found by the caller) or the store's own
 * vectors scored here; then the candidates scored together by summing the
 * chunk's BM25, the BM25 of its best-matching sentence (answers usually sit
 * in one sentence, which whole-chunk BM25 cannot see) and the weighted vector
 * cosine (which catches what stemming misses). On FaQuAD this sum beats
 * either stage alone and reciprocal rank fusion (`npm run bench:retrieval`).
 *
 * A stage that fails here leaves the other's answer, and says why; the
 * caller (./hybrid-search.ts) turns that into "busca parcial" or, with both
 * stages gone, into SearchUnavailableError.
 */
export type SearchMode = "hybrid" | "full-text" | "vector";

/** A live chunk as a hit shows it: where it is, its text and analysed terms, and its document's name. */
export interface LiveChunk {
  chunkId: number;
  documentId: string;
  documentName: string;
  location: string | null;
  content: string;
  searchTerms: string;
  /** The chunk's tables as data, or null when it holds none. */
  tables: ChunkTable[] | null;
}

export interface SearchHit extends LiveChunk {
  score: number;
}

/** A document version whose chunks search may return, with the name a hit shows. */
export interface LiveDocument {
  documentId: string;
  version: number;
  name: string;
}

export interface ChunkSearchRequest {
  terms: string[];
  mode: SearchMode;
  limit: number;
  /** The ready documents' indexed versions (documents' status lives in D1). */
  live: LiveDocument[];
  fusion?: "scores" | "reciprocal-rank";
  /** The vector stage's matches, when it ran outside the store (Vectorize). */
  vectorMatches?: VectorMatch[];
  /** The query's vector, when the vectors are the store's own: scored in the same call. */
  vector?: { values: Float32Array; model: string };
}

export interface ChunkSearchResult {
  hits: SearchHit[];
  /** Why a stage failed here (null: it answered, or it was not asked). */
  failed: { "full-text": string | null; vector: string | null };
}

/** How many chunks the project has, and how many hold each asked term: what the best-sentence score weighs terms by. */
export interface TermCounts {
  /** Chunks in the project's index (every stored version, as FTS5 counts rows). */
  chunks: number;
  /** How many of the project's chunks contain each asked term (absent: none). */
  documentFrequency: Map<string, number>;
}

export interface LexicalOptions {
  /** Only chunks that match a term above FTS5's IDF floor; for a large project's hybrid candidates. */
  evidenceOnly?: boolean;
}

/** The lexical stage: the best chunks for the terms, by BM25, and the project's counts of those terms. */
export type LexicalRanking = (
  terms: string[],
  limit: number,
  options: LexicalOptions,
) => Promise<{ hits: { chunkId: number; score: number }[]; statistics: TermCounts }>;

/** What the ranking reads: the lexical stage, the chunks' rows, and (for the store's own vectors) the vector index. */
export interface ChunkSources {
  lexical: LexicalRanking;
  /** These chunks, if live, with their text (stale or foreign ids are dropped), in id order. */
  chunks(ids: number[]): Promise<Omit<LiveChunk, "documentName">[]>;
  vectors?(values: Float32Array, model: string, topK: number): Promise<VectorMatch[]>;
}

/*
 * The hybrid's numbers, measured with `npm run bench:retrieval` on FaQuAD (211 paragraphs, 837 questions) with the
 * offline embedder, the only one that runs without a key; hybrid recall@1 / recall@5 / MRR@10 at each value, the
 * others as set here, before the best sentence's length norm took the candidates' average (sentenceScores below: the
 * hybrid went 0.881 / 0.981 / 0.924 → 0.884 / 0.984 / 0.926 at these values; docs/performance.md):
 * - CANDIDATES: how many chunks each stage hands the fusion. 10: 0.883 / 0.983 / 0.926, 20: 0.879 / 0.982 / 0.924,
 *   50: 0.881 / 0.981 / 0.924, 100: the same as 50. Flat, so it is set by cost and headroom: each candidate's text is
 *   read and its sentences scored, and a page of up to 20 results (the chat asks for 8) still has candidates to spare.
 * - VECTOR_WEIGHT: the cosine (0 to 1) against BM25 scores, which run about 5-30 for a good match. 0: 0.879 / 0.975
 *   / 0.921, 2: 0.878, 5: 0.883, 10: 0.881 / 0.981 / 0.924, 15: 0.882, 20: 0.884 / 0.983 / 0.927, 40: 0.888 / 0.983
 *   / 0.930. It rises past 10 on this one dataset and with this one embedder; it is kept at 10, not fitted to
 *   FaQuAD's peak, because production embeds with bge-m3 or OpenAI, whose cosines sit on another scale (not
 *   measured here: no key).
 * - The best sentence's BM25 is added unweighted: weighed 0 it gives 0.867 / 0.980 / 0.918 (the sentence is worth
 *   1.4 points of recall@1), 0.5 gives 0.882, 2 gives 0.883; flat from 0.5 to 2, so 1.
 */
export const CANDIDATES = 50;
const VECTOR_WEIGHT = 10;
/** The best sentence's BM25 uses the chunk's own k1 and b (FTS5's, BM25's usual values): a sentence is a short chunk. */
const SENTENCE_K1 = 1.2;
const SENTENCE_B = 0.75;
/** Reciprocal rank fusion's constant from its paper (Cormack, Clarke and Büttcher, 2009); only the bench's comparison uses it. */
const RRF_K = 60;

type Ranked = { chunkId: number; score: number }[];
type Stage<T> = { ok: true; value: T } | { ok: false; detail: string | null };

export async function rankChunks(sources: ChunkSources, request: ChunkSearchRequest): Promise<ChunkSearchResult> {
  const { terms, mode, limit } = request;
  const lexical: Stage<{ hits: Ranked; statistics: TermCounts }> =
    mode === "vector"
      ? { ok: false, detail: null }
      : await sources.lexical(terms, mode === "hybrid" ? CANDIDATES : limit, { evidenceOnly: mode === "hybrid" }).then(
          (value) => ({ ok: true as const, value }),
          (error: unknown) => ({ ok: false as const, detail: messageOf(error) }),
        );
  const semantic = await vectorStage(sources, request);
  const failed = {
    "full-text": lexical.ok ? null : lexical.detail,
    vector: semantic.ok ? null : semantic.detail,
  };
  const lexicalHits = lexical.ok ? lexical.value.hits : [];
  const semanticHits = semantic.ok ? semantic.value : [];
  const statistics = lexical.ok ? lexical.value.statistics : null;

  const fusing = mode === "hybrid" && lexical.ok && semantic.ok;
  const single = mode === "vector" || !lexical.ok ? semanticHits : lexicalHits;
  const wanted = fusing
    ? [...new Set([...lexicalHits, ...semanticHits].map((hit) => hit.chunkId))]
    : single.slice(0, limit).map((hit) => hit.chunkId);
  if (wanted.length === 0) return { hits: [], failed };
  const names = new Map(request.live.map((document) => [document.documentId, document.name]));
  const chunks: LiveChunk[] = (await sources.chunks(wanted)).map((chunk) => ({
    ...chunk,
    documentName: names.get(chunk.documentId) ?? "",
  }));
  const byId = new Map(chunks.map((chunk) => [chunk.chunkId, chunk]));
  const ranked = !fusing
    ? single
    : request.fusion === "reciprocal-rank"
      ? reciprocalRankFusion({ terms, chunks, lexical: lexicalHits, semantic: semanticHits, statistics })
      : fuse({ terms, chunks, lexical: lexicalHits, semantic: semanticHits, statistics });
  const hits = ranked.slice(0, limit).flatMap((hit) => {
    const chunk = byId.get(hit.chunkId);
    return chunk ? [{ ...chunk, score: hit.score }] : [];
  });
  return { hits, failed };
}

async function vectorStage(sources: ChunkSources, request: ChunkSearchRequest): Promise<Stage<Ranked>> {
  if (request.mode === "full-text") return { ok: false, detail: null };
  if (request.vectorMatches) return { ok: true, value: request.vectorMatches };
  if (!request.vector || !sources.vectors) return { ok: false, detail: null };
  try {
    return { ok: true, value: await sources.vectors(request.vector.values, request.vector.model, CANDIDATES) };
  } catch (error) {
    return { ok: false, detail: messageOf(error) };
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** IDF for the best-sentence score (Lucene's form, never negative) from the project's statistics. */
function sentenceIdf(statistics: TermCounts | null): (term: string) => number {
  return (term) => {
    if (!statistics) return 0;
    const n = statistics.documentFrequency.get(term) ?? 0;
    return Math.log(1 + (statistics.chunks - n + 0.5) / (n + 0.5));
  };
}

/** What the fusion scores: the candidates' chunks and each stage's ranking of them. */
interface Signals {
  terms: string[];
  chunks: LiveChunk[];
  lexical: Ranked;
  semantic: Ranked;
  statistics: TermCounts | null;
}

/** The chunks by a score of each, best first. */
function byScore(chunks: LiveChunk[], score: (chunk: LiveChunk) => number): Ranked {
  return chunks.map((chunk) => ({ chunkId: chunk.chunkId, score: score(chunk) })).sort((a, b) => b.score - a.score);
}

function fuse({ terms, chunks, lexical, semantic, statistics }: Signals): Ranked {
  const bm25 = new Map(lexical.map((hit) => [hit.chunkId, hit.score]));
  const cosine = new Map(semantic.map((hit) => [hit.chunkId, hit.score]));
  const sentence = sentenceScores(terms, chunks, statistics);
  return byScore(
    chunks,
    (chunk) =>
      (bm25.get(chunk.chunkId) ?? 0) +
      (sentence.get(chunk.chunkId) ?? 0) +
      VECTOR_WEIGHT * (cosine.get(chunk.chunkId) ?? 0),
  );
}

/** Reciprocal rank fusion of the three signals the sum uses, for the benchmark's comparison. */
function reciprocalRankFusion({ terms, chunks, lexical, semantic, statistics }: Signals): Ranked {
  const scores = sentenceScores(terms, chunks, statistics);
  const sentence = byScore(chunks, (chunk) => scores.get(chunk.chunkId) ?? 0).filter((hit) => hit.score > 0);
  const fused = new Map<number, number>();
  for (const list of [lexical, semantic, sentence]) {
    list.forEach((hit, rank) => {
      fused.set(hit.chunkId, (fused.get(hit.chunkId) ?? 0) + 1 / (RRF_K + rank + 1));
    });
  }
  return byScore(chunks, (chunk) => fused.get(chunk.chunkId) ?? 0);
}

/**
 * Each candidate's best-sentence score. BM25's average length is taken over every sentence of the candidates, the
 * collection being scored: taken over the chunk's own sentences, a chunk of one long sentence was never
 * length-penalised while the same sentence beside short ones was. On FaQuAD's tuning part (even articles) hybrid
 * recall@1 / recall@5 / MRR@10 went 0.875 / 0.975 / 0.919 → 0.881 / 0.979 / 0.922; held out (odd articles), 0.890 /
 * 0.991 / 0.933 → 0.890 / 0.994 / 0.932 (docs/performance.md).
 */
function sentenceScores(terms: string[], chunks: LiveChunk[], statistics: TermCounts | null): Map<number, number> {
  const idf = sentenceIdf(statistics);
  const sentences = new Map(chunks.map((chunk) => [chunk.chunkId, indexedSentences(chunk.searchTerms)]));
  const all = [...sentences.values()].flat();
  const average = all.reduce((sum, sentence) => sum + sentence.length, 0) / Math.max(1, all.length);
  return new Map([...sentences].map(([chunkId, own]) => [chunkId, bestSentenceScore(terms, own, idf, average)]));
}

/** A chunk's indexed sentences (./text-analysis.ts indexTerms), each as its terms. */
function indexedSentences(searchTerms: string): string[][] {
  return searchTerms
    .split(SENTENCE_BREAK)
    .map((sentence) => sentence.split(" ").filter(Boolean))
    .filter((sentence) => sentence.length > 0);
}

/** BM25 of the query against each of the sentences, `averageLength` being the collection's; the best sentence's score. */
function bestSentenceScore(
  terms: string[],
  sentences: string[][],
  idf: (term: string) => number,
  averageLength: number,
): number {
  const query = new Set(terms);
  if (query.size === 0 || averageLength <= 0) return 0;
  let best = 0;
  for (const sentence of sentences) {
    const frequencies = new Map<string, number>();
    for (const term of sentence) frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
    let score = 0;
    for (const term of query) {
      const tf = frequencies.get(term) ?? 0;
      if (tf > 0)
        score +=
          (idf(term) * tf * (SENTENCE_K1 + 1)) /
          (tf + SENTENCE_K1 * (1 - SENTENCE_B + (SENTENCE_B * sentence.length) / averageLength));
    }
    best = Math.max(best, score);
  }
  return best;
}
