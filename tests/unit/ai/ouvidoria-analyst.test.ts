import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown } from "#app/components/markdown/markdown.tsx";
import { AGENT_SUGGESTIONS } from "#app/initiatives/ouvidoria/agent-chat.tsx";
import { buildAgentContext } from "#app/initiatives/ouvidoria/data.ts";
import { answerQuestion, forecastNextWeek, regionNeedingAttention } from "#core/ai/ouvidoria-analyst.ts";
import { readQuestion } from "#core/ai/ouvidoria-question.ts";
import { sampleContext } from "#tests/support/ouvidoria-context.ts";

/** What the ouvidoria page sends: the figures the audience sees on the same screen. */
const page = buildAgentContext(new Date("2026-11-21T12:00:00.000Z"));
const ask = (question: string) => answerQuestion(question, page);

describe("the analyst answers the question asked, from the page's data", () => {
  it("counts an issue: conta elevada is 231 today, 3rd subject, with the regions and the related case", () => {
    const answer = ask("Quantas reclamações de conta elevada hoje?");
    expect(answer).toContain(
      "**231 reclamações de conta elevada hoje** (18,5% dos atendimentos), 3º assunto mais frequente do dia.",
    );
    expect(answer).toContain("- Centro: 13 (31,0% da região)");
    expect(answer).toContain("- Zona Oeste: 11 (41,0% da região)");
    expect(answer).toContain("Ana Paula Ribeiro (OUV-2025-048254)");
    expect(answer).not.toContain("Principais tendências");
  });

  it("finds a case by the customer's name: protocol, region, channel, evidence and next step", () => {
    const answer = ask("Qual o caso da Maria Aparecida?");
    expect(answer).toContain("## Caso de Maria Aparecida dos Santos");
    expect(answer).toContain("**Protocolo:** OUV-2025-048213");
    expect(answer).toContain("**Região:** Zona Norte");
    expect(answer).toContain("**Canal:** Telefone");
    expect(answer).toContain("- 4 contatos sobre o mesmo problema nas últimas 72 horas");
    expect(answer).toContain("**Próximo passo:** Ordem de serviço prioritária enviada à equipe de campo.");
  });

  it("finds a case by its protocol number, and says so when a named case is not on the page", () => {
    expect(ask("Qual a situação do protocolo OUV-2025-048254?")).toContain("## Caso de Ana Paula Ribeiro");
    expect(ask("E o João Carlos?")).toContain("**Protocolo:** OUV-2025-048227");
    const missing = ask("Qual o caso do José Pereira?");
    expect(missing).toContain("Não encontrei o caso de **José Pereira** entre os 3 casos críticos");
    for (const protocol of ["OUV-2025-048213", "OUV-2025-048227", "OUV-2025-048254"])
      expect(missing).toContain(protocol);
  });

  it("describes a region: its complaints, rank, issues and the critical cases in it", () => {
    const answer = ask("Como está a Zona Leste?");
    expect(answer).toContain("**37 reclamações hoje**, 3º de 8 regiões; nível médio, tendência em alta.");
    expect(answer).toContain("- Qualidade da água: 11 (30,0%)");
    const withIssue = ask("Quantas reclamações de vazamento no Centro?");
    expect(withIssue).toContain("**Vazamento em Centro: 16 reclamações** (38,0% das reclamações da região).");
    expect(withIssue).toContain("João Carlos Ferreira (OUV-2025-048227)");
  });

  it("describes a channel against the others, with the cases that came through it", () => {
    const answer = ask("Como está o atendimento pelo WhatsApp?");
    expect(answer).toContain("**34,0% dos atendimentos de hoje** (424), 2º de 4 canais.");
    expect(answer).toContain("5,0 pontos percentuais atrás de Telefone");
    expect(answer).toContain("João Carlos Ferreira (OUV-2025-048227)");
  });

  it("describes a day of the week, and forecasts it when asked", () => {
    const wednesday = ask("Quantos atendimentos na quarta-feira?");
    // 1.240 this week against 1.080: (1240 − 1080) / 1080 = +14,8%; 4th busiest; the week's mean is 8015 / 7 = 1.145.
    expect(wednesday).toContain("**1.240 atendimentos** nesta semana, contra 1.080 na semana anterior (+14,8%).");
    expect(wednesday).toContain("4º dia em volume");
    expect(wednesday).toContain("Acima da média diária da semana (1.145)");
    // 960 × 8015 / 7000 = 1.099,2.
    expect(ask("Qual a previsão para o sábado?")).toContain("**Previsão para o próximo sábado:** 1.099 atendimentos.");
  });

  it("answers the day's figures: resolved by AI, alerts and the list of critical cases", () => {
    expect(ask("Quantos atendimentos foram resolvidos pela IA?")).toContain("**892 de 1.247 atendimentos (71,5%)**");
    const alerts = ask("Quantos alertas críticos temos?");
    expect(alerts).toContain("**23 alertas críticos hoje**");
    expect(alerts).toContain("Maria Aparecida dos Santos");
    const cases = ask("Quais são os casos críticos?");
    expect(cases).toContain("## 3 casos críticos em acompanhamento");
    for (const name of ["Maria Aparecida dos Santos", "João Carlos Ferreira", "Ana Paula Ribeiro"])
      expect(cases).toContain(name);
  });

  it("routes the five suggestions to their analyses", () => {
    expect(AGENT_SUGGESTIONS.map((question) => readQuestion(question, page).kind)).toEqual([
      "trends",
      "summary",
      "attention",
      "forecast",
      "channels",
    ]);
    expect(ask(AGENT_SUGGESTIONS[0])).toContain("**Volume:** 1.247 atendimentos");
    // Zona Norte and Centro are both high; Zona Norte is rising.
    expect(ask(AGENT_SUGGESTIONS[2])).toContain("## Zona Norte precisa de mais atenção");
    expect(ask(AGENT_SUGGESTIONS[3])).toContain("- Sábado: 1.099");
    expect(ask(AGENT_SUGGESTIONS[4])).toContain("Telefone lidera com 5,0 pontos percentuais à frente de WhatsApp");
  });

  it("keeps the executive summary for open questions", () => {
    for (const question of ["Como estamos?", "Oi, tudo bem?", "Faça um resumo executivo da situação atual"]) {
      expect(ask(question)).toContain("## Resumo executivo");
    }
    expect(ask("Qual o caso da Maria Aparecida?")).not.toContain("Resumo executivo");
  });
});

describe("the answers' Markdown", () => {
  const questions = [
    ...AGENT_SUGGESTIONS,
    "Quantas reclamações de conta elevada hoje?",
    "Qual o caso da Maria Aparecida?",
    "Como está a Zona Leste?",
    "Quantos alertas críticos temos?",
  ];

  it("renders closing paragraphs apart from the list above them, never inside its last item", () => {
    for (const question of questions) {
      const html = renderToStaticMarkup(createElement(Markdown, { children: ask(question) }));
      const items = [...html.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((match) => match[1] ?? "");
      expect(items.length, question).toBeGreaterThan(0);
      // A paragraph glued to a list becomes a second line of its last item.
      for (const item of items) expect(item, question).not.toContain("\n");
    }
    const attention = renderToStaticMarkup(createElement(Markdown, { children: ask(AGENT_SUGGESTIONS[2]) }));
    expect(attention).toMatch(/<\/ul>\s*<p><strong>Ação sugerida:<\/strong>/);
  });
});

describe("the analyst's arithmetic (a small hand-made context)", () => {
  it("picks the region with the highest level, then a rising trend, and explains why", () => {
    // Two regions are high; Centro Histórico is rising, Litoral Sul is falling.
    expect(regionNeedingAttention(sampleContext().regionData)?.name).toBe("Centro Histórico");
    const answer = answerQuestion("Qual região precisa de mais atenção e por quê?", sampleContext());
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
    expect(answer).toMatch(/Método: sazonal ingênuo com crescimento semana a semana/);
  });

  it("answers from whatever cases the context carries, and does without them", () => {
    expect(answerQuestion("E a Rita de Cássia?", sampleContext())).toContain(
      "**Próximo passo:** Envio de caminhão-pipa ao endereço.",
    );
    const noCases = { ...sampleContext(), criticalCases: [] };
    expect(answerQuestion("Qual o caso da Rita?", noCases)).toContain(
      "Não encontrei o caso de **Rita** entre os 0 casos críticos",
    );
  });
});
