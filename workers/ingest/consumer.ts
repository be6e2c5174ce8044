import type { AppEnv } from "../../app/server/context";

export interface IngestJob {
  documentId: string;
  projectId: string;
}

/**
 * Queue consumer for document ingestion. The parse → chunk → embed pipeline
 * arrives with document upload; until then a job is acknowledged and logged so
 * nothing piles up in the queue.
 */
export async function handleIngestBatch(batch: MessageBatch<IngestJob>, _env: AppEnv): Promise<void> {
  for (const message of batch.messages) {
    console.log("ingest job received", message.body.documentId);
    message.ack();
  }
}
