import { CHANGE_WORD } from "./change-words.ts";
import { formatQuantity } from "#core/documents/tables.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { figuresIn } from "./calculate.ts";

/**
 * "Que percentual da água tratada foi entregue aos reservatórios?" answered with the two figures it relates ("Água
 * tratada …, 19.100 mil m³; Água entregue …, 16.235 mil m³"): no sentence or cell states the share, so it is the smaller figure over the
 * larger (a part of a whole is at most all of it), with its division, above the reply it was read from. Only when a
 * share is asked and no change ("cresceu quantos por cento" is growth's), the reply states no percentage, and it
 * gives exactly two figures of one kind. Null otherwise.
 */
export function shareOfTwo(question: string, found: string): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!SHARE_ASKED.test(folded) || CHANGE_OR_DIFFERENCE.test(folded)) return null;
  // "Em que porcentagem a vazão passa da capacidade?": by how much the larger exceeds the smaller, over the smaller.
  const excess = EXCESS_ASKED.test(folded);
  const two = twoFigures(found);
  if (!two) return null;
  const { part, whole, cites } = two;
  const share = excess
    ? formatQuantity(Math.round(((whole.value - part.value) / part.value) * 1000) / 10, "percent")
    : formatQuantity(Math.round((part.value / whole.value) * 1000) / 10, "percent");
  // Each figure as the reply writes it ("16.235 mil m³" stays "16.235 mil").
  const [x, y] = [part.text, whole.text];
  const lead = excess
    ? `${y} está ${share} acima de ${x}: (${y} − ${x}) ÷ ${x}`
    : `${x} são ${share} de ${y}: ${x} ÷ ${y}`;
  return `${lead}${cites ? ` ${cites}` : ""}.\n\n${found}`;
}

/** The two figures of one kind the reply gives, the smaller first; null unless exactly two, apart, and no percentage. */
function twoFigures(found: string) {
  const cited = found.replace(/\[\d+\]/g, " ");
  if (/%|\bpor cento\b/u.test(cited)) return null;
  const figures = figuresIn(cited);
  const [a, b] = figures;
  if (figures.length !== 2 || !a || !b || a.unit !== b.unit || a.unit === "percent") return null;
  const [part, whole] = a.value <= b.value ? [a, b] : [b, a];
  if (part.value <= 0 || part.value === whole.value) return null;
  return { part, whole, cites: [...new Set(found.match(/\[\d+\]/g) ?? [])].join("") };
}

/** A share by which one figure exceeds another: "passa", "excede", "ultrapassa", "supera". */
const EXCESS_ASKED =
  /\b(?:passa|passou|passam|passaram|excede|excedeu|excedem|ultrapassa|ultrapassou|supera|superou)\b/u;

/** A share asked as a share: "que percentual", "quantos por cento", "em porcentagem", "que proporção", "que fração". */
const SHARE_ASKED = /\b(?:percentual|porcentagem|por cento|proporcao|fracao|(?:que|qual) parte)\b/u;
/** A change asked in percent, which growth computes between two times. */
const CHANGE_OR_DIFFERENCE = new RegExp(String.raw`\b(?:${CHANGE_WORD}|acima|abaixo|a mais|a menos)\b`, "u");
