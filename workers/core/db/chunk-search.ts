import { and, eq, sql } from "drizzle-orm";
import type { ChunkTable } from "#core/documents/tables.ts";
import type { LengthNorm, PostingsSource, ProjectTermStatistics } from "#core/search/bm25.ts";
import type { Database } from "./client.ts";
import { documentChunks, documents } from "./schema.ts";

/**
 * Kept for projects whose chunks are still in D1: the search index as it was
 * before each project's chunks moved to its own store (#core/store/). The
 * move (#core/store/move-from-d1.ts) empties these tables project by
 * project; a later migration drops them once they are empty.
 *
 * Queries of the per-project full-text index (migration 0012): the postings
 * in chunk_terms and the statistics in project_search_terms and
 * project_search_stats, all kept by triggers on document_chunks. Every
 * statement is keyed by the project (the tables' primary keys start with
 * project_id), so a search reads only its own project's rows; the plans are
 * asserted in tests/integration/search-statistics.test.ts (CROSS JOIN fixes
 * the join order SQLite would otherwise pick: the query's terms drive the
 * postings, and each scored chunk is checked by its primary key, instead of
 * walking every posting or every live chunk of the project). The tables are
 * WITHOUT ROWID and trigger-maintained, which drizzle cannot declare, hence
 * SQL here, in the module that owns them.
 */

export async function projectTermStatistics(
  db: Database,
  projectId: string,
  terms: string[],
): Promise<ProjectTermStatistics> {
  // One round trip: the project's totals (the row without a term), then the asked terms' counts.
  const rows = await db.all<{ term: string | null; chunks: number; terms: number | null }>(sql`
    SELECT NULL AS term, chunk_count AS chunks, term_count AS terms FROM project_search_stats WHERE project_id = ${projectId}
    UNION ALL
    SELECT term, chunk_count AS chunks, NULL AS terms FROM project_search_terms
    WHERE project_id = ${projectId} AND term IN (SELECT value FROM json_each(${JSON.stringify(terms)}))`);
  const totals = rows.find((row) => row.term === null);
  return {
    chunks: Number(totals?.chunks ?? 0),
    terms: Number(totals?.terms ?? 0),
    documentFrequency: new Map(
      rows.flatMap((row) => (row.term === null ? [] : [[row.term, Number(row.chunks)] as const])),
    ),
  };
}

/**
 * The project's live chunks (the indexed version of a ready document) ranked
 * by the sum of BM25 contributions of the given terms, best first, ties by
 * chunk id. `weights` maps each term to its IDF; the arithmetic is FTS5's
 * bm25() with k1 = 1.2 and b = 0.75 (./search/bm25.ts).
 */
export async function scoreLiveChunks(
  db: Database,
  projectId: string,
  weights: Record<string, number>,
  norm: LengthNorm,
  limit: number,
): Promise<{ chunkId: number; score: number }[]> {
  const rows = await db.all<{ chunkId: number; score: number }>(sql`
    WITH query(term, idf) AS (SELECT key, value FROM json_each(${JSON.stringify(weights)})),
    partial(chunk_id, score) AS (
      SELECT t.chunk_id, sum(query.idf * (t.tf * 2.2) / (t.tf + 1.2 * (0.25 + 0.75 * (t.length + ${norm.offset}) / ${norm.averageLength + norm.offset})))
      FROM query CROSS JOIN chunk_terms t ON t.project_id = ${projectId} AND t.term = query.term
      GROUP BY t.chunk_id
    )
    SELECT p.chunk_id AS chunkId, p.score AS score
    FROM partial p
    CROSS JOIN ${documentChunks} c ON c.id = p.chunk_id
    CROSS JOIN ${documents} d ON d.id = c.document_id
    WHERE d.project_id = ${projectId} AND d.status = 'ready' AND c.version = d.indexed_version
    ORDER BY p.score DESC, p.chunk_id
    LIMIT ${limit}`);
  return rows.map((row) => ({ chunkId: Number(row.chunkId), score: Number(row.score) }));
}

/** The postings of these terms in these chunks (a term a chunk lacks has no row). */
export async function chunkTermFrequencies(
  db: Database,
  projectId: string,
  terms: string[],
  chunkIds: number[],
): Promise<{ chunkId: number; term: string; tf: number; length: number }[]> {
  if (terms.length === 0 || chunkIds.length === 0) return [];
  const rows = await db.all<{ chunkId: number; term: string; tf: number; length: number }>(sql`
    SELECT chunk_id AS chunkId, term, tf, length FROM chunk_terms
    WHERE project_id = ${projectId}
      AND term IN (SELECT value FROM json_each(${JSON.stringify(terms)}))
      AND chunk_id IN (SELECT value FROM json_each(${JSON.stringify(chunkIds)}))`);
  return rows.map((row) => ({
    chunkId: Number(row.chunkId),
    term: row.term,
    tf: Number(row.tf),
    length: Number(row.length),
  }));
}

/** D1's postings of one project, for the ranking (#core/search/bm25.ts). */
export function d1PostingsSource(db: Database, projectId: string): PostingsSource {
  return {
    statistics: (terms) => projectTermStatistics(db, projectId, terms),
    score: (weights, norm, limit) => scoreLiveChunks(db, projectId, weights, norm, limit),
    frequencies: (terms, chunkIds) => chunkTermFrequencies(db, projectId, terms, chunkIds),
  };
}

export interface LiveChunk {
  chunkId: number;
  documentId: string;
  documentName: string;
  location: string | null;
  content: string;
  searchTerms: string;
  /** The chunk's tables as data, or null when it holds none. */
  tables: ChunkTable[] | null;
}

/** The given chunks that are live in this project (stale or foreign ids are dropped), by id. */
export async function liveChunks(db: Database, projectId: string, chunkIds: number[]): Promise<LiveChunk[]> {
  if (chunkIds.length === 0) return [];
  // One statement whatever the count: the ids travel as one JSON parameter, not one bound value each.
  return db
    .select({
      chunkId: documentChunks.id,
      documentId: documents.id,
      documentName: documents.name,
      location: documentChunks.location,
      content: documentChunks.content,
      searchTerms: documentChunks.searchTerms,
      tables: documentChunks.tables,
    })
    .from(documentChunks)
    .innerJoin(documents, eq(documents.id, documentChunks.documentId))
    .where(
      and(
        sql`${documentChunks.id} IN (SELECT value FROM json_each(${JSON.stringify(chunkIds)}))`,
        eq(documents.projectId, projectId),
        eq(documents.status, "ready"),
        eq(documentChunks.version, documents.indexedVersion),
      ),
    )
    .orderBy(documentChunks.id)
    .all();
}
