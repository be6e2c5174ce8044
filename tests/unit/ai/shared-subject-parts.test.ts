import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { questionParts } from "#core/ai/answer/question-parts.ts";
import { questionShape } from "#core/ai/answer/question-shape.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/** A schedule written for this test: stages with dates and costs, and a sentence that starts something else. */
const SCHEDULE = passagesOf(
  `# Cronograma da reforma da ETA Pedra Branca

O contrato tem prazo de 14 meses. O treinamento dos operadores começa em 01/06/2028.

## Etapas

| Etapa | Descrição | Início | Término | Valor (R$ mil) |
| --- | --- | --- | --- | ---: |
| 1 | Troca dos filtros | 01/02/2027 | 30/09/2027 | 3.400 |
| 2 | Reforma dos decantadores | 01/08/2027 | 31/03/2028 | 5.150 |
`,
  "cronograma-eta-pedra-branca.md",
);

describe("two questions that share one subject", () => {
  it("the first, an interrogative and its verb alone, takes the second's subject", () => {
    expect(questionParts("Quando inicia e quando acaba a etapa Reforma dos decantadores?")).toEqual([
      "Quando inicia a etapa Reforma dos decantadores?",
      "Quando acaba a etapa Reforma dos decantadores?",
    ]);
  });

  it("is answered by that stage's row, once, not by another sentence that 'começa'", () => {
    const [reply = ""] = offlineConversation(
      SCHEDULE,
      "Oi! Quando inicia e quando acaba a etapa Reforma dos decantadores? É para a reunião.",
    );
    expect(composeAnswer("Quando inicia e quando acaba a etapa Reforma dos decantadores?", SCHEDULE)).toBe(reply);
    expect(reply).toContain("01/08/2027");
    expect(reply).toContain("31/03/2028");
    expect(reply).not.toContain("treinamento");
    expect(reply.split("31/03/2028").length - 1).toBe(1);
  });

  it("'quanto … custa' with the subject between asks an amount, not a count", () => {
    expect(questionShape("Quanto a etapa Reforma dos decantadores custa?").figures).toEqual(["money"]);
    expect(questionShape("Quantas etapas custaram mais de R$ 4 milhões?").figures).toEqual(["count"]);
    const [, cost] = offlineConversation(
      SCHEDULE,
      "Quando inicia e quando acaba a etapa Reforma dos decantadores?",
      "Quanto essa etapa custa?",
    );
    expect(cost).toContain("5.150");
  });
});
