import type { VectorMatch } from "#core/search/vector-index.ts";

/**
 * The int8 vectors of the local vector index (in each project's store,
 * #workers/objects/project-store/store-vectors.ts): vectors are quantised to int8 with one scale each (a
 * quarter of a float's size, cosine error well under 1%), kept in segments of
 * up to 256 stored a column per dimension, and scored exactly by brute force
 * over the query's non-zero dimensions only.
 */
export const SEGMENT_SIZE = 256;

/** A segment as a query scores it: its vectors' ids and scales, and the columns read so far, by dimension. */
export interface Int8Segment {
  ids: Int32Array;
  scales: Float32Array;
  dimensions: number;
  /** Each vector's component of a dimension, in vector order. */
  columns: Map<number, Int8Array>;
}

/** Symmetric int8 quantisation with one scale per vector. */
export function quantize(vector: Float32Array): { scale: number; values: Int8Array } {
  let max = 0;
  for (const value of vector) max = Math.max(max, Math.abs(value));
  const scale = max > 0 ? max / 127 : 1;
  const values = new Int8Array(vector.length);
  for (let i = 0; i < vector.length; i++) values[i] = Math.round((vector[i] ?? 0) / scale);
  return { scale, values };
}

/**
 * Exact top-K by dot product (the vectors are normalised, so a cosine) over
 * the query's non-zero components only, a column at a time; a min-heap keeps
 * the best K.
 */
export function topMatches(
  segments: Iterable<Int8Segment>,
  query: Float32Array,
  dimensions: number[],
  topK: number,
): VectorMatch[] {
  const heap = new MinHeap(topK);
  const sums = new Float64Array(SEGMENT_SIZE);
  for (const segment of segments) {
    if (segment.dimensions !== query.length) continue;
    const size = segment.ids.length;
    sums.fill(0, 0, size);
    for (const d of dimensions) {
      const column = segment.columns.get(d);
      if (!column) continue;
      const weight = query[d] ?? 0;
      for (let i = 0; i < size; i++) sums[i] = (sums[i] ?? 0) + weight * (column[i] ?? 0);
    }
    for (let i = 0; i < size; i++) heap.offer(segment.ids[i] ?? 0, (sums[i] ?? 0) * (segment.scales[i] ?? 0));
  }
  return heap.sorted();
}

/** The K largest scores seen, with their ids. */
class MinHeap {
  private readonly ids: number[] = [];
  private readonly scores: number[] = [];
  private readonly capacity: number;
  constructor(capacity: number) {
    this.capacity = capacity;
  }

  offer(id: number, score: number) {
    if (this.capacity <= 0) return;
    if (this.scores.length < this.capacity) {
      this.ids.push(id);
      this.scores.push(score);
      this.up(this.scores.length - 1);
    } else if (score > (this.scores[0] ?? -Infinity)) {
      this.ids[0] = id;
      this.scores[0] = score;
      this.down(0);
    }
  }

  sorted(): VectorMatch[] {
    return this.ids.map((chunkId, i) => ({ chunkId, score: this.scores[i] ?? 0 })).sort((a, b) => b.score - a.score);
  }

  private swap(a: number, b: number) {
    [this.ids[a], this.ids[b]] = [this.ids[b] ?? 0, this.ids[a] ?? 0];
    [this.scores[a], this.scores[b]] = [this.scores[b] ?? 0, this.scores[a] ?? 0];
  }

  private up(i: number) {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((this.scores[parent] ?? 0) <= (this.scores[i] ?? 0)) return;
      this.swap(i, parent);
      i = parent;
    }
  }

  private down(i: number) {
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let smallest = i;
      if (left < this.scores.length && (this.scores[left] ?? 0) < (this.scores[smallest] ?? 0)) smallest = left;
      if (right < this.scores.length && (this.scores[right] ?? 0) < (this.scores[smallest] ?? 0)) smallest = right;
      if (smallest === i) return;
      this.swap(i, smallest);
      i = smallest;
    }
  }
}
