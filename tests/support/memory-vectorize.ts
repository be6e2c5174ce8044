/**
 * An in-memory index with the Vectorize binding's semantics (the V2 API the
 * production VECTORIZE binding answers), so the code that talks to Vectorize
 * (workers/core/search/vectorize-index.ts) runs under workerd in tests, where Vectorize has no
 * local simulator. What it keeps from the real service, per
 * developers.cloudflare.com/vectorize/platform/limits and the binding's
 * reference:
 * - mutations are asynchronous: insert, upsert and deleteByIds answer a
 *   mutationId at once and take effect `visibilityDelayMs` later, in order
 *   (describe() reports the last one processed);
 * - the index has one dimension and one metric: a vector of another length is
 *   refused; cosine and dot-product scores rank high-first, euclidean
 *   distances low-first;
 * - ids are unique across the index (64 bytes at most) and each vector may
 *   name a namespace (64 bytes at most), which a query can be scoped to;
 * - at most 1,000 vectors per insert or upsert; insert keeps an existing id,
 *   upsert replaces it;
 * - topK defaults to 5 and is at most 100, or 20 when values or all metadata
 *   are returned; metadata (10 KiB at most a vector) filters only on
 *   properties with a metadata index, and only for vectors written after the
 *   index existed;
 * - an index holds at most `capacity` vectors (10 million in Vectorize; a
 *   test gives a tiny one to fill an index): an upsert that would pass it is refused.
 */
export interface MemoryVectorizeOptions {
  dimensions: number;
  metric: VectorizeDistanceMetric;
  /** How long a mutation takes to become visible. */
  visibilityDelayMs?: number;
  /** Metadata properties with a metadata index (Vectorize needs them before insertion). */
  metadataIndexes?: string[];
  /** Vectors the index may hold (Vectorize: 10,000,000). */
  capacity?: number;
}

interface StoredVector {
  id: string;
  values: Float32Array;
  namespace?: string;
  metadata?: Record<string, VectorizeVectorMetadata>;
  /** The metadata properties indexed when this vector was written. */
  indexed: Set<string>;
}

interface Mutation {
  id: string;
  at: number;
  apply: () => void;
}

const MAX_BATCH = 1000;
const MAX_TOP_K = 100;
const MAX_TOP_K_WITH_DATA = 20;
const MAX_ID_BYTES = 64;
const MAX_METADATA_BYTES = 10 * 1024;

export type MemoryVectorize = Vectorize & { readonly options: MemoryVectorizeOptions };

export function createMemoryVectorize(options: MemoryVectorizeOptions): MemoryVectorize {
  const stored = new Map<string, StoredVector>();
  const pending: Mutation[] = [];
  const indexes = new Set(options.metadataIndexes ?? []);
  let processed = { mutation: "", at: 0 };
  let counter = 0;

  const byteLength = (text: string) => new TextEncoder().encode(text).byteLength;

  function settle() {
    const now = Date.now();
    while (pending.length > 0 && (pending[0]?.at ?? Infinity) <= now) {
      const mutation = pending.shift();
      if (!mutation) break;
      mutation.apply();
      processed = { mutation: mutation.id, at: mutation.at };
    }
  }

  function enqueue(apply: () => void): VectorizeAsyncMutation {
    const mutationId = crypto.randomUUID();
    counter++;
    pending.push({ id: mutationId, at: Date.now() + (options.visibilityDelayMs ?? 0), apply });
    return { mutationId };
  }

  function validate(vectors: VectorizeVector[], operation: "INSERT" | "UPSERT"): StoredVector[] {
    if (vectors.length > MAX_BATCH)
      throw new Error(`VECTOR_${operation}_ERROR: at most ${MAX_BATCH} vectors per request, got ${vectors.length}`);
    return vectors.map((vector) => {
      if (!vector.id || byteLength(vector.id) > MAX_ID_BYTES)
        throw new Error(`VECTOR_${operation}_ERROR: invalid vector id "${vector.id}"`);
      if (vector.values.length !== options.dimensions) {
        throw new Error(
          `VECTOR_${operation}_ERROR: invalid vector for id="${vector.id}", expected ${options.dimensions} dimensions, and got ${vector.values.length} dimensions`,
        );
      }
      if (vector.namespace !== undefined && byteLength(vector.namespace) > MAX_ID_BYTES) {
        throw new Error(`VECTOR_${operation}_ERROR: namespace longer than ${MAX_ID_BYTES} bytes`);
      }
      if (vector.metadata) {
        if (byteLength(JSON.stringify(vector.metadata)) > MAX_METADATA_BYTES)
          throw new Error(`VECTOR_${operation}_ERROR: metadata over 10 KiB for id="${vector.id}"`);
        for (const key of Object.keys(vector.metadata)) {
          if (!key || key.includes(".") || key.includes('"') || key.startsWith("$"))
            throw new Error(`VECTOR_${operation}_ERROR: invalid metadata key "${key}"`);
        }
      }
      return {
        id: vector.id,
        values: Float32Array.from(vector.values),
        namespace: vector.namespace,
        metadata: vector.metadata ? structuredClone(vector.metadata) : undefined,
        indexed: new Set(indexes),
      };
    });
  }

  /** Counts what the index holds once the mutations already due apply, plus this request's new ids (pending ones not yet due are not counted). */
  function refuseBeyondCapacity(vectors: StoredVector[], operation: "INSERT" | "UPSERT") {
    if (options.capacity === undefined) return;
    settle();
    const fresh = new Set(vectors.map((vector) => vector.id).filter((id) => !stored.has(id)));
    if (stored.size + fresh.size > options.capacity)
      throw new Error(`VECTOR_${operation}_ERROR: the index is full (${stored.size} of ${options.capacity} vectors)`);
  }

  function score(a: Float32Array, b: Float32Array): number {
    let dot = 0;
    let normA = 0;
    let normB = 0;
    let distance = 0;
    for (let i = 0; i < a.length; i++) {
      const x = a[i] ?? 0;
      const y = b[i] ?? 0;
      dot += x * y;
      normA += x * x;
      normB += y * y;
      distance += (x - y) * (x - y);
    }
    if (options.metric === "euclidean") return Math.sqrt(distance);
    if (options.metric === "dot-product") return dot;
    return normA > 0 && normB > 0 ? dot / Math.sqrt(normA * normB) : 0;
  }

  function matchesFilter(vector: StoredVector, filter: VectorizeVectorMetadataFilter | undefined): boolean {
    if (!filter) return true;
    return Object.entries(filter).every(([field, condition]) => {
      // Without a metadata index on the property (when the vector was written), nothing matches it.
      if (!vector.indexed.has(field)) return false;
      const value = vector.metadata?.[field];
      if (condition === null || typeof condition !== "object" || Array.isArray(condition)) return value === condition;
      return Object.entries(condition).every(([op, operand]) => {
        switch (op) {
          case "$eq":
            return value === operand;
          case "$ne":
            return value !== operand;
          case "$in":
            return Array.isArray(operand) && (operand as unknown[]).includes(value);
          case "$nin":
            return Array.isArray(operand) && !(operand as unknown[]).includes(value);
          case "$lt":
            return value !== undefined && operand !== null && (value as number | string) < (operand as number | string);
          case "$lte":
            return (
              value !== undefined && operand !== null && (value as number | string) <= (operand as number | string)
            );
          case "$gt":
            return value !== undefined && operand !== null && (value as number | string) > (operand as number | string);
          case "$gte":
            return (
              value !== undefined && operand !== null && (value as number | string) >= (operand as number | string)
            );
          default:
            throw new Error(`VECTOR_QUERY_ERROR: unknown filter operator ${op}`);
        }
      });
    });
  }

  function metadataOf(
    vector: StoredVector,
    level: VectorizeMetadataRetrievalLevel,
  ): Record<string, VectorizeVectorMetadata> | undefined {
    if (level === "none" || !vector.metadata) return undefined;
    if (level === "all") return structuredClone(vector.metadata);
    return Object.fromEntries(Object.entries(vector.metadata).filter(([key]) => vector.indexed.has(key)));
  }

  function search(query: Float32Array, queryOptions: VectorizeQueryOptions = {}): VectorizeMatches {
    if (query.length !== options.dimensions) {
      throw new Error(
        `VECTOR_QUERY_ERROR: query vector has ${query.length} dimensions, the index has ${options.dimensions}`,
      );
    }
    const topK = queryOptions.topK ?? 5;
    const level: VectorizeMetadataRetrievalLevel =
      queryOptions.returnMetadata === true
        ? "all"
        : queryOptions.returnMetadata === false
          ? "none"
          : (queryOptions.returnMetadata ?? "none");
    const heavy = queryOptions.returnValues === true || level === "all";
    const limit = heavy ? MAX_TOP_K_WITH_DATA : MAX_TOP_K;
    if (!Number.isInteger(topK) || topK < 1 || topK > limit) {
      throw new Error(
        `VECTOR_QUERY_ERROR: topK must be between 1 and ${limit}${heavy ? " when returning values or all metadata" : ""}, got ${topK}`,
      );
    }
    const ascending = options.metric === "euclidean";
    const matches = [...stored.values()]
      .filter(
        (vector) =>
          (queryOptions.namespace === undefined || vector.namespace === queryOptions.namespace) &&
          matchesFilter(vector, queryOptions.filter),
      )
      .map((vector) => ({ vector, score: score(query, vector.values) }))
      .sort((a, b) => (ascending ? a.score - b.score : b.score - a.score))
      .slice(0, topK)
      .map(({ vector, score: value }) => ({
        id: vector.id,
        score: value,
        ...(vector.namespace !== undefined ? { namespace: vector.namespace } : {}),
        ...(queryOptions.returnValues ? { values: Array.from(vector.values) } : {}),
        ...(metadataOf(vector, level) ? { metadata: metadataOf(vector, level) } : {}),
      }));
    return { matches, count: matches.length };
  }

  const index = {
    options,
    async describe(): Promise<VectorizeIndexInfo> {
      settle();
      return {
        vectorCount: stored.size,
        dimensions: options.dimensions,
        processedUpToDatetime: processed.at,
        processedUpToMutation: counter - pending.length,
      };
    },
    async query(vector: VectorFloatArray | number[], queryOptions?: VectorizeQueryOptions): Promise<VectorizeMatches> {
      settle();
      return search(Float32Array.from(vector), queryOptions);
    },
    async queryById(vectorId: string, queryOptions?: VectorizeQueryOptions): Promise<VectorizeMatches> {
      settle();
      const vector = stored.get(vectorId);
      if (!vector) return { matches: [], count: 0 };
      return search(vector.values, queryOptions);
    },
    async insert(vectors: VectorizeVector[]): Promise<VectorizeAsyncMutation> {
      const valid = validate(vectors, "INSERT");
      refuseBeyondCapacity(valid, "INSERT");
      return enqueue(() => {
        for (const vector of valid) if (!stored.has(vector.id)) stored.set(vector.id, vector);
      });
    },
    async upsert(vectors: VectorizeVector[]): Promise<VectorizeAsyncMutation> {
      const valid = validate(vectors, "UPSERT");
      refuseBeyondCapacity(valid, "UPSERT");
      return enqueue(() => {
        for (const vector of valid) stored.set(vector.id, vector);
      });
    },
    async deleteByIds(ids: string[]): Promise<VectorizeAsyncMutation> {
      if (ids.length > MAX_BATCH)
        throw new Error(`VECTOR_DELETE_ERROR: at most ${MAX_BATCH} ids per request, got ${ids.length}`);
      const gone = [...ids];
      return enqueue(() => {
        for (const id of gone) stored.delete(id);
      });
    },
    async getByIds(ids: string[]): Promise<VectorizeVector[]> {
      settle();
      return ids.flatMap((id) => {
        const vector = stored.get(id);
        return vector
          ? [
              {
                id: vector.id,
                values: Array.from(vector.values),
                ...(vector.namespace !== undefined ? { namespace: vector.namespace } : {}),
                ...(vector.metadata ? { metadata: structuredClone(vector.metadata) } : {}),
              },
            ]
          : [];
      });
    },
  };
  return index as unknown as MemoryVectorize;
}
