import { type AiProviderEnv, embedderFor } from "#core/ai/providers.ts";
import { database } from "#core/db/client.ts";
import { type ProjectStores, projectStores, type StoreEnv } from "#core/store/project-stores.ts";
import type { Embedder } from "./embedder.ts";
import { checkedVectorIndex, checkEmbedder } from "./embedder-check.ts";
import { createStoreVectorIndex } from "./store-vector-index.ts";
import {
  indexOfProject,
  maxVectorsPerIndex,
  type VectorizeListEnv,
  vectorizeIndexes,
} from "./vector-index-assignment.ts";
import type { VectorIndex } from "./vector-index.ts";
import { createVectorizeIndex } from "./vectorize-index.ts";

/** What retrieval and ingestion need from the environment. */
export interface SearchEnv extends AiProviderEnv, StoreEnv, VectorizeListEnv {
  DB: D1Database;
  VECTORIZE?: VectorizeIndex;
  VECTOR_INDEX?: string;
}

export interface SearchServices {
  embedder: Embedder;
  vectors: VectorIndex;
  stores: ProjectStores;
}

/**
 * Embeddings: the provider's (#core/ai/providers.ts: OpenAI, Workers AI or offline).
 * Vectors: Vectorize when VECTOR_INDEX is "vectorize" (production), each
 * project's in the index it was given (./vector-index-assignment.ts);
 * otherwise (every local run and test) each project's own store. Either is
 * checked once per isolate against the stored vectors' model
 * (./embedder-check.ts). Stores: one per project (#core/store/project-stores.ts).
 */
export function searchServices(env: SearchEnv): SearchServices {
  const embedder = embedderFor(env);
  const db = database(env.DB);
  const stores = projectStores(env);
  if (env.VECTOR_INDEX === "vectorize") {
    const indexes = vectorizeIndexes(env);
    const maxVectors = maxVectorsPerIndex(env);
    const [first] = indexes;
    return {
      embedder,
      stores,
      vectors: checkedVectorIndex(
        createVectorizeIndex(
          async (projectId, { assign }) =>
            (await indexOfProject(db, projectId, indexes, { assign, maxVectors }))?.index ?? null,
        ),
        () => checkEmbedder(db, embedder, first?.index),
      ),
    };
  }
  return {
    embedder,
    stores,
    vectors: checkedVectorIndex(createStoreVectorIndex(stores, embedder.model), () => checkEmbedder(db, embedder)),
  };
}
