import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "./client.server.ts";
import { vectorIndexGenerations, vectorSegments } from "./schema.ts";

/**
 * Queries of the local vector index's tables (app/server/search/d1-vector-index.ts):
 * its segments of quantised vectors, stored a dimension's column after
 * another so a query reads only the dimensions it needs, and each project's
 * generation counter, which moves on every change so an isolate knows when
 * its cache is stale.
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

/** A segment without its vectors: what a query needs before it reads any dimension. */
export type SegmentHeader = Pick<VectorSegmentRow, "id" | "dimensions" | "chunkIds" | "scales">;

/** The headers of these segments, within the project. */
export async function segmentHeaders(db: Database, projectId: string, ids: number[]): Promise<SegmentHeader[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: vectorSegments.id, dimensions: vectorSegments.dimensions, chunkIds: vectorSegments.chunkIds, scales: vectorSegments.scales })
    .from(vectorSegments)
    .where(and(eq(vectorSegments.projectId, projectId), sql`${vectorSegments.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`))
    .all();
}

/** A column's base64 length in SQL, from the segment's vector count (columnChars). */
const COLUMN_CHARS_SQL = sql.raw("((json_array_length(s.chunk_ids) + 2) / 3 * 4)");

/** The base64 characters of one dimension's column in a segment of `size` vectors: its bytes padded to a multiple of three. */
export function columnChars(size: number): number {
  return Math.ceil(size / 3) * 4;
}

/** Segments read per statement when whole dimensions are asked for: 90 × 768 columns is ~24 MB of text at most. */
const SEGMENTS_PER_READ = 90;

/**
 * The base64 of these dimensions' columns for each of these segments, one
 * string per segment: the columns in the order of `dimensions`, each of
 * `columnChars(size)` characters. substr() on the stored BLOB cuts a column
 * at its byte offset in constant time (on TEXT it would count characters
 * from the start), and the CAST hands it back as text, which D1 moves far
 * faster than a BLOB's array of numbers.
 */
export async function segmentColumns(
  db: Database,
  projectId: string,
  ids: number[],
  dimensions: number[],
): Promise<{ id: number; columns: string }[]> {
  const rows: { id: number; columns: string }[] = [];
  const wanted = JSON.stringify(dimensions);
  for (let start = 0; start < ids.length; start += SEGMENTS_PER_READ) {
    const slice = JSON.stringify(ids.slice(start, start + SEGMENTS_PER_READ));
    rows.push(
      ...(await db.all<{ id: number; columns: string | null }>(sql`
        SELECT s.id AS id,
          (SELECT group_concat(CAST(substr(s.vectors, d.value * ${COLUMN_CHARS_SQL} + 1, ${COLUMN_CHARS_SQL}) AS TEXT), '' ORDER BY d.key)
           FROM json_each(${wanted}) d) AS columns
        FROM ${vectorSegments} s
        WHERE s.project_id = ${projectId} AND s.id IN (SELECT value FROM json_each(${slice}))`)).map((row) => ({
        id: Number(row.id),
        columns: row.columns ?? "",
      })),
    );
  }
  return rows;
}

/** Whole segments by id, within the project (to rewrite them without some chunks). */
export async function loadSegments(db: Database, projectId: string, ids: number[]): Promise<VectorSegmentRow[]> {
  const rows: VectorSegmentRow[] = [];
  for (let start = 0; start < ids.length; start += SEGMENTS_PER_READ) {
    rows.push(
      ...(await db
        .select({
          id: vectorSegments.id,
          projectId: vectorSegments.projectId,
          documentId: vectorSegments.documentId,
          model: vectorSegments.model,
          dimensions: vectorSegments.dimensions,
          chunkIds: vectorSegments.chunkIds,
          scales: vectorSegments.scales,
          vectors: sql<string>`CAST(${vectorSegments.vectors} AS TEXT)`,
        })
        .from(vectorSegments)
        .where(and(eq(vectorSegments.projectId, projectId), inArray(vectorSegments.id, ids.slice(start, start + SEGMENTS_PER_READ))))
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
 * Writes new segments, deletes old ones and moves the project's generation,
 * in one D1 batch (one transaction): a reader sees the change whole or not at
 * all. A segment is never updated in place (a changed one is deleted and
 * written anew), so an id always names the same vectors and an isolate may
 * cache by id. `readGeneration` is the generation the change was computed
 * from; if another write came in between (two upserts of the same chunks at
 * once would both add a segment), nothing is written and StaleVectorWrite is
 * thrown.
 */
export async function writeSegments(
  db: Database,
  projectId: string,
  change: { insert: NewVectorSegment[]; remove: number[] },
  readGeneration: number | null,
): Promise<void> {
  const statements = [
    ...(change.remove.length > 0
      ? [db.delete(vectorSegments).where(and(eq(vectorSegments.projectId, projectId), inArray(vectorSegments.id, change.remove)))]
      : []),
    // The base64 is stored as a BLOB of its characters (see segmentColumns).
    ...change.insert.map((row) => db.insert(vectorSegments).values({ ...row, vectors: sql`CAST(${row.vectors} AS BLOB)` })),
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
