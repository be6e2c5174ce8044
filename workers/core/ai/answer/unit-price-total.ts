import { formatQuantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { figuresIn } from "./calculate.ts";
import { singularOf } from "./agreement.ts";
import type { RankedUnit } from "./unit-ranking.ts";

/** "a compra toda", "o total", "ao todo", "no total": the whole amount asked, not one unit's price. */
const WHOLE_ASKED = /\b(?:tod[oa]s?|inteir[oa]s?|total|ao todo|no total|no conjunto)\b/;
/** A price per thing: "R$ 4.200,00 por unidade", "R$ 38,00 cada", "R$ 1.150,00 por bomba". */
const PRICE_PER = /(R\$\s*\d[\d.]*(?:,\d+)?)\s*(?:,\s*)?(?:por\s+(\p{L}+)|cada(?:\s+um[a]?)?)\b/iu;

/**
 * "Quanto dá a compra toda?" over "compra de 36 detectores … ao custo estimado de R$ 4.200,00 por unidade": the count
 * one sentence gives times the price it gives per thing. The price is per unit ("por unidade", "cada") or per the
 * thing counted ("por detector"). Null when the question asks no whole amount or no answering sentence writes both.
 */
export function unitPriceTotal(question: string, ranked: RankedUnit[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!/\bquant[oa]s?\b|\bqual (?:e |foi |sera )?(?:o )?(?:valor|custo|total)\b/.test(folded)) return null;
  if (!WHOLE_ASKED.test(folded)) return null;
  for (const { unit } of ranked.slice(0, 3)) {
    const price = PRICE_PER.exec(unit.text);
    if (!price) continue;
    const per = price[2] ? foldAccents(price[2].toLowerCase()) : "unidade";
    const perStem = analyze(singularOf(per))[0];
    const counted = figuresIn(unit.text).find(
      (figure) =>
        figure.unit === "number" &&
        figure.noun !== null &&
        (per === "unidade" || analyze(singularOf(figure.noun.toLowerCase()))[0] === perStem) &&
        figure.index < (price.index ?? 0),
    );
    const amount = figuresIn(price[1] ?? "")[0];
    if (!counted || !amount || amount.unit !== "money") continue;
    const total = counted.value * amount.value;
    return `São ${formatQuantity(total, "money")}: ${counted.text} ${counted.noun} × ${price[1]} = ${formatQuantity(total, "money")} [${unit.passage.n}].`;
  }
  return null;
}
