import { and, asc, desc, eq, gt, isNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
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

/** `status = 'ready'` with a unary plus, so SQLite walks the model index instead of every ready document's row. */
const readyNotIndexed = sql`+${documents.status} = 'ready'`;

/**
 * Up to two models other than `model` of ready documents' vectors (the nearest below and above it in the model
 * index): two seeks on document_vector_models_model_idx, each reading on only past rows of documents no longer
 * ready, however many documents there are. Empty when every ready document's vectors are of this model.
 * Documents indexed before models were recorded carry `desconhecido` (migration 0019).
 */
export async function otherVectorModels(db: Database, model: string): Promise<string[]> {
  const [below, above] = await Promise.all([
    nearestReadyModel(db, lt(documentVectorModels.model, model), desc),
    nearestReadyModel(db, gt(documentVectorModels.model, model), asc),
  ]);
  return [below?.model, above?.model].filter((found): found is string => found !== undefined);
}

/** The first model of a ready document's vectors on one side of the model index (`side`), walking it in `direction`. */
function nearestReadyModel(db: Database, side: SQL, direction: typeof asc | typeof desc) {
  return db
    .select({ model: documentVectorModels.model })
    .from(documentVectorModels)
    .innerJoin(documents, eq(documents.id, documentVectorModels.documentId))
    .where(and(side, readyNotIndexed))
    .orderBy(direction(documentVectorModels.model))
    .limit(1)
    .get();
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
