/**
 * Presenter mode is remembered in a session cookie (not storage) so the server
 * renders a reloaded page already in the mode: no flash of the normal layout.
 */
import { writePreferenceCookie } from "#app/lib/preference-cookie.ts";
import { readPreferenceCookie } from "#isomorphic/preference-cookie.ts";

export const PRESENTER_COOKIE = "nexo_presenter";

export function presenterFromCookie(cookieHeader: string | null): boolean {
  return readPreferenceCookie(cookieHeader, PRESENTER_COOKIE) === "1";
}

export function writePresenterCookie(on: boolean): void {
  if (on) writePreferenceCookie(PRESENTER_COOKIE, "1");
  else writePreferenceCookie(PRESENTER_COOKIE, "", 0);
}
