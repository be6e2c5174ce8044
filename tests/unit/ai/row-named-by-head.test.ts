import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A row whose first cell is long is named by its head noun and as many of its other words as make half of them ("as
 * bombas de cloro" for "Bombas dosadoras de diafragma para cloro"). A budget written for this test.
 */
const BUDGET = `# Orçamento de reposição de equipamentos da ETA Serra Clara — 2027

| Item | Quantidade | Custo unitário (R$) | Total (R$) |
|---|---:|---:|---:|
| Bombas dosadoras de diafragma para cloro | 4 | 9.800,00 | 39.200,00 |
| Turbidímetros de bancada para o laboratório | 2 | 14.500,00 | 29.000,00 |
| Agitadores mecânicos dos floculadores | 6 | 21.300,00 | 127.800,00 |
`;
const passages = passagesOf(BUDGET, "orcamento-eta-serra-clara.md");

describe("a long row named by its head noun and another of its words", () => {
  it("two rows so named add up", () => {
    const [reply] = offlineConversation(
      passages,
      "Oi! Quanto custam juntas as bombas de cloro e os turbidímetros do laboratório?",
    );
    // 39.200 + 29.000
    expect(reply).toContain("R$ 68.200,00");
  });
});
