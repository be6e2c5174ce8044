import { type Int8Segment, quantize, SEGMENT_SIZE, topMatches } from "./int8-vectors.ts";
import type { VectorMatch } from "#core/search/vector-index.ts";

/**
 * The local vector index inside a project's store, where there is no
 * Vectorize (local runs, tests): int8 vectors in segments of up to 256 of
 * one document and model, a row per segment and dimension
 * (#workers/objects/project-store/int8-vectors.ts), so a query reads only its non-zero
 * dimensions. The object keeps what it has read in memory between calls:
 * segments are immutable (a change deletes and writes them anew), so the
 * cache only adds what a query lacks and forgets segments that are gone.
 * Everything runs synchronously in the object, one call at a time, so a
 * write is never interleaved with another write or a read.
 */
export interface StoreVectorEntry {
  chunkId: number;
  documentId: string;
  vector: Float32Array;
}

interface QuantizedEntry {
  chunkId: number;
  scale: number;
  values: Int8Array;
}

export class StoreVectors {
  private readonly cache = new Map<number, Int8Segment & { model: string }>();
  private readonly sql: SqlStorage;

  constructor(sql: SqlStorage) {
    this.sql = sql;
  }

  /** Writes these vectors (a chunk's previous vector, of any model, is replaced). */
  upsert(model: string, entries: StoreVectorEntry[]): void {
    if (entries.length === 0) return;
    this.remove(
      entries.map((entry) => entry.chunkId),
      entries.map((entry) => entry.documentId),
    );
    const byDocument = new Map<string, StoreVectorEntry[]>();
    for (const entry of entries) byDocument.set(entry.documentId, [...(byDocument.get(entry.documentId) ?? []), entry]);
    for (const [documentId, group] of byDocument) {
      for (let start = 0; start < group.length; start += SEGMENT_SIZE) {
        const slice = group.slice(start, start + SEGMENT_SIZE);
        this.writeSegment(
          documentId,
          model,
          slice[0]?.vector.length ?? 0,
          slice.map((entry) => ({ chunkId: entry.chunkId, ...quantize(entry.vector) })),
        );
      }
    }
  }

  /**
   * Removes these chunks' vectors: the segments holding them are written again without them. A segment holds one
   * document's chunks, so with the chunks' documents named only those documents' segments are read (an embedding
   * batch of a large project reads its own document's, not every segment of the project).
   */
  remove(chunkIds: number[], documentIds?: string[]): void {
    if (chunkIds.length === 0) return;
    const gone = new Set(chunkIds);
    const rows = documentIds
      ? this.sql.exec<{ id: number; chunk_ids: string }>(
          "SELECT id, chunk_ids FROM vector_segments WHERE document_id IN (SELECT value FROM json_each(?))",
          JSON.stringify([...new Set(documentIds)]),
        )
      : this.sql.exec<{ id: number; chunk_ids: string }>("SELECT id, chunk_ids FROM vector_segments");
    const segments = rows
      .toArray()
      .map((row) => ({ id: Number(row.id), chunkIds: JSON.parse(String(row.chunk_ids)) as number[] }))
      .filter((segment) => segment.chunkIds.some((id) => gone.has(id)));
    for (const segment of segments) {
      const stored = this.loadWhole(segment.id);
      this.sql.exec("DELETE FROM vector_segments WHERE id = ?", segment.id);
      this.cache.delete(segment.id);
      if (!stored) continue;
      const kept = stored.entries.filter((entry) => !gone.has(entry.chunkId));
      if (kept.length > 0) this.writeSegment(stored.documentId, stored.model, stored.dimensions, kept);
    }
  }

  /** Which of these chunks have a vector of this model. */
  held(model: string, chunkIds: number[]): number[] {
    return this.sql
      .exec<{ id: number }>(
        `SELECT DISTINCT j.value AS id FROM vector_segments s, json_each(s.chunk_ids) j
         WHERE s.model = ? AND j.value IN (SELECT value FROM json_each(?))`,
        model,
        JSON.stringify(chunkIds),
      )
      .toArray()
      .map((row) => Number(row.id));
  }

  /** Forgets what was read (the store's database was deleted whole). */
  forget(): void {
    this.cache.clear();
  }

  /** The topK nearest chunks by cosine among the vectors of this model, best first. */
  query(model: string, vector: Float32Array, topK: number): VectorMatch[] {
    const dimensions = [...vector.keys()].filter((d) => vector[d] !== 0);
    const segments = this.segmentsOf(model);
    this.readColumns(segments, dimensions);
    return topMatches(segments.values(), vector, dimensions, topK);
  }

  /** The model's segments, from the cache where it has them, their headers read for the rest. */
  private segmentsOf(model: string): Map<number, Int8Segment> {
    const rows = this.sql
      .exec<{ id: number; dimensions: number; chunk_ids: string; scales: ArrayBuffer }>(
        "SELECT id, dimensions, chunk_ids, scales FROM vector_segments WHERE model = ?",
        model,
      )
      .toArray();
    const segments = new Map<number, Int8Segment>();
    for (const row of rows) {
      const id = Number(row.id);
      let segment = this.cache.get(id);
      if (!segment) {
        segment = {
          model,
          ids: Int32Array.from(JSON.parse(String(row.chunk_ids)) as number[]),
          scales: new Float32Array(row.scales.slice(0)),
          dimensions: Number(row.dimensions),
          columns: new Map(),
        };
        this.cache.set(id, segment);
      }
      segments.set(id, segment);
    }
    for (const [id, segment] of this.cache) if (segment.model === model && !segments.has(id)) this.cache.delete(id);
    return segments;
  }

  /** Reads the columns of `dimensions` the cached segments lack. */
  private readColumns(segments: Map<number, Int8Segment>, dimensions: number[]): void {
    const lacking: number[] = [];
    const missing = new Set<number>();
    for (const [id, segment] of segments) {
      const absent = dimensions.filter((d) => d < segment.dimensions && !segment.columns.has(d));
      if (absent.length === 0) continue;
      lacking.push(id);
      for (const d of absent) missing.add(d);
    }
    if (lacking.length === 0) return;
    for (const row of this.sql.exec<{ segment_id: number; dim: number; data: ArrayBuffer }>(
      `SELECT segment_id, dim, data FROM vector_columns
       WHERE segment_id IN (SELECT value FROM json_each(?)) AND dim IN (SELECT value FROM json_each(?))`,
      JSON.stringify(lacking),
      JSON.stringify([...missing]),
    )) {
      const segment = segments.get(Number(row.segment_id));
      if (segment && !segment.columns.has(Number(row.dim)))
        segment.columns.set(Number(row.dim), new Int8Array(row.data));
    }
    // A dimension no stored vector uses has no row; remember it as zeros so it is not asked for again.
    for (const id of lacking) {
      const segment = segments.get(id);
      if (!segment) continue;
      for (const d of missing)
        if (d < segment.dimensions && !segment.columns.has(d))
          segment.columns.set(d, new Int8Array(segment.ids.length));
    }
  }

  private writeSegment(documentId: string, model: string, dimensions: number, entries: QuantizedEntry[]): void {
    const scales = Float32Array.from(entries, (entry) => entry.scale);
    const { id } = this.sql
      .exec<{ id: number }>(
        "INSERT INTO vector_segments (document_id, model, dimensions, chunk_ids, scales) VALUES (?, ?, ?, ?, ?) RETURNING id",
        documentId,
        model,
        dimensions,
        JSON.stringify(entries.map((entry) => entry.chunkId)),
        scales.buffer,
      )
      .one();
    const column = new Int8Array(entries.length);
    for (let d = 0; d < dimensions; d++) {
      let nonZero = false;
      entries.forEach((entry, i) => {
        column[i] = entry.values[d] ?? 0;
        if (column[i] !== 0) nonZero = true;
      });
      // An all-zero column is not stored: the hashing embedder leaves most dimensions of a segment empty.
      if (nonZero)
        this.sql.exec(
          "INSERT INTO vector_columns (segment_id, dim, data) VALUES (?, ?, ?)",
          id,
          d,
          column.slice().buffer,
        );
    }
  }

  private loadWhole(
    segmentId: number,
  ): { documentId: string; model: string; dimensions: number; entries: QuantizedEntry[] } | null {
    const [row] = this.sql
      .exec<{ document_id: string; model: string; dimensions: number; chunk_ids: string; scales: ArrayBuffer }>(
        "SELECT document_id, model, dimensions, chunk_ids, scales FROM vector_segments WHERE id = ?",
        segmentId,
      )
      .toArray();
    if (!row) return null;
    const ids = JSON.parse(String(row.chunk_ids)) as number[];
    const scales = new Float32Array(row.scales.slice(0));
    const dimensions = Number(row.dimensions);
    const values = ids.map(() => new Int8Array(dimensions));
    for (const column of this.sql.exec<{ dim: number; data: ArrayBuffer }>(
      "SELECT dim, data FROM vector_columns WHERE segment_id = ?",
      segmentId,
    )) {
      const components = new Int8Array(column.data);
      components.forEach((component, i) => {
        const target = values[i];
        if (target) target[Number(column.dim)] = component;
      });
    }
    return {
      documentId: String(row.document_id),
      model: String(row.model),
      dimensions,
      entries: ids.map((chunkId, i) => ({
        chunkId,
        scale: scales[i] ?? 0,
        values: values[i] ?? new Int8Array(dimensions),
      })),
    };
  }
}
