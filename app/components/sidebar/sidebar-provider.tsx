import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { writePreferenceCookie } from "#app/lib/preference-cookie.ts";
import { MOBILE_BREAKPOINT, SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE } from "#isomorphic/sidebar-state.ts";

interface SidebarContextValue {
  expanded: boolean;
  mobileOpen: boolean;
  setMobileOpen: (open: boolean) => void;
  /** Collapses/expands on desktop; opens/closes the drawer below 768 px. */
  toggle: () => void;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const value = useContext(SidebarContext);
  if (!value) throw new Error("useSidebar outside SidebarProvider");
  return value;
}

function isMobileViewport(): boolean {
  return window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`).matches;
}

export function SidebarProvider({ initialExpanded, children }: { initialExpanded: boolean; children: ReactNode }) {
  const [expanded, setExpanded] = useState(initialExpanded);
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isMobileViewport()) {
      setMobileOpen((open) => !open);
      return;
    }
    setExpanded((current) => {
      const next = !current;
      // The server reads this on the next request, so the first paint is already right.
      writePreferenceCookie(SIDEBAR_COOKIE, String(next), SIDEBAR_COOKIE_MAX_AGE);
      return next;
    });
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "b" && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  const value = useMemo(() => ({ expanded, mobileOpen, setMobileOpen, toggle }), [expanded, mobileOpen, toggle]);
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}
