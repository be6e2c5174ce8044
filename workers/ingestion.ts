import type { AppEnv } from "./core/context.ts";
import { healthResponse, livenessResponse } from "./core/health/checks.ts";
import { storeIngestionReport } from "./core/health/ingestion-report.ts";
import { ingestionReadiness } from "./core/health/readiness.ts";
import { logger, requestIdOf, withLogContext } from "./core/log.ts";
import { isTeamCaller } from "./web/http/team-caller.ts";
import {
  DEAD_LETTER_QUEUE,
  handleDeadLetters,
  handleIngestBatch,
  type IngestionEnv,
  type IngestJob,
  sweepStuckDocuments,
} from "./ingestion/consumer.ts";

type Loose = IngestionEnv & Record<string, unknown>;

/**
 * The ingestion Worker (wrangler.ingestion.toml): the queue consumer that
 * turns uploaded files into searchable chunks (PDF parsing and embedding live
 * here, so the web Worker ships neither), the dead-letter queue's consumer,
 * and the scheduled sweep of documents stuck in `processing`. It publishes
 * document events to the web Worker's ChatRoom Durable Objects.
 *
 * Its health: GET /health (its bindings) and /health/live on whatever route
 * an operator gives it (none by default, docs/deploy.md); the cron writes the
 * same report to R2, where the web Worker's /api/health reads it. Like the web
 * Worker's, it says up or down to anyone and names its parts only to a Nexo
 * team account's token (verified with JWT_SIGNING_KEYS and APP_ORIGIN, which
 * it holds for that alone; never APP_SECRET, so a session cookie is not read).
 */
export default {
  async fetch(request, env) {
    const { pathname } = new URL(request.url);
    if (pathname === "/health/live") return livenessResponse("ingestion");
    if (pathname !== "/health") return Response.json({ error: "not found" }, { status: 404 });
    return withLogContext({ requestId: requestIdOf(request) }, async () =>
      healthResponse("ingestion", await ingestionReadiness(env as Loose), {
        // Its env is part of the web Worker's: without APP_SECRET a session cookie is not read, a token is.
        details: await isTeamCaller(request, env as Partial<AppEnv> as AppEnv),
      }),
    );
  },
  async queue(batch, env) {
    // One message a batch (max_batch_size = 1): its id is the log lines' request id.
    const first = batch.messages[0];
    await withLogContext({ requestId: first?.id, projectId: first?.body.projectId }, async () => {
      if (batch.queue === DEAD_LETTER_QUEUE) await handleDeadLetters(batch, env);
      else await handleIngestBatch(batch, env);
    });
  },
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(
      withLogContext({ requestId: `cron-${controller.scheduledTime}` }, async () => {
        const failed = await sweepStuckDocuments(env).catch((error: unknown) => {
          logger.error("sweep_failed", { sweep: "stuck-documents", error });
          return null;
        });
        if (failed !== null) logger.info("sweep_stuck_documents", { failed });
        const report = await ingestionReadiness(env as Loose);
        if (!report.ok) logger.error("health_failed", { worker: "ingestion", failing: report.failing });
        await storeIngestionReport(env.DOCUMENTS, report, controller.scheduledTime).catch((error: unknown) =>
          logger.error("health_report_not_stored", { error }),
        );
      }),
    );
  },
} satisfies ExportedHandler<IngestionEnv, IngestJob>;
