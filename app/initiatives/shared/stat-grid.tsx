import { type ReactNode, useId } from "react";
import { type PresenterKey, presenterKeyAttrs } from "#isomorphic/initiatives/presenter-key.ts";
import { cn } from "#app/lib/utils.ts";

/** Two abreast on phones, then three, four or six (six only on a wide slide). */
const COLUMNS = {
  3: "grid-cols-2 sm:grid-cols-3",
  4: "grid-cols-2 xl:grid-cols-4",
  6: "grid-cols-2 lg:grid-cols-3 presenter:xl:grid-cols-6",
} as const;

/**
 * A page's row of headline figures (StatCards): a section titled for screen
 * readers and for the presenter's footer, the cards in a grid.
 */
export function StatGrid({
  title,
  columns,
  presenterKey,
  children,
}: {
  title: string;
  columns: keyof typeof COLUMNS;
  presenterKey?: PresenterKey;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} {...(presenterKey ? presenterKeyAttrs(presenterKey) : {})}>
      <h2 id={id} className="sr-only">
        {title}
      </h2>
      <div className={cn("grid gap-3 sm:gap-4", COLUMNS[columns])}>{children}</div>
    </section>
  );
}
