import { and, asc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "#core/db/client.ts";
import { documentChunks, projectStoreMoves, vectorIndexGenerations, vectorSegments } from "#core/db/schema.ts";
import { loadSegments } from "#core/db/vector-segments.ts";
import type { VectorIndex } from "#core/search/vector-index.ts";
import type { ProjectStores } from "./project-stores.ts";
import type { StoredChunk } from "./store-chunks.ts";

/**
 * Moves the chunks that were in D1 when the stores arrived into each
 * project's store (expand, then contract: migration 0020 added the stores
 * and kept D1's tables; a later migration drops them once this has emptied
 * them). Per project, in order:
 *   1. copy its chunks, in id order, keeping their ids (citations in messages
 *      name them, and Vectorize's vectors are keyed by them), 500 a call;
 *   2. locally, copy its vectors from D1's local index segment by segment
 *      (Vectorize keeps its vectors: same ids, nothing to do); documents that
 *      had none are re-embedded by the re-embedding that follows (#core/search/reindex.ts);
 *   3. mark it moved: from then on its reads go to its store (until then they
 *      went to D1, so search never saw half a project);
 *   4. delete its D1 rows (the postings and statistics follow by trigger), a
 *      batch at a time.
 * Every step is idempotent (chunks by id, vectors by chunk, deletes of what is
 * there) and resumes from the cursors in project_store_moves, so a call cut
 * short, or two at once, lose nothing and copy nothing twice. Run by
 * `npm start` (the dev maintenance route) and by `npm run move-stores` in
 * production (POST /api/admin/move-stores), until `remaining` is 0.
 */
export interface MoveDeps {
  db: Database;
  stores: ProjectStores;
  vectors: VectorIndex;
}

export interface MoveProgress {
  /** Projects whose move finished in this call. */
  moved: number;
  /** Chunks copied by this call. */
  chunks: number;
  /** Projects still reading from D1, or with D1 rows left to delete. */
  remaining: number;
}

const COPY_BATCH = 500;
/** Rows deleted per statement: each chunk's delete fires its postings' triggers (~120 rows). */
const DELETE_BATCH = 200;

export async function moveChunksToStores(
  deps: MoveDeps,
  options: { deadline?: number; projectId?: string } = {},
): Promise<MoveProgress> {
  const { db } = deps;
  const progress: MoveProgress = { moved: 0, chunks: 0, remaining: 0 };
  const timeLeft = () => options.deadline === undefined || Date.now() < options.deadline;
  // Chunks written to D1 after migration 0020 ran (a deploy's old code, briefly) belong to projects it did not mark.
  await db.run(sql`INSERT OR IGNORE INTO ${projectStoreMoves} (project_id)
    SELECT DISTINCT project_id FROM ${documentChunks}
    WHERE project_id NOT IN (SELECT project_id FROM ${projectStoreMoves})`);
  while (timeLeft()) {
    const pending = await db
      .select()
      .from(projectStoreMoves)
      .where(
        and(
          isNull(projectStoreMoves.movedAt),
          options.projectId ? eq(projectStoreMoves.projectId, options.projectId) : undefined,
        ),
      )
      .orderBy(asc(projectStoreMoves.projectId))
      .limit(1)
      .get();
    if (!pending) break;
    const copied = await copyChunks(deps, pending.projectId, pending.copiedThrough, timeLeft);
    progress.chunks += copied.chunks;
    if (!copied.done) break;
    if (deps.vectors.scoredInStore) {
      if (!(await copyVectors(deps, pending.projectId, pending.vectorsCopiedThrough, timeLeft))) break;
    }
    await db
      .update(projectStoreMoves)
      .set({ movedAt: Date.now() })
      .where(eq(projectStoreMoves.projectId, pending.projectId))
      .run();
    progress.moved++;
  }
  while (timeLeft()) {
    const projectId = await nextToClean(db, options.projectId);
    if (!projectId || !(await cleanUp(db, projectId, timeLeft))) break;
  }
  progress.remaining = await remainingProjects(db, options.projectId);
  return progress;
}

async function copyChunks(
  deps: MoveDeps,
  projectId: string,
  from: number,
  timeLeft: () => boolean,
): Promise<{ chunks: number; done: boolean }> {
  const { db } = deps;
  const store = deps.stores.of(projectId);
  let after = from;
  let chunks = 0;
  while (timeLeft()) {
    const rows = await db
      .select()
      .from(documentChunks)
      .where(and(eq(documentChunks.projectId, projectId), gt(documentChunks.id, after)))
      .orderBy(asc(documentChunks.id))
      .limit(COPY_BATCH)
      .all();
    if (rows.length === 0) return { chunks, done: true };
    const records: StoredChunk[] = rows.map((row) => ({
      id: row.id,
      projectId: row.projectId,
      documentId: row.documentId,
      version: row.version,
      chunkIndex: row.chunkIndex,
      content: row.content,
      location: row.location,
      searchTerms: row.searchTerms,
      tables: row.tables ?? null,
    }));
    if ((await store.importChunks(projectId, records)) === null)
      throw new Error(`the store of ${projectId} refused its own chunks`);
    after = rows[rows.length - 1]?.id ?? after;
    chunks += rows.length;
    await db
      .update(projectStoreMoves)
      .set({ copiedThrough: after })
      .where(eq(projectStoreMoves.projectId, projectId))
      .run();
  }
  return { chunks, done: false };
}

/** Copies the project's local vectors, a D1 segment at a time; false when time ran out first. */
async function copyVectors(deps: MoveDeps, projectId: string, from: number, timeLeft: () => boolean): Promise<boolean> {
  const { db } = deps;
  const store = deps.stores.of(projectId);
  let after = from;
  while (timeLeft()) {
    const [segment] = await loadSegments(
      db,
      projectId,
      (
        await db
          .select({ id: vectorSegments.id })
          .from(vectorSegments)
          .where(and(eq(vectorSegments.projectId, projectId), gt(vectorSegments.id, after)))
          .orderBy(asc(vectorSegments.id))
          .limit(1)
          .all()
      ).map((row) => row.id),
    );
    if (!segment) return true;
    const scales = decodeFloats(segment.scales);
    const columns = Array.from({ length: segment.dimensions }, (_, d) =>
      decodeColumn(segment.columns[d] ?? "", segment.chunkIds.length),
    );
    const written = await store.upsertVectors(
      projectId,
      segment.model,
      segment.chunkIds.map((chunkId, i) => ({
        chunkId,
        documentId: segment.documentId,
        // The stored int8 components times their scale: quantised again, they are the same int8 vectors.
        vector: Float32Array.from(columns, (column) => (column[i] ?? 0) * (scales[i] ?? 0)),
      })),
    );
    if (!written) throw new Error(`the store of ${projectId} refused its own vectors`);
    after = segment.id;
    await db
      .update(projectStoreMoves)
      .set({ vectorsCopiedThrough: after })
      .where(eq(projectStoreMoves.projectId, projectId))
      .run();
  }
  return false;
}

/** A moved project that still has rows in D1's old tables. */
async function nextToClean(db: Database, projectId?: string): Promise<string | null> {
  const row = await db
    .select({ projectId: projectStoreMoves.projectId })
    .from(projectStoreMoves)
    .where(
      and(
        isNotNull(projectStoreMoves.movedAt),
        options(projectId),
        sql`(EXISTS (SELECT 1 FROM ${documentChunks} WHERE ${documentChunks.projectId} = ${projectStoreMoves.projectId})
          OR EXISTS (SELECT 1 FROM ${vectorSegments} WHERE ${vectorSegments.projectId} = ${projectStoreMoves.projectId}))`,
      ),
    )
    .limit(1)
    .get();
  return row?.projectId ?? null;
}

function options(projectId?: string) {
  return projectId ? eq(projectStoreMoves.projectId, projectId) : undefined;
}

/** Deletes a moved project's D1 rows, a batch a statement; true when none is left. */
async function cleanUp(db: Database, projectId: string, timeLeft: () => boolean): Promise<boolean> {
  while (timeLeft()) {
    const chunks = await db.run(sql`DELETE FROM ${documentChunks} WHERE id IN
      (SELECT id FROM ${documentChunks} WHERE project_id = ${projectId} LIMIT ${DELETE_BATCH})`);
    if (chunks.meta.changes > 0) continue;
    const segments = await db.run(sql`DELETE FROM ${vectorSegments} WHERE id IN
      (SELECT id FROM ${vectorSegments} WHERE project_id = ${projectId} LIMIT 20)`);
    if (segments.meta.changes > 0) continue;
    await db.delete(vectorIndexGenerations).where(eq(vectorIndexGenerations.projectId, projectId)).run();
    return true;
  }
  return false;
}

async function remainingProjects(db: Database, projectId?: string): Promise<number> {
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(projectStoreMoves)
    .where(
      and(
        options(projectId),
        sql`(${projectStoreMoves.movedAt} IS NULL
          OR EXISTS (SELECT 1 FROM ${documentChunks} WHERE ${documentChunks.projectId} = ${projectStoreMoves.projectId})
          OR EXISTS (SELECT 1 FROM ${vectorSegments} WHERE ${vectorSegments.projectId} = ${projectStoreMoves.projectId}))`,
      ),
    )
    .get();
  return Number(row?.n ?? 0);
}

function decodeColumn(base64: string, size: number): Int8Array {
  const binary = atob(base64);
  const column = new Int8Array(size);
  for (let i = 0; i < size && i < binary.length; i++) column[i] = binary.charCodeAt(i);
  return column;
}

function decodeFloats(base64: string): Float32Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Float32Array(bytes.buffer, 0, Math.floor(bytes.byteLength / 4));
}
