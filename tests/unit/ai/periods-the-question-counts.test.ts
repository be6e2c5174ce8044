import { describe, expect, it } from "vitest";
import { perSpanOfWhole } from "#core/ai/answer/rate-period.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/** A field-work report written for this test: one amount for a trip of several days, no daily figure. */
const REPORT = passagesOf(
  `# Relatório da campanha de amostragem no rio Jequitaí

A campanha de amostragem durou seis dias, de 03/08/2026 a 08/08/2026, com dois técnicos.

| Despesa | Valor |
|---|---:|
| Combustível da caminhonete | R$ 1.236,00 |
| Gelo e caixas térmicas | R$ 318,60 |
`,
  "campanha-jequitai.md",
);

describe("an amount over the periods the question itself counts", () => {
  it("is the amount the reply gives over that count", () => {
    const reply = "O valor da despesa “Combustível da caminhonete” é R$ 1.236,00 [1].";
    expect(perSpanOfWhole("Quanto saiu o combustível por dia, contando os seis dias de campanha?", reply)).toMatch(
      /^São R\$ 206,00 por dia: R\$ 1\.236,00 ÷ 6 dias \[1\]\./,
    );
  });

  it("not when the count is of other periods, the reply has two amounts, or states a daily figure", () => {
    const one = "O valor da despesa “Combustível da caminhonete” é R$ 1.236,00 [1].";
    expect(perSpanOfWhole("Quanto saiu o combustível por dia, nos 2 meses?", one)).toBeNull();
    expect(
      perSpanOfWhole("Quanto saiu por dia, contando os seis dias?", "Combustível R$ 1.236,00; gelo R$ 318,60 [1]."),
    ).toBeNull();
    expect(perSpanOfWhole("Quanto saiu por dia, nos 6 dias?", "A diária é de R$ 206,00 [1].")).toBeNull();
  });

  it("in a conversation, the amount asked first and the count given after", () => {
    const [, reply] = offlineConversation(
      REPORT,
      "Bom dia! Quanto a campanha no rio Jequitaí gastou com gelo e caixas térmicas?",
      "E isso sai a quanto por dia, contando os seis dias?",
    );
    expect(reply).toContain("R$ 53,10 por dia");
  });
});
