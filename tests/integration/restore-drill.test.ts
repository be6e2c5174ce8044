import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { createOfflineEmbedder } from "#core/search/embedder.ts";
import { searchProject } from "#core/search/hybrid-search.ts";
import { searchServices } from "#core/search/search-services.ts";
import { type BackupDeps, backupStores, type RestorePhase, restoreStores } from "#core/store/backup.ts";
import { projectDrift } from "#core/store/drift.ts";
import { ingestDocument } from "#workers/ingestion/ingest.ts";
import { createBenchProject } from "#scripts/bench-worker/retrieval-index.ts";
import { storeDocument } from "#tests/support/documents.ts";
import { createMemoryVectorize } from "#tests/support/memory-vectorize.ts";
import { storeRowCounts, storeSql } from "#tests/support/project-store.ts";

/**
 * The restore drill of docs/deploy.md ("Backup and restore"), as far as it runs without an account: D1 time travel
 * rewinds D1 alone, so the chunk-id block counter goes back while the project stores and Vectorize keep every
 * chunk and vector written since. Write, snapshot, write more, restore D1, write again: whatever ids a store is
 * handed after the restore, no project's vectors are overwritten by another's (Vectorize's ids are global to an
 * index, like the in-memory stand-in's), and search answers each question from its own project.
 */
const DOCS = {
  a: "# Ouvidoria\n\n## Prazos\n\nA ouvidoria responde às manifestações em até 10 dias úteis.\n",
  b: "# Hidrômetros\n\n## Troca\n\nO hidrômetro residencial é trocado a cada 5 anos pela equipe de campo.\n",
  c: "# Tarifa social\n\n## Cadastro\n\nA tarifa social exige inscrição no Cadastro Único do governo federal.\n",
};

/** The search's services over one Vectorize stand-in for every project, so two projects' ids could meet in it. */
function oneVectorIndex() {
  const index = createMemoryVectorize({ dimensions: createOfflineEmbedder().dimensions, metric: "cosine" });
  const vectorEnv: AppEnv = {
    ...env,
    VECTOR_INDEX: "vectorize",
    VECTORIZE: index as unknown as VectorizeIndex,
    VECTORIZE_2: index as unknown as VectorizeIndex,
    VECTORIZE_INDEXES: "VECTORIZE",
  };
  return { index, services: searchServices(vectorEnv) };
}

describe("restoring D1 to an earlier moment while the stores keep their chunks", () => {
  it("reuses no vector id across projects, and each project's search answers from its own documents", async () => {
    const { index, services } = oneVectorIndex();
    const deps = { db: database(env.DB), bucket: env.DOCUMENTS, quota: env, ...services };
    const counter = async () =>
      Number(await env.DB.prepare("SELECT next_block FROM chunk_id_blocks WHERE id = 1").first("next_block"));
    const documentOf = new Map<string, string>();
    const write = async (label: keyof typeof DOCS) => {
      const project = await createBenchProject(env.DB, `restore-${label}`);
      const job = await storeDocument(project, `${label}.md`, DOCS[label]);
      expect(await ingestDocument(deps, job)).toBe("ready");
      documentOf.set(project.projectId, job.documentId);
      return project.projectId;
    };

    const a = await write("a");
    const snapshot = await counter();
    const b = await write("b");
    const highest = await counter();
    expect(highest).toBeGreaterThan(snapshot);
    // D1 time travel to the snapshot: only D1 goes back.
    await env.DB.prepare("UPDATE chunk_id_blocks SET next_block = ?1 WHERE id = 1").bind(snapshot).run();
    try {
      const c = await write("c");

      for (const [projectId, label] of [
        [a, "a"],
        [b, "b"],
        [c, "c"],
      ] as const) {
        const chunks = await storeSql<{ id: number }>(projectId, "SELECT id FROM chunks ORDER BY id");
        expect(chunks.length).toBeGreaterThan(0);
        // Every chunk of the project still has its own vector in the project's namespace.
        const [probe] = await services.embedder.embed([DOCS[label]]);
        const matches = await services.vectors.query(projectId, probe as Float32Array, 100);
        expect(matches.map((match) => match.chunkId).sort((x, y) => x - y)).toEqual(chunks.map((chunk) => chunk.id));
      }
      const described = await index.describe();
      const total = (
        await Promise.all([a, b, c].map((id) => storeSql<{ n: number }>(id, "SELECT count(*) AS n FROM chunks")))
      ).reduce((sum, [row]) => sum + (row?.n ?? 0), 0);
      // No vector replaced another: the index holds one per chunk of the three projects.
      expect(described.vectorCount).toBe(total);
      // And the drift check (npm run drift) finds every ready document's chunks in its own project's store.
      for (const projectId of [a, b, c]) {
        expect(await projectDrift({ db: database(env.DB), ...services }, projectId)).toMatchObject({
          documents: 1,
          missing: [],
          orphanChunks: 0,
        });
      }

      // Search answers from the project's own document only.
      const answer = async (projectId: string, question: string) => {
        const { hits } = await searchProject({ db: database(env.DB), ...services }, projectId, question, { limit: 3 });
        expect(new Set(hits.map((hit) => hit.documentId))).toEqual(new Set([documentOf.get(projectId)]));
        return hits.map((hit) => hit.content).join("\n");
      };
      expect(await answer(b, "a cada quantos anos o hidrômetro é trocado")).toContain("5 anos");
      expect(await answer(c, "o que a tarifa social exige")).toContain("Cadastro Único");
    } finally {
      // Leave the counter past every block handed out, for the files after this one.
      await env.DB.prepare("UPDATE chunk_id_blocks SET next_block = max(next_block, ?1) WHERE id = 1")
        .bind(highest)
        .run();
    }
  });
});

const MORE = {
  a2: "# Ouvidoria 2\n\n## Canais\n\nA ouvidoria atende pelo telefone 0800 e pelo aplicativo Nexo Cidadão.\n",
  b2: "# Hidrômetros 2\n\n## Leitura\n\nA leitura do hidrômetro é feita todo mês pelo leiturista.\n",
  c1: "# Esgoto\n\n## Ligação\n\nA ligação de esgoto é gratuita para imóveis da tarifa social.\n",
  a3: "# Ouvidoria 3\n\n## Recurso\n\nO recurso contra a resposta da ouvidoria é julgado em 30 dias.\n",
  d1: "# Reservatórios\n\n## Limpeza\n\nOs reservatórios são lavados duas vezes por ano pela equipe de manutenção.\n",
};

/**
 * Every call of a backup of these projects' stores until its manifest is written (the pool's D1 holds every test
 * file's projects); the backup's id and D1's position at its start.
 */
async function backUp(deps: BackupDeps, projects: string[]) {
  let progress = await backupStores(deps, { projects, deadline: Date.now() + 20_000 });
  while (progress.next)
    progress = await backupStores(deps, {
      backup: progress.backup,
      after: progress.next,
      projects,
      deadline: Date.now() + 20_000,
    });
  expect(progress.manifest).toBeDefined();
  return progress;
}

/** One phase of a restore over every store of the backup's manifest. */
async function restorePhase(deps: BackupDeps, backup: string, phase: RestorePhase) {
  let after: string | undefined;
  do {
    const progress = await restoreStores(deps, {
      backup,
      phase,
      deadline: Date.now() + 20_000,
      ...(after ? { after } : {}),
    });
    after = progress.next ?? undefined;
  } while (after);
}

describe("backing up the stores and restoring them with D1 to the backup's moment", () => {
  it("brings every store in the manifest back whole, leaves the others, and mixes no project's ids afterwards", async () => {
    const { index, services } = oneVectorIndex();
    const db = database(env.DB);
    const deps = { db, bucket: env.DOCUMENTS, quota: env, ...services };
    const backupDeps: BackupDeps = {
      db,
      stores: services.stores,
      bucket: env.DOCUMENTS,
      d1: env.DB,
      vectors: services.vectors,
    };
    const counter = async () =>
      Number(await env.DB.prepare("SELECT next_block FROM chunk_id_blocks WHERE id = 1").first("next_block"));
    const texts = { ...DOCS, ...MORE };
    const documentsOf = new Map<string, Set<string>>();
    const owners = new Map<string, string>();
    const write = async (projectId: string, label: keyof typeof texts) => {
      const owner = { projectId, userId: owners.get(projectId) ?? "" };
      const job = await storeDocument(owner, `${label}.md`, texts[label]);
      expect(await ingestDocument(deps, job)).toBe("ready");
      documentsOf.set(projectId, new Set([...(documentsOf.get(projectId) ?? []), job.documentId]));
      return job.documentId;
    };
    const project = async (label: string) => {
      const created = await createBenchProject(env.DB, `backup-${label}`);
      owners.set(created.projectId, created.userId);
      return created.projectId;
    };
    const chunkRows = (projectId: string) =>
      storeSql<{ id: number; document_id: string }>(projectId, "SELECT id, document_id FROM chunks ORDER BY id");

    const a = await project("a");
    const b = await project("b");
    await write(a, "a");
    await write(b, "b");
    const atBackup = {
      a: await chunkRows(a),
      b: await chunkRows(b),
      rows: await storeRowCounts(a),
      totals: await storeSql(a, "SELECT chunk_count, term_count FROM chunk_totals"),
    };
    const backup = await backUp(backupDeps, [a, b]);
    expect(backup.manifest?.stores).toBe(2);
    expect(backup.manifest?.d1.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // What D1 time travel to the backup's moment would give back, as far as a test can take it locally.
    const snapshot = {
      counter: await counter(),
      documents: new Map([...documentsOf].map(([id, set]) => [id, new Set(set)])),
    };

    // Written after the backup: more documents in both projects, and a project the backup never saw.
    const a2 = await write(a, "a2");
    const b2 = await write(b, "b2");
    const c = await project("c");
    await write(c, "c1");
    const cBefore = await chunkRows(c);
    const highest = await counter();
    expect(highest).toBeGreaterThan(snapshot.counter);

    try {
      // 1. D1 time travel to the backup's moment (locally: the rows written since go, the id counter goes back).
      await env.DB.prepare("DELETE FROM documents WHERE id IN (?1, ?2)").bind(a2, b2).run();
      await env.DB.prepare("UPDATE chunk_id_blocks SET next_block = ?1 WHERE id = 1").bind(snapshot.counter).run();
      for (const [projectId, set] of snapshot.documents) documentsOf.set(projectId, set);
      // 2. The stores from the backup: every store staged and checked first, then each replaced whole.
      await restorePhase(backupDeps, backup.backup, "stage");
      await restorePhase(backupDeps, backup.backup, "commit");

      expect(await chunkRows(a)).toEqual(atBackup.a);
      expect(await chunkRows(b)).toEqual(atBackup.b);
      // The FTS5 index and the totals follow the restored chunks (FTS5's own segments may be laid out otherwise),
      // and no staging table is left behind.
      const { chunk_fts_data: _data, chunk_fts_idx: _idx, store_meta: _meta, ...restored } = await storeRowCounts(a);
      const { chunk_fts_data: _d, chunk_fts_idx: _i, store_meta: _m, ...backedUp } = atBackup.rows;
      expect(restored).toEqual(backedUp);
      expect(await storeSql(a, "SELECT chunk_count, term_count FROM chunk_totals")).toEqual(atBackup.totals);
      // A store the manifest does not list is not touched.
      expect(await chunkRows(c)).toEqual(cBefore);
      // 3. The drift check finds D1 and the stores agreeing.
      for (const projectId of [a, b, c])
        expect(await projectDrift(backupDeps, projectId)).toMatchObject({
          missing: [],
          orphanChunks: 0,
        });

      // Written again after the restore, by restored projects and a new one (whose id block another holds).
      await write(a, "a3");
      const d = await project("d");
      await write(d, "d1");

      let total = 0;
      for (const [projectId, label] of [
        [a, "a"],
        [b, "b"],
        [c, "c1"],
        [d, "d1"],
      ] as const) {
        const chunks = await chunkRows(projectId);
        total += chunks.length;
        expect(new Set(chunks.map((chunk) => chunk.document_id))).toEqual(documentsOf.get(projectId));
        // Each chunk of the project has its own vector in the project's namespace, and nothing else is there.
        const [probe] = await services.embedder.embed([texts[label]]);
        const matches = await services.vectors.query(projectId, probe as Float32Array, 100);
        expect(matches.map((match) => match.chunkId).sort((x, y) => x - y)).toEqual(chunks.map((chunk) => chunk.id));
        expect(await projectDrift(backupDeps, projectId)).toMatchObject({
          missing: [],
          orphanChunks: 0,
        });
      }
      // No vector replaced another's, and the restore took away the vectors of the chunks it removed.
      expect((await index.describe()).vectorCount).toBe(total);

      const answer = async (projectId: string, question: string) => {
        const { hits } = await searchProject({ db, ...services }, projectId, question, { limit: 3 });
        expect(hits.length).toBeGreaterThan(0);
        for (const hit of hits) expect(documentsOf.get(projectId)).toContain(hit.documentId);
        return hits.map((hit) => hit.content).join("\n");
      };
      expect(await answer(a, "em quantos dias o recurso é julgado")).toContain("30 dias");
      expect(await answer(b, "a cada quantos anos o hidrômetro é trocado")).toContain("5 anos");
      expect(await answer(c, "a ligação de esgoto é gratuita")).toContain("gratuita");
      expect(await answer(d, "quantas vezes os reservatórios são lavados")).toContain("duas vezes");
      // What the restore took away is not found: the channels were written after the backup.
      expect(await answer(a, "por quais canais a ouvidoria atende")).not.toContain("0800");
    } finally {
      await env.DB.prepare("UPDATE chunk_id_blocks SET next_block = max(next_block, ?1) WHERE id = 1")
        .bind(highest)
        .run();
    }
  });
});
