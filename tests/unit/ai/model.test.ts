import { streamText } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createOfflineAnalystModel } from "#core/ai/offline-model.ts";
import { modelFor } from "#core/ai/models.ts";
import { buildOuvidoriaSystemPrompt } from "#core/ai/ouvidoria-prompt.ts";
import { aiProviderLabel } from "#core/ai/provider-label.ts";
import { sampleContext } from "#tests/support/ouvidoria-context.ts";
import { textStream } from "#tests/support/model-stream.ts";

describe("model selection", () => {
  it("uses the offline analyst without a key and the configured hosted model with one", () => {
    const offline = modelFor("ouvidoria-analyst", {});
    expect(typeof offline === "object" && offline.provider).toBe("nexo-offline");
    const hosted = modelFor("ouvidoria-analyst", { OPENAI_API_KEY: "sk-test", OPENAI_MODEL: "gpt-4.1-mini" });
    expect(typeof hosted === "object" && hosted.modelId).toBe("gpt-4.1-mini");
    expect(typeof hosted === "object" && hosted.provider).toMatch(/^openai/);
  });

  it("credits the provider that actually answers", () => {
    expect(aiProviderLabel({})).toMatch(/offline/i);
    expect(aiProviderLabel({ OPENAI_API_KEY: "k" })).toBe("gpt-4o-mini via OpenAI");
    expect(aiProviderLabel({ OPENAI_API_KEY: "k", OPENAI_MODEL: "llama-3", AI_PROVIDER_NAME: "Groq" })).toBe(
      "llama-3 via Groq",
    );
  });

  it("never shows where the model is reached (the base URL may be an internal host)", () => {
    const label = aiProviderLabel({ OPENAI_API_KEY: "k", OPENAI_BASE_URL: "https://llm.interno.corp:8443/v1" });
    expect(label).not.toContain("interno");
    expect(label).not.toContain("8443");
    expect(label).toBe("gpt-4o-mini via provedor compatível com OpenAI");
  });
});

describe("offline analyst through the ai SDK", () => {
  it("streams the grounded answer in several pieces through streamText", async () => {
    const result = streamText({
      model: createOfflineAnalystModel({ chunkDelayMs: 0 }),
      system: buildOuvidoriaSystemPrompt(sampleContext()),
      messages: [{ role: "user", content: "Qual região precisa de mais atenção e por quê?" }],
    });
    const pieces: string[] = [];
    for await (const piece of result.textStream) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(10);
    expect(pieces.join("")).toContain("Centro Histórico precisa de mais atenção");
  });

  it("says so when the dashboard data is missing from the prompt", async () => {
    const result = streamText({
      model: createOfflineAnalystModel({ chunkDelayMs: 0 }),
      messages: [{ role: "user", content: "Resumo" }],
    });
    expect(await result.text).toContain("Não recebi os dados do painel");
  });
});

describe("hosted model boundary (mocked: a paid remote API)", () => {
  it("receives the dashboard data in its instructions and its stream is passed through", async () => {
    let systemSeen = "";
    const model = new MockLanguageModelV4({
      doStream: async ({ prompt }) => {
        systemSeen = prompt.map((m) => (m.role === "system" ? m.content : "")).join("");
        return {
          stream: textStream(["Resposta ", "hospedada"]),
        };
      },
    });
    const result = streamText({
      model,
      system: buildOuvidoriaSystemPrompt(sampleContext()),
      messages: [{ role: "user", content: "Oi" }],
    });
    expect(await result.text).toBe("Resposta hospedada");
    expect(systemSeen).toContain('"criticalCasesCount":1');
    expect(systemSeen).toContain("Centro Histórico");
    // A hosted model can answer a named case too: the cases travel in the same block.
    expect(systemSeen).toContain('"protocol":"OUV-2026-000777"');
  });
});

describe("hosted model wire (mocked: OpenAI or a compatible server at OPENAI_BASE_URL)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const sse = (events: unknown[]) =>
    new Response(`${events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join("")}data: [DONE]\n\n`, {
      headers: { "Content-Type": "text/event-stream" },
    });

  it("streams from Chat Completions at the configured base URL, with the usage asked for", async () => {
    const requests: { url: string; body: Record<string, unknown> }[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      requests.push({ url: String(input), body: JSON.parse(String(init?.body)) });
      return sse([
        { choices: [{ index: 0, delta: { role: "assistant", content: "Resposta " } }] },
        { choices: [{ index: 0, delta: { content: "compatível" }, finish_reason: "stop" }] },
        { choices: [], usage: { prompt_tokens: 7, completion_tokens: 2, total_tokens: 9 } },
      ]);
    });
    const model = modelFor("ouvidoria-analyst", {
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: "https://llm.interno.corp:8443/v1",
      OPENAI_MODEL: "llama-3",
    });
    const result = streamText({ model, messages: [{ role: "user", content: "Oi" }] });
    expect(await result.text).toBe("Resposta compatível");
    expect((await result.usage).outputTokens).toBe(2);
    expect(requests.map((request) => request.url)).toEqual(["https://llm.interno.corp:8443/v1/chat/completions"]);
    expect(requests[0]?.body).toMatchObject({
      model: "llama-3",
      stream: true,
      stream_options: { include_usage: true },
    });
  });

  it("reaches OpenAI's own API when no base URL is set", async () => {
    const urls: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      urls.push(String(input));
      return sse([{ choices: [{ index: 0, delta: { content: "Oi" }, finish_reason: "stop" }] }]);
    });
    const result = streamText({
      model: modelFor("project-agent", { OPENAI_API_KEY: "sk-test" }),
      messages: [{ role: "user", content: "Oi" }],
    });
    expect(await result.text).toBe("Oi");
    expect(urls).toEqual(["https://api.openai.com/v1/chat/completions"]);
  });
});
