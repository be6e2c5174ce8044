import { parseNumberPtBr } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { tablesIn, type Unit } from "./passage-units.ts";
import { PERCENT_ASKED } from "./question-shape.ts";
import { isFraming } from "./unit-ranking.ts";

/**
 * A table whose rows are ranges of one figure ("até 3.500,00", "de 3.500,01 a 6.500,00", "acima de 10.000,00": a
 * tariff's bands, a contribution's brackets, a fine by days late) and a question that gives a figure ("quem ganha
 * R$ 5.700", "se passar de 12 dias") or writes one of the ranges itself ("acima de 30 m³"): the row whose range holds
 * it, read in the column the question names (all of them when it names none). The table is the one whose headers
 * the question's words name.
 */
interface Range {
  low: number;
  high: number;
}

const NUMBER = String.raw`(?:R\$\s*)?(\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?)`;
/** Words that may stand between a figure and the end of its range ("m³", "dias", "reais"). */
const UNIT = String.raw`(?:\s*[\p{L}³²%/]+){0,2}`;
const BANDS: [RegExp, (a: number, b: number) => Range][] = [
  [new RegExp(`\\bde\\s+${NUMBER}${UNIT}\\s+(?:a|ate)\\s+${NUMBER}`, "u"), (a, b) => ({ low: a, high: b })],
  [new RegExp(`\\bentre\\s+${NUMBER}${UNIT}\\s+e\\s+${NUMBER}`, "u"), (a, b) => ({ low: a, high: b })],
  [new RegExp(`^\\s*${NUMBER}${UNIT}\\s*(?:a|[-–—])\\s*${NUMBER}`, "u"), (a, b) => ({ low: a, high: b })],
  [new RegExp(`\\b(?:ate|no maximo)\\s+${NUMBER}`, "u"), (a) => ({ low: Number.NEGATIVE_INFINITY, high: a })],
  [
    new RegExp(`\\b(?:abaixo de|menos de|menor que|inferior a)\\s+${NUMBER}`, "u"),
    (a) => ({ low: Number.NEGATIVE_INFINITY, high: a - 1e-9 }),
  ],
  [
    new RegExp(`\\b(?:acima de|mais de|maior que|superior a|alem de)\\s+${NUMBER}`, "u"),
    (a) => ({ low: a + 1e-9, high: Number.POSITIVE_INFINITY }),
  ],
  [new RegExp(`\\b(?:a partir de|no minimo)\\s+${NUMBER}`, "u"), (a) => ({ low: a, high: Number.POSITIVE_INFINITY })],
];

/**
 * The range a phrase writes, or null. With `opening`, only a range the text opens with (a row's key is the range:
 * "Reclamações respondidas em até 24 h" names an indicator, it is no band).
 */
export function rangeOf(text: string, { opening = false } = {}): Range | null {
  const folded = foldAccents(text.toLowerCase()).replace(/\*/g, "").trim();
  for (const [pattern, make] of BANDS) {
    const match = pattern.exec(folded);
    if (!match || (opening && match.index > 0)) continue;
    const a = parseNumberPtBr(match[1] ?? "");
    const b = match[2] === undefined ? 0 : parseNumberPtBr(match[2]);
    if (a === null || b === null) continue;
    return make(a, b);
  }
  return null;
}

/**
 * The figures a question gives: money ("R$ 5.700"), a figure with what it counts or measures after it ("12 dias",
 * "3 dependentes") or written with a separator ("5.700", "2,5"). A year is a time, and a bare number is a label
 * ("o item 3", "lote 2").
 */
function givenFigures(folded: string, keys: string[]): number[] {
  return [...folded.matchAll(new RegExp(`${NUMBER}(?=(\\s*\\p{L}[\\p{L}³²]*)?)`, "gu"))].flatMap((match) => {
    const written = match[0];
    if (/^(?:19|20)\d{2}$/.test(written.trim())) return [];
    const after = (match[2] ?? "").trim();
    const measured = after.length > 0 && !/^(?:e|ou|a|o|de|do|da|em|no|na)$/.test(after);
    if (!/R\$/.test(written) && !/[.,]/.test(match[1] ?? "") && !measured) return [];
    // "as religações feitas em até 24 h": a figure of a row's name the question writes names that row.
    const phrase = `${written.trim()}${match[2] ?? ""}`.trim();
    if (keys.some((key) => key.includes(phrase))) return [];
    const value = parseNumberPtBr(match[1] ?? "");
    return value === null ? [] : [value];
  });
}

const close = (a: number, b: number) => a === b || Math.abs(a - b) < 0.02;
const same = (a: Range, b: Range) => close(a.low, b.low) && close(a.high, b.high);

/** A header's words, its "%" among them: "Contribuição (% da remuneração)". */
const headerStems = (header: string) => [...analyze(header), ...(header.includes("%") ? ["%"] : [])];

export function rangeRowAnswer(question: string, units: Unit[], context = ""): string | null {
  const folded = foldAccents(question.toLowerCase());
  const asked = rangeOf(folded);
  // Only a project with a table of bands is read further (this runs for every question the composer answers).
  const banded = tablesIn(units).filter(
    (rows) => rows.filter((row) => rangeOf(row.table?.cells[0] ?? "", { opening: true })).length >= 2,
  );
  if (banded.length === 0) return null;
  // The names of rows that are no bands, where a figure may be part of a name.
  const keys = units.flatMap((unit) =>
    unit.kind === "row" && unit.table && !rangeOf(unit.table.cells[0] ?? "", { opening: true })
      ? [foldAccents((unit.table.cells[0] ?? "").toLowerCase())]
      : [],
  );
  const figures = givenFigures(folded, keys);
  if (!asked && figures.length === 0) return null;
  // A percentage asked names a header's "%"; the conversation's words name the table as the question's do.
  const stems = new Set(analyze(`${question} ${context}`).filter((stem) => !isFraming(stem) && !/^\d/.test(stem)));
  if (PERCENT_ASKED.test(folded)) stems.add("%");
  let best: { answer: string; score: number } | null = null;
  for (const rows of banded) {
    const header = rows[0]?.table?.header ?? [];
    const ranged = rows.map((row) => ({ row, range: rangeOf(row.table?.cells[0] ?? "", { opening: true }) }));
    if (ranged.filter((r) => r.range).length < 2) continue;
    // The question names the table by its headers' words, the range's own column among them ("remuneração").
    const named = (text: string) => headerStems(text).filter((stem) => stems.has(stem)).length;
    const score = header.reduce((sum, h) => sum + named(h), 0);
    if (score === 0) continue;
    // A range written as the table writes it; else the row whose range holds a figure the question gives.
    const hit =
      (asked ? ranged.find((r) => r.range && same(r.range, asked)) : undefined) ??
      ranged.find(
        (r) => r.range && figures.some((value) => value >= (r.range as Range).low && value <= (r.range as Range).high),
      );
    const cells = hit?.row.table?.cells;
    if (!hit || !cells) continue;
    // The column the question names above the others; every column when none stands out.
    const columns = header
      .map((h, c) => ({
        c,
        score:
          c === 0
            ? -1
            : headerStems(h).filter((stem) => stems.has(stem) && !analyze(header[0] ?? "").includes(stem)).length,
      }))
      .filter((column) => column.c > 0)
      .sort((a, b) => b.score - a.score);
    const top = columns[0];
    const chosen =
      top && top.score > 0 && top.score > (columns[1]?.score ?? 0)
        ? [top]
        : columns.filter((column) => column.score >= 0);
    const read = chosen
      .map(({ c }) => `${lowerFirst((header[c] ?? "").trim())}: ${(cells[c] ?? "").replace(/\*/g, "").trim()}`)
      .join("; ");
    const answer = `${(header[0] ?? "").trim()} ${(cells[0] ?? "").replace(/\*/g, "").trim()} — ${read} [${hit.row.passage.n}].`;
    if (!best || score > best.score) best = { answer, score };
  }
  return best?.answer ?? null;
}

/** "Contribuição por dependente (R$)" → "contribuição por dependente (R$)": the header inside a sentence. */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
