import { env } from "cloudflare:test";
import { MockLanguageModelV4, simulateReadableStream } from "ai/test";
import { beforeAll, describe, expect, it } from "vitest";
import { createOfflineAgentModel } from "#core/ai/offline-agent-model.ts";
import { runChatTurn, type TurnOptions } from "#core/chat/chat-turn.ts";
import { createDeltaReader } from "#app/lib/sse-client.ts";
import { type Browser, createConversationAs, createProjectAs, newSignedInUser } from "#tests/support/http.ts";
import { settled, uploadAs, uploadedId } from "#tests/support/documents.ts";
import { expectOfflineFallback } from "#tests/support/offline-fallback.ts";
import { membershipOf, ownerWithProject, SERVICE_MANUAL } from "#tests/support/project-owner.ts";
import { textStream } from "#tests/support/model-stream.ts";

let owner: Browser;
let ownerId = "";
let projectId = "";
let conversationId = "";

beforeAll(async () => {
  ({ owner, ownerId, projectId } = await ownerWithProject("chat-owner", "Projeto do Chat"));
  conversationId = await createConversationAs(owner, projectId, "Dúvidas");
  await settled(
    await uploadedId(
      await uploadAs(owner, projectId, { name: "Manual.md", bytes: SERVICE_MANUAL, documentType: "reference" }),
    ),
  );
});

const ask = (browser: Browser, body: Record<string, unknown>, accept = "application/json") =>
  browser.fetch("/api/functions/chat-orchestrator", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: accept },
    body: JSON.stringify({ projectId, sessionId: conversationId, ...body }),
  });

async function storedMessages(conversation = conversationId) {
  const { results } = await env.DB.prepare(
    "SELECT role, content, status, parts FROM chat_messages WHERE session_id = ?1 ORDER BY created_at, rowid",
  )
    .bind(conversation)
    .all<{ role: string; content: string; status: string; parts: string | null }>();
  return results;
}

const membership = () => membershipOf(ownerId, projectId);

/** Asks the manual's deadline in `conversation`, answered by the offline agent a chunk a millisecond. */
const askTheDeadline = async (conversation: string, options: Omit<TurnOptions, "model">) =>
  runChatTurn(
    env,
    await membership(),
    {
      message: "Qual é o prazo para responder notificações da agência?",
      conversationId: conversation,
      clientMessageId: null,
    },
    { model: createOfflineAgentModel({ chunkDelayMs: 1 }), ...options },
  );

describe("POST /api/functions/chat-orchestrator (offline agent, real documents)", () => {
  it("answers a JSON client with the spec's shape, quoting and citing the document", async () => {
    const response = await ask(owner, {
      message: "Qual é o prazo para responder notificações da agência?",
      userId: ownerId,
      conversationHistory: [],
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      message: string;
      tool_calls: unknown[];
      sources: { documentName: string; n: number }[];
    };
    expect(body.message).toContain("15 dias corridos");
    expect(body.message).toMatch(/\[1\]/);
    expect(body.tool_calls).toEqual([]);
    expect(body.sources.map((source) => source.documentName)).toEqual(["Manual.md"]);
    const stored = (await storedMessages()).slice(-2);
    expect(stored.map((message) => message.role)).toEqual(["user", "assistant"]);
    expect(JSON.parse(stored[1]?.parts ?? "[]")).toContainEqual(
      expect.objectContaining({ type: "source", documentName: "Manual.md", n: 1 }),
    );
  });

  it("says plainly when the documents do not have the answer", async () => {
    const body = (await (
      await ask(owner, { message: "Quantos funcionários tem a empresa de limpeza terceirizada?" })
    ).json()) as { message: string };
    expect(body.message).toContain("Não encontrei nos documentos do projeto");
  });

  it("calls a tool when asked, lists it in tool_calls and reports it in words on the ✅ line", async () => {
    const response = await ask(owner, { message: "Anote no Manual: revisar o horário do WhatsApp" });
    const body = (await response.json()) as { message: string; tool_calls: { function: { name: string } }[] };
    expect(body.tool_calls).toEqual([{ function: { name: "add_annotation" } }]);
    expect(body.message).toContain("Anotação adicionada ao **Manual.md**");
    const annotation = await env.DB.prepare(
      "SELECT a.content FROM annotations a JOIN documents d ON d.id = a.document_id WHERE d.project_id = ?1",
    )
      .bind(projectId)
      .first<string>("content");
    expect(annotation).toBe("revisar o horário do WhatsApp");
    expect((await storedMessages()).at(-1)?.content).toMatch(
      /\n\n✅ Ações executadas: Anotação adicionada ao Manual\.md$/,
    );
  });

  it("creates an editable Markdown document that appears with the project's documents", async () => {
    const body = (await (
      await ask(owner, { message: 'Crie um documento "Resumo de prazos" sobre o prazo de notificações' })
    ).json()) as {
      tool_calls: { function: { name: string } }[];
    };
    expect(body.tool_calls.map((call) => call.function.name)).toEqual(["search_documents", "create_document"]);
    const created = await env.DB.prepare(
      "SELECT name, is_editable, mime_type FROM documents WHERE project_id = ?1 AND name = ?2",
    )
      .bind(projectId, "Resumo de prazos.md")
      .first();
    expect(created).toMatchObject({ is_editable: 1, mime_type: "text/markdown" });
  });

  it("streams the turn to a client that accepts SSE, ending with the stored message and the bookmark after it", async () => {
    const response = await ask(
      owner,
      { message: "Quando funciona o atendimento por WhatsApp?", clientMessageId: crypto.randomUUID() },
      "text/event-stream",
    );
    expect(response.headers.get("Content-Type")).toContain("text/event-stream");
    let text = "";
    const events: { type: string; message?: { content: string } }[] = [];
    const reader = createDeltaReader(
      (delta) => (text += delta),
      undefined,
      (event) => events.push(event as (typeof events)[number]),
    );
    reader.feed(await response.text());
    reader.end();
    expect(reader.finished).toBe(true);
    expect(text).toContain("das 7h às 22h");
    // Last, the D1 bookmark after the reply's write (the browser hands it back: d1-sessions.test.ts).
    expect(events.map((event) => event.type)).toEqual(["user-message", "sources", "assistant-message", "bookmark"]);
    expect(events.at(-2)?.message?.content).toBe(text);
  });

  it("a retried send with the same clientMessageId stores the user message once", async () => {
    const clientMessageId = crypto.randomUUID();
    await ask(owner, { message: "Repetida", clientMessageId });
    await ask(owner, { message: "Repetida", clientMessageId });
    const count = await env.DB.prepare("SELECT count(*) AS n FROM chat_messages WHERE client_message_id = ?1")
      .bind(clientMessageId)
      .first("n");
    expect(count).toBe(1);
  });

  it("refuses a userId that is not the caller's, an empty message, a huge one and a foreign conversation", async () => {
    expect((await ask(owner, { message: "oi", userId: crypto.randomUUID() })).status).toBe(403);
    expect((await ask(owner, { message: "   " })).status).toBe(400);
    expect((await ask(owner, { message: "x".repeat(4001) })).status).toBe(400);
    const { browser: other } = await newSignedInUser("chat-other");
    const otherProject = await createProjectAs(other, "Outro");
    const foreign = await createConversationAs(other, otherProject, "Alheia");
    expect((await ask(owner, { message: "oi", sessionId: foreign })).status).toBe(400);
    expect((await ask(other, { message: "oi" })).status).toBe(404);
  });
});

describe("retrieval stays inside the project", () => {
  it("never returns, nor cites, another project's document", async () => {
    const { browser: stranger } = await newSignedInUser("chat-stranger");
    const strangerProject = await createProjectAs(stranger, "Projeto Alheio");
    await settled(
      await uploadedId(
        await uploadAs(stranger, strangerProject, {
          name: "Segredo.md",
          bytes: "# Segredo\n\nO prazo secreto do contrato alheio é de 99 dias.",
        }),
      ),
    );
    const body = (await (await ask(owner, { message: "Qual é o prazo secreto do contrato alheio?" })).json()) as {
      message: string;
      sources: { documentName: string }[];
    };
    expect(body.message).not.toContain("99 dias");
    expect(body.sources.map((source) => source.documentName)).not.toContain("Segredo.md");
  });
});

describe("the turn with mock models (the hosted model's boundary)", () => {
  const text = (value: string) =>
    new MockLanguageModelV4({
      doStream: async () => ({
        stream: textStream(value.split(" ").map((word, i) => (i ? ` ${word}` : word))),
      }),
    });

  it("sends the model the last five messages from D1, not the client's history", async () => {
    const conversation = await createConversationAs(owner, projectId, "Histórico");
    for (let i = 1; i <= 7; i++) {
      await runChatTurn(
        env,
        await membership(),
        { message: `mensagem ${i}`, conversationId: conversation, clientMessageId: null },
        { model: text(`resposta ${i}`) },
      );
    }
    const spy = text("ok");
    await runChatTurn(
      env,
      await membership(),
      { message: "a oitava", conversationId: conversation, clientMessageId: null },
      { model: spy },
    );
    const prompt = spy.doStreamCalls[0]?.prompt ?? [];
    const conversational = prompt.filter((message) => message.role !== "system");
    expect(conversational).toHaveLength(6);
    expect(JSON.stringify(conversational.at(-1))).toContain("a oitava");
    expect(JSON.stringify(conversational[0])).toContain("resposta 5");
  });

  it("an empty reply becomes the default Entendi sua mensagem.", async () => {
    const result = await runChatTurn(
      env,
      await membership(),
      { message: "?", conversationId, clientMessageId: null },
      { model: text("") },
    );
    expect(result.assistantMessage?.content).toBe("Entendi sua mensagem.");
  });

  it("a hosted model that fails before its first word: the offline agent answers, with a note and a log line", async () => {
    const conversation = await createConversationAs(owner, projectId, "Falha");
    const failing = new MockLanguageModelV4({
      doStream: async () => {
        throw new Error("provider down");
      },
    });
    const fallback = await expectOfflineFallback(
      async () =>
        runChatTurn(
          env,
          await membership(),
          {
            message: "Qual o prazo para responder à agência reguladora?",
            conversationId: conversation,
            clientMessageId: null,
          },
          { model: failing },
        ),
      "15 dias corridos",
    );
    expect(fallback).toMatchObject({ cause: "provider down" });
  });

  it("a hosted model that fails after its first word: what it said stays, the turn is marked failed", async () => {
    const conversation = await createConversationAs(owner, projectId, "Falha no meio");
    const halfway = new MockLanguageModelV4({
      doStream: async () => ({
        stream: simulateReadableStream({
          chunks: [
            { type: "text-start", id: "t" },
            { type: "text-delta", id: "t", delta: "O prazo é" },
            { type: "error", error: new Error("connection reset") },
          ],
        }),
      }),
    });
    const result = await runChatTurn(
      env,
      await membership(),
      { message: "Qual o prazo?", conversationId: conversation, clientMessageId: null },
      { model: halfway },
    );
    expect(result.error).toMatchObject({ code: "agent_failed", message: "Erro na resposta do agente" });
    expect(result.assistantMessage?.content).toBe("O prazo é");
    expect(result.assistantMessage?.status).toBe("failed");
    expect(result.assistantMessage?.offlineFallback).toBe(false);
  });

  it("a model that never answers times out, keeping the user message", async () => {
    const conversation = await createConversationAs(owner, projectId, "Demora");
    const hanging = new MockLanguageModelV4({
      doStream: async ({ abortSignal }) =>
        new Promise((_, reject) => abortSignal?.addEventListener("abort", () => reject(new Error("aborted")))),
    });
    const result = await runChatTurn(
      env,
      await membership(),
      { message: "e agora?", conversationId: conversation, clientMessageId: null },
      { model: hanging, timeoutMs: 200 },
    );
    expect(result.error?.message).toMatch(/demorou demais/);
    expect((await storedMessages(conversation)).map((message) => message.role)).toEqual(["user"]);
  });

  it("a stopped stream stores exactly the text the client took", async () => {
    const conversation = await createConversationAs(owner, projectId, "Parada");
    const controller = new AbortController();
    const shown: string[] = [];
    const result = await askTheDeadline(conversation, {
      signal: controller.signal,
      sink: {
        text: async (delta) => {
          if (shown.length === 4) {
            controller.abort();
            return false;
          }
          shown.push(delta);
          return true;
        },
        event: () => {},
      },
    });
    expect(result.assistantMessage?.status).toBe("stopped");
    const stored = (await storedMessages(conversation)).at(-1);
    expect(stored?.status).toBe("stopped");
    expect(stored?.content).toBe(shown.join(""));
  });

  it("a client that hangs up without its request's signal aborting (workerd) still gets a stopped answer", async () => {
    const conversation = await createConversationAs(owner, projectId, "Desligou");
    const shown: string[] = [];
    const result = await askTheDeadline(conversation, {
      sink: {
        text: async (delta) => {
          if (shown.length === 3) return false;
          shown.push(delta);
          return true;
        },
        event: () => {},
      },
    });
    expect(result.assistantMessage?.status).toBe("stopped");
    expect((await storedMessages(conversation)).at(-1)?.content).toBe(shown.join(""));
  });
});
