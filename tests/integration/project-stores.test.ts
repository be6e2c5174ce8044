import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { createOfflineEmbedder, type Embedder } from "#core/search/embedder.ts";
import { searchProject } from "#core/search/hybrid-search.ts";
import { searchServices } from "#core/search/search-services.ts";
import { chunkLimitReason } from "#core/documents/quotas.ts";
import { eraseProject } from "#core/projects/delete-project.ts";
import { api } from "#workers/web/api/router.ts";
import { handleIngestBatch, type IngestJob } from "#workers/ingestion/consumer.ts";
import { createBenchProject } from "#scripts/bench-worker/retrieval-index.ts";
import {
  documentRow,
  drainIngestion,
  settled,
  storeDocument,
  storedObjects,
  uploadAs,
  uploadedId,
} from "#tests/support/documents.ts";
import { createMemoryVectorize, type MemoryVectorize } from "#tests/support/memory-vectorize.ts";
import { storeRowCounts, storeSql, storeStub, versionCounts } from "#tests/support/project-store.ts";
import { storageSnapshot } from "#tests/support/storage-snapshot.ts";
import { type Browser, createProjectAs, newSignedInUser } from "#tests/support/http.ts";

/**
 * Each project's chunks, index and (locally) vectors live in its own store,
 * a SQLite Durable Object: stores answer only their project, a project's
 * limits refuse before anything is stored, a throttling provider is waited
 * for, deleting a project leaves nothing of it anywhere, and Vectorize's
 * projects go to the least full of its indexes. Real D1, R2, Durable Objects
 * and queues; Vectorize is the in-memory stand-in (tests/support/memory-vectorize.ts).
 */
const MANUAL = `# Manual

## Prazos

O prazo para responder a uma notificação da agência reguladora é de 15 dias corridos.

## Canais

O atendimento por WhatsApp funciona das 7h às 22h, inclusive aos sábados.
`;

let owner: Browser;

beforeAll(async () => {
  ({ browser: owner } = await newSignedInUser("stores"));
});

afterAll(() => drainIngestion());

const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);

async function passage(projectId: string, documentId: string, chunkId: number) {
  return owner.fetch(`/api/projects/${projectId}/documents/${documentId}/passages/${chunkId}`);
}

describe("two projects' stores", () => {
  let a = "";
  let b = "";
  let docA = "";
  let docB = "";

  beforeAll(async () => {
    a = await createProjectAs(owner, "Loja A");
    b = await createProjectAs(owner, "Loja B");
    docA = await uploadedId(await uploadAs(owner, a, { name: "Manual.md", bytes: MANUAL }));
    docB = await uploadedId(
      await uploadAs(owner, b, { name: "Manual.md", bytes: MANUAL.replace("15 dias", "45 dias") }),
    );
    await Promise.all([settled(docA), settled(docB)]);
  });

  it("hold their own chunks, with ids that are never the other's", async () => {
    const idsA = (await storeSql<{ id: number }>(a, "SELECT id FROM chunks")).map((row) => row.id);
    const idsB = (await storeSql<{ id: number }>(b, "SELECT id FROM chunks")).map((row) => row.id);
    expect(idsA.length).toBeGreaterThan(0);
    expect(idsB.length).toBeGreaterThan(0);
    expect(idsA.filter((id) => idsB.includes(id))).toEqual([]);
    expect(await storeSql(a, "SELECT DISTINCT project_id FROM chunks")).toEqual([{ project_id: a }]);
  });

  it("an id of one project never answers in the other: passages, search, the store's own calls", async () => {
    const [chunkA] = (await storeSql<{ id: number }>(a, "SELECT id FROM chunks WHERE content LIKE '%15 dias%'")).map(
      (row) => row.id,
    );
    expect(chunkA).toBeDefined();
    const id = chunkA ?? -1;
    expect((await passage(a, docA, id)).status).toBe(200);
    // B's own document with A's chunk id, and A's document through B's path: not found either way.
    expect((await passage(b, docB, id)).status).toBe(404);
    expect((await passage(b, docA, id)).status).toBe(404);
    // B's store asked for A's project, or for A's chunk: nothing.
    expect(await storeStub(b).findChunk(a, docA, id)).toBeNull();
    expect(await storeStub(b).findChunk(b, docA, id)).toBeNull();
    expect(await storeStub(b).chunkIds(a, docA, "all")).toEqual([]);
    expect(await storeStub(b).versionChunks(a, docA, 1, 10)).toEqual([]);
    // A's store writes for A only.
    const before = await storeSql(a, "SELECT count(*) AS n FROM chunks");
    expect(
      await storeStub(a).writeChunks(b, [
        { documentId: docB, version: 1, chunkIndex: 0, content: "x", location: null, searchTerms: "x", tables: null },
      ]),
    ).toEqual({ ok: false, foreign: true });
    expect(await storeStub(a).upsertVectors(b, "modelo", [])).toBe(false);
    expect(await storeSql(a, "SELECT count(*) AS n FROM chunks")).toEqual(before);
    const deps = { db: database(env.DB), ...searchServices(env) };
    for (const mode of ["hybrid", "full-text", "vector"] as const) {
      const { hits } = await searchProject(deps, b, "prazo para responder a agência reguladora", { mode, limit: 10 });
      expect(hits.length, mode).toBeGreaterThan(0);
      expect(
        hits.map((hit) => hit.chunkId),
        mode,
      ).not.toContain(id);
      expect(hits.map((hit) => hit.content).join(" "), mode).not.toContain("15 dias");
    }
  });
});

describe("a project's limits", () => {
  it("an upload past the documents or bytes limit is refused with the limit named, and nothing is stored", async () => {
    const projectId = await createProjectAs(owner, "Limites de envio");
    await settled(await uploadedId(await uploadAs(owner, projectId, { name: "Primeiro.md", bytes: MANUAL })));
    const storeBefore = await storeRowCounts(projectId);
    await env.DB.prepare("INSERT INTO project_quotas (project_id, max_documents) VALUES (?1, 1)").bind(projectId).run();
    const before = await storageSnapshot();
    const refused = await uploadAs(owner, projectId, { name: "Segundo.md", bytes: MANUAL });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: "project_limit",
      error: "Este projeto atingiu o limite de 1 documentos. Exclua documentos para enviar outros.",
    });
    await env.DB.prepare("UPDATE project_quotas SET max_documents = NULL, max_storage_bytes = ?2 WHERE project_id = ?1")
      .bind(projectId, MANUAL.length + 100)
      .run();
    const tooBig = await uploadAs(owner, projectId, { name: "Terceiro.md", bytes: MANUAL });
    expect(tooBig.status).toBe(413);
    const tooBigBody = (await tooBig.json()) as { error: string; code: string };
    expect(tooBigBody.error).toMatch(/passaria do limite de 1 KB de arquivos deste projeto/);
    // The project's limit, told apart from a file over the upload limit (the Canvas keeps only the first).
    expect(tooBigBody.code).toBe("project_storage_limit");
    expect(await storageSnapshot()).toEqual(before);
    expect(await storeRowCounts(projectId)).toEqual(storeBefore);
  });

  it("a document that would pass the chunk limit fails with the limit named, and none of its chunks stays", async () => {
    const projectId = await createProjectAs(owner, "Limite de trechos");
    await env.DB.prepare("INSERT INTO project_quotas (project_id, max_chunks) VALUES (?1, 5)").bind(projectId).run();
    const sections = Array.from({ length: 12 }, (_, i) => `## Seção ${i}\n\n${"Texto da seção. ".repeat(90)}`);
    const id = await uploadedId(await uploadAs(owner, projectId, { name: "Grande.md", bytes: sections.join("\n\n") }));
    const failed = await settled(id);
    expect(failed).toMatchObject({ status: "failed", status_reason: chunkLimitReason(5), chunk_count: 0 });
    expect(failed?.status_reason).toContain("limite de 5 trechos indexados");
    expect(await versionCounts(projectId, id)).toEqual([]);
    // The file stays for a Reprocessar once the project has room.
    expect(await storedObjects(projectId)).toEqual([`projects/${projectId}/documents/${id}`]);
    // At the limit, even a new upload is refused before anything is stored.
    await env.DB.prepare("UPDATE project_quotas SET max_chunks = 0 WHERE project_id = ?1").bind(projectId).run();
    const refused = await uploadAs(owner, projectId, { name: "Pequeno.md", bytes: "# Pequeno\n\nUm trecho." });
    expect(refused.status).toBe(409);
  });

  it("an edit past the bytes limit is refused (413) and the document keeps its version", async () => {
    const projectId = await createProjectAs(owner, "Limite de edição");
    const id = await uploadedId(await uploadAs(owner, projectId, { name: "Editar.md", bytes: MANUAL }));
    await settled(id);
    await env.DB.prepare("INSERT INTO project_quotas (project_id, max_storage_bytes) VALUES (?1, ?2)")
      .bind(projectId, MANUAL.length + 10)
      .run();
    const response = await owner.fetch(`/api/projects/${projectId}/documents/${id}/content`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Origin: "http://nexo.test" },
      body: JSON.stringify({ content: `${MANUAL}\n${"Mais texto. ".repeat(20)}`, baseVersion: 1 }),
    });
    expect(response.status).toBe(413);
    expect(await documentRow(id)).toMatchObject({ version: 1, status: "ready" });
  });
});

describe("a provider that throttles during ingestion", () => {
  const offline = createOfflineEmbedder();

  async function deliver(job: IngestJob, embedder: Embedder) {
    const sent: { body: IngestJob; delaySeconds?: number }[] = [];
    const queue = {
      send: async (body: IngestJob, options?: { delaySeconds?: number }) => {
        sent.push({ body, delaySeconds: options?.delaySeconds });
      },
    };
    const batch = createMessageBatch<IngestJob>("nexo-ingest", [
      { id: crypto.randomUUID(), timestamp: new Date(), attempts: 1, body: job },
    ]);
    const ctx = createExecutionContext();
    await handleIngestBatch(batch, { ...env, INGEST_QUEUE: queue as unknown as Queue<IngestJob> }, undefined, {
      embedder,
    });
    const result = await getQueueResult(batch, ctx);
    return { acked: result.explicitAcks.length === 1, retried: result.retryMessages.length === 1, sent };
  }

  it("a 429 is waited for with a growing delay, not counted as a failure, and the document then becomes ready", async () => {
    const project = await createBenchProject(env.DB, "throttled");
    const job = await storeDocument(project, "Manual.md", MANUAL);
    let refusals = 2;
    const throttling: Embedder = {
      model: offline.model,
      dimensions: offline.dimensions,
      async embed(texts, options) {
        if (refusals-- > 0)
          throw Object.assign(new Error("Rate limit reached for text-embedding-3-small"), { statusCode: 429 });
        return offline.embed(texts, options);
      },
    };
    const first = await deliver(job, throttling);
    expect(first).toMatchObject({ acked: true, retried: false });
    expect(first.sent).toEqual([{ body: { ...job, waits: 1 }, delaySeconds: expect.any(Number) }]);
    expect(first.sent[0]?.delaySeconds).toBeGreaterThanOrEqual(9);
    expect(await documentRow(job.documentId)).toMatchObject({ status: "processing", status_reason: null });

    const second = await deliver(first.sent[0]?.body ?? job, throttling);
    expect(second.sent).toEqual([{ body: { ...job, waits: 2 }, delaySeconds: expect.any(Number) }]);
    // The wait grows: about twice the first.
    expect(second.sent[0]?.delaySeconds ?? 0).toBeGreaterThan(first.sent[0]?.delaySeconds ?? 0);

    const third = await deliver(second.sent[0]?.body ?? job, throttling);
    expect(third).toMatchObject({ acked: true, retried: false, sent: [] });
    expect(await documentRow(job.documentId)).toMatchObject({ status: "ready", indexed_version: 1 });
    const [counts] = await versionCounts(project.projectId, job.documentId);
    expect(counts).toMatchObject({ version: 1, vectors: counts?.chunks, fts: counts?.chunks });
  });
});

describe("deleting a project", () => {
  function vectorizeEnv(): { env: AppEnv; indexes: MemoryVectorize[] } {
    const indexes = [0, 1].map(() =>
      createMemoryVectorize({ dimensions: createOfflineEmbedder().dimensions, metric: "cosine" }),
    );
    return {
      indexes,
      env: {
        ...env,
        VECTOR_INDEX: "vectorize",
        VECTORIZE: indexes[0] as unknown as VectorizeIndex,
        VECTORIZE_2: indexes[1] as unknown as VectorizeIndex,
      },
    };
  }

  it("through the API leaves no store rows, no files and no rows in D1", async () => {
    const projectId = await createProjectAs(owner, "Para excluir");
    const id = await uploadedId(await uploadAs(owner, projectId, { name: "Manual.md", bytes: MANUAL }));
    await settled(id);
    expect(total(await storeRowCounts(projectId))).toBeGreaterThan(0);
    expect(await storedObjects(projectId)).toHaveLength(1);
    const wrongName = await owner.fetch(`/api/projects/${projectId}`, {
      method: "DELETE",
      headers: { "Content-Type": "application/json", Origin: "http://nexo.test" },
      body: JSON.stringify({ confirmName: "Outro nome" }),
    });
    expect(wrongName.status).toBe(400);
    const response = await owner.fetch(`/api/projects/${projectId}`, {
      method: "DELETE",
      headers: { "Content-Type": "application/json", Origin: "http://nexo.test" },
      body: JSON.stringify({ confirmName: "Para excluir" }),
    });
    expect(response.status).toBe(200);
    expect(total(await storeRowCounts(projectId))).toBe(0);
    expect(await storedObjects(projectId)).toEqual([]);
    const rows = await env.DB.prepare(
      `SELECT (SELECT count(*) FROM projects WHERE id = ?1) + (SELECT count(*) FROM documents WHERE project_id = ?1)
        + (SELECT count(*) FROM project_members WHERE project_id = ?1) + (SELECT count(*) FROM conversation_sessions WHERE project_id = ?1) AS n`,
    )
      .bind(projectId)
      .first<number>("n");
    expect(rows).toBe(0);
    expect((await owner.fetch(`/api/projects/${projectId}/documents`)).status).toBe(404);
  });

  it("with Vectorize, its vectors go too (and its store, and its files)", async () => {
    const { env: vectorEnv, indexes } = vectorizeEnv();
    const project = await createBenchProject(env.DB, "vectors-to-delete");
    const services = searchServices(vectorEnv);
    const deps = { db: database(env.DB), bucket: env.DOCUMENTS, quota: env, ...services };
    const { ingestDocument } = await import("#workers/ingestion/ingest.ts");
    for (const name of ["Um.md", "Dois.md"])
      expect(await ingestDocument(deps, await storeDocument(project, name, MANUAL))).toBe("ready");
    const counted = async () =>
      (await Promise.all(indexes.map((index) => index.describe()))).reduce((n, info) => n + info.vectorCount, 0);
    const chunks = (await storeSql<{ n: number }>(project.projectId, "SELECT count(*) AS n FROM chunks"))[0]?.n ?? 0;
    expect(chunks).toBeGreaterThan(0);
    expect(await counted()).toBe(chunks);
    await eraseProject(vectorEnv, project.projectId);
    expect(await counted()).toBe(0);
    expect(total(await storeRowCounts(project.projectId))).toBe(0);
    expect(await storedObjects(project.projectId)).toEqual([]);
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM projects WHERE id = ?1").bind(project.projectId).first("n"),
    ).toBe(0);
  });
});

describe("Vectorize beyond one index", () => {
  it("each new project goes to the least full index and keeps it; a full index takes no new project", async () => {
    const indexes = [0, 1].map(() =>
      createMemoryVectorize({ dimensions: createOfflineEmbedder().dimensions, metric: "cosine", capacity: 12 }),
    );
    // Bindings named for this test alone: other files of the shared D1 assign projects to VECTORIZE, and the
    // least full index breaks a tie by how many projects each holds.
    const [first, second] = [`VECTORIZE_A${Date.now()}`, `VECTORIZE_B${Date.now()}`];
    const vectorEnv = {
      ...env,
      VECTOR_INDEX: "vectorize",
      VECTORIZE_INDEXES: `${first},${second}`,
      [first]: indexes[0] as unknown as VectorizeIndex,
      [second]: indexes[1] as unknown as VectorizeIndex,
      VECTORIZE_MAX_VECTORS: "12",
    } as AppEnv;
    const { vectors, embedder } = searchServices(vectorEnv);
    const write = async (projectId: string, count: number, from: number) => {
      const values = await embedder.embed(Array.from({ length: count }, (_, i) => `trecho ${from + i}`));
      await vectors.upsert(
        projectId,
        values.map((vector, i) => ({ chunkId: from + i, documentId: crypto.randomUUID(), vector })),
      );
    };
    const assignment = async (projectId: string) =>
      env.DB.prepare("SELECT binding FROM project_vector_indexes WHERE project_id = ?1")
        .bind(projectId)
        .first("binding");
    const sizes = async () => Promise.all(indexes.map(async (index) => (await index.describe()).vectorCount));

    const [p1, p2, p3, p4] = await Promise.all(
      ["idx-1", "idx-2", "idx-3", "idx-4"].map(async (label) => (await createBenchProject(env.DB, label)).projectId),
    );
    // Both empty: the first in the list. Then the other one, which is emptier.
    await write(p1 ?? "", 8, 9_000_000);
    expect(await assignment(p1 ?? "")).toBe(first);
    await write(p2 ?? "", 3, 9_100_000);
    expect(await assignment(p2 ?? "")).toBe(second);
    expect(await sizes()).toEqual([8, 3]);
    // 8 against 3: the third project goes to the second index too, and a project keeps its index as it grows.
    await write(p3 ?? "", 2, 9_200_000);
    expect(await assignment(p3 ?? "")).toBe(second);
    await write(p1 ?? "", 4, 9_300_000);
    expect(await sizes()).toEqual([12, 5]);
    // The first index is full (12 of 12): a fourth project goes to the second whatever else holds.
    await write(p4 ?? "", 1, 9_400_000);
    expect(await assignment(p4 ?? "")).toBe(second);
    // The index itself refuses past its capacity, as Vectorize does.
    await expect(write(p1 ?? "", 1, 9_500_000)).rejects.toThrow(/full/);
    // Searches of each project go to its own index.
    const [query] = await embedder.embed(["trecho 9100001"]);
    expect((await vectors.query(p2 ?? "", query ?? new Float32Array(), 3)).map((hit) => hit.chunkId)).toContain(
      9_100_001,
    );
    expect(await vectors.query(p1 ?? "", query ?? new Float32Array(), 3)).not.toContainEqual(
      expect.objectContaining({ chunkId: 9_100_001 }),
    );
  });
});

describe("the local maintenance route", () => {
  it("answers only in development", async () => {
    const request = () =>
      new Request("http://nexo.test/dev/maintenance", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      });
    const production = await api.fetch(request(), { ...env, ENVIRONMENT: "production" }, createExecutionContext());
    expect(production.status).toBe(404);
  });
});

describe("one search path", () => {
  it("D1 keeps no chunk, index or vector table, and no route moves chunks out of it", async () => {
    const { results } = await env.DB.prepare(
      `SELECT name FROM sqlite_master WHERE type IN ('table', 'trigger') AND name IN
         ('document_chunks', 'chunk_terms', 'project_search_terms', 'project_search_stats', 'vector_segments',
          'vector_columns', 'vector_index_generations', 'project_store_moves', 'document_chunks_terms_insert',
          'document_chunks_terms_delete', 'document_chunks_immutable_terms', 'vector_segments_columns_delete')`,
    ).all<{ name: string }>();
    expect(results).toEqual([]);
    const move = await api.fetch(
      new Request("http://nexo.test/admin/move-stores", { method: "POST" }),
      env,
      createExecutionContext(),
    );
    expect(move.status).toBe(404);
  });
});
