import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { type PresenterKey, presenterKeyAttrs } from "#isomorphic/initiatives/presenter-key.ts";
import { formatNumber } from "#isomorphic/text/format.ts";
import { cn } from "#app/lib/utils.ts";
import { type Tone, toneText } from "./badge.tsx";

/** A figure with its label: the building block of every initiative page. */
interface StatCardProps {
  icon?: LucideIcon;
  value: ReactNode;
  label: ReactNode;
  hint?: ReactNode;
  tone?: Tone;
  className?: string;
}

export function StatCard({ icon: Icon, value, label, hint, tone = "info", className }: StatCardProps) {
  return (
    <div className={cn("min-w-0 rounded-xl border border-line bg-white p-3 shadow-sm sm:p-4", className)}>
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 break-words text-sm font-medium text-muted">{label}</p>
        {Icon ? <Icon aria-hidden className={cn("h-5 w-5 shrink-0", toneText(tone))} /> : null}
      </div>
      <p
        className={cn(
          "mt-2 text-2xl font-bold presenter:text-4xl presenter:2xl:text-5xl max-sm:text-xl",
          toneText(tone),
        )}
      >
        {value}
      </p>
      {hint ? <p className="mt-1 text-xs text-muted">{hint}</p> : null}
    </div>
  );
}

/** A run of figures side by side, in the order given (each label names its card, so labels are unique). */
export function StatCards({ cards }: { cards: (StatCardProps & { label: string })[] }) {
  return (
    <>
      {cards.map((card) => (
        <StatCard key={card.label} {...card} />
      ))}
    </>
  );
}

/** A figure as a page's data gives it: its icon by name (data modules hold no components), a count or a text. */
export interface NamedFigure<K extends string> {
  icon: K;
  value: string | number;
  label: string;
  hint?: string;
  tone?: Tone;
}

/**
 * A page's figures from its data: the icon looked up by its name, and the tone
 * too unless the figure carries its own; counts written the pt-BR way.
 */
export function NamedStatCards<K extends string>({
  figures,
  icons,
  tones,
}: {
  figures: readonly NamedFigure<K>[];
  icons: Record<K, LucideIcon>;
  tones?: Record<K, Tone>;
}) {
  return (
    <>
      {figures.map((figure) => (
        <StatCard key={figure.label} {...namedFigureProps(figure, icons, tones)} />
      ))}
    </>
  );
}

/**
 * A page's figures as a labelled list (the label names it for screen readers
 * and the presenter): two abreast on phones, four on wide screens, each card as
 * tall as its row.
 */
export function NamedStatList<K extends string>({
  label,
  presenterKey,
  figures,
  icons,
  tones,
}: {
  label: string;
  presenterKey?: PresenterKey;
  figures: readonly NamedFigure<K>[];
  icons: Record<K, LucideIcon>;
  tones?: Record<K, Tone>;
}) {
  return (
    <ul
      className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4"
      aria-label={label}
      {...(presenterKey ? presenterKeyAttrs(presenterKey) : {})}
    >
      {figures.map((figure) => (
        <li key={figure.label} className="min-w-0">
          <StatCard {...namedFigureProps(figure, icons, tones)} className="h-full" />
        </li>
      ))}
    </ul>
  );
}

function namedFigureProps<K extends string>(
  figure: NamedFigure<K>,
  icons: Record<K, LucideIcon>,
  tones: Record<K, Tone> | undefined,
): StatCardProps {
  return {
    icon: icons[figure.icon],
    value: typeof figure.value === "number" ? formatNumber(figure.value) : figure.value,
    label: figure.label,
    hint: figure.hint,
    tone: figure.tone ?? tones?.[figure.icon],
  };
}

export function Section({
  title,
  description,
  children,
  className,
  presenterKey,
  quietOnSlide = false,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Marks this section as the page's presenter key. */
  presenterKey?: PresenterKey;
  /** On the slide (presenter mode) the description is left to the presenter's voice and to screen readers. */
  quietOnSlide?: boolean;
}) {
  return (
    <section
      className={cn("render-near-screen rounded-xl border border-line bg-white p-5 shadow-sm presenter:p-4", className)}
      {...(presenterKey ? presenterKeyAttrs(presenterKey) : {})}
    >
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      {description ? (
        // On a short projector (768 px) every description is left to the presenter's voice and to screen readers:
        // a section's heading and its cards then share a slide rather than the heading standing alone.
        <p
          className={cn(
            "mt-1 text-sm text-muted",
            quietOnSlide ? "presenter:sr-only" : "presenter:[@media(max-height:800px)]:sr-only",
          )}
        >
          {description}
        </p>
      ) : null}
      <div className="mt-4 presenter:mt-3">{children}</div>
    </section>
  );
}

export function ProgressBar({ value, label, tone = "info" }: { value: number; label: string; tone?: Tone }) {
  const bar = {
    success: "bg-success",
    warning: "bg-warning",
    danger: "bg-danger",
    info: "bg-brand-600",
    neutral: "bg-slate-500",
  }[tone];
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className={cn("h-full rounded-full transition-[width] duration-200", bar)}
        style={{ width: `${Math.max(0, Math.min(100, value))}%` }}
      />
    </div>
  );
}
