// `npm run bench:web`: throughput and latency of the SSR landing page against
// a static asset from the same Worker under `wrangler dev`, plus the gzipped
// JavaScript each route ships and each Worker's upload size. `--smoke`: a
// fraction of a second per target, and no Worker sizes (npm test's deploy dry
// run measures them with the same uploadSize). Prints figures; it is not a test.
import { readdirSync, readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { gzipSync } from "node:zlib";
import { benchServer, benchState, reportFigures, smoke } from "./lib/bench.ts";
import { uploadSize } from "./lib/production.ts";

/** BENCH_PORT lets a second worktree run the benchmark beside another server. */
const PORT = Number(process.env.BENCH_PORT ?? 8790);
const PERSIST = ".wrangler/bench-state";
const DURATION_MS = Number(process.env.BENCH_MS ?? (smoke ? 400 : 8_000));
const WARM_UP_MS = smoke ? 100 : 1_000;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? (smoke ? 2 : 8));
const LANDING_BUDGET_KB = 100;
/** The target for each Worker's gzipped upload (the free plan's limit is 3 MiB). */
const WORKER_TARGET_KIB = 1024;

const server = await benchServer({ state: benchState(PERSIST), port: PORT });

try {
  const asset = await firstScript(server.url);
  const results = [];
  for (const [label, path] of [
    ["SSR /", "/"],
    ["SSR /auth", "/auth"],
    ["estático (JS)", asset],
  ]) {
    await load(`${server.url}${path}`, WARM_UP_MS);
    results.push({ label, ...(await load(`${server.url}${path}`, DURATION_MS)) });
  }
  console.log(`\nCarga: ${CONCURRENCY} conexões, ${DURATION_MS / 1000} s por alvo, wrangler dev local\n`);
  console.log("| alvo | req/s | p50 (ms) | p99 (ms) |");
  console.log("|---|---:|---:|---:|");
  for (const r of results)
    console.log(`| ${r.label} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} |`);
  const ssr = results[0];
  const stat = results[2];
  console.log(`\nRazão estático/SSR (req/s): ${(stat.rps / ssr.rps).toFixed(2)}×`);

  console.log("\nJavaScript por rota (gzip, o que a primeira visita carrega: entrada, root, layouts e a rota):\n");
  console.log("| rota | KB gzip |");
  console.log("|---|---:|");
  const manifest = remixManifest();
  let landingKb = 0;
  for (const [id, route] of Object.entries(manifest.routes)) {
    if (id === "root") continue;
    // The route plus its parents (the workspace layout for /_app.* pages), the root and the entry.
    const chain = [];
    for (let r = route; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) chain.push(r);
    const kb = shippedKb([manifest.entry, ...chain]);
    if (id === "routes/_index") landingKb = kb;
    console.log(`| ${id} | ${kb.toFixed(1)} |`);
  }
  const verdict = landingKb <= LANDING_BUDGET_KB ? "dentro do" : "ACIMA do";
  console.log(`\nLanding: ${landingKb.toFixed(1)} KB gzip, ${verdict} orçamento de ${LANDING_BUDGET_KB} KB.`);
  reportFigures("web", {
    "ssr-rps": ssr.rps,
    "ssr-p50-ms": ssr.p50,
    "static-rps": stat.rps,
    "static-p50-ms": stat.p50,
    "landing-kb-gzip": landingKb,
  });
  // The deploy dry run that npm test runs measures the same two uploads with the same uploadSize.
  if (!smoke) {
    console.log("\nWorkers (wrangler deploy --dry-run, minificados):\n");
    console.log("| Worker | MiB | MiB gzip | meta (gzip) |");
    console.log("|---|---:|---:|---:|");
    for (const [label, config] of [
      ["web (wrangler.toml)", "wrangler.toml"],
      ["ingestão (wrangler.ingestion.toml)", "wrangler.ingestion.toml"],
    ]) {
      const bundle = workerBundle(config);
      const verdict = bundle.gzipKib <= WORKER_TARGET_KIB ? "≤ 1,0: ok" : "ACIMA de 1,0";
      console.log(
        `| ${label} | ${(bundle.totalKib / 1024).toFixed(2)} | ${(bundle.gzipKib / 1024).toFixed(2)} | ${verdict} |`,
      );
    }
  }
} finally {
  server.stop();
}

/** The size wrangler reports for the Worker it would upload (gzip is what the plan limit counts). */
function workerBundle(config) {
  const result = spawnSync(
    "wrangler",
    ["deploy", "--dry-run", "--config", config, "--outdir", `.wrangler/bench-bundle/${config}`],
    {
      encoding: "utf8",
      // esbuild's side-effect warnings for every bare import of the server build run past spawnSync's 1 MiB
      // default, which kills wrangler before it prints the size.
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    },
  );
  const size = uploadSize(`${result.stdout}${result.stderr}`);
  if (!size) throw new Error(`wrangler deploy --dry-run não informou o tamanho:\n${result.stderr}`);
  return size;
}

async function firstScript(base) {
  const html = await (await fetch(`${base}/`)).text();
  const match = html.match(/\/assets\/[^"]+\.js/);
  if (!match) throw new Error("nenhum script encontrado na landing");
  return match[0];
}

/** A closed-loop load of CONCURRENCY workers for durationMs; returns rps and latency percentiles. */
async function load(url, durationMs) {
  const latencies = [];
  const end = performance.now() + durationMs;
  async function worker() {
    while (performance.now() < end) {
      const start = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url} → ${response.status}`);
      latencies.push(performance.now() - start);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99) };
}

/** Remix's own manifest: what the browser is told to load for each route. */
function remixManifest() {
  const file = readdirSync("build/client/assets").find((name) => /^manifest-.*\.js$/.test(name));
  const text = readFileSync(`build/client/assets/${file}`, "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
}

function shippedKb(parts) {
  const files = new Set(parts.flatMap((part) => [part.module, ...(part.imports ?? [])]));
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(`build/client${file}`)).length;
  return bytes / 1024;
}
