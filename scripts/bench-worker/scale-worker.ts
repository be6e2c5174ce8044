// A Worker used only by `npm run bench:scale`: it runs the app's own
// ingestion pipeline (extract, chunk, analyse, store, embed, finish) and
// search inside workerd, over a D1 binding that adds up the rows each
// statement wrote and the database's size (./counting-d1.ts), so the bench
// can say what a chunk costs in D1, and asks the project stores their size.
// Never deployed (wrangler.scale.toml).
import { database } from "#core/db/client.ts";
import { deleteDocumentRow, insertUploadedDocument } from "#core/db/documents.ts";
import { documentKey, putDocumentFile } from "#core/documents/storage.ts";
import { createOfflineEmbedder } from "#core/search/embedder.ts";
import { searchProject } from "#core/search/hybrid-search.ts";
import { createStoreVectorIndex } from "#core/search/store-vector-index.ts";
import type { VectorIndex } from "#core/search/vector-index.ts";
import { createVectorizeIndex } from "#core/search/vectorize-index.ts";
import { deleteDocumentChunks, documentChunkIds } from "#core/store/project-chunks.ts";
import { projectStores } from "#core/store/project-stores.ts";
import { createMemoryVectorize } from "#tests/support/memory-vectorize.ts";
import { ingestDocument } from "#workers/ingestion/ingest.ts";
import type { ProjectStore } from "#workers/objects/project-store/project-store.ts";
import { countingD1, type D1Tally } from "./counting-d1.ts";
import { createBenchProject } from "./retrieval-index.ts";

export { ProjectStore } from "#workers/objects/project-store/project-store.ts";

interface Env {
  DB: D1Database;
  DOCUMENTS: R2Bucket;
  PROJECT_STORE: DurableObjectNamespace<ProjectStore>;
}

/**
 * "vectorize": vectors go to an in-memory stand-in of Vectorize, as in
 * production, so D1 holds only what production's D1 holds. "local": the
 * index every local run uses (for the search latency over a large project).
 */
type IndexKind = "vectorize" | "local";

const embedder = createOfflineEmbedder();
const vectorize = createVectorizeIndex(createMemoryVectorize({ dimensions: embedder.dimensions, metric: "cosine" }));

function vectorsFor(env: Env, kind: IndexKind): VectorIndex {
  return kind === "vectorize" ? vectorize : createStoreVectorIndex(projectStores(env), embedder.model);
}

const newTally = (): D1Tally => ({ rowsWritten: 0, statements: 0, sizeAfter: 0 });

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === "/api/health") return Response.json({ ok: true });
    const body = request.method === "POST" ? await request.json<Record<string, unknown>>() : {};
    if (url.pathname === "/project") return Response.json(await createBenchProject(env.DB, String(body.label)));
    if (url.pathname === "/d1-size") {
      const tally = newTally();
      await countingD1(env.DB, tally).prepare("SELECT 1").all();
      return Response.json({ bytes: tally.sizeAfter });
    }
    if (url.pathname === "/d1-row-bytes") {
      // What the documents' own rows hold (their columns' lengths), for projects too small to move the file's size.
      const { projectIds } = body as { projectIds: string[] };
      const ids = JSON.stringify(projectIds);
      const row = await env.DB.prepare(
        `SELECT
          (SELECT coalesce(sum(length(id) + length(project_id) + length(name) + length(type) + coalesce(length(description), 0)
             + length(storage_path) + length(mime_type) + length(status) + coalesce(length(status_reason), 0) + 8 * 8), 0)
           FROM documents WHERE project_id IN (SELECT value FROM json_each(?1)))
          + (SELECT coalesce(sum(length(id) + length(user_id) + length(project_id) + length(interaction_type)
             + coalesce(length(content), 0) + coalesce(length(context_data), 0) + 8), 0)
           FROM user_interaction_history WHERE project_id IN (SELECT value FROM json_each(?1)))
          + (SELECT coalesce(sum(length(m.document_id) + length(m.model) + 16), 0) FROM document_vector_models m
             JOIN documents d ON d.id = m.document_id WHERE d.project_id IN (SELECT value FROM json_each(?1))) AS bytes`,
      )
        .bind(ids)
        .first<{ bytes: number }>();
      return Response.json({ bytes: Number(row?.bytes ?? 0) });
    }
    if (url.pathname === "/ingest") {
      const { project, name, markdown, index } = body as {
        project: { projectId: string; userId: string };
        name: string;
        markdown: string;
        index: IndexKind;
      };
      const tally = newTally();
      const d1 = countingD1(env.DB, tally);
      const db = database(d1);
      const documentId = crypto.randomUUID();
      const key = documentKey(project.projectId, documentId);
      const bytes = new TextEncoder().encode(markdown);
      const started = performance.now();
      await putDocumentFile(env.DOCUMENTS, key, bytes, "markdown");
      await insertUploadedDocument(
        db,
        {
          id: documentId,
          projectId: project.projectId,
          name,
          type: "report",
          storagePath: key,
          isEditable: true,
          mimeType: "text/markdown",
          sizeBytes: bytes.byteLength,
          status: "processing",
          version: 1,
          uploadedBy: project.userId,
        },
        { userId: project.userId, content: `Upload de ${name}`, contextData: { document_id: documentId } },
      );
      const stores = projectStores(env);
      const outcome = await ingestDocument(
        { db, bucket: env.DOCUMENTS, quota: {}, embedder, vectors: vectorsFor(env, index), stores },
        { documentId, projectId: project.projectId, version: 1 },
      );
      const ms = performance.now() - started;
      const chunks = (await stores.of(project.projectId).chunkIds(project.projectId, documentId, { version: 1 }))
        .length;
      return Response.json({
        documentId,
        outcome,
        chunks,
        ms,
        rowsWritten: tally.rowsWritten,
        d1Bytes: tally.sizeAfter,
      });
    }
    if (url.pathname === "/delete") {
      // What deleting a document does to D1 and the vectors (workers/core/documents/document-lifecycle.ts).
      const { projectId, documentId, index } = body as { projectId: string; documentId: string; index: IndexKind };
      const tally = newTally();
      const access = { db: database(countingD1(env.DB, tally)), stores: projectStores(env) };
      const ids = await documentChunkIds(access, projectId, documentId, "all");
      await deleteDocumentRow(access.db, projectId, documentId);
      await vectorsFor(env, index).remove(projectId, ids);
      await deleteDocumentChunks(access, projectId, documentId, "all");
      return Response.json({ chunks: ids.length, rowsWritten: tally.rowsWritten, d1Bytes: tally.sizeAfter });
    }
    if (url.pathname === "/store-bytes") {
      const { projectIds } = body as { projectIds: string[] };
      const stores = projectStores(env);
      const usage = await Promise.all(projectIds.map((id) => stores.of(id).usage(id)));
      return Response.json({
        bytes: usage.reduce((sum, one) => sum + one.bytes, 0),
        rowsWritten: usage.reduce((sum, one) => sum + one.chunkRowsWritten, 0),
        rows: usage.reduce((sum, one) => sum + one.rows, 0),
      });
    }
    if (url.pathname === "/search") {
      const { projectId, queries } = body as { projectId: string; queries: string[] };
      const deps = { db: database(env.DB), embedder, vectors: vectorsFor(env, "local"), stores: projectStores(env) };
      const results = [];
      for (const query of queries) {
        const started = performance.now();
        const { hits } = await searchProject(deps, projectId, query, { mode: "hybrid", limit: 5 });
        results.push({ ms: performance.now() - started, hits: hits.length });
      }
      return Response.json({ results });
    }
    return new Response("not found", { status: 404 });
  },
};
