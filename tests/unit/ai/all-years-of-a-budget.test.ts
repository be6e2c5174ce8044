import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * "E nos três anos?" after a year's total over a budget with one column per year: the time slot of the last question
 * swapped for every year, and the year columns added row by row and summed. On a budget written for this test; the
 * totals are computed here.
 */
const ITEMS: [string, number, number, number][] = [
  ["Hidrômetros ultrassônicos", 410, 380, 120],
  ["Software de telemetria", 95, 60, 60],
  ["Treinamento das equipes", 30, 15, 0],
];
const BUDGET = `# Programa de medição inteligente de Boa Esperança do Norte, 2028–2030

## Orçamento

| Item | 2028 (R$ mil) | 2029 (R$ mil) | 2030 (R$ mil) |
|---|---:|---:|---:|
${ITEMS.map(([item, a, b, c]) => `| ${item} | ${a} | ${b} | ${c} |`).join("\n")}
`;
const passages = passagesOf(BUDGET, "programa-medicao-inteligente.md");

describe("every year of a budget asked at once", () => {
  it("adds the year columns after a one-year total", () => {
    const first = ITEMS.reduce((sum, [, a]) => sum + a, 0);
    const all = ITEMS.reduce((sum, [, a, b, c]) => sum + a + b + c, 0);
    const [year = "", years = ""] = offlineConversation(
      passages,
      "Oi! Quanto o programa custa em 2028, somando todos os itens?",
      "E nos três anos juntos?",
    );
    expect(year).toContain(formatQuantity(first, "number"));
    expect(years).toContain(formatQuantity(all, "number"));
  });
});
