import { useSyncExternalStore } from "react";

/**
 * Whether a media query matches, kept current. The server (and the first
 * render while hydrating) answers `serverValue`, so markup that depends on it
 * should also be right under CSS alone for that value.
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

/** Where the Canvas stops being a side panel (Tailwind's `lg`). */
export const WIDE_QUERY = "(min-width: 1024px)";
