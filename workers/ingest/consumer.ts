import type { AppEnv } from "../../app/server/context";
import { database } from "../../app/server/db/client.server";
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

/**
 * Attempts per job: the first delivery plus wrangler.toml's max_retries (3).
 * A failure that will not change on retry (corrupt PDF, no text) ends at once;
 * anything else is retried with backoff and, on the last attempt, the
 * document is marked failed with a reason (the message is then acknowledged,
 * so nothing is left for the dead-letter queue to hold).
 */
export const INGEST_MAX_ATTEMPTS = 4;

export async function handleIngestBatch(batch: MessageBatch<IngestJob>, env: AppEnv): Promise<void> {
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
