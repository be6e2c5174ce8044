import { formatQuantity, parseQuantity, type Quantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import type { PromptPassage } from "#core/chat/agent-context.ts";
import { capitalised } from "./agreement.ts";
import { type Unit, unitsOf } from "./passage-units.ts";
import { PERCENT_ASKED } from "./question-shape.ts";
import { isFraming } from "./unit-ranking.ts";

/** One item of a list written name first: "sulfato de alumínio a R$ 1,85/kg" → its name and its figure. */
interface ListedItem {
  name: string;
  figure: Quantity;
  /** The item's figure as written, with the unit after it ("R$ 1,85/kg"). */
  written: string;
  stems: string[];
}

/**
 * "Quantos por cento o X custa a mais que o Y?" over a sentence that lists things with their figures, name first ("X a
 * R$ 3,40/kg, Y a R$ 1,85/kg e Z a R$ 2,60/kg"): the two items the question names set against each other, the one
 * named second being the base of a percentage; without a percentage, the difference between the two. Null unless one
 * sentence lists both and the question names exactly two of its items.
 */
export function listedPairAnswer(question: string, passages: PromptPassage[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!SET_AGAINST.test(folded)) return null;
  const asked = new Set(analyze(question));
  for (const unit of unitsOf(passages)) {
    if (unit.kind !== "sentence") continue;
    const items = itemsListed(unit.text);
    if (items.length < 2) continue;
    const named = items
      .filter((item) => item.stems.length > 0 && item.stems.every((stem) => asked.has(stem)))
      .map((item) => ({ item, at: firstMention(folded, item, items) }))
      .sort((a, b) => a.at - b.at)
      .map(({ item }) => item);
    if (named.length !== 2) continue;
    const [first, second] = named as [ListedItem, ListedItem];
    if (first.figure.unit !== second.figure.unit || second.figure.value === 0) continue;
    return PERCENT_ASKED.test(folded) ? relative(first, second, unit) : difference(first, second, unit);
  }
  return null;
}

/** Words that set one thing against another: "a mais que", "a menos que", "supera", "a diferença entre". */
const SET_AGAINST =
  /\b(?:a mais (?:que|do que)|a menos (?:que|do que)|supera[mr]?|superou|excede[mr]?|excedeu|diferenca entre|mais car[oa]s? (?:que|do que)|mais barat[oa]s? (?:que|do que))\b/;

/** A list's items, name first and figure after: split at commas, semicolons and the last "e" of the list. */
function itemsListed(sentence: string): ListedItem[] {
  // A lead-in before a colon says what is listed ("Os preços usados foram: …"); the items follow it.
  const listed = sentence.includes(":") ? sentence.slice(sentence.lastIndexOf(":") + 1) : sentence;
  const items: ListedItem[] = [];
  for (const piece of listed.split(/;\s*|,\s+|\s+e\s+(?=\p{L})/u)) {
    const match = ITEM.exec(piece.trim().replace(/[.;]$/u, ""));
    if (!match?.groups) continue;
    const quantity = parseQuantity(match.groups.figure ?? "");
    if (!quantity) continue;
    const name = (match.groups.name ?? "").replace(/^(?:o|a|os|as)\s+/iu, "").trim();
    const stems = analyze(name).filter((stem) => !isFraming(stem) && !/^\d/.test(stem));
    items.push({ name, figure: quantity, written: `${match.groups.figure}${match.groups.per ?? ""}`.trim(), stems });
  }
  // A list holds things of one kind: one unit for all, else it is no list of figures.
  const unit = items[0]?.figure.unit;
  return items.every((item) => item.figure.unit === unit) ? items : [];
}

/** "nome a R$ 3,40/kg", "nome: 12", "nome com 45%": a name of a few words, a joining word, one figure, its unit. */
const ITEM =
  /^(?<name>\p{L}[\p{L}\s-]{0,48}?)\s*(?:\s(?:a|de|com|em)\s|:\s*|\s—\s|\s)\s*(?<figure>(?:R\$\s*)?\d[\d.]*(?:,\d+)?(?:\s*%)?)(?<per>\s*\/\s*\p{L}+|\s+\p{L}{1,6})?$/u;

/** Where the question names the item: by a word of its own ("urgente" of "religação urgente"), not one all share. */
function firstMention(folded: string, item: ListedItem, items: ListedItem[]): number {
  const words = folded.match(/\p{L}+/gu) ?? [];
  const own = item.stems.filter((stem) => !items.some((other) => other !== item && other.stems.includes(stem)));
  const telling = own.length > 0 ? own : item.stems;
  const at = words.findIndex((word) => telling.includes(analyze(word)[0] ?? ""));
  return at < 0 ? Number.POSITIVE_INFINITY : at;
}

function relative(first: ListedItem, second: ListedItem, unit: Unit): string {
  const change = ((first.figure.value - second.figure.value) / second.figure.value) * 100;
  const shown = formatQuantity(Math.abs(change), "percent");
  const plain = (item: ListedItem) => formatQuantity(item.figure.value, item.figure.unit);
  return `${capitalised(first.name)} (${first.written}) está ${shown} ${change < 0 ? "abaixo" : "acima"} de ${second.name} (${second.written}): (${plain(first)} − ${plain(second)}) ÷ ${plain(second)} = ${change < 0 ? "−" : ""}${shown} [${unit.passage.n}].`;
}

function difference(first: ListedItem, second: ListedItem, unit: Unit): string {
  const [high, low] = first.figure.value >= second.figure.value ? [first, second] : [second, first];
  const delta = high.figure.value - low.figure.value;
  const { unit: kind } = high.figure;
  const plain = (value: number) => formatQuantity(value, kind);
  // Two percentages differ by points, not by a percentage of either.
  const shown = kind === "percent" ? `${formatQuantity(delta, "number")} pontos percentuais` : plain(delta);
  return `A diferença entre ${high.name} (${high.written}) e ${low.name} (${low.written}) é de ${shown}: ${plain(high.figure.value)} − ${plain(low.figure.value)} = ${plain(delta)} [${unit.passage.n}].`;
}
