import { embedMany } from "ai";
import { createWorkersAI } from "workers-ai-provider";
import type { Embedder } from "./embedder.ts";

/** Dimensions of the Workers AI embedding models we know; the Vectorize index must be created with it (docs/deploy.md). */
export const WORKERS_AI_EMBEDDING_DIMENSIONS: Record<string, number> = {
  "@cf/baai/bge-m3": 1024,
  "@cf/baai/bge-base-en-v1.5": 768,
  "@cf/baai/bge-large-en-v1.5": 1024,
  "@cf/baai/bge-small-en-v1.5": 384,
};

/** Workers AI embeddings through the AI SDK's Workers AI provider (the `AI` binding); batches of 96 texts. */
export function createWorkersAiEmbedder(binding: Ai, modelId: string): Embedder {
  const model = createWorkersAI({ binding }).textEmbedding(modelId);
  const dimensions = WORKERS_AI_EMBEDDING_DIMENSIONS[modelId];
  if (!dimensions) throw new Error(`Dimensão desconhecida para o modelo de embeddings ${modelId}`);
  return {
    model: `workers-ai:${modelId}`,
    dimensions,
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
