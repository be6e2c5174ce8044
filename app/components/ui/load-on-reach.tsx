import { type ReactNode, useState } from "react";
import { Lazily } from "./lazily";

/**
 * How the pointer or keyboard reached a control whose enhancement loads on
 * reach: "focus" (give the focus back, which opens a tooltip), "open" (a mouse
 * is still on it: open at once, Radix would wait for the next move) or
 * "closed" (it left, or a finger touched it: wait like any tooltip).
 */
export type Arrival = "focus" | "open" | "closed";

/**
 * Renders `children` as they are until a pointer or the keyboard first
 * reaches them, then `enhanced(arrival)` (a lazily loaded wrapper such as a
 * Radix tooltip), with the plain children while its chunk loads and for good
 * if it cannot be fetched. Hydration then mounts nothing extra and fetches no
 * chunk: mounting every tooltip at once re-rendered whole lists and appended a
 * dozen preload links while the page was becoming interactive (Lighthouse
 * counted it as blocking time). The wrapper is `display: contents`: it only
 * listens and has no box of its own.
 */
export function LoadOnReach({
  children,
  enhanced,
  disabled = false,
}: {
  children: ReactNode;
  enhanced: (arrival: Arrival) => ReactNode;
  disabled?: boolean;
}) {
  const [reached, setReached] = useState<"pointer" | "focus" | null>(null);
  const [mouseInside, setMouseInside] = useState(false);
  const reach = (how: "pointer" | "focus") => {
    if (!reached && !disabled) setReached(how);
  };
  const arrival: Arrival = reached === "focus" ? "focus" : mouseInside ? "open" : "closed";
  return (
    <span
      className="contents"
      onPointerOver={(event) => {
        if (event.pointerType !== "touch" && !mouseInside) setMouseInside(true);
        reach("pointer");
      }}
      onPointerLeave={() => setMouseInside(false)}
      onFocus={() => reach("focus")}
    >
      {reached && !disabled ? <Lazily fallback={children}>{enhanced(arrival)}</Lazily> : children}
    </span>
  );
}
