// `npm run bench:load [-- --users 100 --seconds 60]`: simulated users against
// the whole app under `wrangler dev`. Each user signs in through /auth, then
// loops: lists their project's documents, opens one (its content, or a signed
// file link and the file), and asks the chat a question, reading the SSE to
// its end. A share of the users (--doubled, 0.2 by default) sends every
// message twice at once with the same clientMessageId, as a phone retrying on
// a flaky network does. Prints throughput, p50/p99 per action and the error
// rate (429s are counted apart, as throttled), then stops the server and
// proves from D1 that every message the server accepted is stored exactly
// once, with at most one answer (one for every turn whose stream ended well),
// and that both copies of a doubled send got the same answer. The data is seeded
// through wrangler's platform proxy before the server starts (`--phase seed`), and
// D1 is read after it stopped (`--phase verify`). `--smoke`: 2 users for 3 s
// (npm test runs it). Not a test.
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { createParser } from "eventsource-parser";
import { getPlatformProxy } from "wrangler";
import { hashPassword } from "#core/auth/password.ts";
import { database } from "#core/db/client.ts";
import { insertConversation } from "#core/db/conversations.ts";
import { insertUploadedDocument } from "#core/db/documents.ts";
import {
  acceptInvitation,
  insertProjectWithOwner,
  listProjectInvitations,
  upsertInvitation,
} from "#core/db/projects.ts";
import { insertUser } from "#core/db/users.ts";
import { documentKey, putDocumentFile } from "#core/documents/storage.ts";
import { BENCH_OPTIONS, benchServer, benchState, phase, reportFigures, runs, smoke } from "./lib/bench.ts";
import { maintainLocal } from "./lib/maintenance.mjs";

const { values: flags } = parseArgs({
  options: {
    ...BENCH_OPTIONS,
    users: { type: "string", default: smoke ? "2" : "100" },
    seconds: { type: "string", default: smoke ? "3" : "60" },
    doubled: { type: "string", default: smoke ? "0.5" : "0.2" },
  },
});
const USERS = Number(flags.users);
/** Share of the users who send each message twice at once. */
const DOUBLED = Number(flags.doubled);
const SECONDS = Number(flags.seconds);
const PORT = Number(process.env.BENCH_PORT ?? 8798);
const PERSIST = ".wrangler/bench-load-state";
const PASSWORD = "senha-bench-carga";
/** Members per project: the rooms and document lists are shared, as in a real team. */
const TEAM = 10;
const RELOGIN_EVERY = 10;
const QUESTIONS = [
  "Qual é o prazo para responder a uma notificação da agência?",
  "Quais são os requisitos de autenticação do portal?",
  "O que significa SLA no glossário do projeto?",
  "Resuma a visão geral do projeto.",
  "Quais canais de atendimento o projeto cobre?",
];
const SEED_DOCS = [
  { file: "visao-geral.md", name: "Visão Geral do Projeto.md", format: "markdown", mime: "text/markdown" },
  { file: "requisitos.md", name: "Requisitos Funcionais.md", format: "markdown", mime: "text/markdown" },
  { file: "glossario.txt", name: "Glossário.txt", format: "text", mime: "text/plain" },
];

if (!(USERS > 0 && SECONDS > 0)) throw new Error("--users e --seconds devem ser positivos");
if (!(DOUBLED >= 0 && DOUBLED <= 1)) throw new Error("--doubled deve estar entre 0 e 1");

const state = benchState(PERSIST);
/** What one phase hands the next: the seeded people, then what the run saw of each message. */
const PEOPLE = `${state}/bench-load-people.json`;
const SEEN = `${state}/bench-load-seen.json`;
if (runs("seed")) writeFileSync(PEOPLE, JSON.stringify(await seed()));
if (phase === "seed") process.exit();
const people = JSON.parse(readFileSync(PEOPLE, "utf8"));

const stats = new Map();
const chats = {
  accepted: new Set(),
  throttled: new Set(),
  unknown: new Set(),
  answeredWell: new Set(),
  doubled: 0,
  doubledDiverged: 0,
};
let elapsed = 0;
if (runs("run")) {
  const server = await benchServer({ state, port: PORT });
  try {
    // The seeded documents are indexed by the app itself (their chunks go to their projects' stores).
    const indexing = await maintainLocal(server.url, { waitMs: 600_000 });
    if (indexing.processing > 0) throw new Error(`${indexing.processing} documentos não ficaram prontos`);
    const started = performance.now();
    const deadline = Date.now() + SECONDS * 1000;
    await Promise.all(people.map((person, i) => simulate(server.url, person, i, deadline)));
    elapsed = (performance.now() - started) / 1000;
  } finally {
    server.stop();
  }
  reportLoad();
  const sets = Object.fromEntries(
    Object.entries(chats).map(([key, value]) => [key, value instanceof Set ? [...value] : value]),
  );
  writeFileSync(SEEN, JSON.stringify(sets));
}
if (runs("verify")) {
  const seen = JSON.parse(readFileSync(SEEN, "utf8"));
  for (const [key, value] of Object.entries(seen)) chats[key] = Array.isArray(value) ? new Set(value) : value;
  // The server's last writes reach the files it persists to as it stops.
  if (phase === "all") await new Promise((resolve) => setTimeout(resolve, 1000));
  reportCheck(await verify());
}

/** Users, projects of TEAM members each (membership by the invitation flow), a conversation per user, three documents per project (indexed once the server runs). */
async function seed() {
  const { env, dispose } = await getPlatformProxy({ persist: { path: `${state}/v3` } });
  try {
    const db = database(env.DB);
    const passwordHash = await hashPassword(PASSWORD);
    const seeded = [];
    const started = performance.now();
    for (let team = 0; team * TEAM < USERS; team++) {
      const projectId = crypto.randomUUID();
      const members = [];
      for (let i = team * TEAM; i < Math.min(USERS, (team + 1) * TEAM); i++) {
        const email = `carga-${i}@exemplo.com.br`;
        // Seeded addresses count as proven: only a verified address may accept the invitation below.
        const id = await insertUser(db, {
          id: crypto.randomUUID(),
          email,
          fullName: `Usuário ${i}`,
          role: i % TEAM === 0 ? "nexo_employee" : "client",
          passwordHash,
          emailVerifiedAt: Date.now(),
        });
        members.push({ id, email });
      }
      const [owner, ...rest] = members;
      await insertProjectWithOwner(db, {
        id: projectId,
        name: `Projeto de carga ${team + 1}`,
        description: null,
        ownerId: owner.id,
        createdAt: Date.now(),
      });
      for (const member of rest)
        await upsertInvitation(db, { projectId, email: member.email, role: "client", invitedBy: owner.id });
      const invitations = await listProjectInvitations(db, projectId);
      for (const member of rest)
        await acceptInvitation(db, invitations.find((invitation) => invitation.email === member.email).id, member);
      for (const doc of SEED_DOCS) {
        const id = crypto.randomUUID();
        const text = readFileSync(new URL(`./seed-docs/${doc.file}`, import.meta.url), "utf8");
        await putDocumentFile(env.DOCUMENTS, documentKey(projectId, id), text, doc.format);
        await insertUploadedDocument(
          db,
          {
            id,
            projectId,
            name: doc.name,
            type: "reference",
            storagePath: documentKey(projectId, id),
            isEditable: true,
            mimeType: doc.mime,
            sizeBytes: Buffer.byteLength(text),
            status: "processing",
            version: 1,
            uploadedBy: owner.id,
          },
          { userId: owner.id, content: `Upload de ${doc.name}`, contextData: { document_id: id } },
        );
      }
      for (const member of members) {
        const conversationId = crypto.randomUUID();
        await insertConversation(db, {
          id: conversationId,
          title: `Carga ${member.email}`,
          projectId,
          userId: member.id,
        });
        const index = seeded.length;
        // Spread the doubling users evenly: user i doubles when i·share crosses an integer.
        const doubles = Math.floor((index + 1) * DOUBLED) > Math.floor(index * DOUBLED);
        seeded.push({ ...member, projectId, conversationId, doubles });
      }
    }
    console.log(
      `Dados: ${USERS} usuários em ${Math.ceil(USERS / TEAM)} projetos, ${SEED_DOCS.length} documentos por projeto (${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );
    return seeded;
  } finally {
    await dispose();
  }
}

function record(action, started, outcome) {
  const entry = stats.get(action) ?? { ok: 0, throttled: 0, errors: 0, latencies: [], examples: new Map() };
  stats.set(action, entry);
  if (outcome === "ok") {
    entry.ok++;
    entry.latencies.push(performance.now() - started);
  } else if (outcome === "throttled") {
    entry.throttled++;
  } else {
    entry.errors++;
    entry.examples.set(outcome, (entry.examples.get(outcome) ?? 0) + 1);
  }
}

/** Times one request; `accept` turns the response into "ok", "throttled" or an error label. */
async function timed(action, request, accept = (response) => (response.ok ? "ok" : undefined)) {
  const started = performance.now();
  try {
    const response = await request();
    const outcome = response.status === 429 ? "throttled" : ((await accept(response)) ?? `HTTP ${response.status}`);
    if (!response.bodyUsed) await response.arrayBuffer().catch(() => {});
    record(action, started, outcome);
    return { response, outcome };
  } catch (error) {
    record(action, started, `falha de rede: ${error.cause?.code ?? error.name}`);
    return { response: null, outcome: "error" };
  }
}

/** A refused client waits as told (Retry-After), as the app's pages do, instead of hammering. */
async function backOff(response, deadline) {
  const seconds = Number(response?.headers.get("Retry-After") ?? 1);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(seconds * 1000, deadline - Date.now()))));
}

async function simulate(base, person, index, deadline) {
  let cookie = null;
  // Each simulated person is a client of their own, as Cloudflare would tell them apart (wrangler dev
  // keeps a CF-Connecting-IP it is given); otherwise the per-address sign-in limit sees one client.
  const address = `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const headers = () => ({ Cookie: cookie, Origin: base, "CF-Connecting-IP": address });
  for (let i = 0; Date.now() < deadline; i++) {
    if (!cookie || i % RELOGIN_EVERY === 0) {
      const login = await timed(
        "login",
        () =>
          fetch(`${base}/auth`, {
            method: "POST",
            redirect: "manual",
            headers: { Origin: base, "CF-Connecting-IP": address },
            body: new URLSearchParams({ intent: "login", email: person.email, password: PASSWORD }),
          }),
        (response) => (response.status === 302 ? "ok" : undefined),
      );
      const session = login.response?.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .find((pair) => pair.startsWith("nexo_session="));
      if (session) cookie = session;
      else if (login.outcome === "throttled") await backOff(login.response, deadline);
      if (!cookie) continue;
    }
    if (Date.now() >= deadline) break;

    let documents = [];
    await timed(
      "documentos (lista)",
      () => fetch(`${base}/api/projects/${person.projectId}/documents`, { headers: headers() }),
      async (response) => {
        if (!response.ok) return undefined;
        documents = (await response.json()).documents;
        return documents.length === SEED_DOCS.length ? "ok" : "lista incompleta";
      },
    );
    const document = documents[(index + i) % Math.max(1, documents.length)];
    if (document && i % 2 === 0) {
      await timed(
        "documento (conteúdo)",
        () =>
          fetch(`${base}/api/projects/${person.projectId}/documents/${document.id}/content`, { headers: headers() }),
        async (response) => (response.ok ? ((await response.json()).content ? "ok" : "conteúdo vazio") : undefined),
      );
    } else if (document) {
      let link = null;
      await timed(
        "documento (link assinado)",
        () =>
          fetch(`${base}/api/projects/${person.projectId}/documents/${document.id}/signed-url`, {
            method: "POST",
            headers: headers(),
          }),
        async (response) => {
          if (!response.ok) return undefined;
          link = (await response.json()).signedUrl;
          return "ok";
        },
      );
      if (link)
        await timed(
          "documento (arquivo)",
          () => fetch(`${base}${link}`, { headers: { "CF-Connecting-IP": address } }),
          async (response) => (response.ok && (await response.arrayBuffer()).byteLength > 0 ? "ok" : undefined),
        );
    }
    if (Date.now() >= deadline) break;
    const turn = await chat(base, person, headers(), QUESTIONS[(index + i) % QUESTIONS.length]);
    if (turn.outcome === "throttled") await backOff(turn.response, deadline);
  }
}

/**
 * One chat turn read to the end, sent once or (for a doubling user) twice at once with one clientMessageId.
 * The id counts as accepted once the server says it stored the message on either copy.
 */
async function chat(base, person, headers, message) {
  const clientMessageId = crypto.randomUUID();
  const body = JSON.stringify({
    message,
    projectId: person.projectId,
    sessionId: person.conversationId,
    clientMessageId,
  });
  const copies = await Promise.all(
    Array.from({ length: person.doubles ? 2 : 1 }, () =>
      sendOnce(
        base,
        headers,
        body,
        clientMessageId,
        person.doubles ? "chat (SSE, enviada 2× ao mesmo tempo)" : "chat (SSE até o fim)",
      ),
    ),
  );
  if (copies.some((copy) => copy.stored)) chats.accepted.add(clientMessageId);
  else if (copies.every((copy) => copy.result.outcome === "throttled")) chats.throttled.add(clientMessageId);
  else chats.unknown.add(clientMessageId);
  if (copies.some((copy) => copy.result.outcome === "ok")) chats.answeredWell.add(clientMessageId);
  if (copies.length === 2) {
    chats.doubled += 1;
    const replies = copies.map((copy) => copy.replyId).filter(Boolean);
    if (replies.length === 2 && replies[0] !== replies[1]) chats.doubledDiverged += 1;
  }
  return copies.find((copy) => copy.result.outcome === "throttled")?.result ?? copies[0].result;
}

async function sendOnce(base, headers, body, clientMessageId, action) {
  let stored = false;
  let replyId = null;
  const result = await timed(
    action,
    () =>
      fetch(`${base}/api/functions/chat-orchestrator`, {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/json", Accept: "text/event-stream" },
        body,
      }),
    async (response) => {
      if (!response.ok || !response.body) return undefined;
      let done = false;
      let error = null;
      const parser = createParser({
        onEvent(event) {
          if (event.data === "[DONE]") {
            done = true;
            return;
          }
          const data = JSON.parse(event.data);
          if (data.error) error = data.error;
          if (data.nexo?.type === "user-message" && data.nexo.message.clientMessageId === clientMessageId)
            stored = true;
          if (data.nexo?.type === "assistant-message") replyId = data.nexo.message.id;
        },
      });
      const decoder = new TextDecoder();
      for await (const chunk of response.body) parser.feed(decoder.decode(chunk, { stream: true }));
      if (error) return `erro no stream: ${error}`;
      if (!done) return "stream sem [DONE]";
      return replyId ? "ok" : "sem resposta";
    },
  );
  return { result, stored, replyId };
}

/** From D1, with the server stopped: each accepted message once, one answer each; nothing refused was stored. */
async function verify() {
  const { env, dispose } = await getPlatformProxy({ persist: { path: `${state}/v3` } });
  // Only this bench's projects: a shared state has other benches' messages too.
  const projects = JSON.stringify([...new Set(people.map((person) => person.projectId))]);
  try {
    const questions = await env.DB.prepare(
      "SELECT client_message_id AS id, count(*) AS n FROM chat_messages WHERE role = 'user' AND client_message_id IS NOT NULL AND project_id IN (SELECT value FROM json_each(?1)) GROUP BY client_message_id",
    )
      .bind(projects)
      .all();
    const answers = await env.DB.prepare(
      `SELECT q.client_message_id AS id, count(a.id) AS n
         FROM chat_messages q
         LEFT JOIN chat_messages a ON a.role = 'assistant'
          AND EXISTS (SELECT 1 FROM json_each(a.parts) WHERE json_extract(value, '$.type') = 'reply-to' AND json_extract(value, '$.messageId') = q.id)
        WHERE q.role = 'user' AND q.client_message_id IS NOT NULL AND q.project_id IN (SELECT value FROM json_each(?1))
        GROUP BY q.id`,
    )
      .bind(projects)
      .all();
    const storedTimes = new Map(questions.results.map((row) => [row.id, row.n]));
    const answerCount = new Map(answers.results.map((row) => [row.id, row.n]));
    const accepted = [...chats.accepted];
    return {
      accepted: accepted.length,
      storedOnce: accepted.filter((id) => storedTimes.get(id) === 1).length,
      answeredOnce: accepted.filter((id) => answerCount.get(id) === 1).length,
      answeredTwice: accepted.filter((id) => (answerCount.get(id) ?? 0) > 1).length,
      answeredWellWithoutReply: [...chats.answeredWell].filter((id) => answerCount.get(id) !== 1).length,
      throttledStored: [...chats.throttled].filter((id) => storedTimes.has(id)).length,
      unknownStored: [...chats.unknown].filter((id) => storedTimes.has(id)).length,
      unknown: chats.unknown.size,
      strangers: [...storedTimes.keys()].filter((id) => !chats.accepted.has(id) && !chats.unknown.has(id)).length,
      duplicated: [...storedTimes.values()].filter((n) => n > 1).length,
    };
  } finally {
    await dispose();
  }
}

function reportLoad() {
  const at = (values, q) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  };
  console.log(`\n${USERS} usuários simulados por ${SECONDS} s (wrangler dev local, ${elapsed.toFixed(1)} s medidos)\n`);
  console.log("| ação | req/s | p50 (ms) | p99 (ms) | ok | 429 | erros |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  let total = 0;
  let failed = 0;
  for (const [action, entry] of stats) {
    const count = entry.ok + entry.throttled + entry.errors;
    total += count;
    failed += entry.errors;
    console.log(
      `| ${action} | ${(count / elapsed).toFixed(1)} | ${at(entry.latencies, 0.5).toFixed(0)} | ${at(entry.latencies, 0.99).toFixed(0)} | ${entry.ok} | ${entry.throttled} | ${entry.errors} |`,
    );
  }
  console.log(
    `\nTotal: ${total} requisições, ${(total / elapsed).toFixed(1)} req/s; taxa de erro ${((100 * failed) / Math.max(1, total)).toFixed(2)}% (429 fora da conta).`,
  );
  for (const [action, entry] of stats) {
    for (const [label, n] of entry.examples) console.log(`  erro em ${action}: ${label} × ${n}`);
  }
  reportFigures("load", {
    users: USERS,
    "requests-per-second": total / elapsed,
    "error-rate": failed / Math.max(1, total),
    "chat-p50-ms": at([...stats.entries()].find(([action]) => action.startsWith("chat"))?.[1].latencies ?? [], 0.5),
  });
}

/** What D1 holds of the run's messages, against what the run saw. */
function reportCheck(check) {
  console.log(
    `\nMensagens aceitas pelo servidor: ${check.accepted}; gravadas exatamente uma vez: ${check.storedOnce}; com exatamente uma resposta: ${check.answeredOnce}.`,
  );
  console.log(
    `Recusadas com 429 e gravadas: ${check.throttledStored}. Sem confirmação (erro de rede/stream): ${check.unknown}, das quais gravadas: ${check.unknownStored}. ` +
      `Gravadas sem terem sido enviadas: ${check.strangers}. Ids gravados mais de uma vez: ${check.duplicated}.`,
  );
  console.log(
    `Usuários que enviam cada mensagem 2× ao mesmo tempo: ${Math.round(DOUBLED * 100)}%; mensagens assim: ${chats.doubled}, ` +
      `com respostas diferentes nas duas cópias: ${chats.doubledDiverged}. Mensagens com mais de uma resposta: ${check.answeredTwice}; ` +
      `turnos lidos até o fim sem exatamente uma resposta gravada: ${check.answeredWellWithoutReply}.`,
  );
  const exact =
    check.storedOnce === check.accepted &&
    check.throttledStored === 0 &&
    check.strangers === 0 &&
    check.duplicated === 0 &&
    check.answeredTwice === 0 &&
    check.answeredWellWithoutReply === 0 &&
    chats.doubledDiverged === 0;
  console.log(
    exact
      ? "✔ Cada mensagem aceita está gravada exatamente uma vez, com no máximo uma resposta."
      : "✖ Contagem divergente: veja acima.",
  );
  if (!exact) process.exitCode = 1;
  // A run that got no message accepted proved nothing about them.
  reportFigures("load-check", { accepted: check.accepted || Number.NaN, "stored-once": check.storedOnce });
}
