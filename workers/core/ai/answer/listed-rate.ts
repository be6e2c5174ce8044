import type { PromptPassage } from "#core/chat/agent-context.ts";
import { formatQuantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { countWord } from "./number-words.ts";
import { unitsOf } from "./passage-units.ts";
import { type Given, quantitiesIn, type Rate, ratesIn, unitOf } from "./rate-times-given.ts";
import { isFraming } from "./unit-ranking.ts";

/**
 * "Quantos litros as duas bombas gastam em 6 horas?" over "consumo de 18 L/h na bomba de 40 cv e 11 L/h nas de 25 cv":
 * the rate the documents state of the unit asked per the unit given, of the item the question names when a sentence
 * lists one rate per item, times the quantity given and the count of the things the question gives. Null unless the
 * question asks a quantity in a unit (litros, m³, reais) and gives one in another, and one rate of the two is stated
 * or named.
 */
export function listedRate(question: string, passages: PromptPassage[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  const of = askedUnit(folded);
  if (!of) return null;
  const given = quantitiesIn(question).filter((quantity) => quantity.unit !== of);
  if (given.length !== 1) return null;
  const [quantity] = given as [Given];
  const stated = unitsOf(passages).flatMap((unit) =>
    ratesIn(unit.text)
      .filter((rate) => rate.of === of && rate.per === quantity.unit)
      .map((rate) => ({ rate, unit, item: itemAfter(unit.text, rate) })),
  );
  const distinct = stated.filter(
    (one, i) => stated.findIndex((other) => other.rate.value === one.rate.value && other.item === one.item) === i,
  );
  if (distinct.length === 0) return null;
  const asked = new Set(analyze(folded));
  const tokensOf = (item: string) => [
    ...(foldAccents(item.toLowerCase()).match(/\d+(?:[.,]\d+)?\s*\p{L}+/gu) ?? []).map((token) =>
      token.replace(/\s+/g, " "),
    ),
    ...analyze(item).filter((stem) => !isFraming(stem) && !/^\d/.test(stem)),
  ];
  const spaced = folded.replace(/(\d)(\p{L})/gu, "$1 $2");
  // A figure the item writes ("260 kVA") names it before a word does: a list that drops its noun after the first item
  // ("no gerador de 500 kVA, … nos de 260 kVA") leaves the noun to the first alone.
  const namedBy = (tokens: string[], others: string[][]) =>
    tokens
      .filter((token) => !others.some((other) => other.includes(token)))
      .reduce((score, token) => {
        if (/\d/.test(token)) return score + (spaced.includes(token) ? FIGURE_WEIGHT : 0);
        return score + (asked.has(token) ? 1 : 0);
      }, 0);
  const tokens = distinct.map((one) => tokensOf(one.item));
  const scores = tokens.map((own, i) =>
    namedBy(
      own,
      tokens.filter((_, o) => o !== i),
    ),
  );
  const best = Math.max(...scores);
  const chosen =
    distinct.length === 1
      ? distinct[0]
      : best > 0 && scores.filter((s) => s === best).length === 1
        ? distinct[scores.indexOf(best)]
        : undefined;
  if (!chosen) return null;
  const count = thingsCounted(folded, quantity, chosen.unit.text);
  const value = (count ?? 1) * quantity.value * chosen.rate.value;
  const amount = of === "R$" ? formatQuantity(value, "money") : `${formatQuantity(value, null)} ${of}`;
  const rate =
    of === "R$" ? `R$ ${chosen.rate.written}/${chosen.rate.per}` : `${chosen.rate.written} ${of}/${chosen.rate.per}`;
  const terms = [count ? `${count}` : null, quantity.written, rate].filter(Boolean).join(" × ");
  return `São ${amount}: ${terms} [${chosen.unit.passage.n}].`;
}

/** A figure's weight against a word's in naming an item: more than any count of words an item writes. */
const FIGURE_WEIGHT = 100;

/** The unit of what is asked: "quantos litros", "quantos m³", else an amount of money ("quanto custa", "quanto se paga"). */
function askedUnit(folded: string): string | null {
  const counted = /\bquant[oa]s\s+(litros?|l|metros? cubicos?|m³|m3|toneladas?|t|quilometros?|km)\b/u.exec(folded);
  if (counted) return unitOf(counted[1] ?? "");
  return MONEY_ASKED.test(folded) ? "R$" : null;
}

const MONEY_ASKED =
  /\bquanto\s+(?:\p{L}+\s+)?(?:custa|custam|custaria|custariam|custara|custarao|sai|sairia|saem|paga|pagaria|pagara|gasta|gastaria)\b|\bem reais\b/u;

/** The item a rate is stated for, written right after it: "44 L/h nos de 260 kVA, …" → "nos de 260 kVA". */
function itemAfter(text: string, rate: Rate): string {
  const rest = text.slice(rate.index).replace(/^[^/]*\/\s*\p{L}+/u, "");
  const item = /^\s*((?:n[oa]s?|para|em|d[oa]s?)\s[^,;.]*?)(?=\s*(?:[,;.]|\s+e\s+(?:R\$\s*)?\d|$))/u.exec(rest);
  return item?.[1]?.trim() ?? "";
}

/**
 * "as duas bombas", "3 geradores": a count the question gives of a thing the rate's sentence names, not the quantity
 * the rate applies to. Null when it gives none.
 */
function thingsCounted(folded: string, quantity: Given, sentence: string): number | null {
  const named = new Set(analyze(sentence));
  const foldedSentence = foldAccents(sentence.toLowerCase());
  for (const match of folded.matchAll(/(?<![\d.,\p{L}])(\d{1,3}|\p{L}+)\s+(?=(\p{L}{3,}))/gu)) {
    const written = match[1] ?? "";
    const value = /^\d/.test(written) ? Number(written) : countWord(written);
    if (value === null || value < 2 || unitOf(match[2] ?? "")) continue;
    if (quantity.written.startsWith(written)) continue;
    // "260 kVA" as the sentence writes it is the thing's name, not a count of it.
    if (/^\d/.test(written) && foldedSentence.includes(`${written} ${match[2]}`)) continue;
    const [stem] = analyze(match[2] ?? "");
    if (stem && named.has(stem)) return value;
  }
  return null;
}
