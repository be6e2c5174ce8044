import { logger } from "#core/log.ts";

/**
 * Readiness as a set of named parts, each checked on its own: a part resolves
 * (optionally saying how it is) or throws a message naming what is wrong. A
 * part that takes longer than its budget is failing too, so a hung binding
 * cannot hang the health check.
 */
export type Check = () => Promise<string | undefined>;

export interface PartReport {
  ok: boolean;
  /** How the part is, when it says (the schema version, the AI provider). */
  detail?: string;
  /** What is wrong, when it fails. */
  error?: string;
}

export interface HealthReport {
  ok: boolean;
  /** The failing parts' names, in the order they were listed. */
  failing: string[];
  checks: Record<string, PartReport>;
}

/** A part's budget: the probes are one D1 read and one R2 head, answered in milliseconds when well. */
export const CHECK_TIMEOUT_MS = 3_000;

/** A failure worth its message as it is (the probes throw these); anything else is reported by its message too. */
export class PartFailure extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new PartFailure(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function runChecks(parts: Record<string, Check>, timeoutMs = CHECK_TIMEOUT_MS): Promise<HealthReport> {
  const names = Object.keys(parts);
  const results = await Promise.all(
    names.map(async (name): Promise<PartReport> => {
      try {
        const detail = await withTimeout((parts[name] as Check)(), timeoutMs);
        return detail ? { ok: true, detail } : { ok: true };
      } catch (error) {
        return { ok: false, error: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
  const checks = Object.fromEntries(names.map((name, index) => [name, results[index] as PartReport]));
  const failing = names.filter((name) => !checks[name]?.ok);
  return { ok: failing.length === 0, failing, checks };
}

/**
 * The report as the health endpoints answer it: 200 when every part is well,
 * 503 otherwise (also logged, as `health_failed` naming the failing parts, for
 * an alert). Never cached. `details` (the parts, what fails and why, the
 * schema, the provider, a rotation under way) only for the Nexo team: to
 * anyone else the answer says up or down and nothing an attacker could use.
 */
export function healthResponse(worker: string, report: HealthReport, { details }: { details: boolean }): Response {
  if (!report.ok) {
    logger.error("health_failed", {
      worker,
      failing: report.failing,
      errors: Object.fromEntries(report.failing.map((name) => [name, report.checks[name]?.error])),
    });
  }
  const error = report.ok
    ? undefined
    : report.failing.map((name) => `${name}: ${report.checks[name]?.error ?? "failing"}`).join("; ");
  const body = details
    ? { ok: report.ok, worker, ...(error ? { error } : {}), failing: report.failing, checks: report.checks }
    : { ok: report.ok, worker };
  return Response.json(body, { status: report.ok ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}

/** Liveness: the isolate runs and answers; nothing is read. */
export function livenessResponse(worker: string): Response {
  return Response.json({ ok: true, worker }, { headers: { "Cache-Control": "no-store" } });
}
