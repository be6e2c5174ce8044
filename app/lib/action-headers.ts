import type { HeadersFunction } from "@remix-run/cloudflare";

/**
 * A route's `headers` for pages whose action may be rate-limited: the action's own headers reach the
 * browser, so a refused attempt's Retry-After is not lost on the way out.
 */
export const actionHeadersThrough: HeadersFunction = ({ actionHeaders }) => actionHeaders;
