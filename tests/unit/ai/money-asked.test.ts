import { describe, expect, it } from "vitest";
import { composeAnswer, NOTHING_FOUND } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * A cost asked of what the documents price and of what they only name, on a document written for this test (a
 * fictional committee's minutes): the price stated in the sentence after the one that names the thing answers; a
 * thing named with no price, asked in the future ("quanto vai custar"), is refused.
 */
const PRICE = "R$ 74.500,00";
const MINUTES = `# Ata do comitê de operação da Sanerupi — encontro de março de 2027

## Deliberações

O operador Custódio Arantes relatou que os dois inversores de frequência da elevatória Capivari queimaram no temporal de fevereiro e precisam ser trocados. A proposta da assistência técnica para a troca dos inversores ficou em ${PRICE}, com instalação incluída. O comitê aprovou a troca.

## Recomendações

Também se recomendou instalar para-raios na subestação da elevatória Capivari antes do próximo verão, com projeto a cargo da engenharia.
`;

const passages = passagesOf(MINUTES, "ata-comite-operacao-marco.md", 1);

describe("a cost asked", () => {
  it("is answered by the price stated in the sentence after the thing", () => {
    expect(composeAnswer("Quanto vai custar trocar os inversores da elevatória Capivari?", passages)).toContain(PRICE);
  });

  it("is refused for a thing the minutes name and do not price", () => {
    expect(
      composeAnswer("Quanto vai custar a instalação dos para-raios na subestação da Capivari?", passages),
    ).toContain(NOTHING_FOUND);
  });
});
