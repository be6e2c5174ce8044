import { describe, expect, it } from "vitest";
import { tableAnswerOf } from "#core/ai/answer/table-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * A year of bills, over a gas-supply statement written for this test:
 * - a bill's size is its amount: "a fatura mais alta" reads the one column of money, not "Volume faturado";
 * - a month of the year asked is kept by the rows' own month ("dezembro/2030"), though it falls due the next year.
 */
const STATEMENT = `# Extrato anual de fornecimento de gás — Padaria Trigo Dourado

| Mês de referência | Vencimento | Volume faturado (m³) | Valor (R$) |
|---|---|---:|---:|
| setembro/2030 | 10/10/2030 | 52 | 410,00 |
| outubro/2030 | 10/11/2030 | 61 | 388,50 |
| novembro/2030 | 10/12/2030 | 47 | 402,10 |
| dezembro/2030 | 10/01/2031 | 44 | 455,90 |
`;

const passages = passagesOf(STATEMENT, "extrato-gas.md");

describe("a year of bills", () => {
  it("reads the highest bill in the column of money, December included", () => {
    const reply = tableAnswerOf("Qual mês de 2030 teve a fatura mais alta?", passages)?.text ?? "";
    expect(reply).toContain("dezembro/2030");
    expect(reply).toContain("R$ 455,90");
  });

  it("adds up the year's volumes with December", () => {
    const reply = tableAnswerOf("Qual foi o volume faturado total de 2030?", passages)?.text ?? "";
    expect(reply).toContain("204");
  });
});
