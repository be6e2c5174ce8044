import { APP_ERRORS } from "#isomorphic/app-error.ts";
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { messageView } from "#isomorphic/protocols/chat-protocol.ts";
import { runChatTurn, type TurnSink } from "#core/chat/chat-turn.ts";
import { database } from "#core/db/client.ts";
import { createOfflineEmbedder, type Embedder } from "#core/search/embedder.ts";
import { searchProject } from "#core/search/hybrid-search.ts";
import { searchServices } from "#core/search/search-services.ts";
import type { VectorIndex } from "#core/search/vector-index.ts";
import { projectStores } from "#core/store/project-stores.ts";
import { settled, uploadAs, uploadedId } from "#tests/support/documents.ts";
import { inStore } from "#tests/support/project-store.ts";
import { type Browser, createProjectAs } from "#tests/support/http.ts";
import { membershipOf, ownerWithProject, SERVICE_MANUAL } from "#tests/support/project-owner.ts";

/**
 * Hybrid search fails open: a vector stage that fails or is late
 * leaves the full-text answer, marked "busca parcial" and logged with its
 * cause; only when both stages fail does the chat say the search is
 * unavailable, never "Não encontrei". The stand-ins fail at the boundary of
 * the paid services (the hosted embedder, Vectorize); D1, the project's store
 * and the documents are real (a store's lexical index is broken by hand once).
 */
let owner: Browser;
let ownerId = "";
let projectId = "";

beforeAll(async () => {
  ({ owner, ownerId, projectId } = await ownerWithProject("fail-open", "Busca que falha aberta"));
  await settled(await uploadAs(owner, projectId, { name: "Manual.md", bytes: SERVICE_MANUAL }).then(uploadedId));
});

afterEach(() => vi.restoreAllMocks());

const offline = createOfflineEmbedder();
const failingEmbedder: Embedder = {
  model: offline.model,
  dimensions: offline.dimensions,
  embed: () => Promise.reject(new Error("embeddings: 503 from provider")),
};
/** Vectorize calls cannot be cancelled: this one never answers, and only the budget ends the wait. */
const silentIndex: VectorIndex = {
  upsert: () => Promise.resolve(),
  remove: () => Promise.resolve(),
  visible: () => Promise.resolve(true),
  held: () => Promise.resolve([]),
  query: () => new Promise(() => {}),
};
const brokenD1 = {
  prepare: () => ({
    bind: () => {
      throw new Error("D1_ERROR: database unavailable");
    },
  }),
} as unknown as D1Database;

const membership = () => membershipOf(ownerId, projectId);

function recordingSink() {
  const events: unknown[] = [];
  const sink: TurnSink = { text: () => Promise.resolve(true), event: (event) => void events.push(event) };
  return { sink, events };
}

function partialLogs(warn: { mock: { calls: unknown[][] } }) {
  return warn.mock.calls.flatMap((call) => {
    try {
      const entry = JSON.parse(String(call[0])) as { event?: string; missing?: string; cause?: string };
      return entry.event === "partial_search" ? [entry] : [];
    } catch {
      return [];
    }
  });
}

describe("a vector stage that fails or is late", () => {
  it("a failing embedder: the answer comes from full text, marked partial, and the cause is logged", async () => {
    const warn = vi.spyOn(console, "warn");
    const { sink, events } = recordingSink();
    const result = await runChatTurn(
      env,
      await membership(),
      { message: "Qual o prazo para responder a agência reguladora?", conversationId: null, clientMessageId: null },
      {
        sink,
        search: { embedder: failingEmbedder },
      },
    );
    expect(result.error).toBeNull();
    expect(result.reply).toContain("15 dias corridos");
    expect(result.assistantMessage?.partialSearch).toBe(true);
    expect(events).toContainEqual(expect.objectContaining({ type: "sources", partialSearch: true }));
    const stored = await env.DB.prepare(
      "SELECT role, content, status, parts, created_at AS createdAt, id FROM chat_messages WHERE id = ?1",
    )
      .bind(result.assistantMessage?.id ?? "")
      .first<{ parts: string }>();
    expect(JSON.parse(stored?.parts ?? "[]")).toContainEqual({ type: "partial-search" });
    expect(partialLogs(warn)).toContainEqual(expect.objectContaining({ missing: "vector", cause: "error" }));
  });

  it("a vector index that never answers: the budget ends the wait, the answer is lexical and partial", async () => {
    const warn = vi.spyOn(console, "warn");
    const started = Date.now();
    const { hits, partial } = await searchProject(
      { db: database(env.DB), embedder: offline, vectors: silentIndex, stores: projectStores(env) },
      projectId,
      "atendimento por WhatsApp aos sábados",
      { budgets: { vector: 300 } },
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(partial).toEqual({ missing: "vector", cause: "timeout" });
    expect(hits[0]?.content).toContain("WhatsApp");
    expect(partialLogs(warn)).toContainEqual(expect.objectContaining({ missing: "vector", cause: "timeout" }));
  });

  it("the full-text stage failing alone (its index broken inside the store) leaves the vector answer, also partial", async () => {
    const broken = await createProjectAs(owner, "Índice quebrado");
    await settled(await uploadAs(owner, broken, { name: "Manual.md", bytes: SERVICE_MANUAL }).then(uploadedId));
    // The lexical index's table of counts goes; the chunks and their vectors stay.
    await inStore(broken, (sql) => sql.exec("DROP TABLE chunk_totals"));
    const warn = vi.spyOn(console, "warn");
    const { hits, partial } = await searchProject(
      { db: database(env.DB), ...searchServices(env) },
      broken,
      "prazo da agência reguladora",
    );
    expect(partial).toEqual({ missing: "full-text", cause: "error" });
    expect(hits.map((hit) => hit.content).join(" ")).toContain("15 dias corridos");
    expect(partialLogs(warn)).toContainEqual(expect.objectContaining({ missing: "full-text", cause: "error" }));
  });

  it("a healthy search is not partial, and the answer carries no marker", async () => {
    const result = await runChatTurn(env, await membership(), {
      message: "Qual o horário do WhatsApp?",
      conversationId: null,
      clientMessageId: null,
    });
    expect(result.assistantMessage?.partialSearch).toBe(false);
    expect(
      messageView({
        id: "x",
        role: "assistant",
        content: "",
        userId: "u",
        authorName: "",
        createdAt: 0,
        status: "complete",
        parts: [],
      }).partialSearch,
    ).toBe(false);
  });
});

describe("both stages failing", () => {
  it("the chat says the search is unavailable, in Portuguese, not that the documents lack the answer", async () => {
    const { sink } = recordingSink();
    const result = await runChatTurn(
      env,
      await membership(),
      { message: "Qual o prazo para responder a agência?", conversationId: null, clientMessageId: null },
      {
        sink,
        search: { embedder: failingEmbedder, db: database(brokenD1) },
      },
    );
    expect(result.error).toMatchObject({ code: "search_unavailable", message: APP_ERRORS.search_unavailable.message });
    expect(result.reply).not.toContain("Não encontrei");
    expect(result.assistantMessage).toBeNull();
    // The question itself is kept, so nothing the user wrote is lost.
    const kept = await env.DB.prepare("SELECT content FROM chat_messages WHERE id = ?1")
      .bind(result.userMessage.id)
      .first<string>("content");
    expect(kept).toBe("Qual o prazo para responder a agência?");
  });
});
