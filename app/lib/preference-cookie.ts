import { parse, serialize } from "hono/utils/cookie";

/**
 * Cookies the browser writes so the server's first render already matches a preference (sidebar
 * collapsed, presenter mode, the font cached): not secrets and not signed, so any page script may set
 * them. One reader for the server, one writer for the browser, both Hono's cookie codec (values are
 * URI-encoded when written and decoded when read).
 */

/** The cookie's value in a `Cookie` header, or null. */
export function readPreferenceCookie(cookieHeader: string | null, name: string): string | null {
  return parse(cookieHeader ?? "", name)[name] ?? null;
}

/**
 * Sets the cookie for the whole site (`maxAgeSeconds` omitted: until the browser closes; 0 removes it).
 * `secure` on https; `samesite=lax`, as a preference must survive following a link into the site.
 */
export function writePreferenceCookie(name: string, value: string, maxAgeSeconds?: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the one writer of these cookies; the Cookie Store API is not in every browser we serve.
  document.cookie = serialize(name, value, {
    path: "/",
    maxAge: maxAgeSeconds,
    sameSite: "Lax",
    secure: location.protocol === "https:",
  });
}
