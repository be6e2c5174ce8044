import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/** A tender's minutes written for this test: a weighting rule in a sentence, each bidder's marks in a table. */
const MINUTES = passagesOf(
  `# Ata de julgamento da licitação de hidrômetros

## Critério

A nota final de cada licitante é a média ponderada das notas, com peso 70% para a técnica e 30% para a de preço.

## Notas

| Licitante | Nota técnica | Nota de preço |
| --- | --- | --- |
| Aquamed | 90 | 60 |
| Hidrotec | 70 | 100 |
| Medisul | 80 | 75 |
`,
  "ata-julgamento-hidrometros.md",
);

describe("a weighting rule a sentence sets over a table's columns", () => {
  it("a named row's weighted result, with the operation", () => {
    const reply = composeAnswer("Qual é a nota final da Hidrotec?", MINUTES);
    expect(reply).toContain("70% × 70 + 30% × 100 = 79");
  });

  it("the row with the largest result, in a conversation about another row", () => {
    const [, , best] = offlineConversation(
      MINUTES,
      "Qual foi a nota técnica da Aquamed?",
      "Pela regra do critério, qual é a nota final dela?",
      "Obrigado! E qual licitante ficou com a maior nota final?",
    );
    expect(best).toContain("Aquamed");
    expect(best).toContain("81");
  });

  it("a weighted column asked alone is read, not computed", () => {
    const reply = composeAnswer("Qual foi a nota técnica da Medisul?", MINUTES);
    expect(reply).toContain("80");
    expect(reply).not.toContain("×");
  });
});
