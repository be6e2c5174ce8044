import type { Membership } from "~/server/access/membership.server";
import type { AppEnv } from "~/server/context";
import { database } from "~/server/db/client.server";
import { chunkIds, deleteDocumentRow, setProcessing } from "~/server/db/documents.server";
import { deleteProgress } from "~/server/db/ingestion-progress.server";
import { ApiError } from "~/server/http/api-error";
import { searchServices } from "~/server/search/search-services";
import { requireDocument } from "./document-content.server";
import { publishDocument } from "~/server/realtime/rooms.server";
import { enqueueIngestion } from "./ingest-queue.server";
import { deleteDocumentFile } from "./storage.server";

/**
 * Deletes a document: the row first (its chunks, FTS entries, local vectors,
 * annotations and relations go with it by cascade), then the file and the
 * Vectorize vectors, which nothing points to any more.
 */
export async function deleteDocument(env: AppEnv, membership: Membership, documentId: string): Promise<void> {
  const document = await requireDocument(env, membership, documentId);
  const db = database(env.DB);
  const ids = await chunkIds(db, documentId, "all");
  if (!(await deleteDocumentRow(db, membership.projectId, documentId))) throw new ApiError("document_not_found");
  const { vectors } = searchServices(env);
  await Promise.all([
    deleteDocumentFile(env.DOCUMENTS, document.storagePath),
    ids.length > 0 ? vectors.remove(membership.projectId, ids) : Promise.resolve(),
  ]).catch((error: unknown) => console.error("document leftovers not removed", documentId, error));
  await publishDocument(env, membership.projectId, documentId, "deleted");
}

/** Queues a failed document again, for the version it is at: a new ingestion run, from its first step. */
export async function reprocessDocument(env: AppEnv, membership: Membership, documentId: string): Promise<boolean> {
  const document = await requireDocument(env, membership, documentId);
  if (document.status !== "failed") throw new ApiError("conflict", "O documento não está com falha.");
  const db = database(env.DB);
  // The failed run's progress normally went with the failure; were it left, the new job would take it for its own.
  await deleteProgress(db, documentId, { version: document.version });
  if (!(await setProcessing(db, documentId, document.version))) throw new ApiError("conflict");
  const queued = await enqueueIngestion(env, { documentId, projectId: membership.projectId, version: document.version });
  await publishDocument(env, membership.projectId, documentId, queued ? "processing" : "failed");
  return queued;
}
