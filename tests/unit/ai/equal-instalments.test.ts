import { describe, expect, it } from "vitest";
import { installmentAnswer } from "#core/ai/answer/installments.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/** A debt agreement written for this test: one amount in equal quarterly instalments, one in instalments of no stated size. */
const AGREEMENT = passagesOf(
  `# Termo de parcelamento de débito da Prefeitura de Serra Clara

**Débito consolidado:** faturas de água de prédios municipais de 2025.

O débito de R$ 84.000,00 será pago em seis parcelas trimestrais e iguais, a primeira com vencimento em 31/03/2027.

Os encargos de mora, de R$ 9.300,00, serão pagos em três parcelas, conforme a disponibilidade do caixa municipal.
`,
  "parcelamento-serra-clara.md",
);

describe("an amount paid in equal instalments", () => {
  it("each instalment is the amount over their count", () => {
    const [reply] = offlineConversation(AGREEMENT, "Quanto vale cada parcela trimestral do débito?");
    expect(reply).toContain("R$ 14.000,00");
    expect(reply).toContain("R$ 84.000,00 ÷ 6");
  });

  it("the last falls as many periods after the first as instalments follow it, on the month's last day when shorter", () => {
    const [, reply] = offlineConversation(
      AGREEMENT,
      "Como será pago o débito de R$ 84.000,00?",
      "E a última parcela, vence em que data?",
    );
    expect(reply).toContain("30/06/2028");
    expect(reply).toContain("31/03/2027");
  });

  it("instalments of no stated size are not split evenly", () => {
    const quoted = "Os encargos de mora, de R$ 9.300,00, serão pagos em três parcelas, conforme a disponibilidade. [2]";
    expect(installmentAnswer("Quanto vale cada parcela dos encargos?", quoted, AGREEMENT)).toBeNull();
  });
});

/** A supply contract written for this test: the amount split is named by its row, and each due date is listed. */
const CONTRACT = passagesOf(
  `# Contrato de fornecimento de hipoclorito — Unidade Lagoa Funda

| Item | Valor |
|---|---|
| Valor do fornecimento | R$ 97.530,00 |
| Frete | incluso |

O valor do fornecimento será pago em 3 parcelas iguais, com vencimentos em 10/02/2027, 12/03/2027 e 09/04/2027.
`,
  "contrato-hipoclorito-lagoa-funda.md",
);

describe("instalments of an amount the sentence names without its figure", () => {
  it("each is the named row's amount over their count", () => {
    const [, reply] = offlineConversation(
      CONTRACT,
      "Oi! O fornecimento de hipoclorito custa quanto no total?",
      "Por favor, e cada parcela dele, sai a quanto? Preciso reservar no caixa.",
    );
    expect(reply).toContain("R$ 32.510,00");
  });

  it("the last is the last date the sentence lists, one per instalment", () => {
    const [reply] = offlineConversation(CONTRACT, "Quando vence a última parcela do fornecimento?");
    expect(reply).toContain("09/04/2027");
    // The one date asked, not the sentence's list to pick it from.
    expect(reply).not.toContain("12/03/2027");
  });
});
