import { env } from "cloudflare:test";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CHAT_RATE_LIMIT } from "#workers/web/api/chat-orchestrator.ts";
import { AGENT_RATE_LIMIT } from "#workers/web/api/ouvidoria-agent.ts";
import { UPLOADS_PER_USER } from "#workers/web/api/process-upload.ts";
import { drainIngestion, projectDocumentCount, storedObjects, uploadAs } from "#tests/support/documents.ts";
import { type Browser, createConversationAs, createProjectAs, newSignedInUser } from "#tests/support/http.ts";
import { pageContext } from "#tests/support/ouvidoria-context.ts";
import { ownerWithProject } from "#tests/support/project-owner.ts";

/**
 * The API functions hold their per-user limits (sign-in's limits are
 * tests/integration/sign-in-lockout.test.ts's). The limits are fixed windows,
 * so the clock is set to a known point in a window (only Date is faked; timers
 * and I/O run for real) and every count below is exact.
 */
const WINDOW_MS = 60_000;
const INTO_WINDOW_MS = 15_000;
/** What Retry-After must say at INTO_WINDOW_MS into a window: the rest of it, in seconds. */
const REST_OF_WINDOW_S = (WINDOW_MS - INTO_WINDOW_MS) / 1000;

/** Puts the clock 15 s into a fresh window (a later minute than any used before in this file). */
let windows = 0;
function freezeClockInAWindow(): number {
  const windowStart = (Math.floor(Date.now() / WINDOW_MS) + 2 + windows++) * WINDOW_MS;
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(windowStart + INTO_WINDOW_MS);
  return windowStart;
}

afterEach(() => {
  vi.useRealTimers();
});

// The accepted upload is ingested in the background.
afterAll(() => drainIngestion(20_000));

// The rules are read from the modules that enforce them; these tests assume minute windows.
beforeAll(() => {
  for (const rule of [CHAT_RATE_LIMIT, AGENT_RATE_LIMIT, UPLOADS_PER_USER]) {
    expect(rule.windowMs).toBe(WINDOW_MS);
  }
});

describe("per-user limits of the API functions", () => {
  let chatter: Browser;
  let projectId = "";
  let conversationId = "";
  beforeAll(async () => {
    ({ owner: chatter, projectId } = await ownerWithProject("bf-chat", "Limites"));
    conversationId = await createConversationAs(chatter, projectId, "Conversa");
  });

  async function expectLimited(response: Response, message: string) {
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe(String(REST_OF_WINDOW_S));
    expect(await response.json()).toEqual({
      error: `${message} Aguarde ${REST_OF_WINDOW_S} segundos e tente novamente.`,
      code: "rate_limited",
    });
  }

  const messagesIn = async (conversation: string) =>
    (
      await env.DB.prepare("SELECT role, content FROM chat_messages WHERE session_id = ?1 ORDER BY created_at, rowid")
        .bind(conversation)
        .all<{ role: string; content: string }>()
    ).results;

  it(`chat-orchestrator: ${CHAT_RATE_LIMIT.limit} requests a minute; the next turn is refused before anything is stored`, async () => {
    const ask = (browser: Browser, message: string, project = projectId, sessionId: string | null = conversationId) =>
      browser.fetch("/api/functions/chat-orchestrator", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ message, projectId: project, sessionId }),
      });
    freezeClockInAWindow();
    // Empty messages are refused (400) but spend the budget: the limit is checked before the body.
    for (let i = 1; i < CHAT_RATE_LIMIT.limit; i++) expect((await ask(chatter, "")).status).toBe(400);
    expect((await ask(chatter, "a última que cabe")).status).toBe(200);
    await expectLimited(await ask(chatter, "uma a mais"), "Muitas mensagens seguidas.");
    const stored = await messagesIn(conversationId);
    expect(stored.map((message) => message.role)).toEqual(["user", "assistant"]);
    expect(stored[0]?.content).toBe("a última que cabe");

    // Another member's budget is their own.
    const { browser: other } = await newSignedInUser("bf-chat-other");
    const otherProject = await createProjectAs(other, "Outro");
    expect((await ask(other, "oi", otherProject, null)).status).toBe(200);
  });

  it(`ouvidoria-ai-agent: ${AGENT_RATE_LIMIT.limit} questions a minute, refused or not; other users are unaffected`, async () => {
    const { browser: analyst } = await newSignedInUser("bf-agent");
    const ask = (browser: Browser, body: unknown) =>
      browser.fetch("/api/functions/ouvidoria-ai-agent", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const question = { messages: [{ role: "user", content: "Qual região é prioritária?" }], context: pageContext() };
    freezeClockInAWindow();
    // Malformed questions spend the budget too: the limit is checked before the body is read.
    for (let i = 1; i < AGENT_RATE_LIMIT.limit; i++) expect((await ask(analyst, { messages: [] })).status).toBe(400);
    const last = await ask(analyst, question);
    expect(last.status).toBe(200);
    expect(await last.text()).toContain("data: [DONE]");
    await expectLimited(await ask(analyst, question), "Muitas perguntas seguidas.");
    const { browser: other } = await newSignedInUser("bf-agent-other");
    expect((await ask(other, question)).status).toBe(200);
  });

  it(`process-upload: ${UPLOADS_PER_USER.limit} uploads a minute; the next stores neither a row nor a file`, async () => {
    const { browser: uploader } = await newSignedInUser("bf-upload");
    const project = await createProjectAs(uploader, "Envios");
    freezeClockInAWindow();
    // Refused uploads (empty files) spend the budget; the last one in it is accepted.
    for (let i = 1; i < UPLOADS_PER_USER.limit; i++) {
      expect((await uploadAs(uploader, project, { name: `vazio-${i}.txt`, bytes: "" })).status).toBe(415);
    }
    expect((await uploadAs(uploader, project, { name: "aceito.txt", bytes: "Cabe no limite." })).status).toBe(201);
    await expectLimited(
      await uploadAs(uploader, project, { name: "recusado.txt", bytes: "Passa do limite." }),
      "Muitos envios seguidos.",
    );
    expect(await projectDocumentCount(project)).toBe(1);
    expect(await storedObjects(project)).toHaveLength(1);
  });
});
