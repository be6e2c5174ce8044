/**
 * What → and ← do in presenter mode, as pure geometry: a page taller than the
 * screen is walked section by section (never more than a screen at a time, so
 * nothing is skipped) before the walk moves to the next page; ← mirrors it.
 */
export interface Stop {
  /** Distance from the top of the document to the section's top and bottom, in CSS px. */
  top: number;
  bottom: number;
  name: string;
}

export interface Viewport {
  scrollY: number;
  /** window.innerHeight */
  height: number;
  /** Height of the fixed presenter footer, which covers the bottom of the screen. */
  footer: number;
  /** document.documentElement.scrollHeight */
  docHeight: number;
}

export type Step = { kind: "scroll"; to: number; name: string } | { kind: "page" };

/** Space left above a section scrolled to the top. */
export const STOP_MARGIN = 16;
/** Overlap kept when a long section is paged through a screen at a time. */
const OVERLAP = 48;
/** Positions closer than this count as "here" (sub-pixel layout, smooth-scroll ends). */
const SETTLE = 8;


export function forwardStep(stops: readonly Stop[], view: Viewport): Step {
  const maxScroll = Math.max(0, view.docHeight - view.height);
  if (view.scrollY >= maxScroll - SETTLE) return { kind: "page" };
  const screen = Math.max(view.height - view.footer - OVERLAP, OVERLAP);
  // The next section that is not yet wholly on screen (sections already in view need no step).
  const visibleBottom = view.scrollY + view.height - view.footer;
  const nextStop = stops.find((stop) => stop.top - STOP_MARGIN > view.scrollY + SETTLE && stop.bottom > visibleBottom + 1);
  const to = Math.min(nextStop ? nextStop.top - STOP_MARGIN : Number.POSITIVE_INFINITY, view.scrollY + screen, maxScroll);
  if (to <= view.scrollY + SETTLE) return { kind: "page" };
  // Named for what the step brings into view: the first section not yet wholly seen.
  const revealed = stops.find((stop) => stop.bottom > visibleBottom + 1);
  return { kind: "scroll", to, name: revealed?.name ?? "" };
}

export function backwardStep(stops: readonly Stop[], view: Viewport): Step {
  if (view.scrollY <= SETTLE) return { kind: "page" };
  const screen = Math.max(view.height - view.footer - OVERLAP, OVERLAP);
  const previousStop = [...stops].reverse().find((stop) => stop.top - STOP_MARGIN < view.scrollY - SETTLE);
  let to = Math.max(previousStop ? previousStop.top - STOP_MARGIN : 0, view.scrollY - screen, 0);
  // Above the first section there is only the page's title: go all the way up.
  const first = stops[0];
  if (!first || to <= first.top - STOP_MARGIN + SETTLE) to = 0;
  // Named for the section whose top comes back into view ("" for the page's top).
  const revealed = [...stops].reverse().find((stop) => stop.top < view.scrollY);
  return { kind: "scroll", to, name: to === 0 ? "" : (revealed?.name ?? "") };
}
