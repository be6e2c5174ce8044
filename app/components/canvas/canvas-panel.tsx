import { FileText, Loader2, Pencil, RotateCw, Sparkles, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { notify } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { Select, SelectItem } from "~/components/ui/select";
import { apiFetch, apiJson, messageOf } from "~/lib/api-client";
import { DOCUMENT_STATUS_LABEL, documentTypeLabel, formatOfMimeType } from "~/lib/document-types";
import { cn } from "~/lib/utils";
import { DocumentEditor } from "./document-editor";
import { DocumentLinks } from "./document-links";
import { PdfView } from "./kinds/pdf-view";
import { TextView } from "./kinds/text-view";
import { useCanvasDocument } from "./use-canvas-document";
import type { DocumentView } from "./use-project-documents";

/**
 * The right-hand Canvas (500 px, large screens only), keyed to the project:
 * pick a document, read it (PDF framed, Markdown rendered, text
 * preformatted), edit Markdown and text in place, annotate and relate it.
 */
export function CanvasPanel({
  projectId,
  documents,
  selectedId,
  onSelect,
  onDocumentsChanged,
}: {
  projectId: string | null;
  documents: DocumentView[] | null;
  selectedId: string | null;
  onSelect: (documentId: string | null) => void;
  onDocumentsChanged: () => void;
}) {
  const selected = documents?.find((document) => document.id === selectedId);
  return (
    <aside aria-label="Canvas" className="hidden w-[500px] shrink-0 flex-col border-l border-line bg-white lg:flex">
      {projectId === null || documents === null ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-2 p-8 text-center">
          <Sparkles aria-hidden className="h-8 w-8 text-brand-500" />
          <h2 className="text-lg font-semibold">Canvas Inteligente</h2>
          <p className="text-sm text-muted">Documentos e visualizações aparecerão aqui</p>
        </div>
      ) : (
        <div className="flex min-h-0 flex-1 flex-col">
          <header className="space-y-3 border-b border-line p-4">
            <div>
              <h2 className="text-lg font-semibold">Canvas</h2>
              <p className="text-sm text-muted">Visualização de documentos</p>
            </div>
            <Select
              value={selectedId ?? undefined}
              onValueChange={(value) => onSelect(value)}
              placeholder="Selecione um documento"
              label="Documento do projeto"
            >
              {documents.map((document) => (
                <SelectItem key={document.id} value={document.id}>
                  {document.name}
                  {document.status === "ready" ? "" : ` (${DOCUMENT_STATUS_LABEL[document.status]})`}
                </SelectItem>
              ))}
            </Select>
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto p-4">
            {selected ? (
              <CanvasDocument
                key={selected.id}
                projectId={projectId}
                document={selected}
                others={documents.filter((document) => document.id !== selected.id)}
                onSelect={onSelect}
                onDocumentsChanged={onDocumentsChanged}
              />
            ) : (
              <EmptyCanvas count={documents.length} />
            )}
          </div>
        </div>
      )}
    </aside>
  );
}

function EmptyCanvas({ count }: { count: number }) {
  return (
    <div className="space-y-4">
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
      {count === 0 ? (
        <p className="rounded-md bg-slate-50 p-3 text-sm text-muted">
          Este projeto ainda não tem documentos. Anexe um PDF, Markdown ou texto pelo botão de clipe do chat.
        </p>
      ) : null}
    </div>
  );
}

const STATUS_STYLE = {
  processing: "bg-amber-50 text-amber-900",
  ready: "bg-emerald-50 text-emerald-900",
  failed: "bg-red-50 text-red-900",
} as const;

function CanvasDocument({
  projectId,
  document,
  others,
  onSelect,
  onDocumentsChanged,
}: {
  projectId: string;
  document: DocumentView;
  others: DocumentView[];
  onSelect: (documentId: string | null) => void;
  onDocumentsChanged: () => void;
}) {
  const { context, content, setContent, loading, reloadContext } = useCanvasDocument(projectId, document.id, document.version);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const format = formatOfMimeType(document.mimeType);
  const base = `/api/projects/${projectId}/documents/${document.id}`;
  useEffect(() => setEditing(false), [document.id]);

  const save = async (draft: string) => {
    if (!content) return;
    setSaving(true);
    try {
      const result = await apiJson<{ version: number }>(`${base}/content`, "PUT", { content: draft, baseVersion: content.version });
      setContent({ ...content, content: draft, version: result.version });
      setEditing(false);
      notify({ type: "success", title: "Documento salvo", description: "Alterações salvas com sucesso" });
      onDocumentsChanged();
    } catch (error) {
      notify({ type: "error", title: "Erro ao salvar", description: messageOf(error) });
    } finally {
      setSaving(false);
    }
  };

  const act = async (path: string, method: string, success: string, failure: string) => {
    try {
      await apiFetch(path, { method });
      notify({ type: "success", title: success });
      onDocumentsChanged();
      return true;
    } catch (error) {
      notify({ type: "error", title: failure, description: messageOf(error) });
      return false;
    }
  };

  return (
    <div className="space-y-5">
      <div className="rounded-lg border border-line p-4">
        <div className="flex items-start gap-3">
          <FileText aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
          <div className="min-w-0 flex-1">
            <h3 className="break-words font-semibold" data-testid="canvas-document-name">
              {document.name}
            </h3>
            <p className="text-sm text-muted">{documentTypeLabel(document.type)}</p>
          </div>
          <span className={cn("shrink-0 rounded-full px-2 py-0.5 text-xs font-medium", STATUS_STYLE[document.status])} data-testid="document-status">
            {DOCUMENT_STATUS_LABEL[document.status]}
          </span>
        </div>
        {document.status === "failed" ? (
          <div className="mt-3 flex items-center gap-2 rounded-md bg-red-50 p-2 text-sm text-red-900">
            <p className="flex-1">{document.statusReason ?? "O processamento falhou."}</p>
            <Button size="sm" variant="outline" onClick={() => act(`${base}/reprocess`, "POST", "Reprocessando documento", "Erro ao reprocessar")}>
              <RotateCw aria-hidden className="h-4 w-4" /> Reprocessar
            </Button>
          </div>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-2">
          {document.isEditable && !editing && content ? (
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden className="h-4 w-4" /> Editar
            </Button>
          ) : null}
          {confirmDelete ? (
            <>
              <Button size="sm" variant="danger" onClick={async () => (await act(base, "DELETE", "Documento excluído", "Erro ao excluir")) && onSelect(null)}>
                Confirmar exclusão
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirmDelete(false)}>
                Cancelar
              </Button>
            </>
          ) : (
            <Button size="sm" variant="ghost" onClick={() => setConfirmDelete(true)}>
              <Trash2 aria-hidden className="h-4 w-4" /> Excluir
            </Button>
          )}
        </div>
      </div>

      {format === "pdf" ? (
        <PdfView projectId={projectId} documentId={document.id} name={document.name} />
      ) : loading && !content ? (
        <div className="flex items-center gap-2 text-sm text-muted">
          <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> Carregando conteúdo…
        </div>
      ) : content?.content != null ? (
        editing ? (
          <DocumentEditor initial={content.content} saving={saving} onSave={save} onCancel={() => setEditing(false)} />
        ) : (
          <TextView content={content.content} markdown={format === "markdown"} />
        )
      ) : null}

      <DocumentLinks
        projectId={projectId}
        documentId={document.id}
        context={context}
        otherDocuments={others}
        onChanged={reloadContext}
        onOpen={onSelect}
      />
    </div>
  );
}
