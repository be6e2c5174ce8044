import type { PromptPassage } from "#core/chat/agent-context.ts";
import { formatQuantity } from "#core/documents/tables.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { REST_ASKED } from "./installments.ts";
import { isTotalLabel, passageTables } from "./table-answer.ts";

/**
 * "Depois da entrada, quanto ainda resta pagar?" over a schedule of payments ("| Entrada | … | 40.000,00 |",
 * "| 2ª parcela | … |", …): the question names one row by its first cell and asks what remains after it, which is
 * the table's one column of money added up over the rows below that one (a total row aside). Null when the question
 * asks no rest after a row, names no row of a table with one money column, or that row is the last.
 */
export function rowsAfter(question: string, passages: PromptPassage[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!REST_ASKED.test(folded)) return null;
  const after = AFTER.exec(folded)?.[1];
  if (!after) return null;
  for (const { table, passage } of passageTables(passages)) {
    // A column of money: its cells say so, or its header does ("Valor (R$)").
    const money = table.header.flatMap((header, c) =>
      c > 0 && (table.units[c] === "money" || /R\$/u.test(header)) ? [c] : [],
    );
    const [column] = money;
    if (money.length !== 1 || column === undefined) continue;
    const keys = table.rows.map((row) => foldAccents((row[0] ?? "").toLowerCase()).trim());
    const at = keys.findIndex((key) => key.length >= 3 && after.startsWith(key));
    if (at < 0) continue;
    const rest = table.rows
      .map((_, r) => r)
      .filter((r) => r > at && !isTotalLabel(table.rows[r]?.[0] ?? "") && table.values[r]?.[column] != null);
    if (rest.length === 0) continue;
    const total = rest.reduce((sum, r) => sum + (table.values[r]?.[column] ?? 0), 0);
    const written = formatQuantity(total, "money");
    const terms = rest
      .map((r) => `${formatQuantity(table.values[r]?.[column] ?? 0, "money")} (${(table.rows[r]?.[0] ?? "").trim()})`)
      .join(" + ");
    return `Restam ${written} depois de “${(table.rows[at]?.[0] ?? "").trim()}”: ${terms} = ${written} [${passage.n}].`;
  }
  return null;
}

/** "depois do sinal", "após a entrada": the row after which the rest is asked, as the question writes it. */
const AFTER = /\b(?:depois|apos)\s+(?:d[oa]s?|[oa]s?)\s+([\p{L}\d][\p{L}\d ª°º-]*)/u;
