import { Loader2 } from "lucide-react";
import { lazy, useDeferredValue, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Lazily } from "#app/components/ui/lazily.tsx";
import { cn } from "#app/lib/utils.ts";

const Markdown = lazy(() => import("#app/components/markdown/markdown.tsx").then((m) => ({ default: m.Markdown })));

/**
 * Edit mode (spec): a large monospace text area with Salvar and Cancelar. A
 * Markdown document also gets a live preview: beside the text where the
 * Canvas is wide enough (a container query, so it follows the panel, not the
 * window), behind an Editar / Visualizar switch where it is not. The draft
 * belongs to the caller, so nothing from outside can replace it.
 */
export function DocumentEditor({
  draft,
  onDraftChange,
  markdown,
  saving,
  onSave,
  onCancel,
}: {
  draft: string;
  onDraftChange: (draft: string) => void;
  markdown: boolean;
  saving: boolean;
  onSave: () => void;
  onCancel: () => void;
}) {
  const [view, setView] = useState<"edit" | "preview">("edit");
  const preview = useDeferredValue(draft);
  return (
    <div className="@container space-y-3">
      {markdown ? (
        <div
          className="flex w-fit rounded-md border border-line p-0.5 @2xl:hidden"
          role="group"
          aria-label="Modo do editor"
        >
          {(["edit", "preview"] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              aria-pressed={view === mode}
              onClick={() => setView(mode)}
              className={cn(
                "rounded px-3 py-1 text-sm",
                view === mode ? "bg-brand-600 text-white" : "text-ink hover:bg-brand-50",
              )}
            >
              {mode === "edit" ? "Editar" : "Visualizar"}
            </button>
          ))}
        </div>
      ) : null}
      <div className={cn("grid gap-3", markdown && "@2xl:grid-cols-2")}>
        <div className={cn(view === "preview" && markdown && "hidden @2xl:block")}>
          <label htmlFor="canvas-editor" className="sr-only">
            Conteúdo do documento
          </label>
          <textarea
            id="canvas-editor"
            value={draft}
            onChange={(event) => onDraftChange(event.target.value)}
            spellCheck={false}
            className="h-[480px] w-full resize-y rounded-lg border border-line bg-white p-3 font-mono text-sm leading-relaxed text-ink focus-visible:border-brand-500"
          />
        </div>
        {markdown ? (
          <section
            aria-label="Pré-visualização"
            className={cn(
              "h-[480px] overflow-y-auto rounded-lg border border-line bg-white p-4",
              view === "edit" && "hidden @2xl:block",
            )}
            data-testid="editor-preview"
          >
            <Lazily fallback={<p className="whitespace-pre-wrap text-sm">{preview}</p>}>
              <Markdown>{preview}</Markdown>
            </Lazily>
          </section>
        ) : null}
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancelar
        </Button>
        <Button onClick={onSave} disabled={saving}>
          {saving ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : null}
          Salvar
        </Button>
      </div>
    </div>
  );
}
