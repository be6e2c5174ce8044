import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A part of a whole that a sentence splits in shares: "Quanto do orçamento sai do tesouro estadual?", where a sentence
 * states the whole and its shares; and "Quanto desse valor vem do fundo?" after a reply that summed a table in
 * thousands of reais whose rows write figures of their own ("reservatórios de 300 m³"): the whole is the figure the
 * reply answered with, and the part keeps its scale. On a plan written for this test; the parts are computed here.
 */
const BUDGET_MILLIONS = 24.8;
const STATE_SHARE = 35;
const ACTIONS: [string, number][] = [
  ["Construir dois reservatórios de 300 m³ no Alto da Serra", 920],
  ["Trocar 9 km de rede de ferro fundido", 1_340],
  ["Instalar 6 válvulas redutoras de pressão", 180],
];
const ACTIONS_TOTAL = ACTIONS.reduce((sum, [, cost]) => sum + cost, 0);
const FUND_SHARE = 60;
const PLAN = `# Plano de segurança hídrica do município de Vargem do Sapé, 2027–2029

## Investimento

O orçamento total do plano é de R$ ${formatQuantity(BUDGET_MILLIONS, "number")} milhões: ${100 - STATE_SHARE}% virão do Fundo Nacional de Saneamento e ${STATE_SHARE}% do tesouro estadual.

## Ações do primeiro ano

| Ação | Responsável | Custo (R$ mil) |
|---|---|---:|
${ACTIONS.map(([action, cost]) => `| ${action} | Leocádia Tavares | ${formatQuantity(cost, "number")} |`).join("\n")}

O custo das ações do primeiro ano será dividido: ${FUND_SHARE}% do fundo municipal e ${100 - FUND_SHARE}% da tarifa.
`;
const passages = passagesOf(PLAN, "plano-seguranca-hidrica-vargem-do-sape.md");

describe("a part of a whole a sentence splits in shares", () => {
  it("is the share the question's words name, of the whole the sentence states, in its scale", () => {
    const [reply = ""] = offlineConversation(
      passages,
      "Bom dia! Quanto do orçamento sai do tesouro estadual? É para a pauta de amanhã.",
    );
    expect(reply).toContain(`R$ ${formatQuantity((BUDGET_MILLIONS * STATE_SHARE) / 100, "number")} milhões`);
  });

  it("is not given when the question asks the share as a percentage", () => {
    const [reply = ""] = offlineConversation(passages, "Quantos por cento do orçamento vêm do tesouro estadual?");
    expect(reply).not.toContain(`R$ ${formatQuantity((BUDGET_MILLIONS * STATE_SHARE) / 100, "number")} milhões`);
  });

  it("after a reply that summed a table, is a share of the figure it answered with, not of a row's own figure", () => {
    const [total = "", part = ""] = offlineConversation(
      passages,
      "Quanto custam as ações do primeiro ano, no total?",
      "E quanto desse valor vem do fundo municipal?",
    );
    expect(total).toContain(formatQuantity(ACTIONS_TOTAL, "number"));
    expect(part).toContain(`R$ ${formatQuantity((ACTIONS_TOTAL * FUND_SHARE) / 100, "number")} mil`);
  });
});
