import { database } from "#core/db/client.ts";
import { createD1VectorIndex } from "./d1-vector-index.ts";
import { type AiProviderEnv, embedderFor } from "#core/ai/providers.ts";
import type { Embedder } from "./embedder.ts";
import { checkedVectorIndex, checkEmbedder } from "./embedder-check.ts";
import type { VectorIndex } from "./vector-index.ts";
import { createVectorizeIndex } from "./vectorize-index.ts";

/** What retrieval and ingestion need from the environment. */
export interface SearchEnv extends AiProviderEnv {
  DB: D1Database;
  VECTORIZE?: VectorizeIndex;
  VECTOR_INDEX?: string;
}

export interface SearchServices {
  embedder: Embedder;
  vectors: VectorIndex;
}

/**
 * Embeddings: the provider's (#core/ai/providers.ts: OpenAI, Workers AI or offline).
 * Vectors: Vectorize when VECTOR_INDEX is "vectorize" (production), the D1
 * index when it is "d1" (every local run and test). Either is checked once
 * per isolate against the stored vectors' model (./embedder-check.ts).
 */
export function searchServices(env: SearchEnv): SearchServices {
  const embedder = embedderFor(env);
  const db = database(env.DB);
  if (env.VECTOR_INDEX === "vectorize") {
    const vectorize = env.VECTORIZE;
    if (!vectorize) throw new Error("VECTOR_INDEX=vectorize but the VECTORIZE binding is missing");
    return {
      embedder,
      vectors: checkedVectorIndex(createVectorizeIndex(vectorize), () => checkEmbedder(db, embedder, vectorize)),
    };
  }
  return {
    embedder,
    vectors: checkedVectorIndex(createD1VectorIndex(db, embedder.model), () => checkEmbedder(db, embedder)),
  };
}
