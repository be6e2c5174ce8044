import { decodeBase64, encodeBase64 } from "@oslojs/encoding";
import type { Database } from "#core/db/client.ts";
import { bindingOf } from "#core/db/d1-session.ts";
import {
  loadSegments,
  type NewVectorSegment,
  type SegmentHeader,
  segmentChunkIds,
  segmentColumns,
  segmentHeaders,
  segmentIds,
  StaleVectorWrite,
  type StoredVectorSegment,
  vectorGeneration,
  writeSegments,
} from "#core/db/vector-segments.ts";
import { quantize, type Int8Segment, SEGMENT_SIZE, topMatches } from "./int8-vectors.ts";
import type { VectorEntry, VectorIndex, VectorMatch } from "./vector-index.ts";

/**
 * Kept for projects whose chunks are still in D1 (local runs): the local
 * vector index as it was before it moved into each project's store
 * (#core/store/store-vectors.ts, the same layout and scoring). The move from
 * D1 reads it once; a later migration drops its tables once they are empty.
 *
 * The local vector index, inside D1 (tables in workers/core/db/vector-segments.ts):
 * vectors are int8-quantised (a quarter of a float's size, cosine error well
 * under 1%), stored in segments of up to 256, and scored exactly by brute
 * force in the Worker. Each dimension of a segment is its own row (the
 * component of each of its vectors), and a query reads only the rows of its
 * non-zero dimensions: the offline embedder's queries touch about a tenth of
 * the 768, so the first question in a cold isolate reads ~6 MB of a
 * 50,000-chunk project instead of all 38 MB (docs/performance.md).
 * Each isolate caches the columns it has read, by segment and dimension; a
 * segment is immutable once written (a change writes a new one), so the
 * cache only ever adds what a query lacks and drops segments that are gone.
 * Vectorize is the production index.
 */
/** Writes computed again when another write to the project got in first (see writeFresh). */
const WRITE_ATTEMPTS = 8;
/** Reads again when a write deleted segments while a query read them, so it never scores half a change. */
const READ_ATTEMPTS = 3;

type SegmentChange = { insert: NewVectorSegment[]; remove: number[] };
const CACHE_BUDGET_BYTES = 64 * 1024 * 1024;

interface CachedProject {
  generation: number;
  segments: Map<number, Int8Segment>;
  bytes: number;
}

const caches = new WeakMap<object, Map<string, CachedProject>>();

export function createD1VectorIndex(db: Database, model: string): VectorIndex {
  // One cache per binding, not per drizzle instance: each request reads through a session of its own.
  const binding = bindingOf(db.$client);
  let cache = caches.get(binding);
  if (!cache) {
    cache = new Map();
    caches.set(binding, cache);
  }
  const projects = cache;

  /** The project's segments with every column of `dimensions` loaded, or null when it has no vectors. */
  async function load(projectId: string, dimensions: number[]): Promise<CachedProject | null> {
    for (let attempt = 1; ; attempt++) {
      const generation = await vectorGeneration(db, projectId);
      if (generation === null) return null;
      const key = `${projectId}:${model}`;
      const cached = projects.get(key);
      // Refresh its place in the LRU order.
      projects.delete(key);
      const segments =
        cached?.generation === generation ? cached.segments : await currentSegments(projectId, cached?.segments);
      const { added, vanished } = await readColumns(projectId, segments, dimensions);
      // A reused entry grows by what was read; a rebuilt one is measured whole (what was read included).
      const entry = {
        generation,
        segments,
        bytes: cached?.generation === generation ? cached.bytes + added : sizeOf(segments),
      };
      projects.set(key, entry);
      evict(projects);
      // A write deleted a listed segment meanwhile, so the segments that replaced it are not listed: read again.
      // (Segments are immutable: a write that only added some leaves this read a consistent, earlier view.)
      if (!vanished || attempt >= READ_ATTEMPTS) return entry;
    }
  }

  /** The project's segments now: the cached ones still there, with headers read for the rest. */
  async function currentSegments(
    projectId: string,
    cached: Map<number, Int8Segment> | undefined,
  ): Promise<Map<number, Int8Segment>> {
    const ids = await segmentIds(db, projectId, model);
    const segments = new Map<number, Int8Segment>();
    for (const id of ids) {
      const segment = cached?.get(id);
      if (segment) segments.set(id, segment);
    }
    for (const header of await segmentHeaders(
      db,
      projectId,
      ids.filter((id) => !segments.has(id)),
    ))
      segments.set(header.id, decodeHeader(header));
    return segments;
  }

  /** Reads the columns of `dimensions` the segments lack: the bytes added, and whether a listed segment was gone. */
  async function readColumns(
    projectId: string,
    segments: Map<number, Int8Segment>,
    dimensions: number[],
  ): Promise<{ added: number; vanished: boolean }> {
    const missing = new Set<number>();
    const lacking: number[] = [];
    for (const [id, segment] of segments) {
      const absent = dimensions.filter((d) => d < segment.dimensions && !segment.columns.has(d));
      if (absent.length === 0) continue;
      lacking.push(id);
      for (const d of absent) missing.add(d);
    }
    if (lacking.length === 0) return { added: 0, vanished: false };
    const wanted = [...missing].sort((a, b) => a - b);
    let added = 0;
    for (const row of await segmentColumns(db, projectId, lacking, wanted)) {
      const segment = segments.get(row.segmentId);
      if (!segment || segment.columns.has(row.dim)) continue;
      const column = decodeColumn(row.data, segment.ids.length);
      segment.columns.set(row.dim, column);
      added += column.byteLength;
    }
    // A segment deleted between the listing and this read has no row: it is gone, not empty.
    let vanished = false;
    for (const id of lacking) {
      const segment = segments.get(id);
      if (segment && dimensions.some((d) => d < segment.dimensions && !segment.columns.has(d))) {
        segments.delete(id);
        vanished = true;
      }
    }
    return { added, vanished };
  }

  /** The segments holding any of these chunks, written anew without them (or only deleted when emptied). */
  async function without(projectId: string, chunkIds: number[]): Promise<SegmentChange> {
    const gone = new Set(chunkIds);
    const touched = (await segmentChunkIds(db, projectId)).filter((segment) =>
      segment.chunkIds.some((id) => gone.has(id)),
    );
    const insert: NewVectorSegment[] = [];
    const remove: number[] = [];
    for (const row of await loadSegments(
      db,
      projectId,
      touched.map((segment) => segment.id),
    )) {
      remove.push(row.id);
      const kept = entriesOf(row).filter((entry) => !gone.has(entry.chunkId));
      if (kept.length > 0) insert.push(encodeQuantized(projectId, row.documentId, row.model, row.dimensions, kept));
    }
    return { insert, remove };
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
      for (const entry of entries)
        byDocument.set(entry.documentId, [...(byDocument.get(entry.documentId) ?? []), entry]);
      for (const [documentId, group] of byDocument) {
        for (let start = 0; start < group.length; start += SEGMENT_SIZE) {
          const slice = group.slice(start, start + SEGMENT_SIZE);
          const quantized = slice.map((entry) => ({ chunkId: entry.chunkId, ...quantize(entry.vector) }));
          insert.push(encodeQuantized(projectId, documentId, model, slice[0]?.vector.length ?? 0, quantized));
        }
      }
      await writeFresh(projectId, async () => {
        const old = await without(projectId, ids);
        return { insert: [...old.insert, ...insert], remove: old.remove };
      });
    },

    async query(projectId: string, vector: Float32Array, topK: number): Promise<VectorMatch[]> {
      const dimensions = [...vector.keys()].filter((d) => vector[d] !== 0);
      const project = await load(projectId, dimensions);
      if (!project) return [];
      return topMatches(project.segments.values(), vector, dimensions, topK);
    },

    async visible() {
      // D1 writes are visible to the next read.
      return true;
    },

    async remove(projectId: string, chunkIds: number[]) {
      if (chunkIds.length === 0) return;
      await writeFresh(projectId, async () => {
        const change = await without(projectId, chunkIds);
        return change.remove.length > 0 ? change : null;
      });
    },
  };
}

interface QuantizedEntry {
  chunkId: number;
  scale: number;
  values: Int8Array;
}

/** A segment to write: its vectors' components a column per dimension, each column's bytes as base64. */
function encodeQuantized(
  projectId: string,
  documentId: string,
  model: string,
  dimensions: number,
  entries: QuantizedEntry[],
): NewVectorSegment {
  const scales = new Float32Array(entries.length);
  const column = new Int8Array(entries.length);
  const columns: string[] = [];
  entries.forEach((entry, i) => {
    scales[i] = entry.scale;
  });
  for (let d = 0; d < dimensions; d++) {
    entries.forEach((entry, i) => {
      column[i] = entry.values[d] ?? 0;
    });
    columns.push(encodeBase64(new Uint8Array(column.buffer)));
  }
  return {
    projectId,
    documentId,
    model,
    dimensions,
    chunkIds: entries.map((entry) => entry.chunkId),
    scales: encodeFloats(scales),
    columns,
  };
}

/** A whole stored segment back as quantised entries (to write it again without some of them). */
function entriesOf(segment: StoredVectorSegment): QuantizedEntry[] {
  const size = segment.chunkIds.length;
  const columns = Array.from({ length: segment.dimensions }, (_, d) => decodeColumn(segment.columns[d] ?? "", size));
  const scales = decodeFloats(segment.scales);
  return segment.chunkIds.map((chunkId, i) => ({
    chunkId,
    scale: scales[i] ?? 0,
    values: Int8Array.from(columns, (column) => column[i] ?? 0),
  }));
}

function decodeHeader(header: SegmentHeader): Int8Segment {
  return {
    ids: Int32Array.from(header.chunkIds),
    scales: decodeFloats(header.scales),
    dimensions: header.dimensions,
    columns: new Map(),
  };
}

/** One column's base64 as its `size` components (atob is native and fast; a missing column reads as zeros). */
function decodeColumn(base64: string, size: number): Int8Array {
  const binary = atob(base64);
  const column = new Int8Array(size);
  for (let i = 0; i < size; i++) column[i] = binary.charCodeAt(i);
  return column;
}

function decodeFloats(base64: string): Float32Array {
  const bytes = decodeBase64(base64);
  // A copy when the bytes do not start on a float's boundary.
  const aligned = bytes.byteOffset % 4 === 0 ? bytes : bytes.slice();
  return new Float32Array(aligned.buffer, aligned.byteOffset, aligned.byteLength / 4);
}

function encodeFloats(values: Float32Array): string {
  return encodeBase64(new Uint8Array(values.buffer, values.byteOffset, values.byteLength));
}

function sizeOf(segments: Map<number, Int8Segment>): number {
  let bytes = 0;
  for (const segment of segments.values()) {
    bytes += segment.ids.byteLength + segment.scales.byteLength;
    for (const column of segment.columns.values()) bytes += column.byteLength;
  }
  return bytes;
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
