import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { database } from "#core/db/client.ts";
import { scoreLiveChunks } from "#core/db/chunk-search.ts";
import { inverseDocumentFrequency, rankByBm25 } from "#core/search/bm25.ts";
import { searchProject } from "#core/search/hybrid-search.ts";
import { searchServices } from "#core/search/search-services.ts";
import { analyze } from "#core/search/text-analysis.ts";
import faquad from "#tests/fixtures/faquad/train.json";
import { queryPlan, recordingD1 } from "#tests/support/recording-d1.ts";
import { createBenchProject, type IndexedDocument, indexDocuments } from "#scripts/bench-worker/retrieval-index.ts";

/**
 * Full-text search reads only its project's statistics and postings (issue 17):
 * the ranking of a project is what FTS5's bm25() gave it alone, another
 * tenant's corpus changes nothing, and no statement of a search scans a table.
 */
const services = () => searchServices({ DB: env.DB, VECTOR_INDEX: "d1" });
type Ranked = { chunkId: number; score: number }[];

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
  const oracle = `fts_oracle_${crypto.randomUUID().replace(/-/g, "")}`;

  beforeAll(async () => {
    owner = await createBenchProject(env.DB, "faquad-bm25");
    projectId = owner.projectId;
    const documents: IndexedDocument[] = faquad.data.map((article) => ({
      name: String(article.title ?? "Documento").replace(/_/g, " "),
      chunks: article.paragraphs.map((paragraph) => paragraph.context),
    }));
    await indexDocuments(env.DB, services(), owner, documents);
    // Today's index, rebuilt beside the new one for this project alone: the FTS5 table and query the search used before.
    await env.DB.exec(
      `CREATE VIRTUAL TABLE ${oracle} USING fts5(search_terms, project_id, tokenize='unicode61 remove_diacritics 2')`,
    );
    await env.DB.prepare(
      `INSERT INTO ${oracle}(rowid, search_terms, project_id) SELECT id, search_terms, project_id FROM document_chunks WHERE project_id = ?1`,
    )
      .bind(projectId)
      .run();
  }, 120_000);

  afterAll(() => env.DB.exec(`DROP TABLE IF EXISTS ${oracle}`));

  it("ranks every FaQuAD question exactly as FTS5's bm25() did", async () => {
    const questions = faquad.data.flatMap((article) =>
      article.paragraphs.flatMap((paragraph) => paragraph.qas.map((qa) => qa.question)),
    );
    expect(questions.length).toBeGreaterThan(800);
    let compared = 0;
    for (const question of questions) {
      const terms = [...new Set(analyze(question))].filter((term) => /^[\p{L}\p{N}]+$/u.test(term));
      if (terms.length === 0) continue;
      const match = `project_id:"${projectId}" AND search_terms:(${terms.map((term) => `"${term}"`).join(" OR ")})`;
      const { results } = await env.DB.prepare(
        `SELECT rowid AS chunkId, -bm25(${oracle}, 1.0, 0.0) AS score FROM ${oracle} WHERE ${oracle} MATCH ?1 ORDER BY bm25(${oracle}, 1.0, 0.0) LIMIT 50`,
      )
        .bind(match)
        .all<{ chunkId: number; score: number }>();
      const { hits } = await rankByBm25(database(env.DB), projectId, terms, 50);
      expectSameRanking(hits, results, question);
      compared++;
    }
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
  const db = database(env.DB);
  const lists: Ranked[] = [];
  for (const query of QUERIES) lists.push((await rankByBm25(db, projectId, analyze(query), 20)).hits);
  return lists;
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

  it("the large tenant ranks the same once the small one is gone", async () => {
    const beside = await rankings(large);
    await env.DB.prepare("DELETE FROM projects WHERE id = ?1").bind(small).run();
    const alone = await rankings(large);
    alone.forEach((list, i) => {
      expectSameRanking(list, beside[i] ?? [], QUERIES[i] ?? "");
    });
    const leftovers = await env.DB.prepare(
      `SELECT (SELECT count(*) FROM chunk_terms WHERE project_id = ?1) + (SELECT count(*) FROM project_search_terms WHERE project_id = ?1)
            + (SELECT count(*) FROM project_search_stats WHERE project_id = ?1) AS n`,
    )
      .bind(small)
      .first<number>("n");
    expect(leftovers).toBe(0);
  });

  it("in a large project the selective-first ranking equals scoring every term at once", async () => {
    const db = database(env.DB);
    for (const query of QUERIES) {
      const terms = [...new Set(analyze(query))];
      const { hits, statistics, norm } = await rankByBm25(db, large, terms, 50);
      const weights = Object.fromEntries(
        terms
          .filter((term) => (statistics.documentFrequency.get(term) ?? 0) > 0)
          .map((term) => [
            term,
            inverseDocumentFrequency(statistics.chunks, statistics.documentFrequency.get(term) ?? 0),
          ]),
      );
      const full = await scoreLiveChunks(db, large, weights, norm, 50);
      expectSameRanking(hits, full, query);
    }
  });

  it("the hybrid's candidates (evidence only) are the exact ranking without the chunks that match only floored terms", async () => {
    const db = database(env.DB);
    // "equipe", "região", "revisou", "prazo", "dias" are in every chunk (IDF floored); "12" and the subjects are not.
    let withFloored = 0;
    for (const query of [...QUERIES, "prazo de 12 dias da equipe", "a equipe revisou o prazo"]) {
      const terms = [...new Set(analyze(query))];
      const { hits, statistics, norm } = await rankByBm25(db, large, terms, 50, { evidenceOnly: true });
      const idf = (term: string) =>
        inverseDocumentFrequency(statistics.chunks, statistics.documentFrequency.get(term) ?? 0);
      const present = terms.filter((term) => (statistics.documentFrequency.get(term) ?? 0) > 0);
      const evidence = present.filter((term) => idf(term) > 1e-6);
      if (present.length > evidence.length) withFloored++;
      // Every chunk with evidence, fully scored; then the ones with evidence, in the full ranking's order.
      const withEvidence = new Set(
        (await scoreLiveChunks(db, large, Object.fromEntries(evidence.map((t) => [t, idf(t)])), norm, 5_000)).map(
          (hit) => hit.chunkId,
        ),
      );
      const full = await scoreLiveChunks(db, large, Object.fromEntries(present.map((t) => [t, idf(t)])), norm, 5_000);
      expectSameRanking(hits, full.filter((hit) => withEvidence.has(hit.chunkId)).slice(0, 50), query);
      if (evidence.length === 0) expect(hits, query).toEqual([]);
    }
    expect(withFloored).toBeGreaterThanOrEqual(3);
  });

  it("the statistics follow ingestion and deletion: they always equal a recount of the project's chunks", async () => {
    const db = database(env.DB);
    const recount = () =>
      env.DB.prepare(
        `SELECT (SELECT chunk_count FROM project_search_stats WHERE project_id = ?1) AS chunks,
                (SELECT count(*) FROM document_chunks WHERE project_id = ?1) AS recounted,
                (SELECT term_count FROM project_search_stats WHERE project_id = ?1) AS terms,
                (SELECT sum(length) FROM (SELECT chunk_id, max(length) AS length FROM chunk_terms WHERE project_id = ?1 GROUP BY chunk_id)) AS lengths,
                (SELECT count(*) FROM project_search_terms s WHERE s.project_id = ?1
                   AND s.chunk_count <> (SELECT count(*) FROM chunk_terms t WHERE t.project_id = s.project_id AND t.term = s.term)) AS wrong`,
      )
        .bind(large)
        .first<{ chunks: number; recounted: number; terms: number; lengths: number; wrong: number }>();
    const before = await recount();
    expect(before).toMatchObject({ chunks: before?.recounted, terms: before?.lengths, wrong: 0 });
    const { id } = (await env.DB.prepare("SELECT id FROM documents WHERE project_id = ?1 LIMIT 1")
      .bind(large)
      .first<{ id: string }>()) ?? { id: "" };
    await env.DB.prepare("DELETE FROM documents WHERE id = ?1").bind(id).run();
    const after = await recount();
    expect(after?.chunks).toBe((before?.chunks ?? 0) - 500);
    expect(after).toMatchObject({ chunks: after?.recounted, terms: after?.lengths, wrong: 0 });
    expect((await rankByBm25(db, large, analyze("faturamento"), 5)).statistics.chunks).toBe(after?.chunks);
  });
});

describe("no statement of a search scans another tenant's rows", () => {
  it("EXPLAIN QUERY PLAN: every table is reached through an index keyed by the project or a primary key", async () => {
    const project = await createBenchProject(env.DB, "query-plans");
    const { projectId } = project;
    await indexDocuments(env.DB, services(), project, corpus("Ata", 2_500, 2));
    // The isolate's one-time embedder check reads every project's documents by design (workers/core/search/embedder-check.ts);
    // it is not a statement of a search, and whether it runs inside this test depended on which file ran first.
    await searchProject({ db: database(env.DB), ...services() }, projectId, "prazo", { limit: 1 });
    const recording = recordingD1(env.DB);
    const deps = { db: database(recording.db), ...searchServices({ DB: recording.db, VECTOR_INDEX: "d1" }) };
    // A common and a selective term (the two-phase ranking), then a query of selective terms only.
    for (const query of ["prazo das perdas de água na região Norte 12", "hidrômetros inadimplência"]) {
      const { hits } = await searchProject(deps, projectId, query, { limit: 5 });
      expect(hits.length).toBeGreaterThan(0);
    }
    const statements = recording.statements.filter((statement) => /^\s*(select|with)/i.test(statement.sql));
    expect(statements.some((statement) => statement.sql.includes("chunk_terms"))).toBe(true);
    expect(statements.some((statement) => statement.sql.includes("vector_segments"))).toBe(true);
    for (const statement of statements) {
      const plan = await queryPlan(env.DB, statement);
      // Scans of the query's own lists (json_each, whatever its alias) and of CTEs over them read no table.
      const scans = plan.filter(
        (line) => /^SCAN /.test(line) && !/^SCAN (\S+ VIRTUAL TABLE|(json_each|query|partial|p)\b)/.test(line),
      );
      expect(scans, `${statement.sql}\n${plan.join("\n")}`).toEqual([]);
      if (statement.sql.includes("chunk_terms")) {
        expect(plan.join("\n"), statement.sql).toMatch(
          /SEARCH (t|chunk_terms) USING PRIMARY KEY \(project_id=\? AND term=\?/,
        );
      }
    }
  }, 120_000);
});
