import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";

/**
 * A label for icon-only controls. Tooltips only show on the collapsed
 * sidebar, so Radix (and its positioning engine, ~11 KB gzip) loads only
 * when one is actually rendered; until then the child renders alone. The
 * server and the first client render show the child alone too: a tooltip
 * answers a pointer, so the HTML never needs it, and a page's stream does not
 * wait on the chunk (a server render suspended on it held every signed-in
 * page open until the render's abort).
 */
const RadixTooltip = lazy(() => import("./tooltip-radix"));

export function Tooltip({ label, children, disabled }: { label: string; children: ReactNode; disabled?: boolean }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (disabled || !hydrated) return <>{children}</>;
  return (
    <Suspense fallback={children}>
      <RadixTooltip label={label}>{children}</RadixTooltip>
    </Suspense>
  );
}
