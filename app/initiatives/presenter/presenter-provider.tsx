import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { writePresenterCookie } from "./presenter-cookie.ts";

interface PresenterContextValue {
  active: boolean;
  enter: () => void;
  exit: () => void;
  toggle: () => void;
}

/** Presenter mode is offered from this width up (the spec's mobile breakpoint). */
export const PRESENTER_MEDIA = "(min-width: 768px)";

const PresenterContext = createContext<PresenterContextValue | null>(null);

export function usePresenter(): PresenterContextValue {
  const value = useContext(PresenterContext);
  if (!value) throw new Error("usePresenter outside PresenterProvider");
  return value;
}

/**
 * Presenter mode lives in the workspace layout, which stays mounted while the
 * presenter moves between initiative pages, so the mode and the browser's
 * full screen both survive the navigation.
 */
export function PresenterProvider({ initialActive, children }: { initialActive: boolean; children: ReactNode }) {
  const [active, setActive] = useState(initialActive);

  const apply = useCallback((on: boolean) => {
    document.documentElement.classList.toggle("presenter", on);
    writePresenterCookie(on);
    setActive(on);
  }, []);

  const enter = useCallback(() => {
    // Not offered on phones: a projector is never narrower than a tablet.
    if (!window.matchMedia(PRESENTER_MEDIA).matches) return;
    apply(true);
    // Full screen needs a user gesture and may be refused (kiosk, iframe); the mode works without it.
    document.documentElement.requestFullscreen?.().catch(() => {});
  }, [apply]);

  const exit = useCallback(() => {
    apply(false);
    if (document.fullscreenElement) document.exitFullscreen().catch(() => {});
  }, [apply]);

  const toggle = useCallback(
    () => (document.documentElement.classList.contains("presenter") ? exit() : enter()),
    [enter, exit],
  );

  // In full screen the browser keeps Esc for itself (it leaves full screen; the page never sees the key), so
  // leaving the full screen the mode entered leaves the mode too: Esc always leaves.
  useEffect(() => {
    if (!active) return;
    let wasFullscreen = document.fullscreenElement !== null;
    const onChange = () => {
      if (wasFullscreen && document.fullscreenElement === null) apply(false);
      wasFullscreen = document.fullscreenElement !== null;
    };
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, [active, apply]);

  // Leaving the workspace (sign-out, landing) leaves the mode's styles behind too.
  useEffect(() => () => document.documentElement.classList.remove("presenter"), []);

  const value = useMemo(() => ({ active, enter, exit, toggle }), [active, enter, exit, toggle]);
  return <PresenterContext.Provider value={value}>{children}</PresenterContext.Provider>;
}
