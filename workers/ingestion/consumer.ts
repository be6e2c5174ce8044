import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { failDeadLetter, failStuckDocuments } from "./document-failures.ts";
import {
  failIngestion,
  type IngestDeps,
  type IngestJob,
  runIngestStep,
  STEP_LIMITS,
  type StepLimits,
  type StepReport,
  TRANSIENT_FAILURE,
} from "./ingest.ts";
import { touchProgress } from "#core/db/ingestion-progress.ts";
import { isPermanentFailure } from "./ingest-failure.ts";
import { publishDocument } from "#core/realtime/rooms.ts";
import { searchServices } from "#core/search/search-services.ts";
import { logger } from "#core/log.ts";
import {
  isProviderThrottle,
  MAX_OUTAGE_RETRIES,
  MAX_THROTTLE_WAITS,
  outageDelaySeconds,
  THROTTLED_FOR_TOO_LONG,
  throttleDelaySeconds,
} from "./provider-throttle.ts";

export type { IngestJob };

/** What the ingestion Worker is bound to (wrangler.ingestion.toml): a part of the web Worker's env. */
export type IngestionEnv = Pick<
  AppEnv,
  | "DB"
  | "DOCUMENTS"
  | "VECTORIZE"
  | "VECTORIZE_2"
  | "VECTORIZE_INDEXES"
  | "VECTORIZE_MAX_VECTORS"
  | "VECTOR_INDEX"
  | "CHAT_ROOM"
  | "PROJECT_STORE"
  | "PROJECT_MAX_DOCUMENTS"
  | "PROJECT_MAX_STORAGE_MB"
  | "PROJECT_MAX_CHUNKS"
  | "INGEST_QUEUE"
  | "ENVIRONMENT"
  | "OPENAI_API_KEY"
  | "OPENAI_BASE_URL"
  | "AI"
  | "WORKERS_AI_EMBEDDING_MODEL"
  // Only to verify a team token before its /health names its parts (workers/ingestion.ts).
  | "JWT_SIGNING_KEYS"
  | "APP_ORIGIN"
>;

/** The queue that receives jobs whose every attempt failed (wrangler.ingestion.toml). */
export const DEAD_LETTER_QUEUE = "nexo-ingest-dlq";

/**
 * Deliveries per message: the first plus wrangler.ingestion.toml's
 * max_retries (3). A failure that will not change on retry (corrupt PDF, no
 * text) ends at once; a transient one is waited out by sending the step's
 * message again with a growing delay (below), so these deliveries count only
 * when that send fails too (Queues itself down) or an isolate dies (then the
 * dead-letter queue): on the last one the document is marked failed with a
 * reason. Each step of a run is a message of its own, with attempts of its own.
 */
export const INGEST_MAX_ATTEMPTS = 4;

/**
 * One step per message (workers/ingestion/ingest.ts): a step that
 * leaves work sends the next step's message before its own is acknowledged,
 * so a run is never without a message to carry it on.
 *
 * A provider that throttles (429, a used-up quota: ./provider-throttle.ts)
 * is waited for, not counted as a failure: the step's message is sent again
 * with a growing delay (10 s doubling to 15 minutes) and its own is
 * acknowledged. Retrying the message itself (`message.retry`) would spend its
 * attempts, and a provider busy for a few minutes would send the document to
 * the dead-letter queue, failed. The wait counts as a sign of life for the
 * stuck sweep; after MAX_THROTTLE_WAITS (hours) the document fails with a
 * reason. Any other transient failure (D1, R2, the project's store or
 * Vectorize unavailable) is waited out the same way, from 2 s doubling to 5
 * minutes, MAX_OUTAGE_RETRIES times (about half an hour): the message's own
 * retries (2, 4, 8 s) would fail every document in flight during a blip of
 * fifteen seconds. `limits` and `services` are for tests.
 */
export async function handleIngestBatch(
  batch: MessageBatch<IngestJob>,
  env: IngestionEnv,
  limits: StepLimits = STEP_LIMITS,
  services: Partial<IngestDeps> = {},
): Promise<void> {
  const deps: IngestDeps = {
    db: database(env.DB),
    bucket: env.DOCUMENTS,
    quota: env,
    ...searchServices(env),
    ...services,
  };
  for (const message of batch.messages) {
    const job = message.body;
    const startedAt = Date.now();
    try {
      const report = await runIngestStep(deps, job, limits);
      const { outcome } = report;
      // A first delivery of a step that already handed over is a duplicate: its next message went out. A retry
      // (the message's own, or one this consumer sent again after a failure) may follow a failed send: send it.
      const retried = message.attempts > 1 || (job.retries ?? 0) > 0;
      if (outcome.kind === "next" && (!outcome.resent || retried)) await env.INGEST_QUEUE.send(outcome.job);
      message.ack();
      logStep(job, report, startedAt, message.attempts);
      if (outcome.kind === "ready") await publishDocument(env, job.projectId, job.documentId, "ready");
    } catch (error) {
      const waits = job.waits ?? 0;
      if (isProviderThrottle(error) && waits < MAX_THROTTLE_WAITS) {
        const delaySeconds = throttleDelaySeconds(waits);
        await env.INGEST_QUEUE.send({ ...job, waits: waits + 1 }, { delaySeconds });
        await touchProgress(deps.db, job.documentId, job.version).catch(() => {});
        message.ack();
        logger.warn("ingestion_throttled", { documentId: job.documentId, waits: waits + 1, delaySeconds });
        continue;
      }
      const permanentReason = isPermanentFailure(error)
        ? error.message
        : isProviderThrottle(error)
          ? THROTTLED_FOR_TOO_LONG
          : null;
      const retries = job.retries ?? 0;
      if (!permanentReason && retries < MAX_OUTAGE_RETRIES) {
        const delaySeconds = outageDelaySeconds(retries);
        const sent = await env.INGEST_QUEUE.send({ ...job, retries: retries + 1 }, { delaySeconds }).then(
          () => true,
          () => false,
        );
        if (sent) {
          await touchProgress(deps.db, job.documentId, job.version).catch(() => {});
          message.ack();
          logger.warn("ingestion_retry", {
            projectId: job.projectId,
            documentId: job.documentId,
            version: job.version,
            retries: retries + 1,
            delaySeconds,
            error,
          });
          continue;
        }
      }
      if (permanentReason || retries >= MAX_OUTAGE_RETRIES || message.attempts >= INGEST_MAX_ATTEMPTS) {
        logger.error("ingestion_failed", {
          projectId: job.projectId,
          documentId: job.documentId,
          version: job.version,
          attempts: message.attempts,
          permanent: permanentReason !== null,
          error,
        });
        const failed = await failIngestion(deps, job, permanentReason ?? TRANSIENT_FAILURE);
        message.ack();
        if (failed) await publishDocument(env, job.projectId, job.documentId, "failed");
      } else {
        logger.warn("ingestion_retry", {
          projectId: job.projectId,
          documentId: job.documentId,
          version: job.version,
          attempts: message.attempts,
          error,
        });
        message.retry({ delaySeconds: 2 ** message.attempts });
      }
    }
  }
}

/**
 * One line per step, for the logs (and `npm run bench:ingest`, which reads
 * them): what the step did and its wall time inside the Worker, I/O waits
 * included. A Worker cannot read its own CPU time; the platform's metrics have it.
 */
function logStep(job: IngestJob, report: StepReport, startedAt: number, attempts: number): void {
  const endedAt = Date.now();
  logger.info("ingestion_step", {
    projectId: job.projectId,
    documentId: job.documentId,
    version: job.version,
    step: report.step,
    phases: report.phases,
    chunks: report.chunks,
    outcome: report.outcome.kind,
    attempts,
    startedAt,
    endedAt,
    wallMs: endedAt - startedAt,
  });
}

/**
 * The dead-letter queue's consumer. A job lands there when its last attempt
 * never reached the failure handling above (the isolate was killed: CPU or
 * memory limit); its document would otherwise stay `processing` for ever.
 */
export async function handleDeadLetters(batch: MessageBatch<IngestJob>, env: IngestionEnv): Promise<void> {
  const db = database(env.DB);
  for (const message of batch.messages) {
    const job = message.body;
    logger.error("ingestion_dead_letter", {
      projectId: job.projectId,
      documentId: job.documentId,
      version: job.version,
      step: job.cursor?.step ?? 0,
      attempts: message.attempts,
    });
    if (await failDeadLetter(db, job)) await publishDocument(env, job.projectId, job.documentId, "failed");
    message.ack();
  }
}

/** The scheduled sweep: documents whose ingestion made no progress for an hour become failed with a reason. */
export async function sweepStuckDocuments(env: IngestionEnv, now = Date.now()): Promise<number> {
  const failed = await failStuckDocuments(database(env.DB), now);
  for (const document of failed) {
    logger.error("ingestion_stuck", { projectId: document.projectId, documentId: document.id });
    await publishDocument(env, document.projectId, document.id, "failed");
  }
  return failed.length;
}
