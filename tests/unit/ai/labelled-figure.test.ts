import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { unitsOf } from "#core/ai/answer/passage-units.ts";
import { rankUnits } from "#core/ai/answer/unit-ranking.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/** A manual written for this test: a table keyed by a numbered class, another row's cell holding the same figure. */
const MANUAL = `# Manual de manutenção de hidrantes

## Classes de criticidade

| Classe | Situação | Prazo de reparo |
| --- | --- | --- |
| 1 | Pintura desgastada | revisão em 3 anos |
| 2 | Tampa emperrada | 90 dias |
| 3 | Vazamento pela haste | 7 dias |
| 4 | Hidrante sem pressão | 24 horas |
`;
const passages = passagesOf(MANUAL, "manual-hidrantes.md");

describe("a figure that labels a noun ('classe 3', 'lote 2')", () => {
  it("selects the row whose column of that noun holds it, not a row that writes the figure in another cell", () => {
    expect(composeAnswer("Qual é o prazo de reparo na classe 3?", passages)).toContain("7 dias");
    expect(composeAnswer("Qual é o prazo de reparo na classe 3?", passages)).not.toContain("3 anos");
    const rows = rankUnits("Qual é o prazo de reparo na classe 3?", unitsOf(passages)).filter(
      (ranked) => ranked.unit.kind === "row",
    );
    expect(rows[0]?.unit.table?.cells[0]).toBe("3");
    const otherClass = rows.find((ranked) => ranked.unit.table?.cells[0] === "1");
    expect(otherClass?.matched.has("3") ?? false).toBe(false);
  });

  it("an ellipsis with a labelled figure replaces the previous question's noun and figure together", () => {
    const standalone = standaloneQuestion("E na classe 3?", {
      question: "Oi! Qual é o prazo de reparo de um hidrante de classe 4?",
      answer: "24 horas [1].",
      documentIds: [],
    }).text;
    expect(standalone).toMatch(/classe 3\?$/);
    expect(standalone).not.toMatch(/3 4|classe 4/);
    const [, second] = offlineConversation(
      passages,
      "Oi! Qual é o prazo de reparo de um hidrante de classe 4?",
      "E na classe 3?",
    );
    expect(second).toContain("7 dias");
  });
});
