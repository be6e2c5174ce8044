import { type Box, planSlides, type Slide, slideHeight, type Viewport } from "./presenter-walk.ts";

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
  // Only what is taller than a slide is ever cut, so only its children are read.
  const children =
    !unit && bottom - top > room
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
