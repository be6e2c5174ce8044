import { describe, expect, it } from "vitest";
import {
  answerQuestion,
  detectIntent,
  forecastNextWeek,
  regionNeedingAttention,
} from "~/server/ai/ouvidoria-analyst";
import { AGENT_SUGGESTIONS } from "~/initiatives/ouvidoria/agent-chat";
import { sampleContext } from "../../support/ouvidoria-context";

describe("offline ouvidoria analyst", () => {
  it("routes each of the five suggestions to its own analysis", () => {
    expect(AGENT_SUGGESTIONS.map(detectIntent)).toEqual(["trends", "summary", "attention", "forecast", "channels"]);
    expect(detectIntent("Qual é a capital da França?")).toBe("other");
    // "onde" inside "responde" must not read as a question about a place.
    expect(detectIntent("Quem responde pela ouvidoria?")).toBe("other");
  });

  it("picks the region with the highest level, then a rising trend, and explains why", () => {
    // Two regions are high; Centro Histórico is rising, Litoral Sul is falling.
    expect(regionNeedingAttention(sampleContext().regionData)?.name).toBe("Centro Histórico");
    const answer = answerQuestion("Qual região precisa de mais atenção e por quê?", sampleContext());
    expect(answer).toContain("Centro Histórico precisa de mais atenção");
    expect(answer).toContain("40 reclamações");
    expect(answer).toContain("8,0 reclamações por 10 mil habitantes"); // 40 / 50 000 × 10 000
    expect(answer).toContain("Pressão baixa"); // its largest issue, not the first listed
    expect(answer).toContain("20,0 h, contra 12,0 h"); // (10 + 20 + 6) / 3
  });

  it("forecasts next week with the seasonal naïve method times week-over-week growth", () => {
    const forecast = forecastNextWeek(sampleContext().exploratoryData.weeklyTrend);
    expect(forecast.growth).toBeCloseTo(1.1, 10); // 660 / 600
    expect(forecast.days.map((d) => d.calls)).toEqual([121, 121, 121, 121, 121, 61, 61]);
    expect(forecast.total).toBe(727);
    const answer = answerQuestion("Qual a previsão de volume para os próximos 7 dias?", sampleContext());
    expect(answer).toContain("727 atendimentos");
    expect(answer).toContain("10,0%");
    expect(answer).toMatch(/Método: sazonal ingênuo com crescimento semana a semana/);
  });

  it("compares channels from largest to smallest share", () => {
    const answer = answerQuestion("Compare o desempenho dos canais de atendimento", sampleContext());
    expect(answer.indexOf("Telefone")).toBeLessThan(answer.indexOf("WhatsApp"));
    expect(answer).toContain("Telefone lidera com 5,0 pontos percentuais à frente de WhatsApp");
  });

  it("summarises today's trends and the executive view from the numbers it was given", () => {
    const trends = answerQuestion("Quais são as principais tendências de hoje?", sampleContext());
    expect(trends).toContain("1.247 atendimentos");
    expect(trends).toContain("892 casos (71,5%)"); // 892 / 1247
    expect(trends).toContain("08h-10h");
    const summary = answerQuestion("Faça um resumo executivo da situação atual", sampleContext());
    expect(summary).toContain("Centro Histórico");
    expect(summary).toContain("727 atendimentos nos próximos 7 dias");
  });

  it("answers other questions helpfully, listing what it can analyse", () => {
    const answer = answerQuestion("Oi, tudo bem?", sampleContext());
    expect(answer).toContain("previsão de volume");
    expect(answer).toContain("23 alertas críticos");
  });
});
