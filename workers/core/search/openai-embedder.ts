import { createOpenAI } from "@ai-sdk/openai";
import { embedMany } from "ai";
import type { Embedder } from "./embedder.ts";

export const OPENAI_EMBEDDING_MODEL = "text-embedding-3-small";
export const OPENAI_EMBEDDING_DIMENSIONS = 1536;

/** OpenAI (or any compatible server's) embeddings through the ai SDK; batches of 96 texts. */
export function createOpenAiEmbedder(options: { apiKey: string; baseURL?: string }): Embedder {
  const provider = createOpenAI({ apiKey: options.apiKey, baseURL: options.baseURL || undefined });
  const model = provider.embedding(OPENAI_EMBEDDING_MODEL);
  return {
    model: `openai:${OPENAI_EMBEDDING_MODEL}`,
    dimensions: OPENAI_EMBEDDING_DIMENSIONS,
    async embed(texts, options) {
      const vectors: Float32Array[] = [];
      for (let start = 0; start < texts.length; start += 96) {
        const values = texts.slice(start, start + 96);
        const { embeddings } = await embedMany({ model, values, maxRetries: 2, abortSignal: options?.signal });
        vectors.push(...embeddings.map((embedding) => Float32Array.from(embedding)));
      }
      return vectors;
    },
  };
}
