/**
 * What the workerd test pool runs as its one Worker: the web Worker
 * (workers/web.ts: pages, API, ChatRoom) and the ingestion Worker's queue and
 * scheduled handlers (workers/ingestion.ts), side by side, so an upload in a
 * test is consumed as it is under `wrangler dev`. Both entries are the
 * deployed modules themselves; `npm start` and the e2e tests run them as the
 * two Workers they are.
 */
import web from "#workers/web.ts";
import type { IngestJob } from "#workers/ingestion/consumer.ts";
import ingestion from "#workers/ingestion.ts";

export { ChatRoom, ProjectStore } from "#workers/web.ts";

export default {
  fetch: web.fetch,
  queue: ingestion.queue,
  // Production runs two crons, one per Worker; the pool has one Worker, so one cron runs both.
  async scheduled(controller, env, ctx) {
    await Promise.all([web.scheduled(controller, env, ctx), ingestion.scheduled(controller, env, ctx)]);
  },
} satisfies ExportedHandler<Env, IngestJob>;
