import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "#core/db/client.ts";
import { liveDocuments } from "#core/db/documents.ts";
import { inverseDocumentFrequency, rankByBm25 } from "#core/search/bm25.ts";
import { rankChunks } from "#core/search/chunk-ranking.ts";
import { searchServices } from "#core/search/search-services.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { eraseProject } from "#core/projects/delete-project.ts";
import { liveKey } from "#core/store/store-chunks.ts";
import { storePostingsSource } from "#core/store/store-lexical.ts";
import { StoreVectors } from "#core/store/store-vectors.ts";
import faquad from "#tests/fixtures/faquad/train.json";
import { inStore, recordingSql, storeRowCounts } from "#tests/support/project-store.ts";
import { createBenchProject, type IndexedDocument, indexDocuments } from "#scripts/bench-worker/retrieval-index.ts";

/**
 * Full-text search reads only its project's statistics and postings, which
 * live in the project's own store: the ranking of a project is what FTS5's
 * bm25() gave it alone, another tenant's corpus changes nothing, and no
 * statement of a search scans a table.
 */
const services = () => searchServices(env);
type Ranked = { chunkId: number; score: number }[];

/** The project's live versions, as a search passes them to its store. */
async function liveKeysOf(projectId: string): Promise<string[]> {
  return (await liveDocuments(database(env.DB), projectId)).map((live) => liveKey(live.documentId, live.version));
}

/** Same scores in the same order; ids may differ only inside a group of equal scores. */
function expectSameRanking(actual: Ranked, expected: Ranked, label: string) {
  expect(actual.length, label).toBe(expected.length);
  const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));
  actual.forEach((hit, i) => {
    expect(close(hit.score, expected[i]?.score ?? NaN), `${label} #${i}`).toBe(true);
  });
  const last = expected[expected.length - 1]?.score;
  // Ties at the cut may keep different members; every chunk above it must be the same.
  const above = (list: Ranked) =>
    list
      .filter((hit) => last === undefined || !close(hit.score, last))
      .map((hit) => hit.chunkId)
      .sort();
  expect(above(actual), label).toEqual(above(expected));
}

describe("BM25 from the project's own statistics", () => {
  let projectId = "";
  let owner = { projectId: "", userId: "" };

  beforeAll(async () => {
    owner = await createBenchProject(env.DB, "faquad-bm25");
    projectId = owner.projectId;
    const documents: IndexedDocument[] = faquad.data.map((article) => ({
      name: String(article.title ?? "Documento").replace(/_/g, " "),
      chunks: article.paragraphs.map((paragraph) => paragraph.context),
    }));
    await indexDocuments(env.DB, services(), owner, documents);
  }, 120_000);

  it("ranks every FaQuAD question exactly as FTS5's bm25() did", async () => {
    const questions = faquad.data.flatMap((article) =>
      article.paragraphs.flatMap((paragraph) => paragraph.qas.map((qa) => qa.question)),
    );
    expect(questions.length).toBeGreaterThan(800);
    const liveKeys = await liveKeysOf(projectId);
    const compared = await inStore(projectId, async (sql) => {
      // The index the search used before per-project statistics, rebuilt in the store beside the postings:
      // the FTS5 table and query (with the project id in each row, as it was) of migration 0003.
      sql.exec(
        "CREATE VIRTUAL TABLE IF NOT EXISTS fts_oracle USING fts5(search_terms, project_id, tokenize='unicode61 remove_diacritics 2')",
      );
      sql.exec("DELETE FROM fts_oracle");
      sql.exec(
        "INSERT INTO fts_oracle(rowid, search_terms, project_id) SELECT id, search_terms, project_id FROM chunks",
      );
      const source = storePostingsSource(sql, liveKeys);
      let n = 0;
      for (const question of questions) {
        const terms = [...new Set(analyze(question))].filter((term) => /^[\p{L}\p{N}]+$/u.test(term));
        if (terms.length === 0) continue;
        const match = `project_id:"${projectId}" AND search_terms:(${terms.map((term) => `"${term}"`).join(" OR ")})`;
        const results = sql
          .exec<{ chunkId: number; score: number }>(
            "SELECT rowid AS chunkId, -bm25(fts_oracle, 1.0, 0.0) AS score FROM fts_oracle WHERE fts_oracle MATCH ? ORDER BY bm25(fts_oracle, 1.0, 0.0) LIMIT 50",
            match,
          )
          .toArray();
        const { hits } = await rankByBm25(source, terms, 50);
        expectSameRanking(hits, results, question);
        n++;
      }
      sql.exec("DROP TABLE fts_oracle");
      return n;
    });
    expect(compared).toBeGreaterThan(800);
  }, 120_000);
});

/** Paragraphs on shared subjects, so one tenant's term counts would move the other's IDF if they were pooled. */
function corpus(prefix: string, count: number, seed: number): IndexedDocument[] {
  const subjects = [
    "perdas de água",
    "faturamento",
    "ouvidoria",
    "hidrômetros",
    "estação de tratamento",
    "inadimplência",
    "energia das bombas",
  ];
  const places = ["Norte", "Sul", "Litoral", "Serra", "Centro"];
  const chunks = Array.from({ length: count }, (_, i) => {
    const a = subjects[(i * seed) % subjects.length];
    const b = subjects[(i * 3 + seed) % subjects.length];
    return `${prefix} ${i}: a equipe da região ${places[(i + seed) % places.length]} revisou ${a} e ${b}, com prazo de ${(i % 20) + 1} dias.`;
  });
  const documents: IndexedDocument[] = [];
  for (let start = 0; start < chunks.length; start += 500)
    documents.push({ name: `${prefix} ${start / 500 + 1}`, chunks: chunks.slice(start, start + 500) });
  return documents;
}

const QUERIES = [
  "prazo das perdas de água na região Norte",
  "faturamento e inadimplência",
  "hidrômetros da Serra",
  "ouvidoria 12",
];

async function rankings(projectId: string): Promise<Ranked[]> {
  const liveKeys = await liveKeysOf(projectId);
  return inStore(projectId, async (sql) => {
    const lists: Ranked[] = [];
    for (const query of QUERIES)
      lists.push((await rankByBm25(storePostingsSource(sql, liveKeys), analyze(query), 20)).hits);
    return lists;
  });
}

describe("tenants of very different sizes", () => {
  let small = "";
  let large = "";
  let smallAlone: Ranked[] = [];

  beforeAll(async () => {
    const smallProject = await createBenchProject(env.DB, "tenant-small");
    small = smallProject.projectId;
    await indexDocuments(env.DB, services(), smallProject, corpus("Nota", 40, 1));
    smallAlone = await rankings(small);
    const largeProject = await createBenchProject(env.DB, "tenant-large");
    large = largeProject.projectId;
    await indexDocuments(env.DB, services(), largeProject, corpus("Relatório", 3_000, 4));
  }, 120_000);

  it("the small tenant ranks the same with the large one beside it", async () => {
    expect(smallAlone.flat().length).toBeGreaterThan(0);
    const beside = await rankings(small);
    beside.forEach((list, i) => {
      expectSameRanking(list, smallAlone[i] ?? [], QUERIES[i] ?? "");
    });
  });

  it("the large tenant ranks the same once the small one is gone, and nothing of the small one is left", async () => {
    const beside = await rankings(large);
    await eraseProject(env, small);
    const alone = await rankings(large);
    alone.forEach((list, i) => {
      expectSameRanking(list, beside[i] ?? [], QUERIES[i] ?? "");
    });
    expect(Object.values(await storeRowCounts(small)).reduce((sum, n) => sum + n, 0)).toBe(0);
  });

  it("in a large project the selective-first ranking equals scoring every term at once", async () => {
    const liveKeys = await liveKeysOf(large);
    await inStore(large, async (sql) => {
      const source = storePostingsSource(sql, liveKeys);
      for (const query of QUERIES) {
        const terms = [...new Set(analyze(query))];
        const { hits, statistics, norm } = await rankByBm25(source, terms, 50);
        const weights = Object.fromEntries(
          terms
            .filter((term) => (statistics.documentFrequency.get(term) ?? 0) > 0)
            .map((term) => [
              term,
              inverseDocumentFrequency(statistics.chunks, statistics.documentFrequency.get(term) ?? 0),
            ]),
        );
        const full = await source.score(weights, norm, 50);
        expectSameRanking(hits, full, query);
      }
    });
  });

  it("the hybrid's candidates (evidence only) are the exact ranking without the chunks that match only floored terms", async () => {
    const liveKeys = await liveKeysOf(large);
    // "equipe", "região", "revisou", "prazo", "dias" are in every chunk (IDF floored); "12" and the subjects are not.
    const withFloored = await inStore(large, async (sql) => {
      const source = storePostingsSource(sql, liveKeys);
      let floored = 0;
      for (const query of [...QUERIES, "prazo de 12 dias da equipe", "a equipe revisou o prazo"]) {
        const terms = [...new Set(analyze(query))];
        const { hits, statistics, norm } = await rankByBm25(source, terms, 50, { evidenceOnly: true });
        const idf = (term: string) =>
          inverseDocumentFrequency(statistics.chunks, statistics.documentFrequency.get(term) ?? 0);
        const present = terms.filter((term) => (statistics.documentFrequency.get(term) ?? 0) > 0);
        const evidence = present.filter((term) => idf(term) > 1e-6);
        if (present.length > evidence.length) floored++;
        // Every chunk with evidence, fully scored; then the ones with evidence, in the full ranking's order.
        const withEvidence = new Set(
          (await source.score(Object.fromEntries(evidence.map((t) => [t, idf(t)])), norm, 5_000)).map(
            (hit) => hit.chunkId,
          ),
        );
        const full = await source.score(Object.fromEntries(present.map((t) => [t, idf(t)])), norm, 5_000);
        expectSameRanking(hits, full.filter((hit) => withEvidence.has(hit.chunkId)).slice(0, 50), query);
        if (evidence.length === 0) expect(hits, query).toEqual([]);
      }
      return floored;
    });
    expect(withFloored).toBeGreaterThanOrEqual(3);
  });

  it("the statistics follow ingestion and deletion: they always equal a recount of the project's chunks", async () => {
    const recount = () =>
      inStore(
        large,
        (sql) =>
          sql
            .exec<{ chunks: number; recounted: number; terms: number; lengths: number; wrong: number }>(
              `SELECT (SELECT chunk_count FROM search_totals) AS chunks,
                (SELECT count(*) FROM chunks) AS recounted,
                (SELECT term_count FROM search_totals) AS terms,
                (SELECT sum(length) FROM (SELECT chunk_id, max(length) AS length FROM chunk_terms GROUP BY chunk_id)) AS lengths,
                (SELECT count(*) FROM search_term_counts s
                   WHERE s.chunk_count <> (SELECT count(*) FROM chunk_terms t WHERE t.term = s.term)) AS wrong`,
            )
            .toArray()[0],
      );
    const before = await recount();
    expect(before).toMatchObject({ chunks: before?.recounted, terms: before?.lengths, wrong: 0 });
    const { id } = (await env.DB.prepare("SELECT id FROM documents WHERE project_id = ?1 LIMIT 1")
      .bind(large)
      .first<{ id: string }>()) ?? { id: "" };
    const removed = await services().stores.of(large).deleteChunks(large, id, "all");
    expect(removed).toHaveLength(500);
    const after = await recount();
    expect(after?.chunks).toBe((before?.chunks ?? 0) - 500);
    expect(after).toMatchObject({ chunks: after?.recounted, terms: after?.lengths, wrong: 0 });
  });
});

describe("no statement of a search scans a table", () => {
  it("EXPLAIN QUERY PLAN inside the store: every table is reached through its primary key or an index", async () => {
    const project = await createBenchProject(env.DB, "query-plans");
    const { projectId } = project;
    const { embedder } = services();
    await indexDocuments(env.DB, services(), project, corpus("Ata", 2_500, 2));
    const live = await liveDocuments(database(env.DB), projectId);
    const checked = await inStore(projectId, async (real) => {
      const { sql, statements } = recordingSql(real);
      const source = storePostingsSource(
        sql,
        live.map((document) => liveKey(document.documentId, document.version)),
      );
      // A common and a selective term (the two-phase ranking), then a query of selective terms only: the whole
      // search's SQL (postings, statistics, the chunks' rows, the vectors' segments and columns).
      const vectors = new StoreVectors(sql);
      for (const query of ["prazo das perdas de água na região Norte 12", "hidrômetros inadimplência"]) {
        const [vector] = await embedder.embed([query]);
        const { hits } = await rankChunks(
          {
            postings: source,
            chunks: async (ids) =>
              sql
                .exec<{ id: number }>(
                  "SELECT id FROM chunks WHERE id IN (SELECT value FROM json_each(?))",
                  JSON.stringify(ids),
                )
                .toArray()
                .map((row) => ({
                  chunkId: Number(row.id),
                  documentId: "",
                  location: null,
                  content: "",
                  searchTerms: "",
                  tables: null,
                })),
            vectors: async (values, model, topK) => vectors.query(model, values, topK),
          },
          {
            terms: analyze(query),
            mode: "hybrid",
            limit: 5,
            live,
            vector: vector ? { values: vector, model: embedder.model } : undefined,
          },
        );
        expect(hits.length).toBeGreaterThan(0);
      }
      expect(statements.some((statement) => statement.query.includes("chunk_terms"))).toBe(true);
      expect(statements.some((statement) => statement.query.includes("vector_columns"))).toBe(true);
      for (const statement of statements) {
        const plan = real
          .exec<{ detail: string }>(`EXPLAIN QUERY PLAN ${statement.query}`, ...statement.params)
          .toArray()
          .map((row) => row.detail);
        // Scans of the query's own lists (json_each, whatever its alias) and of CTEs over them read no table.
        const scans = plan.filter(
          (line) => /^SCAN /.test(line) && !/^SCAN (\S+ VIRTUAL TABLE|(json_each|query|partial|p)\b)/.test(line),
        );
        expect(scans, `${statement.query}\n${plan.join("\n")}`).toEqual([]);
        if (statement.query.includes("FROM query CROSS JOIN chunk_terms"))
          expect(plan.join("\n"), statement.query).toMatch(/SEARCH t USING PRIMARY KEY \(term=\?/);
      }
      return statements.length;
    });
    expect(checked).toBeGreaterThan(2);
  }, 120_000);
});
