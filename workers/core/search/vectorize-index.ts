import type { VectorEntry, VectorIndex, VectorMatch } from "./vector-index.ts";

/**
 * Cloudflare Vectorize: the project id is the namespace, the chunk id the
 * vector id, so a document's vectors are deleted by its chunks' ids (known
 * from D1). Vectorize takes at most 1,000 vectors per upsert and per delete,
 * and applies them asynchronously, in order: `visible` tells when they answer.
 */
const BATCH = 1000;
/** getByIds answers at most 20 vectors per call. */
const GET_BATCH = 20;

/**
 * What this module uses of the binding: the production VECTORIZE binding and
 * tests/support/memory-vectorize.ts (its stand-in under workerd) both answer it.
 */
export interface VectorizeBinding {
  query(vector: number[], options: VectorizeQueryOptions): Promise<{ matches: { id: string; score: number }[] }>;
  upsert(vectors: VectorizeVector[]): Promise<unknown>;
  deleteByIds(ids: string[]): Promise<unknown>;
  getByIds(ids: string[]): Promise<unknown[]>;
}

export function createVectorizeIndex(binding: VectorizeBinding): VectorIndex {
  return {
    async upsert(projectId: string, entries: VectorEntry[]) {
      for (let start = 0; start < entries.length; start += BATCH) {
        await binding.upsert(
          entries.slice(start, start + BATCH).map((entry) => ({
            id: String(entry.chunkId),
            values: Array.from(entry.vector),
            namespace: projectId,
            metadata: { documentId: entry.documentId },
          })),
        );
      }
    },
    async query(projectId: string, vector: Float32Array, topK: number): Promise<VectorMatch[]> {
      const result = await binding.query(Array.from(vector), { topK: Math.min(topK, 100), namespace: projectId });
      return result.matches.map((match) => ({ chunkId: Number(match.id), score: match.score }));
    },
    async visible(_projectId: string, chunkIds: number[]) {
      for (let start = 0; start < chunkIds.length; start += GET_BATCH) {
        const ids = chunkIds.slice(start, start + GET_BATCH).map(String);
        const found = await binding.getByIds(ids);
        if (found.length < ids.length) return false;
      }
      return true;
    },
    async remove(_projectId: string, chunkIds: number[]) {
      for (let start = 0; start < chunkIds.length; start += BATCH) {
        await binding.deleteByIds(chunkIds.slice(start, start + BATCH).map(String));
      }
    },
  };
}
