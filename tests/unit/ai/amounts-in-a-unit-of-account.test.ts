import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A municipal decree whose fines are written in a unit of account, priced in reais by a sentence for each year.
 * Written for this test.
 */
const DECREE = `# Decreto nº 412, de 10 de dezembro de 2025 — Penalidades do uso da rede de drenagem

## Art. 2º Multas

| Infração | Multa |
|---|---|
| Lançamento de entulho na boca de lobo | 35 URM |
| Ligação de esgoto na rede de drenagem | 80 URM |

## Art. 5º Valor da unidade

Em 2026, a Unidade de Referência Municipal (URM) vale R$ 48,10. Para o exercício de 2027, a URM vale R$ 52,40.
`;
const passages = passagesOf(DECREE, "decreto-412.md");

describe("an amount written in a unit of account", () => {
  it("converts the amount the last reply gave into reais at the price of the year asked", () => {
    const [, reply = ""] = offlineConversation(
      passages,
      "Qual a multa por ligação de esgoto na rede de drenagem?",
      "E em reais, quanto isso fica em 2027?",
    );
    // 80 × 52,40.
    expect(reply).toContain("R$ 4.192,00");
  });

  it("converts a count the question writes itself", () => {
    const [reply = ""] = offlineConversation(passages, "Quanto são 35 URM em reais em 2026?");
    // 35 × 48,10.
    expect(reply).toContain("R$ 1.683,50");
  });

  it("finds nothing for a year that no sentence dates the price in", () => {
    const [reply = ""] = offlineConversation(passages, "Quanto valia a URM em 2025?");
    expect(reply).toMatch(/^Não encontrei/);
  });

  it("does not choose between two prices when no year is asked", () => {
    const [, reply = ""] = offlineConversation(
      passages,
      "Qual a multa por ligação de esgoto na rede de drenagem?",
      "E em reais, quanto isso fica?",
    );
    expect(reply).not.toContain("R$ 4.192,00");
    expect(reply).not.toContain("R$ 3.848,00");
  });
});
