import {
  type Box,
  BOTTOM_GAP,
  planSlides,
  type Slide,
  slideHeight,
  STOP_MARGIN,
  type Viewport,
} from "./presenter-walk.ts";

/**
 * Never cut through: charts and their tables, cards (list items, articles),
 * forms, code; anything else that must stay whole says so with
 * `data-slide-unit` (the analyst's chat, for one).
 */
const UNIT = "figure, table, article, li, form, pre, blockquote, [data-slide-unit]";
const HEADING = "h1, h2, h3, h4, h5, h6";

/** In the page's flow and drawn: sr-only headings, decorations and the fixed footer take no room of their own. */
function inFlow(element: Element): boolean {
  const style = getComputedStyle(element);
  if (style.display === "none" || style.position === "absolute" || style.position === "fixed") return false;
  return element.getBoundingClientRect().height > 0;
}

/** A heading, or a section's description right under its heading: both belong with what follows. */
function keepsWithNext(element: Element): boolean {
  if (element.matches(HEADING)) return true;
  return element.tagName === "P" && element.previousElementSibling?.matches(HEADING) === true;
}

function headingOf(element: Element): string | null {
  const heading = element.matches("h2") ? element : element.querySelector("h2");
  return heading?.textContent?.trim() || null;
}

function boxOf(element: Element, room: number): Box {
  const rect = element.getBoundingClientRect();
  const top = rect.top + window.scrollY;
  const bottom = rect.bottom + window.scrollY;
  const unit = element.matches(UNIT);
  // Only what is taller than a slide, or than what may share a slide with it (a heading above), is ever cut,
  // so only its children are read.
  const children =
    !unit && bottom - top > room / 2
      ? Array.from(element.children)
          .filter(inFlow)
          .map((child) => boxOf(child, room))
      : [];
  return { top, bottom, unit, keepWithNext: keepsWithNext(element), heading: headingOf(element), children };
}

export function readViewport(): Viewport {
  return {
    scrollY: window.scrollY,
    height: window.innerHeight,
    footer: document.querySelector("[data-presenter-footer]")?.getBoundingClientRect().height ?? 0,
    docHeight: document.documentElement.scrollHeight,
  };
}

/** The page's slides as laid out now: its content's direct children are its sections. */
export function readSlides(view: Viewport = readViewport()): Slide[] {
  const content = document.querySelector("[data-presenter-content]");
  if (!content) return [{ to: 0, end: view.height, name: "", sectionStart: true }];
  const room = slideHeight(view);
  const sections = Array.from(content.children)
    .filter(inFlow)
    .map((child) => boxOf(child, room));
  return planSlides(sections, view);
}

/**
 * A framed section (a card holding cards) that spans two slides has its frame
 * hidden (`data-slide-split`, app/tailwind.css) on stage: each slide shows
 * whole cards, and no card-shaped frame is seen cut at the slide's edge.
 * Only paint changes, so the slides stay where they were planned.
 */
export function markSplitSections(slides: readonly Slide[]): void {
  const content = document.querySelector("[data-presenter-content]");
  if (!content) return;
  for (const element of Array.from(content.querySelectorAll(":scope > *, section"))) {
    const rect = element.getBoundingClientRect();
    const top = rect.top + window.scrollY;
    const bottom = rect.bottom + window.scrollY;
    const split = slides.some((slide) => slide.to > top + 1 && slide.to < bottom - 1);
    if (split !== element.hasAttribute("data-slide-split")) element.toggleAttribute("data-slide-split", split);
  }
}

/** How much a sparse slide's sections may grow, and how much of its room they may take. */
const MAX_ZOOM = 2;
const MIN_ZOOM = 1.1;
const FILL = 0.85;

interface Placed {
  element: HTMLElement;
  top: number;
  bottom: number;
}

function placed(element: HTMLElement): Placed {
  const rect = element.getBoundingClientRect();
  return { element, top: rect.top + window.scrollY, bottom: rect.bottom + window.scrollY };
}

/**
 * A slide that shows only a few elements (GEREG's three figures above a notice
 * that needs a slide of its own) leaves most of the screen empty: its whole
 * sections are scaled up (CSS zoom, so their text reflows at the larger size)
 * to use the room, as far as they still fit the slide with no word broken.
 * One slide at a time from the top, since each zoom moves what follows;
 * `resetSparseSlides` undoes it all (leaving the mode, a new size of screen).
 */
export function fitSparseSlides(): void {
  resetSparseSlides();
  const content = document.querySelector("[data-presenter-content]");
  if (!content) return;
  for (let pass = 0; pass < 8; pass++) {
    const view = readViewport();
    const slides = readSlides(view);
    const visible = view.height - view.footer - BOTTOM_GAP;
    const sections = Array.from(content.children)
      .filter((element): element is HTMLElement => element instanceof HTMLElement && inFlow(element))
      .map(placed);
    const sparse = slides
      .map((slide, index) => {
        const nextTo = slides[index + 1]?.to ?? Number.POSITIVE_INFINITY;
        const members = sections.filter(
          (section) => section.top >= slide.to - 1 && section.bottom <= slide.end + 1 && section.top < nextTo,
        );
        return { members, bottom: slide.to + visible };
      })
      .find(({ members, bottom }) => {
        const first = members[0];
        const last = members.at(-1);
        if (!first || !last || members.some((member) => member.element.hasAttribute("data-slide-zoom"))) return false;
        return last.bottom - first.top < (bottom - first.top - STOP_MARGIN) / 2;
      });
    if (!sparse) return;
    zoomToFit(sparse.members, sparse.bottom);
  }
}

/** The largest zoom (of a few tries, largest first) at which the sections fit above `bottom` with no word broken. */
function zoomToFit(members: Placed[], bottom: number): void {
  const first = members[0];
  const last = members.at(-1);
  if (!first || !last) return;
  const height = last.bottom - first.top;
  let zoom = Math.min(MAX_ZOOM, ((bottom - first.top - STOP_MARGIN) * FILL) / height);
  for (const member of members) member.element.setAttribute("data-slide-zoom", "");
  for (; zoom >= MIN_ZOOM; zoom -= 0.1) {
    for (const member of members) member.element.style.zoom = zoom.toFixed(2);
    const now = members.map((member) => placed(member.element));
    const end = Math.max(...now.map((member) => member.bottom));
    if (end <= bottom - 2 && !now.some((member) => hasBrokenWord(member.element))) return;
  }
  for (const member of members) member.element.style.zoom = "";
}

/** Whether a word of this element's text runs over two lines (a box too narrow for it at this size). */
export function hasBrokenWord(root: Element): boolean {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of (node.textContent ?? "").matchAll(/[\p{L}\p{N}]+/gu)) {
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const tops = new Set(
        Array.from(range.getClientRects())
          .filter((rect) => rect.width > 0)
          .map((rect) => Math.round(rect.top)),
      );
      if (tops.size > 1) return true;
    }
  }
  return false;
}

export function resetSparseSlides(): void {
  for (const element of Array.from(document.querySelectorAll<HTMLElement>("[data-slide-zoom]"))) {
    element.style.zoom = "";
    element.removeAttribute("data-slide-zoom");
  }
}
