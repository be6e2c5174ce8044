import { formatQuantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { type FoundFigure, figuresIn } from "./calculate.ts";
import { REFUSED } from "./previous-answer.ts";
import { isFraming } from "./unit-ranking.ts";

/**
 * "Que percentual dos lotes isso representa?", a share of the people who did one thing asked of "isso", right
 * after a reply that counted something: "isso" is the count just given, and the base is the figure the same reply
 * writes of the things the question names ("de 318 dos 450 lotes", "Apresentaram emendas 26 vereadores: 19 tiveram
 * emendas aprovadas"). The count is the figure written as a part of that base ("318 dos 450"), else the smaller figure after
 * it whose clause holds the words the conversation carried ("emendas aprovadas"), the last question's weighing most.
 * Null when the question asks no share of a named base, or the reply does not give one base and one count under it.
 */
export function countAsShare(question: string, previous: string | undefined, carried = ""): string | null {
  if (!previous || REFUSED.test(previous)) return null;
  const folded = foldAccents(question.toLowerCase());
  if (!REFERS.test(folded)) return null;
  const named = SHARE_OF.exec(folded)?.[1];
  const baseStems = named ? analyze(named).filter((stem) => !isFraming(stem)) : [];
  if (baseStems.length === 0) return null;
  const reply = previous.replace(/\*\*/g, "");
  // A citation mark ("[41]") is no figure of the reply.
  const figures = figuresIn(reply).filter(
    (figure) => figure.unit === "number" && figure.value > 0 && reply[figure.index - 1] !== "[",
  );
  const clauseOf = (figure: FoundFigure) => clauseAround(reply, figure);
  // The base's noun ("lotes", "vereadores") in the figure's clause, in any of its forms ("apresentaram", "apresentou"),
  // and not a figure written as a part of another ("318 dos 450").
  const head = baseStems[0] ?? "";
  const bases = figures.filter(
    (figure) =>
      !/^\s+d[oa]s\s+\d/u.test(reply.slice(figure.index + figure.text.length)) &&
      analyze(clauseOf(figure)).some((stem) => sameStem(stem, head)),
  );
  const baseValues = new Set(bases.map((figure) => figure.value));
  const [base] = bases;
  if (!base || baseValues.size !== 1) return null;
  const part = partOf(reply, figures, base, carried);
  if (!part) return null;
  const share = formatQuantity(Math.round((part.value / base.value) * 1000) / 10, "percent");
  const cite = /\[\d+\](?:\[\d+\])*/.exec(reply.slice(Math.max(part.index, base.index)))?.[0];
  const [a, b] = [formatQuantity(part.value, "number"), formatQuantity(base.value, "number")];
  return `São ${share}: ${a} de ${b} (${a} ÷ ${b})${cite ? ` ${cite}` : ""}.`;
}

/** "isso", "esse número", "essa quantidade": the figure the last reply gave. */
const REFERS = /\b(?:isso|isto|esse numero|essa quantidade|esse total)\b/u;
/** "que percentual dos lotes do loteamento", "quantos por cento dos vereadores": the base named, up to its verb. */
const SHARE_OF =
  /\b(?:percentual|porcentagem|quantos por cento|proporcao|parte)\s+(?:d[oa]s?|sobre [oa]s?)\s+((?:\p{L}+\s*){1,4}?)(?=\s+(?:isso|isto|representa|corresponde|equivale|significa|e|eh)\b|[?.!,]|$)/u;

/** One word in two forms: the same stem, or the same first letters of two long stems ("apresent", "apresentaram"). */
const sameStem = (a: string, b: string) =>
  a === b ||
  (a.length >= SHARED_OPENING &&
    b.length >= SHARED_OPENING &&
    a.slice(0, SHARED_OPENING) === b.slice(0, SHARED_OPENING));
const SHARED_OPENING = 5;

/** The words around a figure up to the nearest clause breaks (commas, colons, semicolons, sentence ends). */
function clauseAround(text: string, figure: FoundFigure): string {
  const before = text.slice(0, figure.index);
  const after = text.slice(figure.index + figure.text.length);
  const start = Math.max(
    before.lastIndexOf(","),
    before.lastIndexOf(":"),
    before.lastIndexOf(";"),
    before.lastIndexOf(". "),
  );
  const end = after.search(/[,:;]|\.\s|\.$|\[/u);
  return `${before.slice(start + 1)} ${figure.text} ${end >= 0 ? after.slice(0, end) : after}`;
}

/** The count under the base: written as its part ("318 dos 450"), else the smaller figure of the words carried. */
function partOf(reply: string, figures: FoundFigure[], base: FoundFigure, carried: string): FoundFigure | null {
  const written = figures.find((figure) => {
    const between = reply.slice(figure.index + figure.text.length, base.index);
    return figure.index < base.index && /^\s+d[oa]s\s+$/u.test(between) && figure.value < base.value;
  });
  if (written) return written;
  // The carried words are the last question's, then its reply's: a word weighs the more, the earlier it was carried.
  const carriedStems = analyze(carried).filter((stem) => !/\d/.test(stem) && !isFraming(stem));
  const weight = new Map<string, number>();
  carriedStems.forEach((stem, i) => {
    if (!weight.has(stem)) weight.set(stem, 1 / (1 + i));
  });
  const baseWords = new Set(analyze(clauseAround(reply, base)));
  const scored = figures
    .filter((figure) => figure.value < base.value && figure.index > base.index)
    .map((figure) => ({
      figure,
      score: [...new Set(analyze(clauseAround(reply, figure)))]
        .filter((stem) => !baseWords.has(stem))
        .reduce((total, stem) => total + (weight.get(stem) ?? 0), 0),
    }))
    .filter(({ score }) => score > 0)
    // The most carried first; of equal weight, the nearest after the base, where a sentence writes its first part.
    .sort((a, b) => b.score - a.score || a.figure.index - b.figure.index);
  return scored[0]?.figure ?? null;
}
