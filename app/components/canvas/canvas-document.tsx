import { Check, FileText, Loader2, Pencil, RotateCw, Trash2 } from "lucide-react";
import { lazy, useEffect, useRef, useState } from "react";
import type { Room } from "#app/components/realtime/use-room.ts";
import { notify, notifyOutcome } from "#app/components/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Lazily } from "#app/components/ui/lazily.tsx";
import { ApiClientError, apiFetch, apiJson, messageOf } from "#app/lib/api-client.ts";
import { DOCUMENT_STATUS_LABEL, documentTypeLabel, formatOfMimeType } from "#isomorphic/document-types.ts";
import type { PresenceMember } from "#isomorphic/protocols/realtime-protocol.ts";
import { cn } from "#app/lib/utils.ts";
import type { CanvasSelection } from "./canvas-selection.ts";
import type { ChangesChoice, ChangesContent } from "./changes-dialog.tsx";
import { DocumentEditor, type SaveState } from "./document-editor.tsx";
import { DocumentLinks } from "./document-links.tsx";
import { PdfView } from "./kinds/pdf-view.tsx";
import { TextView } from "./kinds/text-view.tsx";
import { type DocumentContent, fetchDocumentContent, useCanvasDocument } from "./use-canvas-document.ts";
import { usePassage } from "./use-passage.ts";
import type { DocumentView } from "./use-project-documents.ts";

// The compare dialog (jsdiff, Radix Dialog) is only for a member editing: its chunk is fetched when the editor
// opens, so a conflict does not wait on it; should it fail to load, the same choices show inline (ChangesFallback).
const loadChangesDialog = () => import("./changes-dialog.tsx");
const ChangesDialog = lazy(() => loadChangesDialog().then((m) => ({ default: m.ChangesDialog })));

const STATUS_STYLE = {
  processing: "bg-amber-50 text-amber-900",
  ready: "bg-emerald-50 text-emerald-900",
  failed: "bg-red-50 text-red-900",
} as const;

interface Changes {
  kind: "notice" | "conflict";
  saved: DocumentContent;
}

/**
 * One open document: its card (type, status, Editar, Excluir), its content
 * (PDF at the cited page, text with the cited passage highlighted), the
 * editor, and its annotations and relations, which follow the room live.
 * While the editor is open, another member's save never replaces the draft:
 * a banner names who saved, with Ver alterações / Manter minha versão, and
 * saving on the old version meets the server's 409 and a dialog that lets the
 * member compare, keep editing, discard or save over it.
 */
export function CanvasDocument({
  projectId,
  document,
  others,
  selection,
  onSelect,
  onDocumentsChanged,
  onEditingChange,
  room,
  currentUserId,
}: {
  projectId: string;
  document: DocumentView;
  others: DocumentView[];
  selection: CanvasSelection;
  onSelect: (documentId: string | null) => void;
  onDocumentsChanged: () => void;
  onEditingChange: (editing: boolean) => void;
  room?: Room;
  currentUserId: string;
}) {
  const [editing, setEditing] = useState(false);
  // The panel widens while a document is edited (room for the live preview).
  const reportEditing = useRef(onEditingChange);
  reportEditing.current = onEditingChange;
  useEffect(() => reportEditing.current(editing), [editing]);
  useEffect(() => () => reportEditing.current(false), []);
  const { context, content, setContent, loading, reloadContext } = useCanvasDocument(
    projectId,
    document.id,
    document.version,
    {
      announce: selection.from === "picker",
      hold: editing,
    },
  );
  const { passage, missing } = usePassage(projectId, document.id, selection.passage, selection.citedBy);
  const [draft, setDraft] = useState("");
  const [saving, setSaving] = useState(false);
  /** The text this editor last saved: "Salvo" holds while the draft still equals it. */
  const [savedText, setSavedText] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // Focus follows each action to the control that comes next (the button that replaced the one pressed).
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const cancelDeleteButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<"edit" | "delete" | "cancel-delete" | null>(null);
  /** Opens or closes the delete confirmation; the focus moves to the button that took the pressed one's place. */
  const askToDelete = (confirming: boolean) => {
    setConfirmDelete(confirming);
    focusNext.current = confirming ? "cancel-delete" : "delete";
  };
  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    const target = { edit: editButton, delete: deleteButton, "cancel-delete": cancelDeleteButton }[next].current;
    if (!target) return;
    focusNext.current = null;
    target.focus();
  });
  const [editedBy, setEditedBy] = useState<PresenceMember | null>(null);
  const [keptAgainst, setKeptAgainst] = useState(0);
  const [changes, setChanges] = useState<Changes | null>(null);
  const format = formatOfMimeType(document.mimeType);
  const base = `/api/projects/${projectId}/documents/${document.id}`;

  // Who saved last, from the room; and annotations or relations added elsewhere (the agent too) appear at once.
  useEffect(
    () =>
      room?.subscribe((event) => {
        if (event.type === "document" && event.documentId === document.id && event.editedBy)
          setEditedBy(event.editedBy);
        if (event.type === "canvas" && event.documentIds.includes(document.id)) void reloadContext();
      }),
    [room, document.id, reloadContext],
  );

  const savedElsewhere = editing && content !== null && document.version > content.version;
  const saver =
    editedBy === null ? "outra pessoa" : editedBy.userId === currentUserId ? "você, em outra janela" : editedBy.name;

  const startEditing = () => {
    if (content?.content == null) return;
    setDraft(content.content);
    setSavedText(null);
    setKeptAgainst(0);
    setEditing(true);
    void loadChangesDialog().catch(() => {});
  };

  const stopEditing = () => {
    setEditing(false);
    focusNext.current = "edit";
  };

  /** Salvar saves and returns to view (spec); Ctrl/⌘+S saves and keeps editing. */
  const save = async (baseVersion: number, { keepEditing = false } = {}) => {
    if (saving) return;
    const text = draft;
    setSaving(true);
    try {
      const result = await apiJson<{ version: number }>(`${base}/content`, "PUT", { content: text, baseVersion });
      if (content) setContent({ ...content, content: text, version: result.version });
      setSavedText(text);
      setChanges(null);
      if (!keepEditing) stopEditing();
      notify({ type: "success", title: "Documento salvo", description: "Alterações salvas com sucesso" });
      onDocumentsChanged();
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 409) await showChanges("conflict");
      else notify({ type: "error", title: "Erro ao salvar", description: messageOf(error) });
    } finally {
      setSaving(false);
    }
  };

  const showChanges = async (kind: Changes["kind"]) => {
    try {
      setChanges({ kind, saved: await fetchDocumentContent(projectId, document.id) });
    } catch (error) {
      notify({ type: "error", title: "Erro ao carregar conteúdo", description: messageOf(error) });
    }
  };

  const discardDraft = () => {
    if (changes) setContent(changes.saved);
    setChanges(null);
    stopEditing();
    onDocumentsChanged();
  };

  const act = async (path: string, method: string, success: string, failure: string) => {
    const done = await notifyOutcome(() => apiFetch(path, { method }), success, failure);
    if (done) onDocumentsChanged();
    return done;
  };

  const choices: ChangesChoice[] =
    changes?.kind === "conflict"
      ? [
          { label: "Continuar editando", onChoose: () => setChanges(null) },
          { label: "Descartar meu rascunho", onChoose: discardDraft },
          {
            label: "Salvar minha versão",
            variant: "primary",
            onChoose: () => changes && void save(changes.saved.version),
          },
        ]
      : [
          { label: "Usar a versão salva", onChoose: discardDraft },
          {
            label: "Manter minha versão",
            variant: "primary",
            onChoose: () => {
              setKeptAgainst(document.version);
              setChanges(null);
            },
          },
        ];

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
          <span
            className={cn("shrink-0 rounded-full px-2 py-0.5 text-xs font-medium", STATUS_STYLE[document.status])}
            data-testid="document-status"
          >
            {DOCUMENT_STATUS_LABEL[document.status]}
          </span>
        </div>
        {document.status === "failed" ? (
          <div className="mt-3 flex items-center gap-2 rounded-md bg-red-50 p-2 text-sm text-red-900">
            <p className="flex-1">{document.statusReason ?? "O processamento falhou."}</p>
            <Button
              size="sm"
              variant="outline"
              onClick={() => act(`${base}/reprocess`, "POST", "Reprocessando documento", "Erro ao reprocessar")}
            >
              <RotateCw aria-hidden className="h-4 w-4" /> Reprocessar
            </Button>
          </div>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-2">
          {document.isEditable && document.canChange && !editing && content ? (
            <Button ref={editButton} size="sm" variant="outline" onClick={startEditing}>
              <Pencil aria-hidden className="h-4 w-4" /> Editar
            </Button>
          ) : null}
          {!document.canChange ? null : confirmDelete ? (
            <>
              <Button
                size="sm"
                variant="danger"
                onClick={async () =>
                  (await act(base, "DELETE", "Documento excluído", "Erro ao excluir")) && onSelect(null)
                }
              >
                Confirmar exclusão
              </Button>
              <Button ref={cancelDeleteButton} size="sm" variant="ghost" onClick={() => askToDelete(false)}>
                Cancelar
              </Button>
            </>
          ) : (
            <Button ref={deleteButton} size="sm" variant="ghost" onClick={() => askToDelete(true)}>
              <Trash2 aria-hidden className="h-4 w-4" /> Excluir
            </Button>
          )}
          {/* After Salvar the view says so, until the next edit. */}
          <p role="status" className="flex items-center gap-1 self-center text-sm text-muted">
            {!editing && savedText !== null ? (
              <>
                <Check aria-hidden className="h-4 w-4 text-success" /> Salvo
              </>
            ) : null}
          </p>
        </div>
      </div>

      {savedElsewhere && keptAgainst < document.version ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <p className="min-w-0 flex-1">Este documento foi alterado por {saver}.</p>
          <Button size="sm" variant="outline" onClick={() => void showChanges("notice")}>
            Ver alterações
          </Button>
          <Button size="sm" variant="outline" onClick={() => setKeptAgainst(document.version)}>
            Manter minha versão
          </Button>
        </div>
      ) : null}
      {missing ? <p className="text-sm text-muted">O trecho citado não foi encontrado neste documento.</p> : null}
      {passage?.previousVersion ? <PreviousVersionQuote quote={passage.content} /> : null}

      {format === "pdf" ? (
        <PdfView
          projectId={projectId}
          documentId={document.id}
          name={document.name}
          page={passage?.page ?? null}
          passage={passage && !passage.previousVersion ? passage.content : null}
        />
      ) : loading && !content ? (
        <div className="flex items-center gap-2 text-sm text-muted">
          <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> Carregando conteúdo…
        </div>
      ) : content?.content != null ? (
        editing ? (
          <DocumentEditor
            draft={draft}
            onDraftChange={setDraft}
            markdown={format === "markdown"}
            saveState={editorState(saving, savedText, draft)}
            onSave={() => void save(content.version)}
            onSaveShortcut={() => void save(content.version, { keepEditing: true })}
            onCancel={stopEditing}
          />
        ) : (
          <TextView
            content={content.content}
            markdown={format === "markdown"}
            passage={passage && !passage.previousVersion ? passage.content : null}
          />
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

      {changes ? (
        <ChangesView
          title={changes.kind === "conflict" ? "Conflito ao salvar" : `Alterações de ${saver}`}
          description={
            changes.kind === "conflict"
              ? `Uma nova versão foi salva por ${saver} enquanto você editava. Seu rascunho não foi perdido: compare e escolha.`
              : "Compare a versão salva com o seu rascunho."
          }
          saved={changes.saved.content ?? ""}
          draft={draft}
          savedLabel={`versão salva por ${saver}`}
          choices={choices}
          onClose={() => setChanges(null)}
        />
      ) : null}
    </div>
  );
}

function editorState(saving: boolean, savedText: string | null, draft: string): SaveState {
  if (saving) return "saving";
  return savedText === draft ? "saved" : "idle";
}

/** The compare dialog, or its choices inline while (or if) its chunk cannot be had. */
function ChangesView({ onClose, ...content }: ChangesContent & { onClose: () => void }) {
  const { title, description, choices } = content;
  const fallback = (
    <div role="status" className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-medium">{title}</p>
      <p>{description}</p>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <Button key={choice.label} size="sm" variant={choice.variant ?? "outline"} onClick={choice.onChoose}>
            {choice.label}
          </Button>
        ))}
      </div>
    </div>
  );
  return (
    <Lazily fallback={fallback}>
      <ChangesDialog open onOpenChange={(open) => !open && onClose()} {...content} />
    </Lazily>
  );
}

/** The quote an answer made from a version the document no longer has: shown as such, never as the current text. */
function PreviousVersionQuote({ quote }: { quote: string }) {
  return (
    <figure className="rounded-md border border-line bg-warning-soft p-3 text-sm" data-previous-version>
      <figcaption className="mb-1 font-medium text-warning">Trecho de uma versão anterior</figcaption>
      <blockquote className="whitespace-pre-wrap text-ink">{quote}</blockquote>
    </figure>
  );
}
