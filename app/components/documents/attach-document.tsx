import { Loader2, Paperclip } from "lucide-react";
import { Button } from "~/components/ui/button";
import { ClassifyDocumentDialog } from "./classify-document-dialog";
import type { useDocumentUpload } from "./use-document-upload";

/** The chat input's attach button, its hidden file input and the classification dialog. */
export function AttachDocument({ upload, disabled }: { upload: ReturnType<typeof useDocumentUpload>; disabled: boolean }) {
  return (
    <>
      <input
        ref={upload.inputRef}
        type="file"
        accept=".pdf,.md,.markdown,.txt,application/pdf,text/markdown,text/plain"
        className="hidden"
        data-testid="attach-input"
        onChange={(event) => upload.onFileChosen(event.target.files?.[0])}
      />
      <Button
        type="button"
        variant="outline"
        size="icon"
        aria-label="Anexar documento"
        title="Anexar documento (PDF, Markdown ou texto)"
        disabled={disabled || upload.uploading}
        onClick={upload.choose}
      >
        {upload.uploading ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : <Paperclip aria-hidden className="h-4 w-4" />}
      </Button>
      <ClassifyDocumentDialog fileName={upload.pendingName} onConfirm={upload.confirm} onCancel={upload.cancel} />
    </>
  );
}
