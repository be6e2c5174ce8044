import { documentTypeLabel } from "#isomorphic/document-types.ts";
import type { Membership } from "#core/access/membership.ts";
import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import {
  findDocument,
  insertAnnotation,
  insertRelation,
  listAnnotations,
  listDocuments,
  listRelations,
} from "#core/db/documents.ts";
import { AppError } from "#isomorphic/app-error.ts";
import { publishCanvasChange } from "#core/realtime/rooms.ts";

/**
 * The spec's canvas-context response: the project's documents, the active
 * one, its annotations and its related documents (either direction; the
 * "target" is the other document, named "Documento" if it has no name).
 */
export async function loadCanvasContext(
  env: AppEnv,
  membership: Membership,
  input: { documentId: string | null; mode: "view" | "edit" },
) {
  const db = database(env.DB);
  const documents = await listDocuments(db, membership.projectId);
  const active = input.documentId ? documents.find((document) => document.id === input.documentId) : undefined;
  if (input.documentId && !active) throw new AppError("document_not_found");
  const [annotations, relations] = active
    ? await Promise.all([listAnnotations(db, active.id), listRelations(db, active.id)])
    : [[], []];
  return {
    context: {
      active_document_id: active?.id ?? null,
      mode: input.mode,
      documents: documents.map((document) => ({
        id: document.id,
        name: document.name,
        type: document.type,
        type_label: documentTypeLabel(document.type),
        mime_type: document.mimeType,
        is_editable: document.isEditable,
        status: document.status,
        status_reason: document.statusReason,
        version: document.version,
        created_at: new Date(document.createdAt).toISOString(),
      })),
    },
    annotations: annotations.map((annotation) => ({ id: annotation.id, content: annotation.content })),
    relations: relations.map((relation) => ({
      id: relation.id,
      kind: relation.kind,
      target_document: { id: relation.otherId, name: relation.otherName || "Documento" },
    })),
  };
}

export async function addAnnotation(
  env: AppEnv,
  membership: Membership,
  documentId: string,
  content: string,
  id?: string,
): Promise<string> {
  const db = database(env.DB);
  if (!(await findDocument(db, membership.projectId, documentId))) throw new AppError("document_not_found");
  const annotationId = await insertAnnotation(db, { documentId, userId: membership.userId, content, id });
  await publishCanvasChange(env, membership.projectId, [documentId]);
  return annotationId;
}

export async function relateDocuments(
  env: AppEnv,
  membership: Membership,
  sourceId: string,
  targetId: string,
  kind = "related",
): Promise<void> {
  if (sourceId === targetId) throw new AppError("validation", "Escolha outro documento para relacionar.");
  const db = database(env.DB);
  const [source, target] = await Promise.all([
    findDocument(db, membership.projectId, sourceId),
    findDocument(db, membership.projectId, targetId),
  ]);
  if (!source || !target) throw new AppError("document_not_found");
  if (!(await insertRelation(db, sourceId, targetId, kind))) {
    throw new AppError("conflict", "Estes documentos já estão relacionados.");
  }
  await publishCanvasChange(env, membership.projectId, [sourceId, targetId]);
}
