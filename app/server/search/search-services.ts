import { database } from "../db/client.server.ts";
import { createD1VectorIndex } from "./d1-vector-index.ts";
import { createOfflineEmbedder, type Embedder } from "./embedder.ts";
import { createOpenAiEmbedder } from "./openai-embedder.ts";
import type { VectorIndex } from "./vector-index.ts";
import { createVectorizeIndex } from "./vectorize-index.ts";

/** What retrieval and ingestion need from the environment. */
export interface SearchEnv {
  DB: D1Database;
  VECTORIZE?: VectorizeIndex;
  VECTOR_INDEX?: string;
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
}

export interface SearchServices {
  embedder: Embedder;
  vectors: VectorIndex;
}

/**
 * Embeddings: OpenAI's with OPENAI_API_KEY, else the offline embedder.
 * Vectors: Vectorize when VECTOR_INDEX is "vectorize" (production), the D1
 * index when it is "d1" (every local run and test).
 */
export function searchServices(env: SearchEnv): SearchServices {
  const embedder = env.OPENAI_API_KEY
    ? createOpenAiEmbedder({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL })
    : createOfflineEmbedder();
  if (env.VECTOR_INDEX === "vectorize") {
    if (!env.VECTORIZE) throw new Error("VECTOR_INDEX=vectorize but the VECTORIZE binding is missing");
    return { embedder, vectors: createVectorizeIndex(env.VECTORIZE) };
  }
  return { embedder, vectors: createD1VectorIndex(database(env.DB), embedder.model) };
}
