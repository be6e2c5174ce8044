/**
 * What → and ← do in presenter mode, as pure geometry over the page's boxes.
 *
 * A page is cut into slides the way a printer paginates: a section that fits
 * the screen is one piece; a taller one is cut only between its children
 * (rows of cards, a heading and what follows it), recursively, and never
 * through a unit (a chart, a table, a card). Slides are then filled greedily
 * from the page's top, each starting at a piece's top, so every press shows
 * whole pieces the previous screen did not. Only a unit taller than the
 * screen is paged through a screen at a time, so nothing is ever skipped.
 */
export interface Box {
  /** Distance from the top of the document, in CSS px. */
  top: number;
  bottom: number;
  /** Never cut through: a chart, a table, a card. */
  unit: boolean;
  /** Belongs with what follows it (a heading, a section's description). */
  keepWithNext: boolean;
  /** The heading that names a slide starting with this box, if it has one. */
  heading: string | null;
  /** Its children in flow; read only for boxes taller than the screen. */
  children: Box[];
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

/** A place the walk stops: the scroll position and what it brings on screen. */
export interface Slide {
  to: number;
  /** The heading it opens with, or "" for the page's top. */
  name: string;
  /** Whether it opens a section of the page (a direct child of the content) rather than continuing one. */
  sectionStart: boolean;
  /** The bottom of the last piece it shows whole: below it, the next slide's first piece may peek out. */
  end: number;
}

export type Step = { kind: "scroll"; to: number; name: string } | { kind: "page" };

/** Space left above a slide's first piece. */
export const STOP_MARGIN = 12;
/** Space kept between a slide's last piece and the footer. */
export const BOTTOM_GAP = 6;
/** Overlap kept when a unit taller than the screen is paged through. */
const OVERLAP = 48;
/** Positions closer than this count as "here" (sub-pixel layout, smooth-scroll ends). */
const SETTLE = 8;

/** The height a slide can show between the top margin and the footer. */
export function slideHeight(view: Pick<Viewport, "height" | "footer">): number {
  return Math.max(view.height - view.footer - STOP_MARGIN - BOTTOM_GAP, OVERLAP);
}

interface Piece {
  top: number;
  bottom: number;
  keepWithNext: boolean;
  heading: string | null;
  sectionStart: boolean;
  /** The section it belongs to, for naming a continuation. */
  section: string;
}

/**
 * A box as the pieces a slide may start at: itself if it fits `fit` (or is a unit), else its children's rows.
 * `fit` is the room the box has beside what must share its slide (the heading above it, its parent's padding):
 * a block that fits the screen alone but not under its heading is cut into rows, so the heading opens the slide
 * with the first of them instead of being left alone at the bottom of the slide before.
 */
function piecesOf(box: Box, room: number, section: string, fit = room): Piece[] {
  const whole: Piece = {
    top: box.top,
    bottom: box.bottom,
    keepWithNext: box.keepWithNext,
    heading: box.heading,
    sectionStart: false,
    section,
  };
  if (box.unit || box.bottom - box.top <= fit || box.children.length === 0) return [whole];
  const rows = mergeOverlapping(
    box.children.flatMap((child, index) => {
      // The run of headings (and descriptions) right above this child travels with it, as the box's top padding
      // does with its first child and its bottom padding with its last.
      let lead = index === 0 ? box.top : child.top;
      for (let before = index - 1; before >= 0 && box.children[before]?.keepWithNext; before--)
        lead = before === 0 ? box.top : (box.children[before]?.top ?? lead);
      const tail = index === box.children.length - 1 ? box.bottom - child.bottom : 0;
      return piecesOf(child, room, section, (lead === box.top ? fit : room) - (child.top - lead) - tail);
    }),
  );
  const first = rows[0];
  if (first) rows[0] = { ...first, heading: first.heading ?? box.heading };
  // The box's own padding and border travel with its first and last rows, where they still fit a slide.
  const top = rows[0];
  if (top && top.bottom - box.top <= room) rows[0] = { ...top, top: Math.min(top.top, box.top) };
  const last = rows.at(-1);
  if (last && box.bottom - last.top <= room)
    rows[rows.length - 1] = { ...last, bottom: Math.max(last.bottom, box.bottom) };
  return rows;
}

/** Pieces side by side (columns of a grid) share a row: nothing may be cut through any of them. */
function mergeOverlapping(pieces: Piece[]): Piece[] {
  const sorted = [...pieces].sort((a, b) => a.top - b.top);
  const rows: Piece[] = [];
  for (const piece of sorted) {
    const row = rows.at(-1);
    if (row && piece.top < row.bottom - 1) {
      rows[rows.length - 1] = {
        ...row,
        bottom: Math.max(row.bottom, piece.bottom),
        keepWithNext: row.keepWithNext && piece.keepWithNext,
        heading: row.heading ?? piece.heading,
      };
    } else {
      rows.push(piece);
    }
  }
  return rows;
}

/** A heading or description and what follows it become one piece, unless together they no longer fit. */
function glue(pieces: Piece[], room: number): Piece[] {
  const glued: Piece[] = [];
  let pending: Piece | null = null;
  for (const piece of pieces) {
    const joined: Piece = pending
      ? { ...pending, bottom: Math.max(pending.bottom, piece.bottom), keepWithNext: piece.keepWithNext }
      : piece;
    if (pending && joined.bottom - joined.top > room) {
      glued.push(pending);
      pending = piece.keepWithNext ? piece : null;
      if (!piece.keepWithNext) glued.push(piece);
      continue;
    }
    if (joined.keepWithNext) {
      pending = joined;
    } else {
      glued.push(joined);
      pending = null;
    }
  }
  if (pending) glued.push(pending);
  return glued;
}

const continued = (name: string) => (name ? `${name} (continuação)` : "");

/** A slide opening with this piece is named for its heading, or as the continuation of its section. */
function nameOf(piece: Piece): string {
  return piece.heading ?? (piece.sectionStart ? "" : continued(piece.section));
}

/**
 * The slides of a page, from its content's direct children (its sections), in
 * order. The first slide is the page's top: title and whatever fits under it.
 */
export function planSlides(sections: readonly Box[], view: Viewport): Slide[] {
  const room = slideHeight(view);
  const pieces = glue(
    sections.flatMap((section) => {
      const name = section.heading ?? "";
      const [first, ...rest] = piecesOf(section, room, name);
      return first ? [{ ...first, sectionStart: true }, ...rest] : [];
    }),
    room,
  );
  const maxScroll = Math.max(0, view.docHeight - view.height);
  const visible = view.height - view.footer - BOTTOM_GAP;
  const slides: Slide[] = [];
  /** Opens a slide at `to` (or extends the last one, when the page's end pulls both to the same place); returns where it really is. */
  const open = (to: number, name: string, sectionStart: boolean): Slide => {
    const clamped = Math.max(0, Math.min(Math.round(to), maxScroll));
    const last = slides.at(-1);
    if (last && clamped <= last.to + SETTLE) return last;
    const slide = { to: clamped, end: clamped, name, sectionStart };
    slides.push(slide);
    return slide;
  };
  let slide = open(0, "", true);
  for (const piece of pieces) {
    if (piece.bottom > slide.to + visible) {
      // The piece does not fit on the current slide: the next slide opens with it.
      slide = open(piece.top - STOP_MARGIN, nameOf(piece), piece.sectionStart);
      // A unit taller than the screen: page through it, keeping some overlap.
      while (piece.bottom > slide.to + visible) {
        const before = slide.to;
        slide.end = Math.max(slide.end, slide.to + visible);
        slide = open(
          slide.to + Math.max(visible - STOP_MARGIN - OVERLAP, OVERLAP),
          continued(piece.heading ?? piece.section),
          false,
        );
        if (slide.to === before) break; // the page ends here
      }
    }
    slide.end = Math.max(slide.end, Math.min(piece.bottom, slide.to + visible));
  }
  return slides;
}

/**
 * Which slide of the page the screen shows, counting from 1: the slide it rests on, or, between two (a manual
 * scroll), the last one it has passed.
 */
export function slideNumber(slides: readonly Slide[], view: Pick<Viewport, "scrollY">): number {
  return Math.max(1, slides.filter((slide) => slide.to <= view.scrollY + SETTLE).length);
}

/** The slide the screen is on, if it is on one (not between two, after a manual scroll). */
export function currentSlide(slides: readonly Slide[], view: Pick<Viewport, "scrollY">): Slide | null {
  return slides.find((slide) => Math.abs(slide.to - view.scrollY) <= SETTLE) ?? null;
}

export function forwardStep(slides: readonly Slide[], view: Pick<Viewport, "scrollY">): Step {
  const next = slides.find((slide) => slide.to > view.scrollY + SETTLE);
  return next ? { kind: "scroll", to: next.to, name: next.name } : { kind: "page" };
}

export function backwardStep(slides: readonly Slide[], view: Pick<Viewport, "scrollY">): Step {
  const previous = [...slides].reverse().find((slide) => slide.to < view.scrollY - SETTLE);
  return previous ? { kind: "scroll", to: previous.to, name: previous.name } : { kind: "page" };
}
