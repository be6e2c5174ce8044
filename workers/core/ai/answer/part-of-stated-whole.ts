import { formatQuantity, parseQuantity, type QuantityUnit } from "#core/documents/tables.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { figuresIn } from "./calculate.ts";
import { tablesIn, type Unit } from "./passage-units.ts";

/**
 * "E quanto disso fica em 2027?" after the plan's total: the part of a whole the document states in a sentence
 * ("O orçamento total do plano é de R$ 756.050,00") that falls in one year. Which table and column make up that
 * whole is read from the figures, not the words: the column whose rows add up to the stated amount (a year in a cell
 * of each row), or the year columns that together do ("2027 (R$)", "2028 (R$)"). The question may name the whole by
 * a word no header writes ("orçamento" over "Custo (R$)"); the equal sum is what ties them. Null when the question
 * asks no part of a year, or no table adds up to an amount a sentence of its document states.
 */
export function partOfStatedWhole(question: string, units: Unit[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!PART_ASKED.test(folded)) return null;
  const years = [...new Set(folded.match(/\b20\d{2}\b/g) ?? [])];
  const year = years.length === 1 ? years[0] : undefined;
  if (!year) return null;
  for (const rows of tablesIn(units)) {
    const first = rows[0];
    if (!first?.table) continue;
    const stated = statedAmounts(units, first.passage.documentId);
    if (stated.length === 0) continue;
    const part = yearCellPart(rows, year, stated) ?? yearColumnPart(rows, year, stated);
    if (part) return part;
  }
  return null;
}

/** "quanto desse valor", "quanto do total", "quanto disso": a part of a whole the conversation or the question names. */
const PART_ASKED = /\bquant[oa]s?\s+(?:d[oa]s?|desse|dessa|deste|desta|disso|disto)\b/;

/** The share of a stated amount within which an added-up column counts as that amount (rounding in the text). */
const SAME_AMOUNT = 0.001;

interface Part {
  rows: { label: string; value: number }[];
  unit: QuantityUnit;
}

/** The amounts the document's sentences state, in money or counts (percentages state no whole). */
function statedAmounts(units: Unit[], documentId: string): { value: number }[] {
  return units
    .filter((unit) => unit.kind === "sentence" && unit.passage.documentId === documentId)
    .flatMap((unit) => figuresIn(unit.text))
    .filter((figure) => figure.unit !== "percent" && figure.value > 0)
    .map((figure) => ({ value: figure.value }));
}

const matches = (total: number, stated: { value: number }[]) =>
  total > 0 && stated.some((amount) => Math.abs(amount.value - total) <= amount.value * SAME_AMOUNT);

/** A row that adds up the others ("Total", "**Total geral**"). */
const isTotalRow = (row: Unit) => /^\W*total\b/iu.test(foldAccents(row.table?.cells[0] ?? ""));

function cellValue(cell: string): number | null {
  const quantity = parseQuantity(cell);
  return quantity && quantity.unit !== "percent" ? quantity.value : null;
}

const columnUnit = (header: string, cells: string[]): QuantityUnit =>
  /R\$/.test(header) || cells.some((cell) => /R\$/.test(cell)) ? "money" : "number";

/** A column of years ("Ano": 2027, 2028) and an amount column that adds up to the whole: the rows of the year asked. */
function yearCellPart(rows: Unit[], year: string, stated: { value: number }[]): string | null {
  const body = rows.filter((row) => !isTotalRow(row));
  const header = body[0]?.table?.header ?? [];
  const yearColumn = header.findIndex((_, c) => body.every((row) => /^\s*20\d{2}\s*$/.test(row.table?.cells[c] ?? "")));
  if (yearColumn < 0) return null;
  for (let c = 0; c < header.length; c++) {
    if (c === yearColumn) continue;
    const values = body.map((row) => cellValue(row.table?.cells[c] ?? ""));
    if (values.some((value) => value === null)) continue;
    const total = values.reduce<number>((sum, value) => sum + (value ?? 0), 0);
    if (!matches(total, stated)) continue;
    const kept = body.flatMap((row, r) =>
      (row.table?.cells[yearColumn] ?? "").trim() === year
        ? [{ label: row.table?.cells[0] ?? "", value: values[r] ?? 0 }]
        : [],
    );
    if (kept.length === 0) return null;
    const unit = columnUnit(
      header[c] ?? "",
      body.map((row) => row.table?.cells[c] ?? ""),
    );
    return written({ rows: kept, unit }, total, year, body[0] as Unit);
  }
  return null;
}

/** Columns of years ("2027 (R$)", "2028 (R$)") that add up, together, to the whole: the one of the year asked. */
function yearColumnPart(rows: Unit[], year: string, stated: { value: number }[]): string | null {
  const body = rows.filter((row) => !isTotalRow(row));
  const header = body[0]?.table?.header ?? [];
  const yearColumns = header.flatMap((name, c) =>
    /\b20\d{2}\b/.test(name) && !/\b20\d{2}\s*[–-]/.test(name) ? [c] : [],
  );
  const asked = yearColumns.find((c) => (header[c] ?? "").includes(year));
  if (asked === undefined || yearColumns.length < 2) return null;
  const columnValues = (c: number) => body.map((row) => cellValue(row.table?.cells[c] ?? ""));
  if (yearColumns.some((c) => columnValues(c).some((value) => value === null))) return null;
  const total = yearColumns.reduce(
    (sum, c) => sum + columnValues(c).reduce<number>((inner, value) => inner + (value ?? 0), 0),
    0,
  );
  if (!matches(total, stated)) return null;
  const kept = body.map((row, r) => ({ label: row.table?.cells[0] ?? "", value: columnValues(asked)[r] ?? 0 }));
  const unit = columnUnit(
    header[asked] ?? "",
    body.map((row) => row.table?.cells[asked] ?? ""),
  );
  return written({ rows: kept, unit }, total, year, body[0] as Unit);
}

function written(part: Part, total: number, year: string, row: Unit): string {
  const sum = part.rows.reduce((acc, kept) => acc + kept.value, 0);
  const show = (value: number) => formatQuantity(value, part.unit);
  const plain = (value: number) => formatQuantity(value, "number");
  const share = formatQuantity(Math.round((sum / total) * 1000) / 10, "number");
  return (
    `De ${show(total)}, ${show(sum)} são de ${year} (${share}% do total): ` +
    `${part.rows.map((kept) => plain(kept.value)).join(" + ")} = ${plain(sum)} [${row.passage.n}].`
  );
}
