import { useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { initiativePath } from "#app/initiatives/catalogue.ts";
import { neighbours, titleOf } from "./presenter-order.ts";
import { backwardStep, currentSlide, forwardStep, type Slide, slideNumber, type Viewport } from "./presenter-walk.ts";
import { fitSparseSlides, markSplitSections, readSlides, readViewport, resetSparseSlides } from "./read-slides.ts";

export type Direction = "forward" | "backward";

/** What a press of → or ← will do next, for the footer to say. */
export interface WalkCaption {
  kind: "section" | "page" | "end";
  text: string;
}

function plan(direction: Direction, slug: string, view: Viewport = readViewport(), slides: Slide[] = readSlides(view)) {
  const step = direction === "forward" ? forwardStep(slides, view) : backwardStep(slides, view);
  const { previous, next } = neighbours(slug);
  return { step, target: direction === "forward" ? next : previous };
}

function captionOf(direction: Direction, slug: string, view: Viewport, slides: Slide[]): WalkCaption {
  const { step, target } = plan(direction, slug, view, slides);
  const forward = direction === "forward";
  if (step.kind === "scroll") {
    const name = step.name || (forward ? "continuação" : "início da página");
    return { kind: "section", text: `${forward ? "Próxima seção" : "Seção anterior"}: ${name}` };
  }
  if (!target) return { kind: "end", text: forward ? "Fim da apresentação" : "Início da apresentação" };
  return { kind: "page", text: `${forward ? "Próxima página" : "Página anterior"}: ${titleOf(target)}` };
}

/**
 * Scrolls to the next (previous) slide, or moves to the next (previous) page; with `pages: false` (the wheel)
 * it stays on this page.
 */
export function walk(
  direction: Direction,
  slug: string,
  navigate: (to: string) => void,
  { pages = true }: { pages?: boolean } = {},
): void {
  const { step, target } = plan(direction, slug);
  if (step.kind === "scroll") {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: step.to, behavior: reduce ? "auto" : "smooth" });
  } else if (target && pages) {
    navigate(initiativePath(target));
  }
}

export interface WalkView {
  captions: Record<Direction, WalkCaption>;
  /**
   * Where the current slide ends on screen (px from the top), when a piece of
   * the next one peeks out under it: the footer covers that peek, so a chart or
   * a card is never seen cut in two. Null between slides (the presenter scrolled).
   */
  curtain: number | null;
  /** Which slide of the page the screen shows, and how many the page has, for the footer's counter. */
  slide: { number: number; count: number };
}

function viewOf(slug: string): WalkView {
  const view = readViewport();
  const slides = readSlides(view);
  markSplitSections(slides);
  const slide = currentSlide(slides, view);
  const footerTop = view.height - view.footer;
  const curtain =
    slide && slide.end > slide.to && slide.end - view.scrollY < footerTop - 1
      ? Math.max(0, Math.ceil(slide.end - view.scrollY) + 4)
      : null;
  return {
    captions: {
      forward: captionOf("forward", slug, view, slides),
      backward: captionOf("backward", slug, view, slides),
    },
    curtain: curtain !== null && curtain < footerTop ? curtain : null,
    slide: { number: slideNumber(slides, view), count: slides.length },
  };
}

/**
 * The footer's view of the walk: both captions and the curtain, kept current
 * as the page scrolls or changes size (a chart measuring itself, an answer
 * arriving), and the move in either direction.
 */
export function usePresenterWalk(slug: string) {
  const navigate = useNavigate();
  const [view, setView] = useState<WalkView | null>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setView(viewOf(slug)));
    };
    // Sparse slides are scaled up once the page is laid out, again when the screen changes size or the font
    // arrives; not on every change of the page's size (the zoom itself is one).
    const fitSlides = () => {
      fitSparseSlides();
      update();
    };
    fitSlides();
    let width = window.innerWidth;
    let height = window.innerHeight;
    const onResize = () => {
      if (window.innerWidth === width && window.innerHeight === height) return;
      width = window.innerWidth;
      height = window.innerHeight;
      fitSlides();
    };
    void document.fonts?.ready.then(fitSlides);
    const resize = new ResizeObserver(update);
    resize.observe(document.body);
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", onResize);
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", onResize);
      resetSparseSlides();
    };
  }, [slug]);

  const go = useCallback((direction: Direction) => walk(direction, slug, navigate), [slug, navigate]);
  return { view, go };
}
