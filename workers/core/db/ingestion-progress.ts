import { and, eq, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import { documents, type IngestionPhase, ingestionProgress } from "./schema.ts";

/**
 * Queries of ingestion_progress: where each document version's ingestion run
 * has got to (the table's comment in schema.ts says why it exists). Every
 * write after the run's start names the step that makes it, and changes the
 * row only while that step still owns the run, so a stale or duplicated
 * message's write is a no-op its caller can see.
 */
export type IngestionProgress = typeof ingestionProgress.$inferSelect;

/** The step that is writing: its run and step number, for the version it works on. */
export interface StepOwner {
  documentId: string;
  version: number;
  run: string;
  step: number;
}

export type ProgressChange = Partial<
  Pick<
    IngestionProgress,
    "phase" | "nextPage" | "pageCount" | "nextOffset" | "sectionPath" | "nextIndex" | "chunkCount"
  >
>;

export function findProgress(
  db: Database,
  documentId: string,
  version: number,
): Promise<IngestionProgress | undefined> {
  return db
    .select()
    .from(ingestionProgress)
    .where(and(eq(ingestionProgress.documentId, documentId), eq(ingestionProgress.version, version)))
    .get();
}

/**
 * Starts a run for the version at its first step, unless one is already
 * there; returns the run that owns the version either way (with two first
 * deliveries at once, both work on the one that was inserted first).
 */
export async function startRun(
  db: Database,
  documentId: string,
  version: number,
  now = Date.now(),
): Promise<IngestionProgress> {
  await db
    .insert(ingestionProgress)
    .values({ documentId, version, run: crypto.randomUUID(), step: 0, phase: "extract", updatedAt: now })
    .onConflictDoNothing()
    .run();
  const row = await findProgress(db, documentId, version);
  if (!row) throw new Error(`ingestion run of ${documentId} v${version} vanished as it started`);
  return row;
}

function owned(owner: StepOwner) {
  return and(
    eq(ingestionProgress.documentId, owner.documentId),
    eq(ingestionProgress.version, owner.version),
    eq(ingestionProgress.run, owner.run),
    eq(ingestionProgress.step, owner.step),
  );
}

/**
 * The statement recording a step's progress in `phase`. It returns a row only while
 * the step owns the run and the run is still in that phase: two copies of a
 * step running at once both write, and the one behind must not drag the run
 * back into a phase the other has finished.
 */
function progressStatement(
  db: Database,
  owner: StepOwner,
  phase: IngestionPhase,
  change: ProgressChange,
  now = Date.now(),
) {
  return db
    .update(ingestionProgress)
    .set({ ...change, updatedAt: now })
    .where(and(owned(owner), eq(ingestionProgress.phase, phase)))
    .returning({ step: ingestionProgress.step });
}

/** Records progress on its own; false when the step no longer owns the run or the run left the phase. */
export async function recordProgress(
  db: Database,
  owner: StepOwner,
  phase: IngestionPhase,
  change: ProgressChange,
  now = Date.now(),
): Promise<boolean> {
  return (await progressStatement(db, owner, phase, change, now).all()).length > 0;
}

/**
 * Hands the run to the next step: only the owner can, once, so of two copies
 * of a step that both got here only one sends the next message.
 */
export async function handOver(db: Database, owner: StepOwner, now = Date.now()): Promise<boolean> {
  const rows = await db
    .update(ingestionProgress)
    .set({ step: sql`${ingestionProgress.step} + 1`, updatedAt: now })
    .where(owned(owner))
    .returning({ step: ingestionProgress.step })
    .all();
  return rows.length > 0;
}

/**
 * Marks the version's run alive without moving it (a step waiting for a
 * throttling provider): the stuck sweep counts its hour from here.
 */
export async function touchProgress(
  db: Database,
  documentId: string,
  version: number,
  now = Date.now(),
): Promise<void> {
  await db
    .update(ingestionProgress)
    .set({ updatedAt: now })
    .where(and(eq(ingestionProgress.documentId, documentId), eq(ingestionProgress.version, version)))
    .run();
}

/** Removes the progress of one version, or of every version up to one (a run that ended, and the ones it replaced). */
export function deleteProgressStatement(
  db: Database,
  documentId: string,
  filter: { version: number } | { upToVersion: number },
) {
  const version =
    "version" in filter
      ? eq(ingestionProgress.version, filter.version)
      : lte(ingestionProgress.version, filter.upToVersion);
  return db.delete(ingestionProgress).where(and(eq(ingestionProgress.documentId, documentId), version));
}

export async function deleteProgress(
  db: Database,
  documentId: string,
  filter: { version: number } | { upToVersion: number },
): Promise<void> {
  await deleteProgressStatement(db, documentId, filter).run();
}

/** Removes every run of these documents (the sweeper's, once it has failed them). */
export async function deleteDocumentsProgress(db: Database, documentIds: string[]): Promise<void> {
  // D1 binds at most 100 parameters a statement.
  for (let start = 0; start < documentIds.length; start += 90) {
    await db
      .delete(ingestionProgress)
      .where(inArray(ingestionProgress.documentId, documentIds.slice(start, start + 90)))
      .run();
  }
}

/**
 * For conditions on `documents`: when the run of the document's current
 * version last recorded progress (null without one). The sweeper counts its
 * deadline from this, so a large document still making progress is not failed.
 */
export function lastProgressAt(): SQL<number | null> {
  return sql<
    number | null
  >`(SELECT ${ingestionProgress.updatedAt} FROM ${ingestionProgress} WHERE ${ingestionProgress.documentId} = ${documents.id} AND ${ingestionProgress.version} = ${documents.version})`;
}

/** For conditions on `documents`: whether this run still owns the version. */
export function runIsLive(documentId: string, version: number, run: string): SQL {
  return sql`EXISTS (SELECT 1 FROM ${ingestionProgress} WHERE ${ingestionProgress.documentId} = ${documentId} AND ${ingestionProgress.version} = ${version} AND ${ingestionProgress.run} = ${run})`;
}
