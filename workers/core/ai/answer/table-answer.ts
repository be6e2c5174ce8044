import type { PromptPassage } from "#core/chat/agent-context.ts";
import { type ChunkTable, chunkTable, formatQuantity } from "#core/documents/tables.ts";
import { markdownBlocks } from "#core/documents/markdown-blocks.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { type Calculation, calculate, type Figure, type Operation } from "./calculate.ts";
import { operationIn, withoutNames } from "./question-shape.ts";
import { isFraming } from "./unit-ranking.ts";

/**
 * Questions a table answers: a cell ("qual a meta de automação do canal
 * Telefone?") in one sentence, or a figure computed over a column or a row
 * ("o volume total dos três canais", "qual canal tem o maior volume", "a
 * diferença entre a capacidade e a produção da estação Rio Claro"), with the
 * figures used. The tables come parsed with their passages (stored at
 * ingestion, #core/documents/tables.ts); the question's words pick the table,
 * its columns (by their headers) and its rows (by their cells).
 */
export interface TableHit {
  table: ChunkTable;
  passage: PromptPassage;
}

interface Reading {
  hit: TableHit;
  columns: number[];
  rows: number[];
  operation: Operation | null;
  score: number;
}

/** The tables of the passages, parts of one table split across chunks joined again. */
export function passageTables(passages: PromptPassage[]): TableHit[] {
  const hits: TableHit[] = [];
  for (const passage of passages) {
    const tables = passage.tables ?? tablesInText(passage.text);
    for (const table of tables) {
      const part = hits.find(
        (hit) =>
          hit.passage.documentId === passage.documentId &&
          hit.table.header.join("\u0000") === table.header.join("\u0000"),
      );
      if (part) {
        const known = new Set(part.table.rows.map((row) => row.join("\u0000")));
        const fresh = table.rows.filter((row) => !known.has(row.join("\u0000")));
        part.table = chunkTable(part.table.header, [...part.table.rows, ...fresh]);
      } else {
        hits.push({ table, passage });
      }
    }
  }
  return hits;
}

function tablesInText(text: string): ChunkTable[] {
  if (!text.includes("|")) return [];
  return markdownBlocks(text).flatMap((block) =>
    block.kind === "table" && block.header.length > 0 ? [chunkTable(block.header, block.rows)] : [],
  );
}

const stemsOf = (text: string) => analyze(text).filter((stem) => !isFraming(stem));

/** How much of a header the question names (its stems, or a stem the question's word starts with). */
function headerMatch(header: string, question: Set<string>): number {
  const stems = stemsOf(header.replace(/\([^)]*\)/g, " "));
  if (stems.length === 0) return 0;
  const named = stems.filter(
    (stem) =>
      question.has(stem) || [...question].some((q) => q.length >= 4 && (q.startsWith(stem) || stem.startsWith(q))),
  );
  return named.length / stems.length;
}

/** Whether the question names the cell's text (a row's key, a person): all its words, in the question. */
function cellNamed(cell: string, foldedQuestion: string, question: Set<string>): boolean {
  const folded = foldAccents(cell).trim();
  if (folded.length < 2 || /^[\d\s.,%$r-]+$/.test(folded)) return false;
  if (new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(folded)}([^\\p{L}\\p{N}]|$)`, "u").test(foldedQuestion))
    return true;
  const stems = analyze(cell);
  return stems.length > 0 && stems.every((stem) => question.has(stem));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function read(hit: TableHit, rank: number, question: string): Reading | null {
  const { table } = hit;
  const folded = foldAccents(question);
  const unnamed = withoutNames(question);
  const stems = new Set(analyze(question));
  const headerScores = table.header.map((header) => headerMatch(header, stems));
  const numeric = (c: number) => table.values.some((row) => row[c] !== null && row[c] !== undefined);
  const rows = table.rows.flatMap((row, r) =>
    row.some((cell, c) => !numeric(c) && cellNamed(cell, folded, stems)) ? [r] : [],
  );
  // The words that name a column are not an operation ("Satisfação mínima", "Produção média").
  const named = table.header.filter((_, c) => (headerScores[c] ?? 0) >= 0.5);
  let rest = unnamed;
  for (const header of named)
    for (const word of foldAccents(header)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 2))
      rest = rest.replace(new RegExp(`\\b${escapeRegExp(word)}\\b`, "g"), " ");
  let operation = operationIn(rest);
  if (operation === "count") {
    // "Quantos canais…" counts rows; "quantos atendimentos por mês…" reads (or adds up) a column of counts.
    const counted = /\bquant[oa]s\s+(\p{L}+)/u.exec(folded)?.[1] ?? "";
    const stem = analyze(counted)[0] ?? counted;
    const namesRows = headerMatch(table.header[0] ?? "", new Set([stem])) > 0;
    const namesColumn = table.header.some((header, c) => c > 0 && headerMatch(header, new Set([stem])) > 0);
    operation = namesRows && !namesColumn ? "count" : namesColumn && rows.length === 0 ? "sum" : null;
  }
  const columns = table.header
    .map((_, c) => c)
    .filter((c) => (headerScores[c] ?? 0) >= 0.5 && c > 0)
    .sort((a, b) => (headerScores[b] ?? 0) - (headerScores[a] ?? 0));
  const keyNamed = (headerScores[0] ?? 0) >= 0.5;
  const score = columns.length * 2 + rows.length + (keyNamed ? 1 : 0) + 1 / (rank + 2);
  if (columns.length === 0 && rows.length === 0) return null;
  return { hit, columns, rows, operation, score };
}

/** The table's answer to the question, or null when no table answers it. */
export function answerFromTables(question: string, passages: PromptPassage[]): string | null {
  const readings = passageTables(passages)
    .map((hit, rank) => read(hit, rank, question))
    .filter((reading): reading is Reading => reading !== null)
    .sort((a, b) => b.score - a.score);
  for (const reading of readings) {
    const text = reading.operation ? computed(reading) : cellAnswer(reading);
    if (text) return text;
  }
  return null;
}

const cite = (hit: TableHit) => `[${hit.passage.n}]`;

/** "a meta", "o volume", "os atendimentos": the article a Portuguese noun phrase takes, from its first word. */
function article(phrase: string): "a" | "o" | "as" | "os" {
  const first = foldAccents(phrase.trim().split(/\s+/)[0] ?? "");
  const plural =
    /[^s]s$/.test(first) && !/(es|is|us)$/.test(first) ? true : /(oes|aes|ais|eis|ois|res|zes|ses)$/.test(first);
  const singular = plural ? first.replace(/(oes|aes)$/, "ao").replace(/s$/, "") : first;
  const feminine =
    /(a|cao|sao|giao|niao|dade|gem|tude|ie)$/.test(singular) &&
    !/^(dia|mapa|sistema|problema|tema|programa)$/.test(singular);
  return `${feminine ? "a" : "o"}${plural ? "s" : ""}` as "a" | "o" | "as" | "os";
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const isPlural = (a: string) => a.endsWith("s");

const lower = (text: string) => {
  const clean = text.replace(/\s*\([^)]*\)\s*$/, "").trim();
  return /^\p{Lu}\p{Ll}/u.test(clean) ? clean.charAt(0).toLowerCase() + clean.slice(1) : clean;
};

/** "do canal Telefone", "da estação Rio Claro": the row named by its key under the first column's header. */
function ofRow(table: ChunkTable, r: number): string {
  const key = table.rows[r]?.[0] ?? "";
  const noun = lower(table.header[0] ?? "");
  if (!noun) return `de ${key}`;
  // The row is one item of the first column: "da região Litoral", whatever the header's number.
  const contracted = article(noun).startsWith("a") ? "da" : "do";
  const singular =
    foldAccents(noun).endsWith("s") && !/\s/.test(noun) ? noun.replace(/ões$/, "ão").replace(/s$/, "") : noun;
  return `${contracted} ${singular} ${key}`;
}

function cellAnswer(reading: Reading): string | null {
  const { hit, columns, rows } = reading;
  const { table } = hit;
  if (rows.length === 0 || columns.length === 0) return null;
  const column = columns[0] as number;
  const name = lower(table.header[column] ?? "");
  const the = article(name);
  const lead = `${capitalise(the)} ${name}`;
  if (rows.length === 1) {
    const r = rows[0] as number;
    const others = columns.slice(1, 3).filter((c) => table.rows[r]?.[c]);
    const more = others.map((c) => `; ${lower(table.header[c] ?? "")}: ${table.rows[r]?.[c]}`).join("");
    const verb = isPlural(the) ? "são" : "é";
    return `${lead} ${ofRow(table, r)} ${verb} ${table.rows[r]?.[column]}${more} ${cite(hit)}.`;
  }
  const list = rows.map((r) => `${table.rows[r]?.[0]}: ${table.rows[r]?.[column]}`).join("; ");
  return `${lead} por ${lower(table.header[0] ?? "linha")}: ${list} ${cite(hit)}.`;
}

function figure(table: ChunkTable, r: number, c: number): Figure | null {
  const value = table.values[r]?.[c];
  if (value === null || value === undefined) return null;
  return { label: table.rows[r]?.[0] ?? "", value, unit: table.units[c] ?? null };
}

function numericColumns(table: ChunkTable, preferred: number[]): number[] {
  const numeric = table.header.map((_, c) => c).filter((c) => table.values.some((row) => row[c] != null));
  const named = preferred.filter((c) => numeric.includes(c));
  return named.length > 0 ? named : numeric;
}

function computed(reading: Reading): string | null {
  const { hit, rows, operation } = reading;
  const { table } = hit;
  if (!operation) return null;
  const columns = numericColumns(table, reading.columns);
  const column = columns[0];
  if (column === undefined) return null;
  const name = lower(table.header[column] ?? "");
  const allRows = table.rows.map((_, r) => r);
  const keys = (list: number[]) => joinNames(list.map((r) => table.rows[r]?.[0] ?? ""));

  if ((operation === "difference" || operation === "remainder") && rows.length === 1 && reading.columns.length >= 2) {
    // One row, two columns: "a diferença entre a capacidade e a produção da estação Rio Claro".
    const [a, b] = reading.columns.slice(0, 2) as [number, number];
    const r = rows[0] as number;
    const figures = [a, b].flatMap((c) => {
      const f = figure(table, r, c);
      return f ? [{ ...f, label: lower(table.header[c] ?? "") }] : [];
    });
    const result = calculate(operation, figures);
    if (!result) return null;
    return `A diferença entre ${result.figures.map((f) => f.label).join(" e ")} ${ofRow(table, r)} é ${result.written}: ${result.expression} ${cite(hit)}.`;
  }
  const chosen = operation === "difference" || operation === "remainder" ? rows : rows.length >= 2 ? rows : allRows;
  const figures = chosen.flatMap((r) => figure(table, r, column) ?? []);
  if (operation === "count") {
    const result = calculate(
      "count",
      chosen.map((r) => ({ label: table.rows[r]?.[0] ?? "", value: 1, unit: null })),
    );
    return result ? `São ${result.result}: ${keys(chosen)} ${cite(hit)}.` : null;
  }
  const result = calculate(operation, figures);
  if (!result) return null;
  return sentenceFor(result, name, keys(chosen), hit);
}

function sentenceFor(result: Calculation, column: string, scope: string, hit: TableHit): string | null {
  const a = article(column);
  const the = capitalise(a.replace(/s$/, ""));
  switch (result.operation) {
    case "sum":
      return `${the} total de ${column} de ${scope} é ${result.written}: ${result.expression} ${cite(hit)}.`;
    case "average":
      return `A média de ${column} de ${scope} é ${result.written}: ${result.expression} ${cite(hit)}.`;
    case "difference":
    case "remainder": {
      const [first, second] = result.figures;
      if (!first || !second) return null;
      return `${first.label} tem ${result.written} a mais que ${second.label} em ${column}: ${result.expression} ${cite(hit)}.`;
    }
    case "max":
    case "min": {
      const winner = result.winner;
      if (!winner) return null;
      const which = `${result.operation === "max" ? "maior" : "menor"}${isPlural(a) ? "es" : ""}`;
      return `${winner.label} tem ${a} ${which} ${column}: ${formatQuantity(winner.value, result.unit)} (${result.expression}) ${cite(hit)}.`;
    }
    default:
      return null;
  }
}

/** "A, B e C". */
export function joinNames(names: string[]): string {
  const clean = names.filter(Boolean);
  if (clean.length <= 1) return clean.join("");
  return `${clean.slice(0, -1).join(", ")} e ${clean.at(-1)}`;
}
