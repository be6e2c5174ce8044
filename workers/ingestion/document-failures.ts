import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "#core/db/client.ts";
import { deleteDocumentsProgress, deleteProgress, lastProgressAt, runIsLive } from "#core/db/ingestion-progress.ts";
import { documents } from "#core/db/schema.ts";
import type { IngestJob } from "./ingest.ts";

/**
 * Documents whose ingestion ended without the consumer recording why: a job
 * that reached the dead-letter queue (its isolate was killed on its last
 * attempt, so the consumer's own failure handling never ran), and documents
 * left in `processing` past a deadline (a job lost anywhere). Both become
 * `failed` with a Portuguese reason, so the Canvas offers Reprocessar. Only
 * the version the job names, and only while it is still processing, so a
 * newer edit or a finished ingestion is never overwritten. Failing ends the
 * version's ingestion run (its progress row goes): Reprocessar starts anew.
 */
export const DEAD_LETTER_REASON = "O processamento foi interrompido várias vezes. Tente reprocessar o documento.";
export const STUCK_REASON = "O processamento não terminou no tempo esperado. Tente reprocessar o documento.";
/**
 * A document whose ingestion has made no progress for this long is stuck: the
 * clock starts at its last change or its run's last recorded step, whichever
 * is later (a step takes seconds; docs/performance.md).
 */
export const STUCK_AFTER_MS = 60 * 60 * 1000;

/**
 * Marks a dead-lettered job's version failed; false when the document moved
 * on (ready, newer version, deleted) or, for a later step's message, when its
 * run was replaced by another one that may still succeed.
 */
export async function failDeadLetter(db: Database, job: IngestJob): Promise<boolean> {
  const row = await db
    .update(documents)
    .set({ status: "failed", statusReason: DEAD_LETTER_REASON, updatedAt: Date.now() })
    .where(
      and(
        eq(documents.id, job.documentId),
        eq(documents.projectId, job.projectId),
        eq(documents.version, job.version),
        eq(documents.status, "processing"),
        job.cursor ? runIsLive(job.documentId, job.version, job.cursor.run) : undefined,
      ),
    )
    .returning({ id: documents.id })
    .get();
  if (row) await deleteProgress(db, job.documentId, { version: job.version });
  return row !== undefined;
}

/** At most this many documents are failed per sweep (the next sweep takes the rest), so a run's cost is bounded. */
export const STUCK_SWEEP_LIMIT = 200;

/**
 * Marks failed the documents processing with no change and no ingestion
 * progress since `now - STUCK_AFTER_MS`, up to `limit` of them, read through
 * the status index; returns them for the rooms to hear.
 */
export async function failStuckDocuments(
  db: Database,
  now = Date.now(),
  limit = STUCK_SWEEP_LIMIT,
): Promise<{ id: string; projectId: string }[]> {
  const since = sql`max(coalesce(${documents.updatedAt}, ${documents.createdAt}), coalesce(${lastProgressAt()}, 0))`;
  const stuck = db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.status, "processing"), lt(since, now - STUCK_AFTER_MS)))
    .limit(limit);
  const failed = await db
    .update(documents)
    .set({ status: "failed", statusReason: STUCK_REASON, updatedAt: now })
    .where(and(inArray(documents.id, stuck), eq(documents.status, "processing")))
    .returning({ id: documents.id, projectId: documents.projectId })
    .all();
  await deleteDocumentsProgress(
    db,
    failed.map((document) => document.id),
  );
  return failed;
}
