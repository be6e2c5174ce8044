import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "#core/db/client.ts";
import { searchServices } from "#core/search/search-services.ts";
import { ingestDocument } from "#workers/ingestion/ingest.ts";
import { createBenchProject } from "#scripts/bench-worker/retrieval-index.ts";
import { storeDocument } from "#tests/support/documents.ts";
import { type Browser, teamAndClient } from "#tests/support/http.ts";
import { storeRowCounts, storeSql } from "#tests/support/project-store.ts";

/**
 * The project stores' backup to R2 and its restore through the admin API (`npm run backup`, `npm run restore`),
 * on the real local state: the stores keep their vectors here (VECTOR_INDEX=local), so their BLOB rows make the
 * round trip too. A damaged or missing object is refused with a Portuguese 422 while the restore is staged,
 * before any store changed; the restore drill (restore-drill.test.ts) runs a whole restore beside D1's.
 */
const DOCS = {
  prazos:
    "# Prazos\n\n## Resposta\n\nA ouvidoria responde em até 10 dias úteis.\n\n## Recurso\n\nO recurso é julgado em 30 dias.\n",
  tarifa: "# Tarifa\n\n## Cadastro\n\nA tarifa social exige inscrição no Cadastro Único.\n",
};

let team: Browser;
let client: Browser;
beforeAll(async () => {
  ({ team, client } = await teamAndClient("backup"));
});

const post = (as: Browser, route: string, query: Record<string, string>) =>
  as.fetch(`/api/admin/${route}?${new URLSearchParams(query)}`, {
    method: "POST",
    headers: { Origin: "http://nexo.test" },
  });

/**
 * Every call of a backup of these projects' stores, as `npm run backup -- --project …` walks them: the backup's id.
 * (The pool's D1 holds every test file's projects; a backup of them all would cost each test seconds.)
 */
async function backUp(...projects: string[]): Promise<string> {
  const only = { projects: projects.join(",") };
  let query: Record<string, string> = only;
  for (;;) {
    const response = await post(team, "backup", query);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { backup: string; next: string | null };
    if (!body.next) return body.backup;
    query = { ...only, backup: body.backup, after: body.next };
  }
}

/** One phase over every store of the backup; the first refusal's status and body, or 200. */
async function restorePhase(backup: string, phase: string): Promise<{ status: number; body: { error?: string } }> {
  let after: string | null = null;
  do {
    const response = await post(team, "restore", { backup, phase, ...(after ? { after } : {}) });
    const body = (await response.json()) as { error?: string; next?: string | null };
    if (response.status !== 200) return { status: response.status, body };
    after = body.next ?? null;
  } while (after);
  return { status: 200, body: {} };
}

async function ingest(owner: { projectId: string; userId: string }, name: keyof typeof DOCS) {
  const deps = { db: database(env.DB), bucket: env.DOCUMENTS, quota: env, ...searchServices(env) };
  expect(await ingestDocument(deps, await storeDocument(owner, `${name}-${crypto.randomUUID()}.md`, DOCS[name]))).toBe(
    "ready",
  );
}

/** What a store holds, row for row: chunks, and the local vectors' segments and columns (BLOBs as hex). */
async function storeContents(projectId: string) {
  return {
    chunks: await storeSql(projectId, "SELECT * FROM chunks ORDER BY id"),
    segments: await storeSql(
      projectId,
      "SELECT id, document_id, model, dimensions, chunk_ids, hex(scales) AS scales FROM vector_segments ORDER BY id",
    ),
    columns: await storeSql(
      projectId,
      "SELECT segment_id, dim, hex(data) AS data FROM vector_columns ORDER BY segment_id, dim",
    ),
  };
}

const stagingTables = async (projectId: string) =>
  Object.keys(await storeRowCounts(projectId)).filter((table) => table.startsWith("restore_"));

describe("POST /api/admin/backup and /api/admin/restore", () => {
  it("are the Nexo team's only, and refuse a malformed or unknown backup in Portuguese", async () => {
    const refused = await post(client, "backup", {});
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe("Só a equipe Nexo pode fazer backup dos stores.");
    expect((await post(client, "restore", { backup: "20261129T101500Z-1a2b3c4d", phase: "stage" })).status).toBe(403);

    const malformed = await post(team, "restore", { backup: "ontem", phase: "stage" });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: string }).error).toContain("backup deve ser o id de um backup");
    const noPhase = await post(team, "restore", { backup: "20261129T101500Z-1a2b3c4d", phase: "tudo" });
    expect(noPhase.status).toBe(400);
    const notProjects = await post(team, "backup", { projects: "todos" });
    expect(notProjects.status).toBe(400);
    expect(((await notProjects.json()) as { error: string }).error).toBe(
      "projects deve listar até 50 ids de projetos, separados por vírgula.",
    );

    const unknown = await restorePhase("20261129T101500Z-1a2b3c4d", "stage");
    expect(unknown).toEqual({
      status: 404,
      body: expect.objectContaining({
        error: "Backup 20261129T101500Z-1a2b3c4d não encontrado ou não concluído (sem manifest.json).",
      }),
    });
  });

  it("refuses a manifest whose stores are not projects' ids, staging nothing", async () => {
    const backup = "20261129T101500Z-0badf00d";
    await env.DOCUMENTS.put(
      `backups/${backup}/manifest.json`,
      JSON.stringify({ format: 1, id: backup, stores: [{ projectId: "../../documents/x", rows: {}, checksum: "" }] }),
    );
    expect(await restorePhase(backup, "stage")).toEqual({
      status: 422,
      body: expect.objectContaining({
        error: `O manifest do backup ${backup} está corrompido. Nenhum store foi alterado.`,
      }),
    });
  });

  it("puts a store back as it was at the backup, its vectors' BLOBs included", async () => {
    const owner = await createBenchProject(env.DB, "backup-roundtrip");
    await ingest(owner, "prazos");
    const before = await storeContents(owner.projectId);
    expect(before.columns.length).toBeGreaterThan(0);
    const backup = await backUp(owner.projectId);
    const manifest = (await (await env.DOCUMENTS.get(`backups/${backup}/manifest.json`))?.json()) as {
      d1: { bookmark: string | null; timestamp: string };
      stores: { projectId: string; rows: Record<string, number>; checksum: string }[];
    };
    expect(manifest.d1.bookmark).toEqual(expect.any(String));
    // Only the store named, with what it holds.
    expect(manifest.stores).toHaveLength(1);
    expect(manifest.stores[0]).toMatchObject({
      projectId: owner.projectId,
      rows: {
        chunks: before.chunks.length,
        vector_segments: before.segments.length,
        vector_columns: before.columns.length,
      },
      checksum: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    await ingest(owner, "tarifa");
    expect(await storeContents(owner.projectId)).not.toEqual(before);

    expect(await restorePhase(backup, "stage")).toEqual({ status: 200, body: {} });
    // Staged beside the live rows: nothing live changed yet.
    expect((await storeContents(owner.projectId)).chunks.length).toBeGreaterThan(before.chunks.length);
    expect(await restorePhase(backup, "commit")).toEqual({ status: 200, body: {} });
    expect(await storeContents(owner.projectId)).toEqual(before);
    expect(await stagingTables(owner.projectId)).toEqual([]);
    // A commit called again (a script that lost its answer) changes nothing.
    expect(await restorePhase(backup, "commit")).toEqual({ status: 200, body: {} });
    expect(await storeContents(owner.projectId)).toEqual(before);
  });

  it("mends a store whose own tables were damaged: the totals counted again, the full-text index rebuilt", async () => {
    const owner = await createBenchProject(env.DB, "backup-mend");
    await ingest(owner, "prazos");
    const before = await storeContents(owner.projectId);
    const totals = await storeSql(owner.projectId, "SELECT chunk_count, term_count FROM chunk_totals");
    const backup = await backUp(owner.projectId);
    // Broken inside the store, as tests/integration/search-fail-open.test.ts breaks its full-text stage.
    await storeSql(owner.projectId, "DROP TABLE chunk_totals");

    expect(await restorePhase(backup, "stage")).toEqual({ status: 200, body: {} });
    expect(await restorePhase(backup, "commit")).toEqual({ status: 200, body: {} });
    expect(await storeContents(owner.projectId)).toEqual(before);
    expect(await storeSql(owner.projectId, "SELECT chunk_count, term_count FROM chunk_totals")).toEqual(totals);
    // A term of the first chunk's own analysed terms finds it again through the rebuilt index.
    const term = String(before.chunks[0]?.search_terms)
      .split(" ")
      .find((word) => /^[a-z0-9]+$/.test(word));
    const [indexed] = await storeSql<{ n: number }>(
      owner.projectId,
      "SELECT count(*) AS n FROM chunk_fts WHERE chunk_fts MATCH ?",
      `search_terms:${term}`,
    );
    expect(indexed?.n).toBeGreaterThan(0);
  });

  it("refuses a damaged or missing store object with a 422 before any store changed", async () => {
    const damaged = await createBenchProject(env.DB, "backup-damaged");
    const other = await createBenchProject(env.DB, "backup-other");
    await ingest(damaged, "prazos");
    await ingest(other, "tarifa");
    const backup = await backUp(damaged.projectId, other.projectId);
    // Written after the backup: a restore that went through would take these away.
    await ingest(damaged, "tarifa");
    await ingest(other, "prazos");
    const live = { damaged: await storeContents(damaged.projectId), other: await storeContents(other.projectId) };

    const key = `backups/${backup}/stores/${damaged.projectId}.ndjson`;
    const whole = new Uint8Array(await ((await env.DOCUMENTS.get(key)) as R2ObjectBody).arrayBuffer());
    // Cut short, as an upload that died halfway would leave it.
    await env.DOCUMENTS.put(key, whole.slice(0, Math.floor(whole.byteLength / 2)));
    const cut = await restorePhase(backup, "stage");
    expect(cut.status).toBe(422);
    expect(cut.body.error).toBe(
      `O arquivo do store do projeto ${damaged.projectId} no backup ${backup} está corrompido (não confere com o manifesto). Nenhum store foi alterado.`,
    );

    // One byte changed, the length kept: the checksum finds it.
    const flipped = whole.slice();
    flipped[whole.byteLength - 10] = (flipped[whole.byteLength - 10] ?? 0) ^ 1;
    await env.DOCUMENTS.put(key, flipped);
    expect((await restorePhase(backup, "stage")).status).toBe(422);

    await env.DOCUMENTS.delete(key);
    const missing = await restorePhase(backup, "stage");
    expect(missing).toEqual({
      status: 422,
      body: expect.objectContaining({
        error: `O backup ${backup} está incompleto: falta o arquivo do store do projeto ${damaged.projectId}. Nenhum store foi alterado.`,
      }),
    });
    // Nothing can be committed after a refused stage, not even the stores that were staged; discard drops them.
    const commit = await post(team, "restore", { backup, phase: "commit" });
    expect(commit.status).toBe(409);
    expect(((await commit.json()) as { error: string }).error).toContain("não foi preparado por inteiro");
    expect(await restorePhase(backup, "discard")).toEqual({ status: 200, body: {} });

    expect(await storeContents(damaged.projectId)).toEqual(live.damaged);
    expect(await storeContents(other.projectId)).toEqual(live.other);
    expect(await stagingTables(damaged.projectId)).toEqual([]);
    expect(await stagingTables(other.projectId)).toEqual([]);
  });
});
