import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { usePresenter } from "./presenter-provider.tsx";
import { walk } from "./use-presenter-walk.ts";

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/**
 * On an initiative page: P toggles presenter mode; in it, → / PageDown and
 * ← / PageUp (what clickers send) walk the page's sections, then the pages,
 * and Esc leaves. Keys typed into a field, or with a modifier, are left alone.
 */
export function usePresenterKeys(): void {
  const { active, toggle, exit } = usePresenter();
  const navigate = useNavigate();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (event.key === "p" || event.key === "P") {
        event.preventDefault();
        toggle();
        return;
      }
      if (!active) return;
      // A dialog or an open menu takes Esc and the arrows for itself.
      if (document.querySelector("[role='dialog'], [role='alertdialog'], [role='menu']")) return;
      // Read the page from the URL at key time: a handler from the page being left must not steer.
      const slug = window.location.pathname.split("/").pop() ?? "";
      if (event.key === "ArrowRight" || event.key === "PageDown") {
        event.preventDefault();
        walk("forward", slug, navigate);
      } else if (event.key === "ArrowLeft" || event.key === "PageUp") {
        event.preventDefault();
        walk("backward", slug, navigate);
      } else if (event.key === "Escape") {
        event.preventDefault();
        exit();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [active, exit, navigate, toggle]);
}
