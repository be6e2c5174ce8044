// `npm run bench:answers [-- --data FILE] [--questions N | --all]`: answer
// quality of the project agent over HTTP, as a client sees it. Builds the app,
// starts it under `wrangler dev` with a fresh local state, signs a user up,
// uploads each article of a SQuAD-format file as a Markdown document through
// process-upload, waits for ingestion, then asks the questions through
// chat-orchestrator (JSON). Prints the hit rate (the reply contains a gold
// answer, accents and case folded), the refusal rate, the median reply length
// in characters and the share of replies that cite the question's document.
// Default data: the FaQuAD fixture, a spread subset of 60 questions (the chat
// allows 20 messages a minute per user, so the run takes a few minutes);
// --all asks every question. The last line is the machine-readable summary.
// Not a test.
import { readFileSync, rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { signedInClient } from "./lib/http-session.mjs";
import { applyLocalMigrations, run, startServer, stopServer } from "./lib/proc.ts";

const { values: flags } = parseArgs({
  options: {
    data: { type: "string", default: "tests/fixtures/faquad/train.json" },
    questions: { type: "string", default: "60" },
    all: { type: "boolean", default: false },
    verbose: { type: "boolean", default: false },
  },
});
const PORT = Number(process.env.BENCH_PORT ?? 8799);
const PERSIST = ".wrangler/bench-answers-state";
const REFUSAL = "Não encontrei nos documentos do projeto";

const squad = JSON.parse(readFileSync(flags.data, "utf8"));
const articles = squad.data.map((article, index) => ({
  index,
  name: `${String(article.title ?? `Documento ${index + 1}`).replace(/_/g, " ")}.md`,
  markdown: `# ${String(article.title ?? `Documento ${index + 1}`).replace(/_/g, " ")}\n\n${article.paragraphs.map((p) => p.context.trim()).join("\n\n")}\n`,
}));
const allQuestions = squad.data.flatMap((article, index) =>
  article.paragraphs.flatMap((paragraph) =>
    (paragraph.qas ?? []).map((qa) => ({
      question: qa.question,
      answers: qa.answers.map((answer) => answer.text),
      article: index,
    })),
  ),
);
const wanted = flags.all ? allQuestions.length : Math.min(allQuestions.length, Number(flags.questions));
const step = allQuestions.length / wanted;
const questions = Array.from({ length: wanted }, (_, i) => allQuestions[Math.floor(i * step)]);

run("remix", ["vite:build", "--logLevel", "warn"]);
rmSync(PERSIST, { recursive: true, force: true });
applyLocalMigrations(PERSIST, true);
const server = await startServer({ port: PORT, persistTo: PERSIST });
try {
  const client = await signedInClient(server.url, "bench-answers");
  const projectId = await client.createProject("Bench de respostas");
  const started = performance.now();
  const documentIds = [];
  for (const article of articles) documentIds[article.index] = await upload(client, projectId, article);
  await waitForIngestion(client, projectId, articles.length);
  console.log(
    `${flags.data}: ${articles.length} documentos enviados e indexados em ${((performance.now() - started) / 1000).toFixed(1)} s; ${questions.length} de ${allQuestions.length} perguntas\n`,
  );

  let hits = 0;
  let refusals = 0;
  let cited = 0;
  const lengths = [];
  for (const [i, item] of questions.entries()) {
    const reply = await ask(client, projectId, item.question);
    const folded = fold(reply.message);
    const hit = item.answers.some((answer) => folded.includes(fold(answer)));
    if (hit) hits++;
    if (reply.message.includes(REFUSAL)) refusals++;
    if ((reply.sources ?? []).some((source) => source.documentId === documentIds[item.article])) cited++;
    lengths.push([...reply.message].length);
    if (flags.verbose && !hit)
      console.log(
        `✗ ${item.question}\n  esperado: ${item.answers[0]}\n  resposta: ${reply.message.replace(/\n+/g, " ⏎ ").slice(0, 300)}\n`,
      );
    if ((i + 1) % 20 === 0) console.log(`${i + 1}/${questions.length} perguntas`);
  }
  const n = questions.length || 1;
  lengths.sort((a, b) => a - b);
  const median = lengths.length ? lengths[Math.floor((lengths.length - 1) / 2)] : 0;
  console.log("\n| acerto | recusas | mediana (caracteres) | documento certo citado |");
  console.log("|---:|---:|---:|---:|");
  console.log(`| ${(hits / n).toFixed(3)} | ${(refusals / n).toFixed(3)} | ${median} | ${(cited / n).toFixed(3)} |`);
  console.log(
    `answers hit=${(hits / n).toFixed(3)} refuse=${(refusals / n).toFixed(3)} median-chars=${median} cited=${(cited / n).toFixed(3)}`,
  );
} finally {
  stopServer(server.child);
}

function fold(text) {
  return String(text)
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ");
}

/** A request, waiting out the per-user rate limit (429 with Retry-After) instead of counting it as an answer. */
async function patiently(send) {
  for (;;) {
    const response = await send();
    if (response.status !== 429) return response;
    const wait = Number(response.headers.get("Retry-After") ?? 5);
    await new Promise((resolve) => setTimeout(resolve, (wait + 1) * 1000));
  }
}

async function upload(client, projectId, article) {
  const response = await patiently(() => {
    const form = new FormData();
    form.set("file", new File([article.markdown], article.name, { type: "text/markdown" }));
    form.set("projectId", projectId);
    form.set("documentType", "reference");
    form.set("documentDescription", "");
    return client.fetch("/api/functions/process-upload", { method: "POST", body: form });
  });
  if (response.status !== 201)
    throw new Error(`upload de ${article.name}: ${response.status} ${await response.text()}`);
  return (await response.json()).document.id;
}

async function waitForIngestion(client, projectId, count) {
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    const { documents } = await (await client.fetch(`/api/projects/${projectId}/documents`)).json();
    const failed = documents.filter((document) => document.status === "failed");
    if (failed.length > 0)
      throw new Error(
        `ingestão falhou: ${failed.map((document) => `${document.name}: ${document.statusReason}`).join("; ")}`,
      );
    if (documents.filter((document) => document.status === "ready").length >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("a ingestão não terminou em 10 minutos");
}

async function ask(client, projectId, message) {
  const response = await patiently(() =>
    client.fetch("/api/functions/chat-orchestrator", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ projectId, sessionId: null, message }),
    }),
  );
  const body = await response.json();
  if (!response.ok) return { message: "", sources: [], error: body.error };
  return body;
}
