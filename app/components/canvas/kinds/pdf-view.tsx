import { useEffect, useState } from "react";
import { apiFetch, messageOf } from "#app/lib/api-client.ts";
import { notify } from "#app/components/toaster.tsx";

/**
 * A PDF in a 600 px frame, through a signed link valid for an hour (spec),
 * opened at `page` when a citation points into it (the viewer's `#page=`).
 */
export function PdfView({
  projectId,
  documentId,
  name,
  page,
}: {
  projectId: string;
  documentId: string;
  name: string;
  page: number | null;
}) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    setUrl(null);
    apiFetch<{ signedUrl: string }>(`/api/projects/${projectId}/documents/${documentId}/signed-url`, { method: "POST" })
      .then((result) => active && setUrl(result.signedUrl))
      .catch((error: unknown) =>
        notify({ type: "error", title: "Erro ao carregar conteúdo", description: messageOf(error) }),
      );
    return () => {
      active = false;
    };
  }, [projectId, documentId]);

  if (!url)
    return (
      <div role="status" className="h-[600px] animate-pulse rounded-lg bg-slate-100">
        <span className="sr-only">Carregando PDF</span>
      </div>
    );
  const src = page ? `${url}#page=${page}` : url;
  return (
    <div className="space-y-2">
      {/* Keyed by page: a new fragment alone does not make every viewer jump. */}
      <iframe key={src} src={src} title={name} className="h-[600px] w-full rounded-lg border border-line bg-white" />
      <a href={src} target="_blank" rel="noreferrer" className="text-sm text-brand-700 underline">
        Abrir o PDF em outra aba
      </a>
    </div>
  );
}
