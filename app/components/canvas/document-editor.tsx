import { Loader2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";

/** Edit mode (spec): a large monospace text area with Salvar and Cancelar. */
export function DocumentEditor({
  initial,
  saving,
  onSave,
  onCancel,
}: {
  initial: string;
  saving: boolean;
  onSave: (content: string) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  return (
    <div className="space-y-3">
      <label htmlFor="canvas-editor" className="sr-only">
        Conteúdo do documento
      </label>
      <textarea
        id="canvas-editor"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        spellCheck={false}
        className="h-[480px] w-full resize-y rounded-lg border border-line bg-white p-3 font-mono text-sm leading-relaxed text-ink focus-visible:border-brand-500"
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancelar
        </Button>
        <Button onClick={() => onSave(draft)} disabled={saving}>
          {saving ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : null}
          Salvar
        </Button>
      </div>
    </div>
  );
}
