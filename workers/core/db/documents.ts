import { and, asc, eq, or, sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import { newestFirst } from "./newest-first.ts";
import { findOwned, ownedRow } from "./owned-rows.ts";
import { annotations, type Document, documentRelations, documents, userInteractionHistory } from "./schema.ts";
import { deleteFound } from "./delete-rows.ts";

/** Queries of documents, their chunks, annotations and relations, and the upload history. */

export type DocumentSummary = Pick<
  Document,
  | "id"
  | "name"
  | "type"
  | "status"
  | "statusReason"
  | "isEditable"
  | "mimeType"
  | "createdAt"
  | "version"
  | "chunkCount"
  | "sizeBytes"
  | "uploadedBy"
>;

const summary = {
  id: documents.id,
  name: documents.name,
  type: documents.type,
  status: documents.status,
  statusReason: documents.statusReason,
  isEditable: documents.isEditable,
  mimeType: documents.mimeType,
  createdAt: documents.createdAt,
  version: documents.version,
  chunkCount: documents.chunkCount,
  sizeBytes: documents.sizeBytes,
  uploadedBy: documents.uploadedBy,
};

/** The project's documents, newest first: a query to await or batch (access/one-round.ts). */
export function listDocuments(db: Database, projectId: string) {
  return db
    .select(summary)
    .from(documents)
    .where(eq(documents.projectId, projectId))
    .orderBy(...newestFirst(documents));
}

/** A document of this project, or undefined: an id from another project finds nothing. */
export function findDocument(db: Database, projectId: string, documentId: string): Promise<Document | undefined> {
  return findOwned(db, documents, documents.projectId, projectId, documentId);
}

/** For the signed file route, which the signature (not a membership) authorises. */
export function findDocumentById(db: Database, documentId: string): Promise<Document | undefined> {
  return db.select().from(documents).where(eq(documents.id, documentId)).get();
}

/** Versions waiting for ingestion, as queue jobs (the seed runs these itself). */
export function listDocumentsAwaitingIngestion(db: Database) {
  return db
    .select({ documentId: documents.id, projectId: documents.projectId, version: documents.version })
    .from(documents)
    .where(eq(documents.status, "processing"))
    .all();
}

/** The uploaded document and its upload history row, together or not at all. */
export async function insertUploadedDocument(
  db: Database,
  document: typeof documents.$inferInsert,
  history: { userId: string; content: string; contextData: Record<string, unknown> },
): Promise<void> {
  await db.batch([
    db.insert(documents).values(document),
    db.insert(userInteractionHistory).values({
      id: crypto.randomUUID(),
      userId: history.userId,
      projectId: document.projectId,
      interactionType: "upload",
      content: history.content,
      contextData: history.contextData,
    }),
  ]);
}

/**
 * Claims the next content version if nobody saved since `baseVersion` and,
 * given `maxProjectBytes`, if the project's files stay within it at the new
 * size; both guards are in the UPDATE, which D1 applies one at a time, so of
 * two concurrent saves only one wins, and no two edits pass the limit together.
 */
export async function claimNextVersion(
  db: Database,
  projectId: string,
  documentId: string,
  baseVersion: number,
  sizeBytes: number,
  maxProjectBytes?: number,
): Promise<number | null> {
  const withinLimit =
    maxProjectBytes === undefined
      ? undefined
      : sql`(select coalesce(sum(d.size_bytes), 0) from "documents" as d where d.project_id = ${projectId} and d.id <> ${documentId}) + ${sizeBytes} <= ${maxProjectBytes}`;
  const row = await db
    .update(documents)
    .set({
      version: sql`${documents.version} + 1`,
      status: "processing",
      statusReason: null,
      sizeBytes,
      updatedAt: Date.now(),
    })
    .where(
      and(
        eq(documents.id, documentId),
        eq(documents.projectId, projectId),
        eq(documents.version, baseVersion),
        withinLimit,
      ),
    )
    .returning({ version: documents.version })
    .get();
  return row?.version ?? null;
}

/** Undoes a claim whose file write failed, unless someone claimed after it. */
export async function releaseVersion(
  db: Database,
  documentId: string,
  claimed: number,
  previous: Pick<Document, "status" | "sizeBytes">,
): Promise<void> {
  // The size goes back too: the claim had reserved the new size against the project's limit.
  await db
    .update(documents)
    .set({ version: claimed - 1, status: previous.status, sizeBytes: previous.sizeBytes })
    .where(and(eq(documents.id, documentId), eq(documents.version, claimed)))
    .run();
}

export async function setProcessing(db: Database, documentId: string, version: number): Promise<boolean> {
  const row = await db
    .update(documents)
    .set({ status: "processing", statusReason: null, updatedAt: Date.now() })
    .where(and(eq(documents.id, documentId), eq(documents.version, version)))
    .returning({ id: documents.id })
    .get();
  return row !== undefined;
}

export async function markFailed(db: Database, documentId: string, version: number, reason: string): Promise<void> {
  await markFailedStatement(db, documentId, version, reason).run();
}

/** markFailed's statement, for a D1 batch (ingestion ends the version's run with it). */
export function markFailedStatement(db: Database, documentId: string, version: number, reason: string) {
  return db
    .update(documents)
    .set({ status: "failed", statusReason: reason, updatedAt: Date.now() })
    .where(and(eq(documents.id, documentId), eq(documents.version, version)));
}

/** Makes `version`'s chunks the live ones, only if it is still the document's version. */
export async function markReady(
  db: Database,
  documentId: string,
  version: number,
  chunkCount: number,
): Promise<boolean> {
  const row = await db
    .update(documents)
    .set({ status: "ready", statusReason: null, indexedVersion: version, chunkCount, updatedAt: Date.now() })
    .where(and(eq(documents.id, documentId), eq(documents.version, version)))
    .returning({ id: documents.id })
    .get();
  return row !== undefined;
}

export async function deleteDocumentRow(db: Database, projectId: string, documentId: string): Promise<boolean> {
  return deleteFound(db, documents, ownedRow(documents, documents.projectId, projectId, documentId));
}

/**
 * The project's newest ready documents (at most `limit`), newest first: their indexed versions and names
 * (what `documentOutlines` asks the project's store about). A query to batch with the page's other reads.
 */
export function documentVersions(db: Database, projectId: string, limit: number) {
  return db
    .select({ documentId: documents.id, version: documents.indexedVersion, name: documents.name })
    .from(documents)
    .where(and(eq(documents.projectId, projectId), eq(documents.status, "ready")))
    .orderBy(...newestFirst(documents))
    .limit(limit);
}

/** Every ready document of the project with its indexed version and name: what search may return. */
export function liveDocuments(
  db: Database,
  projectId: string,
): Promise<{ documentId: string; version: number; name: string }[]> {
  return db
    .select({ documentId: documents.id, version: documents.indexedVersion, name: documents.name })
    .from(documents)
    .where(and(eq(documents.projectId, projectId), eq(documents.status, "ready")))
    .all();
}

export function listAnnotations(db: Database, documentId: string) {
  return db
    .select({ id: annotations.id, content: annotations.content, createdAt: annotations.createdAt })
    .from(annotations)
    .where(eq(annotations.documentId, documentId))
    .orderBy(asc(annotations.createdAt))
    .all();
}

/** With an `id` the caller chose, inserting it again is a no-op (a retried chat turn's tool call). */
export async function insertAnnotation(
  db: Database,
  row: { documentId: string; userId: string; content: string; id?: string },
) {
  const id = row.id ?? crypto.randomUUID();
  await db
    .insert(annotations)
    .values({ ...row, id })
    .onConflictDoNothing({ target: annotations.id })
    .run();
  return id;
}

/** The documents related to this one, in either direction, with the other document's name. */
export async function listRelations(db: Database, documentId: string) {
  const rows = await db
    .select({
      id: documentRelations.id,
      sourceId: documentRelations.sourceDocumentId,
      targetId: documentRelations.targetDocumentId,
      kind: documentRelations.kind,
      sourceName: sql<
        string | null
      >`(SELECT name FROM ${documents} WHERE ${documents.id} = ${documentRelations.sourceDocumentId})`,
      targetName: sql<
        string | null
      >`(SELECT name FROM ${documents} WHERE ${documents.id} = ${documentRelations.targetDocumentId})`,
    })
    .from(documentRelations)
    .where(or(eq(documentRelations.sourceDocumentId, documentId), eq(documentRelations.targetDocumentId, documentId)))
    .orderBy(asc(documentRelations.createdAt))
    .all();
  return rows.map((row) =>
    row.sourceId === documentId
      ? { id: row.id, kind: row.kind, otherId: row.targetId, otherName: row.targetName }
      : { id: row.id, kind: row.kind, otherId: row.sourceId, otherName: row.sourceName },
  );
}

/** Relates two documents; false when they already are related (in either direction). */
export async function insertRelation(
  db: Database,
  sourceDocumentId: string,
  targetDocumentId: string,
  kind: string,
): Promise<boolean> {
  const existing = await db
    .select({ id: documentRelations.id })
    .from(documentRelations)
    .where(
      or(
        and(
          eq(documentRelations.sourceDocumentId, sourceDocumentId),
          eq(documentRelations.targetDocumentId, targetDocumentId),
        ),
        and(
          eq(documentRelations.sourceDocumentId, targetDocumentId),
          eq(documentRelations.targetDocumentId, sourceDocumentId),
        ),
      ),
    )
    .get();
  if (existing) return false;
  const inserted = await db
    .insert(documentRelations)
    .values({ id: crypto.randomUUID(), sourceDocumentId, targetDocumentId, kind })
    .onConflictDoNothing()
    .returning({ id: documentRelations.id })
    .get();
  return inserted !== undefined;
}
