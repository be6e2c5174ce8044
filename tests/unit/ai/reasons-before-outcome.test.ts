import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * "Por que X?" where the document states X as the outcome of the facts just before it, with no causal word: those
 * facts are read with the outcome. A document written for this test.
 */
const MINUTES = `# Ata da sessão do pregão de hidrantes — março de 2027

## Ocorrências

Item 3: apenas uma proposta chegou à fase de lances. A empresa ofertou R$ 88.400,00, valor 31% acima do estimado, e não aceitou negociar. O item foi declarado deserto de propostas válidas.

Item 5: a Ferragens Itaoca Ltda. venceu com desconto de 6%.
`;

const passages = passagesOf(MINUTES, "ata-pregao-hidrantes.md");

describe("why an outcome came about", () => {
  it("reads the facts before the sentence that states it", () => {
    const answer = composeAnswer("Por que o item 3 do pregão foi declarado deserto?", passages, [
      { id: "ata-pregao-hidrantes.md", name: "ata-pregao-hidrantes.md" },
    ]);
    expect(answer).toContain("31% acima do estimado");
    expect(answer).toContain("declarado deserto");
  });
});
