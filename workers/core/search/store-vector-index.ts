import type { ProjectStores } from "#core/store/project-stores.ts";
import type { VectorEntry, VectorIndex, VectorMatch } from "./vector-index.ts";

/**
 * The local vector index (VECTOR_INDEX=local: local runs and tests, where
 * Vectorize cannot run): each project's vectors in its own store
 * (#workers/objects/project-store/store-vectors.ts), of the embedder's model. A search passes
 * the question's vector to the store, which scores it in the same call as the
 * full text. The store writes synchronously, so a written vector answers at once.
 */
export function createStoreVectorIndex(stores: ProjectStores, model: string): VectorIndex {
  return {
    scoredInStore: true,
    async upsert(projectId: string, entries: VectorEntry[]) {
      if (entries.length === 0) return;
      if (!(await stores.of(projectId).upsertVectors(projectId, model, entries)))
        throw new Error(`the store of ${projectId} refused its own vectors`);
    },
    query(projectId: string, vector: Float32Array, topK: number): Promise<VectorMatch[]> {
      return stores.of(projectId).queryVectors(projectId, model, vector, topK);
    },
    async remove(projectId: string, chunkIds: number[]) {
      if (chunkIds.length === 0) return;
      await stores.of(projectId).removeVectors(projectId, chunkIds);
    },
    async visible() {
      return true;
    },
    held(projectId: string, chunkIds: number[]) {
      return chunkIds.length === 0 ? Promise.resolve([]) : stores.of(projectId).vectorsHeld(projectId, model, chunkIds);
    },
  };
}
