import { useLocation, useSearchParams } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";

/** How a document came to be open: only picking it from the Canvas's own list announces it with a toast. */
export type OpenedFrom = "picker" | "citation" | "link" | "upload" | "url";

export interface CanvasSelection {
  documentId: string | null;
  /** A cited passage (chunk id) to show and highlight. */
  passage: number | null;
  from: OpenedFrom;
}

const EMPTY: CanvasSelection = { documentId: null, passage: null, from: "url" };

function fromParams(params: URLSearchParams): CanvasSelection {
  const documentId = params.get("document");
  const passage = Number(params.get("passage"));
  if (!documentId) return EMPTY;
  return { documentId, passage: Number.isSafeInteger(passage) && passage > 0 ? passage : null, from: "url" };
}

/**
 * The open document (and cited passage) of the project page, kept in the URL
 * as `?document=…&passage=…` so a reload or a shared link reopens them. The URL
 * is rewritten in place (no navigation, so no loader runs) and again after
 * any navigation of the page, which builds its URLs without these two.
 */
export function useCanvasSelection(projectId: string) {
  const [params] = useSearchParams();
  const [state, setState] = useState(() => ({ projectId, selection: fromParams(params) }));
  const selection = state.projectId === projectId ? state.selection : EMPTY;
  const location = useLocation();

  const select = useCallback(
    (documentId: string | null, options: { passage?: number | null; from: OpenedFrom }) =>
      setState({
        projectId,
        selection: { documentId, passage: documentId ? (options.passage ?? null) : null, from: options.from },
      }),
    [projectId],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation (location.key) builds URLs without these two: write them back
  useEffect(() => {
    const url = new URL(window.location.href);
    if (selection.documentId) url.searchParams.set("document", selection.documentId);
    else url.searchParams.delete("document");
    if (selection.passage) url.searchParams.set("passage", String(selection.passage));
    else url.searchParams.delete("passage");
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, "", url);
  }, [selection.documentId, selection.passage, location.key]);

  return { selection, select };
}
