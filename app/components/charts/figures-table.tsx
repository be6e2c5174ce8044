import type { ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

/**
 * Figures as a real table: every cell padded and kept on one line, so numbers
 * never run together; when the card is narrower than the columns, the table
 * scrolls sideways inside it (a focusable region, so keyboards can scroll it too)
 * instead of squeezing them.
 */
export function FiguresTable({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    // A named section (a region) that scrolls sideways, so it takes the focus: keyboard users scroll it too.
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable from the keyboard
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <table
        className={cn(
          "w-full border-collapse text-sm tabular-nums [&_td]:whitespace-nowrap [&_td]:px-2.5 [&_td]:py-1.5 [&_th]:whitespace-nowrap [&_th]:px-2.5 [&_th]:py-1.5",
          className,
        )}
      >
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </section>
  );
}
