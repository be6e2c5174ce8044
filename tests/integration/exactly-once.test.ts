import type { LanguageModelV4 } from "@ai-sdk/provider";
import { abortAllDurableObjects, env } from "cloudflare:test";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { ChatMessageView } from "#isomorphic/protocols/chat-protocol.ts";
import { createDeltaReader } from "#app/lib/sse-client.ts";
import { createOfflineAgentModel } from "#core/ai/offline-agent-model.ts";
import { runChatTurn } from "#core/chat/chat-turn.ts";
import { drainIngestion, settled, uploadAs, uploadedId } from "#tests/support/documents.ts";
import { faultyD1 } from "#tests/support/faulty-d1.ts";
import { recordingD1 } from "#tests/support/recording-d1.ts";
import { type Browser, createConversationAs, createProjectAs, newSignedInUser, postChat } from "#tests/support/http.ts";
import { membershipOf, userIdOf } from "#tests/support/project-owner.ts";

/**
 * Exactly once, even when a client retries at the same time: a
 * phone on a flaky network, or a retry button, sends one message several
 * times at once with its clientMessageId. One turn runs; every response,
 * JSON or SSE, carries the one stored reply; a tool acts once.
 */

afterAll(() => drainIngestion());

const MANUAL = "# Manual\n\n## Prazos de atendimento\n\nO prazo de atendimento de uma reclamação é de 5 dias úteis.\n";

async function ownerWithConversation(prefix: string) {
  const { browser } = await newSignedInUser(prefix);
  const userId = await userIdOf(browser.email);
  const projectId = await createProjectAs(browser, `Exatamente uma vez ${prefix}`);
  const conversationId = await createConversationAs(browser, projectId, "Conversa");
  return { browser, userId, projectId, conversationId };
}

interface Answer {
  status: number;
  messageId: string | null;
  text: string;
}

/** One send as the chat panel (SSE) or another client (JSON) makes it; what it answered. */
async function send(browser: Browser, body: Record<string, unknown>, stream: boolean): Promise<Answer> {
  const response = await postChat(browser, body, stream);
  if (!stream) {
    const json = (await response.json()) as { message?: string; message_id?: string | null };
    return { status: response.status, messageId: json.message_id ?? null, text: json.message ?? "" };
  }
  let text = "";
  let reply: ChatMessageView | null = null;
  const reader = createDeltaReader(
    (delta) => (text += delta),
    () => undefined,
    (event) => {
      const nexo = event as { type: string; message?: ChatMessageView };
      if (nexo.type === "assistant-message" && nexo.message) reply = nexo.message;
    },
  );
  reader.feed(await response.text());
  reader.end();
  return { status: response.status, messageId: (reply as ChatMessageView | null)?.id ?? null, text };
}

async function conversationRows(conversationId: string) {
  const { results } = await env.DB.prepare(
    "SELECT id, role, content, parts FROM chat_messages WHERE session_id = ?1 ORDER BY created_at, rowid",
  )
    .bind(conversationId)
    .all<{ id: string; role: string; content: string; parts: string | null }>();
  return results;
}

const documentsNamed = async (projectId: string, name: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM documents WHERE project_id = ?1 AND name = ?2")
    .bind(projectId, name)
    .first<number>("n")) ?? 0;

const fast = () => createOfflineAgentModel({ chunkDelayMs: 0 });

/**
 * The offline agent held at a barrier: `reached` resolves when the turn calls the model (the turn is claimed and
 * its question stored), and the model answers only once the test calls `release`.
 */
function heldModel() {
  const inner = fast();
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let arrived = () => {};
  const reached = new Promise<void>((resolve) => (arrived = resolve));
  const model: LanguageModelV4 = {
    ...inner,
    doGenerate: async (options) => {
      arrived();
      await gate;
      return inner.doGenerate(options);
    },
    doStream: async (options) => {
      arrived();
      await gate;
      return inner.doStream(options);
    },
  };
  return { model, reached, release: () => release() };
}

/** The conversation holds one question and one reply; the reply's text as stored. */
async function expectOneTurn(conversationId: string) {
  const rows = await conversationRows(conversationId);
  expect(rows.filter((row) => row.role === "user")).toHaveLength(1);
  const replies = rows.filter((row) => row.role === "assistant");
  expect(replies).toHaveLength(1);
  const reply = replies[0];
  const text =
    (JSON.parse(reply?.parts ?? "[]") as { type: string; text?: string }[]).find((part) => part.type === "text")
      ?.text ?? "";
  return { id: reply?.id ?? "", text };
}

describe("concurrent identical sends", () => {
  for (const copies of [2, 4, 8]) {
    it(`${copies} at once, JSON and SSE mixed: one question, one reply, one tool effect, the same message_id everywhere`, async () => {
      const { browser, projectId, conversationId } = await ownerWithConversation(`dup${copies}`);
      // The agent writes a document only from what the project's documents say.
      await settled(await uploadedId(await uploadAs(browser, projectId, { name: "Manual.md", bytes: MANUAL })));
      const title = `Resumo ${copies}`;
      const body = {
        message: `Crie um documento "${title}" sobre prazos de atendimento`,
        projectId,
        sessionId: conversationId,
        clientMessageId: crypto.randomUUID(),
      };
      const answers = await Promise.all(Array.from({ length: copies }, (_, i) => send(browser, body, i % 2 === 0)));
      for (const answer of answers) expect(answer.status).toBe(200);

      const stored = await expectOneTurn(conversationId);
      expect(answers.map((answer) => answer.messageId)).toEqual(answers.map(() => stored.id));
      // Every response carries the reply's text, the streams included.
      for (const answer of answers) expect(answer.text.trim()).toBe(stored.text.trim());
      expect(await documentsNamed(projectId, `${title}.md`)).toBe(1);
      const turns = await env.DB.prepare("SELECT status, attempts FROM chat_turns WHERE project_id = ?1")
        .bind(projectId)
        .all<{ status: string; attempts: number }>();
      expect(turns.results).toEqual([{ status: "answered", attempts: 1 }]);
    });
  }

  it("with the ChatRoom restarting while the first attempt is held in the model: the waiting copies get its one reply", async () => {
    const { userId, projectId, conversationId } = await ownerWithConversation("duproom");
    const membership = await membershipOf(userId, projectId);
    const input = { message: "Qual o prazo de atendimento?", conversationId, clientMessageId: crypto.randomUUID() };
    const held = heldModel();
    const first = runChatTurn(env, membership, input, { model: held.model });
    // The first attempt has claimed the turn and stored the question: it is inside the model now.
    await held.reached;
    const copies = Array.from({ length: 3 }, () => {
      const recorder = recordingD1(env.DB);
      let text = "";
      const sink = {
        text: async (delta: string) => {
          text += delta;
          return true;
        },
        event: () => {},
      };
      const turn = runChatTurn({ ...env, DB: recorder.db }, membership, input, { model: fast(), sink });
      return { recorder, turn, text: () => text };
    });
    // Each copy has looked at the turn twice: it found it running and is waiting for its reply.
    await vi.waitFor(
      () => {
        for (const copy of copies)
          expect(
            copy.recorder.statements.filter((s) => /^select .* from "chat_turns"/i.test(s.sql)).length,
          ).toBeGreaterThan(1);
      },
      { timeout: 10_000 },
    );
    await abortAllDurableObjects();
    held.release();

    const [result, ...replayed] = await Promise.all([first, ...copies.map((copy) => copy.turn)]);
    const stored = await expectOneTurn(conversationId);
    expect(result?.error).toBeNull();
    expect(result?.assistantMessage?.id).toBe(stored.id);
    for (const [index, copy] of replayed.entries()) {
      expect(copy.assistantMessage?.id).toBe(stored.id);
      expect(copies[index]?.text().trim()).toBe(stored.text.trim());
    }
    const turns = await env.DB.prepare("SELECT status, attempts FROM chat_turns WHERE project_id = ?1")
      .bind(projectId)
      .all<{ status: string; attempts: number }>();
    expect(turns.results).toEqual([{ status: "answered", attempts: 1 }]);
  });

  it("a clientMessageId already used in another of the user's projects is a clear 409, and nothing is stored", async () => {
    const first = await ownerWithConversation("dupproj");
    const otherProject = await createProjectAs(first.browser, "Outro projeto");
    const clientMessageId = crypto.randomUUID();
    expect(
      (await send(first.browser, { message: "Olá", projectId: first.projectId, clientMessageId }, false)).status,
    ).toBe(200);
    const response = await first.browser.fetch("/api/functions/chat-orchestrator", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://nexo.test" },
      body: JSON.stringify({ message: "Olá", projectId: otherProject, clientMessageId }),
    });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toContain("outro projeto");
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM chat_messages WHERE project_id = ?1")
      .bind(otherProject)
      .first<number>("n");
    expect(stored).toBe(0);
  });
});

describe("a turn whose attempt went wrong", () => {
  it("D1 failing once in one of two concurrent attempts, at any statement: one question, one reply", async () => {
    const { userId, projectId, browser } = await ownerWithConversation("dupd1");
    const membership = await membershipOf(userId, projectId);
    const counting = faultyD1(env.DB, null);
    const healthy = await createConversationAs(browser, projectId, "Saudável");
    await runChatTurn(
      { ...env, DB: counting.db },
      membership,
      { message: "Qual o prazo?", conversationId: healthy, clientMessageId: crypto.randomUUID() },
      { model: fast() },
    );

    for (let failAt = 1; failAt <= counting.statements; failAt++) {
      const conversationId = await createConversationAs(browser, projectId, `Falha ${failAt}`);
      const input = { message: "Qual o prazo?", conversationId, clientMessageId: crypto.randomUUID() };
      const faulty = faultyD1(env.DB, failAt);
      const outcomes = await Promise.allSettled([
        runChatTurn({ ...env, DB: faulty.db }, membership, input, { model: fast() }),
        runChatTurn(env, membership, input, { model: fast() }),
      ]);
      // A later retry converges whatever happened to the two.
      const retry = await runChatTurn(env, membership, input, { model: fast() });
      const context = `failing statement ${failAt}: ${faulty.failed} → ${outcomes.map((o) => o.status).join(", ")}`;
      expect(retry.error, context).toBeNull();
      const rows = await conversationRows(conversationId);
      expect(rows.filter((row) => row.role === "user").length, context).toBe(1);
      expect(rows.filter((row) => row.role === "assistant").length, context).toBe(1);
      expect(retry.assistantMessage?.id, context).toBe(rows.find((row) => row.role === "assistant")?.id);
    }
  }, 120_000);

  it("a worker that died holding the turn: a retry waits for the lease to run out, then answers it once", async () => {
    const { browser, userId, projectId, conversationId } = await ownerWithConversation("dupdead");
    const clientMessageId = crypto.randomUUID();
    // What a worker leaves when it dies after claiming: the question stored, the turn running, no reply.
    const messageId = crypto.randomUUID();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO chat_messages (id, project_id, user_id, session_id, content, role, client_message_id) VALUES (?1, ?2, ?3, ?4, ?5, 'user', ?6)",
      ).bind(messageId, projectId, userId, conversationId, "Qual o prazo de atendimento?", clientMessageId),
      env.DB.prepare(
        "INSERT INTO chat_turns (id, project_id, status, claim_token, lease_expires_at) VALUES (?1, ?2, 'running', 'morto', ?3)",
      ).bind(messageId, projectId, Date.now() + 1500),
    ]);
    const started = Date.now();
    const answer = await send(
      browser,
      { message: "Qual o prazo de atendimento?", projectId, sessionId: conversationId, clientMessageId },
      false,
    );
    expect(answer.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    const stored = await expectOneTurn(conversationId);
    expect(answer.messageId).toBe(stored.id);
    const turn = await env.DB.prepare("SELECT status, attempts FROM chat_turns WHERE id = ?1")
      .bind(messageId)
      .first<{ status: string; attempts: number }>();
    expect(turn).toEqual({ status: "answered", attempts: 2 });
    // And a later retry only replays it.
    const again = await send(
      browser,
      { message: "Qual o prazo de atendimento?", projectId, sessionId: conversationId, clientMessageId },
      true,
    );
    expect(again.messageId).toBe(stored.id);
    await expectOneTurn(conversationId);
  });
});
