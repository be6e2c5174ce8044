import { useCallback, useEffect, useRef, useState } from "react";
import { apiFetch } from "#app/lib/api-client.ts";

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
  /** This member may edit and delete it: its uploader, or the project's Nexo team (isomorphic/config/roles.ts). */
  canChange: boolean;
}

const POLL_MS = 3000;

/**
 * The project's documents, starting from the page's loader data. With a
 * live room the page refreshes them on the room's document events; without
 * one (the socket is down) they are polled while any is still processing.
 * `refresh` reloads at once.
 */
export function useProjectDocuments(projectId: string, initial: DocumentView[], live = false) {
  const [documents, setDocuments] = useState(initial);
  const latest = useRef(projectId);
  latest.current = projectId;
  useEffect(() => setDocuments(initial), [initial]);

  const refresh = useCallback(async () => {
    const requested = projectId;
    try {
      const { documents: fresh } = await apiFetch<{ documents: DocumentView[] }>(
        `/api/projects/${requested}/documents`,
      );
      if (latest.current === requested) setDocuments(fresh);
    } catch {
      // A missed refresh is retried by the next poll or action.
    }
  }, [projectId]);

  const processing = documents.some((document) => document.status === "processing");
  useEffect(() => {
    if (!processing || live) return;
    const timer = setInterval(refresh, POLL_MS);
    return () => clearInterval(timer);
  }, [processing, refresh, live]);

  return { documents, refresh };
}
