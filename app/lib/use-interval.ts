import { useEffect, useRef } from "react";

/**
 * Calls `callback` every `delayMs` while `delayMs` is a number; `null` stops
 * it. The timer is cleared when the component unmounts, so nothing keeps
 * running after leaving a page, and it restarts cleanly on return.
 */
export function useInterval(callback: () => void, delayMs: number | null): void {
  const saved = useRef(callback);
  saved.current = callback;
  useEffect(() => {
    if (delayMs === null) return;
    const id = setInterval(() => saved.current(), delayMs);
    return () => clearInterval(id);
  }, [delayMs]);
}
