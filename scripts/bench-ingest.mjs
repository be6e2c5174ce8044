// `npm run bench:ingest`: ingestion throughput of the real pipeline (upload →
// queue → extract → chunk → FTS → embed → vector index) under `wrangler dev`,
// for a 5 MB Markdown corpus and a 50-page PDF, both generated here, and what
// each ingestion step cost: the ingestion Worker logs one `ingestion_step` line
// per step (workers/ingestion/consumer.ts) with its wall time measured inside the
// Worker, and this script samples the workerd processes' RSS and CPU time
// (/proc, every 50 ms) and attributes them to the step's interval. A Worker
// cannot read its own CPU time and wrangler dev does not report it, so the CPU
// column is the whole workerd process's (the local D1's SQLite and the web
// Worker answering this script's polling included): an upper bound of the
// step's own. `--smoke`: 64 KB of Markdown and a 2-page PDF (npm test runs
// it). Prints figures; not a test.
import { readdirSync, readFileSync } from "node:fs";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { benchServer, benchState, reportFigures, smoke } from "./lib/bench.ts";
import { signedInClient } from "./lib/http-session.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8792);
const PERSIST = ".wrangler/bench-ingest-state";
const CLOCK_TICKS_PER_SECOND = 100; // getconf CLK_TCK on Linux
const MARKDOWN_BYTES = smoke ? 64 * 1024 : 5 * 1024 * 1024;
const PDF_PAGES = smoke ? 2 : 50;

const server = await benchServer({ state: benchState(PERSIST), port: PORT });

try {
  const client = await signedInClient(server.url, "ingest");
  const projectId = await client.createProject("Benchmark de ingestão");
  const workerd = sampleProcesses(server.pid);
  const rows = [];
  const markdown = Buffer.from(markdownCorpus(MARKDOWN_BYTES), "utf8");
  const size = MARKDOWN_BYTES >= 1024 * 1024 ? `${MARKDOWN_BYTES / 1024 / 1024} MB` : `${MARKDOWN_BYTES / 1024} KB`;
  rows.push(await measure(client, projectId, `Markdown ${size}`, "corpus.md", markdown));
  const pdf = Buffer.from(await pdfCorpus(PDF_PAGES));
  rows.push(await measure(client, projectId, `PDF de ${PDF_PAGES} páginas`, "relatorio.pdf", pdf));
  const samples = workerd.stop();

  console.log("\n| arquivo | tamanho | chunks | etapas | tempo até pronto (s) | MB/s | chunks/s |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    const steps = stepsOf(server.output(), r.documentId);
    console.log(
      `| ${r.label} | ${(r.bytes / 1024 / 1024).toFixed(2)} MB | ${r.chunks} | ${steps.length} | ${r.seconds.toFixed(2)} | ${(r.bytes / 1024 / 1024 / r.seconds).toFixed(2)} | ${(r.chunks / r.seconds).toFixed(0)} |`,
    );
  }
  for (const r of rows) {
    console.log(
      `\n${r.label}, por etapa (tempo de parede medido dentro do Worker; CPU e RSS do processo workerd no intervalo da etapa):\n`,
    );
    console.log("| etapa | fases | trechos | parede no Worker (ms) | CPU do workerd (ms) | RSS pico (MB) |");
    console.log("|---:|---|---:|---:|---:|---:|");
    for (const step of stepsOf(server.output(), r.documentId)) {
      const during = samples.filter((sample) => sample.at >= step.startedAt && sample.at <= step.endedAt);
      const peak = Math.max(...during.map((sample) => sample.rssMb), rssAt(samples, step.startedAt));
      const cpu = cpuAt(samples, step.endedAt) - cpuAt(samples, step.startedAt);
      console.log(
        `| ${step.step} | ${step.phases.join(" → ")} | ${step.chunks} | ${step.wallMs} | ${cpu.toFixed(0)} | ${peak.toFixed(0)} |`,
      );
    }
  }
  const baseline = samples[0]?.rssMb ?? 0;
  const peak = Math.max(...samples.map((sample) => sample.rssMb));
  console.log(
    `\nMemória do processo workerd (RSS): em repouso ${baseline.toFixed(0)} MB, pico durante a ingestão ${peak.toFixed(0)} MB (+${(peak - baseline).toFixed(0)} MB).`,
  );
  const [text, pdfRow] = rows;
  reportFigures("ingest", {
    "markdown-seconds": text.seconds,
    "markdown-chunks": text.chunks,
    // A step always logs its line: none read means the log is not what this bench expects.
    "markdown-steps": stepsOf(server.output(), text.documentId).length || Number.NaN,
    "pdf-seconds": pdfRow.seconds,
    "pdf-chunks": pdfRow.chunks,
    "pdf-steps": stepsOf(server.output(), pdfRow.documentId).length || Number.NaN,
    "peak-rss-mb": peak,
  });
} catch (error) {
  console.error(server.output().slice(-4000));
  throw error;
} finally {
  server.stop();
}

/** The ingestion Worker's `ingestion_step` lines for a document, in order (the ones that did work). */
function stepsOf(output, documentId) {
  const steps = [];
  for (const line of output.split("\n")) {
    const start = line.indexOf('{"event":"ingestion_step"');
    if (start < 0) continue;
    try {
      const step = JSON.parse(line.slice(start));
      if (step.documentId === documentId) steps.push(step);
    } catch {
      // a line cut by the terminal's width or interleaved with another: not ours to read
    }
  }
  return steps.sort((a, b) => a.startedAt - b.startedAt);
}

/** The sample nearest before `at` (or the first). */
function sampleAt(samples, at) {
  let found = samples[0];
  for (const sample of samples) {
    if (sample.at > at) break;
    found = sample;
  }
  return found ?? { rssMb: 0, cpuMs: 0 };
}

function rssAt(samples, at) {
  return sampleAt(samples, at).rssMb;
}

function cpuAt(samples, at) {
  return sampleAt(samples, at).cpuMs;
}

async function measure(client, projectId, label, name, bytes) {
  const form = new FormData();
  form.set("file", new Blob([bytes]), name);
  form.set("projectId", projectId);
  form.set("documentType", "report");
  const started = performance.now();
  const response = await client.fetch("/api/functions/process-upload", { method: "POST", body: form });
  if (response.status !== 201) throw new Error(`${label}: upload ${response.status} ${await response.text()}`);
  const { document } = await response.json();
  for (;;) {
    const list = await (await client.fetch(`/api/projects/${projectId}/documents`)).json();
    const row = list.documents.find((candidate) => candidate.id === document.id);
    if (row?.status === "failed") throw new Error(`${label}: ${row.statusReason}`);
    if (row?.status === "ready") {
      const seconds = (performance.now() - started) / 1000;
      // The last step logs its line after the document turned ready: wait for it.
      for (
        let wait = 0;
        wait < 100 && !stepsOf(server.output(), document.id).some((step) => step.outcome === "ready");
        wait++
      ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return { label, documentId: document.id, bytes: bytes.length, chunks: row.chunkCount, seconds };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The workerd processes in the server's process group, sampled every 50 ms:
 * resident memory (MB) and CPU time used so far (ms, user + system), each with
 * the wall-clock time of the sample, to line up with the Worker's step times.
 */
function sampleProcesses(groupId) {
  const sample = () => {
    let rssMb = 0;
    let cpuMs = 0;
    for (const pid of processGroup(groupId)) {
      try {
        const status = readFileSync(`/proc/${pid}/status`, "utf8");
        const name = /^Name:\s+(\S+)/m.exec(status)?.[1] ?? "";
        if (!name.startsWith("workerd")) continue;
        rssMb += Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) / 1024;
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        // utime and stime: fields 14 and 15 of /proc/<pid>/stat, 11 and 12 after the name.
        cpuMs += ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
      } catch {
        // the process ended between the listing and the read
      }
    }
    return { at: Date.now(), rssMb, cpuMs };
  };
  const samples = [sample()];
  const timer = setInterval(() => samples.push(sample()), 50);
  return {
    stop: () => {
      clearInterval(timer);
      return samples;
    },
  };
}

function processGroup(groupId) {
  const pids = [];
  for (const entry of readdirSafe("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) === groupId) pids.push(entry);
    } catch {
      // gone
    }
  }
  return pids;
}

function readdirSafe(path) {
  try {
    return readdirSync(path);
  } catch {
    return [];
  }
}

/** Deterministic Portuguese-like prose in sections, about `size` bytes. */
function markdownCorpus(size) {
  const subjects = [
    "A companhia",
    "O sistema de abastecimento",
    "A equipe de operação",
    "O agente de atendimento",
    "A ouvidoria",
    "O contrato de concessão",
    "A estação de tratamento",
    "O setor comercial",
  ];
  const verbs = ["reduziu", "monitora", "registra", "prioriza", "encaminha", "avalia", "projeta", "revisa"];
  const objects = [
    "as perdas de água na distribuição",
    "o consumo de energia das bombas",
    "as reclamações de falta de água",
    "o faturamento das ligações residenciais",
    "a qualidade da água tratada",
    "os prazos da agência reguladora",
    "a inadimplência dos grandes clientes",
    "as manutenções preventivas",
  ];
  const tails = [
    "em todas as regiões atendidas.",
    "com base nos dados dos últimos doze meses.",
    "conforme a meta anual aprovada.",
    "antes do fim do trimestre.",
    "segundo o relatório de indicadores.",
  ];
  let seed = 42;
  const pick = (list) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return list[seed % list.length];
  };
  const parts = [];
  let length = 0;
  for (let section = 1; length < size; section++) {
    const heading = `\n## Seção ${section}: ${pick(objects)}\n\n`;
    parts.push(heading);
    length += heading.length;
    for (let p = 0; p < 4; p++) {
      const sentences = Array.from(
        { length: 5 },
        () => `${pick(subjects)} ${pick(verbs)} ${pick(objects)} ${pick(tails)}`,
      );
      const paragraph = `${sentences.join(" ")} Indicador ${section}.${p}: ${(section * 7 + p * 3) % 100}%.\n\n`;
      parts.push(paragraph);
      length += Buffer.byteLength(paragraph);
    }
  }
  return `# Corpus de operação\n${parts.join("")}`;
}

async function pdfCorpus(pages) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const text = markdownCorpus(pages * 2600)
    .replace(/[#*]/g, "")
    .split("\n")
    .filter(Boolean);
  let line = 0;
  for (let page = 0; page < pages; page++) {
    const p = pdf.addPage([595, 842]);
    p.drawText(`Página ${page + 1} — Relatório de operação`, { x: 40, y: 800, size: 13, font });
    for (let y = 770; y > 60; y -= 14) {
      const content = (text[line++ % text.length] ?? "").slice(0, 95);
      p.drawText(content, { x: 40, y, size: 9, font });
    }
  }
  return pdf.save();
}
