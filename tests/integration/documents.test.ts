import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedFileUrl } from "#core/documents/signed-url.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { type Browser, createProjectAs, newSignedInUser } from "#tests/support/http.ts";
import {
  documentRow,
  drainIngestion,
  makePdf,
  projectDocumentCount,
  settled,
  storedObjects,
  uploadAs,
  uploadedId,
} from "#tests/support/documents.ts";
import { storeSql, versionCounts } from "#tests/support/project-store.ts";

let owner: Browser;
let outsider: Browser;
let projectId = "";

afterAll(() => drainIngestion());

beforeAll(async () => {
  ({ browser: owner } = await newSignedInUser("docs-owner"));
  ({ browser: outsider } = await newSignedInUser("docs-outsider"));
  projectId = await createProjectAs(owner, "Documentos");
});

const MARKDOWN = `# Manual de Operação

## Prazos

O prazo para responder a uma notificação da agência reguladora é de **15 dias** corridos.

## Contatos

A central de atendimento funciona das 8h às 20h.
`;

/** The document's chunks in the project's store. */
function chunks(documentId: string) {
  return storeSql<{
    id: number;
    version: number;
    chunk_index: number;
    content: string;
    location: string | null;
    search_terms: string;
  }>(
    projectId,
    "SELECT id, version, chunk_index, content, location, search_terms FROM chunks WHERE document_id = ?1 ORDER BY chunk_index",
    documentId,
  );
}

async function ftsHits(term: string): Promise<number[]> {
  const rows = await storeSql<{ chunk_id: number }>(
    projectId,
    "SELECT rowid AS chunk_id FROM chunk_fts WHERE chunk_fts MATCH ?1",
    `search_terms : "${term}"`,
  );
  return rows.map((row) => row.chunk_id);
}

describe("upload and ingestion", () => {
  it("a Markdown file is stored, recorded, chunked, full-text indexed and embedded", async () => {
    const response = await uploadAs(owner, projectId, {
      name: "Manual de Operação.md",
      bytes: MARKDOWN,
      mimeType: "application/x-msdownload",
      documentType: "reference",
      description: "Manual da equipe",
    });
    const id = await uploadedId(response);
    const stored = await documentRow(id);
    expect(stored).toMatchObject({
      name: "Manual de Operação.md",
      type: "reference",
      mime_type: "text/markdown",
      is_editable: 1,
    });
    expect(stored?.storage_path).toBe(`projects/${projectId}/documents/${id}`);
    expect(await env.DOCUMENTS.get(stored?.storage_path ?? "")).not.toBeNull();
    const history = await env.DB.prepare(
      "SELECT interaction_type, context_data FROM user_interaction_history WHERE project_id = ?1",
    )
      .bind(projectId)
      .first<{ interaction_type: string; context_data: string }>();
    expect(history?.interaction_type).toBe("upload");
    expect(JSON.parse(history?.context_data ?? "{}")).toMatchObject({
      file_name: "Manual de Operação.md",
      file_type: "text/markdown",
      description: "Manual da equipe",
      document_id: id,
    });

    const ready = await settled(id);
    expect(ready).toMatchObject({ status: "ready", indexed_version: 1 });
    const rows = await chunks(id);
    expect(rows.length).toBe(ready?.chunk_count);
    expect(rows.map((row) => row.chunk_index)).toEqual(rows.map((_, i) => i));
    const deadline = rows.find((row) => row.content.includes("15 dias"));
    expect(deadline?.location).toBe("Manual de Operação > Prazos");
    // Folded and stemmed: what "notificacoes" analyses to finds "notificação".
    expect(await ftsHits(analyze("notificacoes").join(" "))).toContain(deadline?.id);
    expect(await versionCounts(projectId, id)).toMatchObject([
      { version: 1, chunks: rows.length, vectors: rows.length },
    ]);
  });

  it("plain text is text/plain, editable; a PDF is application/pdf, read page by page", async () => {
    const textId = await uploadedId(
      await uploadAs(owner, projectId, {
        name: "notas",
        bytes: "Reunião de alinhamento.\n\nO orçamento aprovado foi de R$ 2,3 milhões.",
      }),
    );
    expect(await documentRow(textId)).toMatchObject({ name: "notas.txt", mime_type: "text/plain", is_editable: 1 });

    const pdf = await makePdf([
      "Relatório Trimestral\nA perda de água caiu para 31%.",
      "Segunda página\nMeta de ligações: 12.500 novas.",
    ]);
    const pdfId = await uploadedId(
      await uploadAs(owner, projectId, { name: "relatorio.txt", bytes: pdf, mimeType: "text/plain" }),
    );
    expect(await documentRow(pdfId)).toMatchObject({
      name: "relatorio.pdf",
      mime_type: "application/pdf",
      is_editable: 0,
    });

    expect((await settled(textId))?.status).toBe("ready");
    expect((await settled(pdfId))?.status).toBe("ready");
    const pdfChunks = await chunks(pdfId);
    expect(pdfChunks.map((chunk) => chunk.location)).toEqual(["Página 1", "Página 2"]);
    expect(pdfChunks[0]?.content).toContain("perda de água caiu para 31%");
  });

  it("a long document is indexed whole: every chunk has its full-text postings and its vector", async () => {
    const sections = Array.from(
      { length: 40 },
      (_, i) => `## Seção ${i}\n\n${"Texto operacional da seção com indicadores e metas. ".repeat(30)}`,
    );
    const id = await uploadedId(
      await uploadAs(owner, projectId, { name: "longo.md", bytes: `# Longo\n\n${sections.join("\n\n")}` }),
    );
    const ready = await settled(id);
    expect(ready?.status).toBe("ready");
    expect(ready?.chunk_count).toBeGreaterThan(60);
    expect(await versionCounts(projectId, id)).toMatchObject([
      { chunks: ready?.chunk_count, vectors: ready?.chunk_count, fts: ready?.chunk_count },
    ]);
  });

  it("a corrupt PDF is accepted, then ends failed with its reason and nothing indexed", async () => {
    const corrupt = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> lixo sem xref\n%%EOF");
    const id = await uploadedId(await uploadAs(owner, projectId, { name: "quebrado.pdf", bytes: corrupt }));
    const failed = await settled(id);
    expect(failed?.status).toBe("failed");
    expect(failed?.status_reason).toMatch(/PDF/);
    expect(await chunks(id)).toEqual([]);
  });
});

describe("refused uploads leave nothing behind", () => {
  const refused = [
    {
      name: "an .exe renamed .pdf",
      file: { name: "contrato.pdf", bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]) },
      status: 415,
      message: /executável/,
    },
    {
      name: "HTML",
      file: { name: "pagina.md", bytes: "<!DOCTYPE html><html><body><script>alert(1)</script></body></html>" },
      status: 415,
      message: /HTML/,
    },
    { name: "an empty file", file: { name: "vazio.txt", bytes: "" }, status: 415, message: /vazio/ },
    {
      name: "invalid UTF-8",
      file: { name: "latin1.txt", bytes: new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x20, 0x63, 0x6f, 0x6d]) },
      status: 415,
      message: /UTF-8/,
    },
    // Made inside the test: a 1 MB table entry would be sent to the test runner as a parameter.
    {
      name: "an oversized file (UPLOAD_MAX_MB is 1 in tests)",
      file: { name: "grande.txt", bytes: "oversized" },
      status: 413,
      message: /limite/,
    },
  ];

  it.each(refused)("$name", async ({ file, status, message }) => {
    const project = await createProjectAs(owner, "Recusas");
    const body = file.bytes === "oversized" ? "a".repeat(1024 * 1024 + 10) : file.bytes;
    const response = await uploadAs(owner, project, { ...file, bytes: body });
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
    expect(await projectDocumentCount(project)).toBe(0);
    expect(await storedObjects(project)).toEqual([]);
  });

  it("malformed requests: not multipart, no file, a bad type, a repeated field", async () => {
    const project = await createProjectAs(owner, "Malformados");
    const json = await owner.fetch("/api/functions/process-upload", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ projectId: project }),
    });
    expect(json.status).toBe(415);
    const form = new FormData();
    form.set("projectId", project);
    expect((await owner.fetch("/api/functions/process-upload", { method: "POST", body: form })).status).toBe(400);
    const badType = await uploadAs(owner, project, { name: "a.txt", bytes: "texto", documentType: "segredo" });
    expect(badType.status).toBe(400);
    expect(((await badType.json()) as { error: string }).error).toContain("Tipo de documento inválido");
    const twice = new FormData();
    twice.append("projectId", project);
    twice.append("projectId", projectId);
    twice.set("file", new File(["texto"], "a.txt"));
    expect((await owner.fetch("/api/functions/process-upload", { method: "POST", body: twice })).status).toBe(400);
    expect(await projectDocumentCount(project)).toBe(0);
    expect(await storedObjects(project)).toEqual([]);
  });
});

describe("members only", () => {
  let documentId = "";
  beforeAll(async () => {
    documentId = await uploadedId(
      await uploadAs(owner, projectId, { name: "sigiloso.md", bytes: "# Sigiloso\n\nCláusula secreta." }),
    );
  });

  it("an outsider cannot upload into, read, link or list a project's documents", async () => {
    const upload = await uploadAs(outsider, projectId, { name: "intruso.txt", bytes: "invasão" });
    expect(upload.status).toBe(404);
    const base = `/api/projects/${projectId}/documents`;
    for (const [method, path] of [
      ["GET", base],
      ["GET", `${base}/${documentId}/content`],
      ["POST", `${base}/${documentId}/signed-url`],
      ["DELETE", `${base}/${documentId}`],
    ] as const) {
      const response = await outsider.fetch(path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.text()).not.toContain("Sigiloso");
    }
    const canvas = await outsider.fetch("/api/functions/canvas-context", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ projectId, documentId, mode: "view" }),
    });
    expect(canvas.status).toBe(404);
    expect(await documentRow(documentId)).not.toBeNull();
  });

  it("a document id from another project is not found through a project the user owns", async () => {
    const { browser: other } = await newSignedInUser("docs-other");
    const otherProject = await createProjectAs(other, "Outro");
    const response = await other.fetch(`/api/projects/${otherProject}/documents/${documentId}/content`);
    expect(response.status).toBe(404);
  });
});

describe("signed file links", () => {
  it("serve the file inline to anyone holding a fresh link; a tampered or expired link is 403", async () => {
    const pdf = await makePdf(["Contrato de concessão"]);
    const id = await uploadedId(await uploadAs(owner, projectId, { name: "contrato.pdf", bytes: pdf }));
    const issued = await owner.fetch(`/api/projects/${projectId}/documents/${id}/signed-url`, { method: "POST" });
    const { signedUrl, expires_in } = (await issued.json()) as { signedUrl: string; expires_in: number };
    expect(expires_in).toBe(3600);

    const anonymous = await newSignedInUser("docs-link");
    const file = await anonymous.browser.fetch(signedUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
    expect(file.headers.get("Content-Disposition")).toContain("inline");
    expect(file.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'self'");
    expect(new Uint8Array(await file.arrayBuffer()).slice(0, 5)).toEqual(new TextEncoder().encode("%PDF-"));

    const url = new URL(signedUrl, "http://nexo.test");
    const forged = new URL(url);
    forged.searchParams.set("expires", String(Number(url.searchParams.get("expires")) + 3600));
    expect((await anonymous.browser.fetch(forged.pathname + forged.search)).status).toBe(403);
    const otherDocument = signedUrl.replace(id, crypto.randomUUID());
    expect((await anonymous.browser.fetch(otherDocument)).status).toBe(403);

    const old = await signedFileUrl(env, id, Date.now() - 3601 * 1000);
    const expired = await anonymous.browser.fetch(old.url);
    expect(expired.status).toBe(403);
    expect(((await expired.json()) as { error: string }).error).toContain("expirou");
  });
});

describe("editing", () => {
  it("saves a new version, re-indexes it, and refuses a save made on an older version", async () => {
    const id = await uploadedId(
      await uploadAs(owner, projectId, { name: "plano.md", bytes: "# Plano\n\nVersão inicial do plano." }),
    );
    await settled(id);
    const path = `/api/projects/${projectId}/documents/${id}/content`;
    const read = (await (await owner.fetch(path)).json()) as { content: string; version: number };
    expect(read).toMatchObject({ content: "# Plano\n\nVersão inicial do plano.", version: 1 });

    const save = (content: string, baseVersion: number) =>
      owner.fetch(path, {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ content, baseVersion }),
      });
    const first = await save("# Plano\n\nSegunda versão: hidrômetros inteligentes.", 1);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ version: 2, ingestionQueued: true });

    const stale = await save("# Plano\n\nEdição de quem abriu antes.", 1);
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: string }).error).toContain("Outra pessoa salvou");
    const current = (await (await owner.fetch(path)).json()) as { content: string; version: number };
    expect(current).toMatchObject({ content: "# Plano\n\nSegunda versão: hidrômetros inteligentes.", version: 2 });

    const reindexed = await settled(id);
    expect(reindexed).toMatchObject({ status: "ready", indexed_version: 2 });
    const rows = await chunks(id);
    expect(rows.every((row) => row.version === 2)).toBe(true);
    expect(rows.map((row) => row.content).join(" ")).toContain("hidrômetros");
    expect(
      await env.DOCUMENTS.get(`projects/${projectId}/documents/${id}`).then(
        (object) => object?.httpMetadata?.contentType,
      ),
    ).toContain("text/markdown");
  });

  it("a PDF cannot be edited", async () => {
    const id = await uploadedId(await uploadAs(owner, projectId, { name: "fixo.pdf", bytes: await makePdf(["Fixo"]) }));
    const response = await owner.fetch(`/api/projects/${projectId}/documents/${id}/content`, {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ content: "x", baseVersion: 1 }),
    });
    expect(response.status).toBe(403);
  });
});

describe("canvas context, annotations, relations, deletion", () => {
  it("answers the spec's shape and lists what members add", async () => {
    const a = await uploadedId(
      await uploadAs(owner, projectId, { name: "a.md", bytes: "# A\n\nTexto A.", documentType: "requirement" }),
    );
    const b = await uploadedId(await uploadAs(owner, projectId, { name: "b.md", bytes: "# B\n\nTexto B." }));
    const base = `/api/projects/${projectId}/documents/${a}`;
    const post = (path: string, body: unknown) =>
      owner.fetch(path, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await post(`${base}/annotations`, { content: "Revisar com o jurídico" })).status).toBe(201);
    expect((await post(`${base}/annotations`, { content: "\u200B" })).status).toBe(400);
    expect((await post(`${base}/relations`, { targetDocumentId: b })).status).toBe(201);
    expect((await post(`/api/projects/${projectId}/documents/${b}/relations`, { targetDocumentId: a })).status).toBe(
      409,
    );
    expect((await post(`${base}/relations`, { targetDocumentId: a })).status).toBe(400);

    const response = await post("/api/functions/canvas-context", {
      userId: "qualquer",
      projectId,
      documentId: a,
      mode: "view",
    });
    expect(response.status).toBe(200);
    const context = (await response.json()) as {
      context: { active_document_id: string; mode: string; documents: { id: string; type_label: string }[] };
      annotations: { content: string }[];
      relations: { target_document: { name: string } }[];
    };
    expect(context.context.active_document_id).toBe(a);
    expect(context.context.mode).toBe("view");
    expect(context.context.documents.find((document) => document.id === a)?.type_label).toBe("Requisito/Especificação");
    expect(context.annotations.map((annotation) => annotation.content)).toEqual(["Revisar com o jurídico"]);
    expect(context.relations.map((relation) => relation.target_document.name)).toEqual(["b.md"]);
  });

  it("deleting a document removes its file, chunks, index entries and vectors", async () => {
    const id = await uploadedId(await uploadAs(owner, projectId, { name: "descartavel.md", bytes: MARKDOWN }));
    const ready = await settled(id);
    const chunkIds = (await chunks(id)).map((chunk) => chunk.id);
    expect(chunkIds.length).toBeGreaterThan(0);
    const response = await owner.fetch(`/api/projects/${projectId}/documents/${id}`, { method: "DELETE" });
    expect(response.status).toBe(200);
    expect(await documentRow(id)).toBeNull();
    expect(await env.DOCUMENTS.get(ready?.storage_path ?? "")).toBeNull();
    expect(await chunks(id)).toEqual([]);
    const leftovers = await storeSql<{ vectors: number; fts: number }>(
      projectId,
      `SELECT (SELECT count(*) FROM vector_segments s, json_each(s.chunk_ids) j WHERE j.value IN (SELECT value FROM json_each(?1))) AS vectors,
              (SELECT count(*) FROM chunk_fts_docsize WHERE id IN (SELECT value FROM json_each(?1))) AS fts`,
      JSON.stringify(chunkIds),
    );
    expect(leftovers).toEqual([{ vectors: 0, fts: 0 }]);
  });
});
