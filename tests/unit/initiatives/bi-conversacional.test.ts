import { describe, expect, it } from "vitest";
import { answerQuestion, barWidths, SUGGESTIONS, totalRevenue } from "#app/initiatives/bi-conversacional/data.ts";

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

  it("answers one of its three suggestions with the canned result, the one a refusal points to, and nothing for another year", () => {
    expect(SUGGESTIONS).toHaveLength(3);
    const answered = SUGGESTIONS.filter((suggestion) => answerQuestion(suggestion).kind === "quarterly-revenue");
    expect(answered).toHaveLength(1);
    for (const suggestion of SUGGESTIONS.filter((item) => !answered.includes(item))) {
      const refusal = answerQuestion(suggestion);
      expect(refusal.kind, suggestion).toBe("unsupported");
      if (refusal.kind === "unsupported") expect(refusal.message, suggestion).toContain(answered[0]);
    }
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

describe("the quarterly revenue's arithmetic (hand-made quarters; the page's own figures are checked as rendered, in tests/e2e/initiatives.test.ts)", () => {
  const quarters = (...revenues: number[]) => revenues.map((revenue, i) => ({ quarter: `T${i + 1}`, revenue }));

  it("totals the quarters", () => {
    expect(totalRevenue(quarters(100, 250, 50))).toBe(400);
    expect(totalRevenue([])).toBe(0);
  });

  it("draws each bar against the largest quarter, rounded to whole percent", () => {
    // 200 is the full bar; 100 is half of it; 50 a quarter; 33 is 16,5% → 17.
    expect(barWidths(quarters(100, 200, 50, 33))).toEqual([50, 100, 25, 17]);
    expect(barWidths([])).toEqual([]);
    expect(barWidths(quarters(0))).toEqual([0]);
  });
});
