import { and, asc, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import { documents, documentVectorModels } from "./schema.ts";

/**
 * Which model made each document's live vectors (table document_vector_models):
 * written when ingestion or a re-embedding finishes, read to detect vectors
 * of another model and to find what `npm run reindex` still has to do.
 */
export async function recordVectorModel(
  db: Database,
  row: { documentId: string; version: number; model: string; dimensions: number },
): Promise<void> {
  await db
    .insert(documentVectorModels)
    .values(row)
    .onConflictDoUpdate({
      target: documentVectorModels.documentId,
      set: { version: row.version, model: row.model, dimensions: row.dimensions },
    })
    .run();
}

/** The recorded model of a document's live vectors, if any. */
export function vectorModelOf(db: Database, documentId: string) {
  return db.select().from(documentVectorModels).where(eq(documentVectorModels.documentId, documentId)).get();
}

/** Ready documents whose live vectors are not of this model (another model, an older version, or unknown). */
function staleCondition(model: string) {
  return and(
    eq(documents.status, "ready"),
    or(
      isNull(documentVectorModels.model),
      ne(documentVectorModels.model, model),
      ne(documentVectorModels.version, documents.indexedVersion),
    ),
  );
}

/** How many ready documents have vectors of each stored model ("desconhecido" when none is recorded). */
export async function staleVectorModels(db: Database, model: string): Promise<{ model: string; documents: number }[]> {
  const rows = await db
    .select({ model: documentVectorModels.model, documents: sql<number>`count(*)` })
    .from(documents)
    .leftJoin(documentVectorModels, eq(documentVectorModels.documentId, documents.id))
    .where(staleCondition(model))
    .groupBy(documentVectorModels.model)
    .all();
  return rows.map((row) => ({ model: row.model ?? "desconhecido", documents: Number(row.documents) }));
}

export async function countReadyDocuments(db: Database, projectId?: string): Promise<number> {
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(documents)
    .where(and(eq(documents.status, "ready"), projectId ? eq(documents.projectId, projectId) : undefined))
    .get();
  return Number(row?.n ?? 0);
}

/** The next ready documents to re-embed with this model, project by project (or in one project). */
export function nextStaleDocuments(db: Database, model: string, limit: number, projectId?: string) {
  return db
    .select({
      id: documents.id,
      projectId: documents.projectId,
      name: documents.name,
      indexedVersion: documents.indexedVersion,
    })
    .from(documents)
    .leftJoin(documentVectorModels, eq(documentVectorModels.documentId, documents.id))
    .where(and(staleCondition(model), projectId ? eq(documents.projectId, projectId) : undefined))
    .orderBy(asc(documents.projectId), asc(documents.id))
    .limit(limit)
    .all();
}
