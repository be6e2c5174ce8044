import { describe, expect, it } from "vitest";
import { unitsOf } from "#core/ai/answer/passage-units.ts";
import { analyze, indexTerms, SENTENCE_BREAK } from "#core/search/text-analysis.ts";

const CHUNK = [
  "## Multas",
  "",
  "O Art. 5 prevê multa de R$ 1.500,00 por dia de atraso; o Dr. Silva assinou a cláusula em 2,5 horas. J. Souza",
  "revisou o texto. Veja o [portal de ajuda](https://exemplo.com.br/ajuda-contratual) e <span>o anexo</span>.",
  "",
  "- Norte, com 12 municípios e prazo",
  "  de 30 dias",
  "- Sul",
  "",
  "| Região | Multa diária |",
  "|---|---|",
  "| Litoral | R$ 700 |",
  "",
  "```",
  "prazo = 30",
  "```",
].join("\n");

const sentencesIndexed = (heading: string, content: string) =>
  indexTerms(heading, content)
    .split(` ${SENTENCE_BREAK} `)
    .map((sentence) => sentence.split(" "));

describe("what a chunk is indexed under", () => {
  it("has each sentence, list item and table row the agent can quote as one indexed sentence", () => {
    const indexed = sentencesIndexed("Contrato", CHUNK).map((sentence) => sentence.join(" "));
    const units = unitsOf([
      { n: 1, chunkId: 1, documentId: "d", documentName: "Contrato.md", location: null, text: CHUNK },
    ]);
    expect(units.length).toBeGreaterThanOrEqual(5);
    for (const unit of units) expect(indexed).toContain(analyze(unit.text).join(" "));
  });

  it("holds every word of the heading and the chunk, as many times as they have it", () => {
    const indexed = sentencesIndexed("Contrato", CHUNK).flat().sort();
    expect(indexed).toEqual([...analyze("Contrato"), ...analyze(CHUNK)].sort());
    // The link's address and the inline HTML's words are not in any quotable sentence, but still indexed.
    expect(indexed).toEqual(expect.arrayContaining(analyze("exemplo ajuda-contratual anexo")));
  });
});
