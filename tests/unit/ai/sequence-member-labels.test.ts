import { describe, expect, it } from "vitest";
import { figuresIn } from "#core/ai/answer/calculate.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * "A etapa 1", "o exemplo 3": a number after the noun of a sequence names one of its members, it is no quantity; and
 * a parenthesis right after a figure ("120 L/s (etapa 1)") is that figure's label. On a plan written for this test;
 * the expected share is computed here from the figures it writes.
 */
const FIRST = 96;
const SECOND = 150;
const TODAY = 128;
const PLAN = `# Plano de ampliação da ETA Rio Claro

A ampliação será feita em duas partes: capacidade de ${FIRST} L/s (etapa 1) e de ${SECOND} L/s (etapa 2), com a adutora nova entrando só na segunda.

A estação opera hoje com vazão média de ${TODAY} L/s, no limite do sistema de filtração atual.
`;
const passages = passagesOf(PLAN, "plano-ampliacao-eta-rio-claro.md");

describe("the member of a sequence and a figure's label", () => {
  it("a number after a sequence's noun is no figure; the quantity beside it is", () => {
    expect(figuresIn("A etapa 2 terá 40 km de rede.").map((figure) => figure.value)).toEqual([40]);
    expect(figuresIn("No exemplo 3, a dose é de 12 mg/L.").map((figure) => figure.value)).toEqual([12]);
    expect(figuresIn("Foram 3 etapas de 40 km.").map((figure) => figure.value)).toEqual([3, 40]);
  });

  it("a side named by its label takes the figure the label follows", () => {
    const [reply = ""] = offlineConversation(
      passages,
      "Oi! A capacidade da etapa 1 representa que percentual da vazão média de hoje?",
    );
    const share = ((FIRST / TODAY) * 100).toLocaleString("pt-BR", { maximumFractionDigits: 1 });
    expect(reply).toContain(`${share}%`);
  });
});
