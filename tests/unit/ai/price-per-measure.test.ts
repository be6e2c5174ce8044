import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/** A price list written for this test: each row's measure in a unit column, no quantity column. */
const PRICES = passagesOf(
  `# Tabela de preços de serviços a loteamentos — 2027

## Preços

| Serviço | Unidade de cobrança | Preço (R$) |
| --- | --- | ---: |
| Análise de projeto de rede | km de rede | 1.450,00 |
| Taxa de interligação | lote | 280,00 |
| Vistoria final | vistoria | 900,00 |
`,
  "precos-loteamentos.md",
);

describe("a price in a table whose unit column gives each row's measure", () => {
  it("is written per that measure", () => {
    const [reply] = offlineConversation(PRICES, "Quanto é a taxa de interligação?");
    expect(reply).toContain("R$ 280,00 por lote");
  });

  it("a count the next question gives of things is priced by it: 'quanto disso' for 45 casas", () => {
    const [, reply] = offlineConversation(
      PRICES,
      "Oi! Qual é o preço da taxa de interligação, por favor?",
      "Num loteamento com 45 casas, qual seria o valor total disso?",
    );
    expect(reply).toContain("R$ 12.600,00");
    expect(reply).toContain("45 casas × R$ 280,00 por lote");
  });
});
