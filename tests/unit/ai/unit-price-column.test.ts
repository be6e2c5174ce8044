import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A column of prices per unit added up is each row's count at its price: adding the prices of different things, or of
 * one thing once, answers nothing asked. A purchase written for this test.
 */
const PURCHASE = `# Ata de Registro de Preços nº 14/2031 — Hidrômetros

## Itens registrados

| Modelo | Quantidade | Vazão nominal (m³/h) | Valor unitário (R$) |
|---|---:|---:|---:|
| Hidrômetro ultrassônico DN 20 | 1.200 | 2,5 | 310,00 |
| Hidrômetro volumétrico DN 20 | 3.400 | 2,5 | 118,00 |
| Macromedidor eletromagnético DN 150 | 4 | 180 | 21.500,00 |
`;
const passages = passagesOf(PURCHASE, "ata-hidrometros.md");

describe("a column of unit prices added up", () => {
  it("is the named row's count at its price", () => {
    const [one] = offlineConversation(
      passages,
      "Somando todos os hidrômetros ultrassônicos, quanto dá o valor unitário total?",
    );
    // 1.200 × 310,00
    expect(one).toContain("R$ 372.000,00");
  });

  it("is every row's count at its price when no row is named", () => {
    const [all] = offlineConversation(passages, "Qual o valor unitário somado de todos os modelos da ata?");
    // 1.200 × 310 + 3.400 × 118 + 4 × 21.500
    expect(all).toContain("R$ 859.200,00");
  });
});
