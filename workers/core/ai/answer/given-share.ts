import { formatQuantity, parseQuantity, type Quantity } from "#core/documents/tables.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { answeredFigure } from "./answered-figure.ts";
import { escapeRegExp } from "./escape-regexp.ts";

/**
 * A share between a figure the question writes and one the documents give: "R$ 48.000 é quantos por cento do
 * orçamento do plano?", "Quanto dos 930 km é só o trecho norte, em porcentagem?" (the resolver writes the last answer's
 * figure in the question). The rest of the question, without the written figure and the words that ask a percentage,
 * is answered as a question of its own; its figure, of the same kind, is the other side. The part is the smaller
 * figure: a share of a whole is at most all of it. Not for a change ("cresceu quantos por cento"), which is growth's.
 */
/** The words that ask a share as a share: "quantos por cento", "que percentual", "em porcentagem", "que parte". */
export const SHARE_WORDS =
  /\b(?:em\s+)?(?:quantos por cento|quanto por cento|que percentual|qual (?:e )?o percentual|que porcentagem|qual (?:e )?a porcentagem|em porcentagem|em percentual|que parte|que fracao|que fatia|que parcela|que proporcao)\b/;
const CHANGE_WORDS =
  /\b(?:cresc\p{L}*|aument\p{L}*|reduz\p{L}*|reduc\p{L}*|cai[ru]?\p{L}*|caem|queda|supera\p{L}*|excede\p{L}*|varia\p{L}*|subi\p{L}*|sobe)\b/u;
/** A figure as a question writes it: an amount in reais, a number with thousands' dots, a number of two digits or more. */
// A code's digits ("TA-04", "PN 16") are part of a name, not an amount.
const WRITTEN_FIGURE =
  /R\$\s*\d[\d.]*(?:,\d+)?(?:\s*(?:milhões|milhoes|milhão|milhao|bilhões|bilhoes|bilhão|bilhao|mil)(?!\p{L}))?|(?<!\p{Lu}{2}\s?)(?<![\p{L}\d.,-])(?:\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d{2,}(?:,\d+)?)(?![\d-])/giu;

function writtenFigures(question: string): { text: string; quantity: Quantity }[] {
  return [...question.matchAll(WRITTEN_FIGURE)].flatMap((match) => {
    const text = match[0];
    const after = question.slice((match.index ?? 0) + text.length);
    // A percentage, a year or a date is no amount to take a share of.
    if (/^\s*(?:%|por cento)/u.test(after) || /^(?:1[5-9]|20)\d{2}$/.test(text) || /^\/\d/.test(after)) return [];
    const quantity = parseQuantity(text);
    return quantity && quantity.unit !== "percent" ? [{ text, quantity }] : [];
  });
}

/** The other side of the share: the figure the answer to the rest gives (./answered-figure.ts), read as a quantity. */
function answeredQuantity(answer: string): Quantity | null {
  const figure = answeredFigure(answer);
  return figure ? parseQuantity(figure) : null;
}

const sameKind = (a: Quantity, b: Quantity) => (a.unit === "money") === (b.unit === "money");

export function givenShare(
  question: string,
  answerRest: (rest: string, again: boolean) => string | null,
): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!SHARE_WORDS.test(folded) || CHANGE_WORDS.test(folded)) return null;
  const figures = writtenFigures(question);
  if (figures.length !== 1) return null;
  const given = figures[0] as { text: string; quantity: Quantity };
  // The rest: the figure and the words that ask a share out, "quanto" in their place when nothing else asks.
  // Read without accents ("fração" is "fracao" to the words above), each letter where the question wrote it.
  // What describes the written figure, up to its verb ("dos R$ 932.000 do total de custo é só…"), says it is the whole:
  // its "total" leaves with it, the noun stays to name the column of the part.
  const described = question.replace(
    new RegExp(`${escapeRegExp(given.text)}([^?]*?)(?=\\s(?:é|e|são|sao|foi|foram)\\s)`, "iu"),
    (_, words: string) =>
      words
        // Its unit ("10.600 m") goes with it.
        .replace(/^\s*\p{L}{1,3}[²³]?(?=\s|$)/u, " ")
        .replace(/\b(?:total|todo|toda|todos|todas|somad[oa]s?|junt[oa]s)\b/giu, " "),
  );
  // With no copula after it ("2.500 m equivalem a…"), the figure and its unit alone.
  const rest = foldAccents(
    described !== question
      ? described
      : question.replace(new RegExp(`${escapeRegExp(given.text)}(?:\\s*\\p{L}{1,3}[²³]?(?=\\s|$))?`, "u"), " "),
  )
    .replace(/\b(?:isso|isto)\b/giu, " ")
    // The verb of the share ("representa", "corresponde a") asks nothing of the documents.
    .replace(/\b(?:representa[mn]?|corresponde[mn]?|equivale[mn]?)(?:\s+(?:a|ao|à)\b)?/giu, " ")
    .replace(new RegExp(`(?:,\\s*)?${SHARE_WORDS.source}`, "giu"), " ")
    .replace(/\b(?:quanto|quanta|quantos|quantas)\s+(?:d[aeo]s?)\s+/giu, " ")
    .replace(/\s+([,?])/g, "$1")
    .replace(/\s{2,}/g, " ")
    .trim();
  const bare = rest.replace(/^(?:(?:e|é|são)\s+)+/iu, "");
  // "do total (da soma) de quilos comprados" asks a count of what its plural names: "Quantos quilos comprados no total?".
  const counted = /^(?:d[oa]s?\s+)?(?:total|soma)\s+d[eo]s?\s+(\p{L}+s\b[^?]*)\??$/iu.exec(bare)?.[1];
  const sub = counted ? `Quantos ${counted.trim()} no total?` : `Quanto é ${bare}`;
  const usable = (answer: string | null) => {
    const other = answer ? answeredQuantity(answer) : null;
    return answer &&
      other &&
      other.value !== 0 &&
      // A percentage is no whole to take a share of.
      other.unit !== "percent" &&
      sameKind(other, given.quantity) &&
      other.value !== given.quantity.value
      ? { answer, other }
      : null;
  };
  const found = usable(answerRest(sub, false)) ?? usable(answerRest(sub, true));
  if (!found) return null;
  const { answer, other } = found;
  const unit = given.quantity.unit === "money" ? "money" : other.unit;
  const [part, whole] = given.quantity.value <= other.value ? [given.quantity, other] : [other, given.quantity];
  const percent = formatQuantity(Math.round((part.value / whole.value) * 1000) / 10, "percent");
  const [a, b] = [formatQuantity(part.value, unit), formatQuantity(whole.value, unit)];
  return `${a} ${part.value === 1 ? "é" : "são"} ${percent} de ${b}: ${a} ÷ ${b} = ${percent}.\n\n${answer}`;
}
