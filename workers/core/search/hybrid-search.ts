import { AppError } from "#isomorphic/app-error.ts";
import { liveDocuments } from "#core/db/documents.ts";
import type { ChunkAccess } from "#core/store/project-stores.ts";
import {
  CANDIDATES,
  type ChunkSearchRequest,
  type ChunkSearchResult,
  type SearchHit,
  type SearchMode,
} from "#workers/objects/project-store/chunk-ranking.ts";
import type { Embedder } from "./embedder.ts";
import { withBudget } from "./search-budget.ts";
import { analyze } from "./text-analysis.ts";
import type { VectorIndex, VectorMatch } from "./vector-index.ts";

export type { SearchHit, SearchMode };
import { logger } from "#core/log.ts";

/**
 * Retrieval over one project's live chunks, in one call to the project's
 * store per question (./chunk-ranking.ts has the ranking). The question is
 * analysed here; the vector stage starts here within its own time budget:
 * the query is embedded, and with Vectorize its matches are found here too,
 * while the ready documents' versions are read from D1 (documents' status
 * lives there). Then the store ranks with FTS5's bm25() over its index and, for the
 * local index, scores its own vectors, sums the scores and returns the best
 * chunks, within the full-text budget.
 *
 * The search fails open: when the vector stage fails or runs out of its
 * budget, the full-text answer is returned, marked partial (the chat shows
 * "busca parcial") and the cause logged; the same when the full-text stage
 * fails inside the store. When both fail, or the store does not answer (it
 * holds the chunks' text), SearchUnavailableError.
 */
export interface SearchDeps extends ChunkAccess {
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

/** Neither stage answered: the catalogue's `search_unavailable`, each stage's failure its cause (for the logs). */
export class SearchUnavailableError extends AppError {
  readonly causes: Record<SearchStage, string>;
  constructor(causes: Record<SearchStage, string>) {
    super("search_unavailable", undefined, { cause: causes });
    this.name = "SearchUnavailableError";
    this.causes = causes;
  }
}

/**
 * Each stage's time budget. Full text is the store's call (the ready
 * documents read from D1 meanwhile); the vector stage may call a hosted
 * embedder and Vectorize.
 */
export const DEFAULT_BUDGETS: Record<SearchStage, number> = { "full-text": 4_000, vector: 2_500 };

export interface SearchOptions {
  mode?: SearchMode;
  limit?: number;
  signal?: AbortSignal;
  budgets?: Partial<Record<SearchStage, number>>;
  /** How the hybrid combines its stages; "reciprocal-rank" exists for the benchmark's comparison. */
  fusion?: "scores" | "reciprocal-rank";
}

type VectorStage = { matches: VectorMatch[] } | { vector: { values: Float32Array; model: string } };

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
  // The caller's signal bounds the vector stage (a hosted embedder's request is cancelled with it); the store's call
  // and D1's read keep only their own budget: they are quick, and a caller that gave up while the embedder hung
  // still gets the full text it would have had, as when the stages ran side by side.
  const [live, semantic] = await Promise.all([
    withBudget(budgets["full-text"], undefined, () => liveDocuments(deps.db, projectId)),
    mode === "full-text"
      ? Promise.resolve({ ok: false as const, cause: "skipped" as const, detail: "" })
      : withBudget(budgets.vector, options.signal, (signal) => vectorStage(deps, projectId, query, signal)),
  ]);
  if (!live.ok) {
    // Which documents may be searched is D1's to say: without it nothing can be returned.
    throw new SearchUnavailableError({
      "full-text": live.cause,
      vector: semantic.ok ? `documents ${live.cause}` : semantic.cause,
    });
  }
  const request: ChunkSearchRequest = {
    terms,
    mode,
    limit,
    live: live.value,
    fusion: options.fusion,
    ...(semantic.ok ? ("matches" in semantic.value ? { vectorMatches: semantic.value.matches } : semantic.value) : {}),
  };
  const ranked = await withBudget(budgets["full-text"], undefined, () => rankInStore(deps, projectId, request));
  if (!ranked.ok) {
    // The store holds the chunks' text: without it no stage can answer.
    throw new SearchUnavailableError({
      "full-text": ranked.cause,
      vector: semantic.ok ? `store ${ranked.cause}` : semantic.cause,
    });
  }
  const { hits, failed } = ranked.value;
  const lexicalFailed = mode !== "vector" && failed["full-text"] !== null;
  const vectorFailure: PartialSearch | null =
    mode === "full-text"
      ? null
      : !semantic.ok
        ? { missing: "vector", cause: semantic.cause === "timeout" ? "timeout" : "error" }
        : failed.vector !== null
          ? { missing: "vector", cause: "error" }
          : null;
  if (lexicalFailed && (vectorFailure || mode === "full-text")) {
    throw new SearchUnavailableError({
      "full-text": "error",
      vector: mode === "full-text" ? "skipped" : (vectorFailure?.cause ?? "error"),
    });
  }
  if (mode === "vector" && vectorFailure) {
    throw new SearchUnavailableError({ "full-text": "skipped", vector: vectorFailure.cause });
  }
  const partial: PartialSearch | null =
    mode !== "hybrid"
      ? null
      : vectorFailure
        ? vectorFailure
        : lexicalFailed
          ? { missing: "full-text", cause: "error" }
          : null;
  if (partial) {
    const detail =
      partial.missing === "full-text"
        ? (failed["full-text"] ?? "")
        : semantic.ok
          ? (failed.vector ?? "")
          : semantic.detail;
    logger.warn("partial_search", { projectId, missing: partial.missing, cause: partial.cause, detail });
  }
  return { hits, partial };
}

/** The question's vector, and with Vectorize its matches; the store's own vectors are scored in the store's call. */
async function vectorStage(
  deps: SearchDeps,
  projectId: string,
  query: string,
  signal: AbortSignal,
): Promise<VectorStage> {
  const [vector] = await deps.embedder.embed([query], { signal });
  if (!vector) return { matches: [] };
  if (deps.vectors.scoredInStore) {
    if (deps.vectors.consistent && !(await deps.vectors.consistent())) return { matches: [] };
    return { vector: { values: vector, model: deps.embedder.model } };
  }
  return { matches: await deps.vectors.query(projectId, vector, CANDIDATES) };
}

/** The one call to the project's store. */
function rankInStore(deps: SearchDeps, projectId: string, request: ChunkSearchRequest): Promise<ChunkSearchResult> {
  return deps.stores.of(projectId).search(projectId, request);
}
