import { DOCUMENT_FORMATS, type DocumentFormat, type DocumentType } from "#isomorphic/document-types.ts";
import type { Membership } from "#core/access/membership.ts";
import type { AppEnv } from "#core/context.ts";
import { type Database, database } from "#core/db/client.ts";
import { findConversation } from "#core/db/conversations.ts";
import { AppError } from "#isomorphic/app-error.ts";
import { FILE_NAME_REFUSED, isPlainFileName, sanitizeFileName } from "./file-name.ts";
import { publishDocument } from "#core/realtime/rooms.ts";
import { releaseDocument, reserveDocument } from "./quotas.ts";
import { enqueueIngestion } from "./ingest-queue.ts";
import { sniffFormat } from "./sniff-format.ts";
import { documentKey, putDocumentFile } from "./storage.ts";
import { logger } from "#core/log.ts";

export const DEFAULT_UPLOAD_MAX_MB = 20;

/** A document's bytes, uploaded or saved from the Canvas, are at most the upload limit (413 otherwise). */
export function requireWithinUploadLimit(env: Pick<AppEnv, "UPLOAD_MAX_MB">, size: number): void {
  const limit = uploadLimitBytes(env);
  if (size > limit)
    throw new AppError("payload_too_large", `O arquivo passa do limite de ${Math.round(limit / 1024 / 1024)} MB.`);
}

export function uploadLimitBytes(env: Pick<AppEnv, "UPLOAD_MAX_MB">): number {
  const mb = Number(env.UPLOAD_MAX_MB);
  return Math.round((Number.isFinite(mb) && mb > 0 ? mb : DEFAULT_UPLOAD_MAX_MB) * 1024 * 1024);
}

export interface UploadInput {
  file: File;
  documentType: DocumentType;
  description: string | null;
  conversationId: string | null;
}

export interface UploadedDocument {
  id: string;
  name: string;
  type: DocumentType;
  mime_type: string;
  is_editable: boolean;
  status: "processing" | "failed";
}

/**
 * Validates the file completely before anything is stored (its name, its
 * size, what its bytes are), reserves its place within the project's limits
 * by writing its row (`reserveDocument`: atomic, so concurrent uploads cannot
 * pass a limit together), then writes R2, and removes the row again if the
 * file cannot be written: a refused or failed upload leaves nothing behind. Then the ingestion job is queued; if the queue refuses it the
 * document stays, marked failed with a reason, and can be reprocessed.
 */
export async function uploadDocument(
  env: AppEnv,
  membership: Membership,
  input: UploadInput,
): Promise<{ document: UploadedDocument; ingestionQueued: boolean }> {
  if (!isPlainFileName(input.file.name)) throw new AppError("validation", FILE_NAME_REFUSED);
  requireWithinUploadLimit(env, input.file.size);
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  const sniffed = sniffFormat(bytes);
  if (!sniffed.ok) throw new AppError("unsupported_media_type", sniffed.reason);
  const db = database(env.DB);
  if (input.conversationId && !(await findConversation(db, membership.projectId, input.conversationId))) {
    throw new AppError("validation", "Conversa inválida para este projeto.");
  }
  const format = DOCUMENT_FORMATS[sniffed.format];
  const id = crypto.randomUUID();
  const name = sanitizeFileName(input.file.name, sniffed.format);
  // The row reserves the project's room (documents, bytes, chunks) before anything is stored in R2.
  await storeNewDocument(env, db, membership, {
    id,
    name,
    type: input.documentType,
    description: input.description,
    format: sniffed.format,
    bytes,
    history: {
      content: `Upload de ${name}`,
      contextData: {
        file_name: name,
        file_type: format.mimeType,
        description: input.description,
        document_id: id,
        ...(input.conversationId ? { session_id: input.conversationId } : {}),
      },
    },
  }).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    logger.error("upload_failed", { error });
    throw new AppError("unavailable", "Não foi possível salvar o documento. Tente novamente.");
  });
  const ingestionQueued = await queueNewDocument(env, membership.projectId, id);
  return {
    document: {
      id,
      name,
      type: input.documentType,
      mime_type: format.mimeType,
      is_editable: format.editable,
      status: ingestionQueued ? "processing" : "failed",
    },
    ingestionQueued,
  };
}

/**
 * A Markdown document written by the agent (or any server code): stored and
 * recorded like an upload, editable, and queued for ingestion. The caller may
 * choose the id (the agent derives it from the turn, so a retried turn finds
 * the document it already made instead of making a second).
 */
export async function createMarkdownDocument(
  env: AppEnv,
  membership: Membership,
  input: { title: string; content: string; id?: string },
): Promise<{ id: string; name: string; ingestionQueued: boolean }> {
  const id = input.id ?? crypto.randomUUID();
  const name = sanitizeFileName(input.title, "markdown");
  const bytes = new TextEncoder().encode(input.content);
  // Reserved first: the same id inserted by a concurrent attempt is refused here, before any file is written.
  await storeNewDocument(env, database(env.DB), membership, {
    id,
    name,
    type: "other",
    description: "Criado pelo agente do projeto.",
    format: "markdown",
    bytes,
    history: {
      content: `Documento criado pelo agente: ${name}`,
      contextData: {
        file_name: name,
        file_type: DOCUMENT_FORMATS.markdown.mimeType,
        description: "agente",
        document_id: id,
      },
    },
  });
  const ingestionQueued = await queueNewDocument(env, membership.projectId, id);
  return { id, name, ingestionQueued };
}

interface NewDocument {
  id: string;
  name: string;
  type: DocumentType;
  description: string | null;
  format: DocumentFormat;
  bytes: Uint8Array;
  /** The project's history line that records it. */
  history: { content: string; contextData: Record<string, unknown> };
}

/**
 * A new document's first version: its row reserves the project's room (documents, bytes, chunks), then its file
 * is written to R2; a file that cannot be written takes its row away again and the write's error is thrown, so a
 * failed store leaves nothing behind.
 */
async function storeNewDocument(env: AppEnv, db: Database, membership: Membership, doc: NewDocument): Promise<void> {
  const key = documentKey(membership.projectId, doc.id);
  const { mimeType, editable } = DOCUMENT_FORMATS[doc.format];
  const reservation = await reserveDocument(
    db,
    env,
    {
      id: doc.id,
      projectId: membership.projectId,
      name: doc.name,
      type: doc.type,
      description: doc.description,
      storagePath: key,
      isEditable: editable,
      mimeType,
      sizeBytes: doc.bytes.byteLength,
      status: "processing",
      version: 1,
      uploadedBy: membership.userId,
    },
    { userId: membership.userId, ...doc.history },
  );
  try {
    await putDocumentFile(env.DOCUMENTS, key, doc.bytes, doc.format);
  } catch (error) {
    await releaseDocument(db, reservation).catch((cleanup: unknown) =>
      logger.error("upload_reservation_kept", { documentId: doc.id, error: cleanup }),
    );
    throw error;
  }
}

/** Queues a stored first version's ingestion and tells the project's room; false when the queue refused it. */
async function queueNewDocument(env: AppEnv, projectId: string, documentId: string): Promise<boolean> {
  const ingestionQueued = await enqueueIngestion(env, { documentId, projectId, version: 1 });
  await publishDocument(env, projectId, documentId, ingestionQueued ? "processing" : "failed");
  return ingestionQueued;
}
