import { formatQuantity } from "#core/documents/tables.ts";
import type { PromptPassage } from "#core/chat/agent-context.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { sameNoun } from "./agreement.ts";
import { passageTables } from "./table-answer.ts";

/**
 * "Entre quais medições o nível caiu mais?" over a table of readings in order (a date, a month, a week per row): the
 * two rows next to each other between which the figure fell the most, or rose the most. The column is the one of
 * figures whose header the question's words name, else the first; the rows are read in the table's order. Only when
 * the question asks between which two ("entre quais", "entre que") and for the largest fall or rise.
 */
export function largestStep(question: string, passages: PromptPassage[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!BETWEEN_WHICH.test(folded)) return null;
  const direction = FALL.test(folded) ? "fall" : RISE.test(folded) ? "rise" : null;
  if (!direction) return null;
  const words = (question.toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter((word) => analyze(word).length > 0);
  // A header's word the question writes, in either number ("medições" for "Data da medição").
  const names = (header: string) =>
    (header.match(/\p{L}{3,}/gu) ?? []).some(
      (word) => analyze(word).length > 0 && words.some((asked) => sameNoun(asked, word)),
    );
  for (const { table, passage } of passageTables(passages)) {
    if (table.rows.length < 3) continue;
    const figures = table.header
      .map((_, c) => c)
      // A date ("01/08/2026") is the reading's moment, not a figure.
      .filter((c) => table.rows.every((row, r) => table.values[r]?.[c] != null && !DATE.test(row[c] ?? "")));
    const key = table.header.findIndex((_, c) => !figures.includes(c));
    if (key < 0 || figures.length === 0) continue;
    const named = figures.filter((c) => names(table.header[c] ?? ""));
    // A table none of whose words the question writes is about something else.
    const keyNamed = names(table.header[key] ?? "");
    if (named.length === 0 && !keyNamed) continue;
    const column = named[0] ?? figures[0] ?? 0;
    let best: { from: number; step: number } | null = null;
    for (let r = 1; r < table.rows.length; r++) {
      const step = (table.values[r]?.[column] ?? 0) - (table.values[r - 1]?.[column] ?? 0);
      const signed = direction === "fall" ? -step : step;
      if (signed > 0 && (!best || signed > (direction === "fall" ? -best.step : best.step)))
        best = { from: r - 1, step };
    }
    if (!best) continue;
    const cell = (r: number) => (table.rows[r]?.[key] ?? "").trim();
    const value = (r: number) => (table.rows[r]?.[column] ?? "").trim();
    const amount = formatQuantity(Math.abs(best.step), "number");
    // "Volume útil (%)": the measure in words, its unit after the figures.
    const header = table.header[column]?.trim() ?? "";
    const unit = /\(([^)]*)\)\s*$/u.exec(header)?.[1]?.trim();
    const measure = header.replace(/\s*\([^)]*\)\s*$/u, "");
    const what = measure.charAt(0).toLowerCase() + measure.slice(1);
    const sign = direction === "fall" ? "−" : "+";
    const percent = unit === "%";
    const shown = (r: number) => `${value(r)}${percent ? "%" : ""}`;
    const change = percent ? `${sign}${amount} pontos percentuais` : `${sign}${amount}${unit ? ` ${unit}` : ""}`;
    return `A maior ${direction === "fall" ? "queda" : "alta"} de ${what} foi entre ${cell(best.from)} e ${cell(best.from + 1)}: de ${shown(best.from)} para ${shown(best.from + 1)}, ${change} [${passage.n}].`;
  }
  return null;
}

const DATE = /\b\d{1,2}\/\d{1,2}\b/u;

/** "entre quais (duas) medições", "entre que meses": the pair of rows is what is asked. */
const BETWEEN_WHICH = /\bentre (?:quais|que)\b/u;
const FALL =
  /\b(?:caiu|cairam|caia|baixou|baixaram|diminuiu|diminuiram|reduziu|recuou|desceu|perdeu|maior queda|maior reducao)\b/u;
const RISE =
  /\b(?:subiu|subiram|cresceu|cresceram|aumentou|aumentaram|avancou|ganhou|maior alta|maior aumento|maior crescimento)\b/u;
