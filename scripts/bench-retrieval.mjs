// `npm run bench:retrieval [-- --data FILE]`: retrieval quality of the real
// search code (the project store's FTS5 and local vector index + the fusion) on a SQuAD-format
// file: every paragraph is indexed as a chunk of one project (one document
// per title), every question is asked, and a hit is the paragraph the
// question came from. Prints recall@1, recall@5 and MRR@10 for full-text
// only, vector only and hybrid. Without --data it uses FaQuAD
// (tests/fixtures/faquad) and then measures query latency over a synthetic
// index of 50,000 chunks. The code runs inside workerd under `wrangler dev`
// (scripts/bench-worker), next to D1 and the project stores, as it does in the
// app. `--smoke`: the first FaQuAD article's
// first paragraphs and 200 synthetic chunks (npm test runs it). Not a test.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import {
  BENCH_OPTIONS,
  benchServer,
  benchState,
  reportFigures,
  smoke,
  syntheticParagraph,
  syntheticQuestion,
} from "./lib/bench.ts";

const { values: flags } = parseArgs({ options: { ...BENCH_OPTIONS, data: { type: "string" } } });
const dataFile = flags.data ?? "tests/fixtures/faquad/train.json";
const qualityOnly = flags.data !== undefined;
const LATENCY_CHUNKS = Number(process.env.BENCH_CHUNKS ?? (smoke ? 200 : 50_000));
const LATENCY_QUERIES = smoke ? 5 : 60;
const PERSIST = ".wrangler/bench-retrieval-state";
const CONFIG = "scripts/bench-worker/wrangler.toml";
const PORT = Number(process.env.BENCH_PORT ?? 8793);

const server = await benchServer({ state: benchState(PERSIST, CONFIG), port: PORT, config: CONFIG, build: false });
const call = async (path, body) => {
  const response = await fetch(`${server.url}${path}`, { method: "POST", body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
};
try {
  const squad = readSquad(dataFile);
  const project = await call("/project", { label: "retrieval-quality" });
  const documents = squad.data.map((article) => ({
    name: String(article.title ?? "Documento").replace(/_/g, " "),
    chunks: article.paragraphs.map((paragraph) => paragraph.context),
  }));
  const started = performance.now();
  const { ids } = await call("/index", { project, documents });
  const questions = squad.data.flatMap((article, a) =>
    article.paragraphs.flatMap((paragraph, p) =>
      (paragraph.qas ?? []).map((qa) => ({ question: qa.question, gold: ids[a][p] })),
    ),
  );
  console.log(
    `${dataFile}: ${ids.flat().length} parágrafos, ${questions.length} perguntas (indexados em ${((performance.now() - started) / 1000).toFixed(1)} s)\n`,
  );

  const results = {};
  console.log("| modo | recall@1 | recall@5 | MRR@10 |");
  console.log("|---|---:|---:|---:|");
  // "hybrid (RRF)" fuses the same signals by reciprocal rank instead of summing scores, for comparison.
  for (const label of ["full-text", "vector", "hybrid", "hybrid (RRF)"]) {
    const mode = label === "hybrid (RRF)" ? "hybrid" : label;
    const fusion = label === "hybrid (RRF)" ? "reciprocal-rank" : "scores";
    let at1 = 0,
      at5 = 0,
      mrr = 0;
    for (let start = 0; start < questions.length; start += 100) {
      const batch = questions.slice(start, start + 100);
      const { results: answers } = await call("/search", {
        projectId: project.projectId,
        queries: batch.map((q) => q.question),
        mode,
        limit: 10,
        fusion,
      });
      answers.forEach(({ chunkIds }, i) => {
        const rank = chunkIds.indexOf(batch[i].gold);
        if (rank === 0) at1++;
        if (rank >= 0 && rank < 5) at5++;
        if (rank >= 0) mrr += 1 / (rank + 1);
      });
    }
    const n = questions.length || 1;
    results[label] = { at1: at1 / n, at5: at5 / n, mrr: mrr / n };
    console.log(`| ${label} | ${(at1 / n).toFixed(3)} | ${(at5 / n).toFixed(3)} | ${(mrr / n).toFixed(3)} |`);
  }

  const latency = qualityOnly ? null : await measureLatency();
  const h = results.hybrid;
  console.log(`hybrid recall@1=${h.at1.toFixed(3)} recall@5=${h.at5.toFixed(3)} mrr@10=${h.mrr.toFixed(3)}`);
  reportFigures("retrieval", {
    questions: questions.length,
    "hybrid-recall@1": h.at1,
    "hybrid-recall@5": h.at5,
    "hybrid-mrr@10": h.mrr,
    "full-text-recall@5": results["full-text"].at5,
    "vector-recall@5": results.vector.at5,
    ...(latency ? { "hybrid-p50-ms": latency.hybrid } : {}),
  });
} finally {
  server.stop();
}

/** The SQuAD file, or in a smoke run its first article's first five paragraphs. */
function readSquad(file) {
  const squad = JSON.parse(readFileSync(file, "utf8"));
  if (!smoke) return squad;
  const [article] = squad.data;
  return { data: [{ ...article, paragraphs: article.paragraphs.slice(0, 5) }] };
}

async function measureLatency() {
  const project = await call("/project", { label: "retrieval-latency" });
  const perDocument = 500;
  const started = performance.now();
  for (let d = 0; d * perDocument < LATENCY_CHUNKS; d++) {
    const count = Math.min(perDocument, LATENCY_CHUNKS - d * perDocument);
    const chunks = Array.from({ length: count }, (_, i) => syntheticParagraph(d * perDocument + i, true));
    await call("/index", { project, documents: [{ name: `Relatório ${d + 1}`, chunks }] });
  }
  console.log(
    `\nÍndice sintético: ${LATENCY_CHUNKS} chunks indexados em ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const queries = Array.from({ length: LATENCY_QUERIES }, (_, i) => syntheticQuestion(i));
  console.log(`\n| modo (${LATENCY_CHUNKS} chunks) | p50 (ms) | p95 (ms) |`);
  console.log("|---|---:|---:|");
  const p50 = {};
  for (const mode of ["full-text", "vector", "hybrid"]) {
    await call("/search", { projectId: project.projectId, queries: queries.slice(0, 2), mode, limit: 5 }); // warm the vector cache
    const { results } = await call("/search", { projectId: project.projectId, queries, mode, limit: 5 });
    const times = results.map((result) => result.ms).sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
    console.log(`| ${mode} | ${at(0.5).toFixed(1)} | ${at(0.95).toFixed(1)} |`);
    p50[mode] = at(0.5);
  }
  return p50;
}
