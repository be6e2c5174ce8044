import { lazy, useState } from "react";
import type { Room } from "#app/components/realtime/use-room.ts";
import { Lazily } from "#app/components/ui/lazily.tsx";
import { useOpenedOnce } from "#app/components/ui/on-demand.ts";
import { usePhoneHint } from "#app/lib/use-phone-hint.ts";
import { Select } from "#app/components/ui/select.tsx";
import { DOCUMENT_STATUS_LABEL } from "#isomorphic/document-types.ts";
import { useMediaQuery, WIDE_QUERY } from "#app/lib/use-media-query.ts";
import { cn } from "#app/lib/utils.ts";
import { CanvasDocument } from "./canvas-document.tsx";
import { CANVAS_ASIDE } from "./canvas-placeholder.tsx";
import type { CanvasSelection, OpenedFrom } from "./canvas-selection.ts";
import type { DocumentView } from "./use-project-documents.ts";

// Radix Dialog for the phone's sheet loads when the sheet first opens: on a wide screen it never does.
const CanvasSheet = lazy(() => import("./canvas-sheet.tsx").then((m) => ({ default: m.CanvasSheet })));

/**
 * The project's Canvas: pick a document, read it (PDF framed, Markdown
 * rendered, text preformatted), edit Markdown and text, annotate and relate
 * it. From 1024 px it is the right-hand panel (500 px; while editing, wider
 * where the chat can spare the room);
 * below, the same Canvas is a full-height sheet the page opens.
 */
export function CanvasPanel({
  projectId,
  documents,
  selection,
  onSelect,
  onDocumentsChanged,
  sheetOpen,
  onSheetOpenChange,
  room,
  currentUserId,
  limitNotice = null,
}: {
  projectId: string;
  documents: DocumentView[];
  selection: CanvasSelection;
  onSelect: (documentId: string | null, from: OpenedFrom) => void;
  onDocumentsChanged: () => void;
  sheetOpen: boolean;
  onSheetOpenChange: (open: boolean) => void;
  room?: Room;
  currentUserId: string;
  /** The last upload the project's limits refused, in the server's words (until an upload goes through). */
  limitNotice?: string | null;
}) {
  // Rendered on the server for the device the request says it is, so a phone hydrates without re-rendering the panel.
  const wide = useMediaQuery(WIDE_QUERY, !usePhoneHint());
  const [editing, setEditing] = useState(false);
  const sheetOpened = useOpenedOnce(!wide && sheetOpen);
  const selected = documents.find((document) => document.id === selection.documentId);
  const body = (
    <div className="flex min-h-0 flex-1 flex-col">
      <header className="space-y-3 border-b border-line p-4">
        <div className="pr-20 lg:pr-0">
          <h2 className="text-lg font-semibold">Canvas</h2>
          <p className="text-sm text-muted">Visualização de documentos</p>
        </div>
        <Select
          value={selection.documentId ?? undefined}
          onValueChange={(value) => onSelect(value, "picker")}
          placeholder="Selecione um documento"
          label="Documento do projeto"
          options={documents.map((document) => ({
            value: document.id,
            label:
              document.status === "ready"
                ? document.name
                : `${document.name} (${DOCUMENT_STATUS_LABEL[document.status]})`,
          }))}
        />
        {limitNotice ? (
          <p
            role="status"
            className="rounded-md bg-amber-50 p-2 text-sm text-amber-900"
            data-testid="canvas-limit-notice"
          >
            {limitNotice}
          </p>
        ) : null}
      </header>
      {/* The one pane a citation scrolls (`data-scroll-pane` bounds revealInPane); `relative` keeps what is
          positioned inside it (screen-reader-only labels) in its own scroll area. */}
      <div className="relative min-h-0 flex-1 overflow-y-auto p-4" data-scroll-pane>
        {selected ? (
          <CanvasDocument
            key={selected.id}
            projectId={projectId}
            document={selected}
            others={documents.filter((document) => document.id !== selected.id)}
            selection={selection}
            onSelect={(documentId) => onSelect(documentId, "link")}
            onDocumentsChanged={onDocumentsChanged}
            onEditingChange={setEditing}
            room={room}
            currentUserId={currentUserId}
          />
        ) : (
          <EmptyCanvas count={documents.length} />
        )}
      </div>
    </div>
  );
  if (!wide) {
    // Closed, the sheet renders nothing, as Radix's closed dialog did.
    return sheetOpened ? (
      <Lazily fallback={null}>
        <CanvasSheet open={sheetOpen} onOpenChange={onSheetOpenChange}>
          {body}
        </CanvasSheet>
      </Lazily>
    ) : null;
  }
  return (
    // Editing, the Canvas grows toward 56rem for the live preview, but only into room the chat can spare: the chat
    // keeps 420 px (its min-width), and below that the preview goes behind the editor's Visualizar tab.
    <aside
      aria-label="Canvas"
      className={cn(CANVAS_ASIDE, editing ? "min-w-[500px] shrink grow-0 basis-[56rem]" : "w-[500px] shrink-0")}
    >
      {body}
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
