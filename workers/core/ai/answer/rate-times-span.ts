import { formatQuantity, parseNumberPtBr } from "#core/documents/tables.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import type { RankedUnit } from "./unit-ranking.ts";

/**
 * "Quantos metros cúbicos foram bombeados?" over "bombeado por 24 horas seguidas a 44 m³/h": a rate per a span of
 * time and a span of that kind in one sentence give the amount, their product, in the unit the question asks. Only
 * when the sentence writes exactly one rate in that unit and one span of the rate's kind.
 */
export function rateTimesSpan(question: string, ranked: RankedUnit[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  const asked = UNITS_ASKED.find(([words]) => new RegExp(`\\bquant[oa]s\\s+(?:${words})\\b`).test(folded))?.[1];
  if (!asked) return null;
  for (const { unit } of ranked.slice(0, REACH)) {
    if (unit.kind !== "sentence") continue;
    const rates = [...unit.text.matchAll(RATE)].filter((match) => match[2] === asked);
    if (rates.length !== 1) continue;
    const [rate] = rates as [RegExpExecArray];
    const per = SPAN_OF[rate[3] ?? ""];
    const spans = [...unit.text.matchAll(SPAN)].filter((match) => SPAN_OF[foldAccents(match[2] ?? "")] === per);
    if (spans.length !== 1) continue;
    const [span] = spans as [RegExpExecArray];
    const [value, count] = [parseNumberPtBr(rate[1] ?? ""), parseNumberPtBr(span[1] ?? "")];
    if (value === null || count === null) continue;
    const total = formatQuantity(value * count, "number");
    return `São ${total} ${asked}: ${span[1]} ${span[2]} × ${rate[1]} ${asked}/${rate[3]} = ${total} ${asked} [${unit.passage.n}].\n\n> ${unit.text}`;
  }
  return null;
}

/** How many of the best sentences may hold the rate. */
const REACH = 3;

/** The units a question asks a count of, by the words it writes them with. */
const UNITS_ASKED: [string, string][] = [
  ["metros cubicos|m³|m3", "m³"],
  ["litros", "L"],
  ["quilowatts?-hora|kwh", "kWh"],
  ["quilometros|km", "km"],
];

/** "44 m³/h", "2,5 L/s", "120 kWh/dia": a figure, its unit and the span it is per. */
const RATE = /(\d[\d.]*(?:,\d+)?)\s*(m³|L|kWh|km)\/(h|min|s|dia)\b/gu;
/** "24 horas", "3 dias", "90 minutos": a span of time counted. */
const SPAN = /(\d[\d.]*(?:,\d+)?)\s+(horas?|dias?|minutos?|segundos?)\b/giu;
const SPAN_OF: Record<string, string> = {
  h: "h",
  hora: "h",
  horas: "h",
  min: "min",
  minuto: "min",
  minutos: "min",
  s: "s",
  segundo: "s",
  segundos: "s",
  dia: "dia",
  dias: "dia",
};
