import { lazy, useEffect, useState } from "react";
import { apiFetch, messageOf } from "#app/lib/api-client.ts";
import { notify } from "#app/components/toaster.tsx";
import { Lazily } from "#app/components/ui/lazily.tsx";

// PDF.js (unpdf's bundled build, ~0.5 MB gzipped) loads with the first PDF opened, never with a page; the
// server build leaves it out (import.meta.env.SSR is a constant there), since only a browser renders it.
// It is rendered only once the signed link is in, after hydration, so the server's branch is never awaited.
const PdfPages = lazy(() => (import.meta.env.SSR ? new Promise<never>(() => {}) : import("./pdf-pages.tsx")));

/**
 * A PDF in a 600 px frame (spec), read through a signed link valid for an
 * hour: its pages drawn by PDF.js with their text layer, fitted to the
 * frame's width, the cited page shown and its passage highlighted.
 */
export function PdfView({
  projectId,
  documentId,
  name,
  page,
  passage,
}: {
  projectId: string;
  documentId: string;
  name: string;
  page: number | null;
  /** The cited chunk's text, matched against the page's text layer. */
  passage: string | null;
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

  const loading = (
    <div role="status" className="h-[600px] animate-pulse rounded-lg bg-slate-100">
      <span className="sr-only">Carregando PDF</span>
    </div>
  );
  if (!url) return loading;
  return (
    <div className="space-y-2">
      <Lazily fallback={loading}>
        <PdfPages key={url} url={url} name={name} page={page} passage={passage} />
      </Lazily>
      <a
        href={page ? `${url}#page=${page}` : url}
        target="_blank"
        rel="noreferrer"
        className="text-sm text-brand-700 underline"
      >
        Abrir o PDF em outra aba
      </a>
    </div>
  );
}
