import { useLayoutEffect } from "@radix-ui/react-use-layout-effect";
import { createElement, useRef, useState } from "react";
import { notify } from "#app/components/toaster.tsx";
import { ApiClientError, messageOf } from "#app/lib/api-client.ts";
import type { DocumentView } from "#app/components/canvas/use-project-documents.ts";
import { postWithProgress } from "#app/lib/upload-with-progress.ts";
import type { Classification } from "./classify-document-dialog.tsx";
import { publishDocumentStatuses } from "./document-statuses.ts";
import { QueuedUploadNote } from "./upload-toast.tsx";

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
/** A file going up: its name and how much of it the server has (0 to 1). */
export interface UploadProgress {
  name: string;
  fraction: number;
}

export function useDocumentUpload(options: {
  projectId: string;
  conversationId: string | null;
  onUploaded: (document: UploadResponse["document"]) => void | Promise<void>;
  /** The project's documents as the page shows them: a toast that says "sendo processado" follows its badge. */
  documents: ReadonlyArray<Pick<DocumentView, "id" | "status">>;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  // Before the paint that shows the badge's new status: a queued upload's toast reads it from here, so no frame has
  // a "sendo processado" toast beside a Pronto badge (sonner applies a toast's update a task later, too late).
  useLayoutEffect(() => publishDocumentStatuses(options.documents), [options.documents]);
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
        description: result.ingestion_queued
          ? createElement(QueuedUploadNote, { documentId: result.document.id })
          : "Documento salvo.",
      });
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
