import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { countTimesPrice } from "#core/ai/answer/count-times-price.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A count a table gives and a price a sentence gives per the thing counted: the count times the price. A report
 * written for this test; the expected totals are computed here from the figures written into it.
 */
const PUMPS = { submersible: 36, booster: 14 };
const RENT = { submersible: 2_240, booster: 3_910 };
const REPORT = passagesOf(
  `# Relatório de equipamentos alugados — 2º trimestre

## Equipamentos

| Equipamento | Quantidade | Alugados |
|---|---:|---:|
| Bombas submersíveis | 50 | ${PUMPS.submersible} |
| Bombas boosters | 20 | ${PUMPS.booster} |

## Contrato

As bombas são da Hidromar Locações. O aluguel mensal é de R$ ${formatQuantity(RENT.submersible, "number")} por bomba submersível e R$ ${formatQuantity(RENT.booster, "number")} por bomba booster, com manutenção incluída; a multa por atraso é de R$ 90 por dia.
`,
  "equipamentos.md",
);

describe("a count times the price of the thing counted", () => {
  it("the price whose thing and qualifier the question names, times the count the table gives", () => {
    const [reply] = offlineConversation(
      REPORT,
      "Bom dia! Quanto a companhia paga por mês pelas bombas submersíveis alugadas? Preciso fechar o orçamento.",
    );
    expect(reply).toContain(formatQuantity(PUMPS.submersible * RENT.submersible, "money"));
    expect(reply).not.toContain(formatQuantity(PUMPS.submersible * RENT.booster, "money"));
  });

  it("a rate per period is no price of a thing, and two prices of the thing leave it unanswered", () => {
    expect(countTimesPrice("Quanto se paga por mês?", "O equipamento tem 12 unidades [1].", REPORT)).toBeNull();
    // "bombas" alone names both prices.
    expect(countTimesPrice("Quanto se paga pelas bombas alugadas?", "São 50 bombas alugadas [1].", REPORT)).toBeNull();
  });

  it("a reply that already gives an amount in money is left as it is", () => {
    expect(
      countTimesPrice("Quanto custa a bomba booster?", "A bomba booster custa R$ 3.910 por mês [2].", REPORT),
    ).toBeNull();
  });
});
