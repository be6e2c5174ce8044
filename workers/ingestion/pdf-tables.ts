import { parseQuantity } from "#core/documents/tables.ts";

/**
 * A PDF page's text with its tables as Markdown tables. PDF has no tables,
 * only text placed on the page; a table is a run of lines whose pieces stand
 * in the same columns. Lines are the text items sharing a baseline; a line's
 * cells are its items split where the gap between them is wider than a few
 * characters; a run of at least MIN_ROWS consecutive lines with the same
 * number of cells (two or more) whose cells start at the same x, within
 * COLUMN_TOLERANCE, with short cells and a column of figures (or three columns or
 * more), is a table, its first line the header. Everything else
 * reads as PDF.js joined it, so a page without a table is unchanged.
 */
export interface PdfTextItem {
  str: string;
  hasEOL?: boolean;
  /** PDF.js's transform: [a, b, c, d, x, y]. */
  transform: number[];
  width: number;
  height?: number;
}

const MIN_ROWS = 3;
/** Characters a table's cell rarely exceeds; prose lines do. */
const MAX_CELL = 60;
/** Points two cells of one column may start apart (a right-aligned figure moves by its width). */
const COLUMN_TOLERANCE = 24;
/** Points between two items of one line beyond which they are different cells. */
const CELL_GAP = 9;
/** Points two items' baselines may differ and still be one line. */
const BASELINE_TOLERANCE = 2;

interface Line {
  items: PdfTextItem[];
  cells: { text: string; x: number; right: number }[];
}

/** The page's text: PDF.js's reading order, with each detected table replaced by a Markdown table. */
export function pageText(items: PdfTextItem[]): string {
  const plain = items
    .map((item) => item.str + (item.hasEOL ? "\n" : ""))
    .join("")
    .trim();
  const lines = linesOf(items);
  const runs = tableRuns(lines);
  if (runs.length === 0) return plain;
  const out: string[] = [];
  let i = 0;
  for (const run of runs) {
    for (; i < run.start; i++) out.push(lineText(lines[i] as Line));
    out.push("", markdownTable(lines.slice(run.start, run.end)), "");
    i = run.end;
  }
  for (; i < lines.length; i++) out.push(lineText(lines[i] as Line));
  return out
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function linesOf(items: PdfTextItem[]): Line[] {
  const lines: { y: number; items: PdfTextItem[] }[] = [];
  for (const item of items) {
    if (!item.str.trim()) continue;
    const y = item.transform[5] ?? 0;
    const line = lines.find((candidate) => Math.abs(candidate.y - y) <= BASELINE_TOLERANCE);
    if (line) line.items.push(item);
    else lines.push({ y, items: [item] });
  }
  // Top of the page first (PDF's y grows upwards), each line left to right.
  return lines
    .sort((a, b) => b.y - a.y)
    .map((line) => {
      const sorted = [...line.items].sort((a, b) => (a.transform[4] ?? 0) - (b.transform[4] ?? 0));
      const cells: Line["cells"] = [];
      for (const item of sorted) {
        const x = item.transform[4] ?? 0;
        const last = cells.at(-1);
        if (last && x - last.right <= CELL_GAP) {
          last.text = `${last.text}${x - last.right > 1 ? " " : ""}${item.str}`.replace(/\s+/g, " ");
          last.right = x + item.width;
        } else {
          cells.push({ text: item.str.trim(), x, right: x + item.width });
        }
      }
      return { items: sorted, cells: cells.filter((cell) => cell.text.trim()) };
    });
}

function lineText(line: Line): string {
  return line.cells.map((cell) => cell.text.trim()).join(" ");
}

/** Runs of lines that share their columns. */
function tableRuns(lines: Line[]): { start: number; end: number }[] {
  const runs: { start: number; end: number }[] = [];
  let start = 0;
  while (start < lines.length) {
    const first = lines[start] as Line;
    let end = start + 1;
    if (first.cells.length >= 2) {
      while (end < lines.length && sameColumns(first, lines[end] as Line)) end++;
    }
    if (end - start >= MIN_ROWS && first.cells.length >= 2 && looksTabular(lines.slice(start, end))) {
      runs.push({ start, end });
      start = end;
    } else start++;
  }
  return runs;
}

/**
 * Aligned lines of short cells with a column of figures (or three columns or more): a table. Two columns of prose
 * (a two-column page) align too, but their cells are long and hold no column of figures.
 */
function looksTabular(lines: Line[]): boolean {
  const cells = lines.flatMap((line) => line.cells);
  const short = cells.filter((cell) => cell.text.trim().length <= MAX_CELL).length >= cells.length * 0.9;
  const columns = lines[0]?.cells.length ?? 0;
  const figures = Array.from({ length: columns }, (_, c) => c).some(
    (c) =>
      lines.slice(1).filter((line) => parseQuantity(line.cells[c]?.text ?? "") !== null).length >=
      (lines.length - 1) / 2,
  );
  return short && (figures || columns >= 3);
}

function sameColumns(a: Line, b: Line): boolean {
  if (a.cells.length !== b.cells.length) return false;
  return a.cells.every((cell, i) => {
    const other = b.cells[i];
    if (!other) return false;
    // A column is one when its cells start together or end together (left- or right-aligned).
    return Math.abs(cell.x - other.x) <= COLUMN_TOLERANCE || Math.abs(cell.right - other.right) <= COLUMN_TOLERANCE;
  });
}

function markdownTable(lines: Line[]): string {
  const row = (line: Line) => `| ${line.cells.map((cell) => cell.text.trim().replace(/\|/g, "\\|")).join(" | ")} |`;
  const [header, ...body] = lines;
  if (!header) return "";
  return [row(header), `|${header.cells.map(() => "---").join("|")}|`, ...body.map(row)].join("\n");
}
