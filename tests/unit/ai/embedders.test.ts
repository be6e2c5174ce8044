import { describe, expect, it } from "vitest";
import { createOpenAiEmbedder, OPENAI_EMBEDDING_DIMENSIONS } from "#core/search/openai-embedder.ts";
import { createWorkersAiEmbedder, WORKERS_AI_TEXTS_PER_CALL } from "#core/search/workers-ai-embedder.ts";

/**
 * The hosted embedders at the paid APIs' boundary: the real ai SDK and
 * providers over a Workers AI binding and an OpenAI endpoint that answer in
 * their own formats. Each text's vector carries the text's number, so the
 * order of the vectors returned is checked against the texts'.
 */
const texts = (count: number) => Array.from({ length: count }, (_, i) => `trecho ${i}`);
const numberOf = (text: string) => Number(text.split(" ")[1]);

function workersAi(fail?: (call: number) => Error | null) {
  const calls: string[][] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const run = async (_model: string, inputs: { text: string[] }) => {
    calls.push(inputs.text);
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await Promise.resolve();
    inFlight--;
    const error = fail?.(calls.length - 1);
    if (error) throw error;
    return {
      shape: [inputs.text.length, 1024],
      data: inputs.text.map((text) => [numberOf(text), ...Array.from({ length: 1023 }, () => 0)]),
    };
  };
  return { binding: { run } as unknown as Ai, calls, mostInFlight: () => mostInFlight };
}

function openAi() {
  const calls: string[][] = [];
  const fetch = async (_url: string | URL | Request, init?: RequestInit) => {
    const { input } = JSON.parse(String(init?.body)) as { input: string[] };
    calls.push(input);
    return Response.json({
      object: "list",
      data: input.map((text, index) => ({
        object: "embedding",
        index,
        embedding: [numberOf(text), ...Array.from({ length: OPENAI_EMBEDDING_DIMENSIONS - 1 }, () => 0)],
      })),
      model: "text-embedding-3-small",
      usage: { prompt_tokens: input.length, total_tokens: input.length },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

describe("Workers AI embeddings", () => {
  it("sends an ingestion step's batch in calls of at most 96 texts, one at a time, and keeps the texts' order", async () => {
    const fake = workersAi();
    const vectors = await createWorkersAiEmbedder(fake.binding, "@cf/baai/bge-m3").embed(texts(256));
    expect(fake.calls.map((call) => call.length)).toEqual([96, 96, 64]);
    expect(fake.calls.every((call) => call.length <= WORKERS_AI_TEXTS_PER_CALL)).toBe(true);
    expect(fake.calls.flat()).toEqual(texts(256));
    expect(fake.mostInFlight()).toBe(1);
    expect(vectors.map((vector) => vector[0])).toEqual(texts(256).map(numberOf));
    expect(vectors.every((vector) => vector.length === 1024)).toBe(true);
  });

  it("fails the whole batch when a call fails, and sends nothing after it", async () => {
    const fake = workersAi((call) => (call === 1 ? new Error("5007: No such model") : null));
    await expect(createWorkersAiEmbedder(fake.binding, "@cf/baai/bge-m3").embed(texts(200))).rejects.toThrow(
      /No such model/,
    );
    expect(fake.calls).toHaveLength(2);
  });

  it("makes no call for no texts", async () => {
    const fake = workersAi();
    expect(await createWorkersAiEmbedder(fake.binding, "@cf/baai/bge-m3").embed([])).toEqual([]);
    expect(fake.calls).toHaveLength(0);
  });
});

describe("OpenAI embeddings", () => {
  it("sends a step's batch in one call (the model takes 2,048 texts a call) and more in calls of 2,048", async () => {
    const fake = openAi();
    const embedder = createOpenAiEmbedder({ apiKey: "sk-test", fetch: fake.fetch });
    const step = await embedder.embed(texts(256));
    expect(fake.calls.map((call) => call.length)).toEqual([256]);
    expect(step.map((vector) => vector[0])).toEqual(texts(256).map(numberOf));

    fake.calls.length = 0;
    const many = await embedder.embed(texts(3000));
    expect(fake.calls.map((call) => call.length)).toEqual([2048, 952]);
    expect(many.map((vector) => vector[0])).toEqual(texts(3000).map(numberOf));
  });
});
