import { CHANGE_ASKED, CHANGE_WORD } from "./change-words.ts";
import { formatQuantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { type FoundFigure, figuresIn } from "./calculate.ts";
import type { Unit } from "./passage-units.ts";
import { isFraming, type RankedUnit } from "./unit-ranking.ts";

/**
 * "Quantos por cento subiram as vistorias de 2025 para 2026?" over a sentence that states both figures ("foram
 * 120 vistorias em 2025 e 150 em 2026"): the relative change from the earlier to the later, computed. Which figure is
 * which comes from the question's two sides ("de X para Y", "do X ao Y", "entre X e Y"): each figure belongs to the
 * first mark of a side the sentence writes after it (pt-BR puts the figure before its period: "57 relatos no 3º
 * trimestre"), a mark being a year, an ordinal or a word only one side has and the sentence writes once. With no
 * such marks, the sentence's own "de A para B" and "A …, contra B" give the order.
 */
export function growthAnswer(question: string, ranked: RankedUnit[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!folded.match(PERCENT_ASKED) || !CHANGE_ASKED.test(folded)) return null;
  const sides = sidesOf(folded);
  const asked = analyze(
    folded.replace(PERCENT_ASKED, " ").replace(CHANGE_WORDS, " ").replace(RELATION_WORDS, " "),
  ).filter((stem) => !isFraming(stem) && !/^\d/.test(stem));
  const reference = sides ? null : referenceOf(folded);
  for (const { unit } of ranked.slice(0, 3)) {
    if (unit.kind === "row") continue;
    // The sentence speaks of what is asked: most of the question's words besides the change and the percent.
    const held = new Set(analyze(`${unit.heading ?? ""} ${unit.text}`));
    if (asked.filter((stem) => held.has(stem)).length < COVERED * asked.length) continue;
    const figures = figuresIn(unit.text).filter((figure) => figure.unit !== "percent");
    if (figures.length < 2) continue;
    const ordered =
      (sides ? bySides(unit.text, figures, sides) : null) ??
      (reference ? byReference(unit.text, figures, reference) : null) ??
      byWording(unit.text, figures);
    if (!ordered) continue;
    const [before, after] = ordered;
    if (before.unit !== after.unit || before.value === 0) continue;
    return written(before, after, unit);
  }
  return null;
}

/** The share of the question's own words the sentence must hold (a near miss speaks of something else). */
const COVERED = 0.6;

/** A relative change asked in percent: "em quantos por cento cresceu", "o aumento em percentual". */
const PERCENT_ASKED = /\b(?:em )?(?:quantos |que |qual )?(?:por cento|percentua(?:l|is)|porcentage(?:m|ns))\b|%/g;
const CHANGE_WORDS = new RegExp(String.raw`\b${CHANGE_WORD}\b`, "gu");

/** Words that set the change against its reference and ask nothing of the sentence: "representa", "em relação a". */
const RELATION_WORDS =
  /\b(?:representa[mr]?|representou|corresponde[mr]?|correspondeu|equivale[mr]?|em relacao (?:a|ao|as|aos)|comparad[oa]s? (?:a|ao|com)|frente (?:a|ao))\b/g;

/** The question's two sides, earlier and later: "de 2025 para 2026", "do 1º para o 2º semestre", "entre X e Y". */
function sidesOf(folded: string): [string, string] | null {
  const match =
    /\b(?:de|do|da|desde)\s+(.+?)\s+(?:para|ate|ao|a)\s+(?:o\s+|a\s+)?(.+?)\s*[?!.,]*$/.exec(folded) ??
    /\bentre\s+(.+?)\s+e\s+(.+?)\s*[?!.,]*$/.exec(folded);
  return match?.[1] && match[2] ? [match[1], match[2]] : null;
}

/** The reference alone: "aumento sobre 2023", "em relação a 2023", "comparado com março" — its year or month. */
function referenceOf(folded: string): string | null {
  const match =
    /\b(?:sobre|em relacao (?:a|ao|a o)|frente (?:a|ao)|comparad[oa]s? (?:a|ao|com)|contra)\s+(?:o\s+|a\s+)?(.+?)\s*(?:[?!.,]|$)/.exec(
      folded,
    );
  const mark = match?.[1] ? tokens(match[1]).find((token) => MARK.test(token)) : undefined;
  return mark ?? null;
}

/**
 * "sobra de R$ 640 mil (R$ 512 mil em 2024)": the figure the reference marks is the earlier one, and the figure of
 * the same measure just before it the one compared with it.
 */
function byReference(text: string, figures: FoundFigure[], mark: string): [FoundFigure, FoundFigure] | null {
  const folded = foldAccents(text.toLowerCase());
  const marked = figures.findIndex((figure) => {
    const after = folded.slice(figure.index + figure.text.length, figure.index + figure.text.length + 16);
    return new RegExp(`^\\s*(?:\\p{L}+\\s+){0,2}?(?:em|no|na|de)\\s+${mark}(?![\\p{L}\\d])`, "u").test(after);
  });
  const before = figures[marked];
  const after = marked > 0 ? figures[marked - 1] : undefined;
  return before && after && after.unit === before.unit ? [before, after] : null;
}

const tokens = (text: string) => foldAccents(text.toLowerCase()).match(/[\p{L}\d]+[º°ª]?/gu) ?? [];
const MARK =
  /^(?:\d{4}|\d{1,2}[º°ª]|janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)$/;

function bySides(text: string, figures: FoundFigure[], sides: [string, string]): [FoundFigure, FoundFigure] | null {
  const written = tokens(text);
  const once = (mark: string) => written.filter((token) => token === mark).length === 1;
  const [earlier, later] = sides.map((side) => new Set(tokens(side)));
  const marks = (own: Set<string>, other: Set<string>) =>
    [...own].filter((token) => MARK.test(token) && !other.has(token) && once(token));
  const earlierMarks = marks(earlier as Set<string>, later as Set<string>);
  const laterMarks = marks(later as Set<string>, earlier as Set<string>);
  if (earlierMarks.length === 0 || laterMarks.length === 0) return null;
  const foldedText = foldAccents(text.toLowerCase());
  const sideOf = (figure: FoundFigure): 0 | 1 | null => {
    const rest = foldedText.slice(figure.index + figure.text.length);
    const at = (mark: string) => {
      const found = new RegExp(`(?<![\\p{L}\\d])${mark}(?![\\p{L}\\d])`, "u").exec(rest);
      return found ? found.index : Number.POSITIVE_INFINITY;
    };
    const toEarlier = Math.min(...earlierMarks.map(at));
    const toLater = Math.min(...laterMarks.map(at));
    if (toEarlier === toLater) return null;
    return toEarlier < toLater ? 0 : 1;
  };
  const before = figures.find((figure) => sideOf(figure) === 0);
  const after = figures.find((figure) => sideOf(figure) === 1);
  return before && after ? [before, after] : null;
}

/**
 * Two figures side by side that the sentence itself orders: "de A para B", or "A …, contra B". Any two neighbours,
 * not only the first two: a code's digit ("poço P-2", "anomalia A7") may come before them.
 */
function byWording(text: string, figures: FoundFigure[]): [FoundFigure, FoundFigure] | null {
  for (let i = 0; i + 1 < figures.length; i++) {
    const first = figures[i] as FoundFigure;
    const second = figures[i + 1] as FoundFigure;
    const between = foldAccents(text.slice(first.index + first.text.length, second.index).toLowerCase());
    const opening = foldAccents(text.slice(Math.max(0, first.index - 20), first.index).toLowerCase());
    if (/\bde\s*$/.test(opening) && /\bpara\b/.test(between)) return [first, second];
    // "recebeu 57 no 3º trimestre, contra 41 no 2º": what it is set against came first.
    if (/\bcontra\s*$/.test(between)) return [second, first];
  }
  return null;
}

function written(before: FoundFigure, after: FoundFigure, unit: Unit): string {
  const change = ((after.value - before.value) / before.value) * 100;
  const verb = change >= 0 ? "Cresceu" : "Caiu";
  const show = (figure: FoundFigure) => formatQuantity(figure.value, figure.unit);
  const rate = formatQuantity(Math.abs(change), "percent");
  return `${verb} ${rate}: de ${show(before)} para ${show(after)}, (${show(after)} − ${show(before)}) ÷ ${show(before)} [${unit.passage.n}].\n\n> ${unit.text}`;
}
