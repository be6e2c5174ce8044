import { useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { initiativePath } from "~/initiatives/catalogue";
import { neighbours, titleOf } from "./presenter-order";
import { backwardStep, forwardStep, type Stop, type Viewport } from "./presenter-walk";

export type Direction = "forward" | "backward";

/** What a press of → or ← will do next, for the footer to say. */
export interface WalkCaption {
  kind: "section" | "page" | "end";
  text: string;
}

/** The page's sections: the direct children of its content, named by their first heading. */
function readStops(): Stop[] {
  const content = document.querySelector("[data-presenter-content]");
  if (!content) return [];
  return Array.from(content.children)
    .map((element) => {
      const rect = element.getBoundingClientRect();
      return {
        top: rect.top + window.scrollY,
        bottom: rect.bottom + window.scrollY,
        name: element.querySelector("h2, h3")?.textContent?.trim() ?? "",
      };
    })
    .sort((a, b) => a.top - b.top);
}

function readViewport(): Viewport {
  return {
    scrollY: window.scrollY,
    height: window.innerHeight,
    footer: document.querySelector("[data-presenter-footer]")?.getBoundingClientRect().height ?? 0,
    docHeight: document.documentElement.scrollHeight,
  };
}

function plan(direction: Direction, slug: string) {
  const stops = readStops();
  const view = readViewport();
  const step = direction === "forward" ? forwardStep(stops, view) : backwardStep(stops, view);
  const { previous, next } = neighbours(slug);
  const target = direction === "forward" ? next : previous;
  return { step, target };
}

function captionOf(direction: Direction, slug: string): WalkCaption {
  const { step, target } = plan(direction, slug);
  const forward = direction === "forward";
  if (step.kind === "scroll") {
    const name = step.name || (forward ? "continuação" : "início da página");
    return { kind: "section", text: `${forward ? "Próxima seção" : "Seção anterior"}: ${name}` };
  }
  if (!target) return { kind: "end", text: forward ? "Fim da apresentação" : "Início da apresentação" };
  return { kind: "page", text: `${forward ? "Próxima página" : "Página anterior"}: ${titleOf(target)}` };
}

/** Scrolls to the next (previous) section, or moves to the next (previous) page. */
export function walk(direction: Direction, slug: string, navigate: (to: string) => void): void {
  const { step, target } = plan(direction, slug);
  if (step.kind === "scroll") {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: step.to, behavior: reduce ? "auto" : "smooth" });
  } else if (target) {
    navigate(initiativePath(target));
  }
}

/**
 * The footer's view of the walk: both captions, kept current as the page
 * scrolls or changes size, and the two moves.
 */
export function usePresenterWalk(slug: string) {
  const navigate = useNavigate();
  const [captions, setCaptions] = useState<{ forward: WalkCaption; backward: WalkCaption } | null>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setCaptions({ forward: captionOf("forward", slug), backward: captionOf("backward", slug) }),
      );
    };
    update();
    const resize = new ResizeObserver(update);
    resize.observe(document.body);
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      window.removeEventListener("scroll", update);
    };
  }, [slug]);

  const goForward = useCallback(() => walk("forward", slug, navigate), [slug, navigate]);
  const goBackward = useCallback(() => walk("backward", slug, navigate), [slug, navigate]);
  return { captions, goForward, goBackward };
}
