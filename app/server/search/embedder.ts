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
  embed(texts: string[]): Promise<Float32Array[]>;
}

/** The offline embedder's dimension: the production Vectorize index must be created with it (docs/deploy.md). */
export const OFFLINE_DIMENSIONS = 512;

/**
 * Offline embedder: needs no download and runs anywhere. Each text becomes a
 * bag of Portuguese features hashed into OFFLINE_DIMENSIONS signed buckets:
 * the word's stems (so inflections meet), character 3- to 5-grams of the
 * folded word (so misspellings, compounds and derived forms still overlap),
 * and stem bigrams (a little word order). Counts are dampened (1 + ln tf) and
 * the vector is L2-normalised, so the dot product is a cosine.
 */
export function createOfflineEmbedder(dimensions = OFFLINE_DIMENSIONS): Embedder {
  return {
    model: `nexo-hash-pt-v1-${dimensions}`,
    dimensions,
    async embed(texts) {
      return texts.map((text) => embedOne(text, dimensions));
    },
  };
}

const WEIGHTS = { stem: 1, gram: 0.35, bigram: 0.5 };

function embedOne(text: string, dimensions: number): Float32Array {
  const counts = new Map<string, number>();
  const add = (feature: string, weight: number) => counts.set(feature, (counts.get(feature) ?? 0) + weight);
  const folded = contentWords(text);
  let previous: string | null = null;
  for (const word of folded) {
    const stem = stemOf(word);
    add(`s:${stem}`, WEIGHTS.stem);
    if (previous) add(`b:${previous}_${stem}`, WEIGHTS.bigram);
    previous = stem;
    const padded = `<${word}>`;
    for (let n = 3; n <= 5; n++) {
      for (let i = 0; i + n <= padded.length; i++) add(`g:${padded.slice(i, i + n)}`, WEIGHTS.gram);
    }
  }
  const vector = new Float32Array(dimensions);
  for (const [feature, weight] of counts) {
    const hash = fnv1a(feature);
    const sign = hash & 0x80000000 ? -1 : 1;
    vector[hash % dimensions] = (vector[hash % dimensions] ?? 0) + sign * (1 + Math.log(weight));
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
