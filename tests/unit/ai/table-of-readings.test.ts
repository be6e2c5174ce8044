import { describe, expect, it } from "vitest";
import { figuresIn } from "#core/ai/answer/calculate.ts";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { tableAnswerOf } from "#core/ai/answer/table-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * A table of readings taken through a day, over a well-water sampling sheet written for this test:
 * - a column headed by a chemical symbol ("Fe (mg/L)") is named by the element's name ("ferro");
 * - "a média" names no column of names ("Coletado por"), though the stemmer cuts "média" and "coletado"'s neighbour
 *   "medido" alike;
 * - "chegou a quanto no máximo" asks the largest reading, computed over the rows under the lead-in that states the
 *   limits;
 * - a code's digits after its hyphen ("AM-30912") and a clock's ("06:40") are no figures to compute with.
 */
const SHEET = `# Planilha de amostragem do poço tubular PT-09 — Sítio Jatobá Velho

## Leituras do dia

Amostrador portátil nº de série AM-30912, aferido em 03/05/2031, com branco de campo às 06:40. Limites da portaria: ferro até 0,3 mg/L; manganês até 0,1 mg/L; turbidez até 5 NTU.

| Hora da coleta | Fe (mg/L) | Mn (mg/L) | Turbidez (NTU) | Medido por |
|---|---:|---:|---:|---|
| 07:00 | 0,12 | 0,04 | 1,1 | Quitéria Bastos |
| 10:00 | 0,18 | 0,05 | 1,6 | Rosalvo Tinoco |
| 13:00 | 0,24 | 0,07 | 2,3 | Rosalvo Tinoco |
| 16:00 | 0,14 | 0,03 | 1,4 | Quitéria Bastos |
`;

const passages = passagesOf(SHEET, "pt-09-amostragem.md");

describe("a table of readings", () => {
  it("names a symbol's column by the element's name", () => {
    const reply = tableAnswerOf("Qual foi a média do ferro nas quatro coletas?", passages)?.text ?? "";
    expect(reply).toContain("0,17");
    expect(reply).toContain("(0,12 + 0,18 + 0,24 + 0,14) / 4");
  });

  it("averages the column asked though a column of names shares the mean's stem", () => {
    const reply = tableAnswerOf("Qual foi a média da turbidez?", passages)?.text ?? "";
    expect(reply).toContain("1,6");
    expect(reply).toContain("/ 4");
  });

  it("answers the largest reading reached, not the limits its lead-in states", () => {
    const reply = composeAnswer("E o manganês chegou a quanto no máximo?", passages);
    expect(reply).toContain("0,07");
    expect(reply).toContain("13:00");
  });

  it("reads no figure in a code's digits or a clock", () => {
    const values = figuresIn("Amostrador AM-30912 aferido às 06:40, com 3 frascos de 500 mL.").map((f) => f.value);
    expect(values).toEqual([3, 500]);
  });
});
