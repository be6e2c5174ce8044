/**
 * Tables as data: a document's tables, parsed at ingestion and stored with
 * the chunk that holds them, so the agent reads cells and computes with
 * numbers instead of quoting rows (models are not calculators). The cells as
 * written are the stored truth: their figures are read again when a chunk is
 * loaded (`storedTables`), so a better reading of figures reaches documents
 * ingested before it without ingesting them again. Numbers are
 * read as Brazilian Portuguese writes them: "14.200" is fourteen thousand two
 * hundred, "1.234,56" has a decimal comma, "55%" is a percentage, "R$ 2,3 mi"
 * is money.
 */
export type QuantityUnit = "money" | "percent" | "number";

export interface Quantity {
  value: number;
  unit: QuantityUnit;
  /** The measure the cell writes after its figure ("m³", "km", "L/s", "dias"), when it writes one. */
  measure?: string;
}

/** One table of a chunk: its header and rows as written, and each cell's number (null when it holds none). */
export interface ChunkTable {
  header: string[];
  rows: string[][];
  /** values[r][c]: the number in rows[r][c], if the cell is a figure. */
  values: (number | null)[][];
  /** The unit of each column whose figures agree on one (a money or percent column), else null. */
  units: (QuantityUnit | null)[];
  /** The measure every figure of a column writes after it ("12 t", "3,5 t" → "t"), else null. */
  measures: (string | null)[];
}

const SCALES: [RegExp, number][] = [
  [/^(bi|bilh(?:ão|ao|ões|oes))$/iu, 1e9],
  [/^(mi|milh(?:ão|ao|ões|oes))$/iu, 1e6],
  [/^mil$/iu, 1e3],
];

/**
 * The one figure a cell or phrase states, or null: "R$ 1.234,56" → 1234.56 money, "55%" → 55 percent,
 * "14.200" → 14200, "2,3 milhões" → 2300000. A cell with two figures ("10 a 20") or with words around
 * the figure beyond a unit is not one figure.
 */
export function parseQuantity(text: string): Quantity | null {
  const source = text
    .replace(/\u00a0/g, " ")
    .replace(/[*_`]/g, "")
    .trim();
  const match =
    /^(?<currency>R\$\s*)?(?<sign>[-−–]\s*)?(?<currency2>R\$\s*)?(?<number>\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?|\d+\.\d{1,2})\s*(?<scale>milh(?:ão|ao|ões|oes)|bilh(?:ão|ao|ões|oes)|mil|mi|bi)?\s*(?<percent>%|por cento)?\s*(?<tail>[\p{L}./²³°]{0,14})?$/iu.exec(
      source,
    );
  if (!match?.groups) return null;
  const { currency, currency2, sign, number = "", scale, percent, tail } = match.groups;
  // A trailing word is a unit ("dias", "kWh", "m³") only if short and alone; "reais" makes it money.
  if (tail && /\d/.test(tail)) return null;
  let value = parseNumberPtBr(number);
  if (value === null) return null;
  for (const [pattern, factor] of SCALES) if (scale && pattern.test(scale)) value *= factor;
  if (sign) value = -value;
  const money = Boolean(currency || currency2 || (tail && /^reais$/iu.test(tail)));
  const unit: QuantityUnit = percent ? "percent" : money ? "money" : "number";
  // "12." ends a sentence: a measure has a letter.
  return tail && unit === "number" && /\p{L}/u.test(tail) ? { value, unit, measure: tail } : { value, unit };
}

/** "14.200" → 14200, "1.234,56" → 1234.56, "12,5" → 12.5, "3.5" → 3.5 (a dot before one or two digits is decimal). */
export function parseNumberPtBr(written: string): number | null {
  const text = written.trim();
  let normal: string;
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(text)) normal = text.replace(/\./g, "").replace(",", ".");
  else if (/^\d+(,\d+)?$/.test(text)) normal = text.replace(",", ".");
  else if (/^\d+\.\d{1,2}$/.test(text)) normal = text;
  else return null;
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}

/**
 * A cell's figure, a note in parentheses after it aside: "30,7 (mediana dos pares)" states 30,7 as "30,7" does. A note
 * with a figure of its own ("120 (80 em 2025)") leaves the cell two figures, none read.
 */
export function cellQuantity(cell: string): Quantity | null {
  const noted = /^(.*\d.*?)\s*\(([^()\d]+)\)\s*$/u.exec(cell.trim());
  return parseQuantity(cell) ?? (noted ? parseQuantity(noted[1] ?? "") : null);
}

/** A table as stored: the cells as written plus each cell's figure and each column's common unit. */
export function chunkTable(header: string[], rows: string[][]): ChunkTable {
  const quantities = rows.map((row) => header.map((_, c) => cellQuantity(row[c] ?? "")));
  const units = header.map((_, c) => {
    const found = quantities.map((row) => row[c]).filter((q): q is Quantity => q !== null);
    if (found.length === 0) return null;
    const first = found[0]?.unit ?? null;
    return found.every((q) => q.unit === first) ? first : null;
  });
  const measures = header.map((_, c) => {
    const found = quantities.map((row) => row[c]).filter((q): q is Quantity => q !== null);
    const first = found[0]?.measure;
    return first && found.every((q) => q.measure === first) ? first : null;
  });
  return {
    header,
    rows: rows.map((row) => header.map((_, c) => row[c] ?? "")),
    values: quantities.map((row) => row.map((q) => q?.value ?? null)),
    units,
    measures,
  };
}

/**
 * A chunk's tables as stored (JSON), their figures read again from the cells: a table stored before the reading of
 * figures improved reads as one stored today. A stored value that is not a table is left out.
 */
export function storedTables(json: string): ChunkTable[] {
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((table: unknown) => {
    if (typeof table !== "object" || table === null) return [];
    const { header, rows } = table as { header?: unknown; rows?: unknown };
    const strings = (value: unknown): value is string[] =>
      Array.isArray(value) && value.every((cell) => typeof cell === "string");
    if (!strings(header) || !Array.isArray(rows) || !rows.every(strings)) return [];
    return [chunkTable(header, rows)];
  });
}

/** A figure written as pt-BR readers expect: "26.500", "12,5", "R$ 1.234,56", "55%". */
export function formatQuantity(value: number, unit: QuantityUnit | null): string {
  const rounded = Math.round(value * 100) / 100;
  const negative = rounded < 0;
  const [integer = "0", decimals] = Math.abs(rounded).toFixed(2).split(".");
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const fraction =
    unit === "money" ? `,${decimals}` : decimals && decimals !== "00" ? `,${decimals.replace(/0$/, "")}` : "";
  const body = `${negative ? "-" : ""}${grouped}${fraction}`;
  if (unit === "money") return `R$ ${body}`;
  if (unit === "percent") return `${body}%`;
  return body;
}
