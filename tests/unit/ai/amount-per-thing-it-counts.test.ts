import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * An amount asked per a thing the last reply counted beside it ("2.400 imóveis, com orçamento de R$ 3.600.000,00"):
 * the amount over the count, not the count over itself; and a count of the thing asked per is never its own amount.
 * The notice is written for this test.
 */
const HOMES = 2_400;
const BUDGET = 3_600_000;
const NOTICE = `# Programa Ligação Certa — etapa 1

Na etapa 1, o programa fará a ligação de ${HOMES.toLocaleString("pt-BR")} imóveis, com orçamento de R$ ${BUDGET.toLocaleString("pt-BR")},00, pago com recursos próprios.

Em maio foram faturadas 52.300 ligações de água no município.
`;
const passages = passagesOf(NOTICE, "programa-ligacao-certa.md");
const money = (value: number) =>
  `R$ ${value.toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe("an amount per the thing a reply counted", () => {
  it("divides the amount the reply gave beside the count, not the count", () => {
    const [, , per = ""] = offlineConversation(
      passages,
      "Quantos imóveis a etapa 1 do programa vai ligar?",
      "E qual é o orçamento dessa etapa?",
      "Quanto isso dá, em média, por imóvel?",
    );
    expect(per).toContain(money(BUDGET / HOMES));
  });

  it("does not divide a count by itself", () => {
    const [reply = ""] = offlineConversation(passages, "Quanto o município faturou por ligação de água em maio?");
    expect(reply).not.toMatch(/52\.300 ÷ 52\.300/u);
  });
});
