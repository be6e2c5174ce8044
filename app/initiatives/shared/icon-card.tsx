import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

const BADGE = {
  solid: "bg-brand-700 text-white",
  soft: "bg-brand-100 text-brand-800",
} as const;

/** An icon in a rounded square, beside a card's title. */
export function IconBadge({ icon: Icon, tone = "solid" }: { icon: LucideIcon; tone?: keyof typeof BADGE }) {
  return (
    <span className={cn("inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg", BADGE[tone])}>
      <Icon aria-hidden className="h-4 w-4" />
    </span>
  );
}

/** A step's number in a filled circle, beside a card's title. */
export function StepNumber({ value }: { value: number }) {
  return (
    <span className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
      {value}
    </span>
  );
}

/**
 * A card in a list of cards (an initiative's features, pillars, steps,
 * agents): what marks it (an icon, a badge, a step number) beside its title,
 * then what it says. The list item itself, so a slide never cuts it in two.
 */
export function IconCard({
  mark,
  title,
  children,
  className,
}: {
  mark: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <li className={cn("min-w-0 rounded-lg border border-line bg-surface p-4", className)}>
      <div className="flex items-center gap-2">
        {mark}
        <h3 className="min-w-0 break-words font-semibold text-ink">{title}</h3>
      </div>
      {children ? <div className="mt-2 space-y-1 break-words text-sm text-muted">{children}</div> : null}
    </li>
  );
}

export interface IconCardItem {
  title: string;
  body: ReactNode;
}

/** Cards that share one icon as their mark: a page's agents, its recommended actions. */
export function IconCardList({
  icon: Icon,
  items,
  className = "space-y-3",
  cardClassName,
}: {
  icon: LucideIcon;
  items: readonly IconCardItem[];
  className?: string;
  cardClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <IconCard
          key={item.title}
          mark={<Icon aria-hidden className="h-5 w-5 shrink-0 text-brand-700" />}
          title={item.title}
          className={cardClassName}
        >
          {item.body}
        </IconCard>
      ))}
    </ul>
  );
}
