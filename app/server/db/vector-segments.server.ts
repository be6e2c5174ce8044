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

/**
 * Moves the project's generation on, only from the one the writer read: from
 * any other, the write was computed from segments that changed since, and the
 * generation is set to NULL, which its NOT NULL constraint refuses, failing
 * the whole batch (SQLite has no RAISE outside triggers). A writer that read
 * no generation (a project without vectors yet) expects none.
 */
function bumpGeneration(db: Database, projectId: string, expected: number | null) {
  return db
    .insert(vectorIndexGenerations)
    .values({ projectId, generation: 1 })
    .onConflictDoUpdate({
      target: vectorIndexGenerations.projectId,
      set: {
        generation: sql`CASE WHEN ${vectorIndexGenerations.generation} = ${expected ?? -1} THEN ${vectorIndexGenerations.generation} + 1 ELSE NULL END`,
      },
    });
}

/** A write refused because the project's vectors changed after the writer read them: read again and retry. */
export class StaleVectorWrite extends Error {
  constructor(projectId: string) {
    super(`the vector index of project ${projectId} changed during the write`);
    this.name = "StaleVectorWrite";
  }
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
 * whole or not at all. `readGeneration` is the generation the change was
 * computed from; if another write came in between (two upserts of the same
 * chunks at once would both add a segment), nothing is written and
 * StaleVectorWrite is thrown.
 */
export async function writeSegments(
  db: Database,
  projectId: string,
  change: { insert: NewVectorSegment[]; replace: VectorSegmentRow[]; remove: number[] },
  readGeneration: number | null,
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
  try {
    await db.batch([bumpGeneration(db, projectId, readGeneration), ...statements]);
  } catch (error) {
    if (refusedGeneration(error)) throw new StaleVectorWrite(projectId);
    throw error;
  }
}

/** Whether the error (or one it wraps: drizzle wraps D1's) is bumpGeneration's refusal. */
function refusedGeneration(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (/NOT NULL constraint failed: vector_index_generations\.generation/.test(current.message)) return true;
  }
  return false;
}
