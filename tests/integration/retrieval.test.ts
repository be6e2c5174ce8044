import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "#core/db/client.ts";
import { claimNextVersion, deleteDocumentRow } from "#core/db/documents.ts";
import { type IngestDeps, ingestDocument } from "#workers/ingestion/ingest.ts";
import { documentKey, putDocumentFile } from "#core/documents/storage.ts";
import { createOfflineEmbedder } from "#core/search/embedder.ts";
import { createStoreVectorIndex } from "#core/search/store-vector-index.ts";
import { deleteDocumentChunks } from "#core/store/project-chunks.ts";
import { projectStores } from "#core/store/project-stores.ts";
import { searchProject, type SearchMode } from "#core/search/hybrid-search.ts";
import { createMemoryVectorize } from "#tests/support/memory-vectorize.ts";
import type { VectorIndex } from "#core/search/vector-index.ts";
import { createVectorizeIndex } from "#core/search/vectorize-index.ts";
import { documentRow, storeDocument } from "#tests/support/documents.ts";
import { createBenchProject } from "#scripts/bench-worker/retrieval-index.ts";

/**
 * The same retrieval tests against both vector indexes: the
 * project store's own index every local run uses, and the Vectorize code path
 * over an in-memory index with Vectorize's semantics, whose writes become
 * visible only 300 ms later. Ingestion runs for real (R2 file, the project's
 * store with its chunks and statistics, D1's documents, offline embedder);
 * only the vector index differs.
 */
const embedder = createOfflineEmbedder();
const VISIBILITY_MS = 300;
const stores = projectStores(env);

const indexes: [string, () => VectorIndex][] = [
  ["store", () => createStoreVectorIndex(stores, embedder.model)],
  [
    "Vectorize (in memory)",
    () =>
      createVectorizeIndex(
        createMemoryVectorize({ dimensions: embedder.dimensions, metric: "cosine", visibilityDelayMs: VISIBILITY_MS }),
      ),
  ],
];

const MANUAL = `# Manual de Operação

## Prazos

O prazo para responder a uma notificação da agência reguladora é de 15 dias corridos.

## Canais

O atendimento por WhatsApp funciona das 7h às 22h, inclusive aos sábados.

## Hidrômetros

A troca de hidrômetros antigos é agendada pela equipe comercial em até 30 dias.
`;

describe.each(indexes)("retrieval with the %s vector index", (_name, makeIndex) => {
  const vectors = makeIndex();
  let deps: IngestDeps;
  let owner = { projectId: "", userId: "" };
  let other = { projectId: "", userId: "" };

  const search = (projectId: string, query: string, mode: SearchMode = "hybrid") =>
    searchProject({ db: deps.db, embedder, vectors, stores }, projectId, query, { mode, limit: 3 });

  beforeAll(async () => {
    deps = { db: database(env.DB), bucket: env.DOCUMENTS, quota: env, embedder, vectors, stores };
    owner = await createBenchProject(env.DB, "retrieval-a");
    other = await createBenchProject(env.DB, "retrieval-b");
  });

  it("a document is ready only once its vectors answer, and then every mode finds the passage", async () => {
    const job = await storeDocument(owner, "Manual.md", MANUAL);
    const started = Date.now();
    expect(await ingestDocument(deps, job)).toBe("ready");
    const elapsed = Date.now() - started;
    expect((await documentRow(job.documentId))?.status).toBe("ready");
    // Right after "ready", the vector stage alone already finds the passage: nothing waits for a later visibility.
    const vector = await search(owner.projectId, "Quando funciona o WhatsApp?", "vector");
    expect(vector.hits.map((hit) => hit.content).join(" ")).toContain("WhatsApp");
    if (_name.startsWith("Vectorize")) expect(elapsed).toBeGreaterThanOrEqual(VISIBILITY_MS);
    for (const mode of ["hybrid", "full-text"] as const) {
      const { hits, partial } = await search(owner.projectId, "prazo para responder a agência reguladora", mode);
      expect(partial).toBeNull();
      expect(hits[0]?.content, mode).toContain("15 dias corridos");
    }
  });

  it("a project never sees another project's chunks (namespaces)", async () => {
    const job = await storeDocument(other, "Outro manual.md", MANUAL.replace("15 dias", "45 dias"));
    expect(await ingestDocument(deps, job)).toBe("ready");
    for (const mode of ["vector", "hybrid", "full-text"] as const) {
      const mine = await search(owner.projectId, "prazo para responder a agência reguladora", mode);
      expect(mine.hits.length, mode).toBeGreaterThan(0);
      expect(
        mine.hits.every((hit) => hit.content.includes("45 dias") === false),
        mode,
      ).toBe(true);
      const theirs = await search(other.projectId, "prazo para responder a agência reguladora", mode);
      expect(theirs.hits[0]?.content, mode).toContain("45 dias");
    }
  });

  it("a re-indexed version replaces the old one, and a deleted document is gone from every mode", async () => {
    const job = await storeDocument(owner, "Plano.md", "# Plano\n\nA meta de perdas é de 25% até dezembro.");
    expect(await ingestDocument(deps, job)).toBe("ready");
    const version = await claimNextVersion(deps.db, owner.projectId, job.documentId, 1, 60);
    await putDocumentFile(
      env.DOCUMENTS,
      documentKey(owner.projectId, job.documentId),
      "# Plano\n\nA meta de perdas revista é de 19% até dezembro.",
      "markdown",
    );
    expect(await ingestDocument(deps, { ...job, version: version ?? 0 })).toBe("ready");
    const revised = await search(owner.projectId, "meta de perdas", "vector");
    const texts = revised.hits.map((hit) => hit.content).join(" ");
    expect(texts).toContain("19%");
    expect(texts).not.toContain("25%");

    const chunkIds = await stores.of(owner.projectId).chunkIds(owner.projectId, job.documentId, "all");
    expect(chunkIds.length).toBeGreaterThan(0);
    expect(await deleteDocumentRow(deps.db, owner.projectId, job.documentId)).toBe(true);
    await vectors.remove(owner.projectId, chunkIds);
    await deleteDocumentChunks(deps, owner.projectId, job.documentId, "all");
    for (const mode of ["vector", "hybrid", "full-text"] as const) {
      const { hits } = await search(owner.projectId, "meta de perdas revista", mode);
      expect(
        hits.map((hit) => hit.documentId),
        mode,
      ).not.toContain(job.documentId);
    }
  });

  it("asking for more passages than there are returns what there is, best first", async () => {
    const { hits } = await searchProject({ db: deps.db, embedder, vectors, stores }, owner.projectId, "atendimento", {
      mode: "vector",
      limit: 50,
    });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(50);
    expect(hits.map((hit) => hit.score)).toEqual([...hits.map((hit) => hit.score)].sort((a, b) => b - a));
  });
});
