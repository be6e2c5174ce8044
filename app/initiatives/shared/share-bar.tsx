import type { ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

/**
 * A part of a whole, as a list item shows it: its label and its figures on a
 * line, over a bar as long as its share. The bar is drawn only (aria-hidden):
 * the figures beside the label are what it says.
 */
export function ShareBar({
  label,
  figures,
  percent,
  color = "bg-brand-600",
  thick = false,
}: {
  label: ReactNode;
  figures: ReactNode;
  /** 0-100. */
  percent: number;
  /** The bar's fill (a Tailwind background class). */
  color?: string;
  thick?: boolean;
}) {
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        {label}
        {figures}
      </div>
      <div aria-hidden className={cn("mt-1 w-full overflow-hidden rounded-full bg-slate-200", thick ? "h-2.5" : "h-2")}>
        <div
          className={cn("h-full rounded-full", color)}
          style={{ width: `${Math.max(0, Math.min(100, percent))}%` }}
        />
      </div>
    </>
  );
}
