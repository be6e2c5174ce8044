// `npm run bench:chat`: the project chat's latency under `wrangler dev`, with
// the offline agent and retrieval over 50,000 chunks: time to the first
// streamed token and to the whole answer, p50/p95. The account, project and
// conversation are written first through wrangler's platform proxy, and the
// index (one chunk per report, in the project's store) by the bench Worker run
// under the web Worker's name on the same local state
// (scripts/bench-worker/wrangler.chat.toml); `--phase seed` does only that.
// `--smoke`: 200 chunks, 2 questions (npm test runs it). Not a test.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { getPlatformProxy } from "wrangler";
import { hashPassword } from "#core/auth/password.ts";
import { database } from "#core/db/client.ts";
import { insertConversation } from "#core/db/conversations.ts";
import { insertProjectWithOwner } from "#core/db/projects.ts";
import { insertUser } from "#core/db/users.ts";
import { benchState, benchServer, phase, reportFigures, runs, shared, smoke, syntheticParagraph } from "./lib/bench.ts";
import { freePort, startServer, stopServer } from "./lib/proc.ts";

const PORT = Number(process.env.BENCH_PORT ?? 8794);
const PERSIST = ".wrangler/bench-chat-state";
const CHUNKS = Number(process.env.BENCH_CHUNKS ?? (smoke ? 200 : 50_000));
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? (smoke ? 2 : 20));
const EMAIL = "bench-chat@nexo.local";
const PASSWORD = "senha-bench-chat";

// BENCH_REUSE=1 keeps the index of the previous run (building it takes a minute or more); the server still starts cold.
const reuse = process.env.BENCH_REUSE === "1" && !shared && existsSync(`${PERSIST}/bench-ids.json`);
const state = reuse ? PERSIST : benchState(PERSIST);
const saved = `${state}/bench-ids.json`;
if (runs("seed") && !reuse) writeFileSync(saved, JSON.stringify(await buildIndex()));
if (phase === "seed") process.exit();
const ids = JSON.parse(readFileSync(saved, "utf8"));
const server = await benchServer({ state, port: PORT });
try {
  const cookie = await signIn(server.url);
  const questions = Array.from({ length: QUESTIONS + 1 }, (_, i) => question(i));
  const cold = await ask(server.url, cookie, ids, questions[0]);
  const warm = [];
  for (const q of questions.slice(1)) warm.push(await ask(server.url, cookie, ids, q));
  const pick = (values, p) =>
    [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))];
  /** One measure over the warm questions: its p50 and p95 in ms. */
  const percentiles = (measure) => {
    const values = warm.map(measure);
    return { p50: pick(values, 0.5), p95: pick(values, 0.95) };
  };
  const first = percentiles((r) => r.first);
  const total = percentiles((r) => r.total);
  console.log(`\nChat offline com recuperação sobre ${CHUNKS} chunks, ${QUESTIONS} perguntas (wrangler dev local)\n`);
  console.log("| medida | p50 (ms) | p95 (ms) |");
  console.log("|---|---:|---:|");
  console.log(`| primeiro token | ${first.p50.toFixed(0)} | ${first.p95.toFixed(0)} |`);
  console.log(`| resposta inteira | ${total.p50.toFixed(0)} | ${total.p95.toFixed(0)} |`);
  console.log(
    `\nPrimeira pergunta (índice de vetores ainda fora do cache do isolate): primeiro token ${cold.first.toFixed(0)} ms, resposta inteira ${cold.total.toFixed(0)} ms.`,
  );
  console.log(`Respostas com citação: ${warm.filter((r) => /\[\d+\]/.test(r.text)).length} de ${warm.length}.`);
  reportFigures("chat", {
    chunks: CHUNKS,
    "first-token-p50-ms": first.p50,
    "answer-p50-ms": total.p50,
    "cold-first-token-ms": cold.first,
    cited: warm.filter((r) => /\[\d+\]/.test(r.text)).length / Math.max(1, warm.length),
  });
} finally {
  if (process.env.BENCH_SERVER_LOG) writeFileSync(process.env.BENCH_SERVER_LOG, server.output());
  server.stop();
}

async function buildIndex() {
  const { env, dispose } = await getPlatformProxy({ persist: { path: `${state}/v3` } });
  try {
    const db = database(env.DB);
    const userId = crypto.randomUUID();
    await insertUser(db, {
      id: userId,
      email: EMAIL,
      fullName: "Bench Chat",
      role: "nexo_employee",
      passwordHash: await hashPassword(PASSWORD),
    });
    const projectId = crypto.randomUUID();
    await insertProjectWithOwner(db, {
      id: projectId,
      name: "Benchmark do chat",
      description: null,
      ownerId: userId,
      createdAt: Date.now(),
    });
    const conversationId = crypto.randomUUID();
    await insertConversation(db, { id: conversationId, title: "Bench", projectId, userId });
    await dispose();
    const indexer = await startServer({
      port: await freePort(),
      persistTo: state,
      config: "scripts/bench-worker/wrangler.chat.toml",
    });
    try {
      const started = performance.now();
      for (let d = 0; d * 500 < CHUNKS; d++) {
        const chunks = Array.from({ length: Math.min(500, CHUNKS - d * 500) }, (_, i) =>
          syntheticParagraph(d * 500 + i),
        );
        const response = await fetch(`${indexer.url}/index`, {
          method: "POST",
          body: JSON.stringify({ project: { projectId, userId }, documents: [{ name: `Relatório ${d + 1}`, chunks }] }),
        });
        if (!response.ok) throw new Error(`/index: ${response.status} ${await response.text()}`);
      }
      console.log(`Índice: ${CHUNKS} chunks em ${((performance.now() - started) / 1000).toFixed(0)} s`);
    } finally {
      stopServer(indexer.child);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    return { projectId, conversationId };
  } catch (error) {
    await dispose().catch(() => {});
    throw error;
  }
}

async function signIn(base) {
  const response = await fetch(`${base}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base },
    body: new URLSearchParams({ intent: "login", email: EMAIL, password: PASSWORD }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .find((pair) => pair.startsWith("nexo_session="));
  if (!cookie) throw new Error(`login falhou (${response.status})`);
  return cookie;
}

/** The chat allows 20 messages a minute per person: a 429 waits its Retry-After, outside the timings. */
async function ask(base, cookie, ids, message) {
  for (;;) {
    const result = await askOnce(base, cookie, ids, message);
    if (result !== "rate_limited") return result;
  }
}

async function askOnce(base, cookie, ids, message) {
  const started = performance.now();
  const response = await fetch(`${base}/api/functions/chat-orchestrator`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: base, "Content-Type": "application/json", Accept: "text/event-stream" },
    body: JSON.stringify({ message, projectId: ids.projectId, sessionId: ids.conversationId }),
  });
  if (response.status === 429) {
    await response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 1000 * Number(response.headers.get("Retry-After") ?? 15)));
    return "rate_limited";
  }
  if (!response.ok || !response.body) throw new Error(`chat ${response.status}: ${await response.text()}`);
  let first = null;
  let text = "";
  const decoder = new TextDecoder();
  for await (const chunk of response.body) {
    const piece = decoder.decode(chunk, { stream: true });
    for (const match of piece.matchAll(/"content":"((?:[^"\\]|\\.)*)"/g)) {
      if (first === null) first = performance.now() - started;
      text += JSON.parse(`"${match[1]}"`);
    }
  }
  return { first: first ?? performance.now() - started, total: performance.now() - started, text };
}

function question(i) {
  const n = (i * 2477) % CHUNKS;
  return `Quantas ocorrências o relatório ${n} registrou?`;
}
