import { useEffect, useState } from "react";
import { apiFetch } from "#app/lib/api-client.ts";

export interface Passage {
  chunkId: number;
  content: string;
  location: string | null;
  page: number | null;
  /** False when the document no longer holds it: `content` is then the quote as it was cited. */
  current: boolean;
  /** The document was edited since: `content` is the closest matching place of its current text. */
  relocated: boolean;
  /** Nothing in the current text matches: `content` is the quoted text of a previous version. */
  previousVersion: boolean;
}

/** The cited passage the Canvas was opened at (from a citation or the URL), or null. */
export function usePassage(projectId: string, documentId: string, chunkId: number | null, citedBy: string | null) {
  const [passage, setPassage] = useState<Passage | null>(null);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    let active = true;
    setPassage(null);
    setMissing(false);
    if (chunkId === null) return;
    const cited = citedBy ? `?message=${encodeURIComponent(citedBy)}` : "";
    apiFetch<Passage>(`/api/projects/${projectId}/documents/${documentId}/passages/${chunkId}${cited}`)
      .then((next) => active && setPassage(next))
      .catch(() => active && setMissing(true));
    return () => {
      active = false;
    };
  }, [projectId, documentId, chunkId, citedBy]);
  return { passage, missing };
}
