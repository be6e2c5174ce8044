import { type KeyboardEvent, type PointerEvent, useEffect, useState } from "react";

/**
 * Whether an effect has run in this browser, i.e. the page has hydrated. A
 * module flag rather than state: reading it re-renders nothing. (A
 * useSyncExternalStore whose server snapshot differed from the client's did
 * the same job, and made React render every page that used it a second time,
 * synchronously, right after hydration: blocking time, and an urgent update
 * that discarded the server HTML of answers whose Markdown was still loading.)
 */
let hydrated = false;

/**
 * For a lazily loaded dialog: false until `open` first turns true, then true
 * for good, so the dialog mounts (and its chunk loads) only when someone opens
 * it, and stays mounted as a static one would (its fetchers, toasts and
 * closing animation keep working). Never true on the server, so the server
 * never suspends on the dialog's chunk.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(false);
  // Opened by someone after hydration: mount in this very render.
  if (open && hydrated && !opened) setOpened(true);
  useEffect(() => {
    hydrated = true;
    // Open from the first render (the page loaded with it open): mount right after hydration.
    if (open && !opened) setOpened(true);
  }, [open, opened]);
  return opened;
}

export interface IntentHandlers {
  onPointerEnter: () => void;
  onFocus: () => void;
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * A menu trigger's look-alike: the ARIA state Radix gives the real trigger, and the intent handlers. With
 * no handlers (the real menu is mounted around the button) nothing, since Radix sets both itself.
 */
export function menuLookAlikeProps(intent?: IntentHandlers) {
  return intent ? ({ "aria-haspopup": "menu", "aria-expanded": false, ...intent } as const) : {};
}

/**
 * For a control whose real implementation (a Radix menu or select) is a lazy
 * chunk: until someone reaches for it, the page renders a look-alike (on the
 * server too) with these handlers. Hovering or focusing it fetches the chunk;
 * pressing it (mouse down, a click, or one of `openKeys`, as Radix opens)
 * makes `wanted` true, and the caller mounts the real control already open.
 */
export function useIntent(
  load: () => Promise<unknown>,
  openKeys: readonly string[],
): { wanted: boolean; handlers: IntentHandlers } {
  const [wanted, setWanted] = useState(false);
  const prefetch = () => void load().catch(() => {});
  const want = () => {
    prefetch();
    setWanted(true);
  };
  return {
    wanted,
    handlers: {
      onPointerEnter: prefetch,
      onFocus: prefetch,
      // A touch may be the start of a scroll: like Radix, a finger opens on the click that follows.
      onPointerDown: (event) =>
        event.pointerType === "mouse" && event.button === 0 && !event.ctrlKey ? want() : prefetch(),
      onClick: want,
      onKeyDown: (event) => {
        if (!openKeys.includes(event.key)) return;
        event.preventDefault();
        want();
      },
    },
  };
}
