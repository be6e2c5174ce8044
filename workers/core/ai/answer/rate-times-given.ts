import { formatQuantity, parseQuantity } from "#core/documents/tables.ts";
import type { PromptPassage } from "#core/chat/agent-context.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { unitsOf } from "./passage-units.ts";

/**
 * A rate the reply states per a unit of measure ("custo de lavagem (R$/m): 8,20", "a 0,25 m/s") and a quantity
 * the question gives in one of its two units: "quanto sai lavar 1.500 m de rede?" is the quantity times the rate
 * (R$ 12.300,00 at R$ 8,20/m); "que tempo o caminhão leva para cobrir 300 m?" is the quantity over the rate, in the rate's
 * unit of time (1.200 s at 0,25 m/s). A rate written in words ("R$ 9,50 por dia de atraso") counts too, and a limit its
 * clause sets ("limitado a R$ 95,00") bounds the product. The rate is read from the reply found, else from the last
 * reply when the question leans on it ("nessa velocidade"), else from the documents' sentence that states a rate per
 * the quantity's unit and shares the most of the question's words ("pelo preço de referência"); only from the last reply for
 * "E se passar 14 dias?" right after such a product. The quantity may be the one the last reply stated, when the
 * question points back to it ("esse volume", "quanto isso vale"). Null when the question gives no quantity in either unit, asks no amount, the reply
 * found is already computed, or the text states no single rate.
 */
export function rateTimesGiven(
  question: string,
  found: string,
  previous?: string,
  passages: PromptPassage[] = [],
): string | null {
  const folded = foldAccents(question.toLowerCase());
  // "E se passar 14 dias?" right after a rate was applied to a quantity: the same rate, the new quantity.
  const whatIf = WHAT_IF.test(folded) && /\d\s×\s/u.test(previous ?? "");
  if (!AMOUNT_ASKED.test(folded) && !whatIf) return null;
  // A reply already computed ("O total seria …: 6 × R$ 1.850,00") is not computed again.
  if (!whatIf && /[=×÷]/u.test(found)) return null;
  // "E esse volume, ao custo de produção, dá quanto?": the quantity the last reply stated, in its first sentence.
  const given = quantitiesIn(question);
  const pointsBack = given.length === 0 && POINTS_BACK.test(folded) && previous !== undefined;
  if (pointsBack) given.push(...quantitiesIn(previous.split(/(?<=[.!?])\s+|\n/u)[0] ?? ""));
  if (given.length === 0) return null;
  const sources = whatIf ? [previous ?? ""] : [found, previous ?? ""];
  // "E quanto isso vale pelo preço de referência?" after a reply that gave a volume: the reply found may be that volume's row
  // again (the conversation's words lead to it); the rate is then in the sentence the question names by its words.
  if (!whatIf) sources.push(namedRateSentence(question, given, passages));
  for (const source of sources) {
    const stated = ratesIn(source);
    // A rate written twice (the computed line and the sentence it quotes) is one rate.
    const rates = stated.filter(
      (rate, i) => stated.findIndex((other) => other.value === rate.value && other.per === rate.per) === i,
    );
    // Two rates in one reply ("R$/m" and "m/dia") leave which one to apply to the reader, unless only one is per a
    // unit the question gives ("12 dias" beside "R$ 40,00 por dia" and "R$ 9,10 por m³").
    // (A rate of the given unit per another, "m/dia", could be divided into it instead: that leaves it open too.)
    const applicable = rates.filter((rate) =>
      given.some((quantity) => quantity.unit === rate.per || quantity.unit === rate.of),
    );
    const rate = rates.length === 1 ? rates[0] : applicable.length === 1 ? applicable[0] : undefined;
    if (!rate) continue;
    const times = given.find((quantity) => quantity.unit === rate.per);
    const over = given.find((quantity) => quantity.unit === rate.of);
    const cites = /\[\d+\]/.exec(source.slice(rate.index))?.[0] ?? "";
    const shown = source === found ? found : "";
    if (times && !over) {
      const value = times.value * rate.value;
      const amount = rate.of === "R$" ? formatQuantity(value, "money") : `${formatQuantity(value, null)} ${rate.of}`;
      const shownRate = rate.of === "R$" ? `R$ ${rate.written}/${rate.per}` : `${rate.written} ${rate.of}/${rate.per}`;
      // A ceiling the clause sets ("limitado a R$ 95,00") bounds the product.
      // Wherever the rate is written: the computed line of a last reply quotes no clause, its sentence does.
      const cap =
        rate.of === "R$"
          ? (stated
              .filter((other) => other.value === rate.value && other.per === rate.per)
              .map((other) => capAfter(source, other))
              .find((found) => found !== null) ?? null)
          : null;
      if (cap && value > cap.value)
        return joined(
          `São R$ ${cap.written}, o limite: ${times.written} × ${shownRate} dariam ${amount}, limitado a R$ ${cap.written} ${cites}.`,
          shown,
        );
      const per = times.period ? ` por ${times.period}` : "";
      return joined(`São ${amount}${per}: ${times.written} × ${shownRate} ${cites}.`, shown);
    }
    if (over && !times && TIME_UNITS.has(rate.per) && TIME_ASKED.test(folded)) {
      const value = over.value / rate.value;
      const span = `${formatQuantity(value, null)} ${rate.per}${longer(value, rate.per)}`;
      return joined(`São ${span}: ${over.written} ÷ ${rate.written} ${rate.of}/${rate.per} ${cites}.`, shown);
    }
  }
  return null;
}

/**
 * The sentence of the passages that states a rate per the unit of a given quantity and shares the most of the
 * question's words (at least two), with its citation; "" when none does.
 */
function namedRateSentence(question: string, given: Given[], passages: PromptPassage[]): string {
  const asked = new Set(analyze(question));
  let best = "";
  let bestShared = RATE_WORDS_SHARED - 1;
  for (const unit of unitsOf(passages)) {
    if (unit.kind !== "sentence" && unit.kind !== "item") continue;
    if (!ratesIn(unit.text).some((rate) => given.some((quantity) => quantity.unit === rate.per))) continue;
    const shared = new Set(analyze(unit.text).filter((stem) => asked.has(stem))).size;
    if (shared > bestShared) {
      bestShared = shared;
      best = `${unit.text} [${unit.passage.n}]`;
    }
  }
  return best;
}

/** How many of the question's words a sentence must share to be the one whose rate it names. */
const RATE_WORDS_SHARED = 2;

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

/**
 * A demonstrative before a noun ("esse volume", "essas horas") or a pronoun standing for it ("quanto isso custa",
 * "quanto eles rendem"): the quantity the conversation has just stated. Read only when a rate per that quantity's unit
 * is found ("isso" alone may otherwise be a cause or a state).
 */
const POINTS_BACK = /\b(?:ess[ea]s?|est[ea]s?)\s+\p{L}{3,}|\b(?:isso|isto|el[ea]s?)\b/u;

/** "E se fossem …", "e caso …", "e para …": the same question under another quantity. */
const WHAT_IF = /^\s*e\s+(?:se|para|com|caso)\b/u;
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

export function unitOf(written: string): string | null {
  const word = written.toLowerCase();
  return UNIT_WORDS.find(([pattern]) => pattern.test(word))?.[1] ?? null;
}

export interface Given {
  value: number;
  unit: string;
  written: string;
  /** The time it is counted per ("ano" in "3.794.000 m³/ano"), which the product keeps. */
  period?: string;
}

const FIGURE = String.raw`\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?`;

/** "1.500 m", "300 metros", "3 dias": a figure and the unit written right after it (a rate's "m/s" is none). */
export function quantitiesIn(question: string): Given[] {
  const out: Given[] = [];
  // "3.794.000 m³/ano": a volume a year is still in m³; a rate per m³ applied to it gives an amount a year.
  const pattern = new RegExp(
    `(?<![\\p{L}\\d.,/])(${FIGURE})\\s*(metros? (?:quadrados?|c[úu]bicos?)|[\\p{L}²³]+)(?:/(ano|m[eê]s|dia)\\b)?(?![\\p{L}²³/])`,
    "gu",
  );
  for (const [, figure = "", word = "", period] of question.matchAll(pattern)) {
    const unit = unitOf(word);
    const value = parseQuantity(figure)?.value;
    // "4 dias", not "4 dia": a unit of time is a word, said in the plural.
    const said = unit === "dia" && value !== 1 ? "dias" : unit;
    if (unit && value !== undefined)
      out.push({
        value,
        unit,
        written: `${figure} ${said}${period ? `/${period}` : ""}`,
        ...(period ? { period } : {}),
      });
  }
  return out;
}

export interface Rate {
  value: number;
  written: string;
  /** The unit of what is counted per the other: "R$", "m". */
  of: string;
  /** The unit it is counted per: "m", "s", "dia". */
  per: string;
  index: number;
}

/** "(R$/m): 8,20" as a table's cell writes it, and "0,25 m/s", "R$ 8,20/m" as a sentence does. */
export function ratesIn(text: string): Rate[] {
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
  // "R$ 9,50 por dia de atraso", "R$ 3,10 por metro cúbico": an amount per a unit, in words.
  for (const match of text.matchAll(WORDED)) {
    const value = parseQuantity(match[1] ?? "")?.value;
    const per = unitOf(match[2] ?? "");
    if (value && per) rates.push({ value, written: match[1] ?? "", of: "R$", per, index: match.index ?? 0 });
  }
  return rates;
}

const WORDED = new RegExp(
  String.raw`R\$\s*(${FIGURE})\s+(?:por|a cada|ao)\s+(metros? (?:quadrados?|c[úu]bicos?)|dias?|horas?|minutos?|metros?|quil[ôo]metros?|toneladas?|litros?|m³|m²|km)(?![\p{L}\d²³])`,
  "giu",
);

/** "…, limitado a R$ 95,00": the ceiling the rate's own clause sets on what it adds up to. */
function capAfter(source: string, rate: Rate): { value: number; written: string } | null {
  const clause = source.slice(rate.index).split(/[.;](?:\s|$)|\n/u)[0] ?? "";
  const found = new RegExp(String.raw`\blimitad[oa]s?\s+a\s+R\$\s*(${FIGURE})`, "iu").exec(clause);
  const value = found?.[1] ? parseQuantity(found[1])?.value : undefined;
  return found?.[1] && value ? { value, written: found[1] } : null;
}
