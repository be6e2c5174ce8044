// `npm run bench:retrieval [-- --data FILE]`: retrieval quality of the real
// search code (per-project BM25 in D1 + the D1 vector index + the fusion) on a SQuAD-format
// file: every paragraph is indexed as a chunk of one project (one document
// per title), every question is asked, and a hit is the paragraph the
// question came from. Prints recall@1, recall@5 and MRR@10 for full-text
// only, vector only and hybrid. Without --data it uses FaQuAD
// (tests/fixtures/faquad) and then measures query latency over a synthetic
// index of 50,000 chunks. The code runs inside workerd under `wrangler dev`
// (scripts/bench-worker), next to D1 and the project stores, as it does in the
// app. BENCH_LEXICAL=postings runs the same with the postings tables D1 had
// as the stores' lexical index instead of FTS5
// (scripts/bench-worker/postings-store.ts), the comparison behind
// docs/decisions/013-project-stores.md. Not a test.
import { readFileSync, rmSync } from "node:fs";
import { applyLocalMigrations, startServer, stopServer } from "./lib/proc.ts";

const args = process.argv.slice(2);
const dataArg = args.indexOf("--data");
const dataFile = dataArg >= 0 ? args[dataArg + 1] : "tests/fixtures/faquad/train.json";
const qualityOnly = dataArg >= 0;
const LATENCY_CHUNKS = Number(process.env.BENCH_CHUNKS ?? 50_000);
const PERSIST = ".wrangler/bench-retrieval-state";
const CONFIG =
  process.env.BENCH_LEXICAL === "postings"
    ? "scripts/bench-worker/wrangler.postings.toml"
    : "scripts/bench-worker/wrangler.toml";
const PORT = Number(process.env.BENCH_PORT ?? 8793);

rmSync(PERSIST, { recursive: true, force: true });
applyLocalMigrations(PERSIST, true, CONFIG);
const server = await startServer({ port: PORT, persistTo: PERSIST, config: CONFIG });
const call = async (path, body) => {
  const response = await fetch(`${server.url}${path}`, { method: "POST", body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
};
try {
  const squad = JSON.parse(readFileSync(dataFile, "utf8"));
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

  if (!qualityOnly) await measureLatency();
  const h = results.hybrid;
  console.log(`hybrid recall@1=${h.at1.toFixed(3)} recall@5=${h.at5.toFixed(3)} mrr@10=${h.mrr.toFixed(3)}`);
} finally {
  stopServer(server.child);
}

async function measureLatency() {
  const project = await call("/project", { label: "retrieval-latency" });
  const perDocument = 500;
  const started = performance.now();
  for (let d = 0; d * perDocument < LATENCY_CHUNKS; d++) {
    const count = Math.min(perDocument, LATENCY_CHUNKS - d * perDocument);
    const chunks = Array.from({ length: count }, (_, i) => syntheticParagraph(d * perDocument + i));
    await call("/index", { project, documents: [{ name: `Relatório ${d + 1}`, chunks }] });
  }
  console.log(
    `\nÍndice sintético: ${LATENCY_CHUNKS} chunks indexados em ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const queries = Array.from({ length: 60 }, (_, i) => syntheticQuestion(i));
  console.log(`\n| modo (${LATENCY_CHUNKS} chunks) | p50 (ms) | p95 (ms) |`);
  console.log("|---|---:|---:|");
  for (const mode of ["full-text", "vector", "hybrid"]) {
    await call("/search", { projectId: project.projectId, queries: queries.slice(0, 2), mode, limit: 5 }); // warm the vector cache
    const { results } = await call("/search", { projectId: project.projectId, queries, mode, limit: 5 });
    const times = results.map((result) => result.ms).sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
    console.log(`| ${mode} | ${at(0.5).toFixed(1)} | ${at(0.95).toFixed(1)} |`);
  }
}

function syntheticParagraph(i) {
  const areas = [
    "abastecimento",
    "esgotamento",
    "faturamento",
    "ouvidoria",
    "qualidade da água",
    "energia",
    "manutenção",
    "cobrança",
    "perdas",
    "obras",
  ];
  const regions = ["Centro", "Norte", "Sul", "Leste", "Oeste", "Litoral", "Serra", "Vale"];
  const a = areas[i % areas.length],
    r = regions[(i * 7) % regions.length];
  return (
    `O relatório ${i} da área de ${a} na região ${r} registrou ${(i * 37) % 1000} ocorrências no mês ${(i % 12) + 1}. ` +
    `A meta de ${a} para ${r} foi revisada pela equipe ${(i * 13) % 97}, com prazo de ${(i % 30) + 1} dias e custo estimado de R$ ${(i * 911) % 100000}. ` +
    `As ações incluem vistorias, substituição de hidrômetros e atendimento ao cliente no protocolo ${100000 + i}.`
  );
}

function syntheticQuestion(i) {
  const questions = [
    "Qual o prazo da meta de faturamento na região Norte?",
    "Quantas ocorrências de perdas no Litoral?",
    "Qual o custo estimado das obras na Serra?",
    "Quem revisou a meta de energia?",
    "Qual o protocolo do atendimento de cobrança?",
  ];
  return `${questions[i % questions.length]} relatório ${i * 811}`;
}
