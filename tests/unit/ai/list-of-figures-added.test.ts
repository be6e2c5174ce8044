import { describe, expect, it } from "vitest";
import { listedSum } from "#core/ai/answer/enumerated-sum.ts";
import { unitsOf } from "#core/ai/answer/passage-units.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/** A purchase plan written for this test: a list of reference prices and a list of mixed figures. */
const PLAN = passagesOf(
  `# Plano de compras do laboratório regional de Itaúna

## Preços de referência

Os valores de referência foram definidos pela pesquisa de preços de 14/07/2026:

- Espectrofotômetro (LAB-11): R$ 52.300,00.
- Turbidímetro de bancada (LAB-12): R$ 9.850,00.
- Medidor de cloro portátil (LAB-13): R$ 3.420,00.

## Entrega

As condições pedidas aos fornecedores são estas:

- Espectrofotômetro: 60 dias.
- Turbidímetro de bancada: 15% de sinal na assinatura.

`,
  "compras-itauna.md",
);

describe("the figures of a list, added up", () => {
  it("each item's one figure, under the sentence that says what the list holds", () => {
    const reply = listedSum("Somando os valores de referência, quanto o laboratório vai gastar?", unitsOf(PLAN)) ?? "";
    expect(reply).toMatch(/^São R\$ 65\.570,00 no total: R\$ 52\.300,00 \(Espectrofotômetro \(LAB-11\)\)/);
  });

  it("not a list of figures of different kinds, nor one whose sentence names too little of the question", () => {
    expect(listedSum("Somando as condições pedidas aos fornecedores, quanto dá?", unitsOf(PLAN))).toBeNull();
    expect(listedSum("Somando os preços do laboratório, quanto dá?", unitsOf(PLAN))).toBeNull();
    expect(listedSum("Quais são os valores de referência?", unitsOf(PLAN))).toBeNull();
  });

  it("in a conversation, after a greeting", () => {
    const [, reply] = offlineConversation(
      PLAN,
      "Oi! Quando foi feita a pesquisa de preços do laboratório de Itaúna?",
      "E os valores de referência, somados, dão quanto?",
    );
    expect(reply).toContain("R$ 65.570,00");
  });
});
