import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * A fetcher plus a callback fired once each submission settles (the action
 * answered, and any redirect it asked for has been followed).
 */
export function useFetcherSettled<T>(onSettled: (data: T | undefined) => void) {
  const fetcher = useFetcher<T>();
  const busy = fetcher.state !== "idle";
  const wasBusy = useRef(false);
  const callback = useRef(onSettled);
  callback.current = onSettled;

  useEffect(() => {
    if (wasBusy.current && !busy) callback.current(fetcher.data);
    wasBusy.current = busy;
  }, [busy, fetcher.data]);

  return fetcher;
}
