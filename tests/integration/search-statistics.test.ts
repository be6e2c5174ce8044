import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "#core/db/client.ts";
import { liveDocuments } from "#core/db/documents.ts";
import { rankChunks } from "#workers/objects/project-store/chunk-ranking.ts";
import { searchServices } from "#core/search/search-services.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { eraseProject } from "#core/projects/delete-project.ts";
import { liveKey, outlines } from "#workers/objects/project-store/store-chunks.ts";
import {
  inverseDocumentFrequency,
  storeLexicalRanking,
  termCounts,
} from "#workers/objects/project-store/store-lexical.ts";
import { StoreVectors } from "#workers/objects/project-store/store-vectors.ts";
import faquad from "#tests/fixtures/faquad/train.json";
import { inStore, recordingSql, storeRowCounts, storeStub } from "#tests/support/project-store.ts";
import { createBenchProject, type IndexedDocument, indexDocuments } from "#scripts/bench-worker/retrieval-index.ts";

/**
 * Full-text search reads only its project's index, which lives in the
 * project's own store: FTS5 over the project's analysed terms ranks exactly
 * as BM25 computed here from the chunks' terms (FTS5's bm25(): k1 1.2, b 0.75,
 * the IDF floored at 1e-6, a chunk's length counting the project id's five
 * tokens), another tenant's corpus changes nothing, the counts follow every
 * write, and no statement of a search scans a table.
 */
const services = () => searchServices(env);
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

/** The project's live versions, as a search passes them to its store. */
async function liveKeysOf(projectId: string): Promise<string[]> {
  return (await liveDocuments(database(env.DB), projectId)).map((live) => liveKey(live.documentId, live.version));
}

const faquadDocuments = (): IndexedDocument[] =>
  faquad.data.map((article) => ({
    name: String(article.title ?? "Documento").replace(/_/g, " "),
    chunks: article.paragraphs.map((paragraph) => paragraph.context),
  }));

/** BM25 as FTS5 scores it, from each chunk's analysed terms: the reference the store's ranking is held to. */
function referenceBm25(chunks: Map<number, string[]>, queryTerms: string[], limit: number): Ranked {
  const terms = [...new Set(queryTerms)].slice(0, 64);
  const total = [...chunks.values()].reduce((sum, words) => sum + words.length, 0);
  const average = total / chunks.size + 5;
  const containing = (term: string) => [...chunks.values()].filter((words) => words.includes(term)).length;
  const idf = new Map(
    terms.map((term) => {
      const n = containing(term);
      const value = Math.log((chunks.size - n + 0.5) / (n + 0.5));
      return [term, value <= 0 ? 1e-6 : value];
    }),
  );
  const scored: Ranked = [];
  for (const [chunkId, words] of chunks) {
    let score = 0;
    let matched = false;
    for (const term of terms) {
      const tf = words.filter((word) => word === term).length;
      if (tf === 0) continue;
      matched = true;
      score += ((idf.get(term) ?? 0) * tf * 2.2) / (tf + 1.2 * (0.25 + (0.75 * (words.length + 5)) / average));
    }
    if (matched) scored.push({ chunkId, score });
  }
  return scored.sort((a, b) => b.score - a.score || a.chunkId - b.chunkId).slice(0, limit);
}

/** The store's chunks as their analysed words (the sentence marks aside), by id. */
function storedWords(sql: SqlStorage): Map<number, string[]> {
  return new Map(
    sql
      .exec<{ id: number; search_terms: string }>("SELECT id, search_terms FROM chunks")
      .toArray()
      .map((row) => [
        Number(row.id),
        String(row.search_terms)
          .split(" ")
          .filter((word) => word && word !== "|"),
      ]),
  );
}

describe("the store's index ranks by BM25", () => {
  it("every FaQuAD question: the chunks and scores of BM25 computed from the chunks' terms", async () => {
    const project = await createBenchProject(env.DB, "faquad-fts5");
    await indexDocuments(env.DB, services(), project, faquadDocuments());
    const questions = faquad.data.flatMap((article) =>
      article.paragraphs.flatMap((paragraph) => paragraph.qas.map((qa) => qa.question)),
    );
    expect(questions.length).toBeGreaterThan(800);
    const liveKeys = await liveKeysOf(project.projectId);
    const { expected, actual } = await inStore(project.projectId, async (sql) => {
      const words = storedWords(sql);
      const ranking = storeLexicalRanking(sql, liveKeys);
      const lists = { expected: [] as Ranked[], actual: [] as Ranked[] };
      for (const question of questions) {
        lists.expected.push(referenceBm25(words, analyze(question), 50));
        lists.actual.push((await ranking(analyze(question), 50, {})).hits);
      }
      return lists;
    });
    expect(expected.flat().length).toBeGreaterThan(10_000);
    questions.forEach((question, i) => {
      expectSameRanking(actual[i] ?? [], expected[i] ?? [], question);
    });
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
/** Terms in every chunk of corpus() ("equipe", "região", "revisou", "prazo", "dias": IDF floored) beside rarer ones. */
const WITH_FLOORED = [...QUERIES, "prazo de 12 dias da equipe", "a equipe revisou o prazo"];

async function rankings(projectId: string, queries = QUERIES, evidenceOnly = false, limit = 20): Promise<Ranked[]> {
  const liveKeys = await liveKeysOf(projectId);
  return inStore(projectId, async (sql) => {
    const ranking = storeLexicalRanking(sql, liveKeys);
    const lists: Ranked[] = [];
    for (const query of queries) lists.push((await ranking(analyze(query), limit, { evidenceOnly })).hits);
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

  it("the hybrid's candidates (evidence only) are the exact ranking without the chunks that match only floored terms", async () => {
    const liveKeys = await liveKeysOf(large);
    const withFloored = await inStore(large, async (sql) => {
      const ranking = storeLexicalRanking(sql, liveKeys);
      let floored = 0;
      for (const query of WITH_FLOORED) {
        const terms = [...new Set(analyze(query))];
        const { hits, statistics } = await ranking(terms, 50, { evidenceOnly: true });
        const idf = (term: string) =>
          inverseDocumentFrequency(statistics.chunks, statistics.documentFrequency.get(term) ?? 0);
        const present = terms.filter((term) => (statistics.documentFrequency.get(term) ?? 0) > 0);
        const evidence = present.filter((term) => idf(term) > 1e-6);
        if (present.length > evidence.length) floored++;
        // Every chunk with evidence; then the full query's ranking of every chunk, kept to those.
        const withEvidence = new Set(
          evidence.length === 0 ? [] : (await ranking(evidence, 5_000, {})).hits.map((hit) => hit.chunkId),
        );
        const full = (await ranking(present, 5_000, {})).hits;
        expectSameRanking(hits, full.filter((hit) => withEvidence.has(hit.chunkId)).slice(0, 50), query);
        if (evidence.length === 0) expect(hits, query).toEqual([]);
      }
      return floored;
    });
    expect(withFloored).toBeGreaterThanOrEqual(3);
  });

  it("the counts follow ingestion and deletion: they always equal a recount of the store's chunks", async () => {
    const recount = () =>
      inStore(large, (sql) => {
        const rows = sql.exec<{ search_terms: string }>("SELECT search_terms FROM chunks").toArray();
        const expected = new Map<string, number>();
        for (const row of rows)
          for (const term of new Set(row.search_terms.split(" ").filter((term) => term && term !== "|")))
            expected.set(term, (expected.get(term) ?? 0) + 1);
        const counted = termCounts(sql, [...expected.keys()]);
        const wrong = [...expected].filter(([term, n]) => counted.documentFrequency.get(term) !== n).length;
        return { chunks: counted.chunks, recounted: rows.length, terms: expected.size, wrong };
      });
    const before = await recount();
    expect(before).toMatchObject({ chunks: before.recounted, wrong: 0 });
    const { id } = (await env.DB.prepare("SELECT id FROM documents WHERE project_id = ?1 LIMIT 1")
      .bind(large)
      .first<{ id: string }>()) ?? { id: "" };
    expect(await storeStub(large).deleteChunks(large, id, "all")).toHaveLength(500);
    const after = await recount();
    expect(after.chunks).toBe(before.chunks - 500);
    expect(after).toMatchObject({ chunks: after.recounted, wrong: 0 });
  });
});

describe("no statement of a search scans a table", () => {
  it("EXPLAIN QUERY PLAN inside the store: the index through FTS5, every table through its key or an index", async () => {
    const project = await createBenchProject(env.DB, "query-plans");
    const { projectId } = project;
    const { embedder } = services();
    await indexDocuments(env.DB, services(), project, corpus("Ata", 2_500, 2));
    const live = await liveDocuments(database(env.DB), projectId);
    const checked = await inStore(projectId, async (real) => {
      const { sql, statements } = recordingSql(real);
      const ranking = storeLexicalRanking(
        sql,
        live.map((document) => liveKey(document.documentId, document.version)),
      );
      // A query with floored terms (the hybrid's candidates, then their exact scores) and one of rare terms only:
      // the whole search's SQL (index, counts, the chunks' rows, the vectors' segments and columns).
      const vectors = new StoreVectors(sql);
      for (const query of ["prazo das perdas de água na região Norte 12", "hidrômetros inadimplência"]) {
        const [vector] = await embedder.embed([query]);
        const { hits } = await rankChunks(
          {
            lexical: ranking,
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
      // The project page's outlines of its documents (suggested questions) go through the index too.
      expect(outlines(sql, live, 3).length).toBeGreaterThan(0);
      expect(statements.some((statement) => statement.query.includes("chunk_fts MATCH"))).toBe(true);
      expect(statements.some((statement) => statement.query.includes("vector_columns"))).toBe(true);
      for (const statement of statements) {
        const plan = real
          .exec<{ detail: string }>(`EXPLAIN QUERY PLAN ${statement.query}`, ...statement.params)
          .toArray()
          .map((row) => row.detail);
        // FTS5 and fts5vocab are virtual tables (they read their own index); the query's own lists (json_each) and
        // CTEs over them read no table.
        const scans = plan.filter(
          (line) => /^SCAN /.test(line) && !/^SCAN (\S+ VIRTUAL TABLE|(json_each|query|partial|p)\b)/.test(line),
        );
        expect(scans, `${statement.query}\n${plan.join("\n")}`).toEqual([]);
      }
      return statements.length;
    });
    expect(checked).toBeGreaterThan(4);
  }, 120_000);
});

describe("a term that is also a token of the project's id", () => {
  it("counts the chunks whose terms hold it, not every chunk of the project", async () => {
    // The id's second group is "2024": FTS5 tokenizes the row's project_id column too.
    const projectId = `${crypto.randomUUID().slice(0, 8)}-2024-4000-8000-${crypto.randomUUID().slice(-12)}`;
    const rows = ["relatorio 2024 perdas", "relatorio anual", "agua tratada"].map((searchTerms, chunkIndex) => ({
      documentId: crypto.randomUUID(),
      version: 1,
      chunkIndex,
      content: searchTerms,
      location: null,
      searchTerms,
      tables: null,
    }));
    expect(await storeStub(projectId).writeChunks(projectId, rows)).toMatchObject({ ok: true });
    const counts = await inStore(projectId, (sql) => termCounts(sql, ["2024", "relatorio", "4000"]));
    expect(counts.chunks).toBe(3);
    expect(Object.fromEntries(counts.documentFrequency)).toEqual({ "2024": 1, relatorio: 2 });
    // FTS5's own score reads the term in search_terms alone too: the IDF of one chunk in three, not a floored one.
    const live = rows.map((row) => liveKey(row.documentId, 1));
    const { hits } = await inStore(projectId, (sql) => storeLexicalRanking(sql, live)(["2024"], 10, {}));
    expect(hits).toHaveLength(1);
    const words = new Map(rows.map((row, i) => [i, row.searchTerms.split(" ")]));
    expect(hits[0]?.score).toBeCloseTo(referenceBm25(words, ["2024"], 1)[0]?.score ?? NaN, 9);
  });

  it("a store of the first schema is brought to the column's count when it next opens", async () => {
    const projectId = `${crypto.randomUUID().slice(0, 8)}-2024-4000-8000-${crypto.randomUUID().slice(-12)}`;
    const row = { version: 1, chunkIndex: 0, location: null, tables: null };
    const searchTerms = "relatorio 2024";
    await storeStub(projectId).writeChunks(projectId, [
      { ...row, documentId: crypto.randomUUID(), content: searchTerms, searchTerms },
      { ...row, documentId: crypto.randomUUID(), content: "agua", searchTerms: "agua" },
    ]);
    // As schema 1 left it: the row vocabulary, no column one.
    await inStore(projectId, (sql) => {
      sql.exec("DROP TABLE chunk_fts_terms");
      sql.exec("CREATE VIRTUAL TABLE chunk_fts_vocab USING fts5vocab(chunk_fts, 'row')");
      sql.exec("UPDATE store_meta SET value = 1 WHERE key = 'schema_version'");
    });
    const counts = await inStore(projectId, (sql) => termCounts(sql, ["2024"]));
    expect(Object.fromEntries(counts.documentFrequency)).toEqual({ "2024": 1 });
    const tables = await inStore(projectId, (sql) =>
      sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE name LIKE 'chunk_fts_%vocab%'").toArray(),
    );
    expect(tables).toEqual([]);
  });
});
