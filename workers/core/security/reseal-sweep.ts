import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { factorsSealedOtherwise, resealFactorSecret } from "#core/db/mfa.ts";
import { logger } from "#core/log.ts";
import { unsealSecret } from "#core/mfa/totp.ts";
import { appSecrets } from "./app-secret.ts";
import { currentSealPrefix } from "./sealing.ts";

/** Secrets sealed again per run; a rotation of a larger table takes a few hourly runs. */
export const RESEAL_BATCH = 500;

export interface ResealReport {
  resealed: number;
  /** Values no key of APP_SECRET opens (sealed with a key already removed): their factors no longer work. */
  unreadable: number;
  /** Whether the batch was full, so more may be left for the next run. */
  more: boolean;
}

/**
 * Part of the web Worker's hourly cron, only while APP_SECRET lists previous
 * keys (a rotation, docs/deploy.md): TOTP secrets still sealed with a previous
 * key are sealed again with the current one, so the previous key can be
 * removed without locking out anyone who did not sign in meanwhile. Each run
 * logs one `secrets_resealed` line; a run with `more: false` and nothing
 * resealed means no TOTP secret depends on a previous key any more.
 */
export async function resealSecrets(
  env: Pick<AppEnv, "APP_SECRET" | "DB" | "ENVIRONMENT">,
  limit = RESEAL_BATCH,
): Promise<ResealReport | null> {
  if ((await appSecrets(env)).length < 2) return null;
  const db = database(env.DB);
  const rows = await factorsSealedOtherwise(db, await currentSealPrefix(env), limit);
  const report: ResealReport = { resealed: 0, unreadable: 0, more: rows.length === limit };
  for (const row of rows) {
    if (!row.secret) continue;
    // unsealSecret logs each secret no key opens (`secret_unreadable`).
    const opened = await unsealSecret(env, row.secret);
    if (!opened) {
      report.unreadable += 1;
      continue;
    }
    if (opened.resealed) await resealFactorSecret(db, row.id, row.secret, opened.resealed);
    report.resealed += 1;
  }
  logger.info("secrets_resealed", { ...report });
  return report;
}
