import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * What the whole rental costs "por dia" is what its table writes as each item's "diária", times its count. On a rental
 * quote written for this test; the sum is computed here.
 */
const ITEMS: [string, number, number][] = [
  ["Bomba de drenagem 4 polegadas", 3, 310],
  ["Torre de iluminação", 2, 185],
];
const money = (value: number) => formatQuantity(value, "money");
const bare = (value: number) => money(value).replace("R$ ", "");
const QUOTE = passagesOf(
  `# Cotação de locação — Obra emergencial na adutora do Córrego Fundo

| Equipamento | Qtd. | Diária unitária (R$) | Dias | Total (R$) |
|---|---:|---:|---:|---:|
${ITEMS.map(([name, count, daily]) => `| ${name} | ${count} | ${bare(daily)} | 20 | ${bare(count * daily * 20)} |`).join("\n")}
| **Total** | | | | **${bare(ITEMS.reduce((sum, [, count, daily]) => sum + count * daily * 20, 0))}** |
`,
  "cotacao-locacao-corrego-fundo.md",
);

describe("what a rental costs per day", () => {
  it("is each item's daily rate times its count, added up", () => {
    const [reply = ""] = offlineConversation(QUOTE, "Alugando todos os equipamentos juntos, sai quanto por dia?");
    expect(reply).toContain(money(ITEMS.reduce((sum, [, count, daily]) => sum + count * daily, 0)));
  });
});
