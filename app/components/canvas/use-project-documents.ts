import { useCallback, useEffect, useRef, useState } from "react";
import { apiFetch } from "~/lib/api-client";

export interface DocumentView {
  id: string;
  name: string;
  type: string;
  status: "processing" | "ready" | "failed";
  statusReason: string | null;
  isEditable: boolean;
  mimeType: string;
  createdAt: number;
  version: number;
}

const POLL_MS = 3000;

/**
 * The project's documents, starting from the page's loader data and kept
 * fresh while any is still processing (its status changes in the background
 * when ingestion ends). `refresh` reloads at once, after an upload or a delete.
 */
export function useProjectDocuments(projectId: string, initial: DocumentView[]) {
  const [documents, setDocuments] = useState(initial);
  const latest = useRef(projectId);
  latest.current = projectId;
  useEffect(() => setDocuments(initial), [initial]);

  const refresh = useCallback(async () => {
    const requested = projectId;
    try {
      const { documents: fresh } = await apiFetch<{ documents: DocumentView[] }>(`/api/projects/${requested}/documents`);
      if (latest.current === requested) setDocuments(fresh);
    } catch {
      // A missed refresh is retried by the next poll or action.
    }
  }, [projectId]);

  const processing = documents.some((document) => document.status === "processing");
  useEffect(() => {
    if (!processing) return;
    const timer = setInterval(refresh, POLL_MS);
    return () => clearInterval(timer);
  }, [processing, refresh]);

  return { documents, refresh };
}
