import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { WorkerEnv } from "#workers/web/http/types.ts";
import { AppError } from "#workers/web/api/errors.ts";

/**
 * A query parameter sent twice is refused (400) rather than read as its first value (what `c.req.query()`
 * does), so two readers of one request can never see different values.
 */
export const singleQueryValues = createMiddleware<WorkerEnv>(async (c, next) => {
  const refusal = repeatedQueryValue(c);
  if (refusal) throw refusal;
  await next();
});

/** The same check for a handler that refuses later (after its one round of reads): the refusal, or null. */
export function repeatedQueryValue(c: Context<WorkerEnv>): AppError | null {
  const repeated = Object.entries(c.req.queries()).find(([, values]) => values.length > 1)?.[0];
  return repeated ? new AppError("validation", `Parâmetro repetido: ${repeated}.`) : null;
}
