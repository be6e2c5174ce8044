import { lazy, type ReactNode, Suspense } from "react";

/**
 * A label for icon-only controls. Tooltips only show on the collapsed
 * sidebar, so Radix (and its positioning engine, ~11 KB gzip) loads only
 * when one is actually rendered; until then the child renders alone.
 */
const RadixTooltip = lazy(() => import("./tooltip-radix"));

export function Tooltip({ label, children, disabled }: { label: string; children: ReactNode; disabled?: boolean }) {
  if (disabled) return <>{children}</>;
  return (
    <Suspense fallback={children}>
      <RadixTooltip label={label}>{children}</RadixTooltip>
    </Suspense>
  );
}
