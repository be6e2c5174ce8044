import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { rangeOf } from "#core/ai/answer/range-row.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A table whose rows are bands of one figure, on a document written for this test (a fictional water utility's
 * late-payment rule): the row whose band holds the figure a question gives, or the band it writes itself.
 */
const RULE = `# Regulamento de religação e multas por atraso — 2032

## Multa por dias de atraso

| Dias de atraso da fatura | Multa (% da fatura) | Taxa de religação (R$) |
|---|---:|---:|
| até 15 dias | 1,0% | 38,00 |
| de 16 a 45 dias | 2,0% | 52,00 |
| de 46 a 90 dias | 2,5% | 67,00 |
| acima de 90 dias | 3,0% | 81,00 |

## Indicadores do atendimento

| Indicador | Meta |
|---|---:|
| Religações feitas em até 24 h (%) | 92 |
| Item 3 do contrato de leitura (nº de visitas) | 4 |
`;
const passages = passagesOf(RULE, "regulamento.md");

describe("a band read from a table of ranges", () => {
  it("parses the forms a band is written in", () => {
    expect(rangeOf("de 16 a 45 dias")).toEqual({ low: 16, high: 45 });
    expect(rangeOf("até 15 dias")?.high).toBe(15);
    expect(rangeOf("acima de 90 dias")?.high).toBe(Number.POSITIVE_INFINITY);
    expect(rangeOf("Religações feitas em até 24 h (%)", { opening: true })).toBeNull();
  });

  it("the band that holds the figure a question gives, in the column the question names", () => {
    const reply = composeAnswer("Com 30 dias de atraso, qual é a taxa de religação?", passages);
    expect(reply).toContain("de 16 a 45 dias");
    expect(reply).toContain("52,00");
    expect(reply).not.toContain("2,0%");
  });

  it("a percentage asked reads the column of percent; the band written as the table writes it is that row", () => {
    const [, percent = ""] = offlineConversation(
      passages,
      "Qual é a taxa de religação com 10 dias de atraso?",
      "E se forem 60 dias de atraso, qual é o percentual da multa?",
    );
    expect(percent).toContain("2,5%");
    expect(composeAnswer("Qual a multa para atraso acima de 90 dias?", passages)).toContain("3,0%");
  });

  it("a bare number is a label, and a name that holds 'até 24 h' is no band", () => {
    expect(composeAnswer("A meta do item 3 do contrato de leitura é quanto?", passages)).not.toContain("de 16 a 45");
    expect(composeAnswer("Qual é a meta das religações feitas em até 24 h?", passages)).toContain("92");
  });
});
