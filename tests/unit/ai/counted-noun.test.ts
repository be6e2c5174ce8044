import { describe, expect, it } from "vitest";
import { NOTHING_FOUND } from "#core/ai/answer/compose-answer.ts";
import { answerOver } from "#tests/support/agent-documents.ts";

/**
 * "Quantos X…?" over a table none of whose columns counts X: a row of the place named is no answer, whatever else it
 * counts. A column of counts ("Quantidade") counts whatever its rows are, and a unit of measure ("quantas horas") is
 * met by the figure, not by the word. A document written for this test.
 */
const REPORT = `# Relatório de manutenção de bombas — 1º semestre de 2027

## 1. Ordens por distrito

| Distrito | Ordens abertas | Ordens concluídas | Horas de parada (h) |
|---|---:|---:|---:|
| Vale do Jequitá | 214 | 198 | 1.340 |
| Serra da Ibitipoca | 167 | 160 | 905 |

## 2. Falhas por tipo

| Tipo de falha | Quantidade (nº) | Custo médio (R$) |
|---|---:|---:|
| Selo mecânico | 58 | 3.900,00 |
| Rolamento | 41 | 2.750,00 |
`;

const ask = answerOver(REPORT, "relatorio-manutencao-bombas.md");

const TERMS = `# Norma de parcelamento de débitos

| Categoria | Entrada mínima | Parcelas máximas | Juros ao mês |
|---|---:|---:|---:|
| Residencial | 10% | 12 | 1% |
| Comercial | 20% | 6 | 1,5% |
`;

/** Hours and people side by side: a column that counts people is no kind of hours. */
const MENTORING = `# Balanço do programa de mentoria técnica — 2027

| Unidade regional | Mentores | Aprendizes | Horas registradas |
|---|---:|---:|---:|
| Regional Cafundó | 12 | 31 | 1.480 |
| Regional Taquaruçu | 8 | 19 | 960 |
| Regional Brejo Alto | 5 | 11 | 415 |
`;

describe("the noun a count asks for", () => {
  it("adds up the column its noun and qualifier name, not another the question's words touch", () => {
    const hours = [1480, 960, 415].reduce((sum, h) => sum + h, 0);
    const mentoring = answerOver(MENTORING, "balanco-mentoria-tecnica.md");
    const reply = mentoring("Oi! Quantas horas de mentoria foram registradas no conjunto das unidades?");
    expect(reply).toContain(hours.toLocaleString("pt-BR"));
  });

  it("is written by the table that answers: a district's row does not count what it has no column for", () => {
    expect(ask("Quantos motores elétricos foram rebobinados no distrito Vale do Jequitá?")).toMatch(
      new RegExp(`^${NOTHING_FOUND}`),
    );
  });

  it("is written by the row that answers, too: a row of terms counts no people", () => {
    const terms = answerOver(TERMS, "norma-parcelamento.md");
    expect(terms("Quantos clientes estão na categoria Comercial?")).toMatch(new RegExp(`^${NOTHING_FOUND}`));
    expect(terms("Quantas parcelas no máximo a categoria Comercial pode ter?")).toContain("6");
  });

  it("is no demonstrative: 'quantas dessas' counts what the question names after it", () => {
    expect(ask("Quantas dessas ordens concluídas eram do distrito Serra da Ibitipoca?")).toContain("160");
  });

  it("is answered by the column that writes it", () => {
    expect(ask("Quantas ordens concluídas o distrito Serra da Ibitipoca teve?")).toContain("160");
  });

  it("is met by a column of counts, whatever the rows are", () => {
    expect(ask("Quantas trocas de rolamento houve no semestre?")).toContain("41");
  });

  it("is met by the figure when it is a unit of measure", () => {
    expect(ask("Quantas horas de parada teve o distrito Vale do Jequitá?")).toContain("1.340");
  });
});
