import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { listDocumentsAwaitingIngestion } from "#core/db/documents.ts";
import { findProgress } from "#core/db/ingestion-progress.ts";
import { type ReindexProgress, reembedStale } from "#core/search/reindex.ts";
import { searchServices } from "#core/search/search-services.ts";

/**
 * What a local start does once `wrangler dev` is up (the store lives in the
 * web Worker, out of the Node scripts' reach): queue the documents waiting
 * for ingestion (the seed's, or runs a stopped server left half-way, from
 * their recorded step), and
 * re-embed documents whose vectors are of another model. Each call works for
 * at most `budgetMs`; call again until nothing remains (scripts/start.mjs).
 */
export interface MaintenanceProgress {
  reindex: ReindexProgress;
  /** Documents still processing (queued by this call when `queue` was asked). */
  processing: number;
}

export async function runLocalMaintenance(
  env: AppEnv,
  options: { budgetMs: number; queue: boolean },
): Promise<MaintenanceProgress> {
  const deadline = Date.now() + options.budgetMs;
  const db = database(env.DB);
  const services = { db, ...searchServices(env) };
  const pending = await listDocumentsAwaitingIngestion(db);
  if (options.queue) {
    for (const job of pending) {
      const progress = await findProgress(db, job.documentId, job.version);
      await env.INGEST_QUEUE.send(progress ? { ...job, cursor: { run: progress.run, step: progress.step } } : job);
    }
  }
  const reindex = await reembedStale(services, { deadline: Math.max(deadline, Date.now() + 1_000) });
  return { reindex, processing: pending.length };
}
