import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "#core/db/client.ts";
import { createD1VectorIndex } from "#core/search/d1-vector-index.ts";
import type { VectorIndex } from "#core/search/vector-index.ts";
import { recordingD1 } from "#tests/support/recording-d1.ts";
import { createBenchProject, indexDocuments } from "#scripts/bench-worker/retrieval-index.ts";

/**
 * The local vector index (issue 17): vectors stored a dimension's column
 * after another, read by the columns a query needs, cached per isolate. Each
 * "isolate" here is an index over its own D1 wrapper, which has its own cache.
 * Expected rankings come from the test's own float vectors, never from the index.
 */
const MODEL = "test-columns-64";
const DIMENSIONS = 64;
/** 256 + 256 + 91: two full segments and a short one whose columns need padding. */
const CHUNKS = 603;

let projectId = "";
let documentId = "";
let chunkIds: number[] = [];
const vectors = new Map<number, Float32Array>();

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

/** A fresh index over its own D1 wrapper: a cold isolate, and the statements it runs. */
function isolate(): { index: VectorIndex; statements: { sql: string; params: unknown[] }[] } {
  const recording = recordingD1(env.DB);
  return { index: createD1VectorIndex(database(recording.db), MODEL), statements: recording.statements };
}

/** The dimensions each read of vector_columns asked for. */
function columnReads(statements: { sql: string; params: unknown[] }[]): number[][] {
  return statements
    .filter((statement) => /FROM vector_columns/.test(statement.sql))
    .map((statement) => JSON.parse(String(statement.params.at(-1))) as number[]);
}

beforeAll(async () => {
  const project = await createBenchProject(env.DB, "d1-vector-columns");
  projectId = project.projectId;
  // Real chunk and document rows (the segments reference them); the embedder's vectors are replaced below.
  const offline = {
    embedder: {
      model: "unused",
      dimensions: DIMENSIONS,
      embed: async (texts: string[]) => texts.map(() => new Float32Array(DIMENSIONS)),
    },
  };
  const noVectors: VectorIndex = {
    upsert: async () => {},
    query: async () => [],
    remove: async () => {},
    visible: async () => true,
  };
  [chunkIds = []] = await indexDocuments(env.DB, { ...offline, vectors: noVectors }, project, [
    { name: "Colunas", chunks: Array.from({ length: CHUNKS }, (_, i) => `trecho ${i}`) },
  ]);
  documentId =
    (await env.DB.prepare("SELECT id FROM documents WHERE project_id = ?1").bind(projectId).first<string>("id")) ?? "";
  const random = seeded(7);
  for (const chunkId of chunkIds) vectors.set(chunkId, denseVector(random));
  await isolate().index.upsert(
    projectId,
    chunkIds.map((chunkId) => ({ chunkId, documentId, vector: vectors.get(chunkId) ?? new Float32Array(DIMENSIONS) })),
  );
}, 60_000);

describe("the D1 vector index, by columns", () => {
  it("ranks as exact cosine over the float vectors, within int8 quantisation", async () => {
    const random = seeded(11);
    const { index } = isolate();
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

  it("a cold isolate reads only the columns of the query's non-zero dimensions, and then only what it lacks", async () => {
    const random = seeded(13);
    const { index, statements } = isolate();
    await index.query(projectId, sparseQuery(random, [5, 9, 30]), 5);
    expect(columnReads(statements)).toEqual([[5, 9, 30]]);
    await index.query(projectId, sparseQuery(random, [9, 30, 44]), 5);
    expect(columnReads(statements)).toEqual([[5, 9, 30], [44]]);
    await index.query(projectId, sparseQuery(random, [5, 44]), 5);
    // Everything asked is cached: no column read.
    expect(columnReads(statements)).toHaveLength(2);
  });

  it("a warm isolate follows another isolate's writes: removed chunks leave, replaced vectors score anew", async () => {
    const random = seeded(17);
    const warm = isolate().index;
    const probe = sparseQuery(random, [1, 2, 3, 4]);
    const before = await warm.query(projectId, probe, 5);
    expect(before).toHaveLength(5);
    // Another isolate removes the best match and gives a far chunk the probe's own direction.
    const writer = isolate().index;
    const removed = before[0]?.chunkId ?? -1;
    const moved = chunkIds.find((id) => !before.some((hit) => hit.chunkId === id)) ?? -1;
    await writer.remove(projectId, [removed]);
    vectors.delete(removed);
    vectors.set(moved, probe);
    await writer.upsert(projectId, [{ chunkId: moved, documentId, vector: probe }]);

    const after = await warm.query(projectId, probe, 5);
    expect(after.map((hit) => hit.chunkId)).not.toContain(removed);
    expect(after[0]?.chunkId).toBe(moved);
    expect(after[0]?.score).toBeGreaterThan(0.99);
    // What the warm isolate answers is what a cold one answers.
    expect(after).toEqual(await isolate().index.query(projectId, probe, 5));
    const stored = await env.DB.prepare(
      "SELECT count(*) AS entries, count(DISTINCT j.value) AS chunks FROM vector_segments s, json_each(s.chunk_ids) j WHERE s.project_id = ?1",
    )
      .bind(projectId)
      .first<{ entries: number; chunks: number }>();
    expect(stored).toEqual({ entries: CHUNKS - 1, chunks: CHUNKS - 1 });
    // Every segment has a column per dimension, and no column outlives its segment.
    const columns = await env.DB.prepare(
      `SELECT (SELECT count(*) FROM vector_columns WHERE project_id = ?1) AS columns,
              (SELECT count(*) * ${DIMENSIONS} FROM vector_segments WHERE project_id = ?1) AS expected,
              (SELECT count(*) FROM vector_columns c WHERE c.project_id = ?1
                 AND NOT EXISTS (SELECT 1 FROM vector_segments s WHERE s.id = c.segment_id)) AS orphans`,
    )
      .bind(projectId)
      .first<{ columns: number; expected: number; orphans: number }>();
    expect(columns?.orphans).toBe(0);
    expect(columns?.columns).toBe(columns?.expected);
  });
});
