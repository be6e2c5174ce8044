import { describe, expect, it } from "vitest";
import { countAtUnitPrice } from "#core/ai/answer/count-at-unit-price.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A count of a row's things at the price of one, over a delivery of valves written for this test: the count the question
 * gives, or the one the last reply's first sentence gives of the noun the question names ("essas válvulas"); the row
 * named by its key's words and numbers, an item number before a dash aside, and its short words as written ("Tê" is no
 * stopword there); a row counted in another unit is no price of the noun.
 */
const DELIVERY = `# Recebimento de válvulas — pedido PV-3318

## Itens do pedido

| Item | Pedido | Recebido | Preço unitário (R$) |
|---:|---:|---:|---:|
| 1 — Válvula gaveta DN 80 | 40 válvulas | 36 válvulas | 1.250,00 |
| 2 — Válvula gaveta DN 100 | 25 válvulas | 25 válvulas | 1.730,50 |
| 3 — Junta de vedação DN 80 | 200 un | 200 un | 12,40 |
| 4 — Tê DN 100 | 10 válvulas | 10 válvulas | 98,00 |

## Devoluções

Item 1 (válvula gaveta DN 80): 3 válvulas chegaram com o volante quebrado e foram devolvidas ao fabricante.
`;

const passages = passagesOf(DELIVERY, "recebimento-pv-3318.md");

describe("a count at the row's unit price", () => {
  it("multiplies the count the question gives by the named row's price", () => {
    const reply = countAtUnitPrice("Quanto custam 6 válvulas gaveta DN 100?", passages);
    expect(reply).toContain("R$ 10.383,00");
    expect(reply).toContain("6 válvulas × R$ 1.730,50");
  });

  it("takes the count and the row from the last reply when the question names only the thing", () => {
    const previous =
      "Item 1 (válvula gaveta DN 80): 3 válvulas chegaram com o volante quebrado e foram devolvidas. [2]";
    expect(countAtUnitPrice("Quanto valem essas válvulas devolvidas?", passages, previous)).toContain("R$ 3.750,00");
  });

  it("prices no noun the row counts in another unit, and no row left unnamed", () => {
    expect(countAtUnitPrice("Quanto custam 6 válvulas de junta de vedação DN 80?", passages)).toBeNull();
    expect(countAtUnitPrice("Quanto custam 6 válvulas gaveta?", passages)).toBeNull();
  });

  it("answers in a conversation", () => {
    const [, reply] = offlineConversation(
      passages,
      "Alguma válvula do pedido PV-3318 foi devolvida?",
      "Quanto valem essas válvulas?",
    );
    expect(reply).toContain("R$ 3.750,00");
  });
});
