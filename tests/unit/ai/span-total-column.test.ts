import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * A budget written for this test: a row per item, a column per month and a column that adds the months up. A question
 * that names no month asks the item's whole span; one that names a month asks that month.
 */
const br = (n: number) => n.toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const MONTHS = ["Maio/2032", "Junho/2032", "Julho/2032"];
const ITEMS: [string, number[]][] = [
  ["Locação de retroescavadeira", [18_200, 21_400, 16_900]],
  ["Aluguel de caminhão-pipa", [9_800, 12_300, 11_050]],
  ["Manutenção de bombas", [6_400, 5_900, 7_300]],
];
const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);
const BUDGET = `# Orçamento de serviços de campo — Distrito de Santa Inês — inverno de 2032

## Objetivo

Este orçamento reserva os valores dos serviços de campo contratados para os meses de estiagem.

## Valores por serviço

| Serviço | ${MONTHS.map((m) => `${m} (R$)`).join(" | ")} | Total (R$) |
|---|---:|---:|---:|---:|
${ITEMS.map(([item, values]) => `| ${item} | ${values.map(br).join(" | ")} | ${br(sum(values))} |`).join("\n")}
`;
const passages = passagesOf(BUDGET, "orcamento-servicos-campo.md");

describe("a row over months with a column that adds them up", () => {
  it("answers a question that names no month with the row's whole span", () => {
    const [item, values] = ITEMS[1] ?? ["", []];
    const answer = composeAnswer(`Quanto está reservado para o ${item.toLowerCase()}?`, passages);
    expect(answer).toContain(br(sum(values)));
    expect(answer).not.toContain(br(values[0] ?? 0));
  });

  it("answers a question that names a month with that month", () => {
    const [item, values] = ITEMS[0] ?? ["", []];
    const answer = composeAnswer(`Quanto está reservado para a ${item.toLowerCase()} em junho?`, passages);
    expect(answer).toContain(br(values[1] ?? 0));
    expect(answer).not.toContain(br(sum(values)));
  });
});

describe("rows compared over a table of months", () => {
  it("sets two rows apart by their whole span when no month is named", () => {
    const [first, firstValues] = ITEMS[0] ?? ["", []];
    const [second, secondValues] = ITEMS[2] ?? ["", []];
    const answer = composeAnswer(
      `Qual a diferença de custo entre a ${first.toLowerCase()} e a ${second.toLowerCase()}?`,
      passages,
    );
    const apart = sum(firstValues) - sum(secondValues);
    expect(answer).toContain(apart.toLocaleString("pt-BR"));
  });
});

/**
 * A row named by the acronym its key opens with ("a TV"), and a row whose own name writes a word of an operation
 * ("Participação de …"): the word names the row, and the change asked is the row's between two months.
 */
const MEDIA = `# Plano de mídia da campanha de hidrometração — 2034

## Verba por meio

| Meio | Agosto/2034 (R$) | Setembro/2034 (R$) | Total (R$) |
|---|---:|---:|---:|
| TV comunitária (canal local) | 42.000,00 | 38.500,00 | 80.500,00 |
| Rádio | 12.000,00 | 15.000,00 | 27.000,00 |
| **Total** | **54.000,00** | **53.500,00** | **107.500,00** |

## Indicadores de acompanhamento

| Indicador | Agosto/2034 | Setembro/2034 |
|---|---:|---:|
| Participação de clientes com fatura digital (%) | 31,5 | 36,2 |
| Ligações visitadas (mil) | 12,4 | 13,1 |
`;
const media = passagesOf(MEDIA, "plano-midia.md");

describe("rows named as people name them", () => {
  it("reads the row an acronym opens, and sets it apart from another over the whole span", () => {
    const answer = composeAnswer("Qual a diferença de verba entre a TV e o rádio?", media);
    expect(answer).toContain((80_500 - 27_000).toLocaleString("pt-BR"));
  });

  it("reads a share word the row's own name writes as its name, not as a share asked", () => {
    const answer = composeAnswer(
      "Quanto a participação de clientes com fatura digital subiu de agosto para setembro?",
      media,
    );
    expect(answer).toContain("4,7");
  });
});
