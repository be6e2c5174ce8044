import { AsyncLocalStorage } from "node:async_hooks";
import { AppError } from "#isomorphic/app-error.ts";

/**
 * A platform part that did not answer (D1, a Durable Object such as a project's store, R2) is an outage, not a
 * bug: the request is answered 503 with `Retry-After`, so browsers, API clients and uptime monitors wait and try
 * again, instead of a 500 that says something is broken for good. A SQL error of ours (a constraint, a missing
 * table, a syntax error) stays a 500.
 */
export const RETRY_AFTER_SECONDS = 30;

const OUTAGE =
  /D1_ERROR|D1_EXEC_ERROR|D1 DB|Network connection lost|overloaded|Durable Object reset|storage operation exceeded timeout|internal error|connection (reset|refused|closed)|temporarily unavailable|timed out/i;
const OURS = /SQLITE_(CONSTRAINT|ERROR|MISMATCH|RANGE|TOOBIG)|constraint failed|no such (table|column)|syntax error/i;

/** Whether `error` (or what it wraps, drizzle's query errors included) is a platform part not answering. */
export function isUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth++) {
    if (current instanceof AppError) return current.code === "unavailable";
    const message = current instanceof Error ? current.message : String(current);
    if (OURS.test(message)) return false;
    const retryable = typeof current === "object" && (current as { retryable?: unknown }).retryable === true;
    if (retryable || OUTAGE.test(message)) return true;
    current = typeof current === "object" ? (current as { cause?: unknown }).cause : undefined;
  }
  return false;
}

/** The API's answer to an outage: 503 `unavailable`, with when to try again. */
export function unavailableError(cause: unknown): AppError {
  return new AppError("unavailable", undefined, { headers: { "Retry-After": String(RETRY_AFTER_SECONDS) }, cause });
}

/**
 * Pages: Remix turns a loader's or action's error into a 500 rendered by the error boundary, and tells
 * entry.server's handleError what it was. The request's scope remembers that it was an outage, so the Worker
 * answers the same page as a 503 with `Retry-After`.
 */
const outages = new AsyncLocalStorage<{ unavailable: boolean }>();

export function withOutageScope<T>(fn: () => T): T {
  return outages.run({ unavailable: false }, fn);
}

export function noteOutage(error: unknown): void {
  const scope = outages.getStore();
  if (scope && isUnavailable(error)) scope.unavailable = true;
}

/** The response as the client should get it: a 5xx caused by an outage becomes 503 with `Retry-After`. */
export function outageResponse(response: Response): Response {
  if (response.status < 500 || !outages.getStore()?.unavailable) return response;
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  return new Response(response.body, { status: 503, statusText: "Service Unavailable", headers });
}
