// A Worker used only by `npm run bench:retrieval`: it runs the app's own
// indexing and search code inside workerd, next to D1, so the benchmark
// measures the search itself rather than the platform proxy's round trips.
// Never deployed (its config is scripts/bench-worker/wrangler.toml).
import { database } from "#core/db/client.ts";
import { type SearchMode, type SearchOptions, searchProject } from "#core/search/hybrid-search.ts";
import { searchServices } from "#core/search/search-services.ts";
import type { ProjectStore } from "#workers/objects/project-store.ts";
import { createBenchProject, type IndexedDocument, indexDocuments } from "./retrieval-index.ts";

export { ProjectStore } from "#workers/objects/project-store.ts";
export { PostingsProjectStore } from "./postings-store.ts";

interface Env {
  DB: D1Database;
  PROJECT_STORE: DurableObjectNamespace<ProjectStore>;
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    const services = searchServices({ ...env, VECTOR_INDEX: "local" });
    if (url.pathname === "/api/health") return Response.json({ ok: true });
    if (url.pathname === "/project") {
      const { label } = (await request.json()) as { label: string };
      return Response.json(await createBenchProject(env.DB, label));
    }
    if (url.pathname === "/index") {
      const { project, documents } = (await request.json()) as {
        project: { projectId: string; userId: string };
        documents: IndexedDocument[];
      };
      return Response.json({ ids: await indexDocuments(env.DB, services, project, documents) });
    }
    if (url.pathname === "/search") {
      const { projectId, queries, mode, limit, fusion } = (await request.json()) as {
        projectId: string;
        queries: string[];
        mode: SearchMode;
        limit: number;
        fusion?: SearchOptions["fusion"];
      };
      const deps = { db: database(env.DB), ...services };
      const results = [];
      for (const query of queries) {
        const started = performance.now();
        const { hits } = await searchProject(deps, projectId, query, { mode, limit, fusion });
        results.push({ chunkIds: hits.map((hit) => hit.chunkId), ms: performance.now() - started });
      }
      return Response.json({ results });
    }
    return new Response("not found", { status: 404 });
  },
};
