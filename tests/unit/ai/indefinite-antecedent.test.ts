import { describe, expect, it } from "vitest";
import { standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { priorTurn } from "#tests/support/agent-documents.ts";

/**
 * A pronoun whose antecedent the last question introduced without an article ("outra ação", "uma taxa", "alguma
 * obra"): that noun, not a container the question also named ("na tabela", "no plano").
 */

describe("a pronoun for a noun introduced by an indefinite", () => {
  it("takes 'outra ação' over the table the question looked in", () => {
    const asked = standaloneQuestion(
      "Ela tem de terminar quando?",
      priorTurn("O Anselmo Vieira ficou com outra ação na tabela?", "Sim: revisar o termo de referência."),
    );
    expect(asked.text).toContain("a ação");
    expect(asked.text).not.toContain("tabela");
  });

  it("takes 'alguma obra' over the plan the question named", () => {
    const asked = standaloneQuestion(
      "Quanto ela vai custar?",
      priorTurn("Existe alguma obra atrasada no plano?", "A obra da adutora do Jacarandá está atrasada."),
    );
    expect(asked.text).toContain("a obra");
    expect(asked.text).not.toContain("plano");
  });
});
