import { formatQuantity } from "#core/documents/tables.ts";
import { capitalised } from "./agreement.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { type FoundFigure, figuresIn } from "./calculate.ts";
import { countWord } from "./number-words.ts";
import { listsIn, type Unit } from "./passage-units.ts";
import { operationIn, SHARE_ASKED } from "./question-shape.ts";
import { isFraming, type RankedUnit } from "./unit-ranking.ts";

/** One item of an enumeration: a figure and the words after it up to the next comma, "e" or the sentence's end. */
const ITEM = String.raw`(?:R\$\s*)?\d[\d.]*(?:,\d+)?\s+[\p{L}][\p{L}\s-]*?`;
/** Two or more items joined by commas and a last "e": "12 motoristas, 30 ajudantes de carga e 8 mecânicos". */
const ENUMERATION = new RegExp(`${ITEM}(?:,\\s+${ITEM})*\\s+e\\s+${ITEM}(?=\\s*(?:[.;:]|$))`, "gu");
/** An enumeration's items as written: "12 motoristas", "30 ajudantes de carga", "8 mecânicos". */
const itemsOf = (enumeration: string) => enumeration.split(/,\s+|\s+e\s+(?=(?:R\$\s*)?\d)/u).map((item) => item.trim());

/** "os três grupos", "os 4 lotes": how many things the question adds up, when it says. */
const COUNTED =
  /\b(?:as|os|d[ao]s|nas|nos)\s+(\d{1,2}|duas|dois|tres|quatro|cinco|seis|sete|oito|nove|dez)\s+\p{L}{3,}/u;

/**
 * "Somando os três grupos, quantas pessoas serão treinadas?" over "Público previsto: 12 motoristas, 30 ajudantes e 8
 * mecânicos.": the figures one sentence enumerates, counts of one kind (no percentage, no money mixed in),
 * added up. The question must ask a sum; when it says how many things it adds, the enumeration must have that many.
 * Null when none of the best passages enumerates so.
 */
export function enumeratedSum(question: string, ranked: RankedUnit[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (operationIn(folded) !== "sum" || !/\bquant[oa]s\b/.test(folded)) return null;
  const said = COUNTED.exec(folded)?.[1];
  const count = said === undefined ? null : (countWord(said) ?? Number(said));
  // A count said ("os três grupos") is evidence enough to look further down: an enumeration of that many, in a
  // passage whose sentence or heading shares a word with the question.
  const wanted = new Set(analyze(question).filter((stem) => !isFraming(stem)));
  const reach = count === null ? REACH : COUNTED_REACH;
  for (const { unit } of ranked.slice(0, reach)) {
    const shares = analyze(`${unit.text} ${unit.passage.location ?? ""}`).some((stem) => wanted.has(stem));
    if (count !== null && !shares) continue;
    for (const match of unit.text.matchAll(ENUMERATION)) {
      const figures = figuresIn(match[0]);
      if (figures.length < 2 || (count !== null && figures.length !== count)) continue;
      if (figures.some((figure) => figure.unit !== "number")) continue;
      const total = figures.reduce((sum, figure) => sum + figure.value, 0);
      const items = itemsOf(match[0]);
      if (items.length !== figures.length) continue;
      const written = formatQuantity(total, "number");
      return `São ${written} no total: ${items.join(" + ")} = ${written} [${unit.passage.n}].`;
    }
  }
  return null;
}

/**
 * "E os mecânicos, são quantos por cento?" over "12 motoristas, 30 ajudantes e 8 mecânicos": one item of
 * an enumeration of counts, the one whose words the question names, as a share of the items' total. Null when the
 * question asks no share or none of the best passages enumerates an item it names.
 */
export function enumeratedShare(question: string, ranked: RankedUnit[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!SHARE_ASKED.test(folded)) return null;
  const wanted = new Set(analyze(question).filter((stem) => !isFraming(stem)));
  for (const { unit } of ranked.slice(0, REACH)) {
    for (const match of unit.text.matchAll(ENUMERATION)) {
      const figures = figuresIn(match[0]);
      const items = itemsOf(match[0]);
      if (figures.length < 2 || items.length !== figures.length || figures.some((f) => f.unit !== "number")) continue;
      // The item named whole: every content word after its figure is a word of the question.
      const named = items.flatMap((item, i) => {
        const words = analyze(item.replace(/^\S+\s+/u, "")).filter((stem) => !isFraming(stem));
        return words.length > 0 && words.every((stem) => wanted.has(stem)) ? [i] : [];
      });
      if (named.length !== 1) continue;
      const at = named[0] as number;
      const part = figures[at]?.value ?? 0;
      const total = figures.reduce((sum, figure) => sum + figure.value, 0);
      if (total === 0) continue;
      const share = formatQuantity(Math.round((part / total) * 1000) / 10, "percent");
      const whole = formatQuantity(total, "number");
      return `${capitalised(items[at] ?? "")} são ${share} do total de ${whole}: ${formatQuantity(part, "number")} ÷ ${whole} (${items.join(" + ")} = ${whole}) [${unit.passage.n}].`;
    }
  }
  return null;
}

/** How many of the best answers may hold the enumeration; and with the count of its items said. */
const REACH = 3;
const COUNTED_REACH = 20;

/**
 * "Os valores de referência, somados, dão quanto?" over a sentence that opens a list ("Os valores de referência
 * foram definidos em 02/03/2026:") and items that each write one figure after their label ("- Bomba (B-01): R$
 * 12.000,00."): the items' figures added up. The sentence must hold two of the question's words, and the items'
 * figures be of one kind. Of several such lists, the one whose sentence holds most of the question's words.
 */
export function listedSum(question: string, units: Unit[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (operationIn(folded) !== "sum") return null;
  const wanted = new Set(analyze(question).filter((stem) => !isFraming(stem)));
  let best: { text: string; score: number } | null = null;
  for (const items of listsIn(units).filter((items) => items.length >= 2)) {
    const first = items[0] as Unit;
    const opening = units.find(
      (unit) => unit.order === first.order - 1 && unit.passage === first.passage && unit.kind === "sentence",
    );
    if (!opening || !/:\s*$/u.test(opening.text)) continue;
    const score = new Set(analyze(opening.text).filter((stem) => wanted.has(stem))).size;
    if (score < MIN_OPENING_WORDS || (best && score <= best.score)) continue;
    const figures = items.map((item) => {
      const colon = item.text.indexOf(":");
      const found = colon < 0 ? [] : figuresIn(item.text.slice(colon + 1));
      return found.length === 1 ? { label: item.text.slice(0, colon).trim(), figure: found[0] as FoundFigure } : null;
    });
    const read = figures.filter((item) => item !== null);
    if (read.length !== items.length || new Set(read.map(({ figure }) => figure.unit)).size !== 1) continue;
    const unit = read[0]?.figure.unit ?? "number";
    const total = formatQuantity(
      read.reduce((sum, { figure }) => sum + figure.value, 0),
      unit,
    );
    const parts = read.map(({ label, figure }) => `${formatQuantity(figure.value, unit)} (${label})`).join(" + ");
    best = { text: `São ${total} no total: ${parts} = ${total} [${first.passage.n}].`, score };
  }
  return best?.text ?? null;
}

/** The question's words the sentence opening a list must hold. */
const MIN_OPENING_WORDS = 2;
