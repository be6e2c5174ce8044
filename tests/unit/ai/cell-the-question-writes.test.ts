import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * A row named by a cell the question writes whole ("com nota abaixo de 40" over the cell "Abaixo de 40"): that cell is
 * how the question named the row, so the row's other columns answer. A document written for this test.
 */
const RULE = `# Norma de avaliação de empreiteiras — revisão 3

## Faixas de desempenho

A nota trimestral de cada empreiteira define a sua faixa.

| Faixa | Nota | Consequência |
|---|---|---|
| A | De 80 a 100 | Prioridade nos convites de obras emergenciais |
| B | De 60 a 79,9 | Nenhuma |
| C | De 40 a 59,9 | Plano de ação em 30 dias |
| E | Abaixo de 40 | Impedimento de contratar por 6 meses, após defesa |
`;

describe("a row named by a cell the question writes", () => {
  it("is answered by its other columns, not by the cell written back", () => {
    const passages = passagesOf(RULE, "norma-avaliacao-empreiteiras.md");
    const answer = composeAnswer(
      "O que é feito com uma empreiteira que tira nota abaixo de 40 no trimestre?",
      passages,
      [{ id: "norma-avaliacao-empreiteiras.md", name: "norma-avaliacao-empreiteiras.md" }],
    );
    expect(answer).toContain("Impedimento de contratar por 6 meses");
  });
});
