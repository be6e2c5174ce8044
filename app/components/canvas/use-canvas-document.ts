import { useCallback, useEffect, useRef, useState } from "react";
import { notify } from "#app/components/toaster.tsx";
import { apiFetch, apiJson, messageOf } from "#app/lib/api-client.ts";

export interface CanvasContextResponse {
  context: { active_document_id: string | null; mode: "view" | "edit"; documents: { id: string; name: string }[] };
  annotations: { id: string; content: string }[];
  relations: { id: string; kind: string; target_document: { id: string; name: string } }[];
}

export interface DocumentContent {
  content: string | null;
  version: number;
  mimeType: string;
  isEditable: boolean;
  source: "file" | "chunks";
}

export function fetchDocumentContent(projectId: string, documentId: string): Promise<DocumentContent> {
  return apiFetch<DocumentContent>(`/api/projects/${projectId}/documents/${documentId}/content`);
}

/**
 * What the Canvas shows for the chosen document: its canvas context
 * (annotations, relations) and its content, each with the spec's toasts.
 * The content follows the document's version (a save elsewhere, a re-index)
 * unless `hold` is set: an open editor is never swapped for someone else's
 * text, and reloads only when it closes.
 */
export function useCanvasDocument(
  projectId: string,
  documentId: string,
  version: number,
  options: { announce: boolean; hold: boolean },
) {
  const [context, setContext] = useState<CanvasContextResponse | null>(null);
  const [content, setContent] = useState<DocumentContent | null>(null);
  const [loading, setLoading] = useState(false);
  const { announce, hold } = options;

  const loadContext = useCallback(
    async (toast: boolean) => {
      try {
        const next = await apiJson<CanvasContextResponse>("/api/functions/canvas-context", "POST", {
          projectId,
          documentId,
          mode: "view",
        });
        setContext(next);
        if (toast)
          notify({ type: "success", title: "Documento carregado", description: "Contexto do canvas atualizado" });
      } catch (error) {
        notify({
          type: "error",
          title: "Erro ao carregar contexto",
          description: messageOf(error) || "Erro desconhecido",
        });
      }
    },
    [projectId, documentId],
  );

  // Announced once, when the document is opened, not on every later reload.
  const announceOnOpen = useRef(announce);
  useEffect(() => {
    setContext(null);
    void loadContext(announceOnOpen.current);
    announceOnOpen.current = false;
  }, [loadContext]);

  // The version the content should be at: frozen while held.
  const [wanted, setWanted] = useState(version);
  useEffect(() => {
    if (!hold) setWanted(version);
  }, [hold, version]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new wanted version is what asks for the content again
  useEffect(() => {
    let active = true;
    setLoading(true);
    fetchDocumentContent(projectId, documentId)
      .then((next) => active && setContent(next))
      .catch(() => {
        if (active) {
          notify({
            type: "error",
            title: "Erro ao carregar conteúdo",
            description: "Não foi possível carregar o conteúdo do documento",
          });
        }
      })
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [projectId, documentId, wanted]);

  return { context, content, setContent, loading, reloadContext: () => loadContext(false) };
}
