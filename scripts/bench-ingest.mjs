// `npm run bench:ingest`: ingestion throughput of the real pipeline (upload →
// queue → extract → chunk → FTS → embed → vector index) under `wrangler dev`,
// for a 5 MB Markdown corpus and a 50-page PDF, both generated here, and the
// Worker process's memory while it works. Prints figures; not a test.
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { signedInClient } from "./lib/http-session.mjs";
import { applyLocalMigrations, run, startServer, stopServer } from "./lib/proc.ts";

const PORT = Number(process.env.BENCH_PORT ?? 8792);
const PERSIST = ".wrangler/bench-ingest-state";

run("remix", ["vite:build", "--logLevel", "warn"]);
rmSync(PERSIST, { recursive: true, force: true });
applyLocalMigrations(PERSIST, true);
const server = await startServer({ port: PORT, persistTo: PERSIST });

try {
  const client = await signedInClient(server.url, "ingest");
  const projectId = await client.createProject("Benchmark de ingestão");
  const memory = sampleMemory(server.child.pid);
  const rows = [];
  const markdown = Buffer.from(markdownCorpus(5 * 1024 * 1024), "utf8");
  rows.push(await measure(client, projectId, "Markdown 5 MB", "corpus.md", markdown));
  const pdf = Buffer.from(await pdfCorpus(50));
  rows.push(await measure(client, projectId, "PDF de 50 páginas", "relatorio.pdf", pdf));
  const peak = memory.stop();

  console.log("\n| arquivo | tamanho | chunks | tempo até pronto (s) | MB/s | chunks/s |");
  console.log("|---|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    console.log(`| ${r.label} | ${(r.bytes / 1024 / 1024).toFixed(2)} MB | ${r.chunks} | ${r.seconds.toFixed(2)} | ${(r.bytes / 1024 / 1024 / r.seconds).toFixed(2)} | ${(r.chunks / r.seconds).toFixed(0)} |`);
  }
  console.log(`\nMemória do processo workerd (RSS): em repouso ${peak.baselineMb.toFixed(0)} MB, pico durante a ingestão ${peak.peakMb.toFixed(0)} MB (+${(peak.peakMb - peak.baselineMb).toFixed(0)} MB).`);
} catch (error) {
  console.error(server.output().slice(-4000));
  throw error;
} finally {
  stopServer(server.child);
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
      return { label, bytes: bytes.length, chunks: row.chunkCount, seconds: (performance.now() - started) / 1000 };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Resident memory of the workerd processes in the server's process group, sampled every 50 ms. */
function sampleMemory(groupId) {
  const rss = () => {
    let total = 0;
    for (const pid of processGroup(groupId)) {
      try {
        const status = readFileSync(`/proc/${pid}/status`, "utf8");
        const name = /^Name:\s+(\S+)/m.exec(status)?.[1] ?? "";
        if (name.startsWith("workerd")) total += Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) / 1024;
      } catch {
        // the process ended between the listing and the read
      }
    }
    return total;
  };
  const baselineMb = rss();
  let peakMb = baselineMb;
  const timer = setInterval(() => (peakMb = Math.max(peakMb, rss())), 50);
  return { stop: () => (clearInterval(timer), { baselineMb, peakMb }) };
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
  const subjects = ["A companhia", "O sistema de abastecimento", "A equipe de operação", "O agente de atendimento", "A ouvidoria", "O contrato de concessão", "A estação de tratamento", "O setor comercial"];
  const verbs = ["reduziu", "monitora", "registra", "prioriza", "encaminha", "avalia", "projeta", "revisa"];
  const objects = ["as perdas de água na distribuição", "o consumo de energia das bombas", "as reclamações de falta de água", "o faturamento das ligações residenciais", "a qualidade da água tratada", "os prazos da agência reguladora", "a inadimplência dos grandes clientes", "as manutenções preventivas"];
  const tails = ["em todas as regiões atendidas.", "com base nos dados dos últimos doze meses.", "conforme a meta anual aprovada.", "antes do fim do trimestre.", "segundo o relatório de indicadores."];
  let seed = 42;
  const pick = (list) => list[(seed = (seed * 1103515245 + 12345) % 2147483648) % list.length];
  const parts = [];
  let length = 0;
  for (let section = 1; length < size; section++) {
    const heading = `\n## Seção ${section}: ${pick(objects)}\n\n`;
    parts.push(heading);
    length += heading.length;
    for (let p = 0; p < 4; p++) {
      const sentences = Array.from({ length: 5 }, () => `${pick(subjects)} ${pick(verbs)} ${pick(objects)} ${pick(tails)}`);
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
  const text = markdownCorpus(pages * 2600).replace(/[#*]/g, "").split("\n").filter(Boolean);
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
