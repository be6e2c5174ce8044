// `npm run bench:realtime`: 200 WebSocket clients in one ChatRoom under
// `wrangler dev`, 1,000 messages published through the app's room publisher;
// delivery latency p50/p99 and messages lost (must be 0), next to a bare Node
// `ws` broadcast server on this machine as the floor. Both take their publishes
// over HTTP, one at a time, from this process, which also holds the clients.
// The room is reached through a bench Worker (scripts/bench-worker) that skips
// sign-in, so the figures are the room's fan-out. Not a test.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import WebSocket from "ws";
import { startServer, stopServer } from "./lib/proc.ts";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1000);
const PORT = Number(process.env.BENCH_PORT ?? 8796);
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

rmSync(PERSIST, { recursive: true, force: true });
const rooms = await measure("ChatRoom (Durable Object, wrangler dev)", async () => {
  const server = await startServer({
    port: PORT,
    persistTo: PERSIST,
    config: "scripts/bench-worker/wrangler.realtime.toml",
  });
  return {
    url: (i) => `ws://127.0.0.1:${PORT}/socket?room=bench&member=m${i}`,
    publish: async (body) => {
      const response = await fetch(`${server.url}/publish?room=bench`, { method: "POST", body: JSON.stringify(body) });
      if (response.status !== 204) throw new Error(`publish ${response.status}`);
    },
    stop: () => stopServer(server.child),
  };
});
const floor = await measure("Node ws (broadcast puro, processo próprio)", async () => {
  const child = spawn(process.execPath, ["scripts/bench-worker/ws-floor-server.mjs", String(PORT + 1)], {
    stdio: "ignore",
  });
  const base = `http://127.0.0.1:${PORT + 1}`;
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
    url: () => `ws://127.0.0.1:${PORT + 1}`,
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

async function measure(label, start) {
  const target = await start();
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
  target.stop();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  const delivered = counts.reduce((sum, count) => sum + count, 0);
  return { label, p50: at(0.5), p99: at(0.99), delivered, lost: CLIENTS * MESSAGES - delivered };
}
