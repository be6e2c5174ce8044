import { describe, expect, it } from "vitest";
import { operationIn } from "#core/ai/answer/question-shape.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * Two documents written for this test: a table under the heading the question names, and another document's table
 * whose row mentions that heading's words.
 */
const PASSAGES = [
  ...passagesOf(
    `# Relatório da sede regional Leste

## Programa de reformas

| Serviço | Responsável | Custo (R$) |
|---|---|---:|
| Trocar o telhado do almoxarifado | Rui Campos | R$ 18.000,00 |
| Pintar a fachada | Rui Campos | R$ 7.500,00 |
| Refazer a rede elétrica da oficina | Lia Souto | R$ 12.300,00 |
`,
    "sede-leste.md",
  ),
  ...passagesOf(
    `# Termo de compromisso da sede Oeste

| Obrigação | Prazo | Custo estimado (R$) |
|---|---|---:|
| Apresentar o programa de reformas da sede | 30/04/2027 | R$ 1.500,00 |
| Concluir as obras | 30/10/2027 | R$ 4.000,00 |
`,
    "sede-oeste.md",
    100,
  ),
];

describe("a table the question names by its own heading", () => {
  it("is the one read, and the thing named whole asks its total", () => {
    for (const question of [
      "Quanto custa o programa de reformas no total?",
      "Quanto custa o programa de reformas todo?",
    ]) {
      const [reply] = offlineConversation(PASSAGES, question);
      expect(reply).toContain("R$ 37.800,00");
      expect(reply).not.toContain("1.500");
    }
  });

  it("a case supposed with 'se' keeps its 'todo' out of the sum", () => {
    expect(operationIn("quanto custa o programa de reformas todo?")).toBe("sum");
    expect(operationIn("quanto a sede pagaria de taxa se usasse esse terreno todo?")).not.toBe("sum");
  });
});
