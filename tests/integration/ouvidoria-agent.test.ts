import { describe, expect, it } from "vitest";
import { createDeltaReader } from "#app/lib/sse-client.ts";
import { Browser, newSignedInUser } from "#tests/support/http.ts";
import { sampleContext } from "#tests/support/ouvidoria-context.ts";

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
  context: sampleContext(),
});

describe("POST /api/functions/ouvidoria-ai-agent", () => {
  it("streams the offline analyst's answer as SSE deltas ended by [DONE]", async () => {
    const { browser } = await newSignedInUser("agent");
    const response = await ask(browser, question("Qual região precisa de mais atenção e por quê?"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/event-stream");
    const body = await response.text();
    const events = body.split("\n\n").filter(Boolean);
    expect(events.length).toBeGreaterThan(10);
    expect(events.every((event) => event.startsWith("data: "))).toBe(true);
    expect(events.at(-1)).toBe("data: [DONE]");
    let answer = "";
    const reader = createDeltaReader((text) => (answer += text));
    reader.feed(body);
    reader.end();
    expect(answer).toContain("Centro Histórico precisa de mais atenção");
  });

  it("answers a named case from the cases the page sent, and still answers a client that sends only the count", async () => {
    const { browser } = await newSignedInUser("agent-case");
    const named = await ask(browser, question("Qual o caso da Rita de Cássia?"));
    expect(named.status).toBe(200);
    let answer = "";
    const reader = createDeltaReader((text) => (answer += text));
    reader.feed(await named.text());
    reader.end();
    expect(answer).toContain("OUV-2026-000777");
    expect(answer).toContain("Envio de caminhão-pipa ao endereço");
    // The spec's contract has no case list: without it the question is answered, naming no case.
    const { criticalCases: _omitted, ...specContext } = sampleContext();
    const countOnly = await ask(browser, { ...question("Quais são os casos críticos?"), context: specContext });
    expect(countOnly.status).toBe(200);
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
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      // Invalid bodies are cheap and still count: the limit is checked first.
      statuses.push((await ask(browser, "{}")).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
