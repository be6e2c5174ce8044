import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * The rest of a part a sentence counts, when the question gives the whole and negates the part. The minutes are
 * written for this test; each expected figure is computed here from the ones the test writes into them.
 */
const WHOLE = 64;
const PART = 23;
const MINUTES = `# Ata do comitê de hidrometria

## Macromedidores

O coordenador informou que, dos ${WHOLE} macromedidores instalados nas captações, ${PART} estão com a calibração vencida há mais de um ano. Decisão: contratar a calibração dos vencidos até março.

## Próxima reunião

A próxima reunião ficou marcada para 12 de fevereiro.
`;
const passages = passagesOf(MINUTES, "ata-hidrometria.md");

describe("the rest of a part a sentence counts", () => {
  it("'quantos dos N X não …' is N less the part the sentence counts", () => {
    const reply = composeAnswer("Oi! Quantos dos 64 macromedidores não estão com a calibração vencida?", passages, []);
    expect(reply).toMatch(new RegExp(`^São ${WHOLE - PART}:`));
  });

  it("a question that does not negate the part is answered by the sentence", () => {
    const reply = composeAnswer("Quantos dos 64 macromedidores estão com a calibração vencida?", passages, []);
    expect(reply).not.toMatch(new RegExp(`^São ${WHOLE - PART}`));
    expect(reply).toContain(`${PART} estão com a calibração vencida`);
  });
});
