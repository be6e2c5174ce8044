import { type EmbeddingModel, embedMany } from "ai";
import type { Embedder } from "./embedder.ts";

/**
 * A hosted embedding model behind the Embedder interface. `embedMany` cuts the
 * texts into calls of the model's own `maxEmbeddingsPerCall` and returns the
 * vectors in the texts' order. The calls go one at a time: an ingestion step
 * embeds its batch while a throttled account waits between steps
 * (workers/ingestion/provider-throttle.ts), and parallel calls would spend a
 * rate limit in bursts. Each call retries twice on a retryable error (the
 * SDK's backoff) before the step fails.
 */
const CALLS_AT_ONCE = 1;
const RETRIES = 2;

export function sdkEmbedder(name: string, dimensions: number, model: EmbeddingModel): Embedder {
  return {
    model: name,
    dimensions,
    async embed(texts, options) {
      if (texts.length === 0) return [];
      const { embeddings } = await embedMany({
        model,
        values: texts,
        maxParallelCalls: CALLS_AT_ONCE,
        maxRetries: RETRIES,
        abortSignal: options?.signal,
      });
      return embeddings.map((embedding) => Float32Array.from(embedding));
    },
  };
}
