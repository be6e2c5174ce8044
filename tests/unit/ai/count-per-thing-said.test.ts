import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A count of things over a count of others ("alunos" per "escola") is said with the figure before its noun, as a
 * colleague says it: "São 52 alunos inscritos por turma", not "Alunos inscritos por turma: 52". On a document written
 * for this test; the average is computed here from the rows written in it.
 */
const ROWS: [string, number, number][] = [
  ["Pedra Branca", 6, 318],
  ["Sapucaí", 4, 190],
  ["Olho d'Água", 5, 272],
];
const CLASSES = ROWS.reduce((sum, [, classes]) => sum + classes, 0);
const PUPILS = ROWS.reduce((sum, [, , pupils]) => sum + pupils, 0);
const COURSE = `# Curso de operadores de estação compacta — turmas de 2027

## Turmas por polo

| Polo | Turmas | Alunos inscritos |
|---|---:|---:|
${ROWS.map(([place, classes, pupils]) => `| ${place} | ${classes} | ${pupils} |`).join("\n")}
| Total | ${CLASSES} | ${PUPILS} |
`;
const passages = passagesOf(COURSE, "curso-operadores-estacao-compacta.md");

describe("a count per another count", () => {
  it("is said with the figure before the noun it counts", () => {
    const [reply = ""] = offlineConversation(
      passages,
      "Considerando o total, quantos alunos inscritos há por turma, em média?",
    );
    const perClass = formatQuantity(PUPILS / CLASSES, "number");
    expect(reply).toContain(`${perClass} alunos inscritos por turma`);
  });

  it("after a sum over the rows, is the total row's count over that row's count of the thing", () => {
    const [, reply = ""] = offlineConversation(
      passages,
      "Quantos alunos inscritos há nos três polos, somados?",
      "E isso fica em quantos alunos por turma?",
    );
    const perClass = formatQuantity(PUPILS / CLASSES, "number");
    expect(reply).toContain(`${perClass} alunos por turma`);
    expect(reply).toContain(`÷ ${CLASSES} turmas`);
  });
});
