import { parse } from "hono/utils/cookie";

/**
 * Cookies the browser writes so the server's first render already matches a preference (sidebar
 * collapsed, presenter mode, the font cached): not secrets and not signed, so any page script may set
 * them. This is the reader, for the server's first render and the browser alike; the browser's writer is
 * app/lib/preference-cookie.ts. Both use Hono's cookie codec (values URI-encoded when written, decoded when read).
 */

/** The cookie's value in a `Cookie` header, or null. */
export function readPreferenceCookie(cookieHeader: string | null, name: string): string | null {
  return parse(cookieHeader ?? "", name)[name] ?? null;
}
