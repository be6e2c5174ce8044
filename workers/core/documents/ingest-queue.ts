import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { markFailed } from "#core/db/documents.ts";
import type { IngestJob } from "#workers/ingestion/ingest.ts";
import { logger } from "#core/log.ts";

export const NOT_QUEUED = "Não foi possível agendar o processamento. Tente reprocessar o documento.";

/** Queues a document version for ingestion; when the queue refuses, the version is marked failed with a reason. */
export async function enqueueIngestion(env: AppEnv, job: IngestJob): Promise<boolean> {
  try {
    await env.INGEST_QUEUE.send(job);
    return true;
  } catch (error) {
    logger.error("ingestion_not_queued", { projectId: job.projectId, documentId: job.documentId, error });
    await markFailed(database(env.DB), job.documentId, job.version, NOT_QUEUED);
    return false;
  }
}
