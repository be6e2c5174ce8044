import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "./client.server.ts";
import { vectorIndexGenerations, vectorSegments } from "./schema.ts";

/**
 * Queries of the local vector index's tables (app/server/search/d1-vector-index.ts):
 * its segments of quantised vectors and each project's generation counter,
 * which moves on every change so an isolate knows when its cache is stale.
 */
export type VectorSegmentRow = typeof vectorSegments.$inferSelect;
export type NewVectorSegment = Omit<typeof vectorSegments.$inferInsert, "id">;

export async function vectorGeneration(db: Database, projectId: string): Promise<number | null> {
  const row = await db
    .select({ generation: vectorIndexGenerations.generation })
    .from(vectorIndexGenerations)
    .where(eq(vectorIndexGenerations.projectId, projectId))
    .get();
  return row?.generation ?? null;
}

function bumpGeneration(db: Database, projectId: string) {
  return db
    .insert(vectorIndexGenerations)
    .values({ projectId, generation: 1 })
    .onConflictDoUpdate({
      target: vectorIndexGenerations.projectId,
      set: { generation: sql`${vectorIndexGenerations.generation} + 1` },
    });
}

/** The ids of a project's segments of one model (what a cache compares with what it holds). */
export async function segmentIds(db: Database, projectId: string, model: string): Promise<number[]> {
  const rows = await db
    .select({ id: vectorSegments.id })
    .from(vectorSegments)
    .where(and(eq(vectorSegments.projectId, projectId), eq(vectorSegments.model, model)))
    .all();
  return rows.map((row) => row.id);
}

/** Whole segments by id, within the project. */
export async function loadSegments(db: Database, projectId: string, ids: number[]): Promise<VectorSegmentRow[]> {
  const rows: VectorSegmentRow[] = [];
  for (let start = 0; start < ids.length; start += 90) {
    rows.push(
      ...(await db
        .select()
        .from(vectorSegments)
        .where(and(eq(vectorSegments.projectId, projectId), inArray(vectorSegments.id, ids.slice(start, start + 90))))
        .all()),
    );
  }
  return rows;
}

/** Every segment's chunk ids in the project (to find the segments that hold some chunks). */
export function segmentChunkIds(db: Database, projectId: string): Promise<{ id: number; chunkIds: number[] }[]> {
  return db
    .select({ id: vectorSegments.id, chunkIds: vectorSegments.chunkIds })
    .from(vectorSegments)
    .where(eq(vectorSegments.projectId, projectId))
    .all();
}

/**
 * Writes new segments, replaces or deletes old ones and moves the project's
 * generation, in one D1 batch (one transaction): a reader sees the change
 * whole or not at all.
 */
export async function writeSegments(
  db: Database,
  projectId: string,
  change: { insert: NewVectorSegment[]; replace: VectorSegmentRow[]; remove: number[] },
): Promise<void> {
  const statements = [
    ...change.insert.map((row) => db.insert(vectorSegments).values(row)),
    ...change.replace.map((row) =>
      db
        .update(vectorSegments)
        .set({ chunkIds: row.chunkIds, scales: row.scales, vectors: row.vectors })
        .where(and(eq(vectorSegments.id, row.id), eq(vectorSegments.projectId, projectId))),
    ),
    ...(change.remove.length > 0
      ? [db.delete(vectorSegments).where(and(eq(vectorSegments.projectId, projectId), inArray(vectorSegments.id, change.remove)))]
      : []),
  ];
  await db.batch([bumpGeneration(db, projectId), ...statements]);
}
