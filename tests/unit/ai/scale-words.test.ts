import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * Amounts in millions carried into a follow-up ("R$ 34,2 milhões"): a figure written with "milhões" is read as
 * millions, not as "mil" and a stray "hões", so a share asked of it over the total is the share of the amounts the
 * document states. Over a works announcement written for this test; the share computed here.
 */
const SOURCES = [
  { name: "Financiamento do BNDES", value: 34.2 },
  { name: "Recursos próprios da companhia", value: 17.1 },
  { name: "Emenda parlamentar", value: 5.7 },
];
const TOTAL = SOURCES.reduce((sum, s) => sum + s.value, 0);
const pt = (n: number) => n.toLocaleString("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const ANNOUNCEMENT = `# Anúncio da nova adutora de Pedra Branca

A obra leva água tratada da ETA Pedra Branca aos bairros da zona leste.

## Fontes do investimento

| Fonte | Valor (R$ milhões) |
|---|---:|
${SOURCES.map((s) => `| ${s.name} | ${pt(s.value)} |`).join("\n")}
| **Total** | **${pt(TOTAL)}** |
`;
const passages = passagesOf(ANNOUNCEMENT, "anuncio-adutora-pedra-branca.md");

describe("amounts in millions in a follow-up", () => {
  it("takes the share of the amount in millions the last reply gave", () => {
    const [, , share] = offlineConversation(
      passages,
      "Olá! Quanto foi investido na nova adutora de Pedra Branca?",
      "Quanto disso veio do BNDES?",
      "E isso dá quantos por cento do total?",
    );
    const percent = Math.round((34.2 / TOTAL) * 1000) / 10;
    expect(share).toContain(`${percent.toLocaleString("pt-BR")}%`);
  });
});
