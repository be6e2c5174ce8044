import { decodeBase64, encodeBase64 } from "@oslojs/encoding";
import type { Database } from "../db/client.server.ts";
import {
  loadSegments,
  type NewVectorSegment,
  segmentChunkIds,
  segmentIds,
  StaleVectorWrite,
  vectorGeneration,
  type VectorSegmentRow,
  writeSegments,
} from "../db/vector-segments.server.ts";
import type { VectorEntry, VectorIndex, VectorMatch } from "./vector-index.ts";

/**
 * The local vector index, inside D1 (tables in app/server/db/vector-segments.server.ts):
 * vectors are int8-quantised (a quarter of a float's size, cosine error well
 * under 1%), stored in segments of up to 256, and scored exactly by brute
 * force in the Worker. Each isolate caches a project's decoded segments and,
 * when the project's generation counter moves, loads only the segments it
 * lacks. Scoring skips the query's zero components, which for the offline
 * embedder's hashed features are most of them: over 50,000 chunks a query
 * measured p50 212 ms scoring every component and 47 ms this way, on the
 * same loaded machine (docs/performance.md, issue 17). Loading those 50,000
 * vectors into a cold isolate still takes seconds locally. Vectorize is the
 * production index.
 */
const SEGMENT_SIZE = 256;
/** Writes computed again when another write to the project got in first (see writeFresh). */
const WRITE_ATTEMPTS = 8;

type SegmentChange = { insert: NewVectorSegment[]; replace: VectorSegmentRow[]; remove: number[] };
const CACHE_BUDGET_BYTES = 64 * 1024 * 1024;

interface Segment {
  ids: Int32Array;
  scales: Float32Array;
  data: Int8Array;
  dimensions: number;
}

interface CachedProject {
  generation: number;
  segments: Map<number, Segment>;
  bytes: number;
}

const caches = new WeakMap<object, Map<string, CachedProject>>();

export function createD1VectorIndex(db: Database, model: string): VectorIndex {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const projects = cache;

  async function load(projectId: string): Promise<CachedProject | null> {
    const generation = await vectorGeneration(db, projectId);
    if (generation === null) return null;
    const key = `${projectId}:${model}`;
    const cached = projects.get(key);
    // Refresh its place in the LRU order.
    projects.delete(key);
    if (cached && cached.generation === generation) {
      projects.set(key, cached);
      return cached;
    }
    const ids = await segmentIds(db, projectId, model);
    const kept = new Map<number, Segment>();
    for (const id of ids) {
      const segment = cached?.segments.get(id);
      if (segment) kept.set(id, segment);
    }
    for (const row of await loadSegments(db, projectId, ids.filter((id) => !kept.has(id)))) kept.set(row.id, decodeSegment(row));
    let bytes = 0;
    for (const segment of kept.values()) bytes += segment.data.byteLength + segment.ids.byteLength * 2;
    const entry = { generation, segments: kept, bytes };
    projects.set(key, entry);
    evict(projects);
    return entry;
  }

  /** The segments holding any of these chunks, rewritten without them (or deleted when emptied). */
  async function without(projectId: string, chunkIds: number[]): Promise<{ replace: VectorSegmentRow[]; remove: number[] }> {
    const gone = new Set(chunkIds);
    const touched = (await segmentChunkIds(db, projectId)).filter((segment) => segment.chunkIds.some((id) => gone.has(id)));
    const replace: VectorSegmentRow[] = [];
    const remove: number[] = [];
    for (const row of await loadSegments(db, projectId, touched.map((segment) => segment.id))) {
      const segment = decodeSegment(row);
      const keep = [...segment.ids.keys()].filter((i) => !gone.has(segment.ids[i] ?? -1));
      if (keep.length === 0) {
        remove.push(row.id);
        continue;
      }
      const data = new Int8Array(keep.length * segment.dimensions);
      keep.forEach((i, k) => data.set(segment.data.subarray(i * segment.dimensions, (i + 1) * segment.dimensions), k * segment.dimensions));
      replace.push({
        ...row,
        chunkIds: keep.map((i) => segment.ids[i] ?? -1),
        scales: encodeFloats(Float32Array.from(keep, (i) => segment.scales[i] ?? 0)),
        vectors: encodeBase64(new Uint8Array(data.buffer)),
      });
    }
    return { replace, remove };
  }

  /**
   * Computes a change from the segments as they are and writes it, unless
   * another write to the project came in between; then again, from what that
   * one left. Without this, two upserts of the same chunks at once (a
   * duplicated ingestion step) would each add a segment, and a chunk would
   * have two vectors.
   */
  async function writeFresh(projectId: string, compute: () => Promise<SegmentChange | null>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const generation = await vectorGeneration(db, projectId);
      const change = await compute();
      if (!change) return;
      try {
        await writeSegments(db, projectId, change, generation);
        return;
      } catch (error) {
        if (!(error instanceof StaleVectorWrite) || attempt >= WRITE_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
      }
    }
  }

  return {
    async upsert(projectId: string, entries: VectorEntry[]) {
      if (entries.length === 0) return;
      // An upsert replaces: a chunk already in a segment leaves it.
      const ids = entries.map((entry) => entry.chunkId);
      const insert: NewVectorSegment[] = [];
      const byDocument = new Map<string, VectorEntry[]>();
      for (const entry of entries) byDocument.set(entry.documentId, [...(byDocument.get(entry.documentId) ?? []), entry]);
      for (const [documentId, group] of byDocument) {
        for (let start = 0; start < group.length; start += SEGMENT_SIZE) {
          insert.push(encodeSegment(projectId, documentId, model, group.slice(start, start + SEGMENT_SIZE)));
        }
      }
      await writeFresh(projectId, async () => ({ insert, ...(await without(projectId, ids)) }));
    },

    async query(projectId: string, vector: Float32Array, topK: number): Promise<VectorMatch[]> {
      const project = await load(projectId);
      if (!project) return [];
      return topMatches(project.segments.values(), vector, topK);
    },

    async visible() {
      // D1 writes are visible to the next read.
      return true;
    },

    async remove(projectId: string, chunkIds: number[]) {
      if (chunkIds.length === 0) return;
      await writeFresh(projectId, async () => {
        const { replace, remove } = await without(projectId, chunkIds);
        return replace.length > 0 || remove.length > 0 ? { insert: [], replace, remove } : null;
      });
    },
  };
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

function encodeSegment(projectId: string, documentId: string, model: string, entries: VectorEntry[]): NewVectorSegment {
  const dimensions = entries[0]?.vector.length ?? 0;
  const data = new Int8Array(entries.length * dimensions);
  const scales = new Float32Array(entries.length);
  entries.forEach((entry, i) => {
    const { scale, values } = quantize(entry.vector);
    scales[i] = scale;
    data.set(values, i * dimensions);
  });
  return {
    projectId,
    documentId,
    model,
    dimensions,
    chunkIds: entries.map((entry) => entry.chunkId),
    scales: encodeFloats(scales),
    vectors: encodeBase64(new Uint8Array(data.buffer)),
  };
}

function decodeSegment(row: VectorSegmentRow): Segment {
  const data = decodeBase64(row.vectors);
  // A copy when the bytes do not start on a float's boundary.
  const scales = decodeBase64(row.scales);
  const aligned = scales.byteOffset % 4 === 0 ? scales : scales.slice();
  return {
    ids: Int32Array.from(row.chunkIds),
    scales: new Float32Array(aligned.buffer, aligned.byteOffset, aligned.byteLength / 4),
    data: new Int8Array(data.buffer, data.byteOffset, data.byteLength),
    dimensions: row.dimensions,
  };
}

function encodeFloats(values: Float32Array): string {
  return encodeBase64(new Uint8Array(values.buffer, values.byteOffset, values.byteLength));
}

/**
 * Exact top-K by dot product (the vectors are normalised, so a cosine) over
 * the query's non-zero components only; a min-heap keeps the best K.
 */
function topMatches(segments: Iterable<Segment>, query: Float32Array, topK: number): VectorMatch[] {
  const nonZero = [...query.keys()].filter((d) => query[d] !== 0);
  const dims = Int32Array.from(nonZero);
  const weights = Float64Array.from(nonZero, (d) => query[d] ?? 0);
  const heap = new MinHeap(topK);
  for (const { ids, scales, data, dimensions } of segments) {
    if (dimensions !== query.length) continue;
    for (let row = 0; row < ids.length; row++) {
      const offset = row * dimensions;
      let dot = 0;
      for (let k = 0; k < dims.length; k++) dot += (weights[k] ?? 0) * (data[offset + (dims[k] ?? 0)] ?? 0);
      heap.offer(ids[row] ?? 0, dot * (scales[row] ?? 0));
    }
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

function evict(projects: Map<string, CachedProject>) {
  let total = 0;
  for (const entry of projects.values()) total += entry.bytes;
  for (const [key, entry] of projects) {
    if (total <= CACHE_BUDGET_BYTES || projects.size === 1) break;
    projects.delete(key);
    total -= entry.bytes;
  }
}
