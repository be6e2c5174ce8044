import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A yearly report written for this test: one sentence sets this year's rate against last year's, and another says the
 * rate fell, with no figure, in the words a question of the change uses.
 */
const REPORT = passagesOf(
  `# Relatório anual de cobrança — Companhia Águas do Piraquara

## Inadimplência

Em 2030, a inadimplência das contas residenciais foi de 8,4%, contra 11,1% em 2029. A meta para 2031 é de 7,0%. A inadimplência caiu pelo terceiro ano seguido, puxada pela renegociação de dívidas de 2029 e 2030.

## Atendimento

A central atendeu 41.200 ligações no ano.
`,
  "relatorio-cobranca.md",
);

describe("a change in percentage points between the two percentages a reply wrote", () => {
  it("is their difference, shown, after a reply that set one against the other", () => {
    const [, reply] = offlineConversation(
      REPORT,
      "E a inadimplência de 2029, qual foi?",
      "Quantos pontos percentuais ela recuou no período?",
    );
    expect(reply).toContain("2,7 pontos percentuais");
    expect(reply).toMatch(/11,1% − 8,4% = 2,7 p\.p\./);
  });

  it("is not read from a reply with a third percentage: which two is left open", () => {
    const [, reply] = offlineConversation(
      REPORT,
      "Quais são os números de inadimplência do relatório, com a meta?",
      "Quantos pontos percentuais ela caiu?",
    );
    expect(reply).not.toMatch(/= \d+(?:,\d+)? p\.p\./);
  });
});
