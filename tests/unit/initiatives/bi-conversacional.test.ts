import { describe, expect, it } from "vitest";
import {
  answerQuestion,
  barWidths,
  QUARTERLY_REVENUE,
  SUGGESTIONS,
  totalRevenue,
} from "#app/initiatives/bi-conversacional/data.ts";

describe("BI Conversacional answers", () => {
  it("answers the quarterly-revenue query in any wording: case, accents, punctuation, word order, receita or faturamento", () => {
    for (const question of [
      "Qual foi o faturamento por trimestre em 2024?",
      "  QUAL FOI O FATURAMENTO POR TRIMESTRE EM 2024  ",
      "Faturamento por trimestre",
      "Receita por trimestre em 2024",
      "Mostre a receita trimestral",
      "Qual foi o faturamento de 2024 por trimestre?",
    ]) {
      expect(answerQuestion(question), question).toEqual({ kind: "quarterly-revenue" });
    }
  });

  it("answers only the first of its three suggestions with the canned result, and nothing for another year", () => {
    expect(SUGGESTIONS.map((suggestion) => answerQuestion(suggestion).kind)).toEqual([
      "quarterly-revenue",
      "unsupported",
      "unsupported",
    ]);
    for (const question of [
      "Qual foi o faturamento por trimestre em 2023?",
      "Qual foi o faturamento por mês em 2024?",
      "Quantas reclamações por trimestre?",
    ]) {
      const answer = answerQuestion(question);
      expect(answer.kind, question).toBe("unsupported");
      if (answer.kind === "unsupported")
        expect(answer.message).toContain("Qual foi o faturamento por trimestre em 2024?");
    }
  });

  it("ignores a blank question", () => {
    expect(answerQuestion("   ")).toEqual({ kind: "empty" });
    expect(answerQuestion("?!")).toEqual({ kind: "empty" });
  });
});

describe("the canned quarterly revenue", () => {
  it("totals the four quarters and draws each bar against the largest", () => {
    expect(totalRevenue()).toBe(QUARTERLY_REVENUE.reduce((sum, row) => sum + row.revenue, 0));
    // 428,6 / 472,4 = 90,7% → 91; 441,2 → 93; 455,9 → 97; the largest is the full bar.
    expect(barWidths()).toEqual([91, 93, 97, 100]);
    expect(barWidths([])).toEqual([]);
    expect(barWidths([{ quarter: "T1", revenue: 0 }])).toEqual([0]);
  });
});
