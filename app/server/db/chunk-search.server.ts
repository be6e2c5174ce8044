import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "./client.server.ts";
import { documentChunks, documents } from "./schema.ts";

/**
 * Queries of the chunk search index. FTS5 has no drizzle form, so its MATCH
 * and vocabulary reads are SQL here, in the module that owns them; rows are
 * typed from the schema. Only live chunks (the indexed version of a ready
 * document of this project) are ever returned.
 */

/** Chunk ids of the project ranked by BM25 over the analysed terms (any term may match). */
export async function fullTextSearch(
  db: Database,
  projectId: string,
  terms: string[],
  limit: number,
): Promise<{ chunkId: number; score: number }[]> {
  const unique = [...new Set(terms)].filter((term) => /^[\p{L}\p{N}]+$/u.test(term)).slice(0, 64);
  if (unique.length === 0) return [];
  // Terms are analysed words (letters and digits), quoted so none is read as an operator.
  const match = `project_id:"${projectId}" AND search_terms:(${unique.map((term) => `"${term}"`).join(" OR ")})`;
  const rows = await db.all<{ chunkId: number; score: number }>(sql`
    SELECT c.id AS chunkId, -bm25(document_chunks_fts, 1.0, 0.0) AS score
    FROM document_chunks_fts
    JOIN ${documentChunks} c ON c.id = document_chunks_fts.rowid
    JOIN ${documents} d ON d.id = c.document_id
    WHERE document_chunks_fts MATCH ${match}
      AND d.project_id = ${projectId} AND d.status = 'ready' AND c.version = d.indexed_version
    ORDER BY bm25(document_chunks_fts, 1.0, 0.0)
    LIMIT ${limit}`);
  return rows.map((row) => ({ chunkId: Number(row.chunkId), score: Number(row.score) }));
}

export interface LiveChunk {
  chunkId: number;
  documentId: string;
  documentName: string;
  location: string | null;
  content: string;
  searchTerms: string;
}

/** The given chunks that are live in this project (stale or foreign ids are dropped). */
export async function liveChunks(db: Database, projectId: string, chunkIds: number[]): Promise<LiveChunk[]> {
  if (chunkIds.length === 0) return [];
  const found: LiveChunk[] = [];
  for (let start = 0; start < chunkIds.length; start += 90) {
    const rows = await db
      .select({
        chunkId: documentChunks.id,
        documentId: documents.id,
        documentName: documents.name,
        location: documentChunks.location,
        content: documentChunks.content,
        searchTerms: documentChunks.searchTerms,
      })
      .from(documentChunks)
      .innerJoin(documents, eq(documents.id, documentChunks.documentId))
      .where(
        and(
          inArray(documentChunks.id, chunkIds.slice(start, start + 90)),
          eq(documents.projectId, projectId),
          eq(documents.status, "ready"),
          eq(documentChunks.version, documents.indexedVersion),
        ),
      )
      .all();
    found.push(...rows);
  }
  return found;
}

/** How many indexed chunks contain each term, and how many chunks there are: the inputs of IDF. */
export async function termStatistics(db: Database, terms: string[]): Promise<{ total: number; counts: Map<string, number> }> {
  const unique = [...new Set(terms)].slice(0, 90);
  const [[totalRow], rows] = await Promise.all([
    db.all<{ n: number }>(sql`SELECT count(*) AS n FROM ${documentChunks}`),
    unique.length > 0
      ? db.all<{ term: string; doc: number }>(
          sql`SELECT term, doc FROM document_chunks_fts_vocab WHERE term IN (${sql.join(unique.map((term) => sql`${term}`), sql`, `)})`,
        )
      : Promise.resolve([]),
  ]);
  return { total: Number(totalRow?.n ?? 0), counts: new Map(rows.map((row) => [row.term, Number(row.doc)])) };
}
