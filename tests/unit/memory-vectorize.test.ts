import { describe, expect, it, vi } from "vitest";
import { createMemoryVectorize } from "#tests/support/memory-vectorize.ts";

/** The in-memory index keeps the Vectorize binding's semantics; each rule here is one the real service has. */
const unit = (...values: number[]) => values;

async function visible<T>(read: () => Promise<T>, until: (value: T) => boolean): Promise<T> {
  let value = await read();
  await vi.waitFor(
    async () => {
      value = await read();
      if (!until(value)) throw new Error("not yet");
    },
    { timeout: 5_000, interval: 20 },
  );
  return value;
}

describe("Vectorize semantics of the in-memory index", () => {
  it("writes are asynchronous: an upsert or a delete answers a mutation id and shows only later, in order", async () => {
    const index = createMemoryVectorize({ dimensions: 3, metric: "cosine", visibilityDelayMs: 200 });
    const { mutationId } = await index.upsert([{ id: "a", values: unit(1, 0, 0) }]);
    expect(mutationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await index.getByIds(["a"])).toEqual([]);
    expect((await index.query(unit(1, 0, 0), { topK: 1 })).matches).toEqual([]);
    await visible(
      () => index.getByIds(["a"]),
      (found) => found.length === 1,
    );
    await index.deleteByIds(["a"]);
    expect(await index.getByIds(["a"])).toHaveLength(1);
    await visible(
      () => index.getByIds(["a"]),
      (found) => found.length === 0,
    );
    expect((await index.describe()).vectorCount).toBe(0);
  });

  it("refuses a vector of another dimension, on write and on query, and more than 1,000 vectors at once", async () => {
    const index = createMemoryVectorize({ dimensions: 3, metric: "cosine" });
    await expect(index.upsert([{ id: "x", values: unit(1, 0) }])).rejects.toThrow(/expected 3 dimensions, and got 2/);
    await expect(index.query(unit(1, 0, 0, 0))).rejects.toThrow(/dimensions/);
    const many = Array.from({ length: 1001 }, (_, i) => ({ id: String(i), values: unit(1, 0, 0) }));
    await expect(index.upsert(many)).rejects.toThrow(/1000/);
    await expect(index.upsert([{ id: "x".repeat(65), values: unit(1, 0, 0) }])).rejects.toThrow(/id/);
  });

  it("topK is at most 100, or 20 when values or all metadata come back; it defaults to 5", async () => {
    const index = createMemoryVectorize({ dimensions: 2, metric: "cosine" });
    await index.upsert(Array.from({ length: 30 }, (_, i) => ({ id: String(i), values: unit(1, i) })));
    expect((await index.query(unit(1, 0))).matches).toHaveLength(5);
    expect((await index.query(unit(1, 0), { topK: 100 })).matches).toHaveLength(30);
    await expect(index.query(unit(1, 0), { topK: 101 })).rejects.toThrow(/topK/);
    await expect(index.query(unit(1, 0), { topK: 21, returnValues: true })).rejects.toThrow(/topK/);
    await expect(index.query(unit(1, 0), { topK: 21, returnMetadata: "all" })).rejects.toThrow(/topK/);
    expect((await index.query(unit(1, 0), { topK: 21, returnMetadata: "indexed" })).matches).toHaveLength(21);
  });

  it("each metric ranks its own way: cosine and dot-product high first, euclidean distance low first", async () => {
    const vectors = [
      { id: "near", values: unit(1, 0.1) },
      { id: "long", values: unit(10, 3) },
      { id: "far", values: unit(-1, 0) },
    ];
    const order = async (metric: VectorizeDistanceMetric) => {
      const index = createMemoryVectorize({ dimensions: 2, metric });
      await index.upsert(vectors);
      return (await index.query(unit(1, 0), { topK: 3 })).matches.map((match) => match.id);
    };
    expect(await order("cosine")).toEqual(["near", "long", "far"]);
    expect(await order("dot-product")).toEqual(["long", "near", "far"]);
    expect(await order("euclidean")).toEqual(["near", "far", "long"]);
  });

  it("a namespace scopes a query; ids are unique across the index, insert keeps and upsert replaces", async () => {
    const index = createMemoryVectorize({ dimensions: 2, metric: "cosine" });
    await index.upsert([
      { id: "1", values: unit(1, 0), namespace: "p1" },
      { id: "2", values: unit(1, 0), namespace: "p2" },
    ]);
    expect((await index.query(unit(1, 0), { namespace: "p1", topK: 10 })).matches.map((match) => match.id)).toEqual([
      "1",
    ]);
    expect((await index.query(unit(1, 0), { topK: 10 })).matches).toHaveLength(2);
    await index.insert([{ id: "1", values: unit(0, 1), namespace: "p2" }]);
    expect((await index.getByIds(["1"]))[0]).toMatchObject({ namespace: "p1", values: [1, 0] });
    await index.upsert([{ id: "1", values: unit(0, 1), namespace: "p2" }]);
    expect((await index.getByIds(["1"]))[0]).toMatchObject({ namespace: "p2", values: [0, 1] });
  });

  it("metadata filters work only on indexed properties, and metadata comes back only when asked", async () => {
    const index = createMemoryVectorize({ dimensions: 2, metric: "cosine", metadataIndexes: ["kind"] });
    await index.upsert([
      { id: "a", values: unit(1, 0), metadata: { kind: "manual", page: 3 } },
      { id: "b", values: unit(1, 0.2), metadata: { kind: "contrato", page: 9 } },
    ]);
    const ids = async (options: VectorizeQueryOptions) =>
      (await index.query(unit(1, 0), { topK: 10, ...options })).matches.map((match) => match.id);
    expect(await ids({ filter: { kind: "contrato" } })).toEqual(["b"]);
    expect(await ids({ filter: { kind: { $in: ["manual", "contrato"] } } })).toEqual(["a", "b"]);
    expect(await ids({ filter: { kind: { $ne: "manual" } } })).toEqual(["b"]);
    // "page" has no metadata index: a filter on it matches nothing.
    expect(await ids({ filter: { page: 3 } })).toEqual([]);
    const [plain] = (await index.query(unit(1, 0), { topK: 1 })).matches;
    expect(plain?.metadata).toBeUndefined();
    const [indexed] = (await index.query(unit(1, 0), { topK: 1, returnMetadata: "indexed" })).matches;
    expect(indexed?.metadata).toEqual({ kind: "manual" });
    const [all] = (await index.query(unit(1, 0), { topK: 1, returnMetadata: "all", returnValues: true })).matches;
    expect(all).toMatchObject({ metadata: { kind: "manual", page: 3 }, values: [1, 0] });
    await expect(index.upsert([{ id: "c", values: unit(1, 0), metadata: { "a.b": 1 } }])).rejects.toThrow(
      /metadata key/,
    );
  });
});
