import { DurableObject } from "cloudflare:workers";
import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { type ChunkSearchRequest, type ChunkSearchResult, rankChunks } from "./chunk-ranking.ts";
import type { VectorMatch } from "#core/search/vector-index.ts";
import { CHUNK_ID_BLOCK, reserveChunkIdBlock } from "./chunk-ids.ts";
import { migrateStore } from "./schema.ts";
import {
  commitStaged,
  discardStaged,
  exportStore,
  type RestoreRefusal,
  type StoreExport,
  stageBackup,
  type TableRows,
} from "./store-backup.ts";
import {
  allChunkIds,
  chunkCountsByVersion,
  type ChunkFilter,
  chunkCount,
  chunkIds,
  chunkRange,
  chunksCountingFor,
  deleteChunks,
  findChunk,
  insertChunks,
  liveChunksById,
  liveKey,
  type NewStoreChunk,
  outlines,
  versionChunkIds,
  storedIndexes,
  versionChunks,
} from "./store-chunks.ts";
import { storeLexicalRanking } from "./store-lexical.ts";
import { type StoreVectorEntry, StoreVectors } from "./store-vectors.ts";

/**
 * One per project (its id from the project's id, #core/store/project-stores.ts):
 * what grows with a project's documents, in a SQLite database of its own
 * (#workers/objects/project-store/schema.ts) — the chunks' text, locations and tables, the
 * lexical index and its statistics, and, where there is no Vectorize, the
 * vectors. D1 keeps the documents' metadata and status; which version of a
 * document is live is D1's to say, so live reads take the live versions.
 *
 * Writes arrive as ingestion's batches, reads as one search call per
 * question (RPC). The store belongs to the first project that writes to it
 * and answers nothing to another: a call naming another project reads
 * nothing and writes nothing. Each call's SQL runs synchronously, so a call
 * sees and leaves the store whole; a write that needs more chunk ids first
 * reserves a block in D1 with no other call running.
 */
export type StoreWriteResult =
  | { ok: true; stored: number }
  /** The store is another project's: nothing was written. */
  | { ok: false; foreign: true }
  /** Storing would take the project past its chunk limit: nothing was stored. */
  | { ok: false; chunks: number; limit: number };

export interface StoreUsage {
  /** The store's SQLite size, in bytes. */
  bytes: number;
  chunks: number;
  /** Rows SQLite wrote storing chunks since the object last started (their statements' own count), for bench:scale. */
  chunkRowsWritten: number;
  /** Rows the store holds, every table (the index's own included), for bench:scale. */
  rows: number;
}

export class ProjectStore extends DurableObject<AppEnv> {
  protected readonly sql: SqlStorage;
  private readonly vectors: StoreVectors;
  private migrated = false;
  private chunkRowsWritten = 0;

  constructor(ctx: DurableObjectState, env: AppEnv) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.vectors = new StoreVectors(this.sql);
  }

  /** Stores new chunks of a document version, refused whole if the project would pass `maxChunks`. */
  async writeChunks(projectId: string, rows: NewStoreChunk[], maxChunks?: number): Promise<StoreWriteResult> {
    if (!this.claim(projectId)) return { ok: false, foreign: true };
    const [first] = rows;
    if (!first) return { ok: true, stored: 0 };
    const fresh = () => {
      const stored = storedIndexes(
        this.sql,
        first.documentId,
        first.version,
        rows.map((row) => row.chunkIndex),
      );
      return rows.filter((row) => !stored.has(row.chunkIndex));
    };
    while (!this.hasIds(fresh().length)) await this.reserveIds(fresh().length);
    // From here to the end no await: the count, the check and the insert see the same store.
    const adding = fresh();
    if (maxChunks !== undefined) {
      const chunks = chunksCountingFor(this.sql, first.documentId, first.version) + adding.length;
      if (chunks > maxChunks) return { ok: false, chunks, limit: maxChunks };
    }
    const ids = this.takeIds(adding.length);
    const { inserted, rowsWritten } = this.ctx.storage.transactionSync(() =>
      insertChunks(
        this.sql,
        projectId,
        adding.map((row, i) => ({ ...row, id: ids[i] ?? 0 })),
      ),
    );
    this.chunkRowsWritten += rowsWritten;
    return { ok: true, stored: inserted };
  }

  async chunkRange(projectId: string, documentId: string, version: number, from: number, limit: number) {
    return this.owns(projectId) ? chunkRange(this.sql, documentId, version, from, limit) : [];
  }

  async chunkIds(projectId: string, documentId: string, filter: ChunkFilter): Promise<number[]> {
    return this.owns(projectId) ? chunkIds(this.sql, documentId, filter) : [];
  }

  /** Deletes a document's chunks (and their local vectors); returns their ids, for Vectorize. */
  async deleteChunks(projectId: string, documentId: string, filter: ChunkFilter): Promise<number[]> {
    if (!this.owns(projectId)) return [];
    return this.ctx.storage.transactionSync(() => {
      const ids = deleteChunks(this.sql, documentId, filter);
      this.vectors.remove(ids, [documentId]);
      return ids;
    });
  }

  async versionChunks(projectId: string, documentId: string, version: number, limit: number) {
    return this.owns(projectId) ? versionChunks(this.sql, documentId, version, limit) : [];
  }

  async findChunk(projectId: string, documentId: string, chunkId: number) {
    return this.owns(projectId) ? findChunk(this.sql, documentId, chunkId) : null;
  }

  async outlines(projectId: string, versions: { documentId: string; version: number }[], perDocument: number) {
    return this.owns(projectId) ? outlines(this.sql, versions, perDocument) : [];
  }

  /** Its chunks counted by document and version: what `#core/store/drift.ts` compares with D1. */
  async chunkCounts(projectId: string): Promise<{ documentId: string; version: number; chunks: number }[]> {
    return this.owns(projectId) ? chunkCountsByVersion(this.sql) : [];
  }

  /** The chunk ids of these document versions, document by document (the drift check's). */
  async versionChunkIds(projectId: string, versions: { documentId: string; version: number }[]) {
    return this.owns(projectId) ? versionChunkIds(this.sql, versions) : [];
  }

  /** Every chunk id after `afterId`, in order (a project's deletion removes their vectors from Vectorize). */
  async listChunkIds(projectId: string, afterId: number, limit: number): Promise<number[]> {
    return this.owns(projectId) ? allChunkIds(this.sql, afterId, limit) : [];
  }

  /** One question: the lexical stage, the store's own vectors or the given matches, and their fusion. */
  async search(projectId: string, request: ChunkSearchRequest): Promise<ChunkSearchResult> {
    if (!this.owns(projectId)) return { hits: [], failed: { "full-text": null, vector: null } };
    const liveKeys = request.live.map((document) => liveKey(document.documentId, document.version));
    return rankChunks(
      {
        lexical: storeLexicalRanking(this.sql, liveKeys),
        chunks: async (ids) =>
          liveChunksById(this.sql, ids, liveKeys).map((chunk) => ({
            chunkId: chunk.id,
            documentId: chunk.documentId,
            location: chunk.location,
            content: chunk.content,
            searchTerms: chunk.searchTerms,
            tables: chunk.tables,
          })),
        vectors: async (values, model, topK) => this.vectors.query(model, values, topK),
      },
      request,
    );
  }

  /** Writes vectors of this model; false when the store is another project's (nothing written). */
  async upsertVectors(projectId: string, model: string, entries: StoreVectorEntry[]): Promise<boolean> {
    if (!this.claim(projectId)) return false;
    this.ctx.storage.transactionSync(() => this.vectors.upsert(model, entries));
    return true;
  }

  async removeVectors(projectId: string, ids: number[]): Promise<void> {
    if (!this.owns(projectId)) return;
    this.ctx.storage.transactionSync(() => this.vectors.remove(ids));
  }

  /** Which of these chunks have a vector of this model here (the drift check's). */
  async vectorsHeld(projectId: string, model: string, chunkIds: number[]): Promise<number[]> {
    return this.owns(projectId) ? this.vectors.held(model, chunkIds) : [];
  }

  async queryVectors(projectId: string, model: string, vector: Float32Array, topK: number): Promise<VectorMatch[]> {
    return this.owns(projectId) ? this.vectors.query(model, vector, topK) : [];
  }

  async usage(projectId: string): Promise<StoreUsage> {
    if (!this.owns(projectId)) return { bytes: 0, chunks: 0, chunkRowsWritten: 0, rows: 0 };
    const tables = this.sql
      .exec<{ name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL TABLE%' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'",
      )
      .toArray();
    const rows = tables.reduce(
      (sum, { name }) => sum + Number(this.sql.exec<{ n: number }>(`SELECT count(*) AS n FROM "${name}"`).one().n),
      0,
    );
    return {
      bytes: this.sql.databaseSize,
      chunks: chunkCount(this.sql),
      chunkRowsWritten: this.chunkRowsWritten,
      rows,
    };
  }

  /**
   * Writes the store's rows to `key` in R2 (#core/store/backup.ts), answering no other call meanwhile, so the
   * object is the store at one moment; null when the store is another project's. A store never written to is
   * written as a header alone, without creating its tables.
   */
  async backup(projectId: string, key: string): Promise<StoreExport | null> {
    const existing = this.existing();
    if (existing && !this.owns(projectId)) return null;
    return this.ctx.blockConcurrencyWhile(() =>
      exportStore(existing ? this.sql : null, this.env.DOCUMENTS, key, {
        projectId,
        nextId: existing ? Number(this.meta("next_id") ?? 0) : 0,
        endId: existing ? Number(this.meta("end_id") ?? 0) : 0,
      }),
    );
  }

  /** Reads a backup's object for this store into staging tables, checked; the live rows are not touched. */
  async stageRestore(
    projectId: string,
    backup: { id: string; key: string; rows: TableRows; checksum: string },
  ): Promise<RestoreRefusal | null> {
    if (!this.claim(projectId)) return "foreign";
    return stageBackup(
      this.sql,
      (work) => this.ctx.storage.transactionSync(work),
      await this.env.DOCUMENTS.get(backup.key),
      { projectId, backupId: backup.id, rows: backup.rows, checksum: backup.checksum },
    );
  }

  /** Replaces the live rows with the staged backup's, in one transaction; the ids of the chunks it removed. */
  async commitRestore(projectId: string, backupId: string): Promise<{ dropped: number[] } | RestoreRefusal> {
    if (!this.owns(projectId)) return "foreign";
    const result = this.ctx.storage.transactionSync(() => commitStaged(this.sql, backupId));
    this.vectors.forget();
    return result;
  }

  /** Drops a staged restore that will not be committed. */
  async discardRestore(projectId: string): Promise<void> {
    if (this.owns(projectId)) this.ctx.storage.transactionSync(() => discardStaged(this.sql));
  }

  /** Empties the store for good (the project was deleted): every row, every table, its alarm. */
  async destroy(projectId: string): Promise<void> {
    const owner = this.existing() ? this.meta("project_id") : undefined;
    if (owner !== undefined && owner !== projectId) return;
    await this.ctx.storage.deleteAll();
    this.vectors.forget();
    this.migrated = false;
  }

  private ready(): void {
    if (this.migrated) return;
    migrateStore(this.sql);
    this.migrated = true;
  }

  private meta(key: string): SqlStorageValue | undefined {
    this.ready();
    return this.sql.exec<{ value: SqlStorageValue }>("SELECT value FROM store_meta WHERE key = ?", key).toArray()[0]
      ?.value;
  }

  private setMeta(key: string, value: SqlStorageValue): void {
    this.sql.exec(
      "INSERT INTO store_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      key,
      value,
    );
  }

  /**
   * Whether the store is this project's. A store nobody wrote to is nobody's
   * and holds nothing: asking it does not create its tables.
   */
  private owns(projectId: string): boolean {
    return this.existing() && this.meta("project_id") === projectId;
  }

  /** Whether the store's tables exist (a first write creates them). */
  private existing(): boolean {
    if (this.migrated) return true;
    return (
      this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'store_meta'").toArray().length > 0
    );
  }

  /**
   * Makes the store this project's on its first write; false for a write
   * naming another project, which is refused (answered as a refusal, not
   * thrown: the caller says what went wrong).
   */
  private claim(projectId: string): boolean {
    const owner = this.meta("project_id");
    if (owner === undefined) this.setMeta("project_id", projectId);
    return owner === undefined || owner === projectId;
  }

  private hasIds(count: number): boolean {
    return Number(this.meta("next_id") ?? 0) + count <= Number(this.meta("end_id") ?? 0);
  }

  /** The next `count` ids of the store's block (hasIds said there are enough). */
  private takeIds(count: number): number[] {
    const next = Number(this.meta("next_id") ?? 0);
    this.setMeta("next_id", next + count);
    return Array.from({ length: count }, (_, i) => next + i);
  }

  /** A new block of ids from D1, with no other call running meanwhile (so two writes never take one). */
  private async reserveIds(count: number): Promise<void> {
    await this.ctx.blockConcurrencyWhile(async () => {
      // Another write may have reserved one while this call waited its turn.
      if (this.hasIds(count)) return;
      const block = await reserveChunkIdBlock(database(this.env.DB));
      this.setMeta("next_id", block * CHUNK_ID_BLOCK);
      this.setMeta("end_id", (block + 1) * CHUNK_ID_BLOCK);
    });
  }
}
