import type { PromptPassage } from "#core/chat/agent-context.ts";
import { capitalised } from "./agreement.ts";
import { formatQuantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { type FoundFigure, figuresIn, unitAfter } from "./calculate.ts";
import { figureLedTo } from "./figure-led-to.ts";
import { isFraming } from "./unit-ranking.ts";
import { citationMarks, citedDocuments } from "./citation-marks.ts";

/**
 * A question that relates two quantities it names, each of which the documents state somewhere: "o consumo de
 * junho representou que percentual da cota mensal?", "em que percentual a despesa de 2029 supera a de 2028?",
 * "quantas vezes a perda do setor A é maior que a do setor B?". Each side is asked of the documents as a question of
 * its own ("Qual é a cota mensal?"), and its figure is the one the side's words lead to in that answer; the two are
 * then divided. An elliptical side ("a de 2028") is the other side's noun with its own complement.
 */
export function twoSidesAnswer(
  question: string,
  passages: PromptPassage[],
  ask: (side: string) => string | null,
): string | null {
  const relation = relationIn(question);
  if (!relation) return null;
  const [first, second] = relation.sides;
  const left = sideFigure(first, ask);
  const right = left ? sideFigure(fullSide(second, first), ask) : null;
  if (!left || !right || right.figure.value === 0) return null;
  // One figure read for both sides is no relation between two.
  if (left.figure.index === right.figure.index && left.answer === right.answer) return null;
  if (left.figure.unit !== right.figure.unit) return null;
  // Two sides of one comparison are read in one document: a side answered from another document is another thing.
  const leftDocuments = citedDocuments(left.answer, passages);
  if (![...citedDocuments(right.answer, passages)].some((id) => leftDocuments.has(id))) return null;
  const [a, b] = [shown(left), shown(right)];
  const cites = citationMarks(`${left.answer} ${right.answer}`);
  const sources = cites.join("");
  const ratio = left.figure.value / right.figure.value;
  const [x, y] = [phrase(first), phrase(fullSide(second, first))];
  switch (relation.kind) {
    case "share": {
      const percent = formatQuantity(Math.round(ratio * 1000) / 10, "percent");
      return `${capitalised(x)} (${a}) equivale a ${percent} ${contracted("de", y)} (${b}): ${a} ÷ ${b} = ${percent} ${sources}.`;
    }
    case "excess": {
      const percent = formatQuantity(Math.round(Math.abs(ratio - 1) * 1000) / 10, "percent");
      const against = ratio >= 1 ? `supera ${y}` : `fica abaixo ${contracted("de", y)}`;
      return `${capitalised(x)} (${a}) ${against} (${b}) em ${percent}: (${a} − ${b}) ÷ ${b} ${sources}.`;
    }
    case "difference": {
      // The larger less the smaller, in the sides' unit: "472 kW − 450 kW = 22 kW"; figures of two units are not set
      // apart.
      if (unitOf(left) !== unitOf(right)) return null;
      const [high, low] = left.figure.value >= right.figure.value ? [left, right] : [right, left];
      const gap = high.figure.value - low.figure.value;
      const unit = unitOf(high);
      const written = `${formatQuantity(Math.round(gap * 100) / 100, high.figure.unit)}${unit}`;
      return `A diferença entre ${x} (${a}) e ${y} (${b}) é de ${written}: ${shown(high)} − ${shown(low)} = ${written} ${sources}.`;
    }
    case "times": {
      const times = formatQuantity(Math.round(ratio * 10) / 10, "number");
      return `${capitalised(x)} (${a}) é ${times} vezes ${y} (${b}): ${a} ÷ ${b} = ${times} ${sources}.`;
    }
  }
}

type Kind = "share" | "excess" | "times" | "difference";

/** The verb that sets one side against the other in a share: "corresponde a", "representa", "é". */
const SHARE_VERB = String.raw`(?:correspond\p{L}*|equival\p{L}*|represent\p{L}*|e|foi|era|sera|seria)(?:\s+(?:a|ao|à))?`;
const SHARE_WORDS = `(?:quantos por cento|que percentual|que porcentagem|qual percentual|qual porcentagem|que fracao|que parte)`;
const RELATIONS: [Kind, RegExp][] = [
  // "o consumo de junho representou que percentual da cota mensal"
  ["share", new RegExp(String.raw`^(.+?)\s+${SHARE_VERB}\s+${SHARE_WORDS}\s+(d[aeo]s?)\s+(.+)$`, "u")],
  // "em que percentual a despesa de 2029 supera a de 2028"
  [
    "excess",
    /^(?:em\s+)?(?:que percentual|quantos por cento|qual percentual|que porcentagem)\s+(.+?)\s+(?:supera|superou|excede|excedeu|ultrapassa|ultrapassou)\s+()(.+)$/u,
  ],
  // "a diferença entre o volume tratado e o faturado" (a measure named before "entre", "a diferença de nível entre A e
  // B", is a table's or a sentence's to read)
  [
    "difference",
    /^(?:(?:e\s+)?qual\s+(?:(?:e|foi|era|sera|seria)\s+)?(?:mesmo\s+)?)?(?:a\s+)?diferenca\s+entre\s+(.+?)\s+e\s+()(.+)$/u,
  ],
  // "quantas vezes a perda do setor A é maior que a do setor B"
  ["times", /^quantas vezes\s+(.+?)\s+(?:e|foi|era)\s+(?:maior|mais)\s+(?:do\s+)?que\s+()(.+)$/u],
];

/** The relation the question asks and its two sides, as written (accents kept), or null. */
function relationIn(question: string): { kind: Kind; sides: [string, string] } | null {
  // The question's own sentence, without a leading "Em setembro," that belongs to its first side.
  const asked = question.trim().replace(/[?!.]+\s*$/u, "");
  const lead = /^((?:em|no|na|nos|nas|durante)\s+[^,]{2,40}),\s*/iu.exec(asked);
  const body = lead ? asked.slice(lead[0].length) : asked;
  const folded = foldAccents(body.toLowerCase());
  for (const [kind, pattern] of RELATIONS) {
    const match = pattern.exec(folded);
    if (!match?.[1] || !match[3]) continue;
    // The groups' places in the folded text are the written text's (folding keeps every letter where it was).
    const firstAt = folded.indexOf(match[1]);
    const secondAt = folded.lastIndexOf(match[3]);
    let first = body.slice(firstAt, firstAt + match[1].length).trim();
    const article = match[2] ? articleOf(match[2]) : "";
    const second = `${article}${body.slice(secondAt, secondAt + match[3].length).trim()}`;
    if (lead?.[1]) first = `${first} ${lead[1].trim().toLowerCase()}`;
    if (!hasContent(first) || !hasContent(second)) return null;
    // "entre o teto e o consumo médio do setor X": a bare first side shares the second's complement.
    const complement = /\s(d[aeo]s?\s.+)$/u.exec(second)?.[1];
    if (kind === "difference" && complement && !/\sd[aeo]s?\s/u.test(first)) first = `${first} ${complement}`;
    return { kind, sides: [first, second] };
  }
  return null;
}

const ARTICLES: Record<string, string> = { do: "o ", da: "a ", dos: "os ", das: "as ", de: "" };
const articleOf = (preposition: string) => ARTICLES[preposition] ?? "";

/** A side that names something: a word of content beyond the framing ("isso" and "ele" name only what was said). */
function hasContent(side: string): boolean {
  const folded = foldAccents(side.toLowerCase());
  if (/^(?:isso|isto|ele|ela|eles|elas|esse|essa|este|esta)\b/.test(folded)) return false;
  return analyze(side).some((stem) => !isFraming(stem));
}

/**
 * "a de 2028" against "a despesa prevista para 2029": the other side's noun phrase, its year (or figure) replaced by
 * this side's; with none to replace, the other side's head noun with this side's complement ("a despesa de 2028").
 */
function fullSide(side: string, other: string): string {
  const elliptical = /^(o|a|os|as)\s+((?:d[aeo]s?|para|em|n[ao]s?)\s+.+)$/iu.exec(side.trim());
  if (!elliptical?.[2]) return side;
  const year = /\b(?:19|20)\d{2}\b/u.exec(elliptical[2]);
  const otherYear = /\b(?:19|20)\d{2}\b/u.exec(other);
  if (year && otherYear) return other.replace(otherYear[0], year[0]);
  const head = /^((?:o|a|os|as)\s+)?(\p{L}+)/iu.exec(other.trim());
  return head?.[2] ? `${head[1] ?? ""}${head[2]} ${elliptical[2]}` : side;
}

/** A side as a question of its own: "Qual é a cota mensal?", "Qual é a despesa de 2028?". */
function sideFigure(
  side: string,
  ask: (side: string) => string | null,
): { figure: FoundFigure; answer: string } | null {
  const answer = ask(`Qual é ${side.replace(/^(?:qual|quanto)\s+/iu, "")}?`);
  if (!answer) return null;
  const text = answer.replace(/\[\d+\]/g, " ").replace(/\*\*/g, "");
  const figure = figureFor(side, text);
  return figure ? { figure, answer } : null;
}

/**
 * The figure an answer gives for a side: of its figures (not years, dates or percentages), the one the side's words
 * lead to (./figure-led-to.ts), else the only one.
 */
function figureFor(side: string, text: string): FoundFigure | null {
  const figures = figuresIn(text)
    .filter((figure) => !/^(?:19|20)\d{2}$/.test(figure.text.trim()))
    // Digits glued to a letter are a code's ("Q7,10", "PT-09"), no quantity of the side.
    .filter((figure) => !/\p{L}-?$/u.test(text.slice(Math.max(0, figure.index - 2), figure.index)))
    .map((figure) => ({ ...figure, length: figure.text.length }));
  const led = figureLedTo(side, text, figures, (figure) => figure.unit !== "percent");
  return led ?? (figures.length === 1 && figures[0]?.unit !== "percent" ? (figures[0] ?? null) : null);
}

/** A side's figure as the answer wrote it, with its unit ("410 L/s", "R$ 1.200.000,00"). */
function shown({ figure, answer }: { figure: FoundFigure; answer: string }): string {
  const text = answer.replace(/\[\d+\]/g, " ").replace(/\*\*/g, "");
  const at = text.indexOf(figure.text);
  const unit = at >= 0 ? unitAfter(text, { ...figure, index: at }) : "";
  const value = formatQuantity(figure.value, figure.unit);
  return unit && figure.unit !== "money" ? `${value} ${unit.split(/\s+/)[0]}` : value;
}

/** The unit after a side's figure, as `shown` writes it (" kW"), or "" (money carries its own). */
function unitOf(side: { figure: FoundFigure; answer: string }): string {
  const written = shown(side);
  const value = formatQuantity(side.figure.value, side.figure.unit);
  return written.startsWith(value) ? written.slice(value.length) : "";
}

/** A side as the sentence names it: without a leading interrogative. */
const phrase = (side: string) => side.replace(/^(?:qual|quanto)\s+/iu, "").trim();

/** "de" before a phrase's article, contracted as Portuguese writes it: "da vazão", "do custo". */
function contracted(preposition: "de", text: string): string {
  const article = /^(o|a|os|as)\s+/iu.exec(text);
  return article?.[1] ? `d${article[1].toLowerCase()} ${text.slice(article[0].length)}` : `${preposition} ${text}`;
}
