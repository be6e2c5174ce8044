import { describe, expect, it } from "vitest";
import { standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { priorTurn } from "#tests/support/agent-documents.ts";

/**
 * A pronoun takes the whole phrase it stands for: the noun, the adjective that says which ("máximo") and the
 * complements after it that say of what ("da licença de reforma"), whether the phrase is in the message's own sentence
 * before the question or in the last question; a noun's own complement already says which, and a name after "da" says
 * whose: neither is followed further.
 */
describe("the phrase a pronoun stands for", () => {
  it("keeps the adjective and the complements, from the message's own sentence", () => {
    const text = standaloneQuestion(
      "Vou trocar o piso da garagem e preciso saber o prazo máximo da licença de reforma. Como ele é contado?",
      null,
    ).text;
    expect(text).toContain("o prazo máximo da licença de reforma");
  });

  it("keeps the complements after the adjective of the last question's phrase", () => {
    const prior = priorTurn("Quanto custa a taxa mínima de religação do ramal?", "A taxa é R$ 48,00. [1]");
    expect(standaloneQuestion("Como ela é reajustada?", prior).text).toContain("a taxa mínima de religação do ramal");
  });

  it("takes no second complement after the noun's own", () => {
    const prior = priorTurn("Quanto foi a taxa de evasão da escola em maio?", "A taxa foi de 4%. [1]");
    expect(standaloneQuestion("Ela superou o limite?", prior).text).not.toContain("da escola");
  });

  it("does not cut a name into the phrase", () => {
    const prior = priorTurn("Quantos dias dura a vistoria da Construtora Ipê?", "São 10 dias. [1]");
    expect(standaloneQuestion("Ela termina em que dia?", prior).text).not.toMatch(/da Construtora(?! Ipê)/);
  });
});
