import { useSyncExternalStore } from "react";

// Built on first use, not when the module loads: a page's first Intl formatter loads its locale's data
// (see formatNumber in isomorphic/text/format.ts).
let utc: Intl.DateTimeFormat | undefined;
let local: Intl.DateTimeFormat | undefined;
const utcFormat = () =>
  (utc ??= new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "medium", timeZone: "UTC" }));
const localFormat = () => (local ??= new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "medium" }));
const noSubscription = () => () => {};

/**
 * A moment in the reader's own time zone. The Worker renders in UTC and knows
 * no better, so the server's HTML (and hydration, which must match it) shows
 * UTC, labelled as such; the browser then switches to its local time. Printing
 * the local time straight away made every full load of the security page fail
 * hydration outside UTC (React rebuilt the whole page client-side), and
 * suppressing the warning left Brazilian readers UTC times without saying so.
 */
export function LocalTime({ at }: { at: number | string }) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const date = new Date(at);
  return (
    <time dateTime={date.toISOString()}>
      {inBrowser ? localFormat().format(date) : `${utcFormat().format(date)} UTC`}
    </time>
  );
}
