import { openAiCompatible } from "#core/ai/openai-compatible.ts";
import type { Embedder } from "./embedder.ts";
import { sdkEmbedder } from "./sdk-embedder.ts";

export const OPENAI_EMBEDDING_MODEL = "text-embedding-3-small";
export const OPENAI_EMBEDDING_DIMENSIONS = 1536;

/**
 * OpenAI (or any compatible server's) embeddings through the ai SDK, from
 * `/embeddings` at OPENAI_BASE_URL (../ai/openai-compatible.ts), in calls of
 * the model's `maxEmbeddingsPerCall` (2,048 texts, more than an ingestion step
 * embeds). `fetch` is for tests at the paid API's boundary.
 */
export function createOpenAiEmbedder(options: {
  apiKey: string;
  baseURL?: string;
  fetch?: typeof globalThis.fetch;
}): Embedder {
  const provider = openAiCompatible(options);
  return sdkEmbedder(
    `openai:${OPENAI_EMBEDDING_MODEL}`,
    OPENAI_EMBEDDING_DIMENSIONS,
    provider.embeddingModel(OPENAI_EMBEDDING_MODEL),
  );
}
