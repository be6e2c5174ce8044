import { Link2, MessageSquareText, Plus } from "lucide-react";
import { useState } from "react";
import { notifyOutcome } from "#app/components/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { apiJson } from "#app/lib/api-client.ts";
import type { CanvasContextResponse } from "./use-canvas-document.ts";

/** Anotações and Documentos Relacionados (spec), with forms to add to both. */
export function DocumentLinks({
  projectId,
  documentId,
  context,
  otherDocuments,
  onChanged,
  onOpen,
}: {
  projectId: string;
  documentId: string;
  context: CanvasContextResponse | null;
  otherDocuments: { id: string; name: string }[];
  onChanged: () => void;
  onOpen: (documentId: string) => void;
}) {
  const [note, setNote] = useState("");
  const [target, setTarget] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const base = `/api/projects/${projectId}/documents/${documentId}`;

  const run = async (action: () => Promise<unknown>, success: string, failure: string) => {
    setBusy(true);
    try {
      const done = await notifyOutcome(action, success, failure);
      if (done) onChanged();
      return done;
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-6">
      <section aria-labelledby="canvas-annotations">
        <h3 id="canvas-annotations" className="mb-2 flex items-center gap-2 text-sm font-semibold">
          <MessageSquareText aria-hidden className="h-4 w-4 text-brand-600" /> Anotações
        </h3>
        {context && context.annotations.length > 0 ? (
          <ul className="mb-3 space-y-2">
            {context.annotations.map((annotation) => (
              <li key={annotation.id} className="whitespace-pre-wrap rounded-md bg-amber-50 px-3 py-2 text-sm text-ink">
                {annotation.content}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mb-3 text-sm text-muted">Nenhuma anotação ainda.</p>
        )}
        <form
          className="flex gap-2"
          onSubmit={async (event) => {
            event.preventDefault();
            if (!note.trim()) return;
            if (
              await run(
                () => apiJson(`${base}/annotations`, "POST", { content: note }),
                "Anotação adicionada",
                "Erro ao anotar",
              )
            )
              setNote("");
          }}
        >
          <label htmlFor="new-annotation" className="sr-only">
            Nova anotação
          </label>
          <input
            id="new-annotation"
            value={note}
            maxLength={2000}
            onChange={(event) => setNote(event.target.value)}
            placeholder="Escreva uma anotação..."
            className="h-9 min-w-0 flex-1 rounded-md border border-line px-3 text-sm"
          />
          <Button type="submit" size="sm" variant="outline" disabled={busy || !note.trim()}>
            <Plus aria-hidden className="h-4 w-4" /> Anotar
          </Button>
        </form>
      </section>

      <section aria-labelledby="canvas-relations">
        <h3 id="canvas-relations" className="mb-2 flex items-center gap-2 text-sm font-semibold">
          <Link2 aria-hidden className="h-4 w-4 text-brand-600" /> Documentos Relacionados
        </h3>
        {context && context.relations.length > 0 ? (
          <ul className="mb-3 space-y-1">
            {context.relations.map((relation) => (
              <li key={relation.id}>
                <button
                  type="button"
                  onClick={() => onOpen(relation.target_document.id)}
                  className="text-left text-sm text-brand-700 underline"
                >
                  {relation.target_document.name || "Documento"}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mb-3 text-sm text-muted">Nenhum documento relacionado.</p>
        )}
        {otherDocuments.length > 0 ? (
          <div className="flex gap-2">
            <Select
              value={target}
              onValueChange={setTarget}
              placeholder="Relacionar com..."
              label="Documento a relacionar"
              className="h-9"
              options={otherDocuments.map((document) => ({ value: document.id, label: document.name }))}
            />
            <Button
              size="sm"
              variant="outline"
              disabled={busy || !target}
              onClick={async () => {
                if (
                  target &&
                  (await run(
                    () => apiJson(`${base}/relations`, "POST", { targetDocumentId: target }),
                    "Documentos relacionados",
                    "Erro ao relacionar",
                  ))
                ) {
                  setTarget(undefined);
                }
              }}
            >
              Vincular
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}
