import { describe, expect, it, vi } from "vitest";
import { createDeltaReader } from "#app/lib/sse-client.ts";
import { Browser, newSignedInUser } from "#tests/support/http.ts";
import { pageContext, sampleContext } from "#tests/support/ouvidoria-context.ts";
import { standClockInWindowToCome } from "#tests/support/window-clock.ts";
import { AGENT_RATE_LIMIT } from "#workers/web/api/ouvidoria-agent.ts";

const PATH = "/api/functions/ouvidoria-ai-agent";

function ask(browser: Browser, body: unknown) {
  return browser.fetch(PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const question = (content: string) => ({
  messages: [
    { role: "assistant", content: "Olá!" },
    { role: "user", content },
  ],
  context: pageContext(),
});

/** The answer text of an SSE body. */
async function answerOf(response: Response): Promise<string> {
  let answer = "";
  const reader = createDeltaReader((text) => (answer += text));
  reader.feed(await response.text());
  reader.end();
  return answer;
}

const digits = (text: string) => text.replace(/\./g, "");

describe("POST /api/functions/ouvidoria-ai-agent", () => {
  it("streams the offline analyst's answer as SSE deltas ended by [DONE], with the page's figure", async () => {
    const { browser } = await newSignedInUser("agent");
    const response = await ask(browser, question("Quantos atendimentos hoje?"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/event-stream");
    const body = await response.clone().text();
    const events = body.split("\n\n").filter(Boolean);
    expect(events.every((event) => event.startsWith("data: "))).toBe(true);
    expect(events.at(-1)).toBe("data: [DONE]");
    expect(digits(await answerOf(response))).toContain(String(pageContext().callCenterMetrics.totalCalls));
  });

  it("answers a named case from the page's cases, and still answers a client that sends only the count", async () => {
    const { browser } = await newSignedInUser("agent-case");
    const known = pageContext().criticalCases[0];
    if (!known) throw new Error("the page has no critical case");
    const named = await ask(browser, question(`Qual o caso de ${known.customerName}?`));
    expect(named.status).toBe(200);
    const answer = await answerOf(named);
    expect(answer).toContain(known.protocol);
    // The spec's contract has no case list: without it the question is answered all the same.
    const { criticalCases: _omitted, ...specContext } = pageContext();
    const countOnly = await ask(browser, { ...question("Quais são os casos críticos?"), context: specContext });
    expect(countOnly.status).toBe(200);
  });

  it("answers from the server's own data: a posted context that differs is refused (409), nothing of it is used", async () => {
    const { browser } = await newSignedInUser("agent-tampered");
    const tampered = await ask(browser, { ...question("Quantos atendimentos hoje?"), context: sampleContext() });
    expect(tampered.status).toBe(409);
    expect(((await tampered.json()) as { error: string }).error).toContain("não conferem");
  });

  it("a follow-up about 'desses' keeps the previous question's channel, and says when the page has no such figure", async () => {
    const { browser } = await newSignedInUser("agent-follow-up");
    const page = pageContext();
    const channel = page.exploratoryData.channelDistribution[0];
    if (!channel) throw new Error("the page has no channel");
    const response = await ask(browser, {
      messages: [
        { role: "user", content: `Quantos atendimentos vieram pelo ${channel.channel}?` },
        { role: "assistant", content: "…" },
        { role: "user", content: "E quantos desses foram resolvidos sem intervenção humana?" },
      ],
      context: page,
    });
    const answer = await answerOf(response);
    expect(answer).toContain(channel.channel);
    expect(answer).toMatch(/não traz/);
    expect(digits(answer)).toContain(String(page.callCenterMetrics.autoResolved));
  });

  it("requires a session", async () => {
    const response = await ask(new Browser(), question("Oi"));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Sessão expirada. Faça login novamente.", code: "unauthorized" });
  });

  it("answers bad JSON and bad shapes with 400 and a Portuguese message", async () => {
    const { browser } = await newSignedInUser("agent-bad");
    const badJson = await ask(browser, "{ isto não é json");
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toEqual({ error: "JSON inválido.", code: "invalid_json" });
    const noContext = await ask(browser, { messages: [{ role: "user", content: "Oi" }] });
    expect(noContext.status).toBe(400);
    expect(((await noContext.json()) as { error: string }).error).toMatch(/^Dados inválidos/);
    const lastIsAssistant = await ask(browser, {
      ...question("Oi"),
      messages: [{ role: "assistant", content: "Olá" }],
    });
    expect(lastIsAssistant.status).toBe(400);
  });

  it("requires application/json", async () => {
    const { browser } = await newSignedInUser("agent-type");
    const response = await browser.fetch(PATH, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: JSON.stringify(question("Oi")),
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: string }).error).toContain("application/json");
  });

  it("bounds the request size", async () => {
    const { browser } = await newSignedInUser("agent-big");
    const response = await ask(browser, { ...question("x"), padding: "x".repeat(70 * 1024) });
    expect(response.status).toBe(413);
  });

  it("limits each user to 20 questions a minute", async () => {
    const { browser } = await newSignedInUser("agent-limit");
    standClockInWindowToCome(AGENT_RATE_LIMIT.windowMs);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        // Invalid bodies are cheap and still count: the limit is checked first.
        statuses.push((await ask(browser, "{}")).status);
      }
      expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      vi.useRealTimers();
    }
  });
});
