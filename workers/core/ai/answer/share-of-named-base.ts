import type { PromptPassage } from "#core/chat/agent-context.ts";
import { formatQuantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { type FoundFigure, figuresIn } from "./calculate.ts";
import { singularEndings } from "./kindred-words.ts";
import { unitsOf } from "./passage-units.ts";
import { SHARE_ASKED } from "./question-shape.ts";
import { isFraming } from "./unit-ranking.ts";

/**
 * "Quantas horas de presença eu preciso ter?" over "a frequência mínima é de 75% da carga horária do módulo" and, in
 * another line, "Carga horária do módulo: 16 horas": a count asked in a unit ("horas") that the documents state as a
 * percentage of a base they name (by more than the unit), and the base stated in that unit on another line of the same
 * document. The reply is the share of the base, with the working and both lines cited. Null unless one sentence gives
 * the rate of a named base and shares the question's words, and one line states that base in the unit asked.
 */
export function shareOfNamedBase(question: string, passages: PromptPassage[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  const counted = /\bquant[oa]s\s+(\p{L}{3,})/u.exec(folded)?.[1];
  if (!counted || SHARE_ASKED.test(folded)) return null;
  const unit = stemOf(counted);
  const asked = new Set(analyze(question).filter((stem) => !isFraming(stem) && stem !== unit));
  if (!unit || asked.size === 0) return null;
  const units = unitsOf(passages);
  // The sentence that rates a named base: of those, the one sharing most of the question's other words.
  const rated = units.flatMap((candidate) =>
    [...foldAccents(candidate.text).matchAll(RATE_OF_BASE)].map((match) => {
      const stems = analyze(candidate.text);
      // The base as the document writes it, accents and all: folding keeps each letter in its place.
      const at = match.index + match[0].lastIndexOf(match[2] ?? "");
      return {
        unit: candidate,
        percent: Number((match[1] ?? "").replace(",", ".")),
        base: candidate.text.slice(at, at + (match[2] ?? "").length).trim(),
        score: stems.filter((stem) => asked.has(stem)).length,
      };
    }),
  );
  const best = rated.sort((a, b) => b.score - a.score)[0];
  if (!best || best.score === 0 || rated.some((other) => other !== best && other.score === best.score)) return null;
  if (!(best.percent > 0 && best.percent <= 100)) return null;
  // "já visitou 96.430 imóveis, o que corresponde a 53,6% da meta": the sentence states the count itself.
  const inUnit = (found: FoundFigure) => found.unit === "number" && found.noun != null && stemOf(found.noun) === unit;
  const own = figuresIn(best.unit.text).some(inUnit);
  if (own) return null;
  // A base named by more than the unit ("96% das ligações" names none: it is a share of all of them).
  const baseStems = analyze(best.base).filter((stem) => !isFraming(stem));
  if (!baseStems.some((stem) => stem !== unit && stemOf(stem) !== unit)) return null;
  // The line that states the base in the unit asked: all of the base's words, then the first figure of that unit.
  const stated = units.flatMap((candidate) => {
    // The base is stated in the document that rates it.
    if (candidate === best.unit || candidate.passage.documentId !== best.unit.passage.documentId) return [];
    const stems = new Set(analyze(candidate.text));
    if (!baseStems.every((stem) => stems.has(stem))) return [];
    const figure = figuresIn(candidate.text).find(inUnit);
    return figure ? [{ unit: candidate, figure }] : [];
  });
  const [base, ...others] = stated;
  if (!base || others.some((other) => other.figure.value !== base.figure.value)) return null;
  const result = formatQuantity((base.figure.value * best.percent) / 100, "number");
  const noun = base.figure.noun ?? counted;
  const cites = [...new Set([best.unit.passage.n, base.unit.passage.n])].map((n) => `[${n}]`).join("");
  const share = formatQuantity(best.percent, "percent");
  return `São ${result} ${noun}: ${share} × ${base.figure.text} ${noun} (${best.base}) = ${result} ${noun} ${cites}.\n\n> ${best.unit.text}\n\n> ${base.unit.text}`;
}

/** "75% da carga horária do módulo", "20 por cento do efetivo": a rate and the base its "de" names (folded text). */
const RATE_OF_BASE =
  /(\d{1,3}(?:,\d+)?)\s*(?:%|por cento)\s+d[aoe]s?\s+((?:[\p{L}-]+\s*){1,5}?)(?=[,.;:)]|\s+(?:e|que|para|com|em|no|na)\s|$)/gu;

/** A word's stem in the singular: "horas" and "hora" count one unit. */
const stemOf = (word: string) => analyze(singularEndings(word))[0];
