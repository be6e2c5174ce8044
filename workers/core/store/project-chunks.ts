import type { ChunkTable } from "#core/documents/tables.ts";
import type { Document } from "#core/db/schema.ts";
import type { ChunkFilter } from "#workers/objects/project-store/store-chunks.ts";
import { type ChunkAccess, projectStores, type StoreEnv } from "./project-stores.ts";
import { database } from "#core/db/client.ts";

/**
 * Reading a project's chunks, from its store (./project-stores.ts). Callers get a
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
  return access.stores.of(projectId).findChunk(projectId, documentId, chunkId);
}

/**
 * The start of the project's newest ready documents, chunk by chunk in order
 * (where each chunk is and its first characters): enough to suggest questions. `versions` are those
 * documents as D1 lists them (`documentVersions`, which the project page reads with its other reads).
 */
export async function documentOutlines(
  access: Pick<ChunkAccess, "stores">,
  projectId: string,
  versions: { documentId: string; version: number; name: string }[],
  chunksPerDocument: number,
): Promise<{ documentId: string; documentName: string; location: string | null; excerpt: string }[]> {
  if (versions.length === 0) return [];
  const rows: { documentId: string; chunkIndex: number; location: string | null; excerpt: string }[] =
    await access.stores.of(projectId).outlines(projectId, versions, chunksPerDocument);
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

/** A document's chunk ids in its store. */
export async function documentChunkIds(
  access: ChunkAccess,
  projectId: string,
  documentId: string,
  filter: ChunkFilter,
): Promise<number[]> {
  return access.stores.of(projectId).chunkIds(projectId, documentId, filter);
}

/**
 * Deletes a document's chunks (of one version, every version but one, or
 * all) from its store. Vectorize's
 * vectors go first, by the ids `documentChunkIds` read while the chunks were there.
 */
export async function deleteDocumentChunks(
  access: ChunkAccess,
  projectId: string,
  documentId: string,
  filter: ChunkFilter,
): Promise<void> {
  await access.stores.of(projectId).deleteChunks(projectId, documentId, filter);
}
