import { lazy, type ReactNode } from "react";
import { LoadOnReach } from "./load-on-reach";

/** Radix and its positioning engine (~11 KB gzip), loaded when a control is first reached (see load-on-reach.tsx). */
const RadixTooltip = lazy(() => import("./tooltip-radix"));

/** A label for icon-only controls (the collapsed sidebar). On the server and until reached, the child renders alone. */
export function Tooltip({ label, children, disabled }: { label: string; children: ReactNode; disabled?: boolean }) {
  return (
    <LoadOnReach
      disabled={disabled}
      enhanced={(arrival) => (
        <RadixTooltip label={label} arrival={arrival}>
          {children}
        </RadixTooltip>
      )}
    >
      {children}
    </LoadOnReach>
  );
}
