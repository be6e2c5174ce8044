// Builds a project's search index straight from texts (no files, no queue):
// one document per title, one chunk per text, the same analysed terms,
// embeddings and vector index the ingestion pipeline writes, in the project's
// store. Shared by the retrieval benchmark and the search tests.
import { type Database, database } from "#core/db/client.ts";
import { insertUploadedDocument, markReady } from "#core/db/documents.ts";
import { insertProjectWithOwner } from "#core/db/projects.ts";
import { insertUser } from "#core/db/users.ts";
import { indexTerms } from "#core/search/text-analysis.ts";
import type { SearchServices } from "#core/search/search-services.ts";

export interface IndexedDocument {
  name: string;
  chunks: string[];
}

export async function createBenchProject(
  d1: D1Database,
  label: string,
): Promise<{ projectId: string; userId: string }> {
  const db = database(d1);
  const userId = crypto.randomUUID();
  await insertUser(db, {
    id: userId,
    email: `${label}-${userId.slice(0, 8)}@bench.local`,
    fullName: "Bench",
    role: "nexo_employee",
    passwordHash: "x",
  });
  const projectId = crypto.randomUUID();
  await insertProjectWithOwner(db, {
    id: projectId,
    name: label,
    description: null,
    ownerId: userId,
    createdAt: Date.now(),
  });
  return { projectId, userId };
}

/**
 * A document made from texts rather than a file, still "processing" at version 1 as an upload is before ingestion:
 * its storage path and upload note say where it came from (`source`). Returns its id.
 */
export async function insertTextDocument(
  db: Database,
  owner: { projectId: string; userId: string },
  name: string,
  source: string,
): Promise<string> {
  const id = crypto.randomUUID();
  await insertUploadedDocument(
    db,
    {
      id,
      projectId: owner.projectId,
      name,
      storagePath: `${source}/${id}`,
      mimeType: "text/plain",
      status: "processing",
      version: 1,
      uploadedBy: owner.userId,
    },
    { userId: owner.userId, content: source, contextData: {} },
  );
  return id;
}

/** Indexes the documents; returns the chunk ids in input order (document by document). */
export async function indexDocuments(
  d1: D1Database,
  services: SearchServices,
  project: { projectId: string; userId: string },
  documents: IndexedDocument[],
): Promise<number[][]> {
  const db = database(d1);
  const ids: number[][] = [];
  for (const document of documents) {
    const documentId = await insertTextDocument(db, project, document.name, "bench");
    const store = services.stores.of(project.projectId);
    for (let start = 0; start < document.chunks.length; start += 480) {
      const rows = document.chunks.slice(start, start + 480).map((content, offset) => ({
        documentId,
        version: 1,
        chunkIndex: start + offset,
        content,
        location: null,
        searchTerms: indexTerms(document.name, content),
        tables: null,
      }));
      await store.writeChunks(project.projectId, rows);
    }
    const chunkIds = await store.chunkIds(project.projectId, documentId, { version: 1 });
    for (let start = 0; start < chunkIds.length; start += 256) {
      const slice = document.chunks.slice(start, start + 256);
      const vectors = await services.embedder.embed(slice);
      await services.vectors.upsert(
        project.projectId,
        vectors.map((vector, offset) => ({ chunkId: chunkIds[start + offset] ?? -1, documentId, vector })),
      );
    }
    await markReady(db, documentId, 1, chunkIds.length);
    ids.push(chunkIds);
  }
  return ids;
}
