import { Link } from "@remix-run/react";
import { ArrowLeft, Maximize2, Minimize2 } from "lucide-react";
import type { ReactNode } from "react";
import { PresenterFooter } from "#app/initiatives/presenter/presenter-footer.tsx";
import { usePresenter } from "#app/initiatives/presenter/presenter-provider.tsx";
import { usePresenterKeys } from "#app/initiatives/presenter/use-presenter-keys.ts";
import { initiatives } from "#app/initiatives/registry.ts";
import { cn } from "#app/lib/utils.ts";

const chromeButton =
  "inline-flex h-9 items-center gap-2 rounded-md border border-line bg-white px-3 text-sm font-medium text-ink hover:bg-brand-50";

/**
 * The frame of every initiative page: back button to /dashboard, the
 * presenter-mode toggle (also the P key; not offered on phones), the title
 * block, and in presenter mode a footer to walk the sections and pages.
 * In presenter mode the two buttons join the title's row, so the slide keeps
 * its height for the page's content.
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

  // Every control on the slide says what it does in words, the back button too (an arrow alone read as nothing
  // from the back of the room).
  const back = (
    <Link to="/dashboard" className={chromeButton} title="Voltar ao Dashboard">
      <ArrowLeft aria-hidden className="h-4 w-4" /> Voltar
    </Link>
  );
  const toggleButton = (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={active}
      aria-keyshortcuts="P"
      className={cn(chromeButton, !active && "max-md:hidden")}
    >
      {active ? <Minimize2 aria-hidden className="h-4 w-4" /> : <Maximize2 aria-hidden className="h-4 w-4" />}
      {active ? "Sair da apresentação" : "Modo apresentação"}
      {/* The key is shown where the mode is offered (a screen reader hears it from aria-keyshortcuts). */}
      {active ? null : (
        <kbd
          aria-hidden
          className="rounded border border-line bg-surface px-1.5 font-sans text-xs font-semibold text-muted"
        >
          P
        </kbd>
      )}
    </button>
  );

  return (
    // On the slide the page ends in a screen of empty space, so its last slide can scroll to its top
    // like every other (a last slide pulled up by the page's end would show the previous one cut).
    <main
      className={cn(
        "mx-auto w-full max-w-7xl space-y-6 p-4 md:p-6",
        active && "max-w-[110rem] space-y-5 pb-[100vh] md:pt-4 md:pb-[100vh]",
      )}
    >
      {active ? null : (
        <div className="flex items-center justify-between gap-2">
          {back}
          {toggleButton}
        </div>
      )}

      {/* Phones: the icon above the title. Presenter mode: the buttons end the title's row and the
          subtitle runs under both, so the header stays short and the slide keeps its height. */}
      <header
        className={cn(
          "grid items-start gap-x-4 gap-y-1",
          active
            ? "grid-cols-[auto_minmax(0,1fr)_auto]"
            : "grid-cols-[auto_minmax(0,1fr)] max-sm:grid-cols-1 max-sm:gap-y-3",
        )}
      >
        {Icon ? (
          <span className="row-span-2 inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white max-sm:row-span-1">
            <Icon aria-hidden className="h-6 w-6" />
          </span>
        ) : null}
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="text-2xl font-bold text-brand-900 md:text-3xl">{entry?.title ?? slug}</h1>
          {badge}
        </div>
        {active ? (
          <div className="flex shrink-0 items-center gap-2">
            {back}
            {toggleButton}
          </div>
        ) : null}
        {subtitle ? (
          // On a short projector (768 px) the subtitle is left to the presenter's voice and to screen readers: the
          // title row and the page's key element take the first screen.
          <p
            className={cn(
              "max-w-5xl text-muted",
              active ? "col-span-2 col-start-2 [@media(max-height:800px)]:sr-only" : "col-start-2 max-sm:col-start-1",
            )}
          >
            {subtitle}
          </p>
        ) : null}
      </header>

      <div data-presenter-content className={active ? "space-y-5" : "space-y-6"}>
        {children}
      </div>

      {/* Keyed by page: a new page never shows the captions of the one it replaced. */}
      {active ? <PresenterFooter key={slug} slug={slug} /> : null}
    </main>
  );
}
