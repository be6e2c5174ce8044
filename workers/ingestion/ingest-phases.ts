import { formatOfMimeType } from "#isomorphic/document-types.ts";
import type { Database } from "#core/db/client.ts";
import { markReady } from "#core/db/documents.ts";
import {
  deleteProgress,
  type IngestionProgress,
  type ProgressChange,
  recordProgress,
  type StepOwner,
} from "#core/db/ingestion-progress.ts";
import type { Document } from "#core/db/schema.ts";
import { recordVectorModel, vectorModelOf } from "#core/db/vector-models.ts";
import { chunkLimitReason, projectQuota, type QuotaEnv } from "#core/documents/quotas.ts";
import { getDocumentFile, getDocumentRange } from "#core/documents/storage.ts";
import type { SearchServices } from "#core/search/search-services.ts";
import { indexTerms } from "#core/search/text-analysis.ts";
import { indexDimensionReason, outputDimensionReason } from "#core/search/vector-dimensions.ts";
import { deleteDocumentChunks, documentChunkIds } from "#core/store/project-chunks.ts";
import type { ChunkFilter, NewStoreChunk } from "#workers/objects/project-store/store-chunks.ts";
import { type Chunk, chunkSections } from "./chunk-document.ts";
import { PDF_WITHOUT_TEXT, pdfPageSections, textWindowSections } from "./extract-text.ts";
import { ingestFailure } from "./ingest-failure.ts";

/**
 * The work of ingestion's steps (./ingest.ts runs them): extract and
 * store a version's chunks, embed a range of them, and what a run discards.
 * Each phase reads its input from the file or from the project's store,
 * never from an earlier step's memory, and records its progress in D1 after
 * its output is written, so a step delivered again after its isolate was
 * killed picks up where the stored progress says, and writing a slice twice
 * changes nothing (chunks by their index, vectors by their chunk's id).
 */
export interface IngestDeps extends SearchServices {
  db: Database;
  bucket: R2Bucket;
  /** The default project limits (wrangler vars); a project's own are in D1 (#core/documents/quotas.ts). */
  quota: QuotaEnv;
}

/** How much one step may do; defaults in ./ingest.ts (STEP_LIMITS), smaller in tests. */
export interface StepLimits {
  /** Chunks stored per D1 batch, with the progress that records them. */
  sliceChunks: number;
  /** Chunks per embedder call and vector upsert (progress is recorded after each). */
  embedBatch: number;
  /** The work one step may do: chunks stored plus chunks embedded. A step past it hands over. */
  stepChunks: number;
  /** PDF pages one step extracts. */
  pdfPages: number;
  /** Bytes of a Markdown or text file one step reads and extracts: at most one window (./text-windows.ts). */
  textWindowBytes: number;
}

/** What a phase did: the progress it left, and how many chunks it stored or embedded. */
export interface PhaseResult {
  progress: IngestionProgress;
  chunks: number;
}

export type Version = Pick<Document, "id" | "projectId" | "version" | "name" | "mimeType" | "storagePath">;

/**
 * Extraction, a part of the file a step. Markdown and text: one window of at
 * most `textWindowBytes` from the stored byte offset, ended at a heading or
 * blank line (./text-windows.ts), its sections under the heading path the
 * previous window ended with. PDF: `pdfPages` pages. The window's or page
 * range's chunks are stored from the stored chunk count on, and its end is
 * recorded with its last slice: a step that dies half-way re-reads the same
 * part and writes the same chunks (those already stored stay as they are).
 * A step that stops before the file's end hands over. Returns null when the
 * step lost its run.
 */
export async function extractPhase(
  deps: IngestDeps,
  version: Version,
  owner: StepOwner,
  progress: IngestionProgress,
  limits: StepLimits,
): Promise<PhaseResult | null> {
  const format = formatOfMimeType(version.mimeType);

  if (format !== "pdf") {
    // A run that a deploy before windows left half-way has chunks stored but no offset: it starts over at chunk 0.
    const firstIndex = progress.nextOffset === 0 ? 0 : progress.nextIndex;
    const read = await getDocumentRange(deps.bucket, version.storagePath, progress.nextOffset, limits.textWindowBytes);
    if (!read) throw ingestFailure(FILE_MISSING, { permanent: true });
    const window = textWindowSections(format, read.bytes, progress.nextOffset, read.size, progress.sectionPath ?? []);
    return storePart(deps, version, owner, progress, limits, {
      chunks: chunkSections(window.sections),
      first: firstIndex,
      last: window.last,
      position: { nextOffset: window.end, sectionPath: window.path },
      empty: "O documento não tem texto para indexar.",
    });
  }

  const file = await getDocumentFile(deps.bucket, version.storagePath);
  if (!file) throw ingestFailure(FILE_MISSING, { permanent: true });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const to = progress.nextPage + limits.pdfPages;
  const { pageCount, sections } = await pdfPageSections(bytes, progress.nextPage, to);
  const last = to >= pageCount;
  return storePart(deps, version, owner, progress, limits, {
    chunks: chunkSections(sections),
    first: progress.nextIndex,
    last,
    position: { nextPage: last ? pageCount : to, pageCount },
    empty: PDF_WITHOUT_TEXT,
  });
}

/**
 * One extracted part's chunks, stored after the `first` already stored; its end (`position` in the file) is
 * recorded with its last slice, and the file's last part moves the run on to embedding. A file whose last part
 * leaves no chunk at all fails for good with `empty`.
 */
function storePart(
  deps: IngestDeps,
  version: Version,
  owner: StepOwner,
  progress: IngestionProgress,
  limits: StepLimits,
  part: { chunks: Chunk[]; first: number; last: boolean; position: ProgressChange; empty: string },
): Promise<PhaseResult | null> {
  const stored = part.first + part.chunks.length;
  if (part.last && stored === 0) throw ingestFailure(part.empty, { permanent: true });
  const done: ProgressChange = part.last
    ? { phase: "embed", nextIndex: 0, chunkCount: stored, ...part.position }
    : { nextIndex: stored, ...part.position };
  return storeSlices(
    deps,
    version,
    owner,
    progress,
    part.chunks,
    part.first,
    (end) => (end === stored ? done : {}),
    limits,
  );
}

const FILE_MISSING = "O arquivo do documento não foi encontrado no armazenamento.";

/**
 * Stores chunks (their indexes from `firstIndex`) in slices, each one write
 * to the project's store, then the progress `changeAfter(end)` gives for it
 * in D1. The store refuses a slice whole if it would take the project past
 * its chunk limit: the document fails with the reason, and its run is
 * discarded (./ingest.ts), so nothing of it stays.
 */
async function storeSlices(
  deps: IngestDeps,
  version: Version,
  owner: StepOwner,
  progress: IngestionProgress,
  chunks: Chunk[],
  firstIndex: number,
  changeAfter: (end: number) => ProgressChange,
  limits: StepLimits,
): Promise<PhaseResult | null> {
  const heading = version.name.replace(/\.[a-z0-9]+$/i, "");
  const quota = await projectQuota(deps.db, deps.quota, version.projectId);
  const store = deps.stores.of(version.projectId);
  let current = progress;
  const starts: number[] = [];
  for (let start = 0; start < chunks.length; start += limits.sliceChunks) starts.push(start);
  // A range of empty pages still has progress to record.
  if (starts.length === 0) starts.push(0);
  for (const start of starts) {
    const slice = chunks.slice(start, start + limits.sliceChunks);
    const rows: NewStoreChunk[] = slice.map((chunk, offset) => ({
      documentId: version.id,
      version: version.version,
      chunkIndex: firstIndex + start + offset,
      content: chunk.content,
      location: chunk.location,
      searchTerms: indexTerms(`${heading} ${chunk.location ?? ""}`, chunk.content),
      tables: chunk.tables.length > 0 ? chunk.tables : null,
    }));
    const written = await store.writeChunks(version.projectId, rows, quota.chunks);
    if (!written.ok && "foreign" in written)
      throw new Error(`the store of ${version.projectId} refused its own chunks`);
    if (!written.ok) throw ingestFailure(chunkLimitReason(written.limit), { permanent: true });
    const change = changeAfter(firstIndex + start + slice.length);
    if (!(await recordProgress(deps.db, owner, "extract", change))) return null;
    current = { ...current, ...change };
  }
  return { progress: current, chunks: chunks.length };
}

/**
 * Embedding: the next `embedBatch` chunks by index, read back from D1, into
 * the vector index, until the version is done or the step's budget is spent.
 */
export async function embedPhase(
  deps: IngestDeps,
  version: Version,
  owner: StepOwner,
  progress: IngestionProgress,
  budget: number,
  limits: StepLimits,
): Promise<PhaseResult | null> {
  const total = progress.chunkCount ?? 0;
  let next = progress.nextIndex;
  let embedded = 0;
  // An index that cannot hold the embedder's vectors is configuration: no retry mends it, so it fails at once.
  if (next < total) {
    const indexDimensions = (await deps.vectors.dimensions?.(version.projectId)) ?? null;
    const reason = indexDimensionReason(indexDimensions, deps.embedder);
    if (reason) throw ingestFailure(reason, { permanent: true });
  }
  while (next < total && embedded < budget) {
    const expected = Math.min(limits.embedBatch, total - next);
    const rows = await deps.stores
      .of(version.projectId)
      .chunkRange(version.projectId, version.id, version.version, next, expected);
    // Rows missing (deleted under a running step) would make the version half-indexed: fail rather than skip.
    if (rows.length !== expected || rows.at(-1)?.chunkIndex !== next + expected - 1) {
      throw new Error(`chunks ${next}..${next + expected - 1} of ${version.id} v${version.version} are not all stored`);
    }
    const embeddings = await deps.embedder.embed(rows.map((row) => `${row.location ?? ""}\n${row.content}`));
    const wrongLength = outputDimensionReason(embeddings, deps.embedder);
    if (wrongLength) throw ingestFailure(wrongLength, { permanent: true });
    await deps.vectors.upsert(
      version.projectId,
      embeddings.map((vector, offset) => ({ chunkId: rows[offset]?.id ?? -1, documentId: version.id, vector })),
    );
    next += rows.length;
    embedded += rows.length;
    if (
      !(await recordProgress(
        deps.db,
        owner,
        "embed",
        next >= total ? { phase: "finish", nextIndex: next } : { nextIndex: next },
      ))
    )
      return null;
  }
  return { progress: { ...progress, nextIndex: next, phase: next >= total ? "finish" : "embed" }, chunks: embedded };
}

/**
 * The end of a run: once the vector index answers for the version's vectors,
 * one guarded UPDATE makes it the live version (ADR 009), and only then are
 * the other versions' rows and runs removed. "stale" when the document was
 * edited meanwhile: this version's rows go, the newer job indexes the rest.
 */
export async function finishPhase(
  deps: IngestDeps,
  version: Version,
  progress: IngestionProgress,
): Promise<"ready" | "stale"> {
  const { db } = deps;
  const ids = await deps.stores
    .of(version.projectId)
    .chunkIds(version.projectId, version.id, { version: version.version });
  // Never half-indexed: every chunk extraction counted must be there.
  if (ids.length !== progress.chunkCount) {
    throw new Error(
      `${version.id} v${version.version} has ${ids.length} chunks stored of ${progress.chunkCount ?? "?"}`,
    );
  }
  // Vectorize applies writes asynchronously: "ready" must not come before the vectors answer queries.
  await awaitVisibleVectors(deps, version.projectId, ids);
  if (!(await markReady(db, version.id, version.version, ids.length))) {
    await discardVersion(deps, version.id, version.projectId, version.version);
    await deleteProgress(db, version.id, { version: version.version });
    return "stale";
  }
  await recordModelAndDiscardOthers(deps, version, false);
  return "ready";
}

/**
 * A finish delivered again after the switch: an attempt that failed right
 * after it may have left the vectors' model unrecorded and the old version's
 * rows behind.
 */
export async function finishAgain(
  deps: IngestDeps,
  version: Pick<Version, "id" | "projectId" | "version">,
): Promise<void> {
  const recorded = (await vectorModelOf(deps.db, version.id))?.version === version.version;
  await recordModelAndDiscardOthers(deps, version, recorded);
}

/** The version's vectors recorded as the embedder's (unless they already are), then the other versions' rows gone. */
async function recordModelAndDiscardOthers(
  deps: IngestDeps,
  version: Pick<Version, "id" | "projectId" | "version">,
  recorded: boolean,
): Promise<void> {
  if (!recorded) {
    await recordVectorModel(deps.db, {
      documentId: version.id,
      version: version.version,
      model: deps.embedder.model,
      dimensions: deps.embedder.dimensions,
    });
  }
  await discardOtherVersions(deps, version.id, version.projectId, version.version);
}

/** How long ingestion waits for the vector index to show a version's vectors before it tries again later. */
export const VECTOR_VISIBILITY_WAIT_MS = 60_000;

/**
 * Polls the vector index by id until the version's vectors are visible.
 * Vectorize applies mutations in order, so the first and the last-written
 * vectors answering means every one between them does.
 */
export async function awaitVisibleVectors(
  deps: Pick<IngestDeps, "vectors">,
  projectId: string,
  chunkIds: number[],
): Promise<void> {
  if (chunkIds.length === 0) return;
  const probe = [...new Set([chunkIds[0] ?? -1, ...chunkIds.slice(-19)])];
  const deadline = Date.now() + VECTOR_VISIBILITY_WAIT_MS;
  for (let wait = 50; !(await deps.vectors.visible(projectId, probe)); wait = Math.min(wait * 2, 2_000)) {
    if (Date.now() > deadline)
      throw ingestFailure("Os vetores do documento ainda não ficaram disponíveis para a busca.", { permanent: false });
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** Removes a version's chunks and vectors (a superseded or failed run's). */
export async function discardVersion(
  deps: IngestDeps,
  documentId: string,
  projectId: string,
  version: number,
): Promise<void> {
  await discardChunks(deps, documentId, projectId, { version });
}

/** Removes the rows of every version but this one (the one now live), and the runs of this one and older ones. */
export async function discardOtherVersions(
  deps: IngestDeps,
  documentId: string,
  projectId: string,
  version: number,
): Promise<void> {
  await discardChunks(deps, documentId, projectId, { exceptVersion: version });
  await deleteProgress(deps.db, documentId, { upToVersion: version });
}

/**
 * The vectors first (by the chunks' ids, which only the chunks still know),
 * then the chunks; the store's own vectors go with its chunks.
 */
async function discardChunks(deps: IngestDeps, documentId: string, projectId: string, filter: ChunkFilter) {
  if (!deps.vectors.scoredInStore) {
    const ids = await documentChunkIds(deps, projectId, documentId, filter);
    if (ids.length === 0) return;
    await deps.vectors.remove(projectId, ids);
  }
  await deleteDocumentChunks(deps, projectId, documentId, filter);
}
