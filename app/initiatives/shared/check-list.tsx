import { CheckCircle2, type LucideIcon } from "lucide-react";
import { cn } from "#app/lib/utils.ts";

/**
 * Short statements, each after an icon (a check unless told): benefits,
 * skills, guarantees. `className` lays the list out (spacing, columns).
 */
export function CheckList({
  items,
  icon: Icon = CheckCircle2,
  iconClassName = "text-success",
  className = "space-y-2",
}: {
  items: readonly string[];
  icon?: LucideIcon;
  iconClassName?: string;
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex min-w-0 items-start gap-2 text-sm text-ink">
          <Icon aria-hidden className={cn("mt-0.5 h-4 w-4 shrink-0", iconClassName)} />
          <span className="min-w-0 break-words">{item}</span>
        </li>
      ))}
    </ul>
  );
}
