// The Worker the benchmarks that measure one part of the app run against (never deployed; its config is
// scripts/bench-worker/wrangler.toml):
// - bench:retrieval: the app's own indexing and search code inside workerd, next to D1, so the figures are the
//   search itself rather than a proxy's round trips (/project, /index, /search);
// - bench:realtime: the app's ChatRoom and room publisher with sign-in left out, so the figures are the room's
//   fan-out (/socket, /publish). The room is reached as the web Worker reaches it (memberUpgrade), with a member
//   whose session the room never needs to look at again during a run.
import type { ChatMessageView } from "#isomorphic/protocols/chat-protocol.ts";
import { conversationRoom } from "#isomorphic/protocols/realtime-protocol.ts";
import { database } from "#core/db/client.ts";
import { publishMessage } from "#core/realtime/rooms.ts";
import { type SearchMode, type SearchOptions, searchProject } from "#core/search/hybrid-search.ts";
import { searchServices } from "#core/search/search-services.ts";
import { ChatRoom, memberUpgrade } from "#workers/objects/chat-room.ts";
import type { ProjectStore } from "#workers/objects/project-store/project-store.ts";
import { createBenchProject, type IndexedDocument, indexDocuments } from "./retrieval-index.ts";

export { ChatRoom };
export { ProjectStore } from "#workers/objects/project-store/project-store.ts";

interface Env {
  CHAT_ROOM: DurableObjectNamespace<ChatRoom>;
  DB: D1Database;
  PROJECT_STORE: DurableObjectNamespace<ProjectStore>;
}

const DAY_MS = 24 * 3600_000;

async function retrieval(request: Request, env: Env, path: string): Promise<Response | null> {
  const services = searchServices({ ...env, VECTOR_INDEX: "local" });
  if (path === "/project") {
    const { label } = (await request.json()) as { label: string };
    return Response.json(await createBenchProject(env.DB, label));
  }
  if (path === "/index") {
    const { project, documents } = (await request.json()) as {
      project: { projectId: string; userId: string };
      documents: IndexedDocument[];
    };
    return Response.json({ ids: await indexDocuments(env.DB, services, project, documents) });
  }
  if (path === "/search") {
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
  return null;
}

async function realtime(request: Request, env: Env, url: URL): Promise<Response | null> {
  const room = url.searchParams.get("room") ?? "bench";
  if (url.pathname === "/socket") {
    const stub = env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(conversationRoom(room)));
    return stub.fetch(
      memberUpgrade(request, {
        userId: url.searchParams.get("member") ?? crypto.randomUUID(),
        name: "Bench",
        socketId: crypto.randomUUID(),
        authSessionId: "bench",
        projectId: "bench-project",
        checkAt: Date.now() + DAY_MS,
      }),
    );
  }
  if (url.pathname === "/publish") {
    const message = (await request.json()) as ChatMessageView;
    // The same call the chat makes; the project room has no sockets here.
    await publishMessage(env, "bench-project", room, message);
    return new Response(null, { status: 204 });
  }
  return null;
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === "/api/health") return Response.json({ ok: true });
    return (
      (await retrieval(request, env, url.pathname)) ??
      (await realtime(request, env, url)) ??
      new Response("not found", { status: 404 })
    );
  },
};
