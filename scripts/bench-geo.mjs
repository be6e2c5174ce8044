// `npm run bench:geo`: time to first byte for a user far from D1's primary and for one next to it, with and
// without the Sessions API's replicas, under a latency model applied inside local workerd
// (scripts/bench-worker/latency-model.ts, reached only through the bench's own Worker entry and config): each
// D1 primary round trip costs R (GEO_R_MS, 150), a replica read r (GEO_REPLICA_MS, 5), a Durable Object call D
// (GEO_D_MS, 20). Pages: the landing, /auth, the dashboard, a project page, an initiative page, two API list calls
// (documents, messages), and the chat's first token. Its last line:
// `geo worst-ratio=… max-primary-rounds=… chat-first-token-far=…`.
// Each figure is the median of BENCH_SAMPLES (16) requests a profile for a page, 8 for the chat (its per-user
// limit makes each one more costly), after two warm-up rounds; the profiles take turns in an order that rotates
// round by round, so no profile always follows another (the previous request's leftover work, the machine's
// drift). `--smoke`: one sample each (npm test's bench:smoke). Prints figures; it is not a test.
import { benchServer, benchState, reportFigures, smoke } from "./lib/bench.ts";
import { signedInClient } from "./lib/http-session.mjs";

const CONFIG = "scripts/bench-worker/wrangler.geo.toml";
const PERSIST = ".wrangler/bench-geo-state";
const PORT = Number(process.env.BENCH_PORT ?? 8797);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? (smoke ? 1 : 16));
const CHAT_SAMPLES = Number(process.env.BENCH_CHAT_SAMPLES ?? (smoke ? 1 : 8));
const WARM_UP_ROUNDS = smoke ? 1 : 2;
const R = Number(process.env.GEO_R_MS ?? 150);
const r = Number(process.env.GEO_REPLICA_MS ?? 5);
const D = Number(process.env.GEO_D_MS ?? 20);

const PROFILES = [
  { key: "near", label: "perto, com sessões", user: "near", sessions: "on" },
  { key: "far", label: "longe, com sessões", user: "far", sessions: "on" },
  { key: "farOff", label: "longe, sem sessões", user: "far", sessions: "off" },
  { key: "nearOff", label: "perto, sem sessões", user: "near", sessions: "off" },
];

const server = await benchServer({
  state: benchState(PERSIST, CONFIG),
  port: PORT,
  config: CONFIG,
  build: !smoke,
  vars: {
    GEO_PRIMARY_MS: String(R),
    GEO_REPLICA_MS: String(r),
    GEO_OBJECT_MS: String(D),
    // As in production: without it, development keeps its generated key in D1 and reads it on a cold cache.
    APP_SECRET: crypto.randomUUID() + crypto.randomUUID(),
  },
});

try {
  const client = await signedInClient(server.url, "geo");
  const projectId = await createProject(client);
  const ids = { projectId, conversationId: await createConversation(client, projectId) };
  const targets = [
    { label: "landing /", path: "/", signedIn: false },
    { label: "/auth", path: "/auth", signedIn: false },
    { label: "dashboard", path: "/dashboard", signedIn: true },
    { label: "página do projeto", path: `/projects/${projectId}`, signedIn: true },
    { label: "página de iniciativa", path: "/initiatives/abertura", signedIn: true },
    { label: "API: documentos", path: `/api/projects/${projectId}/documents`, signedIn: true },
    {
      label: "API: mensagens",
      path: `/api/projects/${projectId}/messages?conversationId=${ids.conversationId}`,
      signedIn: true,
    },
  ];
  // Profiles take turns within each round of samples, so the machine's own noise falls on all of them alike; the
  // order rotates each round, so each profile comes first, second, … equally often (a multiple of 4 samples).
  const measure = async (label, once, count) => {
    const row = { label };
    const samples = Object.fromEntries(PROFILES.map((profile) => [profile.key, []]));
    // Warm-up: the isolate, the caches, the route's modules.
    for (let i = 0; i < WARM_UP_ROUNDS; i++) for (const profile of PROFILES) await once(profile);
    for (let i = 0; i < count; i++)
      for (const profile of rotated(PROFILES, i)) samples[profile.key].push(await once(profile));
    for (const profile of PROFILES) {
      row[profile.key] = median(samples[profile.key].map((s) => s.ms));
      row[`${profile.key}Rounds`] = Math.max(...samples[profile.key].map((s) => s.primaryRounds));
      row[`${profile.key}D1Rounds`] = Math.max(...samples[profile.key].map((s) => s.d1Rounds));
    }
    return row;
  };
  const rows = [];
  for (const target of targets)
    rows.push({
      ...(await measure(target.label, (p) => ttfb(server.url, client, target, p), SAMPLES)),
      signedIn: target.signedIn,
    });
  const chat = await measure("chat: primeiro token", (profile) => firstToken(client, ids, profile), CHAT_SAMPLES);

  console.log(
    `\nTTFB (mediana de ${SAMPLES}; chat: de ${CHAT_SAMPLES}; ms) com o modelo de latência: R=${R} ms por ida ao primário do D1, r=${r} ms por leitura numa réplica, D=${D} ms por chamada a um Durable Object\n`,
  );
  console.log(
    `| alvo | ${PROFILES.map((p) => p.label).join(" | ")} | longe, Smart Placement (estimado) | longe/perto | idas ao primário em sequência (longe: com / sem sessões) | idas ao D1 em sequência (longe, com sessões) |`,
  );
  console.log(`|---|${PROFILES.map(() => "---:").join("|")}|---:|---:|---:|---:|`);
  for (const row of [...rows, chat]) {
    console.log(
      `| ${row.label} | ${PROFILES.map((p) => row[p.key].toFixed(0)).join(" | ")} | ${(row.nearOff + R).toFixed(0)} | ${(row.far / row.near).toFixed(2)}× | ${row.farRounds} / ${row.farOffRounds} | ${row.farD1Rounds} |`,
    );
  }
  // The bar is for signed-in pages and API calls: the public ones read nothing from D1.
  const signedIn = rows.filter((row) => row.signedIn);
  const worst = signedIn.reduce((a, b) => (b.far / b.near > a.far / a.near ? b : a));
  const worstRatio = worst.far / worst.near;
  const maxPrimaryRounds = Math.max(...rows.map((row) => row.farRounds));
  const maxD1Rounds = Math.max(...signedIn.map((row) => row.farD1Rounds));
  console.log(
    `\nPior razão longe/perto com sessões, páginas com sessão e API: ${worstRatio.toFixed(2)}× (${worst.label}). Idas ao primário: as que a resposta esperou, em sequência, até seus cabeçalhos (a do chat, até o início do stream); idas ao D1: as mesmas contando as leituras em réplica. Smart Placement (estimado): o Worker ao lado do primário responde como ao usuário perto, sem réplicas, mais uma ida e volta R do usuário longe até ele.`,
  );
  reportFigures("geo", {
    "worst-ratio": worstRatio,
    "max-primary-rounds": maxPrimaryRounds,
    "max-d1-rounds-signed-in": maxD1Rounds,
    "chat-first-token-far-ms": chat.far,
    "chat-first-token-near-ms": chat.near,
    "project-page-far-no-sessions-ms": rows[3].farOff,
    "project-page-far-ms": rows[3].far,
  });
  console.log(
    `geo worst-ratio=${worstRatio.toFixed(2)} max-primary-rounds=${maxPrimaryRounds} chat-first-token-far=${chat.far.toFixed(0)}`,
  );
} finally {
  server.stop();
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** `list` starting at its `i`-th item (modulo its length), the rest after it in order, then the ones before. */
function rotated(list, i) {
  const at = i % list.length;
  return [...list.slice(at), ...list.slice(0, at)];
}

/** The D1 round trips the response waited on in sequence, as the bench's Worker counted them. */
function rounds(response) {
  return {
    primaryRounds: Number(response.headers.get("X-Geo-Primary-Rounds") ?? Number.NaN),
    d1Rounds: Number(response.headers.get("X-Geo-D1-Rounds") ?? Number.NaN),
  };
}

function geoHeaders(profile) {
  return { "X-Geo-User": profile.user, "X-Geo-Sessions": profile.sessions };
}

/** Time to the response's headers (fetch resolves there), then the body is drained outside the timing. */
async function ttfb(base, client, target, profile) {
  const started = performance.now();
  const response = target.signedIn
    ? await client.fetch(target.path, { headers: geoHeaders(profile) })
    : await fetch(`${base}${target.path}`, { headers: geoHeaders(profile), redirect: "manual" });
  const ms = performance.now() - started;
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${target.path} (${profile.label}): ${response.status}`);
  return { ms, ...rounds(response) };
}

/** Time to the first streamed words of a chat answer (the offline agent); a 429 waits, outside the timing. */
async function firstToken(client, ids, profile) {
  for (;;) {
    const started = performance.now();
    const response = await client.fetch("/api/functions/chat-orchestrator", {
      method: "POST",
      headers: { ...geoHeaders(profile), "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify({
        message: "Qual é o prazo do projeto?",
        projectId: ids.projectId,
        sessionId: ids.conversationId,
      }),
    });
    if (response.status === 429) {
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, 1000 * Number(response.headers.get("Retry-After") ?? 15)));
      continue;
    }
    if (!response.ok || !response.body) throw new Error(`chat ${response.status}: ${await response.text()}`);
    // The answer's words come as `{"choices":[{"delta":{"content":…}}]}`; the stored question's event, sent
    // before them, also has a "content", so only a delta counts.
    const decoder = new TextDecoder();
    let ms = null;
    let seen = "";
    for await (const chunk of response.body) {
      if (ms !== null) continue;
      seen += decoder.decode(chunk, { stream: true });
      if (/"delta":\{"content":"/.test(seen)) ms = performance.now() - started;
    }
    if (ms === null) throw new Error(`chat (${profile.label}): nenhuma palavra da resposta em ${seen.slice(-700)}`);
    return { ms, ...rounds(response) };
  }
}

async function createProject(client) {
  const response = await client.fetch("/projects?index", {
    method: "POST",
    body: new URLSearchParams({ intent: "create-project", name: "Projeto geo", description: "" }),
  });
  const id = response.headers.get("Location")?.match(/^\/projects\/([0-9a-f-]{36})$/)?.[1];
  if (!id) throw new Error(`projeto: ${response.status}`);
  return id;
}

async function createConversation(client, projectId) {
  const response = await client.fetch(`/projects/${projectId}`, {
    method: "POST",
    body: new URLSearchParams({
      intent: "create-conversation",
      name: "Geo",
      timeZone: "America/Sao_Paulo",
      variant: "page",
    }),
  });
  const id = response.headers.get("Location")?.match(/session=([0-9a-f-]{36})/)?.[1];
  if (response.status !== 302 || !id) throw new Error(`conversa: ${response.status}`);
  return id;
}
