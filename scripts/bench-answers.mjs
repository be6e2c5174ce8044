// `npm run bench:answers [-- --data FILE] [--questions N | --all] [--users N] [--smoke]`: answer quality of the
// project agent over HTTP, as a client sees it. Builds the app, starts it under `wrangler dev` with a fresh local
// state, signs users up, uploads each article of a SQuAD-format file as a Markdown document through process-upload,
// waits for ingestion, then asks the questions through chat-orchestrator (JSON). The articles are split in two by
// their position (even: tuning, odd: held-out): rules and thresholds are tuned on the first part only, and the
// second is reported apart, last. Per part it prints the hit rate (the reply contains a gold answer, accents and
// case folded), the refusal rate, the median reply length in characters and the share of replies that cite the
// question's document. Default data: the FaQuAD fixture, a spread subset of N questions per part (default 40);
// --all asks every question; --wrapped asks each again wrapped as people write (scripts/lib/courtesy-wrappers.mjs)
// and reports that part apart (`<part>-wrapped`). The chat allows 20 messages a minute per user, so the questions are spread over
// --users accounts (default 3), each with its own copy of the documents. `--smoke` asks two questions per part
// (npm test runs it to keep the bench working). The last lines are the machine-readable summaries. Not a test.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { BENCH_OPTIONS, benchServer, benchState, rateInterval, reportFigures, smoke } from "./lib/bench.ts";
import { COURTESY_WRAPPERS } from "./lib/courtesy-wrappers.mjs";
import { fold, signedInClient } from "./lib/http-session.mjs";

const { values: flags } = parseArgs({
  options: {
    ...BENCH_OPTIONS,
    data: { type: "string", default: "tests/fixtures/faquad/train.json" },
    questions: { type: "string", default: "40" },
    all: { type: "boolean", default: false },
    users: { type: "string", default: "3" },
    verbose: { type: "boolean", default: false },
    wrapped: { type: "boolean", default: false },
  },
});
const PORT = Number(process.env.BENCH_PORT ?? 0);
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
const PARTS = [
  { name: "tuning", keep: (article) => article % 2 === 0 },
  { name: "held-out", keep: (article) => article % 2 === 1 },
];
const perPart = smoke ? 2 : Number(flags.questions);
const spread = (list) => {
  const wanted = flags.all && !smoke ? list.length : Math.min(list.length, perPart);
  const step = list.length / wanted;
  return Array.from({ length: wanted }, (_, i) => list[Math.floor(i * step)]);
};

const server = await benchServer({ state: benchState(PERSIST), port: PORT });
const summaries = [];
const figures = {};
try {
  const users = smoke ? 1 : Math.max(1, Number(flags.users));
  const started = performance.now();
  // Each user has a project with every article: questions of either part can go to any of them.
  const seats = [];
  for (let u = 0; u < users; u++) {
    const client = await signedInClient(server.url, `bench-answers-${u}`);
    const projectId = await client.createProject(`Bench de respostas ${u + 1}`);
    const documentIds = [];
    for (const article of articles)
      documentIds[article.index] = await client.uploadMarkdown(projectId, article.name, article.markdown);
    seats.push({ client, projectId, documentIds });
  }
  for (const seat of seats) await seat.client.waitForIngestion(seat.projectId, articles.length);
  console.log(
    `${flags.data}: ${articles.length} documentos enviados e indexados ${users}× em ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
  for (const part of PARTS) {
    const pool = allQuestions.filter((item) => part.keep(item.article));
    const questions = spread(pool);
    const variants = [{ name: part.name, ask: (item) => item.question }];
    if (flags.wrapped)
      variants.push({
        name: `${part.name}-wrapped`,
        ask: (item, i) => COURTESY_WRAPPERS[i % COURTESY_WRAPPERS.length](item.question),
      });
    for (const variant of variants) {
      const results = await askAll(seats, questions, variant.ask);
      const stats = scored(results);
      console.log(`${variant.name}: ${questions.length} de ${pool.length} perguntas`);
      console.log("| acerto | intervalo de 95% | recusas | mediana (caracteres) | documento certo citado |");
      console.log("|---:|---|---:|---:|---:|");
      console.log(
        `| ${stats.hit.toFixed(3)} | ${rateInterval(stats.hits, stats.n)} | ${stats.refuse.toFixed(3)} | ${stats.median} | ${stats.cited.toFixed(3)} |\n`,
      );
      summaries.push(
        `answers part=${variant.name} n=${stats.n} hit=${stats.hit.toFixed(3)} ci95=${rateInterval(stats.hits, stats.n)} refuse=${stats.refuse.toFixed(3)} median-chars=${stats.median} cited=${stats.cited.toFixed(3)}`,
      );
      // Every question got an answer of some length: an empty reply is the chat failing, not a miss.
      figures[`${variant.name}-hit`] = stats.hit;
      figures[`${variant.name}-median-chars`] = stats.median || Number.NaN;
    }
  }
} finally {
  server.stop();
}
for (const line of summaries) console.log(line);
reportFigures("answers", figures);

/**
 * Every question asked (as `ask` writes it) over the seats, in parallel. The questions are dealt to the seats up front
 * (seat u asks questions u, u + seats, u + 2·seats, … in that order): a seat's questions follow one another in one
 * conversation, so which question comes before which must not depend on which seat finishes first, or the same code
 * reads differently from one run to the next.
 */
async function askAll(seats, questions, ask) {
  const results = new Array(questions.length);
  await Promise.all(
    seats.map(async (seat, s) => {
      for (let i = s; i < questions.length; i += seats.length) {
        const item = questions[i];
        const reply = await seat.client.ask(seat.projectId, null, ask(item, i));
        results[i] = { item, reply, documentId: seat.documentIds[item.article] };
      }
    }),
  );
  return results;
}

function scored(results) {
  let hits = 0;
  let refusals = 0;
  let cited = 0;
  const lengths = [];
  for (const { item, reply, documentId } of results) {
    const folded = fold(reply.message);
    const hit = item.answers.some((answer) => folded.includes(fold(answer)));
    if (hit) hits++;
    if (reply.message.includes(REFUSAL)) refusals++;
    if ((reply.sources ?? []).some((source) => source.documentId === documentId)) cited++;
    lengths.push([...reply.message].length);
    if (flags.verbose && !hit)
      console.log(
        `✗ ${item.question}\n  esperado: ${item.answers[0]}\n  resposta: ${reply.message.replace(/\n+/g, " ⏎ ").slice(0, 300)}\n`,
      );
  }
  const n = results.length || 1;
  lengths.sort((a, b) => a - b);
  const median = lengths.length ? lengths[Math.floor((lengths.length - 1) / 2)] : 0;
  return { n: results.length, hits, hit: hits / n, refuse: refusals / n, cited: cited / n, median };
}
