/**
 * Presenter mode is remembered in a session cookie (not storage) so the server
 * renders a reloaded page already in the mode: no flash of the normal layout.
 */
export const PRESENTER_COOKIE = "nexo_presenter";

export function presenterFromCookie(cookieHeader: string | null): boolean {
  return new RegExp(`(?:^|;\\s*)${PRESENTER_COOKIE}=1(?:;|$)`).test(cookieHeader ?? "");
}

export function writePresenterCookie(on: boolean): void {
  document.cookie = on
    ? `${PRESENTER_COOKIE}=1; path=/; samesite=lax`
    : `${PRESENTER_COOKIE}=; path=/; max-age=0; samesite=lax`;
}
