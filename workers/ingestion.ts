import {
  DEAD_LETTER_QUEUE,
  handleDeadLetters,
  handleIngestBatch,
  type IngestionEnv,
  type IngestJob,
  sweepStuckDocuments,
} from "./ingestion/consumer.ts";

/**
 * The ingestion Worker (wrangler.ingestion.toml): the queue consumer that
 * turns uploaded files into searchable chunks (PDF parsing and embedding live
 * here, so the web Worker ships neither), the dead-letter queue's consumer,
 * and the scheduled sweep of documents stuck in `processing`. It publishes
 * document events to the web Worker's ChatRoom Durable Objects.
 */
export default {
  async queue(batch, env) {
    if (batch.queue === DEAD_LETTER_QUEUE) await handleDeadLetters(batch, env);
    else await handleIngestBatch(batch, env);
  },
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(sweepStuckDocuments(env));
  },
} satisfies ExportedHandler<IngestionEnv, IngestJob>;
