import { formatOfMimeType } from "../../lib/document-types.ts";
import type { Database } from "../db/client.server.ts";
import { chunkIds, deleteChunks, findDocument, insertChunks, markFailed, markReady } from "../db/documents.server.ts";
import { recordVectorModel } from "../db/vector-models.server.ts";
import type { SearchServices } from "../search/search-services.ts";
import { indexTerms } from "../search/text-analysis.ts";
import { chunkSections } from "./chunk-document.ts";
import { extractSections, IngestError } from "./extract-text.ts";
import { getDocumentFile } from "./storage.server.ts";

/**
 * One document version from its file to searchable chunks: extract the text,
 * chunk it by structure, store the chunks (the FTS index follows by trigger),
 * embed them into the vector index, and only then make this version the live
 * one. Until that last, guarded UPDATE the new chunks are invisible to search,
 * so a failure at any step leaves the document as it was, never
 * half-indexed; the previous version's chunks are removed after the switch.
 */
export interface IngestJob {
  documentId: string;
  projectId: string;
  version: number;
}

export interface IngestDeps extends SearchServices {
  db: Database;
  bucket: R2Bucket;
}

export type IngestOutcome = "ready" | "stale";

const EMBED_BATCH = 256;

export async function ingestDocument(deps: IngestDeps, job: IngestJob): Promise<IngestOutcome> {
  const { db, bucket, embedder, vectors } = deps;
  const document = await findDocument(db, job.projectId, job.documentId);
  // Deleted, or edited again since this job was queued: the newer job will index it.
  if (!document || document.version !== job.version) return "stale";
  if (document.status === "ready" && document.indexedVersion === job.version) {
    // Delivered again after the switch: an attempt that failed right after it may have left the old version's rows.
    await discardOtherVersions(deps, job);
    return "ready";
  }

  const file = await getDocumentFile(bucket, document.storagePath);
  if (!file) throw new IngestError("O arquivo do documento não foi encontrado no armazenamento.", true);
  const sections = await extractSections(formatOfMimeType(document.mimeType), new Uint8Array(await file.arrayBuffer()));
  const chunks = chunkSections(sections);
  if (chunks.length === 0) throw new IngestError("O documento não tem texto para indexar.", true);

  // A previous attempt may have left this version's rows behind.
  await discardVersion(deps, job);
  const rows = chunks.map((chunk, chunkIndex) => ({
    documentId: job.documentId,
    projectId: job.projectId,
    version: job.version,
    chunkIndex,
    content: chunk.content,
    location: chunk.location,
    searchTerms: indexTerms(`${document.name.replace(/\.[a-z0-9]+$/i, "")} ${chunk.location ?? ""}`, chunk.content),
  }));
  const ids = await insertChunks(db, rows);
  // Embedded in slices, so a large document never holds all its vectors at once.
  for (let start = 0; start < chunks.length; start += EMBED_BATCH) {
    const slice = chunks.slice(start, start + EMBED_BATCH);
    const embeddings = await embedder.embed(slice.map((chunk) => `${chunk.location ?? ""}\n${chunk.content}`));
    await vectors.upsert(
      job.projectId,
      embeddings.map((vector, offset) => ({ chunkId: ids.get(start + offset) ?? -1, documentId: job.documentId, vector })),
    );
  }

  // Vectorize applies writes asynchronously: "ready" must not come before the vectors answer queries.
  await awaitVisibleVectors(deps, job.projectId, chunks.map((_, index) => ids.get(index) ?? -1));
  if (!(await markReady(db, job.documentId, job.version, chunks.length))) {
    await discardVersion(deps, job);
    return "stale";
  }
  await recordVectorModel(db, { documentId: job.documentId, version: job.version, model: embedder.model, dimensions: embedder.dimensions });
  await discardOtherVersions(deps, job);
  return "ready";
}

/** How long ingestion waits for the vector index to show a version's vectors before it tries again later. */
export const VECTOR_VISIBILITY_WAIT_MS = 60_000;

/**
 * Polls the vector index by id until the version's vectors are visible.
 * Vectorize applies mutations in order, so the first and the last-written
 * vectors answering means every one between them does.
 */
export async function awaitVisibleVectors(deps: Pick<IngestDeps, "vectors">, projectId: string, chunkIds: number[]): Promise<void> {
  if (chunkIds.length === 0) return;
  const probe = [...new Set([chunkIds[0] ?? -1, ...chunkIds.slice(-19)])];
  const deadline = Date.now() + VECTOR_VISIBILITY_WAIT_MS;
  for (let wait = 50; !(await deps.vectors.visible(projectId, probe)); wait = Math.min(wait * 2, 2_000)) {
    if (Date.now() > deadline) throw new IngestError("Os vetores do documento ainda não ficaram disponíveis para a busca.", false);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** Removes the rows of every version but the job's (the one now live). */
async function discardOtherVersions(deps: IngestDeps, job: IngestJob): Promise<void> {
  const old = await chunkIds(deps.db, job.documentId, { exceptVersion: job.version });
  if (old.length === 0) return;
  await deps.vectors.remove(job.projectId, old);
  await deleteChunks(deps.db, job.documentId, { exceptVersion: job.version });
}

/** Marks the version failed with the reason, and drops whatever it had indexed. */
export async function failIngestion(deps: IngestDeps, job: IngestJob, reason: string): Promise<void> {
  await markFailed(deps.db, job.documentId, job.version, reason);
  await discardVersion(deps, job);
}

async function discardVersion(deps: IngestDeps, job: IngestJob): Promise<void> {
  const ids = await chunkIds(deps.db, job.documentId, { version: job.version });
  if (ids.length === 0) return;
  await deps.vectors.remove(job.projectId, ids);
  await deleteChunks(deps.db, job.documentId, { version: job.version });
}

/** The message a user reads when ingestion fails for a reason that is not theirs. */
export const TRANSIENT_FAILURE = "O processamento falhou várias vezes. Tente reprocessar o documento.";

export { IngestError };
