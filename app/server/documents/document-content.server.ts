import { formatOfMimeType } from "~/lib/document-types";
import type { Membership } from "~/server/access/membership.server";
import type { AppEnv } from "~/server/context";
import { database } from "~/server/db/client.server";
import { claimNextVersion, findDocument, liveChunkContents, releaseVersion } from "~/server/db/documents.server";
import type { Document } from "~/server/db/schema";
import { ApiError } from "~/server/http/api-error";
import { publishDocument } from "~/server/realtime/rooms.server";
import { enqueueIngestion } from "./ingest-queue.server";
import { sniffFormat } from "./sniff-format";
import { getDocumentFile, putDocumentFile } from "./storage.server";
import { requireWithinUploadLimit } from "./upload.server";

export async function requireDocument(env: AppEnv, membership: Membership, documentId: string): Promise<Document> {
  const document = await findDocument(database(env.DB), membership.projectId, documentId);
  if (!document) throw new ApiError("document_not_found");
  return document;
}

/**
 * A text document's content for the Canvas: the file from R2, or, when the
 * file cannot be read, the live chunks joined with blank lines (spec). PDFs
 * are shown through a signed link instead.
 */
export async function readDocumentContent(env: AppEnv, membership: Membership, documentId: string) {
  const document = await requireDocument(env, membership, documentId);
  const base = { version: document.version, mimeType: document.mimeType, isEditable: document.isEditable };
  if (formatOfMimeType(document.mimeType) === "pdf") return { ...base, content: null, source: "file" as const };
  const file = await getDocumentFile(env.DOCUMENTS, document.storagePath).catch(() => null);
  if (file) return { ...base, content: await file.text(), source: "file" as const };
  const chunks = await liveChunkContents(database(env.DB), document);
  if (chunks.length === 0) throw new ApiError("unavailable", "Não foi possível carregar o conteúdo do documento");
  return { ...base, content: chunks.join("\n\n"), source: "chunks" as const };
}

/**
 * Saves an edit made on `baseVersion`. Claiming the next version is the
 * guard against lost updates: if someone saved since, nothing is written and
 * the caller gets 409 with the current version. The file is written after
 * the claim (and the claim released if it cannot be), then re-ingested.
 */
export async function saveDocumentContent(
  env: AppEnv,
  membership: Membership,
  documentId: string,
  input: { content: string; baseVersion: number },
): Promise<{ version: number; ingestionQueued: boolean }> {
  const document = await requireDocument(env, membership, documentId);
  if (!document.isEditable) throw new ApiError("forbidden", "Este documento não pode ser editado.");
  const db = database(env.DB);
  const bytes = new TextEncoder().encode(input.content);
  // What is saved is held to what an upload is: the same size limit and the same look at its bytes.
  requireWithinUploadLimit(env, bytes.byteLength);
  const sniffed = sniffFormat(bytes);
  if (!sniffed.ok) throw new ApiError("unsupported_media_type", bytes.byteLength === 0 ? "O documento não pode ficar vazio." : sniffed.reason);
  if (sniffed.format === "pdf") throw new ApiError("unsupported_media_type", "Um documento de texto não pode receber o conteúdo de um PDF.");
  const version = await claimNextVersion(db, membership.projectId, documentId, input.baseVersion, bytes.byteLength);
  if (version === null) {
    const current = await findDocument(db, membership.projectId, documentId);
    throw new ApiError(
      "conflict",
      "Outra pessoa salvou este documento enquanto você editava. Recarregue para ver a versão atual antes de salvar.",
      { "X-Document-Version": String(current?.version ?? "") },
    );
  }
  try {
    await putDocumentFile(env.DOCUMENTS, document.storagePath, bytes, formatOfMimeType(document.mimeType));
  } catch (error) {
    await releaseVersion(db, documentId, version, document.status);
    console.error("document save failed", documentId, error);
    throw new ApiError("unavailable", "Não foi possível salvar o arquivo. Tente novamente.");
  }
  const ingestionQueued = await enqueueIngestion(env, { documentId, projectId: membership.projectId, version });
  await publishDocument(env, membership.projectId, documentId, ingestionQueued ? "processing" : "failed");
  return { version, ingestionQueued };
}
