import { Link } from "@remix-run/react";
import { ArrowLeft, ChevronLeft, ChevronRight, Maximize2, Minimize2 } from "lucide-react";
import type { ReactNode } from "react";
import { neighbours, PRESENTER_ORDER, titleOf } from "~/initiatives/presenter/presenter-order";
import { usePresenter } from "~/initiatives/presenter/presenter-provider";
import { usePresenterKeys } from "~/initiatives/presenter/use-presenter-keys";
import { initiatives } from "~/initiatives/registry";
import { cn } from "~/lib/utils";

/**
 * The frame of every initiative page: back button to /dashboard, the
 * presenter-mode toggle (also the P key), the title block, and in presenter
 * mode a footer to walk the pages.
 */
export function InitiativePage({
  slug,
  subtitle,
  badge,
  children,
}: {
  slug: string;
  subtitle?: ReactNode;
  badge?: ReactNode;
  children: ReactNode;
}) {
  const entry = initiatives.find((initiative) => initiative.slug === slug);
  const { active, toggle } = usePresenter();
  usePresenterKeys();
  const Icon = entry?.icon;
  const { previous, next, position } = neighbours(slug);

  return (
    <main className={cn("mx-auto w-full max-w-7xl space-y-6 p-4 md:p-6", active && "pb-24")}>
      <div className="flex items-center justify-between gap-2">
        <Link
          to="/dashboard"
          className="inline-flex h-9 items-center gap-2 rounded-md border border-line bg-white px-3 text-sm font-medium text-ink hover:bg-brand-50"
        >
          <ArrowLeft aria-hidden className="h-4 w-4" /> Voltar
        </Link>
        <button
          type="button"
          onClick={toggle}
          aria-pressed={active}
          aria-keyshortcuts="P"
          className="inline-flex h-9 items-center gap-2 rounded-md border border-line bg-white px-3 text-sm font-medium text-ink hover:bg-brand-50"
        >
          {active ? <Minimize2 aria-hidden className="h-4 w-4" /> : <Maximize2 aria-hidden className="h-4 w-4" />}
          {active ? "Sair da apresentação" : "Modo apresentação"}
        </button>
      </div>

      <header className="flex flex-wrap items-start gap-4">
        {Icon ? (
          <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
            <Icon aria-hidden className="h-6 w-6" />
          </span>
        ) : null}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold text-brand-900 md:text-3xl">{entry?.title ?? slug}</h1>
            {badge}
          </div>
          {subtitle ? <p className="mt-1 max-w-3xl text-muted">{subtitle}</p> : null}
        </div>
      </header>

      {children}

      {active ? (
        <nav
          aria-label="Apresentação"
          className="fixed inset-x-0 bottom-0 z-40 flex items-center justify-between gap-2 border-t border-line bg-white/95 px-4 py-2 backdrop-blur"
        >
          {previous ? (
            <Link to={`/initiatives/${previous}`} className="inline-flex items-center gap-1 text-sm font-medium text-ink">
              <ChevronLeft aria-hidden className="h-4 w-4" /> {titleOf(previous)}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted">
            {position} / {PRESENTER_ORDER.length}
          </span>
          {next ? (
            <Link to={`/initiatives/${next}`} className="inline-flex items-center gap-1 text-sm font-medium text-ink">
              {titleOf(next)} <ChevronRight aria-hidden className="h-4 w-4" />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </main>
  );
}
