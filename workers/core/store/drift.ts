import { and, eq } from "drizzle-orm";
import type { AppEnv } from "#core/context.ts";
import { setProcessing } from "#core/db/documents.ts";
import { deleteProgress } from "#core/db/ingestion-progress.ts";
import { projectIdsAfter } from "#core/db/projects.ts";
import { documents } from "#core/db/schema.ts";
import { enqueueIngestion } from "#core/documents/ingest-queue.ts";
import { publishDocument } from "#core/realtime/rooms.ts";
import type { VectorIndex } from "#core/search/vector-index.ts";
import type { ChunkAccess } from "./project-stores.ts";

/**
 * Drift between D1 and the project stores (docs/deploy.md, "Backup and restore"). D1 says which documents are
 * ready and how many chunks their live version has; each project's store holds the chunks. Restoring one apart
 * from the other (D1 time travel alone; a store that lost writes) leaves either a ready document whose chunks
 * are missing, which search silently never finds, or chunks of documents D1 no longer lists, which search never
 * shows (it reads only the versions D1 says are live). The first is repaired by ingesting the document again;
 * the second is reported only: they cost storage, never a wrong answer. The vector index is compared too (Vectorize
 * in production, each store's own locally: the same interface): a ready document whose chunks are all stored but
 * not all have a vector is found by fewer vectors than chunks, and also ingested again (which writes them anew).
 */
export interface DriftAccess extends ChunkAccess {
  vectors: VectorIndex;
}

export interface DocumentDrift {
  documentId: string;
  version: number;
  /** Chunks of the live version D1 records. */
  expected: number;
  /** Chunks of that version the store holds. */
  stored: number;
}

export interface VectorDrift {
  documentId: string;
  version: number;
  /** The live version's chunks in the store. */
  chunks: number;
  /** How many of them have a vector in the index. */
  vectors: number;
}

export interface ProjectDrift {
  projectId: string;
  /** Ready documents in D1. */
  documents: number;
  expectedChunks: number;
  /** Chunks of those documents' live versions in the store. */
  storedChunks: number;
  missing: DocumentDrift[];
  /** Ready documents with all their chunks stored but fewer vectors than chunks in the index. */
  missingVectors: VectorDrift[];
  /** Chunks of documents D1 does not list for the project. */
  orphanChunks: number;
}

export async function projectDrift(access: DriftAccess, projectId: string): Promise<ProjectDrift> {
  const [rows, counts] = await Promise.all([
    access.db
      .select({
        id: documents.id,
        status: documents.status,
        indexedVersion: documents.indexedVersion,
        chunkCount: documents.chunkCount,
      })
      .from(documents)
      .where(eq(documents.projectId, projectId))
      .all(),
    access.stores.of(projectId).chunkCounts(projectId),
  ]);
  const stored = new Map(counts.map((count) => [`${count.documentId}:${count.version}`, count.chunks]));
  const listed = new Set(rows.map((row) => row.id));
  const ready = rows.filter((row) => row.status === "ready" && row.indexedVersion > 0);
  const missing: DocumentDrift[] = [];
  let storedChunks = 0;
  for (const row of ready) {
    const held = stored.get(`${row.id}:${row.indexedVersion}`) ?? 0;
    storedChunks += held;
    if (held < row.chunkCount)
      missing.push({ documentId: row.id, version: row.indexedVersion, expected: row.chunkCount, stored: held });
  }
  const whole = ready.filter((row) => !missing.some((entry) => entry.documentId === row.id));
  return {
    projectId,
    documents: ready.length,
    expectedChunks: ready.reduce((sum, row) => sum + row.chunkCount, 0),
    storedChunks,
    missing,
    missingVectors: await vectorDrift(
      access,
      projectId,
      whole.map((row) => ({ documentId: row.id, version: row.indexedVersion })),
    ),
    orphanChunks: counts.filter((count) => !listed.has(count.documentId)).reduce((sum, count) => sum + count.chunks, 0),
  };
}

/** The versions whose stored chunks have fewer vectors in the index: one store call and one index call a project. */
async function vectorDrift(
  access: DriftAccess,
  projectId: string,
  versions: { documentId: string; version: number }[],
): Promise<VectorDrift[]> {
  if (versions.length === 0) return [];
  const chunks = await access.stores.of(projectId).versionChunkIds(projectId, versions);
  const held = new Set(
    await access.vectors.held(
      projectId,
      chunks.flatMap((entry) => entry.ids),
    ),
  );
  return chunks.flatMap(({ documentId, ids }) => {
    const vectors = ids.filter((id) => held.has(id)).length;
    const version = versions.find((entry) => entry.documentId === documentId)?.version ?? 0;
    return vectors < ids.length ? [{ documentId, version, chunks: ids.length, vectors }] : [];
  });
}

export const hasDrift = (drift: ProjectDrift) =>
  drift.missing.length > 0 || drift.missingVectors.length > 0 || drift.orphanChunks > 0;

export interface DriftPage {
  /** Projects compared by this call. */
  checked: number;
  drifted: ProjectDrift[];
  /** Documents queued for ingestion again (with `repair`). */
  repaired: number;
  /** The last project compared, to pass as `after`; null once every project was. */
  next: string | null;
}

/** Projects a call compares at most: one D1 read and one store call each. */
const PAGE = 50;

/**
 * The projects after `after` (by id; only those of `projects` when listed), compared until `deadline` or a page's
 * worth; with `repair`, each document
 * whose chunks are missing is queued for ingestion again (its live version, which fills the store: chunks already
 * there are kept). Call again with `next` until it is null.
 */
export async function checkDrift(
  env: AppEnv,
  access: DriftAccess,
  options: { after?: string; projects?: string[]; repair: boolean; deadline: number },
): Promise<DriftPage> {
  const page = await projectIdsAfter(access.db, options.after, PAGE, options.projects);
  const drifted: ProjectDrift[] = [];
  let repaired = 0;
  let checked = 0;
  for (const id of page) {
    const drift = await projectDrift(access, id);
    checked++;
    if (hasDrift(drift)) drifted.push(drift);
    if (options.repair) repaired += await requeueMissing(env, access, drift);
    if (Date.now() > options.deadline) break;
  }
  const done = checked === page.length && page.length < PAGE;
  return { checked, drifted, repaired, next: done ? null : (page[checked - 1] ?? null) };
}

/** Queues the ingestion of each document whose chunks or vectors are missing; how many were queued. */
async function requeueMissing(env: AppEnv, access: DriftAccess, drift: ProjectDrift): Promise<number> {
  let queued = 0;
  for (const { documentId, version } of [...drift.missing, ...drift.missingVectors]) {
    // Only a document still ready at that version: an edit or a run since has its own job.
    const still = await access.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.id, documentId), eq(documents.status, "ready"), eq(documents.indexedVersion, version)))
      .get();
    if (!still) continue;
    await deleteProgress(access.db, documentId, { version });
    if (!(await setProcessing(access.db, documentId, version))) continue;
    if (await enqueueIngestion(env, { documentId, projectId: drift.projectId, version })) {
      queued++;
      await publishDocument(env, drift.projectId, documentId, "processing");
    }
  }
  return queued;
}
