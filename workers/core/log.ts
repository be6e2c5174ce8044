import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The one logger of the server: every log line is one JSON object with
 * `event` (a stable snake_case name an operator can filter and alert on),
 * `level`, the request's id and, where the request has passed a membership
 * check, the project's id, then the event's own fields. Workers Logs indexes
 * the fields of a JSON line, so `event = "ingestion_failed"` is a query, not a
 * text search. docs/deploy.md lists the failure events.
 *
 * The request id and the project id come from the context each Worker opens
 * around a request or a queue message (`withLogContext`), through
 * AsyncLocalStorage, so no call site passes them along.
 */
export type LogLevel = "debug" | "info" | "warn" | "error";

export interface LogContext {
  /** Cloudflare's Ray ID for a request (the id its dashboards show), a queue message's id, or a random one. */
  requestId?: string;
  projectId?: string;
}

export type LogFields = Record<string, unknown>;

const context = new AsyncLocalStorage<LogContext>();

/** Runs `fn` with these fields on every line it logs (nested contexts add to the outer one). */
export function withLogContext<T>(fields: LogContext, fn: () => T): T {
  return context.run({ ...context.getStore(), ...fields }, fn);
}

/** Adds fields to the current context, for what the request learns on the way (its project, once access is checked). */
export function setLogContext(fields: LogContext): void {
  const store = context.getStore();
  if (store) Object.assign(store, fields);
}

/** The request id to open a request's context with: the Ray ID when Cloudflare sent one. */
export function requestIdOf(request: Request): string {
  return request.headers.get("cf-ray") ?? crypto.randomUUID();
}

const MAX_DEPTH = 3;

/** An error as fields (name, message, stack, cause); any other value as itself, if JSON can carry it. */
export function errorFields(value: unknown, depth = 0): unknown {
  if (value instanceof Error) {
    const fields: Record<string, unknown> = { name: value.name, message: value.message };
    if (value.stack) fields.stack = value.stack;
    if (value.cause !== undefined && depth < MAX_DEPTH) fields.cause = errorFields(value.cause, depth + 1);
    return fields;
  }
  if (value === undefined || typeof value === "function" || typeof value === "symbol") return String(value);
  if (typeof value === "bigint") return value.toString();
  return value;
}

function serialise(line: Record<string, unknown>): string {
  try {
    return JSON.stringify(line, (_key, value: unknown) => (value instanceof Error ? errorFields(value) : value));
  } catch {
    // A circular or otherwise unserialisable field: the event still gets out, without its fields.
    return JSON.stringify({ level: line.level, event: line.event, unserialisable: true });
  }
}

function omit(fields: LogFields, ...names: string[]): LogFields {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !names.includes(name)));
}

export function log(level: LogLevel, event: string, fields: LogFields = {}): void {
  // `event` first (scripts read lines by their start: `{"event":"ingestion_step"`); neither it nor `level` can be overridden.
  const line = serialise({ event, level, ...context.getStore(), ...omit(fields, "event", "level") });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else if (level === "debug") console.debug(line);
  else console.log(line);
}

export const logger = {
  debug: (event: string, fields?: LogFields) => log("debug", event, fields),
  info: (event: string, fields?: LogFields) => log("info", event, fields),
  warn: (event: string, fields?: LogFields) => log("warn", event, fields),
  error: (event: string, fields?: LogFields) => log("error", event, fields),
};
