import { describe, expect, it } from "vitest";
import { standaloneQuestion } from "#core/ai/answer/follow-up.ts";

const turn = (question: string, answer: string) => ({ question, answer, documentIds: [], earlier: null });

describe("a name a pronoun or a demonstrative stands for", () => {
  it("as a subject, takes the article the last question put before it", () => {
    const prior = turn(
      "Qual é a potência instalada da EEAT Vila Rica?",
      "A EEAT Vila Rica tem potência instalada de 450 kW e bombeou em 2025 uma média de 96 L/s. [3]",
    );
    expect(standaloneQuestion("E quanto ela bombeou em 2025?", prior).text).toContain("a EEAT Vila Rica bombeou");
  });

  it("is the phrase up to the verb after it, not the verb's complement", () => {
    const prior = turn(
      "Com que vazão média a EEAT Vila Rica bombeou em 2025?",
      "A EEAT Vila Rica bombeou em 2025 uma média de 96 L/s. [3]",
    );
    const text = standaloneQuestion("Qual é a reforma prevista para essa EEAT?", prior).text;
    expect(text).toContain("a EEAT Vila Rica?");
    expect(text).not.toContain("bombeou");
  });

  it("a person's name takes no article", () => {
    const prior = turn("Em que área trabalha a Marisa Leme?", "Marisa Leme é a gerente de operações. [2]");
    expect(standaloneQuestion("E desde quando ela exerce a função?", prior).text).not.toMatch(/\ba Marisa Leme\b/);
    const first = turn("Quanto o Otávio recebeu de diárias?", "Otávio recebeu R$ 840,00 de diárias. [4]");
    expect(standaloneQuestion("E quanto ele recebeu de reembolso?", first).text).not.toMatch(/\bo Otávio\b/);
  });
});
