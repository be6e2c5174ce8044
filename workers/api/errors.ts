import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The one API error shape: `{ error: "<mensagem em português>" }`. */
export function apiError(c: Context, status: ContentfulStatusCode, message: string, headers?: HeadersInit) {
  return c.json({ error: message }, status, headers ? Object.fromEntries(new Headers(headers)) : undefined);
}
