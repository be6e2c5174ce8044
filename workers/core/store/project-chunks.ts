import type { ChunkTable } from "#core/documents/tables.ts";
import {
  chunkIds as d1ChunkIds,
  findChunk as d1FindChunk,
  deleteChunks as d1DeleteChunks,
  documentVersions,
  liveChunkRowsInD1,
} from "#core/db/documents.ts";
import type { Document } from "#core/db/schema.ts";
import type { ChunkFilter } from "./store-chunks.ts";
import { type ChunkAccess, projectStores, readsFromD1, type StoreEnv } from "./project-stores.ts";
import { database } from "#core/db/client.ts";

/**
 * Reading a project's chunks, wherever they are: its store, or D1 for a
 * project whose move has not finished (./project-stores.ts). Callers get a
 * `ChunkAccess` from `chunkAccess(env)`, or use their search deps (which are one).
 */
export function chunkAccess(env: StoreEnv & { DB: D1Database }): ChunkAccess {
  return { db: database(env.DB), stores: projectStores(env) };
}

export interface ChunkRow {
  id: number;
  location: string | null;
  content: string;
  tables: ChunkTable[] | null;
}

/** The live chunks of a document with their ids, locations and tables, in order (the agent reading a document; re-embedding). */
export async function liveChunkRows(
  access: ChunkAccess,
  document: Pick<Document, "id" | "projectId" | "indexedVersion">,
  limit = 10_000,
): Promise<ChunkRow[]> {
  if (await readsFromD1(access.db, document.projectId)) return liveChunkRowsInD1(access.db, document, limit);
  return access.stores
    .of(document.projectId)
    .versionChunks(document.projectId, document.id, document.indexedVersion, limit);
}

/** The live chunks' text, in order (the Canvas's fallback when the file cannot be read). */
export async function liveChunkContents(
  access: ChunkAccess,
  document: Pick<Document, "id" | "projectId" | "indexedVersion">,
): Promise<string[]> {
  return (await liveChunkRows(access, document)).map((row) => row.content);
}

/** One chunk of a document of this project (a cited passage), of whichever version it was cut from. */
export async function findChunk(access: ChunkAccess, projectId: string, documentId: string, chunkId: number) {
  const inStore = await access.stores.of(projectId).findChunk(projectId, documentId, chunkId);
  if (inStore) return inStore;
  return (await readsFromD1(access.db, projectId))
    ? ((await d1FindChunk(access.db, projectId, documentId, chunkId)) ?? null)
    : null;
}

/**
 * The start of the project's newest ready documents, chunk by chunk in order
 * (where each chunk is and its first characters): enough to suggest questions.
 */
export async function documentOutlines(
  access: ChunkAccess,
  projectId: string,
  options: { documents: number; chunksPerDocument: number },
): Promise<{ documentId: string; documentName: string; location: string | null; excerpt: string }[]> {
  const versions = await documentVersions(access.db, projectId, options.documents);
  if (versions.length === 0) return [];
  const rows = (await readsFromD1(access.db, projectId))
    ? await Promise.all(
        versions.map(async (version) =>
          (
            await liveChunkRowsInD1(
              access.db,
              { id: version.documentId, indexedVersion: version.version },
              options.chunksPerDocument,
            )
          ).map((row, chunkIndex) => ({
            documentId: version.documentId,
            chunkIndex,
            location: row.location,
            excerpt: row.content.slice(0, 600),
          })),
        ),
      ).then((lists) => lists.flat())
    : await access.stores.of(projectId).outlines(projectId, versions, options.chunksPerDocument);
  const byDocument = new Map<string, typeof rows>();
  for (const row of rows) byDocument.set(row.documentId, [...(byDocument.get(row.documentId) ?? []), row]);
  // Newest document first, each one's chunks in order, as the project page lists them.
  return versions.flatMap((version) =>
    (byDocument.get(version.documentId) ?? [])
      .sort((a, b) => a.chunkIndex - b.chunkIndex)
      .map((row) => ({
        documentId: row.documentId,
        documentName: version.name,
        location: row.location,
        excerpt: row.excerpt,
      })),
  );
}

/** A document's chunk ids in its store and, for a project not moved yet, in D1. */
export async function documentChunkIds(
  access: ChunkAccess,
  projectId: string,
  documentId: string,
  filter: ChunkFilter,
): Promise<number[]> {
  const inStore = await access.stores.of(projectId).chunkIds(projectId, documentId, filter);
  if (!(await readsFromD1(access.db, projectId))) return inStore;
  return [...inStore, ...(await d1ChunkIds(access.db, documentId, filter))];
}

/**
 * Deletes a document's chunks (of one version, every version but one, or
 * all) from its store and, for a project not moved yet, from D1. Vectorize's
 * vectors go first, by the ids `documentChunkIds` read while the chunks were there.
 */
export async function deleteDocumentChunks(
  access: ChunkAccess,
  projectId: string,
  documentId: string,
  filter: ChunkFilter,
): Promise<void> {
  await access.stores.of(projectId).deleteChunks(projectId, documentId, filter);
  if (await readsFromD1(access.db, projectId)) await d1DeleteChunks(access.db, documentId, filter);
}
