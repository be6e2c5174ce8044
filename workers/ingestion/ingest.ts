import { findDocument, markFailedStatement } from "#core/db/documents.ts";
import {
  deleteProgress,
  deleteProgressStatement,
  findProgress,
  handOver,
  type IngestionProgress,
  startRun,
  type StepOwner,
} from "#core/db/ingestion-progress.ts";
import type { IngestionPhase } from "#core/db/schema.ts";
import {
  discardVersion,
  embedPhase,
  extractPhase,
  finishAgain,
  finishPhase,
  type IngestDeps,
  type StepLimits,
} from "./ingest-phases.ts";

/**
 * One document version from its file to searchable chunks, in steps that each
 * fit well inside a Worker invocation's limits, one queue message
 * a step: extract the text and store the chunks (a window of a Markdown or
 * text file, or a PDF's page range, a step),
 * embed them into the vector index a range of chunk indexes a step, then
 * finish: only once the vectors answer does one guarded UPDATE make this
 * version the live one. Until then the new chunks are invisible to search, so
 * a failure at any step leaves the document as it was, never half-indexed;
 * the previous version's chunks are removed after the switch (ADR 009).
 *
 * Where a run has got to is stored in D1 (ingestion_progress): a slice of
 * chunks and its progress in one batch, an embedded range's progress right
 * after its upsert. Each step's message names its run and step. A
 * step delivered again (its isolate killed, or an error retried) continues
 * from the stored progress; a stale or duplicated message does nothing.
 * Small documents go through every phase in their first step.
 */
export interface IngestJob {
  documentId: string;
  projectId: string;
  version: number;
  /**
   * Which step of which run this message is. Absent on a run's first message:
   * an upload, a saved edit, Reprocessar, or a job queued before steps existed.
   */
  cursor?: IngestCursor;
  /** How many times this step has waited for a throttling provider (./consumer.ts); absent: none. */
  waits?: number;
  /** How many times this step has waited out a transient failure (an outage: ./consumer.ts); absent: none. */
  retries?: number;
}

export interface IngestCursor {
  run: string;
  step: number;
}

export type { IngestDeps, StepLimits };

/**
 * Per step: one window of a Markdown or text file (at most 1 MiB, ended at a
 * heading or blank line: about 1,000 chunks, what an embedding step does, and
 * a parse a fifth of the 5 MB file's), or 20 PDF pages, the chunks stored 480
 * a call to the project's store (one transaction there); plus up to 1,024
 * chunks embedded 256 a call. docs/performance.md has what each step costs.
 */
export const STEP_LIMITS: StepLimits = {
  sliceChunks: 480,
  embedBatch: 256,
  stepChunks: 1024,
  pdfPages: 20,
  textWindowBytes: 1024 * 1024,
};

export type StepOutcome =
  /** The version is live. */
  | { kind: "ready" }
  /** The document was deleted or edited since: the newer job indexes it. */
  | { kind: "stale" }
  /**
   * The run goes on in another step: send this message. `resent` when this
   * step had already handed over and is here again: worth sending only on a
   * retry (the first send may have failed), not for a mere duplicate.
   */
  | { kind: "next"; job: IngestJob; resent: boolean }
  /** A duplicate, or a step of a run that ended or was replaced: nothing to do. */
  | { kind: "idle" };

/** What one step did, for its log line. */
export interface StepReport {
  outcome: StepOutcome;
  step: number;
  phases: IngestionPhase[];
  /** Chunks stored plus chunks embedded by this step. */
  chunks: number;
}

export async function runIngestStep(
  deps: IngestDeps,
  job: IngestJob,
  limits: StepLimits = STEP_LIMITS,
): Promise<StepReport> {
  const { db } = deps;
  const report = (outcome: StepOutcome, phases: IngestionPhase[] = [], chunks = 0): StepReport => ({
    outcome,
    step: job.cursor?.step ?? 0,
    phases,
    chunks,
  });
  const document = await findDocument(db, job.projectId, job.documentId);
  // Deleted, or edited again since this job was queued: the newer job will index it.
  if (!document || document.version !== job.version) {
    if (document) await deleteProgress(db, job.documentId, { version: job.version });
    return report({ kind: "stale" });
  }
  if (document.status === "ready" && document.indexedVersion === job.version) {
    await finishAgain(deps, document);
    return report({ kind: "ready" });
  }

  const claim = await claimStep(deps, job);
  if ("outcome" in claim) return report(claim.outcome);
  let progress = claim.progress;
  const owner: StepOwner = { documentId: job.documentId, version: job.version, run: progress.run, step: progress.step };
  const phases: IngestionPhase[] = [];
  let chunks = 0;
  while (chunks < limits.stepChunks) {
    phases.push(progress.phase);
    if (progress.phase === "finish")
      return report({ kind: await finishPhase(deps, document, progress) }, phases, chunks);
    const done =
      progress.phase === "extract"
        ? await extractPhase(deps, document, owner, progress, limits)
        : await embedPhase(deps, document, owner, progress, limits.stepChunks - chunks, limits);
    // Another copy of this step handed over, or the run was replaced: that one goes on.
    if (!done) return report({ kind: "idle" }, phases, chunks);
    progress = done.progress;
    chunks += done.chunks;
    // A file with windows or pages left: the next part is the next step's.
    if (progress.phase === "extract") break;
  }
  if (!(await handOver(db, owner))) return report({ kind: "idle" }, phases, chunks);
  return report({ kind: "next", job: stepJob(job, progress.run, owner.step + 1), resent: false }, phases, chunks);
}

function stepJob(job: IngestJob, run: string, step: number): IngestJob {
  return { documentId: job.documentId, projectId: job.projectId, version: job.version, cursor: { run, step } };
}

/**
 * Whether this message may work now, on which run. A first message starts a
 * run (or joins the one a copy of it started); a step's message works only
 * while its run is the version's and its step the current one.
 */
async function claimStep(
  deps: IngestDeps,
  job: IngestJob,
): Promise<{ progress: IngestionProgress } | { outcome: StepOutcome }> {
  const found = await findProgress(deps.db, job.documentId, job.version);
  if (!job.cursor && !found) {
    // A new run: whatever an earlier, abandoned attempt left of this version goes first.
    await discardVersion(deps, job.documentId, job.projectId, job.version);
    return { progress: await startRun(deps.db, job.documentId, job.version) };
  }
  if (!found || (job.cursor && job.cursor.run !== found.run)) return { outcome: { kind: "idle" } };
  const step = job.cursor?.step ?? 0;
  if (found.step === step) return { progress: found };
  // This step handed over, but sending the next message may have failed (the retry that brought it here again):
  // send it again. Were it sent after all, its two copies race for one hand-over and the loser stops.
  if (found.step === step + 1)
    return { outcome: { kind: "next", job: stepJob(job, found.run, found.step), resent: true } };
  return { outcome: { kind: "idle" } };
}

export type IngestOutcome = "ready" | "stale";

/**
 * Every step of a version's ingestion in this isolate, one after another: for
 * benchmarks and tests that want a document indexed now. A run left half-way
 * is continued from its stored progress.
 */
export async function ingestDocument(
  deps: IngestDeps,
  job: IngestJob,
  limits: StepLimits = STEP_LIMITS,
): Promise<IngestOutcome> {
  const found = job.cursor ? undefined : await findProgress(deps.db, job.documentId, job.version);
  let current = found ? stepJob(job, found.run, found.step) : job;
  for (;;) {
    const { outcome } = await runIngestStep(deps, current, limits);
    if (outcome.kind !== "next") return outcome.kind === "ready" ? "ready" : "stale";
    current = outcome.job;
  }
}

/**
 * Marks the version failed with the reason, and drops whatever its run had
 * indexed. A step of a run that was replaced meanwhile fails nothing (false).
 */
export async function failIngestion(deps: IngestDeps, job: IngestJob, reason: string): Promise<boolean> {
  const { db } = deps;
  if (job.cursor && (await findProgress(db, job.documentId, job.version))?.run !== job.cursor.run) return false;
  // The mark and the end of the run together: a later Reprocessar starts a run of its own.
  await db.batch([
    markFailedStatement(db, job.documentId, job.version, reason),
    deleteProgressStatement(db, job.documentId, { version: job.version }),
  ]);
  await discardVersion(deps, job.documentId, job.projectId, job.version);
  return true;
}

/** The message a user reads when ingestion fails for a reason that is not theirs. */
export const TRANSIENT_FAILURE = "O processamento falhou várias vezes. Tente reprocessar o documento.";

export { awaitVisibleVectors, VECTOR_VISIBILITY_WAIT_MS } from "./ingest-phases.ts";
