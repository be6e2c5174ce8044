import type { AppEnv } from "../../app/server/context";
import { database } from "../../app/server/db/client.server";
import { failDeadLetter, failStuckDocuments } from "../../app/server/documents/document-failures.server";
import {
  failIngestion,
  IngestError,
  type IngestDeps,
  ingestDocument,
  type IngestJob,
  TRANSIENT_FAILURE,
} from "../../app/server/documents/ingest.server";
import { publishDocument } from "../../app/server/realtime/rooms.server";
import { searchServices } from "../../app/server/search/search-services";

export type { IngestJob };

/** What the ingestion Worker is bound to (wrangler.ingestion.toml): a part of the web Worker's env. */
export type IngestionEnv = Pick<
  AppEnv,
  | "DB"
  | "DOCUMENTS"
  | "VECTORIZE"
  | "VECTOR_INDEX"
  | "CHAT_ROOM"
  | "INGEST_QUEUE"
  | "ENVIRONMENT"
  | "OPENAI_API_KEY"
  | "OPENAI_BASE_URL"
  | "AI"
  | "WORKERS_AI_EMBEDDING_MODEL"
>;

/** The queue that receives jobs whose every attempt failed (wrangler.ingestion.toml). */
export const DEAD_LETTER_QUEUE = "nexo-ingest-dlq";

/**
 * Attempts per job: the first delivery plus wrangler.toml's max_retries (3).
 * A failure that will not change on retry (corrupt PDF, no text) ends at once;
 * anything else is retried with backoff and, on the last attempt, the
 * document is marked failed with a reason (the message is then acknowledged,
 * so nothing is left for the dead-letter queue to hold).
 */
export const INGEST_MAX_ATTEMPTS = 4;

export async function handleIngestBatch(batch: MessageBatch<IngestJob>, env: IngestionEnv): Promise<void> {
  const deps: IngestDeps = { db: database(env.DB), bucket: env.DOCUMENTS, ...searchServices(env) };
  for (const message of batch.messages) {
    const job = message.body;
    try {
      const outcome = await ingestDocument(deps, job);
      message.ack();
      if (outcome === "ready") await publishDocument(env, job.projectId, job.documentId, "ready");
    } catch (error) {
      const permanentReason = error instanceof IngestError && error.permanent ? error.message : null;
      if (permanentReason || message.attempts >= INGEST_MAX_ATTEMPTS) {
        console.warn("ingestion failed for good", job.documentId, error);
        await failIngestion(deps, job, permanentReason ?? TRANSIENT_FAILURE);
        message.ack();
        await publishDocument(env, job.projectId, job.documentId, "failed");
      } else {
        console.warn(`ingestion attempt ${message.attempts} failed; retrying`, job.documentId, error);
        message.retry({ delaySeconds: 2 ** message.attempts });
      }
    }
  }
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
    console.error(JSON.stringify({ event: "ingestion_dead_letter", documentId: job.documentId, version: job.version, attempts: message.attempts }));
    if (await failDeadLetter(db, job)) await publishDocument(env, job.projectId, job.documentId, "failed");
    message.ack();
  }
}

/** The scheduled sweep: documents processing past the deadline become failed with a reason. */
export async function sweepStuckDocuments(env: IngestionEnv, now = Date.now()): Promise<number> {
  const failed = await failStuckDocuments(database(env.DB), now);
  for (const document of failed) {
    console.warn(JSON.stringify({ event: "ingestion_stuck", documentId: document.id }));
    await publishDocument(env, document.projectId, document.id, "failed");
  }
  return failed.length;
}
