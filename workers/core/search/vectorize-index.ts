import type { VectorEntry, VectorIndex, VectorMatch } from "./vector-index.ts";
import { describedDimensions } from "./vector-dimensions.ts";
import { chunkIdOfVector, vectorId } from "./vector-ids.ts";

/**
 * Cloudflare Vectorize: the project id is the namespace, and the vector id is
 * the project's id and the chunk's (`<project>:<chunk>`, ./vector-ids.ts), so a
 * document's vectors are deleted by its chunks' ids (known from its store). An
 * index's ids are global to it, whatever the namespace: were the chunk id alone
 * the vector id, a chunk id handed out twice (D1 restored to an earlier moment
 * rewinds the id blocks while the stores keep their chunks,
 * #workers/objects/project-store/chunk-ids.ts) would let one project's vectors replace another's. Each project's vectors are in
 * one index of several (./vector-index-assignment.ts); `binding` is that
 * index, or how to find a project's. Vectorize takes at most 1,000 vectors
 * per upsert and per delete, and applies them asynchronously, in order:
 * `visible` tells when they answer.
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
  describe?(): Promise<VectorizeIndexInfo>;
}

/** An index's dimension never changes: read once per isolate and binding. */
const dimensionsOf = new WeakMap<VectorizeBinding, Promise<number | null>>();

function indexDimensions(index: VectorizeBinding): Promise<number | null> {
  let known = dimensionsOf.get(index);
  if (!known) {
    known = index.describe ? index.describe().then(describedDimensions) : Promise.resolve(null);
    // A failed describe is asked again next time, not remembered.
    known.catch(() => dimensionsOf.delete(index));
    dimensionsOf.set(index, known);
  }
  return known;
}

/**
 * The index of a project: `assign` when it is about to write (a project
 * without one gets one then); reads and deletions of a project that never
 * wrote find none, and there is nothing for them to do.
 */
export type ProjectIndex = (projectId: string, options: { assign: boolean }) => Promise<VectorizeBinding | null>;

/** Which of these chunks' vectors the index answers, a getByIds call per 20; `untilShort` stops at the first batch short of its ids. */
async function heldVectors(index: VectorizeBinding, projectId: string, chunkIds: number[], untilShort: boolean) {
  const held: number[] = [];
  for (let start = 0; start < chunkIds.length; start += GET_BATCH) {
    const ids = chunkIds.slice(start, start + GET_BATCH).map((chunkId) => vectorId(projectId, chunkId));
    const found = await index.getByIds(ids);
    for (const vector of found) {
      const { id } = vector as { id?: unknown };
      if (typeof id === "string") held.push(chunkIdOfVector(id));
    }
    if (untilShort && found.length < ids.length) break;
  }
  return held;
}

export function createVectorizeIndex(binding: VectorizeBinding | ProjectIndex): VectorIndex {
  const resolve: ProjectIndex = typeof binding === "function" ? binding : async () => binding;
  const indexOf = async (projectId: string) => {
    const index = await resolve(projectId, { assign: true });
    if (!index) throw new Error(`no Vectorize index for project ${projectId}`);
    return index;
  };
  return {
    async upsert(projectId: string, entries: VectorEntry[]) {
      if (entries.length === 0) return;
      const index = await indexOf(projectId);
      for (let start = 0; start < entries.length; start += BATCH) {
        await index.upsert(
          entries.slice(start, start + BATCH).map((entry) => ({
            id: vectorId(projectId, entry.chunkId),
            values: Array.from(entry.vector),
            namespace: projectId,
            metadata: { documentId: entry.documentId },
          })),
        );
      }
    },
    async query(projectId: string, vector: Float32Array, topK: number): Promise<VectorMatch[]> {
      const index = await resolve(projectId, { assign: false });
      if (!index) return [];
      const result = await index.query(Array.from(vector), { topK: Math.min(topK, 100), namespace: projectId });
      return result.matches.map((match) => ({ chunkId: chunkIdOfVector(match.id), score: match.score }));
    },
    async visible(projectId: string, chunkIds: number[]) {
      const index = await resolve(projectId, { assign: false });
      if (!index) return chunkIds.length === 0;
      return (await heldVectors(index, projectId, chunkIds, true)).length === chunkIds.length;
    },
    async held(projectId: string, chunkIds: number[]) {
      const index = await resolve(projectId, { assign: false });
      return index ? heldVectors(index, projectId, chunkIds, false) : [];
    },
    async dimensions(projectId: string) {
      return indexDimensions(await indexOf(projectId));
    },
    async remove(projectId: string, chunkIds: number[]) {
      if (chunkIds.length === 0) return;
      const index = await resolve(projectId, { assign: false });
      if (!index) return;
      for (let start = 0; start < chunkIds.length; start += BATCH) {
        await index.deleteByIds(chunkIds.slice(start, start + BATCH).map((chunkId) => vectorId(projectId, chunkId)));
      }
    },
  };
}
