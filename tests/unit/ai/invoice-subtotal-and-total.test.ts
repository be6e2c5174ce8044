import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * An invoice as suppliers write it: items, a subtotal of the items, a freight charge and a credit added after it,
 * and the amount due last. The subtotal is no item (adding it to the items counts them twice); the amount due is the
 * invoice's last total; a column of units of measure ("Unidade") answers no "quanto". On an invoice written for this
 * test; every figure is computed here.
 */
const ITEMS: [string, number, string, number][] = [
  ["Sulfato de alumínio líquido", 18_000, "kg", 1.32],
  ["Cal hidratada", 7_500, "kg", 0.94],
  ["Hipoclorito de sódio 12%", 4_200, "L", 2.05],
];
const FREIGHT = 1_870;
const CREDIT = 415.5;
const money = (value: number) => formatQuantity(value, "money").replace("R$ ", "");
const itemValue = ([, amount, , price]: (typeof ITEMS)[number]) => Math.round(amount * price * 100) / 100;
const SUBTOTAL = ITEMS.reduce((sum, item) => sum + itemValue(item), 0);
const DUE = SUBTOTAL + FREIGHT - CREDIT;

const INVOICE = `# Nota fiscal 48.211 — Química Serra Azul Ltda.

Destinatário: ETA Campo Verde. Emissão: 03/09/2026. Vencimento: 03/10/2026.

## Itens da nota

| Item | Quantidade | Unidade | Preço unitário (R$) | Valor (R$) |
|---|---:|---|---:|---:|
${ITEMS.map((item) => `| ${item[0]} | ${formatQuantity(item[1], "number")} | ${item[2]} | ${money(item[3])} | ${money(itemValue(item))} |`).join("\n")}
| **Subtotal dos produtos** | | | | **${money(SUBTOTAL)}** |
| Frete rodoviário | | | | ${money(FREIGHT)} |
| Desconto por pagamento antecipado (crédito) | | | | −${money(CREDIT)} |
| **Total da nota** | | | | **${money(DUE)}** |

O desconto vale para pagamento até 20/09/2026.
`;
const passages = passagesOf(INVOICE, "nota-fiscal-48211-quimica-serra-azul.md");

describe("an invoice's subtotal and its amount due", () => {
  it("the total asked is the amount due, not the items and their subtotal added up", () => {
    const [reply = ""] = offlineConversation(
      passages,
      "Oi! Quanto dá o total dessa nota fiscal? Vou lançar no sistema.",
    );
    expect(reply).toContain(money(DUE));
    expect(reply).not.toContain(money(2 * SUBTOTAL + FREIGHT - CREDIT));
  });

  it("the subtotal named is read as the row it is", () => {
    const [reply = ""] = offlineConversation(passages, "Qual foi o subtotal dos produtos?");
    expect(reply).toContain(money(SUBTOTAL));
  });

  it("'quanto' asks the quantity, not the column of units, though its subject is a unidade", () => {
    const [reply = ""] = offlineConversation(passages, "Quanto a unidade recebeu de cal hidratada?");
    expect(reply).toContain(formatQuantity(ITEMS[1]?.[1] ?? 0, "number"));
  });
});
