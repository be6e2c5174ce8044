import type { AgentContext, CaseSummary } from "#isomorphic/initiatives/ouvidoria/types.ts";
import { foldedQuestion, hasWholeWord, hasWordStarting, nameWords } from "#isomorphic/text/question-words.ts";

/**
 * What a question to the ouvidoria analyst is about, read against the page's
 * own data: a case named by its customer or protocol, a region, a day of the
 * week, a channel, an issue, one of the day's figures, or one of the broad
 * analyses (trends, forecast, attention, channels). Anything else is an open
 * question, answered with the executive summary.
 */
export type Region = AgentContext["regionData"][number];
export type Channel = AgentContext["exploratoryData"]["channelDistribution"][number];
export type Day = AgentContext["exploratoryData"]["weeklyTrend"][number];
export type Metric = "calls" | "auto-resolved" | "alerts" | "sentiment" | "wait" | "satisfaction" | "peak";

/** What a "which … has the most / the fewest" question ranks. */
export type Dimension = "day" | "region" | "channel" | "hour";

export type Question =
  | { kind: "case"; found: CaseSummary }
  | { kind: "ranking"; dimension: Dimension; order: "most" | "least"; forecast: boolean }
  | { kind: "unknown-case"; name: string }
  | { kind: "cases" }
  | { kind: "region"; region: Region; issue: string | null }
  | { kind: "day"; day: Day; forecast: boolean }
  | { kind: "channel"; channel: Channel }
  | { kind: "issue"; issue: string }
  | { kind: "metric"; metric: Metric }
  | { kind: "forecast" | "attention" | "channels" | "trends" | "summary" };

/** A name's words as stems, so plurals and agreement still match ("contas elevadas" → Conta elevada). */
function stems(name: string): string[] {
  return nameWords(name).map((token) => token.slice(0, Math.max(4, token.length - 2)));
}

function findCase(text: string, question: string, cases: readonly CaseSummary[]): CaseSummary | null {
  const digits = question.match(/\d{4,}/g) ?? [];
  const byProtocol = cases.find((item) => digits.some((run) => item.protocol.replace(/\D/g, "").endsWith(run)));
  if (byProtocol) return byProtocol;
  const scored = cases
    .map((item) => ({ item, score: nameWords(item.customerName).filter((token) => hasWholeWord(text, token)).length }))
    .sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  return best && best.score > 0 && best.score > (second?.score ?? 0) ? best.item : null;
}

/** The name after "caso da…", "cliente…" or the digits after "protocolo", when no case matched it. */
function namedCase(question: string): string | null {
  const name = question.match(
    /\b(?:caso|cliente)\s+(?:d[aoe]s?\s+)?(\p{Lu}\p{L}+(?:\s+(?:d[aoe]s?\s+)?\p{Lu}\p{L}+)*)/u,
  );
  if (name?.[1]) return name[1];
  return question.match(/protocolo\D*(\d[\d-]{3,})/i)?.[1] ?? null;
}

function findRegion(text: string, regions: readonly Region[]): Region | null {
  const whole = regions.find((region) => hasWholeWord(text, foldedQuestion(region.name)));
  if (whole) return whole;
  // "a Leste", "no Industrial": a region's last word, when no other region shares it.
  const last = (region: Region) => nameWords(region.name).at(-1) ?? "";
  return (
    regions.find(
      (region) =>
        last(region).length >= 3 &&
        regions.filter((r) => last(r) === last(region)).length === 1 &&
        hasWholeWord(text, last(region)),
    ) ?? null
  );
}

function findDay(text: string, days: readonly Day[]): Day | null {
  return days.find((day) => hasWholeWord(text, nameWords(day.day)[0] ?? day.day)) ?? null;
}

const CHANNEL_WORDS: Record<string, string[]> = {
  telefone: ["telefone", "telefonico", "telefonica", "0800"],
  whatsapp: ["whatsapp", "whats", "zap"],
  chat: ["chat"],
  "e-mail": ["e-mail", "email", "e-mails", "emails"],
};

function findChannels(text: string, channels: readonly Channel[]): Channel[] {
  return channels.filter((channel) => {
    const key = foldedQuestion(channel.channel);
    return (CHANNEL_WORDS[key] ?? [key]).some((word) => hasWholeWord(text, word));
  });
}

/** Every issue the page names (the day's top issues and each region's), most specific match first. */
function findIssue(text: string, context: AgentContext): string | null {
  const names = [
    ...context.exploratoryData.topIssues.map((issue) => issue.issue),
    ...context.regionData.flatMap((region) => region.mainIssues.map((issue) => issue.type)),
  ];
  const matches = [...new Set(names)].filter((name) => stems(name).every((stem) => hasWordStarting(text, stem)));
  return matches.sort((a, b) => stems(b).length - stems(a).length)[0] ?? null;
}

const COUNT_WORDS = ["quant", "numero", "total", "volume"];

function findMetric(text: string): Metric | null {
  if (["resolvid", "automatica", "sem intervencao"].some((stem) => hasWordStarting(text, stem))) return "auto-resolved";
  if (hasWordStarting(text, "alerta")) return "alerts";
  if (hasWordStarting(text, "espera")) return "wait";
  if (hasWordStarting(text, "satisfa") || hasWordStarting(text, "nota")) return "satisfaction";
  if (hasWordStarting(text, "pico") || hasWordStarting(text, "horario")) return "peak";
  if (hasWordStarting(text, "sentimento")) return "sentiment";
  const counting = COUNT_WORDS.some((stem) => hasWordStarting(text, stem));
  if (
    counting &&
    ["atendimento", "chamada", "contato", "ligac", "manifesta", "reclama"].some((stem) => hasWordStarting(text, stem))
  )
    return "calls";
  return null;
}

const has = (text: string, stems: readonly string[]) => stems.some((stem) => hasWordStarting(text, stem));

const LEAST = ["menos", "menor", "minim", "tranquil", "calm", "vazi", "fraco"];
const MOST = ["mais", "maior", "maxim", "pico", "lider", "movimentad", "cheio", "concentr"];
/** What is counted: contacts of any kind, or how busy or used something is. */
const VOLUME = [
  "atend",
  "chamad",
  "ligac",
  "ligam",
  "ligaram",
  "contato",
  "reclama",
  "manifesta",
  "volume",
  "demanda",
  "procur",
  "movimen",
  "usad",
  "utiliz",
  "busca",
  "cheio",
  "tranquil",
  "calm",
];

/**
 * "Qual o dia da semana com mais atendimentos?", "Em que dia atendemos menos?", "Qual canal é o mais usado?":
 * the page's days, regions, channels or hours ranked by their count. Needs a word of order (mais, menos, maior…)
 * and one of volume, so "Qual região precisa de mais atenção?" stays the attention analysis.
 */
function findRanking(text: string, forecast: boolean): Question | null {
  const least = has(text, LEAST);
  if (!least && !has(text, MOST)) return null;
  if (!has(text, VOLUME)) return null;
  const dimension: Dimension | null =
    hasWholeWord(text, "dia") || hasWholeWord(text, "dias")
      ? "day"
      : has(text, ["regiao", "regioes", "bairro", "zona", "area"])
        ? "region"
        : has(text, ["canal", "canais", "meio"])
          ? "channel"
          : has(text, ["hora", "horario", "periodo", "turno", "faixa"])
            ? "hour"
            : null;
  return dimension ? { kind: "ranking", dimension, order: least ? "least" : "most", forecast } : null;
}

export function readQuestion(question: string, context: AgentContext): Question {
  const text = foldedQuestion(question);
  const found = findCase(text, question, context.criticalCases);
  if (found) return { kind: "case", found };
  const named = namedCase(question);
  if (named) return { kind: "unknown-case", name: named };

  const forecast = has(text, ["previs", "proxim", "projec", "futur", "7 dias", "sete dias"]);
  const issue = findIssue(text, context);
  const region = findRegion(text, context.regionData);
  if (region) return { kind: "region", region, issue };
  const day = findDay(text, context.exploratoryData.weeklyTrend);
  if (day) return { kind: "day", day, forecast };
  const channels = findChannels(text, context.exploratoryData.channelDistribution);
  const [channel] = channels;
  if (channel && channels.length === 1 && !hasWordStarting(text, "compar")) return { kind: "channel", channel };
  if (channels.length > 1) return { kind: "channels" };
  if (issue) return { kind: "issue", issue };
  const ranking = findRanking(text, forecast);
  if (ranking) return ranking;
  if (hasWordStarting(text, "casos") || hasWordStarting(text, "caso critico")) return { kind: "cases" };
  if (forecast) return { kind: "forecast" };
  if (has(text, ["regiao", "regioes", "atencao", "bairro", "onde", "prioridade", "prioritari"]))
    return { kind: "attention" };
  if (has(text, ["canal", "canais"])) return { kind: "channels" };
  const metric = findMetric(text);
  if (metric) return { kind: "metric", metric };
  if (has(text, ["tendencia", "principais", "destaque"])) return { kind: "trends" };
  return { kind: "summary" };
}
