import type { AppEnv } from "#core/context.ts";
import { type HealthReport, PartFailure, runChecks } from "./checks.ts";
import { INGESTION_REPORT_KEY, judgeIngestionReport } from "./ingestion-report.ts";
import { aiPart, bindingPart, d1Parts, r2Part, secretsPart, vectorizePart } from "./parts.ts";

/**
 * What each Worker needs to do its work, checked cheaply: one D1 read (the
 * newest migration, which is also the schema check), one R2 head, and the
 * presence of the other bindings (a queue, Vectorize, Workers AI and Durable
 * Object bindings have no free call; a missing one is what a deploy gets wrong).
 */
type Env = Pick<AppEnv, "ENVIRONMENT"> & Record<string, unknown>;

/** GET /api/health: the web Worker's parts, and the ingestion Worker's last report. */
export async function webReadiness(env: AppEnv, now = Date.now()): Promise<HealthReport> {
  const loose = env as unknown as Env;
  let ingestion: R2Object | null | undefined;
  const r2 = r2Part(loose, INGESTION_REPORT_KEY, (head) => {
    ingestion = head;
  });
  const r2Once = r2();
  return runChecks({
    ...d1Parts(loose),
    r2: () => r2Once,
    queue: bindingPart(loose, "INGEST_QUEUE", "send"),
    vectorize: vectorizePart(loose),
    ai: aiPart(loose),
    rooms: bindingPart(loose, "CHAT_ROOM", "idFromName"),
    stores: bindingPart(loose, "PROJECT_STORE", "idFromName"),
    assets: bindingPart(loose, "ASSETS", "fetch"),
    secrets: secretsPart(loose, now),
    ingestion: async () => {
      await r2Once.catch(() => {
        throw new PartFailure("R2 did not answer, so its report could not be read");
      });
      const verdict = judgeIngestionReport(ingestion ?? null, now);
      if (!verdict.ok) throw new PartFailure(verdict.message);
      return verdict.message;
    },
  });
}

/** The ingestion Worker's parts: what its queue consumer, its dead-letter consumer and its sweep use. */
export function ingestionReadiness(env: Env): Promise<HealthReport> {
  return runChecks({
    ...d1Parts(env),
    r2: r2Part(env, INGESTION_REPORT_KEY),
    queue: bindingPart(env, "INGEST_QUEUE", "send"),
    vectorize: vectorizePart(env),
    ai: aiPart(env),
    rooms: bindingPart(env, "CHAT_ROOM", "idFromName"),
    stores: bindingPart(env, "PROJECT_STORE", "idFromName"),
  });
}
