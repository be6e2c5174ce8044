import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import type { ReactElement } from "react";
import { type Arrival, useArrival } from "./load-on-reach.tsx";

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
  children: ReactElement;
  arrival: Arrival;
}) {
  const { trigger, open, setOpen } = useArrival(arrival);
  return (
    <TooltipPrimitive.Provider delayDuration={200}>
      <TooltipPrimitive.Root open={open} onOpenChange={setOpen}>
        <TooltipPrimitive.Trigger asChild ref={trigger}>
          {children}
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side="right"
            sideOffset={8}
            className="z-50 rounded-md bg-ink px-2 py-1 text-xs text-white shadow"
          >
            {label}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
