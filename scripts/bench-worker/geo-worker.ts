/**
 * bench:geo's Worker (scripts/bench-worker/wrangler.geo.toml; never deployed): the web Worker itself, whose
 * D1 binding and Durable Object namespaces go through the latency model (latency-model.ts) when the bench's
 * own var GEO_LATENCY_MODEL is "1". Each request says which user it models (`X-Geo-User: far|near`) and
 * whether reads may use the Sessions API's replicas (`X-Geo-Sessions: on|off`); the response says how many
 * primary round trips it waited on in sequence before its headers (`X-Geo-Primary-Rounds`), and how many D1
 * round trips of any kind, replica reads included (`X-Geo-D1-Rounds`).
 */
import type { AppEnv } from "#core/context.ts";
import web from "#workers/web.ts";
import { type LatencyProfile, modelledD1, modelledNamespace, RoundMeter } from "./latency-model.ts";

export { ChatRoom, ProjectStore } from "#workers/web.ts";

type GeoEnv = AppEnv & {
  GEO_LATENCY_MODEL?: string;
  GEO_PRIMARY_MS?: string;
  GEO_REPLICA_MS?: string;
  GEO_OBJECT_MS?: string;
};

function profileOf(request: Request, env: GeoEnv): LatencyProfile {
  return {
    far: request.headers.get("X-Geo-User") === "far",
    sessions: request.headers.get("X-Geo-Sessions") !== "off",
    primaryMs: Number(env.GEO_PRIMARY_MS ?? 150),
    replicaMs: Number(env.GEO_REPLICA_MS ?? 5),
    objectMs: Number(env.GEO_OBJECT_MS ?? 20),
  };
}

export default {
  async fetch(request, env, ctx) {
    if (env.GEO_LATENCY_MODEL !== "1") return web.fetch(request, env, ctx);
    const profile = profileOf(request, env);
    const meter = new RoundMeter();
    const modelled: GeoEnv = {
      ...env,
      DB: modelledD1(env.DB, profile, meter),
      CHAT_ROOM: modelledNamespace(env.CHAT_ROOM, profile, meter),
      PROJECT_STORE: modelledNamespace(env.PROJECT_STORE, profile, meter),
    };
    const response = await web.fetch(request, modelled, ctx);
    if (response.status === 101) return response;
    const headers = new Headers(response.headers);
    headers.set("X-Geo-Primary-Rounds", String(meter.primaryRounds));
    headers.set("X-Geo-D1-Rounds", String(meter.rounds));
    headers.set("X-Geo-Statements", String(meter.statements));
    headers.set("X-Geo-Object-Calls", String(meter.objectCalls));
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  },
  scheduled: web.scheduled,
} satisfies ExportedHandler<GeoEnv>;
