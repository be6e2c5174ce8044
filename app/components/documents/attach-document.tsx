import { Loader2, Paperclip } from "lucide-react";
import { lazy, useRef } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Lazily } from "#app/components/ui/lazily.tsx";
import { useOpenedOnce } from "#app/components/ui/on-demand.ts";
import type { useDocumentUpload } from "./use-document-upload.ts";

// The dialog (Radix Dialog and RadioGroup) loads when the clip is reached for, while the file picker is open,
// not with the page.
const loadClassifyDialog = () => import("./classify-document-dialog.tsx");
const ClassifyDocumentDialog = lazy(() => loadClassifyDialog().then((m) => ({ default: m.ClassifyDocumentDialog })));
const prefetchClassifyDialog = () => void loadClassifyDialog().catch(() => {});

/** The chat input's attach button, its hidden file input and the classification dialog. */
export function AttachDocument({
  upload,
  disabled,
}: {
  upload: ReturnType<typeof useDocumentUpload>;
  disabled: boolean;
}) {
  const classifying = useOpenedOnce(upload.pendingName !== null);
  // The dialog may have been opened from elsewhere (an empty project's Anexar um documento): it closes on the clip.
  const button = useRef<HTMLButtonElement>(null);
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
      {/* Disabled while a file goes up (spec), but with aria-disabled: the classification dialog gives the focus
          back to this button as the upload starts, and a disabled button would drop it. */}
      <Button
        ref={button}
        type="button"
        variant="outline"
        size="icon"
        aria-label="Anexar documento"
        title="Anexar documento (PDF, Markdown ou texto)"
        aria-disabled={disabled || upload.uploading}
        className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        onPointerEnter={prefetchClassifyDialog}
        onFocus={prefetchClassifyDialog}
        onClick={() => {
          if (disabled || upload.uploading) return;
          prefetchClassifyDialog();
          upload.choose();
        }}
      >
        {upload.uploading ? (
          <Loader2 aria-hidden className="h-4 w-4 animate-spin" />
        ) : (
          <Paperclip aria-hidden className="h-4 w-4" />
        )}
      </Button>
      {classifying ? (
        <Lazily fallback={null}>
          <ClassifyDocumentDialog
            fileName={upload.pendingName}
            onConfirm={upload.confirm}
            onCancel={upload.cancel}
            returnFocus={() => button.current}
          />
        </Lazily>
      ) : null}
    </>
  );
}
