import { formatQuantity, parseQuantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { countWord } from "./number-words.ts";
import { tablesIn, type Unit } from "./passage-units.ts";
import { rowName } from "./row-arithmetic.ts";

/**
 * "Quanto custam 20 dias das duas bombas?" over a table whose total column is, row by row, the product of others
 * ("Qtd." × "Diária (R$)" × "Dias" = "Total (R$)"): the row the question names, its total again with the figures the
 * question gives in place of the columns they name: a figure before a column's word ("20 dias") replaces that column,
 * a count before the row's own noun ("duas bombas") its quantity. Null unless the question asks an amount, names one
 * row of such a table, and gives at least one figure that differs from the row's (the row's own total answers that).
 */
export function rowProductGiven(question: string, units: Unit[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!AMOUNT_ASKED.test(folded)) return null;
  const given = givenFigures(folded);
  if (given.length === 0) return null;
  const questionStems = new Set(analyze(folded));
  for (const rows of tablesIn(units)) {
    const header = rows[0]?.table?.header ?? [];
    const product = productColumns(header, rows);
    if (!product) continue;
    const named = namedRow(rows, folded, questionStems);
    if (!named) continue;
    const { row, by } = named;
    const cells = row.table?.cells ?? [];
    // The row's nouns, not a measure it writes after a figure ("115 kVA"): "três geradores" counts the row's things.
    const nounStems = new Set(
      analyze(foldAccents(rowName(cells).toLowerCase()).replace(/\d+(?:[.,]\d+)?\s*\p{L}+/gu, " ")),
    );
    const values = product.factors.map((c) => parseQuantity(cells[c] ?? "")?.value ?? Number.NaN);
    if (values.some(Number.isNaN)) continue;
    const replaced = [...values];
    let changed = false;
    let byColumn = false;
    const counted = new Set<string>();
    for (const figure of given) {
      const column = product.factors.findIndex((c) => namesColumn(figure.word, header[c] ?? ""));
      const at =
        column >= 0
          ? column
          : product.factors.findIndex((c) => isQuantity(header[c] ?? "") && nounStems.has(figure.word));
      if (at < 0) continue;
      if (column >= 0) byColumn = true;
      else counted.add(figure.word);
      if (replaced[at] !== figure.value) changed = true;
      replaced[at] = figure.value;
    }
    // "três conjuntos" alone names a row by the noun it counts: another table's "conjuntos" would do as well. A count
    // with no column named needs the row named by something else too.
    if (!changed || (!byColumn && by.every((token) => counted.has(token)))) continue;
    const total = replaced.reduce((a, b) => a * b, 1);
    const money = MONEY_HEADER.test(header[product.total] ?? "") || /R\$/.test(cells[product.total] ?? "");
    const unitOf = (c: number) => (MONEY_HEADER.test(header[c] ?? "") ? "money" : null);
    const terms = product.factors.map(
      (c, i) => `${formatQuantity(replaced[i] ?? 0, unitOf(c))} (${label(header[c] ?? "")})`,
    );
    const stated = cells[product.total] ?? "";
    const asStated = product.factors
      .map((c, i) => {
        if (replaced[i] === values[i]) return null;
        const name = label(header[c] ?? "");
        // "90 dias" for a column named by one noun; "qtd. 3" for an abbreviation or a phrase.
        return /^\p{L}+$/u.test(name) ? `${cells[c]?.trim()} ${name}` : `${name} ${cells[c]?.trim()}`;
      })
      .filter((part): part is string => part !== null)
      .join(", ");
    return `São ${formatQuantity(total, money ? "money" : null)} para ${rowName(cells)}: ${terms.join(" × ")} [${row.passage.n}]. Na tabela, com ${asStated}, o total é ${money && !/R\$/.test(stated) ? `R$ ${stated.trim()}` : stated.trim()}.`;
  }
  return null;
}

/**
 * An amount asked: "quanto custa/custam/sai/fica/dá", "qual o valor/custo/total". Not "quantas ligações": a count of
 * things is no total of a row.
 */
const AMOUNT_ASKED = /\bquanto\b|\bqual (?:e |seria |sera |fica )?(?:o )?(?:valor|custo|total|preco|gasto)\b/u;
const MONEY_HEADER = /R\$|\b(?:valor|preco|custo|diaria|mensalidade)\b/iu;
const TOTAL_HEADER = /^\s*(?:\**)?(?:valor\s+)?total\b|\btotal\s*\(/iu;
const QUANTITY_HEADER = /^\s*(?:quantidade|qtd\.?|qtde\.?|quant\.)(?![\p{L}])/iu;
/** How close a product must come to the total the row states (rounding of centavos). */
const PRODUCT_TOLERANCE = 0.005;

interface Given {
  value: number;
  /** The stem of the word the figure counts ("dias" → "dia"). */
  word: string;
}

/** "20 dias", "duas bombas", "3,5 horas": each figure and the stem of the word after it. Years and dates are not. */
function givenFigures(folded: string): Given[] {
  const given: Given[] = [];
  for (const match of folded.matchAll(/(?<![\d/.,\p{L}])(\d+(?:,\d+)?|\p{L}+)\s+(?=(?:de\s+)?(\p{L}{3,}))/gu)) {
    const written = match[1] ?? "";
    const value = /^\d/.test(written) ? Number(written.replace(",", ".")) : countWord(written);
    const [word] = analyze(match[2] ?? "");
    if (value === null || !word || value >= 1900) continue;
    given.push({ value, word });
  }
  return given;
}

/** A header's words without its unit in parentheses. */
function label(header: string): string {
  return header
    .replace(/\s*\([^)]*\)/g, "")
    .replace(/[*_]/g, "")
    .trim()
    .toLowerCase();
}

/** The figure's word is the column's first word ("dias" of "Dias", "horas" of "Horas de uso"). */
function namesColumn(word: string, header: string): boolean {
  const [first] = analyze(foldAccents(label(header)));
  return first === word;
}

function isQuantity(header: string): boolean {
  return QUANTITY_HEADER.test(header);
}

/**
 * The total column and the columns whose product it is on every row that fills them all (two rows at least): the
 * table's own arithmetic, so a figure put in place of one of them gives the total the table would write.
 */
function productColumns(header: string[], rows: Unit[]): { total: number; factors: number[] } | null {
  const total = header.findIndex((cell) => TOTAL_HEADER.test(foldAccents(cell)));
  if (total < 0) return null;
  const numeric = header
    .map((_, c) => c)
    .filter(
      (c) =>
        c !== total && c !== 0 && rows.filter((row) => parseQuantity(row.table?.cells[c] ?? "") !== null).length >= 2,
    );
  const subsets: number[][] = [];
  for (let i = 0; i < numeric.length; i++)
    for (let j = i + 1; j < numeric.length; j++) {
      subsets.push([numeric[i] ?? 0, numeric[j] ?? 0]);
      for (let k = j + 1; k < numeric.length; k++) subsets.push([numeric[i] ?? 0, numeric[j] ?? 0, numeric[k] ?? 0]);
    }
  // The widest set of columns that multiplies out: a column of 1s would fit a narrower one too.
  subsets.sort((a, b) => b.length - a.length);
  for (const factors of subsets) {
    let agreeing = 0;
    let disagreeing = 0;
    for (const row of rows) {
      const cells = row.table?.cells ?? [];
      const stated = parseQuantity(cells[total] ?? "")?.value;
      const values = factors.map((c) => parseQuantity(cells[c] ?? "")?.value);
      if (stated === undefined || values.some((value) => value === undefined)) continue;
      const product = values.reduce<number>((a, b) => a * (b ?? 0), 1);
      if (Math.abs(product - stated) <= Math.abs(stated) * PRODUCT_TOLERANCE) agreeing++;
      else disagreeing++;
    }
    if (agreeing >= 2 && disagreeing === 0) return { total, factors };
  }
  return null;
}

/**
 * The one row the question names by a word or a figure no other row of its table writes ("115 kVA", "caminhonete").
 * Null when no row is so named, or two are.
 */
function namedRow(rows: Unit[], folded: string, questionStems: Set<string>): { row: Unit; by: string[] } | null {
  const tokensOf = (row: Unit) =>
    new Set([
      ...analyze(foldAccents(rowName(row.table?.cells ?? []).toLowerCase())),
      ...(foldAccents(rowName(row.table?.cells ?? []).toLowerCase()).match(/\d+(?:[.,]\d+)?\s*\p{L}+/gu) ?? []),
    ]);
  const all = rows.map(tokensOf);
  const matched = all.map((tokens, r) =>
    [...tokens].filter(
      (token) =>
        !all.some((other, o) => o !== r && other.has(token)) &&
        (/\d/.test(token) ? folded.includes(token) : questionStems.has(token)),
    ),
  );
  const scores = matched.map((tokens) => tokens.length);
  const best = Math.max(0, ...scores);
  if (best === 0 || scores.filter((score) => score === best).length > 1) return null;
  const at = scores.indexOf(best);
  const row = rows[at];
  return row ? { row, by: matched[at] ?? [] } : null;
}
