import { describe, expect, it } from "vitest";
import { type ChunkSources, type LiveChunk, rankChunks } from "#workers/objects/project-store/chunk-ranking.ts";
import { analyze, indexTerms } from "#core/search/text-analysis.ts";

/**
 * The hybrid adds each candidate's best-sentence BM25 to its score. A sentence's length must weigh the same
 * wherever it sits: the average it is measured against is the candidates' sentences', not its own chunk's.
 */
const LONG =
  "A matrícula exige as seguintes condições: participação no processo seletivo, existência de vagas na turma, " +
  "cumprimento dos prazos do calendário acadêmico e apresentação dos documentos pessoais exigidos pela secretaria.";
const SHORT = ["O campus fica no centro.", "A biblioteca abre cedo.", "O refeitório serve almoço."];

function chunk(chunkId: number, content: string): LiveChunk {
  return {
    chunkId,
    documentId: `d${chunkId}`,
    content,
    location: null,
    searchTerms: indexTerms("Guia", content),
    tables: null,
    documentName: "Guia",
  };
}

/** Sources whose lexical and vector stages tie every chunk, so only the best sentence tells them apart. */
function tiedSources(chunks: LiveChunk[]): ChunkSources {
  const tie = chunks.map((c) => ({ chunkId: c.chunkId, score: 1 }));
  return {
    lexical: async (terms) => ({
      hits: tie,
      statistics: { chunks: 100, documentFrequency: new Map(terms.map((term) => [term, 2])) },
    }),
    chunks: async (ids) => chunks.filter((c) => ids.includes(c.chunkId)),
    vectors: async () => tie,
  };
}

async function ranked(chunks: LiveChunk[], question: string) {
  const { hits } = await rankChunks(tiedSources(chunks), {
    terms: analyze(question),
    mode: "hybrid",
    limit: 10,
    live: chunks.map((c) => ({ documentId: c.documentId, version: 1, name: c.documentName })),
    vector: { values: new Float32Array([1]), model: "test" },
  });
  return hits;
}

describe("the best sentence's length norm", () => {
  it("scores one sentence the same alone in its chunk as beside short sentences", async () => {
    const alone = chunk(1, LONG);
    const among = chunk(2, [LONG, ...SHORT].join(" "));
    const scored = new Map(
      (await ranked([alone, among], "Quais condições a matrícula exige?")).map((hit) => [hit.chunkId, hit.score]),
    );
    expect(scored.get(1)).toBeGreaterThan(0);
    expect(scored.get(1)).toBeCloseTo(scored.get(2) ?? 0, 9);
  });

  it("ranks a short sentence holding the asked words above a long one holding them too", async () => {
    const long = chunk(1, LONG);
    const short = chunk(2, "A matrícula exige condições. O campus fica no centro.");
    const [first] = await ranked([long, short], "Quais condições a matrícula exige?");
    expect(first?.chunkId).toBe(2);
  });
});
