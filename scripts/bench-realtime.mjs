// `npm run bench:realtime`: 200 WebSocket clients in one ChatRoom under
// `wrangler dev`, 1,000 messages published through the app's room publisher;
// delivery latency p50/p99 and messages lost (must be 0), next to a bare Node
// `ws` broadcast server on this machine as the floor. Both take their publishes
// over HTTP, one at a time, from this process, which also holds the clients.
// The room is reached through the bench Worker (scripts/bench-worker) that skips
// sign-in, so the figures are the room's fan-out. `--smoke`: 3 clients, 20
// messages (npm test runs it). Exits non-zero when a message is lost. Not a test.
import { spawn } from "node:child_process";
import WebSocket from "ws";
import { benchServer, benchState, reportFigures, smoke } from "./lib/bench.ts";
import { freePort } from "./lib/proc.ts";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? (smoke ? 3 : 200));
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? (smoke ? 20 : 1000));
const PORT = Number(process.env.BENCH_PORT ?? 8796);
const CONFIG = "scripts/bench-worker/wrangler.toml";
const PERSIST = ".wrangler/bench-realtime-state";
const now = () => performance.timeOrigin + performance.now();

const message = (i) => ({
  id: `bench-${i}`,
  role: "user",
  content: `Mensagem de carga número ${i}, com um texto do tamanho de uma pergunta comum no chat do projeto.`,
  authorName: "Bench",
  createdAt: Date.now(),
  status: "complete",
  sources: [],
  tools: [],
  clientMessageId: null,
  replyTo: null,
  sentAt: now(),
});

const state = benchState(PERSIST, CONFIG);
// Each run its own room, so a shared bench Worker's earlier sockets are never counted.
const room = `bench-${Date.now()}`;
const rooms = await measure("ChatRoom (Durable Object, wrangler dev)", async () => {
  const server = await benchServer({ state, port: PORT, config: CONFIG, build: false });
  const socketBase = server.url.replace(/^http/, "ws");
  return {
    url: (i) => `${socketBase}/socket?room=${room}&member=m${i}`,
    publish: async (body) => {
      const response = await fetch(`${server.url}/publish?room=${room}`, {
        method: "POST",
        body: JSON.stringify(body),
      });
      if (response.status !== 204) throw new Error(`publish ${response.status}`);
    },
    stop: () => server.stop(),
  };
});
const floor = await measure("Node ws (broadcast puro, processo próprio)", async () => {
  const floorPort = await freePort();
  const child = spawn(process.execPath, ["scripts/bench-worker/ws-floor-server.mjs", String(floorPort)], {
    stdio: "ignore",
  });
  const base = `http://127.0.0.1:${floorPort}`;
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: () => `ws://127.0.0.1:${floorPort}`,
    publish: async (body) => {
      const response = await fetch(`${base}/publish`, { method: "POST", body: JSON.stringify(body) });
      if (response.status !== 204) throw new Error(`publish ${response.status}`);
    },
    stop: () => child.kill(),
  };
});

console.log(`\n${CLIENTS} clientes numa sala, ${MESSAGES} mensagens\n`);
console.log("| servidor | p50 (ms) | p99 (ms) | entregues | perdidas |");
console.log("|---|---:|---:|---:|---:|");
for (const r of [rooms, floor]) {
  console.log(`| ${r.label} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.delivered} | ${r.lost} |`);
}
reportFigures("realtime", {
  clients: CLIENTS,
  messages: MESSAGES,
  "room-p50-ms": rooms.p50,
  "room-p99-ms": rooms.p99,
  "room-lost": rooms.lost,
  "floor-p50-ms": floor.p50,
  "floor-lost": floor.lost,
});
if (rooms.lost > 0 || floor.lost > 0) {
  console.error("✖ mensagens perdidas");
  process.exitCode = 1;
}

async function measure(label, start) {
  const target = await start();
  try {
    return await deliver(label, target);
  } finally {
    target.stop();
  }
}

async function deliver(label, target) {
  const latencies = [];
  const counts = new Array(CLIENTS).fill(0);
  const sockets = await Promise.all(
    Array.from(
      { length: CLIENTS },
      (_, i) =>
        new Promise((resolve, reject) => {
          const socket = new WebSocket(target.url(i));
          socket.on("message", (data) => {
            const event = JSON.parse(String(data));
            if (event.type !== "message") return;
            counts[i]++;
            latencies.push(now() - event.message.sentAt);
          });
          socket.once("open", () => resolve(socket));
          socket.once("error", reject);
        }),
    ),
  );
  for (let i = 0; i < MESSAGES; i++) await target.publish(message(i));
  // Let the last deliveries land.
  const deadline = Date.now() + 10_000;
  while (counts.some((count) => count < MESSAGES) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  for (const socket of sockets) socket.close();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  const delivered = counts.reduce((sum, count) => sum + count, 0);
  return { label, p50: at(0.5), p99: at(0.99), delivered, lost: CLIENTS * MESSAGES - delivered };
}
