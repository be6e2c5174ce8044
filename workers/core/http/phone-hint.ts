/**
 * Whether the request comes from a phone, as far as the browser says:
 * Chromium's low-entropy client hint (sent without asking), else "Mobi" in
 * the user agent (Safari and Firefox on phones). Only a first guess for the
 * server's render of layouts that depend on the screen's width (the Canvas as
 * a side panel or a sheet, where toasts appear); the browser's media queries
 * decide after hydration, so a wrong guess costs one extra render, no more.
 */
export function isPhoneRequest(request: Request): boolean {
  const hint = request.headers.get("Sec-CH-UA-Mobile");
  if (hint) return hint === "?1";
  return /\bMobi/.test(request.headers.get("User-Agent") ?? "");
}
