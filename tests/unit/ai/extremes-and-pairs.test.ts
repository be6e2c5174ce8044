import { describe, expect, it } from "vitest";
import { extremesApart } from "#core/ai/answer/extremes-apart.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * Two operations over a course's modules, a table written for this test: the spread between a measure's largest and
 * smallest value, and a follow-up that swaps a pair of rows for another pair. Each expected figure is computed here
 * from the table's own numbers.
 */
const HOURS = { captacao: 16, coagulacao: 24, decantacao: 20, filtracao: 16, desinfeccao: 12 };
const COURSE = `# Ementa do curso de operação de estações de tratamento

## Módulos

| Módulo | Conteúdo | Carga horária (h) | Modalidade |
|---|---|---:|---|
| M1 | Captação e adução | ${HOURS.captacao} | a distância |
| M2 | Coagulação e floculação | ${HOURS.coagulacao} | presencial |
| M3 | Decantação | ${HOURS.decantacao} | presencial |
| M4 | Filtração | ${HOURS.filtracao} | presencial |
| M5 | Desinfecção | ${HOURS.desinfeccao} | a distância |
`;
const passages = passagesOf(COURSE, "ementa.md");
const hours = Object.values(HOURS);
const spread = Math.max(...hours) - Math.min(...hours);

describe("the spread between the largest and the smallest", () => {
  it("reads the two extremes asked, in either order, and the measure as written", () => {
    expect(extremesApart("Qual é a diferença entre a maior e a menor carga horária?")).toEqual({
      highest: "Qual é a maior carga horária?",
      lowest: "Qual é a menor carga horária?",
      between: "entre a maior e a menor carga horária",
    });
    expect(extremesApart("E a distância entre o menor e o maior prazo?")?.highest).toBe("Qual é o maior prazo?");
    // Two of the same side is no spread; a difference between two named rows is another operation.
    expect(extremesApart("Qual a diferença entre o máximo e o maior nível?")).toBeNull();
    expect(extremesApart("Qual a diferença entre o M2 e o M3?")).toBeNull();
  });

  it("answers the largest less the smallest, a greeting and a reason around the question", () => {
    const [reply] = offlineConversation(
      passages,
      "Oi! Qual é a diferença entre a maior e a menor carga horária dos módulos? Estou montando a grade.",
    );
    expect(reply).toContain(`${spread} h`);
    expect(reply).toContain(`${Math.max(...hours)} h − ${Math.min(...hours)} h`);
  });
});

describe("a pair swapped for a pair", () => {
  it("the follow-up's two rows take the place of the previous question's two", () => {
    const [first, second] = offlineConversation(
      passages,
      "Quantas horas somam os módulos de coagulação e de filtração?",
      "E de decantação e de desinfecção?",
    );
    expect(first).toContain(`${HOURS.coagulacao + HOURS.filtracao} h`);
    expect(second).toContain(`${HOURS.decantacao + HOURS.desinfeccao} h`);
  });
});

describe('two rows joined by "e" after "de"', () => {
  it('adds those two rows, not the rows between them; "entre X e Y" stays a span', () => {
    const [pair, span] = offlineConversation(
      passages,
      "Quantas horas somam os módulos de decantação e desinfecção?",
      "Qual é a carga horária somada entre M2 e M4?",
    );
    expect(pair).toContain(`${HOURS.decantacao + HOURS.desinfeccao} h`);
    expect(span).toContain(`${HOURS.coagulacao + HOURS.decantacao + HOURS.filtracao} h`);
  });
});
