import type { AgentContext } from "~/initiatives/ouvidoria/types";
import { formatNumber } from "~/lib/format";
import { normalizeText } from "~/lib/normalize-text";

/**
 * The built-in offline analyst of the ouvidoria dashboard: deterministic
 * answers in Portuguese, computed from the context the page sends. It stands
 * in for a hosted model when no API key is configured, behind the same
 * streaming path (see offline-model.ts).
 */
export type AnalystIntent = "trends" | "summary" | "attention" | "forecast" | "channels" | "other";

const INTENT_KEYWORDS: [AnalystIntent, string[]][] = [
  ["forecast", ["previs", "proxim", "7 dias", "sete dias", "projec", "futuro", "volume"]],
  ["attention", ["regiao", "regioes", "atencao", "bairro", "onde", "prioridade", "critica"]],
  ["channels", ["canal", "canais", "whatsapp", "telefone", "chat", "e-mail", "email"]],
  ["summary", ["resumo", "executiv", "visao geral", "panorama", "diretoria"]],
  ["trends", ["tendencia", "hoje", "principais", "destaque", "sentimento"]],
];

export function detectIntent(question: string): AnalystIntent {
  const text = normalizeText(question);
  for (const [intent, keywords] of INTENT_KEYWORDS) {
    // Keywords match at the start of a word ("onde" must not match "responde").
    if (keywords.some((keyword) => new RegExp(`(^|[^a-z])${keyword}`).test(text))) return intent;
  }
  return "other";
}

const int = { format: (value: number) => formatNumber(value) };
const dec = { format: (value: number) => formatNumber(value, 1) };
const pct = (value: number) => `${dec.format(value)}%`;

const LEVEL_WEIGHT = { high: 3, medium: 2, low: 1 } as const;
const LEVEL_LABEL = { high: "alto", medium: "médio", low: "baixo" } as const;
const TREND_LABEL = { up: "em alta", down: "em queda", stable: "estável" } as const;

type Region = AgentContext["regionData"][number];

/** Complaints per 10 thousand inhabitants. */
export function complaintsPer10k(region: Region): number {
  return region.population > 0 ? (region.totalComplaints / region.population) * 10_000 : 0;
}

/**
 * The region that needs attention first: highest critical level, then a
 * rising trend, then the most complaints per inhabitant.
 */
export function regionNeedingAttention(regions: Region[]): Region | null {
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
export function forecastNextWeek(trend: AgentContext["exploratoryData"]["weeklyTrend"]): VolumeForecast {
  const current = trend.reduce((sum, day) => sum + day.current, 0);
  const previous = trend.reduce((sum, day) => sum + day.previous, 0);
  const growth = previous > 0 ? current / previous : 1;
  const days = trend.map((day) => ({ day: day.day, calls: Math.round(day.current * growth) }));
  return { growth, days, total: days.reduce((sum, day) => sum + day.calls, 0) };
}

function weeklyChange(context: AgentContext): number {
  const current = context.exploratoryData.weeklyTrend.reduce((sum, day) => sum + day.current, 0);
  const previous = context.exploratoryData.weeklyTrend.reduce((sum, day) => sum + day.previous, 0);
  return previous > 0 ? (current / previous - 1) * 100 : 0;
}

function autoResolvedRate(context: AgentContext): number {
  const { autoResolved, totalCalls } = context.callCenterMetrics;
  return totalCalls > 0 ? (autoResolved / totalCalls) * 100 : 0;
}

function trendsToday(context: AgentContext): string {
  const m = context.callCenterMetrics;
  const peak = [...context.exploratoryData.peakHours].sort((a, b) => b.calls - a.calls)[0];
  const topIssue = context.exploratoryData.topIssues[0];
  const rising = context.regionData.filter((region) => region.trend === "up").map((region) => region.name);
  return [
    "## Principais tendências de hoje",
    "",
    `- **Volume:** ${int.format(m.totalCalls)} atendimentos, ${pct(weeklyChange(context))} acima da semana anterior.`,
    `- **Resolução por IA:** ${int.format(m.autoResolved)} casos (${pct(autoResolvedRate(context))}) resolvidos sem intervenção humana.`,
    `- **Sentimento:** ${int.format(m.avgSentiment)}% positivo; ${int.format(m.criticalAlerts)} alertas críticos e ${int.format(context.criticalCasesCount)} casos críticos em acompanhamento.`,
    peak ? `- **Pico:** ${peak.range}, com ${int.format(peak.calls)} chamadas.` : "",
    topIssue ? `- **Assunto mais frequente:** ${topIssue.issue} (${pct(topIssue.percentage)} das manifestações).` : "",
    rising.length > 0 ? `- **Regiões em alta:** ${rising.join(", ")}.` : "- **Regiões:** nenhuma em alta.",
  ]
    .filter(Boolean)
    .join("\n");
}

function executiveSummary(context: AgentContext): string {
  const m = context.callCenterMetrics;
  const focus = regionNeedingAttention(context.regionData);
  const forecast = forecastNextWeek(context.exploratoryData.weeklyTrend);
  return [
    "## Resumo executivo",
    "",
    `O atendimento registra **${int.format(m.totalCalls)} contatos hoje**, com ${pct(autoResolvedRate(context))} resolvidos pela IA, espera média de ${m.avgWaitTime} e satisfação de ${dec.format(m.satisfactionScore)}/5.`,
    "",
    `- **Risco:** ${int.format(m.criticalAlerts)} alertas críticos; ${int.format(context.criticalCasesCount)} casos críticos exigem ação da equipe.`,
    focus
      ? `- **Foco regional:** ${focus.name} (nível ${LEVEL_LABEL[focus.criticalLevel]}, ${int.format(focus.totalComplaints)} reclamações, ${TREND_LABEL[focus.trend]}).`
      : "",
    `- **Demanda:** ${pct(weeklyChange(context))} na semana; previsão de ${int.format(forecast.total)} atendimentos nos próximos 7 dias.`,
    `- **Recomendação:** reforçar a escala nos horários de pico e priorizar as equipes de campo em ${focus?.name ?? "regiões críticas"}.`,
  ]
    .filter(Boolean)
    .join("\n");
}

function attention(context: AgentContext): string {
  const region = regionNeedingAttention(context.regionData);
  if (!region) return "Não recebi dados de regiões para avaliar.";
  const issue = [...region.mainIssues].sort((a, b) => b.count - a.count)[0];
  const average =
    context.regionData.reduce((sum, r) => sum + r.avgResolutionTime, 0) / Math.max(1, context.regionData.length);
  return [
    `## ${region.name} precisa de mais atenção`,
    "",
    `- **Nível crítico ${LEVEL_LABEL[region.criticalLevel]}** com ${int.format(region.totalComplaints)} reclamações, tendência ${TREND_LABEL[region.trend]}.`,
    `- **${dec.format(complaintsPer10k(region))} reclamações por 10 mil habitantes** (população de ${int.format(region.population)}).`,
    issue ? `- **Problema principal:** ${issue.type}, ${int.format(issue.count)} casos (${pct(issue.percentage)}).` : "",
    `- **Tempo médio de resolução:** ${dec.format(region.avgResolutionTime)} h, contra ${dec.format(average)} h na média das regiões.`,
    "",
    `**Ação sugerida:** direcionar uma equipe de campo para ${issue ? issue.type.toLowerCase() : "os chamados abertos"} em ${region.name} e acompanhar a evolução nas próximas 24 horas.`,
  ]
    .filter(Boolean)
    .join("\n");
}

function forecast(context: AgentContext): string {
  const result = forecastNextWeek(context.exploratoryData.weeklyTrend);
  return [
    "## Previsão de volume para os próximos 7 dias",
    "",
    `Total previsto: **${int.format(result.total)} atendimentos** (crescimento semanal de ${pct((result.growth - 1) * 100)}).`,
    "",
    ...result.days.map((day) => `- ${day.day}: ${int.format(day.calls)}`),
    "",
    "_Método: sazonal ingênuo com crescimento semana a semana — cada dia da próxima semana repete o mesmo dia desta semana multiplicado pela razão entre o total desta semana e o da anterior, preservando o padrão de dias úteis e fim de semana._",
  ].join("\n");
}

function channels(context: AgentContext): string {
  const sorted = [...context.exploratoryData.channelDistribution].sort((a, b) => b.percentage - a.percentage);
  const [first, second] = sorted;
  return [
    "## Comparação entre canais",
    "",
    ...sorted.map((c) => `- **${c.channel}:** ${pct(c.percentage)} (${int.format(c.count)} atendimentos)`),
    "",
    first && second
      ? `${first.channel} lidera com ${dec.format(first.percentage - second.percentage)} pontos percentuais à frente de ${second.channel}. Canais digitais com automação tendem a reduzir a espera média (hoje ${context.callCenterMetrics.avgWaitTime}).`
      : "",
  ]
    .filter(Boolean)
    .join("\n");
}

function other(context: AgentContext): string {
  return [
    "Posso analisar os dados do painel da Ouvidoria para você. Experimente perguntar:",
    "",
    "- as **principais tendências de hoje**;",
    "- um **resumo executivo** da situação;",
    "- **qual região precisa de atenção** e por quê;",
    "- a **previsão de volume** para os próximos 7 dias;",
    "- a **comparação entre os canais** de atendimento.",
    "",
    `Agora: ${int.format(context.callCenterMetrics.totalCalls)} atendimentos hoje, ${int.format(context.callCenterMetrics.avgSentiment)}% de sentimento positivo e ${int.format(context.callCenterMetrics.criticalAlerts)} alertas críticos.`,
  ].join("\n");
}

export function answerQuestion(question: string, context: AgentContext): string {
  switch (detectIntent(question)) {
    case "trends":
      return trendsToday(context);
    case "summary":
      return executiveSummary(context);
    case "attention":
      return attention(context);
    case "forecast":
      return forecast(context);
    case "channels":
      return channels(context);
    default:
      return other(context);
  }
}
