import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * Paragraphs that open with a bold lead-in ("**Etapa 2 — Vale (2028):** …") and go on about it in later sentences that
 * do not repeat it, on a document written for this test (a fictional sewer-connection programme): the lead-in says
 * what those sentences are about, and a pronoun after "a etapa 2" keeps the number.
 */
const STAGES = [
  { stage: 1, region: "Baixada", year: 2027, homes: 1800, end: "31/10/2027" },
  { stage: 2, region: "Vale", year: 2028, homes: 2600, end: "30/09/2028" },
  { stage: 3, region: "Serra", year: 2029, homes: 900, end: "15/12/2029" },
];

const PLAN = `# Programa Liga Fácil de ligações de esgoto — Saneluz

## Etapas

${STAGES.map(
  (s) =>
    `**Etapa ${s.stage} — ${s.region} (${s.year}):** ${s.homes.toLocaleString("pt-BR")} imóveis ligados à rede coletora. Conclusão prevista: obras encerradas até ${s.end}.`,
).join("\n\n")}
`;

const passages = passagesOf(PLAN, "programa-liga-facil.md", 1);

describe("a paragraph's bold lead-in", () => {
  it("tells which paragraph's later sentence answers", () => {
    const second = STAGES[1];
    expect(composeAnswer("Quando a etapa 2 deve estar com as obras encerradas?", passages)).toContain(
      second?.end ?? "?",
    );
  });

  it("a pronoun after 'a etapa 2' keeps its number", () => {
    const prior = {
      question: "Quantos imóveis a etapa 2 vai ligar?",
      answer: "A etapa 2 liga 2.600 imóveis [1].",
      documentIds: [],
      earlier: null,
    };
    expect(standaloneQuestion("Ela termina em que data?", prior).text).toContain("etapa 2");
  });
});
