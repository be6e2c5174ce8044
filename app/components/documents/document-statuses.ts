import { useSyncExternalStore } from "react";
import type { DocumentView } from "#app/components/canvas/use-project-documents.ts";

type Status = DocumentView["status"];

/**
 * The documents' statuses as the project page last rendered them, for what sonner renders outside the page's tree
 * (an upload's toast). The page publishes from a layout effect, and React re-renders this store's readers before
 * that commit is painted, so a toast that reads it never shows a status the Canvas's badge no longer shows.
 */
const statuses = new Map<string, Status>();
const listeners = new Set<() => void>();

export function publishDocumentStatuses(documents: ReadonlyArray<{ id: string; status: Status }>) {
  let changed = false;
  for (const document of documents) {
    if (statuses.get(document.id) === document.status) continue;
    statuses.set(document.id, document.status);
    changed = true;
  }
  if (changed) for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The document's status as the page shows it; undefined until the page has listed it. */
export function useDocumentStatus(documentId: string): Status | undefined {
  const read = () => statuses.get(documentId);
  return useSyncExternalStore(subscribe, read, read);
}
