import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "#app/lib/utils.ts";
import { PRESENTER_ORDER, neighbours } from "./presenter-order.ts";
import { type Direction, usePresenterWalk, type WalkCaption } from "./use-presenter-walk.ts";

const CONTROL = {
  backward: { label: "Anterior", keys: "ArrowLeft PageUp", icon: ChevronLeft, id: "previous" },
  forward: { label: "Próximo", keys: "ArrowRight PageDown", icon: ChevronRight, id: "next" },
} as const;

/**
 * The presenter's footer. Its three controls sit in fixed places on every
 * page (a grid with equal side columns and a fixed-width counter), so a
 * presenter's mouse or eye finds them where they were; the captions beside the
 * arrows say what the next press does: show a named section, or change page;
 * the counter says which slide of the page is shown and which page of twelve.
 * Under the current slide a curtain hides whatever of the next one peeks out.
 */
export function PresenterFooter({ slug }: { slug: string }) {
  const { view, go } = usePresenterWalk(slug);
  const captions = view?.captions;
  const { position } = neighbours(slug);
  return (
    <>
      {view?.curtain != null ? (
        <div
          aria-hidden
          data-presenter-curtain
          className="fixed inset-x-0 bottom-0 z-30 bg-surface"
          style={{ top: view.curtain }}
        />
      ) : null}
      <nav
        aria-label="Apresentação"
        data-presenter-footer
        className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-4 border-t border-line bg-white px-4 py-1.5"
      >
        <WalkControl direction="backward" caption={captions?.backward} onGo={go} />
        {/* Two counters, one a line: the slide moves with every step, the page only between pages. A fixed width,
            so the arrows and captions stay where they were from page to page. */}
        <p
          data-presenter-control="position"
          className="w-[8.5rem] text-center text-sm leading-snug tabular-nums text-ink"
        >
          <span data-presenter-slide className="block">
            Slide {view?.slide.number ?? 1} de {view?.slide.count ?? 1}
          </span>
          <span data-presenter-page className="block font-semibold">
            Página {position} de {PRESENTER_ORDER.length}
          </span>
        </p>
        <WalkControl direction="forward" caption={captions?.forward} onGo={go} />
      </nav>
    </>
  );
}

/** One arrow and its caption; forward mirrors backward (caption first, then the arrow, at the right edge). */
function WalkControl({
  direction,
  caption,
  onGo,
}: {
  direction: Direction;
  caption: WalkCaption | undefined;
  onGo: (direction: Direction) => void;
}) {
  const { label, keys, icon: Icon, id } = CONTROL[direction];
  const forward = direction === "forward";
  return (
    <div className={cn("flex min-w-0 items-center gap-3", forward && "flex-row-reverse")}>
      <button
        type="button"
        onClick={() => onGo(direction)}
        disabled={caption?.kind === "end"}
        aria-label={label}
        aria-keyshortcuts={keys}
        data-presenter-control={id}
        className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-line bg-white text-ink hover:bg-brand-50 disabled:opacity-40"
      >
        <Icon aria-hidden className="h-6 w-6" />
      </button>
      <p
        aria-live="polite"
        data-presenter-caption={caption?.kind}
        data-presenter-direction={direction}
        // Two lines when it needs them (the counter beside is two lines tall): a caption cut short named a
        // section the audience could not tell from the one on screen ("Mapa de calor de reclamaç…").
        className={cn(
          "min-w-0 text-balance text-sm leading-snug",
          caption?.kind === "section" ? "font-medium text-brand-800" : "text-ink",
          forward && "text-right",
        )}
      >
        {caption?.text ?? "\u00a0"}
      </p>
    </div>
  );
}
