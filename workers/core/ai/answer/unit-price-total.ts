import { formatQuantity, parseQuantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { figuresIn, unitAfter } from "./calculate.ts";
import { singularOf } from "./agreement.ts";
import { escapeRegExp } from "./escape-regexp.ts";
import { countWord } from "./number-words.ts";
import { tablesIn, type Unit } from "./passage-units.ts";
import { TOTAL_ROW } from "./row-arithmetic.ts";
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
export function unitPriceTotal(question: string, ranked: RankedUnit[], units: Unit[] = []): string | null {
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
    // "Quanto custou o café por pessoa?" over "a R$ 23,00 por pessoa": the document's own price per the thing answers
    // ("pelo preço por hidrante" names the price the whole is computed with).
    if (new RegExp(`(?<!(?:preco|valor|custo|tarifa|taxa)\\s)\\bpor\\s+${escapeRegExp(per)}\\b`, "u").test(folded))
      continue;
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
    if (amount?.unit !== "money") continue;
    if (!counted) {
      // "O serviço foi contratado por R$ 280,00 por painel inspecionado" and a table that counts the panels, unit by
      // unit: the price times the column's total. Not when one thing is asked ("quanto custa cada painel?").
      const one = new RegExp(
        `\\b(?:cada|um|uma)\\s+${escapeRegExp(per)}|\\bquanto\\s+\\p{L}+\\s+por\\s+${escapeRegExp(per)}`,
        "u",
      ).test(folded);
      const column = one || per === "unidade" ? null : countingColumn(perStem ?? "", unit, units, question);
      if (!column) continue;
      const total = column.count * amount.value;
      return `São ${formatQuantity(total, "money")}: ${formatQuantity(column.count, "number")} (${column.header.toLowerCase()}, ${column.how}) × ${price[1]} = ${formatQuantity(total, "money")} [${unit.passage.n}]${column.passage === unit.passage.n ? "" : `[${column.passage}]`}.`;
    }
    // "a R$ 23,00 por pessoa por dia", "nos três dias": the whole is for every period the sentence counts, unless the
    // question asks it per that period.
    const periods = periodsCounted(unit.text, (price.index ?? 0) + price[0].length, folded);
    const total = counted.figure.value * amount.value * (periods?.count ?? 1);
    const times = periods ? ` × ${periods.written}` : "";
    return `São ${formatQuantity(total, "money")}: ${counted.figure.text} ${counted.measure} × ${price[1]}${times} = ${formatQuantity(total, "money")} [${unit.passage.n}].`;
  }
  return null;
}

/**
 * The periods a price per period is paid for: after "R$ 23,00 por pessoa" the sentence writes "por dia", and it counts
 * the days once ("nos três dias", "durante 5 dias"). Null when the price is per no period, the sentence counts them
 * not or more than once, or the question asks the amount per that period ("por dia").
 */
function periodsCounted(text: string, after: number, question: string): { count: number; written: string } | null {
  const folded = foldAccents(text.toLowerCase());
  const period = /^\s*por\s+(dia|mes|semana|ano|hora)\b/u.exec(folded.slice(after))?.[1];
  if (!period || new RegExp(`\\bpor\\s+${period}\\b`, "u").test(question)) return null;
  const plural = PERIOD_PLURAL[period] ?? `${period}s`;
  const written = text.toLowerCase();
  const counts = [
    ...written.matchAll(new RegExp(`(?<!\\bpor\\s)(?<![\\p{L}\\d])(\\d{1,3}|\\p{L}{2,6})\\s+${plural}\\b`, "gu")),
  ].flatMap((match) => {
    const value = /^\d/u.test(match[1] ?? "") ? Number(match[1]) : countWord(foldAccents(match[1] ?? ""));
    return value && value > 1 ? [{ count: value, written: match[0] }] : [];
  });
  const values = new Set(counts.map(({ count }) => count));
  return values.size === 1 ? (counts[0] ?? null) : null;
}

const PERIOD_PLURAL: Record<string, string> = {
  dia: "dias",
  mes: "meses",
  semana: "semanas",
  ano: "anos",
  hora: "horas",
};

/**
 * The count of the thing priced in a table of the price's own document: a column of whole numbers, read in its total
 * row or added up, whose header the question names ("Com reciclagem vencida" for "a reciclagem de quem está vencido")
 * or, short of that, whose first word is the thing ("Painéis inspecionados" for "por painel"). Of several, the one
 * whose header shares the most of the question's words.
 */
function countingColumn(
  thing: string,
  priced: Unit,
  units: Unit[],
  question: string,
): { count: number; header: string; how: string; passage: number } | null {
  if (!thing) return null;
  const stemsOf = (text: string) =>
    new Set(
      text
        .toLowerCase()
        .split(/[^\p{L}\d]+/u)
        .flatMap((word) => (word ? analyze(singularOf(word)) : [])),
    );
  const asked = stemsOf(question);
  let best: { count: number; header: string; how: string; passage: number; score: number } | null = null;
  for (const rows of tablesIn(units.filter((unit) => unit.passage.documentId === priced.passage.documentId))) {
    const header = rows[0]?.table?.header ?? [];
    header.forEach((title, c) => {
      // A column of money or of percentages counts nothing; the question's money words ask the price, naming no column.
      if (c === 0 || /R\$|%|\breais\b/iu.test(title)) return;
      const words = [...stemsOf(title)];
      const named = words.filter((stem) => stem !== thing && asked.has(stem) && !COST_WORDS.has(stem)).length;
      const ofThing = analyze(singularOf((title.split(/\s+/)[0] ?? "").toLowerCase()))[0] === thing;
      const score = named * 2 + (ofThing ? 1 : 0);
      if (score === 0 || (best && score <= best.score)) return;
      const read = columnCount(rows, c);
      if (read) best = { ...read, header: title, score };
    });
  }
  return best;
}

/** A column's count: its total row's cell, else its rows added up when every one is a whole number. */
function columnCount(rows: Unit[], c: number): { count: number; how: string; passage: number } | null {
  const total = rows.find((row) => TOTAL_ROW.test(row.table?.cells[0] ?? ""));
  const cellOf = (row: Unit) => parseQuantity(row.table?.cells[c] ?? "");
  if (total) {
    const value = cellOf(total);
    return value?.unit === "number" ? { count: value.value, how: "total", passage: total.passage.n } : null;
  }
  const values = rows.map(cellOf);
  if (values.length < 2 || values.some((value) => value?.unit !== "number" || !Number.isInteger(value.value)))
    return null;
  const count = values.reduce((sum, value) => sum + (value?.value ?? 0), 0);
  return { count, how: `soma das ${rows.length} linhas`, passage: rows[0]?.passage.n ?? 0 };
}
