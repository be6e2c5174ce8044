import { useEffect, useState } from "react";
import { apiFetch } from "#app/lib/api-client.ts";

export interface Passage {
  chunkId: number;
  content: string;
  location: string | null;
  page: number | null;
  /** False when the document has been edited since: the passage may no longer be found. */
  current: boolean;
}

/** The cited passage the Canvas was opened at (from a citation or the URL), or null. */
export function usePassage(projectId: string, documentId: string, chunkId: number | null) {
  const [passage, setPassage] = useState<Passage | null>(null);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    let active = true;
    setPassage(null);
    setMissing(false);
    if (chunkId === null) return;
    apiFetch<Passage>(`/api/projects/${projectId}/documents/${documentId}/passages/${chunkId}`)
      .then((next) => active && setPassage(next))
      .catch(() => active && setMissing(true));
    return () => {
      active = false;
    };
  }, [projectId, documentId, chunkId]);
  return { passage, missing };
}
