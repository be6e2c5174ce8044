import { env } from "cloudflare:test";
import { database } from "#core/db/client.ts";
import { markReady } from "#core/db/documents.ts";
import { documentChunks, projectStoreMoves } from "#core/db/schema.ts";
import { recordVectorModel } from "#core/db/vector-models.ts";
import { createD1VectorIndex } from "#core/search/d1-vector-index.ts";
import { searchServices } from "#core/search/search-services.ts";
import { indexTerms } from "#core/search/text-analysis.ts";
import { moveChunksToStores } from "#core/store/move-from-d1.ts";
import { insertTextDocument } from "#scripts/bench-worker/retrieval-index.ts";

export interface LegacyDocument {
  name: string;
  chunks: string[];
}

/**
 * A project's documents as the code before the stores left them in D1:
 * chunks in document_chunks with their analysed terms (postings and
 * statistics by trigger, migration 0012), their vectors in D1's local index,
 * the documents ready with their model recorded, and the mark migration 0020
 * puts on a project with chunks in D1. Returns the documents' ids and the
 * chunk ids, in order.
 */
export async function legacyProject(
  owner: { projectId: string; userId: string },
  documents: LegacyDocument[],
  options: { vectors?: boolean } = {},
): Promise<{ documentIds: string[]; chunkIds: number[] }> {
  const db = database(env.DB);
  const { embedder } = searchServices(env);
  const legacyVectors = createD1VectorIndex(db, embedder.model);
  const documentIds: string[] = [];
  const chunkIds: number[] = [];
  for (const document of documents) {
    const documentId = await insertTextDocument(db, owner, document.name, "legacy");
    documentIds.push(documentId);
    const ids: number[] = [];
    // 8 columns a row: 12 rows a statement stay inside D1's 100 bound parameters.
    for (let start = 0; start < document.chunks.length; start += 12) {
      const rows = await db
        .insert(documentChunks)
        .values(
          document.chunks.slice(start, start + 12).map((content, offset) => ({
            documentId,
            projectId: owner.projectId,
            version: 1,
            chunkIndex: start + offset,
            content,
            location: null,
            searchTerms: indexTerms(document.name, content),
          })),
        )
        .returning({ id: documentChunks.id })
        .all();
      ids.push(...rows.map((row) => row.id));
    }
    if (options.vectors !== false) {
      const vectors = await embedder.embed(document.chunks);
      await legacyVectors.upsert(
        owner.projectId,
        vectors.map((vector, i) => ({ chunkId: ids[i] ?? -1, documentId, vector })),
      );
      await recordVectorModel(db, { documentId, version: 1, model: embedder.model, dimensions: embedder.dimensions });
    }
    await markReady(db, documentId, 1, ids.length);
    chunkIds.push(...ids);
  }
  await db.insert(projectStoreMoves).values({ projectId: owner.projectId }).onConflictDoNothing().run();
  return { documentIds, chunkIds };
}

/** Runs the move of one project from D1 to its store until nothing of it remains. */
export async function moveProject(projectId: string): Promise<void> {
  const deps = { db: database(env.DB), ...searchServices(env) };
  let progress = await moveChunksToStores(deps, { projectId, deadline: Date.now() + 60_000 });
  while (progress.remaining > 0) progress = await moveChunksToStores(deps, { projectId });
}
