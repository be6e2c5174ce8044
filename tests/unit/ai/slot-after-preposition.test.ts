import { describe, expect, it } from "vitest";
import { askedSlot, composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * A contact asked after a preposition ("por qual telefone", "em qual site") is asked as "qual telefone" is, and a
 * telephone's number written in its form fills it though the word is not beside it. Over a notice written for this
 * test.
 */
const NOTICE = passagesOf(
  `# Aviso aos moradores do Conjunto Ipiranga

A troca da rede de água da Rua Caetés começa em 3 de fevereiro e dura três semanas.
Durante a obra, o abastecimento será interrompido das 9h às 15h nos dias úteis.
Quem tiver dúvidas ou precisar de caminhão-pipa deve ligar para o 0800 640 2211, das 7h às 19h.
A obra é executada pela Construtora Ribeira Funda.
`,
  "aviso-conjunto-ipiranga.md",
);

describe("a contact asked after a preposition", () => {
  it("leaves other nouns asked so to the names that fill them", () => {
    // "Em quais municípios…" is answered by the municipalities' names, which do not write the noun.
    expect(askedSlot("Em quais municípios fica a obra?")).toBeNull();
    expect(askedSlot("Quais municípios a obra atende?")).toBe("municípios");
  });

  it("is filled by a number in a telephone's form, though the word is not beside it", () => {
    const reply = composeAnswer("Por qual telefone eu peço o caminhão-pipa durante a obra?", NOTICE, []);
    expect(reply).toContain("0800 640 2211");
  });

  it("is refused where no telephone is written, though the passages speak of whom it is asked", () => {
    const withoutNumber = passagesOf(
      "# Obra da Rua Caetés\n\nA obra é executada pela Construtora Ribeira Funda, que responde pelos reparos nas calçadas.\n",
      "obra-rua-caetes.md",
    );
    const reply = composeAnswer("Por qual telefone eu falo com a Construtora Ribeira Funda?", withoutNumber, []);
    expect(reply).toMatch(/^Não encontrei/);
  });
});
