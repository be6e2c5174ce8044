import { useDocumentStatus } from "./document-statuses.ts";

const QUEUED =
  "O documento está sendo processado em segundo plano e estará disponível para consulta em alguns instantes.";
const READY = "O documento já está pronto para consulta.";

/**
 * The description of an upload's success toast when its ingestion was queued (spec "Upload success"): it follows
 * the document's status as the Canvas's badge shows it, in the same paint, for as long as the toast is up.
 */
export function QueuedUploadNote({ documentId }: { documentId: string }) {
  return <>{useDocumentStatus(documentId) === "ready" ? READY : QUEUED}</>;
}
