import {
  abortAllDurableObjects,
  createExecutionContext,
  createMessageBatch,
  env,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ChatMessageView } from "#isomorphic/protocols/chat-protocol.ts";
import { parseRoomEvent } from "#isomorphic/protocols/realtime-protocol.ts";
import { createDeltaReader } from "#app/lib/sse-client.ts";
import { createOfflineAgentModel } from "#core/ai/offline-agent-model.ts";
import { OFFLINE_NOTE, runChatTurn } from "#core/chat/chat-turn.ts";
import { ANALYST_OFFLINE_NOTE } from "#core/ai/ouvidoria-turn.ts";
import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { claimNextVersion } from "#core/db/documents.ts";
import { TRANSIENT_FAILURE } from "#workers/ingestion/ingest.ts";
import { documentKey, putDocumentFile } from "#core/documents/storage.ts";
import { api } from "#workers/web/api/router.ts";
import { handleIngestBatch, type IngestJob } from "#workers/ingestion/consumer.ts";
import { MAX_OUTAGE_RETRIES } from "#workers/ingestion/provider-throttle.ts";
import { documentRow, drainIngestion, settled, storeDocument, uploadAs, uploadedId } from "#tests/support/documents.ts";
import { faultyD1 } from "#tests/support/faulty-d1.ts";
import { versionCounts } from "#tests/support/project-store.ts";
import { type Browser, createConversationAs } from "#tests/support/http.ts";
import { pageContext } from "#tests/support/ouvidoria-context.ts";
import { storageSnapshot, type StorageSnapshot } from "#tests/support/storage-snapshot.ts";
import { membershipOf, ownerWithProject } from "#tests/support/project-owner.ts";

/**
 * Faults outside the request's control: the hosted model failing or hanging,
 * a queue job failing and being delivered again, the chat room's Durable
 * Object restarting, and D1 failing in the middle of a chat turn. Afterwards
 * no message, document or membership is lost or duplicated, and a client that
 * retries converges to each message exactly once.
 */
let owner: Browser;
let ownerId = "";
let projectId = "";

const MANUAL =
  "# Manual\n\n## Prazos\n\nO prazo para responder a uma notificação da agência reguladora é de 15 dias corridos.\n";

beforeAll(async () => {
  ({ owner, ownerId, projectId } = await ownerWithProject("faults", "Falhas"));
  expect(
    (await settled(await uploadedId(await uploadAs(owner, projectId, { name: "Manual.md", bytes: MANUAL }))))?.status,
  ).toBe("ready");
});

afterEach(() => {
  vi.restoreAllMocks();
});

// Documents created by the agent and uploads are ingested in the background.
afterAll(() => drainIngestion());

const membership = () => membershipOf(ownerId, projectId);

async function messagesOf(conversationId: string) {
  const { results } = await env.DB.prepare(
    "SELECT id, role, content, status, client_message_id, parts FROM chat_messages WHERE session_id = ?1 ORDER BY created_at, rowid",
  )
    .bind(conversationId)
    .all<{
      id: string;
      role: string;
      content: string;
      status: string;
      client_message_id: string | null;
      parts: string | null;
    }>();
  return results;
}

/** The assistant messages that answer `userMessageId` (their reply-to part). */
const repliesTo = (rows: Awaited<ReturnType<typeof messagesOf>>, userMessageId: string) =>
  rows.filter(
    (row) =>
      row.role === "assistant" &&
      (JSON.parse(row.parts ?? "[]") as { type: string; messageId?: string }[]).some(
        (part) => part.type === "reply-to" && part.messageId === userMessageId,
      ),
  );

// ---------------------------------------------------------------------------
// (a) The hosted model failing and hanging. Only its HTTP endpoint is replaced:
// the app runs with OPENAI_API_KEY and OPENAI_BASE_URL pointing at it, as in
// production, and every other fetch goes out as usual.
// ---------------------------------------------------------------------------
const MODEL_ORIGIN = "https://modelo.exemplo.test";
const hostedEnv: AppEnv = { ...env, OPENAI_API_KEY: "sk-teste", OPENAI_BASE_URL: `${MODEL_ORIGIN}/v1` };

function hostedModel(answer: (signal: AbortSignal | undefined) => Promise<Response>) {
  const realFetch = globalThis.fetch;
  const calls: { path: string; aborted: () => boolean }[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(MODEL_ORIGIN)) return realFetch(input, init);
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined) ?? undefined;
    calls.push({ path: new URL(url).pathname, aborted: () => signal?.aborted === true });
    return answer(signal);
  });
  return calls;
}

const serverError = async () =>
  new Response(JSON.stringify({ error: { message: "upstream exploded", type: "server_error" } }), {
    status: 500,
    // The SDK retries a 500 after what the server asks for; a real provider says so too.
    headers: { "Content-Type": "application/json", "retry-after-ms": "1" },
  });

/** A provider that never answers: the request stays open until its caller gives up on it. */
const hanging = (signal: AbortSignal | undefined) =>
  new Promise<Response>((_, reject) => signal?.addEventListener("abort", () => reject(signal.reason)));

function readSse(text: string) {
  let reply = "";
  const errors: string[] = [];
  const events: { type: string }[] = [];
  const reader = createDeltaReader(
    (delta) => (reply += delta),
    (error) => errors.push(error),
    (event) => events.push(event as { type: string }),
  );
  reader.feed(text);
  reader.end();
  return { reply, errors, events: events.map((event) => event.type), finished: reader.finished };
}

describe("(a) the model provider fails", () => {
  const callApi = async (path: string, body: unknown, accept = "application/json") => {
    const ctx = createExecutionContext();
    const cookie = `nexo_session=${owner.cookie("nexo_session")}`;
    const response = await api.request(
      path,
      {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/json", Accept: accept },
        body: JSON.stringify(body),
      },
      hostedEnv,
      ctx,
    );
    const text = await response.text();
    await waitOnExecutionContext(ctx);
    return { response, text };
  };

  it("HTTP 500 before the first word: the offline agent answers with its note, the user message and the reply stored once", async () => {
    const calls = hostedModel(serverError);
    const conversation = await createConversationAs(owner, projectId, "Provedor fora");
    const clientMessageId = crypto.randomUUID();
    const body = { projectId, sessionId: conversation, message: "Qual é o prazo da agência?", clientMessageId };

    const json = await callApi("/functions/chat-orchestrator", body);
    expect(json.response.status).toBe(200);
    const answered = JSON.parse(json.text) as { message: string };
    expect(answered.message.startsWith(`${OFFLINE_NOTE}\n\n`)).toBe(true);
    // The same turn read as a stream (the chat panel's retry of the same message) replays the stored reply.
    const streamed = readSse((await callApi("/functions/chat-orchestrator", body, "text/event-stream")).text);
    expect(streamed.errors).toEqual([]);
    expect(streamed.reply).toBe(answered.message);
    // The model was asked, and retried at most once (maxRetries: 1), not in a loop, before the offline agent took over.
    const modelCalls = calls.filter((call) => !call.path.endsWith("/embeddings"));
    expect(modelCalls.length).toBeGreaterThanOrEqual(1);
    expect(modelCalls.length).toBeLessThanOrEqual(3);
    const rows = await messagesOf(conversation);
    expect(rows.map((row) => row.role)).toEqual(["user", "assistant"]);
    expect(repliesTo(rows, rows[0]?.id ?? "")).toHaveLength(1);
    vi.restoreAllMocks();
  });

  it("HTTP 500 on the ouvidoria analyst: the offline analyst answers after its note, the stream ends with [DONE]", async () => {
    hostedModel(serverError);
    const { response, text } = await callApi("/functions/ouvidoria-ai-agent", {
      messages: [{ role: "user", content: "Quantos atendimentos hoje?" }],
      context: pageContext(),
    });
    expect(response.status).toBe(200);
    const read = readSse(text);
    expect(read.errors).toEqual([]);
    expect(read.finished).toBe(true);
    expect(read.reply.startsWith(`${ANALYST_OFFLINE_NOTE}\n\n`)).toBe(true);
    expect(read.reply.replace(/\./g, "")).toContain(String(pageContext().callCenterMetrics.totalCalls));
  });

  it("a provider that never answers: the turn ends on its timeout with the Portuguese message, the request is cancelled, the user message kept once", async () => {
    const calls = hostedModel(hanging);
    const conversation = await createConversationAs(owner, projectId, "Provedor mudo");
    const clientMessageId = crypto.randomUUID();
    const shown: string[] = [];
    const result = await runChatTurn(
      hostedEnv,
      await membership(),
      { message: "Tem alguém aí?", conversationId: conversation, clientMessageId },
      { timeoutMs: 300, sink: { text: async () => true, event: (event) => shown.push(event.type) } },
    );
    expect(result.error).toMatchObject({
      code: "agent_timeout",
      message: "O agente demorou demais para responder. Tente novamente.",
    });
    expect(result.assistantMessage).toBeNull();
    expect(shown).toEqual(["user-message"]);
    expect((await messagesOf(conversation)).map((row) => [row.role, row.client_message_id])).toEqual([
      ["user", clientMessageId],
    ]);
    // Nothing left hanging: every request to the provider, retrieval's included, was cancelled.
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((call) => !call.aborted())).toEqual([]);
  });
});

// ---------------------------------------------------------------------------
// (b) A queue job failing: a corrupt file, a transient failure and a retry,
// the same job delivered twice, the last attempt failing.
// ---------------------------------------------------------------------------
describe("(b) ingestion jobs that fail", () => {
  const storedDocument = (name: string, content: string | Uint8Array, format: "markdown" | "pdf" = "markdown") =>
    storeDocument({ projectId, userId: ownerId }, name, content, format);

  /** One delivery, as the queue would make it; what the consumer sends (a step waited out after a failure) is caught. */
  async function deliver(job: IngestJob, attempts: number, jobEnv: AppEnv = env) {
    const sent: IngestJob[] = [];
    const queue = {
      send: async (body: IngestJob) => {
        sent.push(body);
      },
    };
    const batch = createMessageBatch<IngestJob>("nexo-ingest", [
      { id: crypto.randomUUID(), timestamp: Date.now(), attempts, body: job },
    ]);
    const ctx = createExecutionContext();
    await handleIngestBatch(batch, { ...jobEnv, INGEST_QUEUE: queue as unknown as Queue<IngestJob> });
    const result = await getQueueResult(batch, ctx);
    return { acked: result.explicitAcks.length === 1, retried: result.retryMessages.length === 1, sent };
  }

  /** A saved edit, as the Canvas leaves it (next version claimed, file replaced), its job not yet delivered. */
  async function edited(job: IngestJob, content: string): Promise<IngestJob> {
    const version = await claimNextVersion(database(env.DB), projectId, job.documentId, job.version, content.length);
    if (version === null) throw new Error("version not claimed");
    await putDocumentFile(env.DOCUMENTS, documentKey(projectId, job.documentId), content, "markdown");
    return { ...job, version };
  }

  /** The document's index in the project's store: rows per version, and whether every chunk has its vector and its postings. */
  function index(documentId: string) {
    return versionCounts(projectId, documentId);
  }

  const LONG = `# Relatório\n\n${Array.from({ length: 12 }, (_, i) => `## Seção ${i}\n\n${"Indicadores de perdas e metas de ligação. ".repeat(20)}`).join("\n\n")}`;
  const EDITED = `${LONG}\n\n## Revisão\n\n${"Metas revistas para o próximo ano. ".repeat(20)}`;

  it("a corrupt PDF ends failed at once, with a Portuguese reason and nothing indexed", async () => {
    const job = await storedDocument(
      "quebrado.pdf",
      new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> sem xref\n%%EOF"),
      "pdf",
    );
    expect(await deliver(job, 1)).toMatchObject({ acked: true, retried: false });
    const row = await documentRow(job.documentId);
    expect(row?.status).toBe("failed");
    expect(row?.status_reason).toMatch(/PDF/);
    expect(row?.status_reason).not.toMatch(/\b(error|failed|invalid)\b/i);
    expect(await index(job.documentId)).toEqual([]);
  }, 30_000);

  it("D1 failing at any statement of a re-index: search keeps a whole version, and the retried job leaves only the new one", async () => {
    // A healthy re-index first, to learn how many statements it makes and what it leaves.
    const reference = await storedDocument("referencia.md", LONG);
    expect(await deliver(reference, 1)).toMatchObject({ acked: true, retried: false });
    const v1 = await index(reference.documentId);
    const counting = faultyD1(env.DB, null);
    expect(await deliver(await edited(reference, EDITED), 1, { ...env, DB: counting.db })).toMatchObject({
      acked: true,
      retried: false,
      sent: [],
    });
    const expected = await index(reference.documentId);
    expect(expected.map((version) => version.version)).toEqual([2]);
    expect(expected[0]?.chunks).toBeGreaterThan(v1[0]?.chunks ?? 0);

    for (let failAt = 1; failAt <= counting.statements; failAt++) {
      const original = await storedDocument(`falha-${failAt}.md`, LONG);
      expect(await deliver(original, 1)).toMatchObject({ acked: true, retried: false });
      const job = await edited(original, EDITED);
      const faulty = faultyD1(env.DB, failAt);
      const first = await deliver(job, 1, { ...env, DB: faulty.db });
      const context = `failing statement ${failAt}: ${faulty.failed}`;
      // Whatever failed, the live version is whole: still version 1, or already version 2.
      const live = await documentRow(job.documentId);
      const liveRows = (await index(job.documentId)).find((version) => version.version === live?.indexed_version);
      expect(liveRows, context).toEqual(live?.indexed_version === 2 ? expected[0] : v1[0]);
      // A failure is waited out: the step's message is sent again, and that delivery finishes it.
      expect(first.retried, context).toBe(false);
      const [again] = first.sent;
      if (again) expect(await deliver(again, 1), context).toMatchObject({ acked: true, retried: false, sent: [] });
      expect(await documentRow(job.documentId), context).toMatchObject({
        status: "ready",
        version: 2,
        indexed_version: 2,
      });
      expect(await index(job.documentId), context).toEqual(expected);
    }
  });

  it("the same job delivered twice, and a stale one, change nothing the first did", async () => {
    const job = await storedDocument("duas-vezes.md", LONG);
    expect(await deliver(job, 1)).toMatchObject({ acked: true, retried: false });
    const once = await index(job.documentId);
    const row = await documentRow(job.documentId);
    expect(await deliver(job, 1)).toMatchObject({ acked: true, retried: false });
    expect(await deliver({ ...job, version: 0 }, 1)).toMatchObject({ acked: true, retried: false });
    expect(await index(job.documentId)).toEqual(once);
    expect(await documentRow(job.documentId)).toEqual(row);
  });

  it("a failure that outlasts every wait ends failed on the last one, with the Portuguese reason, the file kept for a reprocess", async () => {
    const job = await storedDocument("sem-armazenamento.md", LONG);
    // R2 failing (not missing: failing) on every read.
    const brokenBucket = new Proxy(env.DOCUMENTS, {
      get: (bucket, property) => {
        if (property === "get") return () => Promise.reject(new Error("R2 indisponível"));
        const value: unknown = Reflect.get(bucket, property);
        return typeof value === "function" ? value.bind(bucket) : value;
      },
    });
    const jobEnv = { ...env, DOCUMENTS: brokenBucket };
    let message = job;
    for (let retries = 1; retries <= MAX_OUTAGE_RETRIES; retries++) {
      const delivery = await deliver(message, 1, jobEnv);
      expect(delivery).toEqual({ acked: true, retried: false, sent: [{ ...job, retries }] });
      expect((await documentRow(job.documentId))?.status).toBe("processing");
      message = delivery.sent[0] as IngestJob;
    }
    expect(await deliver(message, 1, jobEnv)).toEqual({ acked: true, retried: false, sent: [] });
    expect(await documentRow(job.documentId)).toMatchObject({ status: "failed", status_reason: TRANSIENT_FAILURE });
    expect(await env.DOCUMENTS.head(documentKey(projectId, job.documentId))).not.toBeNull();
    // Reprocessing then works, once.
    const reprocess = await owner.fetch(`/api/projects/${projectId}/documents/${job.documentId}/reprocess`, {
      method: "POST",
    });
    expect(reprocess.status).toBe(200);
    expect((await settled(job.documentId))?.status).toBe("ready");
  });
});

// ---------------------------------------------------------------------------
// (c) The chat room's Durable Object restarting between messages.
// ---------------------------------------------------------------------------
describe("(c) the ChatRoom restarts", () => {
  it("every message stays in D1, and a client that reconnects catches up with ?after= to exactly what D1 has", async () => {
    const conversation = await createConversationAs(owner, projectId, "Sala que reinicia");
    const path = `/api/realtime/projects/${projectId}/conversations/${conversation}`;
    const connect = async () => {
      const response = await owner.fetch(path, { headers: { Upgrade: "websocket", Origin: "http://nexo.test" } });
      const socket = response.webSocket;
      if (!socket) throw new Error(`no socket: ${response.status}`);
      socket.accept();
      const seen: ChatMessageView[] = [];
      let closed = false;
      socket.addEventListener("message", (message) => {
        const event = parseRoomEvent(message.data);
        if (event?.type === "message") seen.push(event.message);
      });
      socket.addEventListener("close", () => (closed = true));
      return { socket, seen, closed: () => closed };
    };
    const say = async (message: string) =>
      expect(
        (
          await owner.fetch("/api/functions/chat-orchestrator", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ projectId, sessionId: conversation, message, clientMessageId: crypto.randomUUID() }),
          })
        ).status,
      ).toBe(200);

    const client = await connect();
    await say("antes do reinício");
    await vi.waitFor(() => expect(client.seen).toHaveLength(2));

    await abortAllDurableObjects();
    await vi.waitFor(() => expect(client.closed()).toBe(true));
    // The room is gone while these are sent: the turns still succeed and are stored.
    await say("durante o reinício");
    await say("ainda sem sala");

    const again = await connect();
    const last = client.seen.at(-1)?.id ?? "";
    const page = (await (
      await owner.fetch(`/api/projects/${projectId}/messages?conversationId=${conversation}&after=${last}`)
    ).json()) as {
      messages: ChatMessageView[];
      hasMore: boolean;
    };
    await say("depois do reinício");
    await vi.waitFor(() => expect(again.seen).toHaveLength(2));

    // What the client shows: what it saw, then the catch-up, then the new room's live messages, merged by id.
    const shown = new Map<string, ChatMessageView>();
    for (const message of [...client.seen, ...page.messages, ...again.seen]) shown.set(message.id, message);
    const stored = await messagesOf(conversation);
    expect(stored).toHaveLength(8);
    expect([...shown.keys()]).toEqual(stored.map((row) => row.id));
    expect(page.hasMore).toBe(false);
    expect(page.messages.filter((message) => message.role === "user").map((message) => message.content)).toEqual([
      "durante o reinício",
      "ainda sem sala",
    ]);
    again.socket.close();
  });
});

// ---------------------------------------------------------------------------
// (d) D1 failing at each statement of a chat turn, through the env the turn
// receives. Whatever statement fails, nothing else is touched, and the panel's
// retry (same clientMessageId, D1 healthy again) stores the question once and
// one answer to it.
// ---------------------------------------------------------------------------
describe("(d) D1 errors during a chat turn", () => {
  const fast = () => createOfflineAgentModel({ chunkDelayMs: 0 });
  const turn = async (turnEnv: AppEnv, message: string, conversationId: string, clientMessageId: string) =>
    runChatTurn(turnEnv, await membership(), { message, conversationId, clientMessageId }, { model: fast() });

  /** What a turn must not touch: every table but the chat's, the limits' counters and those `changes` names, and R2 unless documents may change. */
  const untouched = (snapshot: StorageSnapshot, changes: RegExp) => ({
    rows: Object.fromEntries(
      Object.entries(snapshot.rows).filter(
        ([table]) => !/^(chat_messages|chat_turns|chat_tool_calls|rate_limits)$/.test(table) && !changes.test(table),
      ),
    ),
    objects: changes.test("documents") ? [] : snapshot.objects,
  });

  async function sweep(
    message: string,
    changes: RegExp,
    check: (conversationId: string, context: string) => Promise<void>,
  ) {
    const counting = faultyD1(env.DB, null);
    const healthy = await createConversationAs(owner, projectId, "Saudável");
    expect((await turn({ ...env, DB: counting.db }, message, healthy, crypto.randomUUID())).error).toBeNull();
    expect(counting.statements).toBeGreaterThan(3);
    await check(healthy, "healthy");

    for (let failAt = 1; failAt <= counting.statements; failAt++) {
      const conversation = await createConversationAs(owner, projectId, `Falha ${failAt}`);
      const clientMessageId = crypto.randomUUID();
      const before = await storageSnapshot();
      const faulty = faultyD1(env.DB, failAt);
      const outcome = await turn({ ...env, DB: faulty.db }, message, conversation, clientMessageId).catch(
        (error: unknown) => error,
      );
      const context = `failing statement ${failAt}: ${faulty.failed}`;
      expect(faulty.failed, context).not.toBeNull();

      // Right after the fault: at most the question and one answer, nothing else touched.
      let rows = await messagesOf(conversation);
      expect(rows.filter((row) => row.role === "user").length, context).toBeLessThanOrEqual(1);
      expect(rows.filter((row) => row.role === "assistant").length, context).toBeLessThanOrEqual(1);
      expect(untouched(await storageSnapshot(), changes), context).toEqual(untouched(before, changes));
      // A turn either absorbs the fault or reports it; it never fails for another reason.
      if (outcome instanceof Error) expect(`${outcome.message} ${String(outcome.cause)}`, context).toMatch(/D1_ERROR/);

      // The retry converges: one question, one answer to it.
      expect((await turn(env, message, conversation, clientMessageId)).error, context).toBeNull();
      rows = await messagesOf(conversation);
      const questions = rows.filter((row) => row.role === "user");
      expect(
        questions.map((row) => row.client_message_id),
        context,
      ).toEqual([clientMessageId]);
      expect(repliesTo(rows, questions[0]?.id ?? ""), context).toHaveLength(1);
      expect(rows, context).toHaveLength(2);
      await check(conversation, context);
    }
  }

  it("a question: stored once, answered once, whichever statement failed", async () => {
    await sweep("Qual é o prazo para responder a agência?", /^$/, async () => {});
  }, 60_000);

  it("a turn that creates a document: once if the answer says it was created, not at all if it says it failed, never an orphan file", async () => {
    let count = 0;
    // The created documents are ingested in the background meanwhile, so their index tables (and the ingestion run's
    // progress row, while a step is under way) move too.
    await sweep(
      'Crie um documento "Resumo de prazos" sobre o prazo da agência',
      /^(documents?_|chunk_|vector_|ingestion_|user_interaction_history$)|^documents$/,
      async (conversation, context) => {
        const { results } = await env.DB.prepare(
          "SELECT id, storage_path FROM documents WHERE project_id = ?1 AND name = 'Resumo de prazos.md'",
        )
          .bind(projectId)
          .all<{ id: string; storage_path: string }>();
        const answer = (await messagesOf(conversation)).find((row) => row.role === "assistant");
        const tools = (
          JSON.parse(answer?.parts ?? "[]") as { type: string; toolName?: string; output?: { ok?: boolean } }[]
        ).filter((part) => part.type === "tool" && part.toolName === "create_document");
        // Healthy, the agent creates the document; when retrieval failed it may find nothing to write and say so.
        if (context === "healthy") expect(tools, context).toHaveLength(1);
        else expect(tools.length, context).toBeLessThanOrEqual(1);
        if (tools.length === 0) expect(answer?.content, context).toMatch(/^Não (criei|consegui)/);
        // The conversation's converged answer tells the truth about its one document.
        count += tools[0]?.output?.ok ? 1 : 0;
        expect(results, context).toHaveLength(count);
        for (const row of results) expect(await env.DOCUMENTS.head(row.storage_path), context).not.toBeNull();
        const objects = await env.DOCUMENTS.list({ prefix: `projects/${projectId}/documents/` });
        const documents = await env.DB.prepare("SELECT count(*) AS n FROM documents WHERE project_id = ?1")
          .bind(projectId)
          .first<number>("n");
        // No file without its row (an orphan), none missing.
        expect(objects.objects.length, context).toBe(documents);
      },
    );
  }, 60_000);
});
