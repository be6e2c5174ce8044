import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import interLatinUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { readPreferenceCookie } from "#isomorphic/preference-cookie.ts";
import { writePreferenceCookie } from "./preference-cookie.ts";

/*
 * Inter is set only where the browser already has it: `html.webfont` (app/tailwind.css) puts it first
 * in the font stack, and the server adds that class when this cookie says the file is cached. A first
 * visit paints in the metric-matched fallback and never requests the font while the page loads: the
 * download competed with the page's scripts on a slow network, and its arrival relaid out the whole
 * page while it was becoming interactive (a 60-80 ms task on a throttled phone, even with
 * `font-display: optional`, which only stops the late font from being drawn). Once the page has
 * loaded and gone idle, the file is fetched into the HTTP cache (cached for a year), the cookie is
 * set, and the next page, client-side navigation or full load alike, is drawn in Inter.
 */

export const WEBFONT_COOKIE = "nexo_font";
/**
 * The file behind `html.webfont`, preloaded in its <head>: Chrome holds the first paint (up to 100 ms)
 * for a preloaded `optional` font, so a page read from the cache is laid out once, in Inter. Without it
 * a busy machine painted a frame in the fallback first and the hero's picture moved when Inter came.
 */
export const WEBFONT_URL = interLatinUrl;
/** The cookie names this build's file, so a new font file is fetched again before it is relied on. */
const FONT_TOKEN = interLatinUrl.replace(/^.*\/|\.woff2$/g, "");

export function webfontFromCookie(cookieHeader: string | null): boolean {
  return readPreferenceCookie(cookieHeader, WEBFONT_COOKIE) === FONT_TOKEN;
}

/** The location key of the page that was showing when the font reached the cache (browser only). */
let cachedDuring: string | null = null;
/** Set once a navigation has followed; never unset, so going back to that first page keeps Inter. */
let upgraded = false;

/**
 * Whether the page is drawn in Inter: the server's word, or, in a first visit, every page from the
 * first navigation after the font was cached. Swapping fonts under a page someone is reading would move
 * its text, so the switch waits for a navigation (the root layout re-renders on each).
 */
export function useWebfont(cachedPerServer: boolean): boolean {
  const { key } = useLocation();
  // The document's first answer: the root data revalidated after an action on the same page may say
  // "cached" by then, and must not swap the font under the reader.
  const [cachedAtLoad] = useState(cachedPerServer);
  if (!upgraded && cachedDuring !== null && cachedDuring !== key) upgraded = true;
  return cachedAtLoad || upgraded;
}

/** In a browser without the font: fetch it once the page has loaded and the main thread is idle. */
export function useWebfontWarmup(cachedPerServer: boolean): void {
  const { key } = useLocation();
  const currentKey = useRef(key);
  useEffect(() => {
    currentKey.current = key;
  }, [key]);

  useEffect(() => {
    if (cachedPerServer || cachedDuring !== null) return;
    // Data Saver: the fallback is a fine font; do not spend the user's data on a nicer one.
    if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
    let cancelled = false;
    let idle = 0;
    const warm = () => {
      idle = whenIdle(async () => {
        try {
          const response = await fetch(interLatinUrl, { priority: "low" });
          if (!response.ok) return;
          await response.arrayBuffer();
        } catch {
          return; // offline or blocked: the fallback stays, and the next page load tries again
        }
        if (cancelled) return;
        cachedDuring = currentKey.current;
        writePreferenceCookie(WEBFONT_COOKIE, FONT_TOKEN, 365 * 24 * 60 * 60);
      });
    };
    if (document.readyState === "complete") warm();
    else window.addEventListener("load", warm, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener("load", warm);
      cancelIdle(idle);
    };
  }, [cachedPerServer]);
}

/** Safari has no requestIdleCallback: a second after load stands in for "idle" there. */
const hasIdleCallback = () => typeof window.requestIdleCallback === "function";

function whenIdle(callback: () => void): number {
  return hasIdleCallback()
    ? window.requestIdleCallback(callback, { timeout: 5000 })
    : window.setTimeout(callback, 1000);
}

function cancelIdle(handle: number): void {
  if (hasIdleCallback()) window.cancelIdleCallback(handle);
  else window.clearTimeout(handle);
}
