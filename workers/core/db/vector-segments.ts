import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import { vectorIndexGenerations, vectorSegments } from "./schema.ts";

/**
 * Queries of the local vector index's tables (workers/core/search/d1-vector-index.ts):
 * its segments of quantised vectors, each dimension's column a row of
 * vector_columns so a query reads only the dimensions it needs, and each project's
 * generation counter, which moves on every change so an isolate knows when
 * its cache is stale.
 */
export type VectorSegmentRow = typeof vectorSegments.$inferSelect;
/** A segment to write: its row and its vectors' columns, the base64 of each dimension's components in vector order. */
export type NewVectorSegment = Omit<typeof vectorSegments.$inferInsert, "id"> & { columns: string[] };
/** A stored segment with its columns (to write it again without some of its vectors). */
export type StoredVectorSegment = VectorSegmentRow & { columns: string[] };

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
    .select({
      id: vectorSegments.id,
      dimensions: vectorSegments.dimensions,
      chunkIds: vectorSegments.chunkIds,
      scales: vectorSegments.scales,
    })
    .from(vectorSegments)
    .where(segmentsWithin(projectId, ids))
    .all();
}

/** These segments, by id, only if they are the project's. */
function segmentsWithin(projectId: string, ids: number[]) {
  return and(
    eq(vectorSegments.projectId, projectId),
    sql`${vectorSegments.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`,
  );
}

/** Segments and dimensions asked for per statement: at most ~5 MB of columns in one result. */
const COLUMNS_PER_READ = 15_000;

/**
 * The base64 columns of these dimensions for these segments (a segment
 * without a dimension, or gone, has no row). Keyed by the table's primary
 * key: project, segment, dimension.
 */
export async function segmentColumns(
  db: Database,
  projectId: string,
  ids: number[],
  dimensions: number[],
): Promise<{ segmentId: number; dim: number; data: string }[]> {
  if (ids.length === 0 || dimensions.length === 0) return [];
  const rows: { segmentId: number; dim: number; data: string }[] = [];
  const wanted = JSON.stringify(dimensions);
  const perRead = Math.max(1, Math.floor(COLUMNS_PER_READ / dimensions.length));
  for (let start = 0; start < ids.length; start += perRead) {
    const found = await db.all<{ segmentId: number; dim: number; data: string }>(sql`
      SELECT segment_id AS segmentId, dim, data FROM vector_columns
      WHERE project_id = ${projectId}
        AND segment_id IN (SELECT value FROM json_each(${JSON.stringify(ids.slice(start, start + perRead))}))
        AND dim IN (SELECT value FROM json_each(${wanted}))`);
    for (const row of found) rows.push({ segmentId: Number(row.segmentId), dim: Number(row.dim), data: row.data });
  }
  return rows;
}

/** Whole segments by id, within the project, with every column (to write them again without some chunks). */
export async function loadSegments(db: Database, projectId: string, ids: number[]): Promise<StoredVectorSegment[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(vectorSegments).where(segmentsWithin(projectId, ids)).all();
  const columns = new Map<number, string[]>(rows.map((row) => [row.id, []]));
  const all = Array.from({ length: Math.max(0, ...rows.map((row) => row.dimensions)) }, (_, d) => d);
  for (const column of await segmentColumns(
    db,
    projectId,
    rows.map((row) => row.id),
    all,
  )) {
    const list = columns.get(column.segmentId);
    if (list) list[column.dim] = column.data;
  }
  return rows.map((row) => ({ ...row, columns: columns.get(row.id) ?? [] }));
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
 * Writes new segments with their columns, deletes old ones (their columns go
 * by trigger) and moves the project's generation, in one D1 batch (one
 * transaction): a reader sees the change whole or not at all. A segment is
 * never updated in place (a changed one is deleted and written anew), so an
 * id always names the same vectors and an isolate may cache by id.
 * `readGeneration` is the generation the change was computed from; if
 * another write came in between (two upserts of the same chunks at once
 * would both add a segment), nothing is written and StaleVectorWrite is thrown.
 */
export async function writeSegments(
  db: Database,
  projectId: string,
  change: { insert: NewVectorSegment[]; remove: number[] },
  readGeneration: number | null,
): Promise<void> {
  // One native D1 batch: the columns' INSERT … SELECT is raw SQL, which a drizzle batch does not take.
  const d1 = db.$client;
  const native = (query: { toSQL(): { sql: string; params: unknown[] } }) => {
    const { sql: text, params } = query.toSQL();
    return d1.prepare(text).bind(...params);
  };
  const statements = [
    native(bumpGeneration(db, projectId, readGeneration)),
    ...(change.remove.length > 0
      ? [
          native(
            db
              .delete(vectorSegments)
              .where(and(eq(vectorSegments.projectId, projectId), inArray(vectorSegments.id, change.remove))),
          ),
        ]
      : []),
    ...change.insert.flatMap(({ columns, ...row }) => [
      native(db.insert(vectorSegments).values(row)),
      // The batch runs in order in one transaction: last_insert_rowid() is the segment just inserted.
      d1
        .prepare(
          "INSERT INTO vector_columns (project_id, segment_id, dim, data) SELECT ?1, last_insert_rowid(), key, value FROM json_each(?2)",
        )
        .bind(projectId, JSON.stringify(columns)),
    ]),
  ];
  try {
    await d1.batch(statements);
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
