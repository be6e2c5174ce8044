// `npm run bench:scale`: what each ingested chunk costs the shared database,
// and how many customers one D1 then holds. The app's own ingestion pipeline
// runs inside workerd under `wrangler dev` (scripts/bench-worker/scale-worker.ts)
// over a D1 binding that adds up D1's `rows_written` and the database's size:
//   1. N projects × D documents × 200 chunks of Portuguese text (FaQuAD's
//      paragraphs, each with a line of its own), vectors in an in-memory
//      stand-in of Vectorize as in production: D1 bytes and row writes per
//      chunk, the project stores' bytes per chunk, ingestion throughput, and
//      the row writes of deleting one project's documents;
//   2. one project of 50,000 chunks (the synthetic reports of bench:retrieval,
//      local vector index): its ingestion, then hybrid search p50/p95 over it;
//   3. how many projects of 500 documents × 200 chunks fit in one 10 GB D1.
// Defaults run in minutes on 2 cores: BENCH_PROJECTS (4), BENCH_DOCUMENTS per
// project (5), BENCH_LARGE_CHUNKS (50000), BENCH_PORT (8795); `--smoke` (npm
// test runs it): 2 projects × 1 document and a 400-chunk project, on its own
// server (the scale Worker counts D1's writes, so it shares no state). Last line:
// `bench scale d1-bytes-per-chunk=… d1-writes-per-chunk=… search-p50-ms=… tenants-per-d1=…`.
// Prints figures; not a test.
import { readFileSync, rmSync } from "node:fs";
import { reportFigures, smoke, syntheticParagraph, syntheticQuestion } from "./lib/bench.ts";
import { applyLocalMigrations, freePort, startServer, stopServer } from "./lib/proc.ts";

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? (smoke ? 2 : 4));
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? (smoke ? 1 : 5));
const CHUNKS_PER_DOCUMENT = 200;
const LARGE_CHUNKS = Number(process.env.BENCH_LARGE_CHUNKS ?? (smoke ? 400 : 50_000));
const LARGE_PER_DOCUMENT = 5_000;
const QUERIES = smoke ? 5 : 60;
const PORT = Number(process.env.BENCH_PORT ?? (smoke ? await freePort() : 8795));
const PERSIST = smoke ? ".wrangler/bench-smoke/scale" : ".wrangler/bench-scale-state";
const CONFIG = "scripts/bench-worker/wrangler.scale.toml";
const D1_LIMIT_BYTES = 10e9;
const TENANT_CHUNKS = 500 * 200;

const paragraphs = JSON.parse(readFileSync("tests/fixtures/faquad/train.json", "utf8")).data.flatMap((article) =>
  article.paragraphs.map((paragraph) => paragraph.context),
);

rmSync(PERSIST, { recursive: true, force: true });
applyLocalMigrations(PERSIST, true, CONFIG);
const server = await startServer({ port: PORT, persistTo: PERSIST, config: CONFIG });
const call = async (path, body = {}) => {
  const response = await fetch(`${server.url}${path}`, { method: "POST", body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
};

try {
  console.log(
    `\n1. ${PROJECTS} projetos × ${DOCUMENTS} documentos × ~${CHUNKS_PER_DOCUMENT} chunks (vetores no Vectorize)`,
  );
  const d1Before = (await call("/d1-size")).bytes;
  const projects = [];
  let chunks = 0;
  let rowsWritten = 0;
  let ingestMs = 0;
  let d1After = d1Before;
  let serial = 0;
  for (let p = 0; p < PROJECTS; p++) {
    const project = await call("/project", { label: `scale-${p}` });
    const documentIds = [];
    for (let d = 0; d < DOCUMENTS; d++) {
      const sections = Array.from({ length: CHUNKS_PER_DOCUMENT }, () => {
        const text = paragraphs[serial % paragraphs.length];
        serial++;
        return `## Seção ${serial}\n\nRegistro ${serial} do projeto ${p + 1}. ${text}`;
      });
      const result = await call("/ingest", {
        project,
        name: `Relatório ${p + 1}-${d + 1}.md`,
        markdown: `# Relatório ${p + 1}-${d + 1}\n\n${sections.join("\n\n")}\n`,
        index: "vectorize",
      });
      if (result.outcome !== "ready") throw new Error(`documento não ficou pronto: ${JSON.stringify(result)}`);
      documentIds.push(result.documentId);
      chunks += result.chunks;
      rowsWritten += result.rowsWritten;
      ingestMs += result.ms;
      d1After = Math.max(d1After, result.d1Bytes);
    }
    projects.push({ ...project, documentIds });
  }
  const d1Bytes = (d1After - d1Before) / chunks;
  const rowBytes = (await call("/d1-row-bytes", { projectIds: projects.map((project) => project.projectId) })).bytes;
  const d1Writes = rowsWritten / chunks;
  const stores = await storeBytes(projects.map((project) => project.projectId));
  console.log("\n| medida | valor |");
  console.log("|---|---:|");
  console.log(`| chunks ingeridos | ${chunks} |`);
  console.log(`| D1: bytes por chunk (crescimento do arquivo) | ${d1Bytes.toFixed(0)} |`);
  console.log(`| D1: bytes por chunk (conteúdo das linhas dos documentos) | ${(rowBytes / chunks).toFixed(1)} |`);
  console.log(`| D1: linhas escritas por chunk (ingestão) | ${d1Writes.toFixed(2)} |`);
  console.log(
    `| store do projeto: bytes por chunk | ${stores === null ? "— (não há store)" : (stores.bytes / chunks).toFixed(0)} |`,
  );
  if (stores !== null)
    console.log(
      `| store do projeto: linhas escritas por chunk (SQLite do objeto) | ${(stores.rowsWritten / chunks).toFixed(1)} |`,
    );
  if (stores !== null)
    console.log(
      `| store do projeto: linhas guardadas por chunk (todas as tabelas) | ${(stores.rows / chunks).toFixed(1)} |`,
    );
  console.log(`| vazão da ingestão (chunks/s, dentro do Worker) | ${(chunks / (ingestMs / 1000)).toFixed(0)} |`);

  let deleted = 0;
  let deleteWrites = 0;
  for (const documentId of projects[0].documentIds) {
    const result = await call("/delete", { projectId: projects[0].projectId, documentId, index: "vectorize" });
    deleted += result.chunks;
    deleteWrites += result.rowsWritten;
  }
  console.log(
    `| D1: linhas escritas por chunk (exclusão de ${deleted} chunks) | ${(deleteWrites / deleted).toFixed(2)} |`,
  );

  console.log(`\n2. Um projeto de ${LARGE_CHUNKS} chunks (índice de vetores local)`);
  const large = await call("/project", { label: "scale-large" });
  let largeChunks = 0;
  let largeMs = 0;
  for (let d = 0; d * LARGE_PER_DOCUMENT < LARGE_CHUNKS; d++) {
    const count = Math.min(LARGE_PER_DOCUMENT, LARGE_CHUNKS - d * LARGE_PER_DOCUMENT);
    const sections = Array.from(
      { length: count },
      (_, i) => `## Relatório ${d * LARGE_PER_DOCUMENT + i}\n\n${syntheticParagraph(d * LARGE_PER_DOCUMENT + i, true)}`,
    );
    const result = await call("/ingest", {
      project: large,
      name: `Relatórios ${d + 1}.md`,
      markdown: `${sections.join("\n\n")}\n`,
      index: "local",
    });
    if (result.outcome !== "ready") throw new Error(`documento não ficou pronto: ${JSON.stringify(result)}`);
    largeChunks += result.chunks;
    largeMs += result.ms;
  }
  const queries = Array.from({ length: QUERIES }, (_, i) => syntheticQuestion(i));
  await call("/search", { projectId: large.projectId, queries: queries.slice(0, 2) }); // warm the isolate
  const { results } = await call("/search", { projectId: large.projectId, queries });
  const times = results.map((result) => result.ms).sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  const p50 = at(0.5);
  console.log("\n| medida | valor |");
  console.log("|---|---:|");
  console.log(`| chunks | ${largeChunks} |`);
  console.log(`| ingestão (s, dentro do Worker) | ${(largeMs / 1000).toFixed(1)} |`);
  console.log(`| vazão (chunks/s) | ${(largeChunks / (largeMs / 1000)).toFixed(0)} |`);
  console.log(
    `| busca híbrida p50 / p95 (ms, ${queries.length} perguntas) | ${p50.toFixed(1)} / ${at(0.95).toFixed(1)} |`,
  );

  // The file grows by whole pages, so a small run can see no growth at all: the rows' own bytes are then the floor.
  const perChunk = Math.max(d1Bytes, rowBytes / chunks);
  const tenants = Math.floor(D1_LIMIT_BYTES / (perChunk * TENANT_CHUNKS));
  console.log(
    `\n3. Um D1 de 10 GB comporta ${tenants} projetos de 500 documentos × 200 chunks (${((perChunk * TENANT_CHUNKS) / 1e6).toFixed(1)} MB de D1 cada).`,
  );
  console.log("");
  reportFigures("scale", {
    "d1-bytes-per-chunk": Math.round(d1Bytes),
    "d1-writes-per-chunk": d1Writes,
    "search-p50-ms": p50,
    "tenants-per-d1": tenants,
  });
} catch (error) {
  console.error(server.output().slice(-4000));
  throw error;
} finally {
  stopServer(server.child);
}

/** The project stores' bytes and chunk rows written, summed, or null where chunks have no store of their own. */
async function storeBytes(projectIds) {
  const response = await fetch(`${server.url}/store-bytes`, { method: "POST", body: JSON.stringify({ projectIds }) });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`/store-bytes: ${response.status} ${await response.text()}`);
  return response.json();
}
