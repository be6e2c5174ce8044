import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A change asked between the figures of the last two replies starts from the one the direction it names implies: a
 * fall from the larger, a rise from the smaller, whichever was asked first. A plan written for this test.
 */
const PLAN = `# Plano de eficiência energética das estações elevatórias — 2027

| Estação | Consumo atual (kWh/m³) | Meta de consumo (kWh/m³) | Chamados atendidos por mês hoje | Meta de chamados por mês |
|---|---|---|---|---|
| EEA Boa Ventura | 0,84 | 0,63 | 410 | 520 |
| EEA Capim Dourado | 0,71 | 0,66 | 275 | 300 |
`;
const passages = passagesOf(PLAN, "plano-eficiencia-elevatorias.md");

describe("the change between the last two replies, in the direction asked", () => {
  it("a fall asked after the target and then today's figure runs from today's, the larger", () => {
    const replies = offlineConversation(
      passages,
      "Que meta de consumo foi fixada para a EEA Boa Ventura?",
      "E quanto ela consome hoje?",
      "Certo. E de quantos por cento é a diminuição esperada?",
    );
    // (0,63 − 0,84) ÷ 0,84 = −25%
    expect(replies[2]).toMatch(/^Redução de 25%: de 0,84/);
  });

  it("a rise asked after today's figure and then the target runs from today's, the smaller", () => {
    const replies = offlineConversation(
      passages,
      "Que meta de chamados por mês foi fixada para a EEA Boa Ventura?",
      "E quantos chamados ela atende por mês hoje?",
      "De quantos por cento é o aumento pretendido?",
    );
    // (520 − 410) ÷ 410 = 26,8%
    expect(replies[2]).toMatch(/^Aumento de 26,8%: de 410/);
  });
});
