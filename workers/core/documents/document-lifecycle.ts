import { requireDocumentChange } from "#core/access/document-rights.ts";
import type { Membership } from "#core/access/membership.ts";
import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { deleteDocumentRow, setProcessing } from "#core/db/documents.ts";
import { deleteProgress } from "#core/db/ingestion-progress.ts";
import { AppError } from "#isomorphic/app-error.ts";
import { searchServices } from "#core/search/search-services.ts";
import { deleteDocumentChunks, documentChunkIds } from "#core/store/project-chunks.ts";
import { requireDocument } from "./document-content.ts";
import { publishDocument } from "#core/realtime/rooms.ts";
import { enqueueIngestion } from "./ingest-queue.ts";
import { deleteDocumentFile } from "./storage.ts";
import { logger } from "#core/log.ts";

/**
 * Deletes a document: the row first (its annotations and relations go with it
 * by cascade, and from then on nothing reads its chunks), then the file, the
 * Vectorize vectors (by the chunks' ids, read before) and the chunks in the
 * project's store, with their local vectors.
 */
export async function deleteDocument(env: AppEnv, membership: Membership, documentId: string): Promise<void> {
  const document = await requireDocument(env, membership, documentId);
  requireDocumentChange(membership, document, "delete");
  const { projectId } = membership;
  const services = { db: database(env.DB), ...searchServices(env) };
  const ids = services.vectors.scoredInStore ? [] : await documentChunkIds(services, projectId, documentId, "all");
  if (!(await deleteDocumentRow(services.db, projectId, documentId))) throw new AppError("document_not_found");
  await Promise.all([
    deleteDocumentFile(env.DOCUMENTS, document.storagePath),
    services.vectors.remove(projectId, ids),
    deleteDocumentChunks(services, projectId, documentId, "all"),
  ]).catch((error: unknown) => logger.error("document_leftovers_not_removed", { documentId, error }));
  await publishDocument(env, membership.projectId, documentId, "deleted");
}

/** Queues a failed document again, for the version it is at: a new ingestion run, from its first step. */
export async function reprocessDocument(env: AppEnv, membership: Membership, documentId: string): Promise<boolean> {
  const document = await requireDocument(env, membership, documentId);
  if (document.status !== "failed") throw new AppError("conflict", "O documento não está com falha.");
  const db = database(env.DB);
  // The failed run's progress normally went with the failure; were it left, the new job would take it for its own.
  await deleteProgress(db, documentId, { version: document.version });
  if (!(await setProcessing(db, documentId, document.version))) throw new AppError("conflict");
  const queued = await enqueueIngestion(env, {
    documentId,
    projectId: membership.projectId,
    version: document.version,
  });
  await publishDocument(env, membership.projectId, documentId, queued ? "processing" : "failed");
  return queued;
}
