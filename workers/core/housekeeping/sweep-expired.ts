import { LONGEST_RATE_LIMIT_WINDOW_MS } from "#core/auth/rate-limit.ts";
import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { deleteExpiredEmailTokens, deleteOutboxMessagesBefore } from "#core/db/email.ts";
import { deleteAllExpiredChallenges, deleteExpiredUnverifiedFactors } from "#core/db/mfa.ts";
import { deleteRateLimitWindowsBefore } from "#core/db/rate-limits.ts";
import { deleteOrphanSockets } from "#core/db/realtime-sockets.ts";
import { deleteExpiredRefreshTokens } from "#core/db/refresh-tokens.ts";
import { deleteExpiredAuthSessions } from "#core/db/users.ts";
import { ENROLMENT_TTL_MS } from "#core/mfa/factors.ts";
import { logger } from "#core/log.ts";

/** Local outbox messages are kept this long: their codes and links expired long before (e-mail limits). */
export const OUTBOX_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

export interface SweepReport {
  authSessions: number;
  refreshTokens: number;
  realtimeSockets: number;
  mfaChallenges: number;
  unverifiedFactors: number;
  emailTokens: number;
  outboxMessages: number;
  rateLimitWindows: number;
}

/**
 * What the web Worker's cron deletes: records that can no longer grant
 * anything. Every check already refuses them when it meets them (an expired
 * session, challenge or code is refused where it is read), so this is about
 * storage and about not keeping credentials longer than they live, not about
 * access. Each delete finds its rows through an index (only the open sockets,
 * a small table, are read whole: tests/integration/housekeeping.test.ts); a run
 * that fails half-way leaves nothing inconsistent, and the next run finishes.
 * Sessions go before sockets, so a socket whose session expired is an orphan
 * in the same run.
 */
export async function sweepExpiredRecords(env: Pick<AppEnv, "DB">, now = Date.now()): Promise<SweepReport> {
  const db = database(env.DB);
  // In this order (sessions before the sockets and tokens they leave behind).
  const report: SweepReport = {
    authSessions: await deleteExpiredAuthSessions(db, now),
    refreshTokens: await deleteExpiredRefreshTokens(db, now),
    realtimeSockets: await deleteOrphanSockets(db),
    mfaChallenges: await deleteAllExpiredChallenges(db, now),
    unverifiedFactors: await deleteExpiredUnverifiedFactors(db, now - ENROLMENT_TTL_MS),
    emailTokens: await deleteExpiredEmailTokens(db, now),
    outboxMessages: await deleteOutboxMessagesBefore(db, now - OUTBOX_KEPT_MS),
    rateLimitWindows: await deleteRateLimitWindowsBefore(db, now - LONGEST_RATE_LIMIT_WINDOW_MS),
  };
  logger.info("sweep_expired", { ...report });
  return report;
}
