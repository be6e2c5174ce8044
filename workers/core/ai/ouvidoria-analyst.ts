import type { AgentContext, CaseSummary } from "#isomorphic/initiatives/ouvidoria/types.ts";
import { formatNumber } from "#isomorphic/text/format.ts";
import { normalizeText } from "#isomorphic/text/normalize-text.ts";
import { leansOnContext } from "./answer/follow-up.ts";
import {
  type Channel,
  type Day,
  type Dimension,
  type Metric,
  type Question,
  readQuestion,
  type Region,
} from "./ouvidoria-question.ts";
import { hourRange, inPlace, onDay, toPlace, weekOverWeek } from "./ouvidoria-words.ts";

/**
 * The built-in offline analyst of the ouvidoria dashboard: deterministic
 * answers in Portuguese to the question asked, computed from the context the
 * page sends (see ouvidoria-question.ts for how a question is read). It stands
 * in for a hosted model when no API key is configured, behind the same
 * streaming path (see offline-model.ts).
 */
const int = (value: number) => formatNumber(value);
const dec = (value: number) => formatNumber(value, 1);
const pct = (value: number) => `${dec(value)}%`;
const signed = (value: number) => `${value > 0 ? "+" : ""}${pct(value)}`;

const LEVEL_WEIGHT = { high: 3, medium: 2, low: 1 } as const;
const LEVEL_LABEL = { high: "alto", medium: "médio", low: "baixo" } as const;
const TREND_LABEL = { up: "em alta", down: "em queda", stable: "estável" } as const;

type Block = string | readonly string[] | null | undefined | false;

/**
 * Markdown from blocks: a string is a heading or paragraph, an array a list.
 * Blocks are always a blank line apart, so a closing paragraph never runs
 * into the list above it (Markdown would make it part of the last item).
 */
export function markdown(...blocks: Block[]): string {
  return blocks
    .filter(
      (block): block is string | readonly string[] =>
        Boolean(block) && (block as string | readonly string[]).length > 0,
    )
    .map((block) => (typeof block === "string" ? block : block.map((item) => `- ${item}`).join("\n")))
    .join("\n\n");
}

/** Complaints per 10 thousand inhabitants. */
export function complaintsPer10k(region: Region): number {
  return region.population > 0 ? (region.totalComplaints / region.population) * 10_000 : 0;
}

/**
 * The region that needs attention first: highest critical level, then a
 * rising trend, then the most complaints per inhabitant.
 */
export function regionNeedingAttention(regions: readonly Region[]): Region | null {
  const ranked = [...regions].sort(
    (a, b) =>
      LEVEL_WEIGHT[b.criticalLevel] - LEVEL_WEIGHT[a.criticalLevel] ||
      Number(b.trend === "up") - Number(a.trend === "up") ||
      complaintsPer10k(b) - complaintsPer10k(a),
  );
  return ranked[0] ?? null;
}

export interface VolumeForecast {
  /** Week-over-week growth factor: this week's total over last week's. */
  growth: number;
  days: { day: string; calls: number }[];
  total: number;
}

/**
 * Seasonal naïve forecast with week-over-week growth: each weekday of next
 * week is the same weekday of this week times this week's growth over the
 * previous one. It keeps the weekday pattern (busy Mondays, quiet Sundays)
 * that a plain trend line would flatten.
 */
export function forecastNextWeek(trend: readonly Day[]): VolumeForecast {
  const current = trend.reduce((sum, day) => sum + day.current, 0);
  const previous = trend.reduce((sum, day) => sum + day.previous, 0);
  const growth = previous > 0 ? current / previous : 1;
  const days = trend.map((day) => ({ day: day.day, calls: Math.round(day.current * growth) }));
  return { growth, days, total: days.reduce((sum, day) => sum + day.calls, 0) };
}

/** How the forecast is made, in words an audience follows (the method's name told them nothing). */
function forecastMethod(context: AgentContext): string {
  const change = weeklyChange(context);
  const growth =
    Math.abs(change) < 0.05
      ? "com o mesmo volume desta semana"
      : `com ${pct(Math.abs(change))} a ${change > 0 ? "mais" : "menos"}, como esta semana teve em relação à anterior`;
  return `_Como foi calculado: cada dia da próxima semana repete o mesmo dia desta semana, ${growth}; assim as segundas seguem cheias e os domingos, tranquilos._`;
}

function weeklyChange(context: AgentContext): number {
  const { growth } = forecastNextWeek(context.exploratoryData.weeklyTrend);
  return (growth - 1) * 100;
}

function weeklyTotal(context: AgentContext): number {
  return context.exploratoryData.weeklyTrend.reduce((sum, day) => sum + day.current, 0);
}

function autoResolvedRate(context: AgentContext): number {
  const { autoResolved, totalCalls } = context.callCenterMetrics;
  return totalCalls > 0 ? (autoResolved / totalCalls) * 100 : 0;
}

/** "1º", "2º"… */
const ordinal = (position: number) => `${position}º`;

function caseLine(item: CaseSummary): string {
  return `**${item.customerName}** (${item.protocol}): ${item.subcategory}, ${item.region}, ${item.channel}, urgência ${item.urgency}`;
}

function trendsToday(context: AgentContext): string {
  const m = context.callCenterMetrics;
  const peak = [...context.exploratoryData.peakHours].sort((a, b) => b.calls - a.calls)[0];
  const topIssue = context.exploratoryData.topIssues[0];
  const rising = context.regionData.filter((region) => region.trend === "up").map((region) => region.name);
  return markdown("## Principais tendências de hoje", [
    `**Volume:** ${int(m.totalCalls)} atendimentos; nesta semana, ${weekOverWeek(weeklyChange(context), pct)}.`,
    `**Resolução por IA:** ${int(m.autoResolved)} casos (${pct(autoResolvedRate(context))}) resolvidos sem intervenção humana.`,
    `**Sentimento:** ${int(m.avgSentiment)}% positivo; ${int(m.criticalAlerts)} alertas críticos e ${int(context.criticalCasesCount)} casos críticos em acompanhamento.`,
    ...(peak ? [`**Pico:** ${peak.range}, com ${int(peak.calls)} chamadas.`] : []),
    ...(topIssue
      ? [`**Assunto mais frequente:** ${topIssue.issue} (${pct(topIssue.percentage)} das manifestações).`]
      : []),
    rising.length > 0 ? `**Regiões em alta:** ${rising.join(", ")}.` : "**Regiões:** nenhuma em alta.",
  ]);
}

function executiveSummary(context: AgentContext): string {
  const m = context.callCenterMetrics;
  const focus = regionNeedingAttention(context.regionData);
  const forecast = forecastNextWeek(context.exploratoryData.weeklyTrend);
  return markdown(
    "## Resumo executivo",
    `O atendimento registra **${int(m.totalCalls)} contatos hoje**, com ${pct(autoResolvedRate(context))} resolvidos pela IA, espera média de ${m.avgWaitTime} e satisfação de ${dec(m.satisfactionScore)}/5.`,
    [
      `**Risco:** ${int(m.criticalAlerts)} alertas críticos; ${int(context.criticalCasesCount)} casos críticos exigem ação da equipe.`,
      ...(focus
        ? [
            `**Foco regional:** ${focus.name} (nível ${LEVEL_LABEL[focus.criticalLevel]}, ${int(focus.totalComplaints)} reclamações, ${TREND_LABEL[focus.trend]}).`,
          ]
        : []),
      `**Demanda:** ${int(weeklyTotal(context))} atendimentos nesta semana, ${weekOverWeek(weeklyChange(context), pct)}; a previsão é de ${int(forecast.total)} nos próximos 7 dias.`,
    ],
    `**Recomendação:** reforçar a escala nos horários de pico e priorizar as equipes de campo ${focus ? inPlace(focus.name) : "nas regiões críticas"}.`,
  );
}

function attention(context: AgentContext): string {
  const region = regionNeedingAttention(context.regionData);
  if (!region) return "Não recebi dados de regiões para avaliar.";
  const issue = [...region.mainIssues].sort((a, b) => b.count - a.count)[0];
  const average =
    context.regionData.reduce((sum, r) => sum + r.avgResolutionTime, 0) / Math.max(1, context.regionData.length);
  return markdown(
    `## ${region.name} precisa de mais atenção`,
    [
      `**Nível crítico ${LEVEL_LABEL[region.criticalLevel]}** com ${int(region.totalComplaints)} reclamações, tendência ${TREND_LABEL[region.trend]}.`,
      `**${dec(complaintsPer10k(region))} reclamações por 10 mil habitantes** (população de ${int(region.population)}).`,
      ...(issue
        ? [`**Problema principal:** ${issue.type}, ${int(issue.count)} casos (${pct(issue.percentage)}).`]
        : []),
      `**Tempo médio de resolução:** ${dec(region.avgResolutionTime)} h, contra ${dec(average)} h na média das regiões.`,
    ],
    `**Ação sugerida:** enviar uma equipe de campo ${toPlace(region.name)} para ${issue ? issue.type.toLowerCase() : "os chamados abertos"} e acompanhar a evolução nas próximas 24 horas.`,
  );
}

function forecast(context: AgentContext): string {
  const result = forecastNextWeek(context.exploratoryData.weeklyTrend);
  return markdown(
    "## Previsão de volume para os próximos 7 dias",
    `Total previsto: **${int(result.total)} atendimentos** (nesta semana, ${weekOverWeek((result.growth - 1) * 100, pct)}).`,
    result.days.map((day) => `${day.day}: ${int(day.calls)}`),
    forecastMethod(context),
  );
}

function channels(context: AgentContext): string {
  const sorted = [...context.exploratoryData.channelDistribution].sort((a, b) => b.percentage - a.percentage);
  const [first, second] = sorted;
  return markdown(
    "## Comparação entre canais",
    sorted.map((c) => `**${c.channel}:** ${pct(c.percentage)} (${int(c.count)} atendimentos)`),
    first && second
      ? `${first.channel} lidera com ${dec(first.percentage - second.percentage)} pontos percentuais à frente de ${second.channel}. Canais digitais com automação tendem a reduzir a espera média (hoje ${context.callCenterMetrics.avgWaitTime}).`
      : null,
  );
}

function caseAnswer(item: CaseSummary): string {
  return markdown(
    `## Caso de ${item.customerName}`,
    [
      `**Protocolo:** ${item.protocol}`,
      `**Região:** ${item.region}`,
      `**Canal:** ${item.channel}`,
      `**Urgência:** ${item.urgency} · sentimento ${item.sentiment.toLowerCase()}`,
      `**Assunto:** ${item.category} · ${item.subcategory}`,
      `**Aberto:** ${item.openedAt} · **prazo:** ${item.deadline}`,
    ],
    `> “${item.message}”`,
    "**Evidências**",
    item.evidences,
    `**Próximo passo:** ${item.nextStep}.`,
  );
}

function unknownCase(name: string, context: AgentContext): string {
  return markdown(
    `Não encontrei o caso de **${name}** entre os ${int(context.criticalCases.length)} casos críticos deste painel. Os casos em acompanhamento são:`,
    context.criticalCases.map(caseLine),
  );
}

function casesList(context: AgentContext): string {
  return markdown(
    `## ${int(context.criticalCases.length)} casos críticos em acompanhamento`,
    context.criticalCases.map(caseLine),
    `Além deles, ${int(context.callCenterMetrics.criticalAlerts)} alertas críticos foram escalados automaticamente hoje. Pergunte pelo nome do cliente ou pelo protocolo para ver as evidências e o próximo passo de um caso.`,
  );
}

function casesWhere(context: AgentContext, matches: (item: CaseSummary) => boolean, label: string): string | null {
  const found = context.criticalCases.filter(matches);
  return found.length > 0
    ? `**${label}:** ${found.map((item) => `${item.customerName} (${item.protocol})`).join("; ")}.`
    : null;
}

function regionAnswer(region: Region, issue: string | null, context: AgentContext): string {
  const rank = [...context.regionData].sort((a, b) => b.totalComplaints - a.totalComplaints).indexOf(region) + 1;
  const average =
    context.regionData.reduce((sum, r) => sum + r.avgResolutionTime, 0) / Math.max(1, context.regionData.length);
  const asked = issue ? region.mainIssues.find((item) => normalizeText(item.type) === normalizeText(issue)) : undefined;
  const focus = !issue
    ? null
    : asked
      ? `**${asked.type} ${inPlace(region.name)}: ${int(asked.count)} reclamações** (${pct(asked.percentage)} das reclamações da região).`
      : `${issue} não está entre os principais problemas registrados ${inPlace(region.name)} (${region.mainIssues.map((item) => item.type).join(", ")}).`;
  return markdown(
    `## ${region.name}`,
    focus,
    [
      `**${int(region.totalComplaints)} reclamações hoje**, ${ordinal(rank)} de ${int(context.regionData.length)} regiões; nível ${LEVEL_LABEL[region.criticalLevel]}, tendência ${TREND_LABEL[region.trend]}.`,
      `**${dec(complaintsPer10k(region))} reclamações por 10 mil habitantes** (população de ${int(region.population)}).`,
      `**Tempo médio de resolução:** ${dec(region.avgResolutionTime)} h (média das regiões: ${dec(average)} h).`,
    ],
    "**Principais problemas**",
    region.mainIssues.map((item) => `${item.type}: ${int(item.count)} (${pct(item.percentage)})`),
    casesWhere(context, (item) => item.region === region.name, `Casos críticos ${inPlace(region.name)}`),
  );
}

/** "a próxima segunda", "o próximo sábado": Saturday and Sunday are masculine in Portuguese. */
function nextDay(day: string): string {
  const name = day.toLowerCase();
  return /^(sabado|domingo)/.test(normalizeText(name)) ? `o próximo ${name}` : `a próxima ${name}`;
}

function dayAnswer(day: Day, withForecast: boolean, context: AgentContext): string {
  const week = context.exploratoryData.weeklyTrend;
  const rank = [...week].sort((a, b) => b.current - a.current).indexOf(day) + 1;
  const mean = week.reduce((sum, d) => sum + d.current, 0) / Math.max(1, week.length);
  const change = day.previous > 0 ? ((day.current - day.previous) / day.previous) * 100 : 0;
  const predicted = forecastNextWeek(week).days.find((d) => d.day === day.day);
  return markdown(
    `## ${day.day}`,
    `**${int(day.current)} atendimentos** nesta semana, contra ${int(day.previous)} na semana anterior (${signed(change)}).`,
    [
      rank === 1
        ? "Dia de maior volume da semana."
        : `${ordinal(rank)} dia em volume entre os ${int(week.length)} da semana.`,
      `${day.current >= mean ? "Acima" : "Abaixo"} da média diária da semana (${int(Math.round(mean))}).`,
    ],
    withForecast && predicted ? `**Previsão para ${nextDay(day.day)}:** ${int(predicted.calls)} atendimentos.` : null,
    withForecast ? forecastMethod(context) : null,
  );
}

function channelAnswer(channel: Channel, context: AgentContext): string {
  const sorted = [...context.exploratoryData.channelDistribution].sort((a, b) => b.percentage - a.percentage);
  const rank = sorted.indexOf(channel) + 1;
  const leader = sorted[0];
  const runnerUp = sorted[1];
  const standing =
    leader === channel
      ? runnerUp
        ? `Lidera, ${dec(channel.percentage - runnerUp.percentage)} pontos percentuais à frente de ${runnerUp.channel}.`
        : "É o único canal com atendimentos."
      : leader
        ? `${dec(leader.percentage - channel.percentage)} pontos percentuais atrás de ${leader.channel}, que lidera.`
        : null;
  return markdown(
    `## Canal ${channel.channel}`,
    `**${pct(channel.percentage)} dos atendimentos de hoje** (${int(channel.count)}), ${ordinal(rank)} de ${int(sorted.length)} canais.`,
    standing,
    casesWhere(
      context,
      (item) => normalizeText(item.channel) === normalizeText(channel.channel),
      `Casos críticos recebidos por ${channel.channel}`,
    ),
  );
}

function issueAnswer(issue: string, context: AgentContext): string {
  const key = normalizeText(issue);
  const topIssues = context.exploratoryData.topIssues;
  const today = topIssues.find((item) => normalizeText(item.issue) === key);
  const regions = context.regionData
    .flatMap((region) =>
      region.mainIssues.filter((item) => normalizeText(item.type) === key).map((item) => ({ region, item })),
    )
    .sort((a, b) => b.item.count - a.item.count);
  const lead = today
    ? `**${int(today.count)} reclamações de ${issue.toLowerCase()} hoje** (${pct(today.percentage)} dos atendimentos), ${ordinal(topIssues.indexOf(today) + 1)} assunto mais frequente do dia.`
    : `${issue} não está entre os ${int(topIssues.length)} principais assuntos do dia.`;
  return markdown(
    `## ${issue}`,
    lead,
    regions.length > 0 ? "**Nas regiões do mapa de calor**" : null,
    regions.map(({ region, item }) => `${region.name}: ${int(item.count)} (${pct(item.percentage)} da região)`),
    casesWhere(
      context,
      (item) => normalizeText(`${item.category} ${item.subcategory}`).includes(key),
      "Caso crítico relacionado",
    ),
  );
}

function metricAnswer(metric: Metric, context: AgentContext): string {
  const m = context.callCenterMetrics;
  switch (metric) {
    case "calls":
      return markdown(
        `**${int(m.totalCalls)} atendimentos hoje**, ${int(m.autoResolved)} (${pct(autoResolvedRate(context))}) resolvidos pela IA.`,
        context.exploratoryData.channelDistribution.map((c) => `${c.channel}: ${int(c.count)} (${pct(c.percentage)})`),
      );
    case "auto-resolved":
      return markdown(
        `**${int(m.autoResolved)} de ${int(m.totalCalls)} atendimentos (${pct(autoResolvedRate(context))})** foram resolvidos pela IA hoje, sem intervenção humana; ${int(m.totalCalls - m.autoResolved)} seguiram para a equipe.`,
      );
    case "alerts":
      return markdown(
        `**${int(m.criticalAlerts)} alertas críticos hoje**, escalados automaticamente. ${int(context.criticalCasesCount)} casos críticos estão em acompanhamento:`,
        context.criticalCases.map(caseLine),
      );
    case "sentiment":
      return markdown(
        `**${int(m.avgSentiment)}% de sentimento positivo** nas interações de hoje; ${int(m.criticalAlerts)} alertas críticos e ${int(context.criticalCasesCount)} casos críticos com sentimento negativo em acompanhamento.`,
      );
    case "wait":
      return markdown(`Espera média de **${m.avgWaitTime}** em todos os canais hoje.`, peakLines(context));
    case "satisfaction":
      return markdown(`Satisfação de **${dec(m.satisfactionScore)}/5** na pesquisa pós-atendimento de hoje.`);
    case "peak":
      return markdown("## Horários de pico", peakLines(context));
  }
}

function peakLines(context: AgentContext): string[] {
  return [...context.exploratoryData.peakHours]
    .sort((a, b) => b.calls - a.calls)
    .map((peak) => `${peak.range}: ${int(peak.calls)} chamadas`);
}

interface Counted {
  name: string;
  count: number;
}

/** The page's items of one kind with their counts, and how to say them: what is counted, where or when. */
function rankedItems(dimension: Dimension, forecast: boolean, context: AgentContext) {
  const data = context.exploratoryData;
  switch (dimension) {
    case "day": {
      const days = forecast
        ? forecastNextWeek(data.weeklyTrend).days.map((day) => ({ name: day.day, count: day.calls }))
        : data.weeklyTrend.map((day) => ({ name: day.day, count: day.current }));
      return {
        title: "Dia",
        counted: forecast ? "atendimentos previstos" : "atendimentos",
        items: days,
        when: forecast ? "na próxima semana" : "nesta semana",
        place: onDay,
        among: `dos ${int(days.length)} dias da semana`,
      };
    }
    case "region":
      return {
        title: "Região",
        counted: "reclamações",
        items: context.regionData.map((region) => ({ name: region.name, count: region.totalComplaints })),
        when: "hoje",
        place: inPlace,
        among: `das ${int(context.regionData.length)} regiões do mapa de calor`,
      };
    case "channel":
      return {
        title: "Canal",
        counted: "atendimentos",
        items: data.channelDistribution.map((channel) => ({ name: channel.channel, count: channel.count })),
        when: "hoje",
        place: (name: string) => `por ${name}`,
        among: `dos ${int(data.channelDistribution.length)} canais`,
      };
    case "hour":
      return {
        title: "Horário",
        counted: "chamadas",
        items: data.peakHours.map((peak) => ({ name: peak.range, count: peak.calls })),
        when: "hoje",
        place: hourRange,
        among: `dos ${int(data.peakHours.length)} horários de pico que o painel acompanha`,
      };
  }
}

/** "Qual o dia da semana com mais atendimentos?": the answer is the page's own count, ranked; ties are named. */
function rankingAnswer(dimension: Dimension, order: "most" | "least", forecast: boolean, context: AgentContext) {
  const { title, counted, items, when, place, among } = rankedItems(dimension, forecast, context);
  const sorted: Counted[] = [...items].sort((a, b) => (order === "most" ? b.count - a.count : a.count - b.count));
  const first = sorted[0];
  if (!first) return "O painel não traz esses números hoje.";
  const tied = sorted.filter((item) => item.count === first.count).map((item) => item.name);
  const names = tied.length > 1 ? `${tied.slice(0, -1).join(", ")} e ${tied.at(-1)}` : first.name;
  const mean = sorted.reduce((sum, item) => sum + item.count, 0) / sorted.length;
  const extreme = order === "most" ? "o maior" : "o menor";
  return markdown(
    `## ${title} com ${order === "most" ? "mais" : "menos"} ${counted}: ${names}`,
    `**${int(first.count)} ${counted} ${when} ${tied.map(place).join(" e ")}**, ${extreme} número ${among}${tied.length > 1 ? " (empate)" : ""}; a média é de ${int(Math.round(mean))}.`,
    sorted.map((item) => `${item.name}: ${int(item.count)}`),
    dimension === "hour" && order === "least"
      ? "O painel acompanha só os horários de pico; fora deles não há contagem por hora."
      : null,
  );
}

const METRIC_LABEL: Record<Metric, string> = {
  calls: "o número de atendimentos",
  "auto-resolved": "quantos foram resolvidos sem intervenção humana",
  alerts: "os alertas críticos",
  sentiment: "o sentimento",
  wait: "a espera média",
  satisfaction: "a satisfação",
  peak: "os horários de pico",
};

/** What the previous question was about: a channel, a region or a day, for a follow-up that points back to it. */
function scopeOf(previous: Question): { noun: string; name: string; calls: number } | null {
  switch (previous.kind) {
    case "channel":
      return { noun: "canal", name: previous.channel.channel, calls: previous.channel.count };
    case "region":
      return { noun: "região", name: previous.region.name, calls: previous.region.totalComplaints };
    case "day":
      return { noun: "dia da semana", name: previous.day.day, calls: previous.day.current };
    default:
      return null;
  }
}

/**
 * A follow-up ("E quantos desses foram resolvidos sem intervenção humana?", "e nela?") about what the previous
 * question named: its figure when the page has it for that channel, region or day; otherwise it says so and gives
 * the closest figure it has, the day's total. Null when the question names its own subject.
 */
function followUpAnswer(read: Question, previousQuestion: string, context: AgentContext): string | null {
  const previous = readQuestion(previousQuestion, context);
  const scope = scopeOf(previous);
  if (!scope) return null;
  if (read.kind === "summary" || read.kind === "trends") return answerQuestion(previousQuestion, context);
  if (read.kind !== "metric") return null;
  if (read.metric === "calls") return markdown(`**${int(scope.calls)} atendimentos** no ${scope.noun} ${scope.name}.`);
  return markdown(
    `O painel não traz ${METRIC_LABEL[read.metric]} por ${scope.noun}: não há esse número para ${scope.name}.`,
    "O mais próximo que ele tem é o total do dia, em todos os canais e regiões:",
    metricAnswer(read.metric, context),
  );
}

/** The answer to `question`; `previous`, the user's question before it, resolves a follow-up that points back. */
export function answerQuestion(question: string, context: AgentContext, previous: string | null = null): string {
  const read = readQuestion(question, context);
  if (previous && leansOnContext(question)) {
    const followUp = followUpAnswer(read, previous, context);
    if (followUp) return followUp;
  }
  switch (read.kind) {
    case "case":
      return caseAnswer(read.found);
    case "ranking":
      return rankingAnswer(read.dimension, read.order, read.forecast, context);
    case "unknown-case":
      return unknownCase(read.name, context);
    case "cases":
      return casesList(context);
    case "region":
      return regionAnswer(read.region, read.issue, context);
    case "day":
      return dayAnswer(read.day, read.forecast, context);
    case "channel":
      return channelAnswer(read.channel, context);
    case "issue":
      return issueAnswer(read.issue, context);
    case "metric":
      return metricAnswer(read.metric, context);
    case "forecast":
      return forecast(context);
    case "attention":
      return attention(context);
    case "channels":
      return channels(context);
    case "trends":
      return trendsToday(context);
    case "summary":
      return executiveSummary(context);
  }
}
