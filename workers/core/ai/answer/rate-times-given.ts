import { formatQuantity, parseQuantity } from "#core/documents/tables.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";

/**
 * A rate the reply states per a unit of measure ("custo de lavagem (R$/m): 8,20", "a 0,25 m/s") and a quantity
 * the question gives in one of its two units: "quanto sai lavar 1.500 m de rede?" is the quantity times the rate
 * (R$ 12.300,00 at R$ 8,20/m); "que tempo o caminhão leva para cobrir 300 m?" is the quantity over the rate, in the rate's
 * unit of time (1.200 s at 0,25 m/s). The rate is read from the reply found, else from the last reply when the
 * question leans on it ("nessa velocidade"). Null when the question gives no quantity in either unit, asks no amount,
 * or the text states no single rate.
 */
export function rateTimesGiven(question: string, found: string, previous?: string): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!AMOUNT_ASKED.test(folded)) return null;
  const given = quantitiesIn(question);
  if (given.length === 0) return null;
  for (const source of [found, previous ?? ""]) {
    const rates = ratesIn(source);
    // Two rates in one reply ("R$/m" and "m/dia") leave which one to apply to the reader.
    if (rates.length !== 1 || !rates[0]) continue;
    const rate = rates[0];
    const times = given.find((quantity) => quantity.unit === rate.per);
    const over = given.find((quantity) => quantity.unit === rate.of);
    const cites = /\[\d+\]/.exec(source.slice(rate.index))?.[0] ?? "";
    const shown = source === found ? found : "";
    if (times && !over) {
      const value = times.value * rate.value;
      const amount = rate.of === "R$" ? formatQuantity(value, "money") : `${formatQuantity(value, null)} ${rate.of}`;
      const written = rate.of === "R$" ? `R$ ${rate.written}/${rate.per}` : `${rate.written} ${rate.of}/${rate.per}`;
      return joined(`São ${amount}: ${times.written} × ${written} ${cites}.`, shown);
    }
    if (over && !times && TIME_UNITS.has(rate.per) && TIME_ASKED.test(folded)) {
      const value = over.value / rate.value;
      const span = `${formatQuantity(value, null)} ${rate.per}${longer(value, rate.per)}`;
      return joined(`São ${span}: ${over.written} ÷ ${rate.written} ${rate.of}/${rate.per} ${cites}.`, shown);
    }
  }
  return null;
}

function joined(computed: string, reply: string): string {
  return reply ? `${computed.replace(/\s+\./, ".")}\n\n${reply}` : computed.replace(/\s+\./, ".");
}

/** "800 s" is also "13 min 20 s"; "90 min", "1 h 30 min": a span of seconds or minutes past the next unit. */
function longer(value: number, unit: string): string {
  if (!Number.isInteger(value)) return "";
  if (unit === "s" && value >= 60) return ` (${Math.floor(value / 60)} min${value % 60 ? ` ${value % 60} s` : ""})`;
  if (unit === "min" && value >= 60) return ` (${Math.floor(value / 60)} h${value % 60 ? ` ${value % 60} min` : ""})`;
  return "";
}

const AMOUNT_ASKED = /\bquant[oa]s?\b|\bqual (?:e |seria |sera |foi )?(?:o |a )?(?:custo|valor|tempo|prazo|total)\b/u;
/** "Quanto tempo", "em quantos dias", "quantas horas": the span asked, for a quantity over a rate per time. */
const TIME_ASKED = /\bquanto tempo\b|\bquant[oa]s\s+(?:dias|horas|minutos|segundos|semanas|meses)\b/u;
const TIME_UNITS = new Set(["s", "min", "h", "dia"]);

/** The units written after a figure, each read as one symbol. */
const UNIT_WORDS: [RegExp, string][] = [
  [/^(?:m²|m2|metros? quadrados?)$/u, "m²"],
  [/^(?:m³|m3|metros? c[uú]bicos?)$/u, "m³"],
  [/^(?:km|quil[oô]metros?)$/u, "km"],
  [/^(?:m|metros?)$/u, "m"],
  [/^(?:l|litros?)$/u, "L"],
  [/^(?:t|toneladas?)$/u, "t"],
  [/^(?:s|seg|segundos?)$/u, "s"],
  [/^(?:min|minutos?)$/u, "min"],
  [/^(?:h|horas?)$/u, "h"],
  [/^(?:dias?)$/u, "dia"],
];

function unitOf(written: string): string | null {
  const word = written.toLowerCase();
  return UNIT_WORDS.find(([pattern]) => pattern.test(word))?.[1] ?? null;
}

interface Given {
  value: number;
  unit: string;
  written: string;
}

const FIGURE = String.raw`\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?`;

/** "1.500 m", "300 metros", "3 dias": a figure and the unit written right after it (a rate's "m/s" is none). */
function quantitiesIn(question: string): Given[] {
  const out: Given[] = [];
  const pattern = new RegExp(
    `(?<![\\p{L}\\d.,/])(${FIGURE})\\s*(metros? (?:quadrados?|c[úu]bicos?)|[\\p{L}²³]+)(?![\\p{L}²³/])`,
    "gu",
  );
  for (const [, figure = "", word = ""] of question.matchAll(pattern)) {
    const unit = unitOf(word);
    const value = parseQuantity(figure)?.value;
    if (unit && value !== undefined) out.push({ value, unit, written: `${figure} ${unit}` });
  }
  return out;
}

interface Rate {
  value: number;
  written: string;
  /** The unit of what is counted per the other: "R$", "m". */
  of: string;
  /** The unit it is counted per: "m", "s", "dia". */
  per: string;
  index: number;
}

/** "(R$/m): 8,20" as a table's cell writes it, and "0,25 m/s", "R$ 8,20/m" as a sentence does. */
function ratesIn(text: string): Rate[] {
  const rates: Rate[] = [];
  const symbol = String.raw`R\$|m²|m³|km|m|L|t`;
  const per = String.raw`m²|m³|km|m|L|t|s|min|h|dia`;
  const cell = new RegExp(`\\((${symbol})\\s*/\\s*(${per})\\)\\s*:\\s*(${FIGURE})(?![\\d.,]*\\d)`, "gu");
  const inline = new RegExp(`(R\\$\\s*)?(${FIGURE})\\s*(${symbol})?\\s*/\\s*(${per})(?![\\p{L}\\d])`, "gu");
  for (const match of text.matchAll(cell)) {
    const value = parseQuantity(match[3] ?? "")?.value;
    if (value && match[1] && match[2])
      rates.push({ value, written: match[3] ?? "", of: match[1], per: match[2], index: match.index ?? 0 });
  }
  for (const match of text.matchAll(inline)) {
    const of = match[1] ? "R$" : match[3];
    const value = parseQuantity(match[2] ?? "")?.value;
    if (value && of && match[4] && !(match[1] && match[3]))
      rates.push({ value, written: match[2] ?? "", of, per: match[4], index: match.index ?? 0 });
  }
  return rates;
}
