import { describe, expect, it } from "vitest";
import { answerFromTables } from "#core/ai/answer/table-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * "Quantas trocas de hidrômetro e de registro?" over the columns "Hidrômetros trocados" and "Registros trocados": two
 * columns the question names side by side with "e", asked as a total over the rows, are added row by row and summed.
 * One row's two figures are still read apart. On a bulletin written for this test; the totals are computed here.
 */
const SECTORS: [string, number, number, number][] = [
  ["Setor Leste", 42, 7, 310],
  ["Setor Oeste", 35, 12, 255],
  ["Setor Centro", 58, 4, 402],
];
const BULLETIN = `# Boletim de manutenção de novembro

| Setor | Hidrômetros trocados | Registros trocados | Leituras conferidas |
|---|---:|---:|---:|
${SECTORS.map(([sector, meters, valves, readings]) => `| ${sector} | ${meters} | ${valves} | ${readings} |`).join("\n")}
`;
const passages = passagesOf(BULLETIN, "boletim-manutencao-novembro.md");
const total = SECTORS.reduce((sum, [, meters, valves]) => sum + meters + valves, 0);

describe("two columns joined by 'e' in a question", () => {
  it("are added over the rows when a total is asked", () => {
    const reply = answerFromTables(
      "Oi! Quantos hidrômetros e registros foram trocados em novembro, ao todo?",
      passages,
    );
    expect(reply).toContain(String(total));
  });

  it("are read apart for one row", () => {
    const [sector, meters, valves] = SECTORS[1] ?? ["", 0, 0];
    const reply = answerFromTables(`Quantos hidrômetros e registros foram trocados no ${sector}?`, passages) ?? "";
    expect(reply).toContain(String(meters));
    expect(reply).toContain(String(valves));
    expect(reply).not.toContain(String(meters + valves));
  });
});
