import type { Database } from "#core/db/client.ts";
import { liveChunkRows } from "#core/store/project-chunks.ts";
import type { ProjectStores } from "#core/store/project-stores.ts";
import { countReadyDocuments, nextStaleDocuments, recordVectorModel } from "#core/db/vector-models.ts";
import type { Embedder } from "./embedder.ts";
import { forgetEmbedderCheck } from "./embedder-check.ts";
import type { VectorIndex } from "./vector-index.ts";

/**
 * Re-embeds, with the current embedder, every ready document whose vectors
 * are of another model, project by project. Only vectors change: the chunks
 * and the full-text index stay as they are, so search keeps working
 * throughout. Each document is recorded as done when its vectors are
 * written, so an interrupted run resumes where it stopped; a document edited
 * meanwhile is re-indexed by its own ingestion (its version moves on).
 * Used by `npm run reindex` and POST /api/admin/reindex.
 */
export interface ReindexDeps {
  db: Database;
  stores: ProjectStores;
  embedder: Embedder;
  vectors: VectorIndex;
}

export interface ReindexProgress {
  model: string;
  /** Ready documents in every project. */
  total: number;
  /** Re-embedded by this call. */
  done: number;
  /** Still with vectors of another model. */
  remaining: number;
}

const EMBED_BATCH = 64;

export async function reembedStale(
  deps: ReindexDeps,
  options: {
    deadline?: number;
    /** Only this project's documents (every project when absent). */
    projectId?: string;
    onDocument?: (document: { name: string; projectId: string; chunks: number }) => void;
  } = {},
): Promise<ReindexProgress> {
  const { db, embedder, vectors } = deps;
  let done = 0;
  for (;;) {
    if (options.deadline !== undefined && Date.now() >= options.deadline) break;
    const [document] = await nextStaleDocuments(db, embedder.model, 1, options.projectId);
    if (!document) break;
    const rows = await liveChunkRows(deps, document);
    for (let start = 0; start < rows.length; start += EMBED_BATCH) {
      const slice = rows.slice(start, start + EMBED_BATCH);
      // The same text ingestion embeds (ingest.ts), so a re-embedded document matches a fresh one.
      const embeddings = await embedder.embed(slice.map((row) => `${row.location ?? ""}\n${row.content}`));
      await vectors.upsert(
        document.projectId,
        embeddings.map((vector, i) => ({ chunkId: slice[i]?.id ?? -1, documentId: document.id, vector })),
      );
    }
    await recordVectorModel(db, {
      documentId: document.id,
      version: document.indexedVersion,
      model: embedder.model,
      dimensions: embedder.dimensions,
    });
    done++;
    options.onDocument?.({ name: document.name, projectId: document.projectId, chunks: rows.length });
  }
  forgetEmbedderCheck();
  const total = await countReadyDocuments(db, options.projectId);
  const remaining = (await nextStaleDocuments(db, embedder.model, 100_000, options.projectId)).length;
  return { model: embedder.model, total, done, remaining };
}
