import { Check, Loader2 } from "lucide-react";
import { lazy, useDeferredValue, useEffect, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Lazily } from "#app/components/ui/lazily.tsx";
import { cn } from "#app/lib/utils.ts";

const Markdown = lazy(() => import("#app/components/markdown/markdown.tsx").then((m) => ({ default: m.Markdown })));

/** Where the draft stands against the server: being saved, or saved by this editor and unchanged since. */
export type SaveState = "idle" | "saving" | "saved";

/**
 * Edit mode (spec): a large monospace text area with Salvar and Cancelar. A
 * Markdown document also gets a live preview: beside the text where the
 * Canvas is wide enough (a container query, so it follows the panel, not the
 * window), behind an Editar / Visualizar switch where it is not. It opens with
 * the cursor at the start; Ctrl/⌘+S saves and keeps editing, with "Salvo"
 * beside the buttons, which stay on screen (sticky) however long the text.
 * The draft belongs to the caller, so nothing from outside can replace it.
 */
export function DocumentEditor({
  draft,
  onDraftChange,
  markdown,
  saveState,
  onSave,
  onSaveShortcut,
  onCancel,
}: {
  draft: string;
  onDraftChange: (draft: string) => void;
  markdown: boolean;
  saveState: SaveState;
  /** Salvar: save and return to view (spec). */
  onSave: () => void;
  /** Ctrl/⌘+S: save and keep editing. */
  onSaveShortcut: () => void;
  onCancel: () => void;
}) {
  const [view, setView] = useState<"edit" | "preview">("edit");
  const preview = useDeferredValue(draft);
  const box = useRef<HTMLTextAreaElement>(null);
  const saving = saveState === "saving";

  // The editor opens where the document starts, with the cursor there.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    element.setSelectionRange(0, 0);
    element.scrollTop = 0;
    element.focus({ preventScroll: true });
  }, []);

  // The sticky bar covers the bottom of the Canvas's pane; the text box must never sit under it, or the line being
  // typed (the caret is always inside the box, which scrolls itself) is hidden behind Salvo/Cancelar/Salvar.
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    const sticky = bar.current;
    const pane = element?.closest<HTMLElement>("[data-scroll-pane]");
    if (!element || !sticky || !pane) return;
    const fitBox = () => {
      // No taller than the pane above the bar, so it can always be wholly above it.
      const room = pane.clientHeight - sticky.offsetHeight - 12;
      element.style.maxHeight = `${Math.max(160, room)}px`;
      keepAboveBar(element, sticky, pane);
    };
    const reveal = () => keepAboveBar(element, sticky, pane);
    fitBox();
    const resize = new ResizeObserver(fitBox);
    resize.observe(pane);
    for (const type of ["input", "select", "keyup", "focus"]) element.addEventListener(type, reveal);
    return () => {
      resize.disconnect();
      for (const type of ["input", "select", "keyup", "focus"]) element.removeEventListener(type, reveal);
    };
  }, []);
  // After a save the status line changes under the box: keep it above the bar then too.
  useEffect(() => {
    const element = box.current;
    const pane = element?.closest<HTMLElement>("[data-scroll-pane]");
    if (element && bar.current && pane && saveState !== "idle") keepAboveBar(element, bar.current, pane);
  }, [saveState]);

  // Ctrl/⌘+S anywhere on the page saves while the editor is open (the browser would offer to save the page).
  const shortcut = useRef(onSaveShortcut);
  shortcut.current = onSaveShortcut;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== "s") return;
      event.preventDefault();
      shortcut.current();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <div className="@container space-y-3">
      {markdown ? (
        <fieldset className="flex w-fit rounded-md border border-line p-0.5 @2xl:hidden">
          <legend className="sr-only">Modo do editor</legend>
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
        </fieldset>
      ) : null}
      <div className={cn("grid gap-3", markdown && "@2xl:grid-cols-2")}>
        <div className={cn(view === "preview" && markdown && "hidden @2xl:block")}>
          <label htmlFor="canvas-editor" className="sr-only">
            Conteúdo do documento
          </label>
          <textarea
            ref={box}
            id="canvas-editor"
            value={draft}
            onChange={(event) => onDraftChange(event.target.value)}
            spellCheck={false}
            aria-keyshortcuts="Control+S Meta+S"
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
      {/* Sticky to the bottom of the Canvas's scroll pane: Salvar is never below the fold. */}
      <div
        ref={bar}
        data-editor-bar
        className="sticky bottom-0 z-10 -mx-4 -mb-4 flex flex-wrap items-center justify-end gap-2 border-t border-line bg-white px-4 py-3"
      >
        <p role="status" className="mr-auto flex items-center gap-1 text-sm text-muted" data-testid="editor-status">
          {saveState === "saving" ? (
            <>
              <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> Salvando…
            </>
          ) : saveState === "saved" ? (
            <>
              <Check aria-hidden className="h-4 w-4 text-success" /> Salvo
            </>
          ) : null}
        </p>
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

/** Scrolls the pane just enough that the text box's bottom edge is above the sticky bar, never past the box's top. */
function keepAboveBar(box: HTMLElement, bar: HTMLElement, pane: HTMLElement): void {
  if (document.activeElement !== box) return;
  const hidden = box.getBoundingClientRect().bottom - bar.getBoundingClientRect().top;
  if (hidden <= 0) return;
  const above = box.getBoundingClientRect().top - pane.getBoundingClientRect().top;
  const by = Math.min(hidden, Math.max(0, above));
  if (by > 0) pane.scrollTop += by;
}
