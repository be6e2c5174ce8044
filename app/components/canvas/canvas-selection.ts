import { useLocation, useSearchParams } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";

/** How a document came to be open: only picking it from the Canvas's own list announces it with a toast. */
export type OpenedFrom = "picker" | "citation" | "link" | "upload" | "url";

export interface CanvasSelection {
  documentId: string | null;
  /** A cited passage (chunk id) to show and highlight. */
  passage: number | null;
  /** The answer that cited it: its quote finds the passage again if the document changed since. */
  citedBy: string | null;
  from: OpenedFrom;
}

const EMPTY: CanvasSelection = { documentId: null, passage: null, citedBy: null, from: "url" };

function fromParams(params: URLSearchParams): CanvasSelection {
  const documentId = params.get("document");
  const passage = Number(params.get("passage"));
  if (!documentId) return EMPTY;
  const cited = Number.isSafeInteger(passage) && passage > 0 ? passage : null;
  return { documentId, passage: cited, citedBy: cited ? params.get("cited") : null, from: "url" };
}

/**
 * The open document (and cited passage) of the project page, kept in the URL
 * as `?document=…&passage=…&cited=…` so a reload or a shared link reopens them. The URL
 * is rewritten in place (no navigation, so no loader runs) and again after
 * any navigation of the page, which builds its URLs without these two.
 */
export function useCanvasSelection(projectId: string) {
  const [params] = useSearchParams();
  const [state, setState] = useState(() => ({ projectId, selection: fromParams(params) }));
  const selection = state.projectId === projectId ? state.selection : EMPTY;
  const location = useLocation();

  const select = useCallback(
    (documentId: string | null, options: { passage?: number | null; citedBy?: string | null; from: OpenedFrom }) => {
      const passage = documentId ? (options.passage ?? null) : null;
      setState({
        projectId,
        selection: { documentId, passage, citedBy: passage ? (options.citedBy ?? null) : null, from: options.from },
      });
    },
    [projectId],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation (location.key) builds URLs without these two: write them back
  useEffect(() => {
    const url = new URL(window.location.href);
    if (selection.documentId) url.searchParams.set("document", selection.documentId);
    else url.searchParams.delete("document");
    if (selection.passage) url.searchParams.set("passage", String(selection.passage));
    else url.searchParams.delete("passage");
    if (selection.citedBy) url.searchParams.set("cited", selection.citedBy);
    else url.searchParams.delete("cited");
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, "", url);
  }, [selection.documentId, selection.passage, selection.citedBy, location.key]);

  return { selection, select };
}
