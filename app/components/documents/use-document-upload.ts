import { useLayoutEffect } from "@radix-ui/react-use-layout-effect";
import { useRef, useState } from "react";
import { dismiss, notify } from "#app/components/toaster.tsx";
import { ApiClientError, messageOf } from "#app/lib/api-client.ts";
import { postWithProgress } from "#app/lib/upload-with-progress.ts";
import type { Classification } from "./classify-document-dialog.tsx";

export interface UploadResponse {
  success: true;
  document: { id: string; name: string };
  ingestion_queued: boolean;
}

/**
 * The upload flow of the chat input (spec "Upload"): a chosen file waits in
 * the classification dialog; Confirm sends it to process-upload, Cancel
 * discards it, and the file input is reset after any outcome. A refusal by
 * the project's limits (documents and chunks: 409 `project_limit`; its files'
 * bytes: 413 `project_storage_limit`, not a file over the upload limit) also
 * stays as `limitNotice`, a line the Canvas shows for that project until its
 * next upload goes through.
 */
const PROJECT_LIMITS = new Set(["project_limit", "project_storage_limit"]);
/** sonner's time on screen: a success toast still showing when its document is ready is told so. */
const TOAST_MS = 4000;
const QUEUED =
  "O documento está sendo processado em segundo plano e estará disponível para consulta em alguns instantes.";
const READY = "O documento já está pronto para consulta.";

/** A file going up: its name and how much of it the server has (0 to 1). */
export interface UploadProgress {
  name: string;
  fraction: number;
}

export function useDocumentUpload(options: {
  projectId: string;
  conversationId: string | null;
  onUploaded: (document: UploadResponse["document"]) => void | Promise<void>;
  /** The project's documents as the page knows them: a toast that said "sendo processado" follows its badge. */
  documents: ReadonlyArray<{ id: string; status: string }>;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  // The uploads whose toasts say they are being processed, and when each toast appeared: a second upload before the
  // first is ready must not leave the first one's toast saying "sendo processado" beside its Pronto badge.
  const [processing, setProcessing] = useState<ReadonlyArray<{ documentId: string; shownAt: number }>>([]);
  const readyIds = new Set(
    options.documents.filter((document) => document.status === "ready").map((document) => document.id),
  );
  const ready = processing.filter((upload) => readyIds.has(upload.documentId));
  const readyKey = ready.map((upload) => upload.documentId).join(" ");
  // Before the paint that shows the badge's Pronto, so no frame has the two disagree.
  useLayoutEffect(() => {
    if (ready.length === 0) return;
    // The badge says Pronto: a "sendo processado" toast still up now says the document is ready, in place (same id,
    // so there is never a second toast beside it); one that has gone is dismissed in case sonner still holds it.
    for (const upload of ready) {
      if (Date.now() - upload.shownAt < TOAST_MS)
        notify({
          id: `upload-${upload.documentId}`,
          type: "success",
          title: "✅ Arquivo enviado com sucesso",
          description: READY,
        });
      else dismiss(`upload-${upload.documentId}`);
    }
    const done = new Set(ready.map((upload) => upload.documentId));
    setProcessing((uploads) => uploads.filter((upload) => !done.has(upload.documentId)));
  }, [readyKey]);
  // Kept with its project: the page is not remounted when another project opens.
  const [limit, setLimit] = useState<{ projectId: string; message: string } | null>(null);
  const limitNotice = limit?.projectId === options.projectId ? limit.message : null;

  const reset = () => {
    setPending(null);
    if (inputRef.current) inputRef.current.value = "";
  };

  const confirm = async ({ documentType, description }: Classification) => {
    const file = pending;
    reset();
    if (!file) return;
    const form = new FormData();
    form.set("file", file);
    form.set("projectId", options.projectId);
    form.set("documentType", documentType);
    form.set("documentDescription", description);
    if (options.conversationId) form.set("sessionId", options.conversationId);
    setUploading(true);
    setProgress({ name: file.name, fraction: 0 });
    try {
      const result = await postWithProgress<UploadResponse>("/api/functions/process-upload", form, (fraction) =>
        setProgress({ name: file.name, fraction }),
      );
      notify({
        id: `upload-${result.document.id}`,
        type: "success",
        title: "✅ Arquivo enviado com sucesso",
        description: result.ingestion_queued ? QUEUED : "Documento salvo.",
      });
      if (result.ingestion_queued) {
        const upload = { documentId: result.document.id, shownAt: Date.now() };
        setProcessing((uploads) => [...uploads, upload]);
      }
      setLimit(null);
      await options.onUploaded(result.document);
    } catch (error) {
      notify({ type: "error", title: "Erro ao fazer upload", description: messageOf(error) });
      if (error instanceof ApiClientError && PROJECT_LIMITS.has(error.code ?? ""))
        setLimit({ projectId: options.projectId, message: messageOf(error) });
    } finally {
      setUploading(false);
      setProgress(null);
    }
  };

  return {
    inputRef,
    pendingName: pending?.name ?? null,
    uploading,
    progress,
    limitNotice,
    choose: () => inputRef.current?.click(),
    onFileChosen: (file: File | undefined) => (file ? setPending(file) : reset()),
    confirm,
    cancel: reset,
  };
}
