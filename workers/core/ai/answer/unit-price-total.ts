import { formatQuantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { figuresIn, unitAfter } from "./calculate.ts";
import { singularOf } from "./agreement.ts";
import { isFraming, type RankedUnit } from "./unit-ranking.ts";

/** "a compra toda", "o total", "ao todo", "no total": the whole amount asked, not one unit's price. */
const WHOLE_ASKED = /\b(?:tod[oa]s?|inteir[oa]s?|total|ao todo|no total|no conjunto)\b/;
/** A price per thing: "R$ 4.200,00 por unidade", "R$ 38,00 cada", "R$ 1.150,00 por bomba", "R$ 9,80 por m³". */
const PRICE_PER =
  /(R\$\s*\d[\d.]*(?:,\d+)?)\s*(?:,\s*)?(?:por\s+(\p{L}[\p{L}\d³²]*)|cada(?:\s+um[a]?)?)(?![\p{L}\d])/iu;
/** "Quanto custa / custaria / vai custar / sai X?": the cost of the thing the sentence prices, not a total asked. */
const COST_ASKED = /\bquanto\s+(?:(?:vai|iria|deve)\s+)?(?:custa\p{L}*|custou|sai|sairia|saira|fica|ficaria|ficara)\b/u;

const COST_WORDS = new Set(
  analyze("custa custaria custou custo valor preço sai sairia fica ficaria total todo toda dá"),
);

/**
 * "Quanto dá a compra toda?" over "compra de 36 detectores … ao custo estimado de R$ 4.200,00 por unidade": the count
 * one sentence gives times the price it gives per thing. The price is per unit ("por unidade", "cada") or per the
 * thing counted ("por detector"). Null when the question asks no whole amount or no answering sentence writes both.
 */
export function unitPriceTotal(question: string, ranked: RankedUnit[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!/\bquant[oa]s?\b|\bqual (?:e |foi |sera )?(?:o )?(?:valor|custo|total)\b/.test(folded)) return null;
  const whole = WHOLE_ASKED.test(folded);
  if (!whole && !COST_ASKED.test(folded)) return null;
  // What is priced is named: a sentence that prices something else answers another question.
  const named = new Set(analyze(question).filter((stem) => !isFraming(stem) && !COST_WORDS.has(stem)));
  for (const { unit } of ranked.slice(0, 3)) {
    const price = PRICE_PER.exec(unit.text);
    if (!price) continue;
    if (named.size > 0 && !analyze(unit.text).some((stem) => named.has(stem))) continue;
    const per = price[2] ? foldAccents(price[2].toLowerCase()) : "unidade";
    const perStem = analyze(singularOf(per))[0];
    const figures = figuresIn(unit.text);
    // Asked only what it costs, a sentence that states another amount may state the cost itself.
    if (!whole && figures.filter((figure) => figure.unit === "money").length > 1) continue;
    const counted = figures
      .map((figure) => ({ figure, measure: figure.noun ?? unitAfter(unit.text, figure).split(/\s/)[0] ?? "" }))
      .find(
        ({ figure, measure }) =>
          figure.unit === "number" &&
          measure !== "" &&
          (per === "unidade" ||
            foldAccents(measure.toLowerCase()) === per ||
            analyze(singularOf(measure.toLowerCase()))[0] === perStem) &&
          figure.index < (price.index ?? 0),
      );
    const amount = figuresIn(price[1] ?? "")[0];
    if (!counted || !amount || amount.unit !== "money") continue;
    const total = counted.figure.value * amount.value;
    return `São ${formatQuantity(total, "money")}: ${counted.figure.text} ${counted.measure} × ${price[1]} = ${formatQuantity(total, "money")} [${unit.passage.n}].`;
  }
  return null;
}
