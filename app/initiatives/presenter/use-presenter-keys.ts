import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { usePresenter } from "./presenter-provider.tsx";
import { walk } from "./use-presenter-walk.ts";

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/** A dialog or an open menu takes Esc, the arrows and the wheel for itself. */
function openOverlay(): boolean {
  return document.querySelector("[role='dialog'], [role='alertdialog'], [role='menu']") !== null;
}

/**
 * On an initiative page: P toggles presenter mode; in it, → / PageDown and
 * ← / PageUp (what clickers send) walk the page's sections, then the pages,
 * and Esc leaves (from a field too). Other keys typed into a field, or with a modifier, are left alone.
 */
export function usePresenterKeys(): void {
  const { active, toggle, exit } = usePresenter();
  const navigate = useNavigate();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      // Esc leaves from anywhere, a field with the focus too (the analyst's box): nothing typed means Esc.
      if (active && event.key === "Escape" && !openOverlay()) {
        event.preventDefault();
        exit();
        return;
      }
      if (isTyping(event.target)) return;
      if (event.key === "p" || event.key === "P") {
        event.preventDefault();
        toggle();
        return;
      }
      if (!active) return;
      if (openOverlay()) return;
      // Read the page from the URL at key time: a handler from the page being left must not steer.
      const slug = window.location.pathname.split("/").pop() ?? "";
      if (event.key === "ArrowRight" || event.key === "PageDown") {
        event.preventDefault();
        walk("forward", slug, navigate);
      } else if (event.key === "ArrowLeft" || event.key === "PageUp") {
        event.preventDefault();
        walk("backward", slug, navigate);
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [active, exit, navigate, toggle]);

  useWheelSteps(active);
}

/** Wheel movement (px) a gesture needs before it steps. */
const WHEEL_THRESHOLD = 24;
/** A gesture ends when the wheel has been still this long (a trackpad's fling sends events for a second). */
const WHEEL_QUIET_MS = 180;

/**
 * On stage the wheel and the trackpad step too: each gesture (events closer
 * than WHEEL_QUIET_MS, however many) moves one slide up or down, so a page
 * never rests between two slides with a chart under the footer. A list that
 * can still scroll that way (the analyst's messages) keeps its wheel; the
 * wheel never changes page (the keys and the footer do).
 */
function useWheelSteps(active: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    let travelled = 0;
    let stepped = false;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const onWheel = (event: WheelEvent) => {
      if (event.ctrlKey || Math.abs(event.deltaX) > Math.abs(event.deltaY)) return; // pinch-zoom, sideways
      if (openOverlay()) return;
      if (scrollsOnItsOwn(event.target, event.deltaY)) return;
      event.preventDefault();
      clearTimeout(quiet);
      // While a gesture lasts the page says so, for whoever must wait for its end (the on-stage test).
      document.documentElement.dataset.wheelGesture = "";
      quiet = setTimeout(() => {
        travelled = 0;
        stepped = false;
        delete document.documentElement.dataset.wheelGesture;
      }, WHEEL_QUIET_MS);
      if (stepped) return;
      travelled += event.deltaMode === WheelEvent.DOM_DELTA_LINE ? event.deltaY * 16 : event.deltaY;
      if (Math.abs(travelled) < WHEEL_THRESHOLD) return;
      stepped = true;
      const slug = window.location.pathname.split("/").pop() ?? "";
      walk(travelled > 0 ? "forward" : "backward", slug, navigate, { pages: false });
    };
    window.addEventListener("wheel", onWheel, { passive: false });
    return () => {
      clearTimeout(quiet);
      delete document.documentElement.dataset.wheelGesture;
      window.removeEventListener("wheel", onWheel);
    };
  }, [active, navigate]);
}

/** Whether an element under the pointer scrolls by itself in that direction (then the wheel is its). */
function scrollsOnItsOwn(target: EventTarget | null, deltaY: number): boolean {
  for (let element = target instanceof Element ? target : null; element; element = element.parentElement) {
    if (element === document.body || element === document.documentElement) return false;
    const { overflowY } = getComputedStyle(element);
    if (overflowY !== "auto" && overflowY !== "scroll") continue;
    const room = deltaY > 0 ? element.scrollHeight - element.clientHeight - element.scrollTop : element.scrollTop;
    if (room > 1) return true;
  }
  return false;
}
