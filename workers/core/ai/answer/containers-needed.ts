import { formatQuantity, parseQuantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { type FoundFigure, figuresIn, unitAfter } from "./calculate.ts";
import type { RankedUnit } from "./unit-ranking.ts";

/**
 * "De quantos cilindros a estação precisa por ano?" over "O consumo anual é de 10.800 kg, fornecido em cilindros de 900 kg":
 * a quantity and the size of the thing it comes in, in one measure, divided: how many of the things, rounded up when
 * the last one is not full. The quantity is the one the question writes in that measure, else the sentence's own.
 * Null when the question counts no thing a sentence near the top sizes so.
 */
export function containersNeeded(question: string, ranked: RankedUnit[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  const counted = /\bquant[oa]s\s+(\p{L}[\p{L}-]*)/u.exec(folded)?.[1];
  const stem = counted ? analyze(counted)[0] : undefined;
  if (!counted || !stem) return null;
  for (const { unit } of ranked.slice(0, REACH)) {
    if (unit.kind === "row") continue;
    for (const sized of unit.text.matchAll(SIZED)) {
      if (analyze(sized[1] ?? "")[0] !== stem) continue;
      const size = parseQuantity(sized[2] ?? "");
      const measure = sized[3] ?? "";
      if (!size || size.value <= 0 || !measure) continue;
      const same = (text: string, figure: FoundFigure) =>
        foldAccents((unitAfter(text, figure).split(/\s/)[0] ?? "").toLowerCase()) ===
        foldAccents(measure.toLowerCase());
      const sizeAt = (sized.index ?? 0) + sized[0].indexOf(sized[2] ?? "");
      const given = figuresIn(question).find((figure) => same(question, figure));
      const stated = figuresIn(unit.text).find(
        (figure) => figure.index !== sizeAt && same(unit.text, figure) && figure.value > size.value,
      );
      const whole = given ?? stated;
      if (!whole) continue;
      const exact = whole.value / size.value;
      const needed = Math.ceil(exact - 1e-9);
      const division = `${whole.text} ${measure} ÷ ${sized[2]} ${measure}`;
      const cite = ` [${unit.passage.n}]`;
      return Math.abs(exact - Math.round(exact)) < 1e-6
        ? `São ${formatQuantity(needed, "number")} ${counted}: ${division} = ${formatQuantity(needed, "number")}${cite}.`
        : `São ${formatQuantity(needed, "number")} ${counted}: ${division} = ${formatQuantity(Math.round(exact * 100) / 100, "number")}, o último não cheio${cite}.`;
    }
  }
  return null;
}

/** A thing sized in a measure: "cilindros de 900 kg", "baldes com 20 L", "caminhões-pipa de 10 m³". */
const SIZED = /(\p{L}[\p{L}-]*)\s+(?:de|com)\s+(\d[\d.]*(?:,\d+)?)\s*(\p{L}[\p{L}³²/]*)/gu;
/** How far down the ranking the sentence that sizes the thing may stand. */
const REACH = 3;
