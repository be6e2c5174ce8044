import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { createOfflineEmbedder } from "#core/search/embedder.ts";
import { searchProject } from "#core/search/hybrid-search.ts";
import { searchServices } from "#core/search/search-services.ts";
import { projectDrift } from "#core/store/drift.ts";
import { ingestDocument } from "#workers/ingestion/ingest.ts";
import { createBenchProject } from "#scripts/bench-worker/retrieval-index.ts";
import { storeDocument } from "#tests/support/documents.ts";
import { createMemoryVectorize } from "#tests/support/memory-vectorize.ts";
import { storeSql } from "#tests/support/project-store.ts";

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

describe("restoring D1 to an earlier moment while the stores keep their chunks", () => {
  it("reuses no vector id across projects, and each project's search answers from its own documents", async () => {
    // One index for every project, so two projects' ids could meet in it.
    const index = createMemoryVectorize({ dimensions: createOfflineEmbedder().dimensions, metric: "cosine" });
    const vectorEnv: AppEnv = {
      ...env,
      VECTOR_INDEX: "vectorize",
      VECTORIZE: index as unknown as VectorizeIndex,
      VECTORIZE_2: index as unknown as VectorizeIndex,
      VECTORIZE_INDEXES: "VECTORIZE",
    };
    const services = searchServices(vectorEnv);
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
        expect(await projectDrift({ db: database(env.DB), stores: services.stores }, projectId)).toMatchObject({
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
