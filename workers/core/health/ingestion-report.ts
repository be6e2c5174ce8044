import type { HealthReport } from "./checks.ts";

/**
 * The ingestion Worker serves no public route, so its cron (every 30
 * minutes) writes its own health report to R2, and the web Worker's
 * /api/health reads it with the head it makes of the bucket anyway: one URL
 * tells an operator about both Workers, and about the cron running at all.
 */
export const INGESTION_REPORT_KEY = "health/ingestion.json";

/** Two cron periods and a margin: an older report means the ingestion Worker's cron is not running. */
export const INGESTION_REPORT_STALE_MS = 65 * 60_000;

export async function storeIngestionReport(bucket: R2Bucket, report: HealthReport, now = Date.now()): Promise<void> {
  await bucket.put(INGESTION_REPORT_KEY, JSON.stringify({ ...report, checkedAt: new Date(now).toISOString() }), {
    httpMetadata: { contentType: "application/json" },
    customMetadata: { checkedAt: String(now), failing: report.failing.join(",") },
  });
}

/**
 * The verdict on the report's head: fine (with when it was made), or a message
 * naming what failed. No report yet is fine: the cron has not run since the
 * first deploy (and never runs under `wrangler dev`).
 */
export function judgeIngestionReport(head: R2Object | null, now = Date.now()): { ok: boolean; message: string } {
  if (!head) return { ok: true, message: "no report yet (the ingestion Worker's cron writes one every 30 minutes)" };
  const checkedAt = Number(head.customMetadata?.checkedAt ?? Number.NaN);
  const failing = head.customMetadata?.failing ?? "";
  const when = Number.isFinite(checkedAt) ? new Date(checkedAt).toISOString() : "an unknown time";
  if (!Number.isFinite(checkedAt) || now - checkedAt > INGESTION_REPORT_STALE_MS) {
    return { ok: false, message: `last report at ${when}: its cron has not run since` };
  }
  if (failing) return { ok: false, message: `its report at ${when} names ${failing.split(",").join(", ")}` };
  return { ok: true, message: `reported well at ${when}` };
}
