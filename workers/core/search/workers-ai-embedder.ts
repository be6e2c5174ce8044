import { createWorkersAI } from "workers-ai-provider";
import type { Embedder } from "./embedder.ts";
import { sdkEmbedder } from "./sdk-embedder.ts";

/** Dimensions of the Workers AI embedding models we know; the Vectorize index must be created with it (docs/deploy.md). */
export const WORKERS_AI_EMBEDDING_DIMENSIONS: Record<string, number> = {
  "@cf/baai/bge-m3": 1024,
  "@cf/baai/bge-base-en-v1.5": 768,
  "@cf/baai/bge-large-en-v1.5": 1024,
  "@cf/baai/bge-small-en-v1.5": 384,
};

/**
 * Texts per Workers AI embedding call. workers-ai-provider's default (3,000)
 * would send an ingestion step's whole batch (256 chunks of up to 1,200
 * characters, some 100,000 tokens) in one request, past bge-m3's context window
 * of 60,000 tokens (Cloudflare's model page); 96 such chunks stay under it.
 */
export const WORKERS_AI_TEXTS_PER_CALL = 96;

/** Workers AI embeddings through the AI SDK's Workers AI provider (the `AI` binding). */
export function createWorkersAiEmbedder(binding: Ai, modelId: string): Embedder {
  const dimensions = WORKERS_AI_EMBEDDING_DIMENSIONS[modelId];
  if (!dimensions) throw new Error(`Dimensão desconhecida para o modelo de embeddings ${modelId}`);
  const model = createWorkersAI({ binding }).textEmbedding(modelId, {
    maxEmbeddingsPerCall: WORKERS_AI_TEXTS_PER_CALL,
  });
  return sdkEmbedder(`workers-ai:${modelId}`, dimensions, model);
}
