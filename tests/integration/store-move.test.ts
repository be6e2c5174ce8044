import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "#core/db/client.ts";
import { type SearchMode, searchProject } from "#core/search/hybrid-search.ts";
import { searchServices } from "#core/search/search-services.ts";
import { moveChunksToStores } from "#core/store/move-from-d1.ts";
import { chunkAccess, findChunk } from "#core/store/project-chunks.ts";
import { readsFromD1 } from "#core/store/project-stores.ts";
import { ingestDocument } from "#workers/ingestion/ingest.ts";
import faquad from "#tests/fixtures/faquad/train.json";
import { storeDocument } from "#tests/support/documents.ts";
import { legacyProject, moveProject } from "#tests/support/legacy-chunks.ts";
import { storeSql } from "#tests/support/project-store.ts";
import { createBenchProject } from "#scripts/bench-worker/retrieval-index.ts";

/**
 * Moving a project's chunks from D1 (where they were before each project had
 * its store) into its store (#core/store/move-from-d1.ts): until the move
 * ends, search reads D1 as it always did; after it, the store. The answers
 * are the same, hit for hit and score for score, the chunk ids a citation
 * names still open their passage, and D1's old tables lose the project's rows.
 * The D1 rows here are written as the code before the stores wrote them
 * (chunks with their analysed terms, postings by trigger, the local vectors).
 */
const ARTICLES = faquad.data.slice(0, 8);
const questions = ARTICLES.flatMap((article) =>
  article.paragraphs.flatMap((paragraph) => paragraph.qas.map((qa) => qa.question)),
).slice(0, 60);

let project = { projectId: "", userId: "" };
let legacyIds: number[] = [];
let firstDocument = "";

const articles = (list: typeof ARTICLES) =>
  list.map((article) => ({
    name: String(article.title ?? "Documento").replace(/_/g, " "),
    chunks: article.paragraphs.map((paragraph) => paragraph.context),
  }));

beforeAll(async () => {
  project = await createBenchProject(env.DB, "move-from-d1");
  const legacy = await legacyProject(project, articles(ARTICLES));
  legacyIds = legacy.chunkIds;
  firstDocument = legacy.documentIds[0] ?? "";
}, 120_000);

async function answers(mode: SearchMode) {
  const deps = { db: database(env.DB), ...searchServices(env) };
  const all = [];
  for (const question of questions) {
    const { hits, partial } = await searchProject(deps, project.projectId, question, { mode, limit: 5 });
    expect(partial, question).toBeNull();
    all.push(
      hits.map((hit) => ({
        chunkId: hit.chunkId,
        documentId: hit.documentName,
        content: hit.content,
        score: Number(hit.score.toFixed(9)),
      })),
    );
  }
  return all;
}

describe("moving a project's chunks from D1 to its store", () => {
  it("answers every question the same before and after the move, and the old tables lose the project's rows", async () => {
    expect(await readsFromD1(database(env.DB), project.projectId)).toBe(true);
    const before = {
      hybrid: await answers("hybrid"),
      text: await answers("full-text"),
      vector: await answers("vector"),
    };
    expect(before.hybrid.flat().length).toBeGreaterThan(200);
    expect(await storeSql(project.projectId, "SELECT count(*) AS n FROM chunks")).toEqual([{ n: 0 }]);

    await moveProject(project.projectId);
    expect(await readsFromD1(database(env.DB), project.projectId)).toBe(false);

    expect(await answers("hybrid")).toEqual(before.hybrid);
    expect(await answers("full-text")).toEqual(before.text);
    expect(await answers("vector")).toEqual(before.vector);

    const left = await env.DB.prepare(
      `SELECT (SELECT count(*) FROM document_chunks WHERE project_id = ?1) AS chunks,
              (SELECT count(*) FROM chunk_terms WHERE project_id = ?1) AS postings,
              (SELECT count(*) FROM project_search_terms WHERE project_id = ?1) AS terms,
              (SELECT count(*) FROM vector_segments WHERE project_id = ?1) AS segments,
              (SELECT count(*) FROM vector_columns WHERE project_id = ?1) AS columns,
              (SELECT moved_at IS NOT NULL FROM project_store_moves WHERE project_id = ?1) AS moved`,
    )
      .bind(project.projectId)
      .first();
    expect(left).toEqual({ chunks: 0, postings: 0, terms: 0, segments: 0, columns: 0, moved: 1 });
  }, 120_000);

  it("keeps every chunk's id, so a citation made before the move opens the same passage", async () => {
    const stored = (await storeSql<{ id: number }>(project.projectId, "SELECT id FROM chunks ORDER BY id")).map(
      (row) => row.id,
    );
    expect(stored.slice(0, legacyIds.length)).toEqual(legacyIds);
    const access = chunkAccess(env);
    const first = legacyIds[0] ?? -1;
    expect(await findChunk(access, project.projectId, firstDocument, first)).toMatchObject({ id: first, version: 1 });
  });

  it("a document ingested during the move's window goes to the store, with ids above D1's, and is searchable after", async () => {
    const other = await createBenchProject(env.DB, "move-window");
    const { chunkIds: ids } = await legacyProject(other, articles(ARTICLES.slice(0, 1)));
    const job = await storeDocument(other, "Novo.md", "# Novo\n\nO reservatório do Litoral tem 4.500 m³.");
    const services = { db: database(env.DB), bucket: env.DOCUMENTS, quota: env, ...searchServices(env) };
    expect(await ingestDocument(services, job)).toBe("ready");
    const fresh = await storeSql<{ id: number }>(
      other.projectId,
      "SELECT id FROM chunks WHERE document_id = ?1",
      job.documentId,
    );
    expect(fresh.length).toBeGreaterThan(0);
    expect(Math.min(...fresh.map((row) => row.id))).toBeGreaterThan(Math.max(...ids));
    await moveProject(other.projectId);
    const deps = { db: database(env.DB), ...searchServices(env) };
    const { hits } = await searchProject(deps, other.projectId, "reservatório do Litoral", { limit: 3 });
    expect(hits[0]?.documentId).toBe(job.documentId);
    expect(await storeSql(other.projectId, "SELECT count(*) AS n FROM chunks")).toEqual([
      { n: ids.length + fresh.length },
    ]);
  });

  it("a second run finds nothing to do", async () => {
    const deps = { db: database(env.DB), ...searchServices(env) };
    expect(await moveChunksToStores(deps, { projectId: project.projectId })).toEqual({
      moved: 0,
      chunks: 0,
      remaining: 0,
    });
  });
});
