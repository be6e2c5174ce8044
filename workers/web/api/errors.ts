import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { ApiError, invalidInput } from "#core/http/api-error.ts";
import { logger } from "#core/log.ts";

export { ApiError, invalidInput };

/** The one mapping of an ApiError to the API's JSON (a form's is workers/core/action-response.ts). */
export function apiErrorResponse(c: Context, error: ApiError): Response {
  const fields = Object.keys(error.fields).length > 0 ? { fields: error.fields } : {};
  return c.json({ error: error.message, code: error.code, ...fields }, error.status, error.headers);
}

/** Hono's onError: known errors keep their code; anything else is logged and answered as `internal`. */
export function handleApiError(error: Error, c: Context): Response {
  if (error instanceof ApiError) return apiErrorResponse(c, error);
  if (error instanceof HTTPException) {
    // Hono raises these for malformed bodies (e.g. JSON or multipart that does not parse).
    if (error.status === 400) return apiErrorResponse(c, new ApiError("invalid_json"));
    if (error.status === 413) return apiErrorResponse(c, new ApiError("payload_too_large"));
  }
  logger.error("api_error", { method: c.req.method, path: c.req.path, error });
  return apiErrorResponse(c, new ApiError("internal"));
}
