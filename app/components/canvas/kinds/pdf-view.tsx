import { useEffect, useState } from "react";
import { apiFetch, messageOf } from "~/lib/api-client";
import { notify } from "~/components/toaster";

/** A PDF in a 600 px frame, through a signed link valid for an hour (spec). */
export function PdfView({ projectId, documentId, name }: { projectId: string; documentId: string; name: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    setUrl(null);
    apiFetch<{ signedUrl: string }>(`/api/projects/${projectId}/documents/${documentId}/signed-url`, { method: "POST" })
      .then((result) => active && setUrl(result.signedUrl))
      .catch((error: unknown) => notify({ type: "error", title: "Erro ao carregar conteúdo", description: messageOf(error) }));
    return () => {
      active = false;
    };
  }, [projectId, documentId]);

  if (!url) return <div className="h-[600px] animate-pulse rounded-lg bg-slate-100" aria-label="Carregando PDF" />;
  return (
    <div className="space-y-2">
      <iframe src={url} title={name} className="h-[600px] w-full rounded-lg border border-line bg-white" />
      <a href={url} target="_blank" rel="noreferrer" className="text-sm text-brand-700 underline">
        Abrir o PDF em outra aba
      </a>
    </div>
  );
}
