import { contentWords, stemOf } from "./text-analysis.ts";

/**
 * Turns texts into vectors for the vector index. Two real implementations
 * share this interface: OpenAI's embeddings when OPENAI_API_KEY is set
 * (./openai-embedder.ts) and this offline one by default.
 */
export interface Embedder {
  /** Stored with every vector; vectors of different models are never compared. */
  readonly model: string;
  readonly dimensions: number;
  /** `signal` cancels a remote call (a chat turn gives up on a provider that hangs). */
  embed(texts: string[], options?: { signal?: AbortSignal }): Promise<Float32Array[]>;
}

/** The offline embedder's dimension: the production Vectorize index must be created with it (docs/deploy.md). */
export const OFFLINE_DIMENSIONS = 768;

/**
 * Offline embedder: needs no download and runs anywhere. Each text becomes a
 * bag of Portuguese features hashed into OFFLINE_DIMENSIONS signed buckets:
 * the words' stems (so inflections meet) and character 3- to 5-grams of the
 * folded words (so derived forms the stemmer keeps apart, like "origem" and
 * "originou", misspellings and compounds still overlap). Counts are dampened
 * (1 + ln tf) and the vector is L2-normalised, so the dot product is a
 * cosine. Measured on FaQuAD (docs/performance.md): alone it ranks below BM25,
 * but it finds what stemming misses, which is what the hybrid uses it for.
 */
export function createOfflineEmbedder(dimensions = OFFLINE_DIMENSIONS): Embedder {
  return {
    model: `nexo-hash-pt-v2-${dimensions}`,
    dimensions,
    async embed(texts) {
      return texts.map((text) => embedOne(text, dimensions));
    },
  };
}

function embedOne(text: string, dimensions: number): Float32Array {
  const counts = new Map<string, number>();
  const add = (feature: string) => counts.set(feature, (counts.get(feature) ?? 0) + 1);
  for (const word of contentWords(text)) {
    add(`s:${stemOf(word)}`);
    const padded = `<${word}>`;
    for (let n = 3; n <= 5; n++) {
      for (let i = 0; i + n <= padded.length; i++) add(`g:${padded.slice(i, i + n)}`);
    }
  }
  const vector = new Float32Array(dimensions);
  for (const [feature, count] of counts) {
    const hash = fnv1a(feature);
    const sign = hash & 0x80000000 ? -1 : 1;
    vector[hash % dimensions] = (vector[hash % dimensions] ?? 0) + sign * (1 + Math.log(count));
  }
  return normalize(vector);
}

export function normalize(vector: Float32Array): Float32Array {
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let i = 0; i < vector.length; i++) vector[i] = (vector[i] ?? 0) / norm;
  return vector;
}

/** 32-bit FNV-1a: fast, stable across runtimes, good enough spread for feature hashing. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
