import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown } from "#app/components/markdown/markdown.tsx";
import { AGENT_SUGGESTIONS } from "#app/initiatives/ouvidoria/agent-chat.tsx";
import { buildAgentContext } from "#isomorphic/initiatives/ouvidoria/data.ts";
import { answerQuestion, forecastNextWeek, regionNeedingAttention } from "#core/ai/ouvidoria-analyst.ts";
import { readQuestion } from "#core/ai/ouvidoria-question.ts";
import type { AgentContext } from "#isomorphic/initiatives/ouvidoria/types.ts";
import { sampleContext } from "#tests/support/ouvidoria-context.ts";

/**
 * Properties of the analyst over whatever the page shows: every region, channel, day, issue and case the
 * ouvidoria page sends is asked about, and the answer must carry that item's own figures (formatted here
 * with Intl, not with the app's formatter). Changing the page's data keeps these true; answering about
 * the wrong region, channel or day, or with another item's figure, breaks them.
 */
const page = buildAgentContext(new Date("2026-11-21T12:00:00.000Z"));
const ask = (question: string) => answerQuestion(question, page);

const number = (value: number, digits = 0) =>
  new Intl.NumberFormat("pt-BR", { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
const percent = (value: number) => `${number(value, 1)}%`;
/** The answer's blocks (Markdown paragraphs, lists), so a figure can be looked for where it belongs. */
const blocks = (answer: string) => answer.split("\n\n");

describe("the analyst answers about the item asked, with that item's figures from the page", () => {
  it("a region: its complaints, its rank among the regions, each of its issues", () => {
    expect(page.regionData.length).toBeGreaterThan(1);
    for (const region of page.regionData) {
      const answer = ask(`Como está a região ${region.name}?`);
      expect(blocks(answer)[0], region.name).toBe(`## ${region.name}`);
      const lead = /\*\*([\d.]+) reclamações hoje\*\*, (\d+)º de (\d+) regiões/.exec(answer);
      expect(lead?.[1], region.name).toBe(number(region.totalComplaints));
      // Its rank: after every region with more complaints, before every region with fewer.
      const more = page.regionData.filter((other) => other.totalComplaints > region.totalComplaints).length;
      const notFewer = page.regionData.filter((other) => other.totalComplaints >= region.totalComplaints).length;
      const rank = Number(lead?.[2]);
      expect(rank, region.name).toBeGreaterThan(more);
      expect(rank, region.name).toBeLessThanOrEqual(notFewer);
      expect(Number(lead?.[3])).toBe(page.regionData.length);
      for (const issue of region.mainIssues)
        expect(answer, region.name).toContain(`${issue.type}: ${number(issue.count)} (${percent(issue.percentage)})`);
    }
  });

  it("an issue in a region: that region's count for that issue comes first, before the region's list", () => {
    for (const region of page.regionData) {
      for (const issue of region.mainIssues) {
        const question = `Quantas reclamações de ${issue.type.toLowerCase()} na região ${region.name}?`;
        const focus = blocks(ask(question))[1] ?? "";
        expect(focus, question).toContain(issue.type);
        expect(focus, question).toContain(region.name);
        expect(focus, question).toContain(`${number(issue.count)} reclamações`);
        expect(focus, question).toContain(percent(issue.percentage));
      }
    }
  });

  it("a channel: its share and count, and how far it stands from the leader", () => {
    const byShare = [...page.exploratoryData.channelDistribution].sort((a, b) => b.percentage - a.percentage);
    const [leader, runnerUp] = byShare;
    if (!leader || !runnerUp) throw new Error("the page has fewer than two channels");
    for (const channel of page.exploratoryData.channelDistribution) {
      const answer = ask(`Como está o atendimento pelo ${channel.channel}?`);
      expect(blocks(answer)[0], channel.channel).toBe(`## Canal ${channel.channel}`);
      expect(answer, channel.channel).toContain(
        `**${percent(channel.percentage)} dos atendimentos de hoje** (${number(channel.count)})`,
      );
      const gap =
        channel === leader
          ? `${number(leader.percentage - runnerUp.percentage, 1)} pontos percentuais à frente de ${runnerUp.channel}`
          : `${number(leader.percentage - channel.percentage, 1)} pontos percentuais atrás de ${leader.channel}`;
      expect(answer, channel.channel).toContain(gap);
    }
  });

  it("a day of the week: its calls against the previous week's, with the change", () => {
    for (const day of page.exploratoryData.weeklyTrend) {
      const answer = ask(`Quantos atendimentos houve no dia ${day.day}?`);
      expect(blocks(answer)[0], day.day).toBe(`## ${day.day}`);
      const change = ((day.current - day.previous) / day.previous) * 100;
      expect(answer, day.day).toContain(
        `**${number(day.current)} atendimentos** nesta semana, contra ${number(day.previous)} na semana anterior (${change > 0 ? "+" : ""}${percent(change)})`,
      );
    }
  });

  it("a day's forecast agrees with the same day in the week's forecast", () => {
    const week = ask(AGENT_SUGGESTIONS[3]);
    for (const day of page.exploratoryData.weeklyTrend) {
      const listed = new RegExp(`- ${day.day}: ([\\d.]+)`).exec(week)?.[1];
      expect(listed, day.day).toBeDefined();
      expect(ask(`Qual a previsão para ${day.day}?`), day.day).toMatch(
        new RegExp(`\\*\\*Previsão para (a próxima|o próximo) ${day.day.toLowerCase()}:\\*\\* ${listed} atendimentos`),
      );
    }
  });

  it("an issue of the day: its count and share, and its count in each region that lists it", () => {
    for (const issue of page.exploratoryData.topIssues) {
      const answer = ask(`Quantas reclamações de ${issue.issue.toLowerCase()} hoje?`);
      expect(answer, issue.issue).toContain(
        `**${number(issue.count)} reclamações de ${issue.issue.toLowerCase()} hoje** (${percent(issue.percentage)} dos atendimentos)`,
      );
      for (const region of page.regionData) {
        const inRegion = region.mainIssues.find((item) => item.type === issue.issue);
        if (inRegion)
          expect(answer, `${issue.issue} × ${region.name}`).toContain(
            `- ${region.name}: ${number(inRegion.count)} (${percent(inRegion.percentage)} da região)`,
          );
      }
    }
  });

  it("a case, by its customer's name or by its protocol: that case's protocol, region, channel and next step", () => {
    expect(page.criticalCases.length).toBeGreaterThan(1);
    for (const item of page.criticalCases) {
      const [first, second] = item.customerName.split(" ");
      for (const question of [`Qual o caso de ${first} ${second}?`, `Qual a situação do protocolo ${item.protocol}?`]) {
        const answer = ask(question);
        expect(blocks(answer)[0], question).toBe(`## Caso de ${item.customerName}`);
        expect(answer, question).toContain(`**Protocolo:** ${item.protocol}`);
        expect(answer, question).toContain(`**Região:** ${item.region}`);
        expect(answer, question).toContain(`**Canal:** ${item.channel}`);
        expect(answer, question).toContain(`**Próximo passo:** ${item.nextStep}`);
        for (const other of page.criticalCases)
          if (other !== item) expect(answer, question).not.toContain(other.protocol);
      }
    }
  });

  it("a case not on the page: says so, names it, and lists every case that is", () => {
    const missing = ask("Qual o caso do José Pereira?");
    expect(missing).toContain(
      `Não encontrei o caso de **José Pereira** entre os ${page.criticalCases.length} casos críticos`,
    );
    for (const item of page.criticalCases) expect(missing).toContain(item.protocol);
  });

  it("the day's figures: resolved by the AI out of all calls, the alerts with every case", () => {
    const { autoResolved, totalCalls, criticalAlerts } = page.callCenterMetrics;
    expect(ask("Quantos atendimentos foram resolvidos pela IA?")).toContain(
      `**${number(autoResolved)} de ${number(totalCalls)} atendimentos (${percent((autoResolved / totalCalls) * 100)})**`,
    );
    const alerts = ask("Quantos alertas críticos temos?");
    expect(alerts).toContain(`**${number(criticalAlerts)} alertas críticos hoje**`);
    const cases = ask("Quais são os casos críticos?");
    expect(cases).toContain(`## ${page.criticalCases.length} casos críticos em acompanhamento`);
    for (const item of page.criticalCases) {
      expect(alerts).toContain(item.customerName);
      expect(cases).toContain(item.customerName);
    }
  });

  it("the region that needs attention has the page's highest level, and is rising if any region at that level is", () => {
    const answer = ask(AGENT_SUGGESTIONS[2]);
    const named = page.regionData.find((region) => answer.startsWith(`## ${region.name} precisa de mais atenção`));
    if (!named) throw new Error(`no region named: ${answer.slice(0, 80)}`);
    const weight = { high: 3, medium: 2, low: 1 } as const;
    const top = Math.max(...page.regionData.map((region) => weight[region.criticalLevel]));
    expect(weight[named.criticalLevel]).toBe(top);
    const risingAtTop = page.regionData.some((r) => weight[r.criticalLevel] === top && r.trend === "up");
    if (risingAtTop) expect(named.trend).toBe("up");
    expect(answer).toContain(`com ${number(named.totalComplaints)} reclamações`);
  });

  it("routes the five suggestions to their analyses", () => {
    expect(AGENT_SUGGESTIONS.map((question) => readQuestion(question, page).kind)).toEqual([
      "trends",
      "summary",
      "attention",
      "forecast",
      "channels",
    ]);
    expect(ask(AGENT_SUGGESTIONS[0])).toContain(
      `**Volume:** ${number(page.callCenterMetrics.totalCalls)} atendimentos`,
    );
    const channels = ask(AGENT_SUGGESTIONS[4]);
    for (const channel of page.exploratoryData.channelDistribution)
      expect(channels).toContain(`**${channel.channel}:** ${percent(channel.percentage)} (${number(channel.count)}`);
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
    // Said as an audience follows it: the same weekday of this week, grown as this week grew (660 / 600).
    expect(answer).toContain("cada dia da próxima semana repete o mesmo dia desta semana");
    expect(answer).toContain("10,0% a mais");
    expect(answer).not.toMatch(/sazonal|ingênuo|Método/);
  });

  it("ranks a region among the others and gives its rate per 10 thousand inhabitants", () => {
    // 30 complaints: Litoral Sul (45) and Centro Histórico (40) have more; 30 / 100 000 × 10 000 = 3,0.
    const answer = answerQuestion("Como está o Vale Norte?", sampleContext());
    expect(answer).toContain("**30 reclamações hoje**, 3º de 3 regiões");
    expect(answer).toContain("**3,0 reclamações por 10 mil habitantes**");
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

describe("questions about the page's data are answered from it, however they are put", () => {
  /** The heading's names: "## Dia com mais atendimentos: Segunda e Sexta" → ["Segunda", "Sexta"]. */
  const named = (answer: string) =>
    (/^## [^:\n]+: (.+)$/m.exec(answer)?.[1] ?? "").split(/, | e /).map((name) => name.trim());
  /** The names whose count is the extreme of the data: what any right answer must name, and only them. */
  const extremes = (items: { name: string; count: number }[], order: "most" | "least") => {
    const target = order === "most" ? Math.max(...items.map((i) => i.count)) : Math.min(...items.map((i) => i.count));
    return items.filter((item) => item.count === target).map((item) => item.name);
  };
  const days = (context: AgentContext) =>
    context.exploratoryData.weeklyTrend.map((day) => ({ name: day.day, count: day.current }));
  /** The page's week with its counts moved `by` days along: another day becomes the busiest. */
  const rotated = (by: number): AgentContext => {
    const week = page.exploratoryData.weeklyTrend;
    return {
      ...page,
      exploratoryData: {
        ...page.exploratoryData,
        weeklyTrend: week.map((day, index) => ({ ...day, current: week[(index + by) % week.length]?.current ?? 0 })),
      },
    };
  };
  const cases = {
    day: {
      most: [
        "Qual o dia da semana com mais atendimentos?",
        "Qual dia da semana tem mais atendimentos?",
        "Em que dia da semana atendemos mais?",
        "Que dia teve o maior volume de chamadas?",
        "qual foi o dia mais movimentado da semana",
      ],
      least: ["Qual o dia da semana com menos atendimentos?", "Em que dia ligam menos?", "Qual o dia mais tranquilo?"],
    },
    region: {
      most: ["Qual região tem mais reclamações?", "Qual a zona com o maior número de reclamações hoje?"],
      least: ["Qual região tem menos reclamações?"],
    },
    channel: {
      most: [
        "Qual canal tem mais atendimentos?",
        "Qual o canal mais usado?",
        "Por qual canal os clientes mais procuram a ouvidoria?",
      ],
      least: ["Qual o canal menos usado?"],
    },
    hour: {
      most: ["Qual o horário com mais chamadas?", "Em que faixa de horário ligam mais?"],
      least: ["Qual o horário com menos ligações?"],
    },
  } as const;
  const data = {
    day: days,
    region: (context: AgentContext) =>
      context.regionData.map((region) => ({ name: region.name, count: region.totalComplaints })),
    channel: (context: AgentContext) =>
      context.exploratoryData.channelDistribution.map((channel) => ({ name: channel.channel, count: channel.count })),
    hour: (context: AgentContext) =>
      context.exploratoryData.peakHours.map((peak) => ({ name: peak.range, count: peak.calls })),
  };

  for (const [dimension, orders] of Object.entries(cases) as [
    keyof typeof cases,
    (typeof cases)[keyof typeof cases],
  ][]) {
    for (const order of ["most", "least"] as const) {
      it(`the ${dimension} with the ${order === "most" ? "most" : "fewest"} contacts, in the page's data and in another`, () => {
        for (const context of [page, sampleContext()]) {
          const expected = extremes(data[dimension](context), order);
          for (const question of orders[order]) {
            const answer = answerQuestion(question, context);
            expect(answer, question).not.toContain("Resumo executivo");
            expect(named(answer).sort(), question).toEqual([...expected].sort());
            // The count behind it is the data's, written in the answer's first sentence.
            const count = data[dimension](context).find((item) => item.name === expected[0])?.count ?? -1;
            expect(blocks(answer)[1], question).toContain(`**${number(count)} `);
          }
        }
      });
    }
  }

  it("follows the data: whichever day is the busiest, that is the day named", () => {
    const question = cases.day.most[0];
    const answers = new Set<string>();
    for (let by = 0; by < page.exploratoryData.weeklyTrend.length; by++) {
      const context = rotated(by);
      const answer = answerQuestion(question, context);
      expect(named(answer), `rotação ${by}`).toEqual(extremes(days(context), "most"));
      answers.add(named(answer).join());
    }
    expect(answers.size).toBe(page.exploratoryData.weeklyTrend.length);
  });

  it("still reads the region that needs attention, a named day and a named region as before", () => {
    expect(readQuestion("Qual região precisa de mais atenção e por quê?", page).kind).toBe("attention");
    expect(readQuestion("Quantos atendimentos na segunda?", page).kind).toBe("day");
    expect(readQuestion("A Zona Norte tem mais reclamações que o Centro?", page).kind).toBe("region");
    expect(readQuestion("Qual a previsão de volume para os próximos 7 dias?", page).kind).toBe("forecast");
  });
});

describe("the analyst speaks to an audience", () => {
  const answers = () => [
    ...AGENT_SUGGESTIONS.map((question) => ask(question)),
    ...page.regionData.flatMap((region) => [
      ask(`Como está a região ${region.name}?`),
      ...region.mainIssues.map((issue) =>
        ask(`Quantas reclamações de ${issue.type.toLowerCase()} na região ${region.name}?`),
      ),
    ]),
  ];

  it('puts the article in a place\'s name: never "em Zona Norte", "em Centro"', () => {
    for (const answer of answers())
      for (const region of page.regionData) expect(answer, region.name).not.toContain(`em ${region.name}`);
    const north = ask("Quantas reclamações de falta de água na região Zona Norte?");
    expect(north).toContain("na Zona Norte");
    expect(ask("Quantas reclamações de vazamento no Centro?")).toContain("no Centro");
  });

  it("says what a week's change and the forecast mean, with no method's name and no bare percentage", () => {
    const week = page.exploratoryData.weeklyTrend;
    const current = week.reduce((sum, day) => sum + day.current, 0);
    const previous = week.reduce((sum, day) => sum + day.previous, 0);
    const change = number(Math.abs(((current - previous) / previous) * 100), 1);
    for (const answer of answers()) {
      expect(answer).not.toMatch(/sazonal|ingênuo|Método/);
      expect(answer).not.toMatch(/\d% na semana/);
    }
    const summary = ask(AGENT_SUGGESTIONS[1]);
    const demand = summary.split("\n").find((line) => line.includes("**Demanda:**")) ?? "";
    expect(demand).toContain(`${number(current)} atendimentos nesta semana`);
    expect(demand).toContain(`${change}% a ${current > previous ? "mais" : "menos"} que na semana anterior`);
  });
});
