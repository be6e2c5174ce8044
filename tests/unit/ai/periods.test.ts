import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * A period the question names that the document never writes (another quarter, another month), and an amount
 * spent asked over a sentence without money, over a bulletin written for this test; the short forms documents
 * use ("3T2026", "dez/2026") still count as the period written.
 */
const BULLETIN = `# Boletim de perdas comerciais — 3T2026

Este boletim reúne as perdas comerciais das três gerências regionais no trimestre.

| Gerência | Volume recuperado (mil m³) | Receita recuperada (R$ mil) | Meta para dez/2026 (%) |
|---|---|---|---|
| Ipê Roxo | 38,2 | 151,6 | 24 |
| Buritizal | 21,7 | 88,4 | 27 |
| Capão Seco | 12,9 | 49,0 | 31 |

## Histórico

A maior enchente registrada na bacia do Capão Seco foi em 2019, com 5,2 m na régua da ponte.
`;
const passages = passagesOf(BULLETIN, "boletim-perdas.md");
const documents = [{ id: "boletim-perdas.md", name: "boletim-perdas.md" }];
const ask = (question: string) => composeAnswer(question, passages, documents);

describe("periods and amounts the document does not state", () => {
  it("a quarter the document never writes is refused; the one it writes in short form is answered", () => {
    expect(ask("Qual foi a receita recuperada da gerência Buritizal no 2º trimestre de 2026?")).toMatch(
      /^Não encontrei/,
    );
    expect(ask("Qual foi a receita recuperada da gerência Buritizal no terceiro trimestre?")).toContain("88,4");
  });

  it("a month written as 'dez/2026' is the month asked as 'dezembro de 2026'", () => {
    expect(ask("Qual é a meta da gerência Capão Seco para dezembro de 2026?")).toContain("31");
    expect(ask("Qual é a meta da gerência Capão Seco para junho de 2026?")).toMatch(/^Não encontrei/);
  });

  it("'quanto gastou' asks for money, which a sentence of heights does not state", () => {
    expect(ask("Quanto a companhia gastou com a enchente de 2019 no Capão Seco?")).toMatch(/^Não encontrei/);
  });
});

describe("a table of one month does not answer for another", () => {
  const MONTHLY = `# Boletim de reparos

## Reparos por bairro — outubro de 2026

| Bairro | Reparos (nº) | Clientes afetados (nº) |
|---|---|---|
| Jardim Alvorada | 17 | 2.310 |
| Cruzeiro do Norte | 9 | 1.045 |

## Indicadores do mês

| Indicador | Outubro de 2026 | Setembro de 2026 |
|---|---|---|
| Reparos concluídos em até 24 h (%) | 88 | 84 |

## Evolução no 2º semestre de 2026

| Mês | Vazamentos visíveis (nº) |
|---|---|
| Julho | 131 |
| Agosto | 117 |
`;
  const monthly = passagesOf(MONTHLY, "boletim-reparos.md");
  const read = (question: string) =>
    composeAnswer(question, monthly, [{ id: "boletim-reparos.md", name: "boletim-reparos.md" }]);

  it("a month the table's heading does not name is refused, though the document writes it elsewhere", () => {
    expect(read("Quantos reparos o bairro Cruzeiro do Norte registrou em outubro?")).toContain("9");
    expect(read("Quantos reparos o bairro Cruzeiro do Norte registrou em setembro?")).toMatch(/^Não encontrei/);
  });

  it("a table whose columns are months answers for each of them", () => {
    expect(read("Em setembro, que percentual dos reparos foi concluído em até 24 h?")).toContain("84");
    // Rows named by months under a semester's heading: each month is the table's.
    expect(read("Quantos vazamentos visíveis houve em agosto?")).toContain("117");
  });
});

describe("periods of one kind against periods of another", () => {
  const QUARTER = `# Relatório da frota — 1º trimestre de 2027

## Pendências

| # | Ação | Responsável | Prazo |
|---|---|---|---|
| 1 | Trocar as baterias dos geradores | Olavo Prates | 20/02/2027 |
| 2 | Revisar os extintores | Célia Brandão | 15/03/2027 |
`;
  const quarter = passagesOf(QUARTER, "frota.md");

  it("a quarter in the heading says nothing of a month asked: the dates decide", () => {
    const reply = composeAnswer("Quais ações terminam em março?", quarter);
    expect(reply).toContain("Revisar os extintores");
    expect(reply).not.toContain("Trocar as baterias");
  });
});
