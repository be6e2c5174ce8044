import { formatQuantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { type FoundFigure, figuresIn, unitAfter } from "./calculate.ts";
import type { Unit } from "./passage-units.ts";
import { isFraming, type RankedUnit } from "./unit-ranking.ts";

/**
 * A sentence that sets a change "de A para B" ("reduzir as perdas de 38% para 33% até 2027", "elevar de 41% para
 * 75% a cobertura") states two values at once: where things stand (A) and where they are to be (B). Asked where things
 * stand ("hoje", "atualmente", "o valor atual"), the answer is A; asked how many percentage points the change is,
 * B − A. A plain question for the target is answered by the sentence itself, which states B. A list item states a
 * change as a sentence does, and a bound on its end ("para no máximo 8%") is still its end.
 */
export function fromToAnswer(question: string, ranked: RankedUnit[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  const asked = CURRENT_ASKED.test(folded) ? "current" : POINTS_ASKED.test(folded) ? "points" : null;
  if (!asked) return null;
  const words = analyze(folded.replace(everywhere(CURRENT_ASKED), " ").replace(everywhere(POINTS_ASKED), " ")).filter(
    (stem) => !isFraming(stem) && !/^\d/.test(stem) && !OPERATION.has(stem),
  );
  for (const { unit } of ranked.slice(0, REACH)) {
    // A list item states a change as a sentence does ("- perdas: de 27% para no máximo 8% em 2029;").
    if (unit.kind === "row") continue;
    const pairs = changesIn(unit.text);
    if (pairs.length === 0) continue;
    // The sentence speaks of what is asked: most of the question's own words, where the sentence stands included.
    const held = new Set(analyze(`${unit.passage.documentName} ${unit.heading ?? ""} ${unit.text}`));
    if (words.length > 0 && words.filter((stem) => held.has(stem)).length < COVERED * words.length) continue;
    const [from, to] = nearestAsked(unit.text, pairs, words);
    if (asked === "points" && from.unit !== "percent") continue;
    return asked === "current" ? current(from, to, unit) : points(from, to, unit);
  }
  return null;
}

/** How many of the best answers may hold the change (a follow-up's words rank it below the last answer's topic). */
const REACH = 40;
/** The share of the question's own words the sentence must hold (a near miss speaks of something else). */
const COVERED = 0.6;

/** Where things stand now: "hoje", "atualmente", "o valor atual", "a situação atual", "o ponto de partida". */
const CURRENT_ASKED = /\b(?:hoje|atualmente|agora|atua(?:l|is)|ponto de partida|linha de base|valor de partida)\b/;
/** A change asked in percentage points: "quantos pontos percentuais", "em quantos pontos". */
const POINTS_ASKED = /\bpontos?(?: percentua(?:l|is))?\b/;
/** A pattern's global form, to take every occurrence out (a global pattern's `test` would keep its place). */
const everywhere = (pattern: RegExp) => new RegExp(pattern.source, `${pattern.flags}g`);
const OPERATION = new Set(
  analyze("valor quanto quantos quantas qual quais aumento redução queda ganho diferença representa isso meta"),
);

/** "para B", "para cerca de B", "para no máximo B": the mark before a change's end (a bound on it is still its end). */
const TO_MARK = /\bpara\s+(?:cerca de\s+|até\s+|ate\s+|no máximo\s+|no mínimo\s+|pelo menos\s+)?$/iu;

/** The sentence's own changes "de A para B": two figures of one unit, A right after "de", B right after "para". */
function changesIn(text: string): [FoundFigure, FoundFigure][] {
  const figures = figuresIn(text);
  const pairs: [FoundFigure, FoundFigure][] = [];
  for (let j = 1; j < figures.length; j++) {
    const to = figures[j] as FoundFigure;
    if (!TO_MARK.test(text.slice(Math.max(0, to.index - 24), to.index))) continue;
    for (let i = j - 1; i >= 0; i--) {
      const from = figures[i] as FoundFigure;
      const between = text.slice(from.index + from.text.length, to.index);
      // One change at a time: a clause break or another "para" between them is another statement.
      if (
        /[;.]\s|\bpara\b(?!\s*(?:cerca de\s+|até\s+|ate\s+|no máximo\s+|no mínimo\s+|pelo menos\s+)?$)/iu.test(between)
      )
        break;
      if (from.unit !== to.unit) continue;
      if (/\bde\s+(?:cerca de\s+)?$/iu.test(text.slice(Math.max(0, from.index - 14), from.index))) {
        pairs.push([from, to]);
        break;
      }
    }
  }
  return pairs;
}

/**
 * Of a sentence's changes ("levar X de 41% para 92%, e reduzir de 18 para 5 dias o prazo Y"), the one whose stretch
 * of the sentence (from the end of the change before it to the start of the next) holds most of the asked words.
 */
function nearestAsked(text: string, pairs: [FoundFigure, FoundFigure][], words: string[]): [FoundFigure, FoundFigure] {
  let best = pairs[0] as [FoundFigure, FoundFigure];
  let most = -1;
  pairs.forEach((pair, k) => {
    const start = k === 0 ? 0 : (pairs[k - 1]?.[1].index ?? 0);
    const end = pairs[k + 1]?.[0].index ?? text.length;
    const stretch = new Set(analyze(text.slice(start, end)));
    const held = words.filter((stem) => stretch.has(stem)).length;
    if (held > most) {
      most = held;
      best = pair;
    }
  });
  return best;
}

const show = (figure: FoundFigure) => formatQuantity(figure.value, figure.unit);

/** What a figure stands with: its parenthesis right after it ("38,4% (medição de junho de 2026)"). */
function qualifier(text: string, figure: FoundFigure): string {
  const unit = unitAfter(text, figure);
  const rest = text
    .slice(figure.index + figure.text.length)
    .replace(/^\s+/, "")
    .slice(unit.length);
  const after = /^\s*(\([^)]{1,80}\))/u.exec(rest)?.[1];
  return after ? ` ${after}` : "";
}

/** A figure as the sentence means it: with its own unit, or with the unit the other end of the change writes. */
function withUnit(text: string, figure: FoundFigure, other: FoundFigure): string {
  if (figure.unit !== "number") return figure.text;
  const unit = unitAfter(text, figure) || unitAfter(text, other);
  return unit ? `${figure.text} ${unit}` : figure.text;
}

function current(from: FoundFigure, to: FoundFigure, unit: Unit): string {
  const text = unit.text;
  return `Hoje o valor é ${withUnit(text, from, to)}${qualifier(text, from)}; o objetivo é chegar a ${withUnit(text, to, from)} [${unit.passage.n}].\n\n> ${text}`;
}

function points(from: FoundFigure, to: FoundFigure, unit: Unit): string {
  const change = to.value - from.value;
  const size = formatQuantity(Math.abs(change), "number");
  const word = change >= 0 ? "aumento" : "redução";
  return `São ${size} pontos percentuais de ${word}: de ${show(from)} para ${show(to)}, ${show(to)} − ${show(from)} [${unit.passage.n}].\n\n> ${unit.text}`;
}
