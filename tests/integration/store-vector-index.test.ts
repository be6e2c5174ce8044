import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createStoreVectorIndex } from "#core/search/store-vector-index.ts";
import type { VectorIndex } from "#core/search/vector-index.ts";
import { projectStores } from "#core/store/project-stores.ts";
import { StoreVectors } from "#workers/objects/project-store/store-vectors.ts";
import { createBenchProject } from "#scripts/bench-worker/retrieval-index.ts";
import { inStore, recordingSql, storeSql } from "#tests/support/project-store.ts";

/**
 * The local vector index in a project's store: vectors stored a dimension's
 * column after another, read by the columns a query needs, kept in the
 * object's memory between calls. Expected rankings come from the test's own
 * float vectors, never from the index.
 */
const MODEL = "test-columns-64";
const DIMENSIONS = 64;
/** 256 + 256 + 91: two full segments and a short one. */
const CHUNKS = 603;

let projectId = "";
const documentId = crypto.randomUUID();
const chunkIds = Array.from({ length: CHUNKS }, (_, i) => 5_000_000 + i);
const vectors = new Map<number, Float32Array>();
let index: VectorIndex;

function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function normalized(values: number[]): Float32Array {
  const norm = Math.hypot(...values) || 1;
  return Float32Array.from(values, (value) => value / norm);
}

/** A dense unit vector, as a document's embedding is. */
function denseVector(random: () => number): Float32Array {
  return normalized(Array.from({ length: DIMENSIONS }, () => random() * 2 - 1));
}

/** A query touching only `dimensions`, as the offline embedder's queries do. */
function sparseQuery(random: () => number, dimensions: number[]): Float32Array {
  const values = new Array<number>(DIMENSIONS).fill(0);
  for (const d of dimensions) values[d] = random() * 2 - 1;
  return normalized(values);
}

function exactTop(query: Float32Array, topK: number, among = vectors): { chunkId: number; score: number }[] {
  return [...among]
    .map(([chunkId, vector]) => ({
      chunkId,
      score: vector.reduce((sum, value, d) => sum + value * (query[d] ?? 0), 0),
    }))
    .sort((a, b) => b.score - a.score)
    .slice(0, topK);
}

/** The dimensions each read of vector_columns asked for. */
function columnReads(statements: { query: string; params: unknown[] }[]): number[][] {
  return statements
    .filter((statement) => /FROM vector_columns/.test(statement.query) && /dim IN/.test(statement.query))
    .map((statement) => JSON.parse(String(statement.params.at(-1))) as number[]);
}

beforeAll(async () => {
  projectId = (await createBenchProject(env.DB, "store-vector-columns")).projectId;
  index = createStoreVectorIndex(projectStores(env), MODEL);
  const random = seeded(7);
  for (const chunkId of chunkIds) vectors.set(chunkId, denseVector(random));
  await index.upsert(
    projectId,
    chunkIds.map((chunkId) => ({ chunkId, documentId, vector: vectors.get(chunkId) ?? new Float32Array(DIMENSIONS) })),
  );
}, 60_000);

describe("the store's vector index, by columns", () => {
  it("ranks as exact cosine over the float vectors, within int8 quantisation", async () => {
    const random = seeded(11);
    for (let q = 0; q < 20; q++) {
      const query =
        q % 2 === 0
          ? denseVector(random)
          : sparseQuery(
              random,
              [3, 17, 18, 40, 63].map((d) => (d + q) % DIMENSIONS),
            );
      const expected = exactTop(query, 10);
      const actual = await index.query(projectId, query, 10);
      expect(actual).toHaveLength(10);
      // Quantisation moves a cosine by well under 0.01; the same chunks, scored as the floats score them.
      const overlap = actual.filter((hit) => expected.some((e) => e.chunkId === hit.chunkId)).length;
      expect(overlap, `query ${q}`).toBeGreaterThanOrEqual(9);
      expect(actual[0]?.chunkId, `query ${q}`).toBe(expected[0]?.chunkId);
      for (const hit of actual) {
        const exact =
          exactTop(query, 1, new Map([[hit.chunkId, vectors.get(hit.chunkId) ?? new Float32Array(DIMENSIONS)]]))[0]
            ?.score ?? NaN;
        expect(Math.abs(hit.score - exact), `query ${q}, chunk ${hit.chunkId}`).toBeLessThan(0.01);
      }
    }
  });

  it("a cold index reads only the columns of the query's non-zero dimensions, and then only what it lacks", async () => {
    const reads = await inStore(projectId, (real) => {
      const { sql, statements } = recordingSql(real);
      const cold = new StoreVectors(sql);
      const random = seeded(13);
      cold.query(MODEL, sparseQuery(random, [5, 9, 30]), 5);
      const first = columnReads(statements);
      cold.query(MODEL, sparseQuery(random, [9, 30, 44]), 5);
      const second = columnReads(statements);
      cold.query(MODEL, sparseQuery(random, [5, 44]), 5);
      return { first, second, third: columnReads(statements) };
    });
    expect(reads.first).toEqual([[5, 9, 30]]);
    expect(reads.second).toEqual([[5, 9, 30], [44]]);
    // Everything asked is in memory: no column read.
    expect(reads.third).toHaveLength(2);
  });

  it("a warm index follows its writes: removed chunks leave, replaced vectors score anew, as a cold one answers", async () => {
    const random = seeded(17);
    const probe = sparseQuery(random, [1, 2, 3, 4]);
    const before = await index.query(projectId, probe, 5);
    expect(before).toHaveLength(5);
    const removed = before[0]?.chunkId ?? -1;
    const moved = chunkIds.find((id) => !before.some((hit) => hit.chunkId === id)) ?? -1;
    await index.remove(projectId, [removed]);
    vectors.delete(removed);
    vectors.set(moved, probe);
    await index.upsert(projectId, [{ chunkId: moved, documentId, vector: probe }]);

    const after = await index.query(projectId, probe, 5);
    expect(after.map((hit) => hit.chunkId)).not.toContain(removed);
    expect(after[0]?.chunkId).toBe(moved);
    expect(after[0]?.score).toBeGreaterThan(0.99);
    expect(after).toEqual(await inStore(projectId, (sql) => new StoreVectors(sql).query(MODEL, probe, 5)));
    expect(
      await storeSql(
        projectId,
        "SELECT count(*) AS entries, count(DISTINCT j.value) AS chunks FROM vector_segments s, json_each(s.chunk_ids) j",
      ),
    ).toEqual([{ entries: CHUNKS - 1, chunks: CHUNKS - 1 }]);
    // No column outlives its segment; a segment keeps only the dimensions some of its vectors use (the moved
    // chunk's segment, the sparse probe alone, has four).
    expect(
      await storeSql(
        projectId,
        `SELECT (SELECT count(*) FROM vector_columns c WHERE NOT EXISTS (SELECT 1 FROM vector_segments s WHERE s.id = c.segment_id)) AS orphans,
                (SELECT count(*) FROM vector_segments s WHERE (SELECT count(*) FROM vector_columns c WHERE c.segment_id = s.id) NOT IN (4, ${DIMENSIONS})) AS odd`,
      ),
    ).toEqual([{ orphans: 0, odd: 0 }]);
  });
});
