import { describe, expect, it } from "vitest";
import {
  answerQuestion,
  barWidths,
  COPY,
  GENERATED_SQL,
  isQuarterlyRevenueQuestion,
  normalizeQuestion,
  QUARTERLY_REVENUE,
  QUARTERLY_REVENUE_QUESTION,
  SUGGESTIONS,
  totalRevenue,
} from "~/initiatives/bi-conversacional/data";

describe("BI Conversacional labels", () => {
  it("keeps the spec's button and the input label", () => {
    expect(COPY.submitLabel).toBe("Consultar");
    expect(COPY.inputLabel).toBe("Pergunta");
    expect(COPY.resultLabel).toBe("Resultado da consulta");
  });

  it("offers three suggestions, one of them the quarterly-revenue query", () => {
    expect(SUGGESTIONS).toHaveLength(3);
    expect(SUGGESTIONS).toContain("Qual foi o faturamento por trimestre em 2024?");
    expect(SUGGESTIONS.filter((suggestion) => isQuarterlyRevenueQuestion(suggestion))).toEqual([
      "Qual foi o faturamento por trimestre em 2024?",
    ]);
  });
});

describe("normalizeQuestion", () => {
  it("drops case, accents, punctuation and extra whitespace", () => {
    expect(normalizeQuestion("  Qual   FOI o Faturamento\tpor TRIMESTRE em 2024?? ")).toBe(
      "qual foi o faturamento por trimestre em 2024",
    );
    expect(normalizeQuestion("Índice de Perdas, por região!")).toBe("indice de perdas por regiao");
    expect(normalizeQuestion("   ")).toBe("");
  });
});

describe("isQuarterlyRevenueQuestion", () => {
  it("accepts the suggestion text exactly", () => {
    expect(isQuarterlyRevenueQuestion(QUARTERLY_REVENUE_QUESTION)).toBe(true);
  });

  it("accepts variants of case, accents, punctuation and wording", () => {
    expect(isQuarterlyRevenueQuestion("qual foi o faturamento por trimestre em 2024")).toBe(true);
    expect(isQuarterlyRevenueQuestion("  QUAL FOI O FATURAMENTO POR TRIMESTRE EM 2024  ")).toBe(true);
    expect(isQuarterlyRevenueQuestion("Faturamento por trimestre")).toBe(true);
    expect(isQuarterlyRevenueQuestion("Receita por trimestre em 2024")).toBe(true);
    expect(isQuarterlyRevenueQuestion("Mostre a receita trimestral")).toBe(true);
    expect(isQuarterlyRevenueQuestion("Qual foi o faturamento de 2024 por trimestre?")).toBe(true);
  });

  it("rejects other questions", () => {
    expect(isQuarterlyRevenueQuestion("")).toBe(false);
    expect(isQuarterlyRevenueQuestion("   ")).toBe(false);
    expect(isQuarterlyRevenueQuestion("Qual o índice de perdas por sistema de abastecimento?")).toBe(false);
    expect(isQuarterlyRevenueQuestion("Quantas novas ligações de água foram feitas em cada região este mês?")).toBe(false);
    expect(isQuarterlyRevenueQuestion("Qual foi o faturamento por mês em 2024?")).toBe(false);
    expect(isQuarterlyRevenueQuestion("Quantas reclamações por trimestre?")).toBe(false);
  });

  it("rejects the quarterly revenue of another year, which the demo does not have", () => {
    expect(isQuarterlyRevenueQuestion("Qual foi o faturamento por trimestre em 2023?")).toBe(false);
  });
});

describe("answerQuestion", () => {
  it("answers the quarterly-revenue query with the canned result", () => {
    expect(answerQuestion("Qual foi o faturamento por trimestre em 2024?")).toEqual({ kind: "quarterly-revenue" });
  });

  it("answers anything else with the polite demo message", () => {
    const answer = answerQuestion("Qual o consumo médio por ligação?");
    expect(answer.kind).toBe("unsupported");
    if (answer.kind === "unsupported") expect(answer.message).toMatch(/apenas/);
  });

  it("ignores an empty question", () => {
    expect(answerQuestion("  ")).toEqual({ kind: "empty" });
  });
});

describe("the canned quarterly revenue", () => {
  it("has four quarters adding up to R$ 1,7981 bi", () => {
    expect(QUARTERLY_REVENUE).toHaveLength(4);
    expect(totalRevenue()).toBe(1_798_100_000);
  });

  it("draws bars relative to the largest quarter", () => {
    expect(barWidths()).toEqual([91, 93, 97, 100]);
    expect(barWidths([])).toEqual([]);
  });

  it("shows a generated SQL snippet over 2024", () => {
    expect(GENERATED_SQL).toMatch(/^SELECT/);
    expect(GENERATED_SQL).toContain("2024-01-01");
    expect(GENERATED_SQL).toContain("GROUP BY");
  });
});
