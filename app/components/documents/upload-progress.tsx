import { Loader2 } from "lucide-react";
import type { UploadProgress } from "./use-document-upload.ts";

/**
 * Above the chat's box while a file goes up: its name, a bar and the share sent; once every byte is sent, that the
 * server is taking it in (storing it and queueing it for processing), until the upload's answer arrives.
 */
export function UploadProgressNote({ progress }: { progress: UploadProgress }) {
  const percent = Math.round(progress.fraction * 100);
  const sent = percent >= 100;
  return (
    <div className="mb-2 flex items-center gap-2 text-xs text-muted" data-testid="upload-progress">
      <Loader2 aria-hidden className="h-3.5 w-3.5 shrink-0 animate-spin" />
      <span className="min-w-0 truncate">
        {sent ? `Recebendo ${progress.name}…` : `Enviando ${progress.name}… ${percent}%`}
      </span>
      <div
        role="progressbar"
        aria-label={`Envio de ${progress.name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 w-24 shrink-0 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
