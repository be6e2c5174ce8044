import type { ReactNode } from "react";

/**
 * A list item that reads as a mark beside a title and its text: a step's
 * number, an initiative's index, a benefit's icon. The classes are whole
 * strings (no class merging in this app), so a caller that differs names its
 * own set.
 */
export function MarkedItem({
  mark,
  title,
  children,
  className = "flex gap-3",
  titleClassName = "break-words font-semibold text-ink",
  textClassName = "break-words text-sm text-muted",
}: {
  mark: ReactNode;
  title: ReactNode;
  children: ReactNode;
  className?: string;
  titleClassName?: string;
  textClassName?: string;
}) {
  return (
    <li className={className}>
      {mark}
      <div className="min-w-0">
        <h3 className={titleClassName}>{title}</h3>
        <p className={textClassName}>{children}</p>
      </div>
    </li>
  );
}
