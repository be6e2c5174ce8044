import { serialize } from "hono/utils/cookie";

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
