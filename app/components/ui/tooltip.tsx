import { lazy, type ReactNode, Suspense, useState } from "react";

/**
 * A label for icon-only controls (the collapsed sidebar). Radix and its
 * positioning engine (~11 KB gzip) load when a pointer or the keyboard first
 * reaches the control, not when the page hydrates: mounting every sidebar
 * tooltip right after hydration re-rendered the whole rail and fetched eight
 * chunks while the page was still becoming interactive (Lighthouse counted it
 * as blocking time). Until then, and on the server, the child renders alone.
 */
const RadixTooltip = lazy(() => import("./tooltip-radix"));

type Reached = "pointer" | "focus";

export function Tooltip({ label, children, disabled }: { label: string; children: ReactNode; disabled?: boolean }) {
  const [reached, setReached] = useState<Reached | null>(null);
  // Whether the pointer is still on the control when Radix arrives: if so, it opens at once.
  const [pointerInside, setPointerInside] = useState(false);
  const reach = (how: Reached) => {
    if (!reached && !disabled) setReached(how);
  };
  return (
    // `contents`: the wrapper only listens; it has no box of its own.
    <span
      className="contents"
      onPointerOver={() => {
        setPointerInside(true);
        reach("pointer");
      }}
      onPointerLeave={() => setPointerInside(false)}
      onFocus={() => reach("focus")}
    >
      {reached && !disabled ? (
        <Suspense fallback={children}>
          <RadixTooltip label={label} arrival={reached === "focus" ? "focus" : pointerInside ? "open" : "closed"}>
            {children}
          </RadixTooltip>
        </Suspense>
      ) : (
        children
      )}
    </span>
  );
}
