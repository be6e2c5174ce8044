import type { ReactElement } from "react";
import { LoadOnReach } from "./load-on-reach.tsx";

/** Radix and its positioning engine (~11 KB gzip), loaded when a control is first reached (see load-on-reach.tsx). */
const loadRadixTooltip = () => import("./tooltip-radix.tsx");

/** A label for icon-only controls (the collapsed sidebar). On the server and until reached, the child renders alone. */
export function Tooltip({ label, children, disabled }: { label: string; children: ReactElement; disabled?: boolean }) {
  return (
    <LoadOnReach load={loadRadixTooltip} props={{ label }} disabled={disabled}>
      {children}
    </LoadOnReach>
  );
}
