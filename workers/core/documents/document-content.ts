import { pageOfLocation } from "#isomorphic/protocols/document-location.ts";
import { formatOfMimeType } from "#isomorphic/document-types.ts";
import { requireDocumentChange } from "#core/access/document-rights.ts";
import type { Membership } from "#core/access/membership.ts";
import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { claimNextVersion, findDocument, releaseVersion } from "#core/db/documents.ts";
import type { Document } from "#core/db/schema.ts";
import { findMessage } from "#core/db/conversations.ts";
import { findUserById } from "#core/db/users.ts";
import { AppError } from "#isomorphic/app-error.ts";
import { chunkAccess, findChunk, liveChunkContents } from "#core/store/project-chunks.ts";
import { editStorageLimitError, projectQuota } from "./quotas.ts";
import { publishDocument } from "#core/realtime/rooms.ts";
import { enqueueIngestion } from "./ingest-queue.ts";
import { sniffFormat } from "./sniff-format.ts";
import { locatePassage } from "./locate-passage.ts";
import { getDocumentFile, putDocumentFile } from "./storage.ts";
import { requireWithinUploadLimit } from "./upload.ts";
import { logger } from "#core/log.ts";

export async function requireDocument(env: AppEnv, membership: Membership, documentId: string): Promise<Document> {
  const document = await findDocument(database(env.DB), membership.projectId, documentId);
  if (!document) throw new AppError("document_not_found");
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
  const chunks = await liveChunkContents(chunkAccess(env), document);
  if (chunks.length === 0) throw new AppError("unavailable", "Não foi possível carregar o conteúdo do documento");
  return { ...base, content: chunks.join("\n\n"), source: "chunks" as const };
}

/**
 * A cited passage, for the Canvas to open its document there: the chunk's
 * text (found again in the document to highlight it) and, for a PDF, its page.
 * When the document was edited since the answer quoted it, the quote stored
 * with the answer (`messageId`'s source for this chunk, or the old chunk) is
 * looked for in the current text: the closest matching place is answered as
 * current (`relocated`), or, when nothing there matches, the quote itself,
 * marked `previousVersion`. Only a chunk that neither exists nor was quoted
 * by that message is not found.
 */
export async function readPassage(
  env: AppEnv,
  membership: Membership,
  documentId: string,
  chunkId: number,
  messageId: string | null = null,
) {
  const document = await requireDocument(env, membership, documentId);
  const chunk = await findChunk(chunkAccess(env), membership.projectId, document.id, chunkId);
  const at = { location: chunk?.location ?? null, page: pageOfLocation(chunk?.location ?? null) };
  if (chunk && chunk.version === document.indexedVersion) {
    return { chunkId, content: chunk.content, ...at, current: true, relocated: false, previousVersion: false };
  }
  const quoted = messageId ? await quotedPassage(env, membership, messageId, documentId, chunkId) : null;
  const quote = quoted?.quote ?? chunk?.content ?? null;
  if (!quote) throw new AppError("not_found", "Trecho não encontrado.");
  const place = { location: quoted?.location ?? at.location, page: pageOfLocation(quoted?.location ?? at.location) };
  if (formatOfMimeType(document.mimeType) !== "pdf") {
    const current = await readDocumentContent(env, membership, documentId).catch(() => null);
    const found = current?.content ? locatePassage(quote, current.content) : null;
    if (found) return { chunkId, content: found, ...place, current: true, relocated: true, previousVersion: false };
  }
  return { chunkId, content: quote, ...place, current: false, relocated: false, previousVersion: true };
}

/** What message `messageId` quoted from the chunk, if it is a message of this project that cites it. */
async function quotedPassage(
  env: AppEnv,
  membership: Membership,
  messageId: string,
  documentId: string,
  chunkId: number,
): Promise<{ quote: string; location: string | null } | null> {
  const message = await findMessage(database(env.DB), membership.projectId, messageId);
  const source = (message?.parts ?? []).find(
    (part) => part.type === "source" && part.documentId === documentId && part.chunkId === chunkId,
  );
  return source?.type === "source" ? { quote: source.quote, location: source.location } : null;
}

/**
 * Saves an edit made on `baseVersion`. Claiming the next version is the
 * guard against lost updates and the reservation of the new size: if someone
 * saved since, nothing is written and the caller gets 409 with the current
 * version; if the project's files would pass its bytes limit, 413. The file is written after
 * the claim (and the claim released if it cannot be), then re-ingested.
 */
export async function saveDocumentContent(
  env: AppEnv,
  membership: Membership,
  documentId: string,
  input: { content: string; baseVersion: number },
): Promise<{ version: number; ingestionQueued: boolean }> {
  const document = await requireDocument(env, membership, documentId);
  if (!document.isEditable) throw new AppError("forbidden", "Este documento não pode ser editado.");
  requireDocumentChange(membership, document, "edit");
  const db = database(env.DB);
  const bytes = new TextEncoder().encode(input.content);
  // What is saved is held to what an upload is: the same size limit and the same look at its bytes.
  requireWithinUploadLimit(env, bytes.byteLength);
  const sniffed = sniffFormat(bytes);
  if (!sniffed.ok)
    throw new AppError(
      "unsupported_media_type",
      bytes.byteLength === 0 ? "O documento não pode ficar vazio." : sniffed.reason,
    );
  if (sniffed.format === "pdf")
    throw new AppError("unsupported_media_type", "Um documento de texto não pode receber o conteúdo de um PDF.");
  const quota = await projectQuota(db, env, membership.projectId);
  const version = await claimNextVersion(
    db,
    membership.projectId,
    documentId,
    input.baseVersion,
    bytes.byteLength,
    quota.storageBytes,
  );
  if (version === null) {
    const current = await findDocument(db, membership.projectId, documentId);
    // Still at the edit's base version: nobody saved, so it was the project's bytes limit that refused it.
    if (current?.version === input.baseVersion)
      throw await editStorageLimitError(db, quota, membership.projectId, documentId);
    throw new AppError(
      "conflict",
      "Outra pessoa salvou este documento enquanto você editava. Recarregue para ver a versão atual antes de salvar.",
      { headers: { "X-Document-Version": String(current?.version ?? "") } },
    );
  }
  try {
    await putDocumentFile(env.DOCUMENTS, document.storagePath, bytes, formatOfMimeType(document.mimeType));
  } catch (error) {
    await releaseVersion(db, documentId, version, document);
    logger.error("document_save_failed", { documentId, error });
    throw new AppError("unavailable", "Não foi possível salvar o arquivo. Tente novamente.");
  }
  const ingestionQueued = await enqueueIngestion(env, { documentId, projectId: membership.projectId, version });
  const editor = await findUserById(db, membership.userId);
  await publishDocument(env, membership.projectId, documentId, ingestionQueued ? "processing" : "failed", {
    editedBy: { userId: membership.userId, name: editor?.fullName ?? "" },
    version,
  });
  return { version, ingestionQueued };
}
