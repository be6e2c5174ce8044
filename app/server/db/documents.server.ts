import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "./client.server.ts";
import { type Document, documentChunks, documents } from "./schema.ts";

/** Queries of documents and their chunks. */

export type DocumentSummary = Pick<Document, "id" | "name" | "type" | "status" | "isEditable" | "mimeType" | "createdAt">;

export function listDocuments(db: Database, projectId: string): Promise<DocumentSummary[]> {
  return db
    .select({
      id: documents.id,
      name: documents.name,
      type: documents.type,
      status: documents.status,
      isEditable: documents.isEditable,
      mimeType: documents.mimeType,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(eq(documents.projectId, projectId))
    .orderBy(desc(documents.createdAt), sql`${documents}.rowid DESC`)
    .all();
}

/** A document row and its chunks in one batch: never a document without its chunks, or the reverse. */
export async function insertDocumentWithChunks(
  db: Database,
  document: typeof documents.$inferInsert,
  chunks: string[],
): Promise<void> {
  const rows = chunks.map((content, chunkIndex) => ({
    id: crypto.randomUUID(),
    documentId: document.id,
    projectId: document.projectId,
    content,
    chunkIndex,
  }));
  await db.batch([db.insert(documents).values(document), ...rows.map((row) => db.insert(documentChunks).values(row))]);
}
