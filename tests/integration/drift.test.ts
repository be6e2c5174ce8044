import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { database } from "#core/db/client.ts";
import { searchServices } from "#core/search/search-services.ts";
import { ingestDocument } from "#workers/ingestion/ingest.ts";
import { createBenchProject } from "#scripts/bench-worker/retrieval-index.ts";
import { documentRow, storeDocument } from "#tests/support/documents.ts";
import { Browser, teamAndClient } from "#tests/support/http.ts";
import { storeSql, storeStub } from "#tests/support/project-store.ts";

/**
 * Drift between D1 and the project stores: D1 says which documents are ready and how many chunks their live
 * version has; each project's store holds the chunks. A store restored (or losing writes) apart from D1 leaves
 * a ready document whose chunks are missing, which search then silently never finds; D1 restored alone leaves
 * chunks of documents D1 no longer lists. `POST /api/admin/drift` (the Nexo team only; `npm run drift`) compares
 * them project by project on the real local state, and with `repair` queues the ingestion of what is missing.
 */
const DOCS = {
  prazos:
    "# Prazos\n\n## Resposta\n\nA ouvidoria responde em até 10 dias úteis.\n\n## Recurso\n\nO recurso é julgado em 30 dias.\n\n## Arquivo\n\nOs processos ficam arquivados por 5 anos.\n",
  tarifa: "# Tarifa\n\n## Cadastro\n\nA tarifa social exige inscrição no Cadastro Único.\n",
};

interface DriftBody {
  checked: number;
  next: string | null;
  repaired: number;
  drifted: {
    projectId: string;
    documents: number;
    expectedChunks: number;
    storedChunks: number;
    missing: { documentId: string; version: number; expected: number; stored: number }[];
    missingVectors: { documentId: string; version: number; chunks: number; vectors: number }[];
    orphanChunks: number;
  }[];
}

let team: Browser;
let client: Browser;
beforeAll(async () => {
  ({ team, client } = await teamAndClient("drift"));
});

/**
 * Every page of the check, as `npm run drift` walks it: the drifted projects found. A repair names the test's own
 * projects: the test pool's D1 is shared, and re-queuing other files' documents would leave them processing.
 */
async function drift(as: Browser, repairOnly?: string[]): Promise<{ status: number; body: DriftBody }> {
  const drifted: DriftBody["drifted"] = [];
  let after: string | null = null;
  let repaired = 0;
  let checked = 0;
  for (let page = 0; page < 50; page++) {
    const query = new URLSearchParams({
      ...(repairOnly ? { repair: "1", projects: repairOnly.join(",") } : {}),
      ...(after ? { after } : {}),
    });
    const response = await as.fetch(`/api/admin/drift?${query}`, {
      method: "POST",
      headers: { Origin: "http://nexo.test" },
    });
    if (response.status !== 200) return { status: response.status, body: (await response.json()) as DriftBody };
    const body = (await response.json()) as DriftBody;
    drifted.push(...body.drifted);
    repaired += body.repaired;
    checked += body.checked;
    after = body.next;
    if (!after) break;
  }
  return { status: 200, body: { checked, next: null, repaired, drifted } };
}

async function readyProject(label: string) {
  const project = await createBenchProject(env.DB, label);
  const deps = { db: database(env.DB), bucket: env.DOCUMENTS, quota: env, ...searchServices(env) };
  const ids: Record<keyof typeof DOCS, string> = { prazos: "", tarifa: "" };
  for (const name of Object.keys(DOCS) as (keyof typeof DOCS)[]) {
    const job = await storeDocument(project, `${name}.md`, DOCS[name]);
    expect(await ingestDocument(deps, job)).toBe("ready");
    ids[name] = job.documentId;
  }
  return { projectId: project.projectId, ids };
}

const storedChunks = async (projectId: string, documentId: string) =>
  Number(
    (await storeSql<{ n: number }>(projectId, "SELECT count(*) AS n FROM chunks WHERE document_id = ?", documentId))[0]
      ?.n,
  );

describe("POST /api/admin/drift", () => {
  it("is the Nexo team's only", async () => {
    const { status } = await drift(client);
    expect(status).toBe(403);
  });

  it("finds a ready document whose chunks the store lost, and with repair ingests it again", async () => {
    const { projectId, ids } = await readyProject("drift-lost");
    const before = await drift(team);
    expect(before.status).toBe(200);
    expect(before.body.checked).toBeGreaterThan(0);
    expect(before.body.drifted.map((entry) => entry.projectId)).not.toContain(projectId);

    const expected = Number((await documentRow(ids.prazos))?.chunk_count);
    expect(expected).toBeGreaterThan(1);
    // The store lost all but the first of the document's chunks (a store restored to before they were written).
    await storeSql(projectId, "DELETE FROM chunks WHERE document_id = ? AND chunk_index > 0", ids.prazos);

    const found = await drift(team);
    const entry = found.body.drifted.find((candidate) => candidate.projectId === projectId);
    expect(entry).toMatchObject({
      documents: 2,
      missing: [{ documentId: ids.prazos, version: 1, expected, stored: 1 }],
      orphanChunks: 0,
    });
    expect(entry?.expectedChunks).toBe((entry?.storedChunks ?? 0) + expected - 1);
    expect(found.body.repaired).toBe(0);

    const repaired = await drift(team, [projectId]);
    expect(repaired.body.repaired).toBeGreaterThanOrEqual(1);
    // The queue's consumer (the ingestion Worker in the pool) ingests it again, filling the store.
    await vi.waitFor(
      async () => {
        expect(await documentRow(ids.prazos)).toMatchObject({ status: "ready", chunk_count: expected });
        expect(await storedChunks(projectId, ids.prazos)).toBe(expected);
      },
      { timeout: 20_000, interval: 100 },
    );
    const after = await drift(team);
    expect(after.body.drifted.map((candidate) => candidate.projectId)).not.toContain(projectId);
  });

  it("finds a ready document whose vectors the index lacks, and with repair ingests it again", async () => {
    const { projectId, ids } = await readyProject("drift-vector");
    const chunkIds = await storeStub(projectId).chunkIds(projectId, ids.prazos, { version: 1 });
    expect(chunkIds.length).toBeGreaterThan(1);
    // The local run's vector index is each project's store (VECTOR_INDEX=local), behind the same interface as
    // Vectorize: one vector gone, the chunks all there (a vector lost to a restore, or never written).
    await storeStub(projectId).removeVectors(projectId, chunkIds.slice(0, 1));

    const found = await drift(team);
    expect(found.body.drifted.find((candidate) => candidate.projectId === projectId)).toMatchObject({
      missing: [],
      missingVectors: [{ documentId: ids.prazos, version: 1, chunks: chunkIds.length, vectors: chunkIds.length - 1 }],
      orphanChunks: 0,
    });

    const repaired = await drift(team, [projectId]);
    expect(repaired.body.repaired).toBeGreaterThanOrEqual(1);
    await vi.waitFor(
      async () => {
        expect(await documentRow(ids.prazos)).toMatchObject({ status: "ready" });
        const again = await drift(team);
        expect(again.body.drifted.map((candidate) => candidate.projectId)).not.toContain(projectId);
      },
      { timeout: 20_000, interval: 200 },
    );
    const vectors = await storeSql<{ n: number }>(
      projectId,
      "SELECT count(DISTINCT j.value) AS n FROM vector_segments s, json_each(s.chunk_ids) j WHERE s.document_id = ?",
      ids.prazos,
    );
    expect(vectors[0]?.n).toBe(chunkIds.length);
  });

  it("answers the same on the local state through /api/dev/drift, in development, without an account", async () => {
    const { projectId, ids } = await readyProject("drift-local");
    await storeSql(projectId, "DELETE FROM chunks WHERE document_id = ?", ids.tarifa);
    const response = await new Browser().fetch("/api/dev/drift", {
      method: "POST",
      headers: { Origin: "http://nexo.test" },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as DriftBody;
    // One page may not reach this project; the team's walk does, and must agree with the first page's shape.
    const walked = await drift(team);
    const entry = walked.body.drifted.find((candidate) => candidate.projectId === projectId);
    expect(entry?.missing).toEqual([
      { documentId: ids.tarifa, version: 1, expected: Number((await documentRow(ids.tarifa))?.chunk_count), stored: 0 },
    ]);
    expect(body.checked).toBeGreaterThan(0);
    expect(Object.keys(body).sort()).toEqual(["checked", "drifted", "next", "repaired"]);
  });

  it("reports chunks of documents D1 does not list (a store ahead of a restored D1), and never repairs them", async () => {
    const { projectId } = await readyProject("drift-ahead");
    const stranger = crypto.randomUUID();
    await storeSql(
      projectId,
      `INSERT INTO chunks (id, project_id, document_id, version, chunk_index, content, search_terms)
       VALUES (?, ?, ?, 1, 0, 'Conteúdo de um documento que o D1 restaurado não conhece.', 'conteud document')`,
      9_000_000_000 + Math.floor(Math.random() * 1_000_000),
      projectId,
      stranger,
    );
    const found = await drift(team, [projectId]);
    const entry = found.body.drifted.find((candidate) => candidate.projectId === projectId);
    expect(entry).toMatchObject({ missing: [], orphanChunks: 1 });
    expect(await storedChunks(projectId, stranger)).toBe(1);
  });
});
