import { env } from "cloudflare:test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { expect, vi } from "vitest";
import { database } from "#core/db/client.ts";
import { insertUploadedDocument } from "#core/db/documents.ts";
import type { IngestJob } from "#workers/ingestion/ingest.ts";
import { documentKey, putDocumentFile } from "#core/documents/storage.ts";
import type { Browser } from "./http.ts";

/** A real PDF with one page per entry, made with pdf-lib (WinAnsi covers Portuguese accents). */
export async function makePdf(pages: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = pdf.addPage([595, 842]);
    text.split("\n").forEach((line, i) => {
      page.drawText(line, { x: 50, y: 780 - i * 16, size: 11, font });
    });
  }
  return pdf.save();
}

export interface UploadOptions {
  name: string;
  bytes: Uint8Array | string;
  mimeType?: string;
  documentType?: string;
  description?: string;
  extra?: Record<string, string>;
}

export function uploadAs(browser: Browser, projectId: string, options: UploadOptions): Promise<Response> {
  const form = new FormData();
  const body = typeof options.bytes === "string" ? new TextEncoder().encode(options.bytes) : options.bytes;
  form.set(
    "file",
    new File([body as Uint8Array<ArrayBuffer>], options.name, { type: options.mimeType ?? "application/octet-stream" }),
  );
  form.set("projectId", projectId);
  form.set("documentType", options.documentType ?? "other");
  form.set("documentDescription", options.description ?? "");
  for (const [key, value] of Object.entries(options.extra ?? {})) form.set(key, value);
  return browser.fetch("/api/functions/process-upload", { method: "POST", body: form });
}

export async function uploadedId(response: Response): Promise<string> {
  expect(response.status).toBe(201);
  const body = (await response.json()) as { document: { id: string }; ingestion_queued: boolean };
  expect(body.ingestion_queued).toBe(true);
  return body.document.id;
}

export function documentRow(id: string) {
  return env.DB.prepare("SELECT * FROM documents WHERE id = ?1").bind(id).first<{
    id: string;
    name: string;
    type: string;
    mime_type: string;
    is_editable: number;
    status: string;
    status_reason: string | null;
    version: number;
    indexed_version: number;
    chunk_count: number;
    storage_path: string;
  }>();
}

/** Waits until the queue consumer has taken the document out of `processing`. */
export async function settled(id: string) {
  await vi.waitFor(
    async () => {
      const row = await documentRow(id);
      if (!row || row.status === "processing") throw new Error("still processing");
    },
    { timeout: 20_000, interval: 100 },
  );
  return documentRow(id);
}

/**
 * Documents stored by `storeDocument`: no job was queued for them, so nothing but the test that stored them takes
 * them out of `processing` (some tests never do: a row is all they need). The files share one runtime and one D1,
 * so a later file's drain must not wait for them.
 */
const unqueued = new Set<string>();

/**
 * Ingestion outlives the request that queued it: a file's `afterAll` waits for
 * every queued document to leave `processing` before its runtime goes away.
 * The hook's own timeout (vitest.config.ts) is longer than `timeout`, so a
 * document that never settles is named here rather than by a bare hook timeout.
 */
export function drainIngestion(timeout = 30_000) {
  return vi.waitFor(
    async () => {
      const { results } = await env.DB.prepare(
        "SELECT id, name, project_id FROM documents WHERE status = 'processing'",
      ).all<{ id: string; name: string; project_id: string }>();
      const pending = results.filter((row) => !unqueued.has(row.id));
      if (pending.length > 0) {
        const named = pending.map((row) => `${row.name} (${row.id}, projeto ${row.project_id})`).join(", ");
        throw new Error(`${pending.length} documents still processing: ${named}`);
      }
    },
    { timeout, interval: 100 },
  );
}

export async function storedObjects(projectId: string): Promise<string[]> {
  const listing = await env.DOCUMENTS.list({ prefix: `projects/${projectId}/` });
  return listing.objects.map((object) => object.key);
}

export async function projectDocumentCount(projectId: string): Promise<number> {
  return (
    (await env.DB.prepare("SELECT count(*) AS n FROM documents WHERE project_id = ?1")
      .bind(projectId)
      .first<number>("n")) ?? 0
  );
}

/** A document row and its file, as an upload leaves them, without queueing a job: the test ingests it. */
export async function storeDocument(
  owner: { projectId: string; userId: string },
  name: string,
  content: string | Uint8Array,
  format: "markdown" | "pdf" = "markdown",
): Promise<IngestJob> {
  const id = crypto.randomUUID();
  unqueued.add(id);
  const key = documentKey(owner.projectId, id);
  await putDocumentFile(env.DOCUMENTS, key, content, format);
  await insertUploadedDocument(
    database(env.DB),
    {
      id,
      projectId: owner.projectId,
      name,
      type: "other",
      description: null,
      storagePath: key,
      isEditable: format === "markdown",
      mimeType: format === "pdf" ? "application/pdf" : "text/markdown",
      sizeBytes: typeof content === "string" ? content.length : content.byteLength,
      status: "processing",
      version: 1,
      uploadedBy: owner.userId,
    },
    { userId: owner.userId, content: `Upload de ${name}`, contextData: { document_id: id } },
  );
  return { documentId: id, projectId: owner.projectId, version: 1 };
}
