import { logger } from "#core/log.ts";
import { type SearchDeps, type SearchOptions, type SearchResult, searchProject } from "./hybrid-search.ts";

/** The wait before the one retry: a random point in this range, so turns that failed together do not retry together. */
export const SEARCH_RETRY_MS = { min: 150, max: 600 } as const;

export interface RetryControls {
  random?: () => number;
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * The chat's search, tried once more after a short jittered wait when it fails: a project's store that was
 * overloaded or restarting for a moment (a deploy, a burst of ingestion) costs the user a fraction of a second
 * instead of "a busca está indisponível". A second failure is the caller's to report; a caller that gave up
 * (its signal aborted) is not retried for.
 */
export async function searchWithRetry(
  deps: SearchDeps,
  projectId: string,
  query: string,
  options: SearchOptions = {},
  controls: RetryControls = {},
): Promise<SearchResult> {
  try {
    return await searchProject(deps, projectId, query, options);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const random = controls.random ?? Math.random;
    const delayMs = Math.round(SEARCH_RETRY_MS.min + (SEARCH_RETRY_MS.max - SEARCH_RETRY_MS.min) * random());
    logger.warn("search_retried", { delayMs, error });
    await (controls.wait ?? pause)(delayMs, options.signal);
    return searchProject(deps, projectId, query, options);
  }
}
