import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { chunkVectors, vectorIndexGenerations } from "../db/schema.ts";
import type { VectorEntry, VectorIndex, VectorMatch } from "./vector-index.ts";

/**
 * The local vector index, inside D1: vectors are int8-quantised (a quarter of
 * a float's size, cosine error well under 1%) and scored by brute force in
 * the Worker. A project's vectors are cached per isolate and reloaded only
 * when the project's generation counter moves, so a query costs one tiny read
 * plus the scoring. Exact search: fine for a project's documents (50,000
 * chunks score in tens of milliseconds); Vectorize is the production index.
 */
const ROWS_PER_INSERT = 20; // 5 bound parameters a row; D1 allows 100 per statement
const STATEMENTS_PER_BATCH = 40;
const CACHE_BUDGET_BYTES = 48 * 1024 * 1024;

interface CachedProject {
  generation: number;
  ids: Int32Array;
  scales: Float32Array;
  data: Int8Array;
  dimensions: number;
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

  async function bump(projectId: string) {
    await db
      .insert(vectorIndexGenerations)
      .values({ projectId, generation: 1 })
      .onConflictDoUpdate({
        target: vectorIndexGenerations.projectId,
        set: { generation: sql`${vectorIndexGenerations.generation} + 1` },
      })
      .run();
  }

  async function load(projectId: string): Promise<CachedProject | null> {
    const state = await db
      .select({ generation: vectorIndexGenerations.generation })
      .from(vectorIndexGenerations)
      .where(eq(vectorIndexGenerations.projectId, projectId))
      .get();
    if (!state) return null;
    const key = `${projectId}:${model}`;
    const cached = projects.get(key);
    if (cached && cached.generation === state.generation) {
      // Refresh its place in the LRU order.
      projects.delete(key);
      projects.set(key, cached);
      return cached;
    }
    const rows = await db
      .select({ chunkId: chunkVectors.chunkId, scale: chunkVectors.scale, embedding: chunkVectors.embedding })
      .from(chunkVectors)
      .where(and(eq(chunkVectors.projectId, projectId), eq(chunkVectors.model, model)))
      .all();
    const first = rows[0];
    if (!first) return null;
    const dimensions = decode(first.embedding).length;
    const data = new Int8Array(rows.length * dimensions);
    const ids = new Int32Array(rows.length);
    const scales = new Float32Array(rows.length);
    rows.forEach((row, i) => {
      ids[i] = row.chunkId;
      scales[i] = row.scale;
      data.set(decode(row.embedding).subarray(0, dimensions), i * dimensions);
    });
    const entry = { generation: state.generation, ids, scales, data, dimensions, bytes: data.byteLength + rows.length * 8 };
    projects.set(key, entry);
    evict(projects);
    return entry;
  }

  return {
    async upsert(projectId: string, entries: VectorEntry[]) {
      const rows = entries.map((entry) => ({ chunkId: entry.chunkId, projectId, model, ...quantize(entry.vector) }));
      const statements = [];
      for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
        statements.push(
          db
            .insert(chunkVectors)
            .values(rows.slice(start, start + ROWS_PER_INSERT))
            .onConflictDoUpdate({
              target: chunkVectors.chunkId,
              set: { model: sql`excluded.model`, scale: sql`excluded.scale`, embedding: sql`excluded.embedding` },
            }),
        );
      }
      // Several statements per round trip; each batch is a transaction of its own.
      for (let start = 0; start < statements.length; start += STATEMENTS_PER_BATCH) {
        const [first, ...rest] = statements.slice(start, start + STATEMENTS_PER_BATCH);
        if (first) await db.batch([first, ...rest]);
      }
      await bump(projectId);
    },

    async query(projectId: string, vector: Float32Array, topK: number): Promise<VectorMatch[]> {
      const project = await load(projectId);
      if (!project || project.dimensions !== vector.length) return [];
      return topMatches(project, vector, topK);
    },

    async visible() {
      // D1 writes are visible to the next read.
      return true;
    },

    async remove(projectId: string, chunkIds: number[]) {
      for (let start = 0; start < chunkIds.length; start += 90) {
        await db
          .delete(chunkVectors)
          .where(and(eq(chunkVectors.projectId, projectId), inArray(chunkVectors.chunkId, chunkIds.slice(start, start + 90))))
          .run();
      }
      await bump(projectId);
    },
  };
}

/** Symmetric int8 quantisation with one scale per vector. */
export function quantize(vector: Float32Array): { scale: number; embedding: string } {
  let max = 0;
  for (const value of vector) max = Math.max(max, Math.abs(value));
  const scale = max > 0 ? max / 127 : 1;
  const bytes = new Int8Array(vector.length);
  for (let i = 0; i < vector.length; i++) bytes[i] = Math.round((vector[i] ?? 0) / scale);
  return { scale, embedding: encode(bytes) };
}

function encode(bytes: Int8Array): string {
  let binary = "";
  const view = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function decode(text: string): Int8Array {
  const binary = atob(text);
  const bytes = new Int8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = (binary.charCodeAt(i) << 24) >> 24;
  return bytes;
}

function topMatches(project: CachedProject, query: Float32Array, topK: number): VectorMatch[] {
  const { ids, scales, data, dimensions } = project;
  const best: VectorMatch[] = [];
  let floor = -Infinity;
  for (let row = 0; row < ids.length; row++) {
    let dot = 0;
    const offset = row * dimensions;
    for (let d = 0; d < dimensions; d++) dot += (query[d] ?? 0) * (data[offset + d] ?? 0);
    const score = dot * (scales[row] ?? 0);
    if (best.length < topK || score > floor) {
      best.push({ chunkId: ids[row] ?? 0, score });
      if (best.length > topK) {
        best.sort((a, b) => b.score - a.score);
        best.length = topK;
      }
      floor = best.length === topK ? Math.min(...best.map((match) => match.score)) : -Infinity;
    }
  }
  return best.sort((a, b) => b.score - a.score);
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
