// `npm run bench:conversation [-- --set tuning|held-out|all] [--verbose] [--smoke]`: the project agent as a
// conversation partner, over HTTP as a client. Builds the app, starts it under `wrangler dev` with a fresh local
// state, signs a user up, and for each set of scripts/bench-data/conversation/<set>/ creates a project, uploads the
// set's documents through process-upload, waits for ingestion, then plays each dialogue in a conversation of its
// own (created through the project page's form) through chat-orchestrator, turn after turn. A turn hits when the
// reply contains one of its expected texts (accents and case folded); a summary hits when it contains one text of
// each of its key facts; an unanswerable turn hits when the reply says it found nothing. Prints a table per set and,
// last, one line per set (held-out last): `conversation n=… hit=… ci95=… follow-up=… arithmetic=… summary=…`; each
// rate with its 95% interval (Wilson) per kind in the table.
// `--smoke` plays the first turn of each set's first dialogue (npm test runs it to keep the bench working).
// Not a test.
import { readdirSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { BENCH_OPTIONS, benchServer, benchState, rateInterval, reportFigures, smoke } from "./lib/bench.ts";
import { fold, signedInClient } from "./lib/http-session.mjs";

const { values: flags } = parseArgs({
  options: {
    ...BENCH_OPTIONS,
    set: { type: "string", default: "all" },
    verbose: { type: "boolean", default: false },
  },
});
const ROOT = new URL("./bench-data/conversation/", import.meta.url);
const SETS = flags.set === "all" ? ["tuning", "held-out"] : [flags.set];
const PERSIST = ".wrangler/bench-conversation-state";
const REFUSAL = /n[aã]o encontrei/i;

const server = await benchServer({ state: benchState(PERSIST), port: Number(process.env.BENCH_PORT ?? 0) });
const summaryLines = [];
const figures = {};
try {
  const client = await signedInClient(server.url, "bench-conversation");
  for (const set of SETS) {
    const played = await playSet(client, set);
    summaryLines.push(played.line);
    figures[`${set}-hit`] = played.hit;
    figures[`${set}-median-chars`] = played.median || Number.NaN;
  }
} finally {
  server.stop();
}
console.log("");
for (const line of summaryLines) console.log(line);
reportFigures("conversation", figures);

async function playSet(client, set) {
  const folder = new URL(`./${set}/`, ROOT);
  const { dialogues: all } = JSON.parse(readFileSync(new URL("./dialogues.json", folder), "utf8"));
  const dialogues = smoke ? [{ ...all[0], turns: all[0].turns.slice(0, 1) }] : all;
  const files = readdirSync(folder).filter((name) => name.endsWith(".md"));
  const projectId = await client.createProject(`Bench de conversa (${set})`);
  for (const name of files)
    await client.uploadMarkdown(projectId, name, readFileSync(new URL(`./${name}`, folder), "utf8"));
  await client.waitForIngestion(projectId, files.length, 5);

  const byKind = new Map();
  const lengths = [];
  let hits = 0;
  let turns = 0;
  for (const dialogue of dialogues) {
    const sessionId = await createConversation(client, projectId, dialogue.name);
    if (flags.verbose) console.log(`\n## ${set}: ${dialogue.name}`);
    for (const turn of dialogue.turns) {
      const reply = await client.ask(projectId, sessionId, turn.ask);
      const hit = judge(turn, reply.message);
      turns++;
      if (hit) hits++;
      const kind = byKind.get(turn.kind) ?? { hits: 0, turns: 0 };
      kind.turns++;
      if (hit) kind.hits++;
      byKind.set(turn.kind, kind);
      lengths.push([...reply.message].length);
      if (flags.verbose || (!hit && !smoke))
        console.log(
          `${hit ? "✓" : "✗"} [${turn.kind}] ${turn.ask}\n  resposta: ${reply.message.replace(/\n+/g, " ⏎ ").slice(0, 400)}`,
        );
    }
  }
  lengths.sort((a, b) => a - b);
  const rate = (kind) => {
    const entry = byKind.get(kind);
    return entry ? (entry.hits / entry.turns).toFixed(3) : "n/a";
  };
  console.log(`\n${set}: ${files.length} documentos, ${dialogues.length} diálogos, ${turns} turnos`);
  console.log("| tipo | n | acerto | intervalo de 95% |");
  console.log("|---|---:|---:|---|");
  for (const [kind, entry] of byKind)
    console.log(
      `| ${kind} | ${entry.turns} | ${(entry.hits / entry.turns).toFixed(3)} | ${rateInterval(entry.hits, entry.turns)} |`,
    );
  console.log(`| todos | ${turns} | ${(hits / Math.max(1, turns)).toFixed(3)} | ${rateInterval(hits, turns)} |`);
  const median = lengths[Math.floor((lengths.length - 1) / 2)] ?? 0;
  return {
    line: `conversation set=${set} n=${turns} hit=${(hits / Math.max(1, turns)).toFixed(3)} ci95=${rateInterval(hits, turns)} follow-up=${rate("follow-up")} arithmetic=${rate("arithmetic")} summary=${rate("summary")} median-chars=${median}`,
    hit: hits / Math.max(1, turns),
    median,
  };
}

function judge(turn, message) {
  const folded = fold(message);
  if (turn.kind === "unanswerable") return REFUSAL.test(message);
  if (turn.facts) return turn.facts.every((alternatives) => alternatives.some((text) => folded.includes(fold(text))));
  return (turn.expect ?? []).some((text) => folded.includes(fold(text)));
}

async function createConversation(client, projectId, name) {
  const response = await client.fetch(`/projects/${projectId}`, {
    method: "POST",
    body: new URLSearchParams({ intent: "create-conversation", name, variant: "page", timeZone: "America/Sao_Paulo" }),
  });
  const id = response.headers.get("Location")?.match(/session=([0-9a-f-]{36})/)?.[1];
  if (!id) throw new Error(`conversa não criada (${response.status})`);
  return id;
}
