import type { PromptPassage } from "#core/chat/agent-context.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { keyColumn, passageTables } from "./table-answer.ts";

// A row the question names otherwise than its table writes it: a day inside its period, a number after the key column's
// word. Each is written into the question as the table writes the row, so every reader after it reads that row.

/**
 * "Quem está de sobreaviso no dia 10/03?" over a table whose rows are periods ("08/03 a 14/03"): the day names
 * the row whose period holds it, which the question then names as the table writes it ("10/03 (08/03 a 14/03)"), so
 * that the row is read like any row named. The question as it was when no table has such rows, or no single row
 * holds the day.
 */
export function withPeriodRow(question: string, passages: PromptPassage[]): string {
  const days = [...question.matchAll(DAY_WRITTEN)];
  if (days.length === 0) return question;
  const periods = passageTables(passages).flatMap(({ table }) => {
    const key = keyColumn(table);
    const spans = table.rows.flatMap((row) => {
      const cell = (row[key] ?? "").trim();
      const span = PERIOD.exec(cell);
      return span
        ? [
            {
              cell,
              from: dayOfYear(span[1], span[2]),
              to: dayOfYear(span[4], span[5]),
              dated: Boolean(span[3] || span[6]),
            },
          ]
        : [];
    });
    // A table of periods: most of its rows are one.
    return spans.length >= 2 && spans.length * 2 >= table.rows.length ? spans : [];
  });
  if (periods.length === 0) return question;
  let written = question;
  for (const day of days) {
    if (periods.some((period) => period.cell.includes(day[0]))) continue;
    const at = dayOfYear(day[1], day[2]);
    const within = periods.filter((p) => holds(p, at));
    const holding = [...new Set(within.map((p) => p.cell))];
    if (holding.length !== 1) continue;
    // The period's own form: its cells write no year, so the day is written without one ("10/03 (08/03 a 14/03)"), else
    // the year reads as a period of its own that the row does not state.
    const [cell] = holding;
    const bare = within.some((p) => p.dated) ? day[0] : `${day[1]}/${day[2]}`;
    written = written.replace(day[0], `${bare} (${cell})`);
  }
  return written;
}

/** "08/03 a 14/03", "28/12/2025 – 03/01/2026": a period of days, the years optional. */
const PERIOD = /^(\d{1,2})\/(\d{1,2})(\/\d{2,4})?\s*(?:a|até|ate|-|–|—)\s*(\d{1,2})\/(\d{1,2})(\/\d{2,4})?$/u;

/** "10/03", "10/03/2026": a day the question writes. */
const DAY_WRITTEN = /(?<![\d/])(\d{1,2})\/(\d{1,2})(?:\/\d{2,4})?(?![\d/])/gu;

/** A day's place in its year, enough to order days within one (months of 31 days). */
function dayOfYear(day = "", month = ""): number {
  return Number(month) * 31 + Number(day);
}

/** Whether a period holds a day; a period over the turn of the year ("28/12 a 03/01") wraps. */
function holds(period: { from: number; to: number }, at: number): boolean {
  return period.from <= period.to ? at >= period.from && at <= period.to : at >= period.from || at <= period.to;
}

/**
 * "um alarme de prioridade 1" over a table whose key column is headed "Prioridade" and writes its rows "1 — Urgente",
 * "2 — Alta": the number after the header's word names the row, which the question then names as the table writes it
 * ("prioridade 1 — Urgente"). The question as it was when no key column is so headed or no single row has the label.
 */
export function withLabelRow(question: string, passages: PromptPassage[]): string {
  // Only a question that writes a word and a number or letter reads the tables, once.
  if (!new RegExp(NUMBERED.source, "u").test(question)) return question;
  const tables = passageTables(passages);
  const labels = tables.flatMap(({ table }) => {
    const key = keyColumn(table);
    const heading = analyze(table.header[key] ?? "");
    return table.rows.flatMap((row) => {
      const cell = (row[key] ?? "").trim();
      const label = LABELLED.exec(cell)?.[1];
      return label ? [{ cell, label, heading }] : [];
    });
  });
  if (labels.length === 0) return question;
  // Another table whose key is the label alone ("B", "Categoria B") names the row as the question does already.
  const bareKeys = new Set(
    tables.flatMap(({ table }) => table.rows.map((row) => (row[keyColumn(table)] ?? "").trim().toLowerCase())),
  );
  return question.replace(NUMBERED, (whole: string, word: string, label: string) => {
    if (bareKeys.has(label.toLowerCase()) || bareKeys.has(`${word} ${label}`.toLowerCase())) return whole;
    const stem = analyze(word)[0];
    const rows = labels.filter((entry) => entry.label === label && stem !== undefined && entry.heading.includes(stem));
    const cells = [...new Set(rows.map((entry) => entry.cell))];
    return cells.length === 1 && !question.includes(cells[0] ?? "") ? `${word} ${cells[0]}` : whole;
  });
}

/** A key cell that opens with a label and a dash or a colon: "1 — Urgente", "B: reserva técnica". */
const LABELLED = /^(\d{1,3}|\p{Lu})\s*(?:—|–|-|:)\s*\p{L}/u;

/** A word and the number or letter after it: "prioridade 1", "classe B". */
const NUMBERED = /(\p{L}{3,})\s+(\d{1,3}|\p{Lu})(?![\p{L}\p{N}/.,])/gu;
