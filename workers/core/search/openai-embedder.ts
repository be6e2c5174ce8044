import { createOpenAI } from "@ai-sdk/openai";
import type { Embedder } from "./embedder.ts";
import { sdkEmbedder } from "./sdk-embedder.ts";

export const OPENAI_EMBEDDING_MODEL = "text-embedding-3-small";
export const OPENAI_EMBEDDING_DIMENSIONS = 1536;

/**
 * OpenAI (or any compatible server's) embeddings through the ai SDK, in calls
 * of the provider's `maxEmbeddingsPerCall` (2,048 texts, more than an
 * ingestion step embeds). `fetch` is for tests at the paid API's boundary.
 */
export function createOpenAiEmbedder(options: {
  apiKey: string;
  baseURL?: string;
  fetch?: typeof globalThis.fetch;
}): Embedder {
  const provider = createOpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL || undefined,
    fetch: options.fetch,
  });
  return sdkEmbedder(
    `openai:${OPENAI_EMBEDDING_MODEL}`,
    OPENAI_EMBEDDING_DIMENSIONS,
    provider.embedding(OPENAI_EMBEDDING_MODEL),
  );
}
