import { describe, expect, it } from "vitest";
import { standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { priorTurn } from "#tests/support/agent-documents.ts";

/**
 * "desse X" takes the last question's phrase of X, which ends where the clause's own subject begins: "caixas de
 * hidrômetro DN 20 a Ordem 2031/44 encomenda" has the phrase "hidrômetro DN 20"; "a Ordem…" is who orders them.
 */
describe("a demonstrative's phrase", () => {
  const prior = priorTurn(
    "Quantas caixas de hidrômetro DN 20 a Ordem 2031/44 encomenda?",
    "A Ordem 2031/44 encomenda 80 caixas de hidrômetro DN 20 [3].",
  );

  it("stops before a bare article that opens a name", () => {
    const { text } = standaloneQuestion("Quantas já chegaram desse hidrômetro?", prior);
    expect(text).toContain("do hidrômetro DN 20");
    expect(text).not.toContain("Ordem");
  });

  it("keeps a complement its preposition brings", () => {
    const withComplement = priorTurn(
      "Quantas caixas de hidrômetro DN 20 da Ordem 2031/44 chegaram?",
      "Chegaram 80 caixas de hidrômetro DN 20 da Ordem 2031/44 [3].",
    );
    const { text } = standaloneQuestion("E quando chega o restante desse hidrômetro?", withComplement);
    expect(text).toContain("hidrômetro DN 20 da Ordem 2031/44");
  });
});
