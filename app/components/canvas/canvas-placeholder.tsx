import { Sparkles } from "lucide-react";
import { cn } from "#app/lib/utils.ts";

/** The side panel's frame: shown from 1024 px. */
export const CANVAS_ASIDE = "hidden flex-col border-l border-line bg-white lg:flex";

/** The Canvas where there is no project: what it will hold (spec). */
export function CanvasPlaceholder() {
  return (
    <aside aria-label="Canvas" className={cn(CANVAS_ASIDE, "w-[500px] shrink-0")}>
      <div className="flex flex-1 flex-col items-center justify-center gap-2 p-8 text-center">
        <Sparkles aria-hidden className="h-8 w-8 text-brand-500" />
        <h2 className="text-lg font-semibold">Canvas Inteligente</h2>
        <p className="text-sm text-muted">Documentos e visualizações aparecerão aqui</p>
      </div>
    </aside>
  );
}
