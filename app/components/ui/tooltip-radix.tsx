import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import { type ReactNode, useLayoutEffect, useRef } from "react";
import type { Arrival } from "./load-on-reach";

/**
 * The Radix half of Tooltip, in its own chunk (see load-on-reach.tsx). Mounting it
 * replaces the control's element, so how it arrives matters: a control reached
 * by the keyboard gets its focus back (which opens the tooltip, as focus
 * does); one still under the pointer opens at once (Radix would wait for the
 * pointer's next move); otherwise it waits, closed, like any tooltip.
 */
export default function RadixTooltip({
  label,
  children,
  arrival,
}: {
  label: string;
  children: ReactNode;
  arrival: Arrival;
}) {
  // Radix types the trigger as a button; asChild puts the ref on whatever the child is (a link, a button).
  const trigger = useRef<HTMLButtonElement>(null);
  // Before the browser paints the new element, so the focus never visibly leaves.
  useLayoutEffect(() => {
    if (arrival === "focus") trigger.current?.focus();
    // Only on arrival: later focus and pointer moves are Radix's to handle.
  }, []);
  return (
    <TooltipPrimitive.Provider delayDuration={200}>
      <TooltipPrimitive.Root defaultOpen={arrival === "open"}>
        <TooltipPrimitive.Trigger asChild ref={trigger}>
          {children}
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content side="right" sideOffset={8} className="z-50 rounded-md bg-ink px-2 py-1 text-xs text-white shadow">
            {label}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
