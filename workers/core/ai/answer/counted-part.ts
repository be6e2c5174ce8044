import { formatQuantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { type FoundFigure, figuresIn } from "./calculate.ts";
import { asksForAmount, SHARE_ASKED } from "./question-shape.ts";
import { isFraming, type RankedUnit } from "./unit-ranking.ts";

/**
 * A whole and the parts a passage counts of it, in the ways Portuguese writes them in one clause:
 * - "vistoriaram 640 imóveis, dos quais 96 tinham…" (a relative after the whole, "das quais", "sendo");
 * - "Dos 80 pedidos, 60 foram atendidos no prazo e 20 com atraso" (the whole opens the clause);
 * - "12 de 15 vistorias concluídas", "7 das 9 metas" (the part "de" the whole, the noun after both);
 * - "3 hidrômetros reprovados em 40 aferidos" (the part, its words, "em" the whole and its participle).
 * Each part carries the words that say what it counts, to be matched against the question's.
 */
export interface CountedPart {
  whole: FoundFigure;
  part: FoundFigure;
  /** What this part counts that the whole does not ("atendidos no prazo"). */
  partWords: string;
  /** The other parts the clause counts beside this one. */
  siblings: number;
}

/**
 * "Que percentual dos imóveis tinha ligação clandestina?" over a passage that counts a whole and its part (above): the
 * part as a share of the whole. Of several parts, the one whose own words the question writes; a lone part needs no
 * naming only in the best passages (further down, a clause is read only when its part's words are the question's).
 * Null when the question asks no share, or no passage in reach counts a part of a whole in one unit.
 */
export function shareOfCountedPart(question: string, ranked: RankedUnit[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!SHARE_ASKED.test(folded)) return null;
  const wanted = new Set(analyze(question).filter((stem) => !isFraming(stem)));
  for (const [rank, { unit }] of ranked.slice(0, REACH).entries()) {
    const parts = countedParts(unit.text);
    const named = parts.filter((counted) => namesPart(counted, wanted));
    const lone = rank < LONE_REACH ? parts.filter((counted) => counted.siblings === 0) : [];
    const chosen = named.length > 0 ? named : lone;
    const first = chosen[0];
    // Two readings of one clause ("2 lotes reprovados em 36 inspecionados" is one part) agree; two parts do not.
    if (!first || chosen.some((other) => ratio(other) !== ratio(first))) continue;
    const share = formatQuantity(Math.round(ratio(first) * 1000) / 10, "percent");
    return `São ${share}: ${first.part.text} ÷ ${first.whole.text} [${unit.passage.n}].\n\n> ${unit.text}`;
  }
  return null;
}

/**
 * "Quanto sobra do orçamento sem a consultoria?", "Quantos pedidos não foram atendidos no prazo?" over a passage that
 * counts a whole and its parts (above): the whole less the part the question names, in the whole's unit. Only when
 * the question asks an amount, asks the rest ("sobra", "resta", "falta", "os demais", "sem", "não") and names one
 * part by its own words; a question that names the part alone ("Quanto custa a consultoria?") is the part's.
 */
export function restOfCountedPart(question: string, ranked: RankedUnit[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!asksForAmount(folded) || !REST_ASKED.test(folded) || SHARE_ASKED.test(folded)) return null;
  const wanted = new Set(analyze(question).filter((stem) => !isFraming(stem)));
  for (const { unit } of ranked.slice(0, REACH)) {
    const named = countedParts(unit.text).filter((counted) => namesPart(counted, wanted));
    const first = named[0];
    if (!first || named.some((other) => other.part.value !== first.part.value)) continue;
    const { whole, part } = first;
    const rest = formatQuantity(whole.value - part.value, whole.unit);
    return `São ${rest}: ${whole.text} − ${part.text} [${unit.passage.n}].\n\n> ${unit.text}`;
  }
  return null;
}

/**
 * "Quantas foram canceladas?" over "Das 40 ordens, a equipe concluiu 28 e adiou 5; as demais foram canceladas": the
 * clause counts a whole and some parts, then says what "os demais" did, and the question asks that. The answer is the
 * whole less every part. Only when the question writes more of the rest's own words than of any part's.
 */
export function restOfOthers(question: string, ranked: RankedUnit[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!asksForAmount(folded) || SHARE_ASKED.test(folded)) return null;
  const wanted = new Set(analyze(question).filter((stem) => !isFraming(stem)));
  const overlap = (words: string) => analyze(words).filter((stem) => wanted.has(stem)).length;
  for (const { unit } of ranked.slice(0, LONE_REACH)) {
    const others = OTHERS.exec(unit.text);
    if (!others) continue;
    const said = unit.text.slice(others.index + others[0].length).split(/[,;.:]/u)[0] ?? "";
    const counted = countedParts(unit.text.slice(0, others.index));
    const whole = counted[0]?.whole;
    if (!whole || counted.some((part) => part.whole.text !== whole.text)) continue;
    const named = overlap(said);
    if (named === 0 || counted.some((part) => overlap(part.partWords) >= named)) continue;
    const rest = whole.value - counted.reduce((sum, { part }) => sum + part.value, 0);
    if (rest <= 0) continue;
    const written = formatQuantity(rest, whole.unit);
    const parts = counted.map(({ part }) => part.text).join(" − ");
    return `São ${written}: ${whole.text} − ${parts} = ${written} [${unit.passage.n}].\n\n> ${unit.text}`;
  }
  return null;
}

/** "os demais", "as restantes", "o restante": what a clause says of the rest of a whole it has counted. */
const OTHERS = /\b(?:[oa]s\s+demais|[oa]s\s+restantes|o\s+restante)\b(?!\s+d[oa]s?\b)/iu;

/** The rest of a whole asked: what is left, missing or other, or the whole without a part. */
const REST_ASKED = /\b(?:sobra\p{L}*|resta\p{L}*|falta\p{L}*|demais|outr[oa]s|sem|nao)\b/u;

const ratio = ({ part, whole }: CountedPart) => part.value / whole.value;

/** Whether the question writes a word that the part's own words say and the whole's do not. */
function namesPart(counted: CountedPart, wanted: Set<string>): boolean {
  return analyze(counted.partWords).some((stem) => wanted.has(stem) && !isFraming(stem));
}

/** Every whole-and-part a text counts, in the forms above; a part is below its whole and in its unit. */
export function countedParts(text: string): CountedPart[] {
  const found: CountedPart[] = [];
  const add = (whole: FoundFigure | undefined, parts: { figure: FoundFigure; words: string }[]) => {
    if (!whole || whole.value === 0) return;
    const kept = parts.filter(({ figure }) => figure.unit === whole.unit && figure.value < whole.value);
    if (kept.length === 0 || whole.unit === "percent") return;
    for (const { figure, words } of kept)
      found.push({ whole, part: figure, partWords: words, siblings: kept.length - 1 });
  };
  for (const match of text.matchAll(WHOLE_THEN_PARTS)) add(figuresIn(match[1] ?? "")[0], partsOf(match[2] ?? ""));
  for (const match of text.matchAll(OF_THE_WHOLE))
    add(figuresIn(match[1] ?? "")[0], partsOf(match[2] ?? "").slice(0, MAX_PARTS));
  // The noun after the whole, or before "em", is what both count: the part's own words are the rest.
  for (const match of text.matchAll(PART_OF_WHOLE)) {
    const [part, whole] = figuresIn(match[0]);
    if (part && whole && part.text === match[1] && whole.text === match[2])
      add(whole, [{ figure: part, words: afterNoun(match[3]) }]);
  }
  for (const match of text.matchAll(PART_IN_WHOLE)) {
    const [part, whole] = figuresIn(match[0]);
    const words = match[2] ?? "";
    if (part && whole && part.text === match[1] && whole.text === match[3])
      add(whole, [{ figure: part, words: /\s/.test(words) ? afterNoun(words) : words }]);
  }
  return found;
}

const afterNoun = (words = "") => words.replace(/^\p{L}+\s*/u, "");

/** The parts of a run of text, each with its words up to the next part's figure. */
function partsOf(run: string): { figure: FoundFigure; words: string }[] {
  const figures = figuresIn(run);
  return figures.map((figure, i) => ({
    figure,
    words: run.slice(figure.index + figure.text.length, figures[i + 1]?.index),
  }));
}

const COUNT = String.raw`\d[\d.]*(?:,\d+)?`;
const AMOUNT = String.raw`(?:R\$\s*)?${COUNT}(?:\s*(?:milhões|milhão|mil))?`;
/** The run a clause's parts are counted in: up to its end (";", a full stop that is no thousands dot, or the text's). */
const CLAUSE = String.raw`(?:[^;.]|\.(?=\d))*?(?=[;.](?!\d)|$)`;

/** "640 imóveis, dos quais 96 tinham…": a whole with its noun, then the parts a relative counts of it. */
const WHOLE_THEN_PARTS = new RegExp(
  String.raw`(${AMOUNT}(?:\s+\p{L}+){0,3}),\s+(?:d[oa]s quais|sendo)\s+((?:(?:s[oó]|apenas|somente)\s+)?(?:R\$\s*)?\d${CLAUSE})`,
  "gu",
);
/** Words a clause may write before its first part ("Dos 80 pedidos, a equipe atendeu 60 …": a subject and a verb). */
const SUBJECT_WORDS = 6;
/** "Dos 80 pedidos, 60 foram atendidos…": the whole opening the clause, its parts after the comma. */
const OF_THE_WHOLE = new RegExp(
  String.raw`\b[Dd][oa]s\s+(${COUNT}(?:\s+\p{L}+){1,6}),\s+((?:[\p{L}-]+\s+){0,${SUBJECT_WORDS}}\d${CLAUSE})`,
  "gu",
);
/** "12 de 15 vistorias concluídas", "7 das 9 metas": the part, the whole, and what the part counts after them. */
const PART_OF_WHOLE = new RegExp(
  String.raw`\b(${COUNT})\s+d(?:e|[oa]s)\s+(${COUNT})\s+(\p{L}+(?:[ \t]+\p{L}+){0,4})`,
  "gu",
);
/** "3 hidrômetros reprovados em 40 aferidos": the part with its words, "em" the whole counted by a participle. */
const PART_IN_WHOLE = new RegExp(
  String.raw`\b(${COUNT})\s+(\p{L}+(?:\s+\p{L}+){0,2}?)\s+em\s+(${COUNT})\s+\p{L}+[aeií]d[oa]s\b`,
  "gu",
);

/** How many parts "Dos 80 pedidos, …" counts at most: further figures in the clause are no parts of it. */
const MAX_PARTS = 3;
/** How many of the best answers may hold the clause; and, a lone part needing no naming, how many of the first. */
const REACH = 8;
const LONE_REACH = 3;
