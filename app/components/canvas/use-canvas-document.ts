import { useCallback, useEffect, useState } from "react";
import { notify } from "~/components/toaster";
import { apiFetch, apiJson, messageOf } from "~/lib/api-client";

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

/**
 * What the Canvas shows for the chosen document: its canvas context
 * (annotations, relations) and its content, each with the spec's toasts.
 */
export function useCanvasDocument(projectId: string, documentId: string | null, version: number | null) {
  const [context, setContext] = useState<CanvasContextResponse | null>(null);
  const [content, setContent] = useState<DocumentContent | null>(null);
  const [loading, setLoading] = useState(false);

  const loadContext = useCallback(
    async (announce: boolean) => {
      if (!documentId) return setContext(null);
      try {
        const next = await apiJson<CanvasContextResponse>("/api/functions/canvas-context", "POST", {
          projectId,
          documentId,
          mode: "view",
        });
        setContext(next);
        if (announce) notify({ type: "success", title: "Documento carregado", description: "Contexto do canvas atualizado" });
      } catch (error) {
        notify({ type: "error", title: "Erro ao carregar contexto", description: messageOf(error) || "Erro desconhecido" });
      }
    },
    [projectId, documentId],
  );

  useEffect(() => {
    setContext(null);
    void loadContext(true);
  }, [loadContext]);

  useEffect(() => {
    let active = true;
    setContent(null);
    if (!documentId) return;
    setLoading(true);
    apiFetch<DocumentContent>(`/api/projects/${projectId}/documents/${documentId}/content`)
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
    // The version is a dependency so a saved or re-indexed document is read again.
  }, [projectId, documentId, version]);

  return { context, content, setContent, loading, reloadContext: () => loadContext(false) };
}
