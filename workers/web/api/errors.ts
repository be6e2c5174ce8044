import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { AppError, invalidInput } from "#isomorphic/app-error.ts";
import { logger } from "#core/log.ts";
import { isUnavailable, unavailableError } from "#core/http/unavailable.ts";

export { AppError, invalidInput };

/**
 * The one mapping of an AppError to the API's JSON (a form's is workers/core/action-response.ts, a stream's
 * #isomorphic/protocols/sse.ts's errorEvent). `extra` adds what the route's contract carries beside it (a chat turn's message_id).
 */
export function apiErrorResponse(c: Context, error: AppError, extra: Record<string, unknown> = {}): Response {
  const fields = Object.keys(error.fields).length > 0 ? { fields: error.fields } : {};
  return c.json({ error: error.message, code: error.code, ...fields, ...extra }, error.status, error.headers);
}

/**
 * Hono's onError: known errors keep their code; an outage (D1 or a store not answering) is a 503 with
 * `Retry-After`; anything else is logged and answered as `internal`.
 */
export function handleApiError(error: Error, c: Context): Response {
  if (error instanceof AppError) return apiErrorResponse(c, error);
  if (isUnavailable(error)) {
    logger.warn("service_unavailable", { method: c.req.method, path: c.req.path, error });
    return apiErrorResponse(c, unavailableError(error));
  }
  if (error instanceof HTTPException) {
    // Hono raises these for malformed bodies (e.g. JSON or multipart that does not parse).
    if (error.status === 400) return apiErrorResponse(c, new AppError("invalid_json"));
    if (error.status === 413) return apiErrorResponse(c, new AppError("payload_too_large"));
  }
  logger.error("api_error", { method: c.req.method, path: c.req.path, error });
  return apiErrorResponse(c, new AppError("internal"));
}
