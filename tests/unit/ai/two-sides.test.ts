import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { twoSidesAnswer } from "#core/ai/answer/two-sides.ts";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A question that relates two quantities it names: each side asked of the documents on its own, its figure the one its
 * words lead to, then the two divided. A station's report written for this test: one sentence states two flows, a
 * table gives a cost per year, another the losses per sector. Every expected figure is computed here.
 */
const FLOW = { nominal: 320, treated: 248 };
const COST = { 2028: 400_000, 2029: 460_000 };
const LOSS = { north: 36, south: 12 };
const REPORT = `# Relatório anual da ETA Serra do Cipó

## Operação
A capacidade nominal da estação é de ${FLOW.nominal} L/s; em março, a vazão tratada foi de ${FLOW.treated} L/s.

## Custos

| Ano | Custo de manutenção (R$) |
| --- | --- |
| 2028 | ${formatQuantity(COST[2028], "number")} |
| 2029 | ${formatQuantity(COST[2029], "number")} |

## Perdas

| Setor | Perda (L/s) |
| --- | --- |
| Norte | ${LOSS.north} |
| Sul | ${LOSS.south} |
`;
const passages = passagesOf(REPORT, "relatorio-serra-do-cipo.md");
const percent = (value: number) => formatQuantity(Math.round(value * 1000) / 10, "percent");

describe("two quantities the question names, each answered, then related", () => {
  it("is one side's share of the other when both sit in one sentence", () => {
    const [reply] = offlineConversation(
      passages,
      "Bom dia! Em março, a vazão tratada representou que percentual da capacidade nominal?",
    );
    expect(reply).toContain(percent(FLOW.treated / FLOW.nominal));
  });

  it("reads an elliptical side ('o de 2028') with the other side's noun, and gives the excess in percent", () => {
    const reply = composeAnswer("Em que percentual o custo de manutenção de 2029 supera o de 2028?", passages);
    expect(reply).toContain(percent(COST[2029] / COST[2028] - 1));
  });

  it("gives how many times one side is the other", () => {
    const reply = composeAnswer("Quantas vezes a perda do setor Norte é maior que a do setor Sul?", passages);
    expect(reply).toContain(`${formatQuantity(LOSS.north / LOSS.south, "number")} vezes`);
  });

  it("leaves a side that only points back ('isso') to the readers of the conversation", () => {
    const ask = () => "O valor é 10 [1].";
    expect(twoSidesAnswer("Isso representa que percentual da capacidade nominal?", passages, ask)).toBeNull();
  });
});
