import { type KeyboardEvent, type PointerEvent, useState, useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False on the server and while hydrating, true after (and at once on a
 * client-side navigation). Lazily loaded parts wait for it so the server never
 * suspends on their chunks: a render suspended on one held every signed-in
 * page's stream open until its abort in the test pool (see tooltip.tsx).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * For a lazily loaded dialog: false until `open` first turns true after
 * hydration, then true for good, so the dialog mounts (and its chunk loads)
 * only when someone opens it, and stays mounted as a static one would (its
 * fetchers, toasts and closing animation keep working).
 */
export function useOpenedOnce(open: boolean): boolean {
  const hydrated = useHydrated();
  const [opened, setOpened] = useState(false);
  if (open && hydrated && !opened) setOpened(true);
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
 * For a control whose real implementation (a Radix menu or select) is a lazy
 * chunk: until someone reaches for it, the page renders a look-alike (on the
 * server too) with these handlers. Hovering or focusing it fetches the chunk;
 * pressing it (mouse down, a click, or one of `openKeys`, as Radix opens)
 * makes `wanted` true, and the caller mounts the real control already open.
 */
export function useIntent(load: () => Promise<unknown>, openKeys: readonly string[]): { wanted: boolean; handlers: IntentHandlers } {
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
      onPointerDown: (event) => (event.pointerType === "mouse" && event.button === 0 && !event.ctrlKey ? want() : prefetch()),
      onClick: want,
      onKeyDown: (event) => {
        if (!openKeys.includes(event.key)) return;
        event.preventDefault();
        want();
      },
    },
  };
}
