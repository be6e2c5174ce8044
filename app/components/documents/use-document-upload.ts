import { useRef, useState } from "react";
import { notify } from "#app/components/toaster.tsx";
import { ApiClientError, apiFetch, messageOf } from "#app/lib/api-client.ts";
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

export function useDocumentUpload(options: {
  projectId: string;
  conversationId: string | null;
  onUploaded: (document: UploadResponse["document"]) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
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
    try {
      const result = await apiFetch<UploadResponse>("/api/functions/process-upload", { method: "POST", body: form });
      notify({
        type: "success",
        title: "✅ Arquivo enviado com sucesso",
        description: result.ingestion_queued
          ? "O documento está sendo processado em segundo plano e estará disponível para consulta em alguns instantes."
          : "Documento salvo.",
      });
      setLimit(null);
      options.onUploaded(result.document);
    } catch (error) {
      notify({ type: "error", title: "Erro ao fazer upload", description: messageOf(error) });
      if (error instanceof ApiClientError && PROJECT_LIMITS.has(error.code ?? ""))
        setLimit({ projectId: options.projectId, message: messageOf(error) });
    } finally {
      setUploading(false);
    }
  };

  return {
    inputRef,
    pendingName: pending?.name ?? null,
    uploading,
    limitNotice,
    choose: () => inputRef.current?.click(),
    onFileChosen: (file: File | undefined) => (file ? setPending(file) : reset()),
    confirm,
    cancel: reset,
  };
}
