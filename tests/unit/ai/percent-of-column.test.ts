import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/** A vacation rule written for this test: each sector's quota is a percent of another column of its row. */
const RULE = `# Norma de férias coletivas 2027

## Cotas por setor

| Setor | Quadro (nº) | Aptos às férias de janeiro (nº) | Cota de saída (% dos aptos) |
|---|---:|---:|---:|
| Laboratório | 40 | 30 | 20 |
| Oficina | 90 | 50 | 30 |
`;
const passages = passagesOf(RULE, "norma-ferias.md");

describe("a column that is a percent of another column of its row", () => {
  it("defines a count: asked how many, that share of that count, for the row named and the next one asked", () => {
    const [lab, shop] = offlineConversation(
      passages,
      "Quantas pessoas do Laboratório podem sair de férias em janeiro?",
      "E da Oficina?",
    );
    expect(lab).toContain("20% de 30");
    expect(lab).toContain("= 6 ");
    expect(shop).toContain("30% de 50");
    expect(shop).toContain("= 15 ");
  });

  it("a count the question names is read, not computed", () => {
    const [apt] = offlineConversation(passages, "Quantos aptos às férias de janeiro tem o Laboratório?");
    expect(apt).toContain("30");
    expect(apt).not.toContain("20% de 30");
  });
});
