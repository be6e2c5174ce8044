import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A row's share of the total row the question names, in a table with a subtotal and a total: the named total is the
 * whole, not the sum of every row. On a budget written for this test; the share is computed here.
 */
const ITEMS: [string, number][] = [
  ["Tubos de PVC DN 100", 84_300],
  ["Conexões e registros", 21_750],
];
const TRAINING = 9_600;
const subtotal = ITEMS.reduce((sum, [, value]) => sum + value, 0);
const total = subtotal + TRAINING;
const bare = (value: number) => formatQuantity(value, "money").replace("R$ ", "");
const BUDGET = passagesOf(
  `# Orçamento de materiais — Extensão de rede no Loteamento Bela Aurora

| Item | Descrição | Valor (R$) |
|---|---|---:|
${ITEMS.map(([name, value], i) => `| ${i + 1} | ${name} | ${bare(value)} |`).join("\n")}
| | **Subtotal de materiais** | **${bare(subtotal)}** |
| 3 | Treinamento da equipe de montagem | ${bare(TRAINING)} |
| | **Total do orçamento** | **${bare(total)}** |
`,
  "orcamento-rede-bela-aurora.md",
);

describe("a row's share of the total row the question names", () => {
  it("the named total is the whole", () => {
    const [reply = ""] = offlineConversation(
      BUDGET,
      "Oi! Quanto o treinamento representa do total do orçamento, em porcentagem?",
    );
    expect(reply).toContain(formatQuantity(Math.round((TRAINING / total) * 1000) / 10, "percent"));
  });
});
