import { describe, expect, it } from "vitest";
import { standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { withRelativePeriod } from "#core/ai/answer/relative-period.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A period named by its place next to the last turn's ("no ano seguinte", "o trimestre anterior") is that period, written
 * out before the follow-up is read. A plan written for this test.
 */
const PLAN = `# Plano de Renovação de Redes — Sistema Taquaruçu

## Investimento por ano

| Ano | Extensão renovada (km) | Investimento previsto |
|---|---:|---:|
| 2026 | 12 | R$ 3,1 milhões |
| 2027 | 18 | R$ 4,6 milhões |
| 2028 | 25 | R$ 6,2 milhões |
`;
const passages = passagesOf(PLAN, "plano-renovacao-redes.md");

describe("a period next to the last turn's", () => {
  it("is the year after the one asked", () => {
    const [, next] = offlineConversation(
      passages,
      "Bom dia! Quantos km de rede o plano renova em 2027?",
      "Certo. E no exercício posterior?",
    );
    expect(next).toContain("25");
  });

  it("is the year before, asked of another column", () => {
    const [, before] = offlineConversation(
      passages,
      "Qual o investimento previsto para 2027?",
      "E para o ano anterior, por favor?",
    );
    expect(before).toContain("3,1 milhões");
  });

  it('replaces the year the last question wrote after "de", not joins it', () => {
    const prior = {
      question: "Qual foi a extensão renovada do programa de 2027?",
      answer: "Foram 18 km. [1]",
      documentIds: [],
    };
    const asked = standaloneQuestion("E no exercício anterior?", prior);
    expect(asked.text).toContain("2026");
    expect(asked.text).not.toContain("2027");
  });

  it("is a month, and leaves alone a comparison the question sets itself", () => {
    const prior = { question: "Quantas ligações foram feitas em dezembro?", answer: "Foram 40 ligações." };
    expect(withRelativePeriod("E no mês seguinte?", prior)).toBe("E em janeiro?");
    const own = "Quanto o consumo cresceu em relação ao ano anterior?";
    expect(withRelativePeriod(own, { question: "Qual o consumo de 2026?", answer: "" })).toBe(own);
  });
});
