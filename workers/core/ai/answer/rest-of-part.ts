import { formatQuantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { figuresIn } from "./calculate.ts";
import { singularEndings } from "./kindred-words.ts";
import type { RankedUnit } from "./unit-ranking.ts";

/**
 * "Quantas das 58 elevatórias não precisam ser separadas?" over a sentence that says "das 58 estações elevatórias, 19
 * ainda…": the question gives the whole and negates the part the sentence counts, so the answer is the rest, 58 − 19.
 * The sentence must write the whole the question gives and exactly one other count below it.
 */
export function restOfPart(question: string, ranked: RankedUnit[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  const asked = /\bquant[oa]s\s+d[oa]s\s+(\d[\d.]*)\s+(\p{L}+)/u.exec(folded);
  if (!asked?.[1] || !asked[2] || !/\bnao\b/.test(folded.slice(asked.index + asked[0].length))) return null;
  const whole = Number(asked[1].replace(/\./g, ""));
  const noun = analyze(singularEndings(asked[2]))[0];
  for (const { unit } of ranked.slice(0, REACH)) {
    const counts = figuresIn(unit.text).filter((figure) => figure.unit === "number");
    const stated = counts.find((figure) => figure.value === whole);
    const parts = counts.filter((figure) => figure !== stated && figure.value < whole && figure.value > 0);
    if (!stated || parts.length !== 1 || !noun || !analyze(singularEndings(unit.text)).includes(noun)) continue;
    const part = parts[0];
    if (!part) continue;
    const rest = whole - part.value;
    return `São ${formatQuantity(rest, "number")}: ${formatQuantity(whole, "number")} − ${formatQuantity(part.value, "number")} = ${formatQuantity(rest, "number")} [${unit.passage.n}].\n\n> ${unit.text}`;
  }
  return null;
}

/** How many of the best answers may state the whole and its part. */
const REACH = 3;
