import { FileText, Sparkles } from "lucide-react";

/**
 * The right-hand Canvas (500 px, large screens only). Reading and editing a
 * document arrive with the documents issue; the empty states are the spec's.
 */
export function CanvasPanel({ documents }: { documents: { id: string; name: string; type: string }[] | null }) {
  return (
    <aside
      aria-label="Canvas"
      className="hidden w-[500px] shrink-0 flex-col border-l border-line bg-white lg:flex"
    >
      {documents === null ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-2 p-8 text-center">
          <Sparkles aria-hidden className="h-8 w-8 text-brand-500" />
          <h2 className="text-lg font-semibold">Canvas Inteligente</h2>
          <p className="text-sm text-muted">Documentos e visualizações aparecerão aqui</p>
        </div>
      ) : (
        <div className="flex flex-1 flex-col">
          <header className="border-b border-line p-4">
            <h2 className="text-lg font-semibold">Canvas</h2>
            <p className="text-sm text-muted">Visualização de documentos</p>
          </header>
          <div className="space-y-4 p-4">
            <div>
              <h3 className="font-medium">Selecione um Documento</h3>
              <p className="text-sm text-muted">Use a lista acima para escolher um documento do projeto.</p>
            </div>
            <ul className="space-y-1 text-sm text-muted">
              <li>• Conteúdo de documentos (PDF, TXT, MD)</li>
              <li>• Edição de arquivos Markdown</li>
              <li>• Anotações relacionadas</li>
              <li>• Documentos vinculados</li>
            </ul>
            <div>
              <h3 className="mb-2 text-sm font-medium">Documentos do projeto ({documents.length})</h3>
              <ul className="space-y-1">
                {documents.map((document) => (
                  <li key={document.id} className="flex items-center gap-2 rounded-md border border-line px-3 py-2 text-sm">
                    <FileText aria-hidden className="h-4 w-4 text-muted" />
                    <span className="truncate">{document.name}</span>
                    <span className="ml-auto rounded bg-slate-100 px-1.5 py-0.5 text-xs uppercase text-muted">{document.type}</span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      )}
    </aside>
  );
}
