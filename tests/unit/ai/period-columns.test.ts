import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { tableAnswerOf } from "#core/ai/answer/table-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A table whose columns are periods, read across: which year has the most or the least, the mean per year, how far
 * one year stands from another. A plan written for this test; every expected figure is computed here.
 */
const YEARS = ["2031", "2032", "2033"] as const;
const ROWS: [string, number[]][] = [
  ["Hidrômetros com telemetria", [1_450, 980, 610]],
  ["Software de gestão de perdas", [320, 350, 380]],
  ["Treinamento de leituristas", [75, 60, 40]],
];
const totals = YEARS.map((_, y) => ROWS.reduce((sum, [, values]) => sum + (values[y] ?? 0), 0));
const grand = totals.reduce((sum, value) => sum + value, 0);
const br = (value: number) => value.toLocaleString("pt-BR", { maximumFractionDigits: 2 });

const PLAN = `# Plano de Macromedição da Companhia de Águas do Vale Fundo — 2031–2033

## 6. Orçamento

| Item | ${YEARS.map((year) => `${year} (R$ mil)`).join(" | ")} | Total (R$ mil) |
|---|---:|---:|---:|---:|
${ROWS.map(([name, values]) => `| ${name} | ${values.map(br).join(" | ")} | ${br(values.reduce((a, b) => a + b, 0))} |`).join("\n")}
| **Total** | ${totals.map((value) => `**${br(value)}**`).join(" | ")} | **${br(grand)}** |

Os recursos vêm do orçamento de investimentos da companhia.
`;
const passages = passagesOf(PLAN, "plano-macromedicao.md");
const conversation = (...asks: string[]) => offlineConversation(passages, ...asks);

describe("a table of periods read across", () => {
  it("the mean per year is the total row's years averaged", () => {
    const [mean] = conversation("Bom dia! Quanto o plano de macromedição investe por ano, em média?");
    expect(mean).toContain(br(grand / YEARS.length));
  });

  it("which year has the least, then how far it stands from another year", () => {
    const least = Math.min(...totals);
    const leastYear = YEARS[totals.indexOf(least)] ?? "";
    const [which, against] = conversation(
      "Em que ano o plano de macromedição investe menos?",
      `E quantos reais a menos que em ${YEARS[0]}?`,
    );
    expect(which).toMatch(new RegExp(`${leastYear}[^(]*R\\$ ${br(least)} mil`, "u"));
    expect(against).toContain(br((totals[0] ?? 0) - least));
  });

  it("a named row is read across instead of the total", () => {
    const [row] = conversation("Em que ano o software de gestão de perdas custa mais no plano de macromedição?");
    expect(row).toMatch(/2033[^(]*R\$ 380 mil/u);
  });

  it("'que parte do orçamento total' is a row's share of the whole, not the total row's own", () => {
    const part = ROWS[1]?.[1].reduce((a, b) => a + b, 0) ?? 0;
    const [share] = conversation(
      "Que parte do orçamento total do plano de macromedição vai para o software de gestão de perdas? Quero em porcentagem.",
    );
    expect(share).toContain(`${br(Math.round((part / grand) * 1000) / 10)}%`);
  });
});

describe("a count of the rows' things names the table", () => {
  const REPORT = `# Relatório dos poços do distrito Lageado

## Orçamento por componente

| Componente | 2031 | 2032 | Total |
|---|---:|---:|---:|
| Poços e adutoras curtas | 410 | 380 | 790 |
| Quadros elétricos | 120 | 95 | 215 |

## Poços inspecionados

| Poço | Profundidade (m) | Capacidade (m³) |
|---|---:|---:|
| PT-11 Grotão | 142 | 85 |
| PT-12 Sapucaia | 118 | 60 |
| PT-13 Barreiro | 156 | 110 |
| PT-14 Olhos d'Água | 101 | 45 |
`;
  const passages = passagesOf(REPORT, "relatorio-pocos-lageado.md");

  it("'a capacidade total dos quatro poços' adds up the table of four wells, not a row named for wells", () => {
    const [total = ""] = offlineConversation(passages, "Qual a capacidade total dos quatro poços inspecionados?");
    expect(total).toContain(`${85 + 60 + 110 + 45} m³`);
  });
});

describe("rows added up by a column that groups them", () => {
  const COSTS: [string, number, number][] = [
    ["Sondagem do terreno", 1, 18_400],
    ["Projeto estrutural", 1, 22_900],
    ["Fundações", 2, 61_300],
    ["Estrutura do reservatório", 2, 88_150],
    ["Pintura e impermeabilização", 3, 27_600],
  ];
  const PLAN = `# Plano de construção do reservatório Morro Partido

## Custos por serviço

| Serviço | Etapa | Custo (R$) |
|---|---:|---:|
${COSTS.map(([name, step, cost]) => `| ${name} | ${step} | ${cost.toLocaleString("pt-BR")} |`).join("\n")}
`;
  const passages = passagesOf(PLAN, "plano-reservatorio-morro-partido.md");
  const byStep = (step: number) => COSTS.filter(([, s]) => s === step).reduce((sum, [, , cost]) => sum + cost, 0);

  it("'qual etapa tem o maior custo somado' is the step whose rows add up to the most", () => {
    const [most = ""] = offlineConversation(passages, "Qual etapa tem o maior custo somado no plano do Morro Partido?");
    expect(most).toMatch(
      new RegExp(`^Etapa 2 tem o maior custo somado: R\\$ ${byStep(2).toLocaleString("pt-BR")}`, "u"),
    );
  });

  it("and the least, with every step's total in the ranking", () => {
    const [least = ""] = offlineConversation(passages, "E qual etapa tem o menor custo no total?");
    expect(least).toMatch(/^Etapa 3 tem o menor custo somado/u);
    expect(least).toContain(byStep(1).toLocaleString("pt-BR"));
  });
});

describe("a change between two period columns asked in percent", () => {
  const BULLETIN = `# Boletim de arrecadação — Autarquia de Águas de Ribeirão Claro

| Indicador | março de 2028 | fevereiro de 2029 | março de 2029 |
| --- | --- | --- | --- |
| Arrecadação (R$) | 2.500.000 | 2.690.000 | 2.750.000 |
| Ligações ativas | 41.000 | 41.700 | 41.820 |
`;
  const bulletin = passagesOf(BULLETIN, "boletim-arrecadacao.md");

  it("is the change relative to the earlier column, not the difference in the column's unit", () => {
    // The table's own reading (another reader may answer first in a whole answer; this one must not disagree).
    const reply =
      tableAnswerOf("Quanto a arrecadação cresceu em relação a março de 2028, em percentual?", bulletin)?.text ?? "";
    // (2.750.000 − 2.500.000) ÷ 2.500.000 = 10%.
    expect(reply).toContain("10%");
    expect(reply).not.toContain("250.000 [");
  });

  it("is the difference in reais when reais are asked", () => {
    const reply = composeAnswer("A arrecadação subiu quanto de março de 2028 para março de 2029, em reais?", bulletin);
    expect(reply).toContain("250.000");
    expect(reply).toMatch(/^O aumento/);
  });
});
