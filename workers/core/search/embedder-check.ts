import type { Database } from "#core/db/client.ts";
import { otherVectorModels } from "#core/db/vector-models.ts";
import { logger } from "#core/log.ts";
import type { Embedder } from "./embedder.ts";
import { describedDimensions } from "./vector-dimensions.ts";
import type { VectorIndex } from "./vector-index.ts";

/**
 * Changing the embedder is supported: on first use in an isolate (a Worker's
 * start-up), search compares the current embedder with what made the stored
 * vectors: the documents' recorded models and, on Vectorize, the index's
 * dimension. A mismatch is logged once, as one `embedder_mismatch` event, and vector search
 * steps aside where it would compare vectors of different models; full-text
 * search keeps answering. `npm run reindex` (or POST /api/admin/reindex)
 * re-embeds every project, after which the check passes.
 */
export interface EmbedderCheck {
  /** Some recorded models other than the current one (at most two: the check reads an index, never every document). */
  staleModels: string[];
  /** The Vectorize index's dimension, when it is Vectorize and it answered. */
  indexDimensions: number | null;
  /** Whether vector results can be trusted for every document. */
  consistent: boolean;
}

const checks = new Map<string, { at: number; check: Promise<EmbedderCheck> }>();
/** A mismatch is looked at again this often, so isolates notice a re-embedding run elsewhere. */
const RECHECK_MS = 5 * 60_000;

export function checkEmbedder(
  db: Database,
  embedder: Embedder,
  vectorize?: { describe(): Promise<VectorizeIndexInfo> },
): Promise<EmbedderCheck> {
  const key = `${embedder.model}:${vectorize ? "vectorize" : "local"}`;
  const cached = checks.get(key);
  let check = cached?.check;
  if (cached && Date.now() - cached.at > RECHECK_MS) {
    void cached.check.then((verdict) => {
      if (verdict.staleModels.length > 0 || !verdict.consistent) checks.delete(key);
    });
  }
  if (!check) {
    check = runCheck(db, embedder, vectorize).catch((error: unknown) => {
      checks.delete(key);
      logger.error("embedder_check_failed", { error });
      return { staleModels: [], indexDimensions: null, consistent: true };
    });
    checks.set(key, { at: Date.now(), check });
  }
  return check;
}

/** Forgets the isolate's verdict (after a re-embedding, the next search checks again). */
export function forgetEmbedderCheck(): void {
  checks.clear();
}

async function runCheck(
  db: Database,
  embedder: Embedder,
  vectorize?: { describe(): Promise<VectorizeIndexInfo> },
): Promise<EmbedderCheck> {
  const staleModels = await otherVectorModels(db, embedder.model);
  const indexDimensions = vectorize ? describedDimensions(await vectorize.describe()) : null;
  const wrongDimension = indexDimensions !== null && indexDimensions !== embedder.dimensions;
  if (staleModels.length > 0 || wrongDimension) {
    const parts = [
      staleModels.length > 0 ? `há documentos com vetores de outro modelo (${staleModels.join(", ")})` : "",
      wrongDimension ? `o índice Vectorize tem ${indexDimensions} dimensões` : "",
    ].filter(Boolean);
    logger.warn("embedder_mismatch", {
      model: embedder.model,
      dimensions: embedder.dimensions,
      staleModels,
      indexDimensions,
      message:
        `Vetores incompatíveis com o embedder atual ${embedder.model} (${embedder.dimensions} dimensões): ${parts.join("; ")}. ` +
        "A busca segue por texto nesses documentos; rode `npm run reindex` (ou POST /api/admin/reindex)" +
        (wrongDimension ? ` depois de recriar o índice com --dimensions=${embedder.dimensions}` : "") +
        ".",
    });
  }
  // The local index filters by model, so stale documents simply have no vectors there; Vectorize would compare them.
  const consistent = !wrongDimension && (vectorize === undefined || staleModels.length === 0);
  return { staleModels, indexDimensions, consistent };
}

/** A vector index whose queries wait for the check and step aside (no matches) while it fails. */
export function checkedVectorIndex(inner: VectorIndex, check: () => Promise<EmbedderCheck>): VectorIndex {
  return {
    // The store scores only vectors of the question's model: nothing of another model is compared there.
    scoredInStore: inner.scoredInStore,
    consistent: async () => (await check()).consistent,
    upsert: (projectId, entries) => inner.upsert(projectId, entries),
    remove: (projectId, chunkIds) => inner.remove(projectId, chunkIds),
    visible: (projectId, chunkIds) => inner.visible(projectId, chunkIds),
    held: (projectId, chunkIds) => inner.held(projectId, chunkIds),
    ...(inner.dimensions ? { dimensions: inner.dimensions } : {}),
    async query(projectId, vector, topK) {
      return (await check()).consistent ? inner.query(projectId, vector, topK) : [];
    },
  };
}
