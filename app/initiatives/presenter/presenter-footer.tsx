import { ChevronLeft, ChevronRight } from "lucide-react";
import { PRESENTER_ORDER, neighbours } from "./presenter-order";
import { usePresenterWalk, type WalkCaption } from "./use-presenter-walk";

const control =
  "inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-line bg-white text-ink hover:bg-brand-50 disabled:opacity-40";

/**
 * The presenter's footer. Its three controls sit in fixed places on every
 * page (a grid with equal side columns and a fixed-width counter), so a
 * presenter's mouse or eye finds them where they were; the captions beside the
 * arrows say what the next press does: scroll to a named section, or change page.
 */
export function PresenterFooter({ slug }: { slug: string }) {
  const { captions, goForward, goBackward } = usePresenterWalk(slug);
  const { position } = neighbours(slug);
  return (
    <nav
      aria-label="Apresentação"
      data-presenter-footer
      className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-4 border-t border-line bg-white px-4 py-1.5"
    >
      <div className="flex min-w-0 items-center gap-3">
        <button
          type="button"
          onClick={goBackward}
          disabled={captions?.backward.kind === "end"}
          aria-label="Anterior"
          aria-keyshortcuts="ArrowLeft PageUp"
          data-presenter-control="previous"
          className={control}
        >
          <ChevronLeft aria-hidden className="h-6 w-6" />
        </button>
        <Caption caption={captions?.backward} />
      </div>
      <p data-presenter-control="position" className="min-w-[5ch] text-center text-sm font-semibold tabular-nums text-ink">
        <span className="sr-only">Página </span>
        {position} / {PRESENTER_ORDER.length}
      </p>
      <div className="flex min-w-0 items-center justify-end gap-3">
        <Caption caption={captions?.forward} align="right" />
        <button
          type="button"
          onClick={goForward}
          disabled={captions?.forward.kind === "end"}
          aria-label="Próximo"
          aria-keyshortcuts="ArrowRight PageDown"
          data-presenter-control="next"
          className={control}
        >
          <ChevronRight aria-hidden className="h-6 w-6" />
        </button>
      </div>
    </nav>
  );
}

function Caption({ caption, align = "left" }: { caption: WalkCaption | undefined; align?: "left" | "right" }) {
  return (
    <p
      aria-live="polite"
      data-presenter-caption={caption?.kind}
      className={`min-w-0 truncate text-sm ${caption?.kind === "section" ? "font-medium text-brand-800" : "text-ink"} ${align === "right" ? "text-right" : ""}`}
    >
      {caption?.text ?? "\u00a0"}
    </p>
  );
}
