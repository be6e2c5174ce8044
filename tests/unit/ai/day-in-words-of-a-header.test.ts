import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * A day asked in words ("em 31 de julho") of a table whose columns are headed by that day in figures ("Saldo em
 * 31/07/2027"), beside a table of another document that heads a column with the same day and month, no year. The
 * balance sheet is written for this test.
 */
const BALANCE = `# Balancete mensal — julho de 2027

Valores em R$ mil.

| Conta | Descrição | Saldo em 30/06/2027 | Débitos | Créditos | Saldo em 31/07/2027 |
|---|---|---:|---:|---:|---:|
| 1.1.1 | Bancos conta movimento | 21.400 | 30.150 | 33.020 | 18.530 |
| 1.1.5 | Adiantamentos a fornecedores | 2.310 | 740 | 1.105 | 1.945 |
| 2.1.1 | Fornecedores a pagar | 9.880 | 9.120 | 8.460 | 9.220 |
`;
const STOCK = `# Estoque de químicos — julho de 2027

| Produto | Unidade | Consumo no mês | Saldo em 31/07 |
|---|---|---:|---:|
| Sulfato de alumínio | t | 412 | 95 |
| Bancada de dosagem (peças) | un | 3 | 14 |
`;
const passages = [...passagesOf(BALANCE, "balancete-julho.md"), ...passagesOf(STOCK, "estoque-quimicos.md")];

describe("a day in words read against a header in figures", () => {
  it("reads the column of that day in the balance, not a row of the other table that heads the day without a year", () => {
    const answer = composeAnswer("Olá! Qual era o saldo de bancos em 31 de julho?", passages);
    expect(answer).toContain("18.530");
    expect(answer).not.toContain("Bancada");
  });

  it("reads the other day's column when the other day is asked, with its year", () => {
    const answer = composeAnswer("E o saldo de bancos conta movimento em 30 de junho de 2027?", passages);
    expect(answer).toContain("21.400");
  });
});
