import type { PromptPassage } from "#core/chat/agent-context.ts";
import { formatQuantity, parseQuantity } from "#core/documents/tables.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { oneWordApart, placeOf } from "./change-ranking.ts";
import { tablesIn, unitsOf } from "./passage-units.ts";
import { REFUSED } from "./previous-answer.ts";

/**
 * "E esse total subiu quanto frente a março, em percentual?" right after a reply that added up a column ("São 4.880
 * ligações em junho: 1.500 + …"): the same rows' total in the column of the moment the question names ("Ligações em
 * março"), and the change from it, in percent when asked so. The column added up is the one whose
 * rows sum to the reply's figure; the other, the one whose header differs from it only by the moment named. Null when
 * the question names no change against a moment, the reply added up no column of a table, or none has that moment.
 */
export function columnTotalChange(
  question: string,
  previous: string | undefined,
  passages: PromptPassage[],
): string | null {
  if (!previous || REFUSED.test(previous)) return null;
  const folded = foldAccents(question.toLowerCase());
  if (!CHANGE_AGAINST.test(folded)) return null;
  const summed =
    /^(?:São|O total (?:de|do|da)[^:]*?é)\s*(?:R\$\s*)?(\d[\d.]*(?:,\d+)?)[^:\n]*:\s*[\d.,]+(?:\s*\+\s*[\d.,]+)+\s*=/u.exec(
      previous.trim(),
    );
  const total = summed?.[1] ? parseQuantity(summed[1])?.value : undefined;
  if (total === undefined) return null;
  const percent = /\bpercentua(?:l|is)\b|\bpor cento\b|%/.test(folded);
  for (const rows of tablesIn(unitsOf(passages))) {
    const table = rows[0]?.table;
    if (!table) continue;
    const { header } = table;
    // A total row at the foot is no part of the sum.
    const parts = rows.filter((row) => !/^\s*total\b/iu.test(row.table?.cells[0] ?? ""));
    const sumOf = (c: number) =>
      parts.reduce((sum, row) => sum + (parseQuantity(row.table?.cells[c] ?? "")?.value ?? Number.NaN), 0);
    const column = header.findIndex((_, c) => Math.abs(sumOf(c) - total) < 0.005);
    if (column < 0) continue;
    // The column of the moment the question names: its header differs from the summed one's by that word alone.
    const other = header.findIndex((name, c) => {
      const apart = c === column ? null : oneWordApart(header[column] ?? "", name);
      return apart !== null && placeOf(apart[1], folded) >= 0;
    });
    if (other < 0) continue;
    const base = sumOf(other);
    if (!Number.isFinite(base) || base === 0) continue;
    const [now, then] = [formatQuantity(total, null), formatQuantity(base, null)];
    const change = percent ? ((total - base) / base) * 100 : total - base;
    const shown = percent ? formatQuantity(Math.round(change * 10) / 10, "percent") : formatQuantity(change, null);
    const verb = change >= 0 ? "Cresceu" : "Caiu";
    const working = percent ? `(${now} − ${then}) ÷ ${then}` : `${now} − ${then}`;
    const what = (header[other] ?? "").toLowerCase();
    const cites = [...new Set(rows.map((row) => row.passage.n))].map((n) => `[${n}]`).join("");
    return `${verb} ${shown.replace(/^-/, "")}: de ${then} (${what}, somados) para ${now}; ${working} ${cites}.`;
  }
  return null;
}

/** "cresceu em relação a", "aumentou frente a", "caiu comparado com", "variou sobre": a change against a moment. */
const CHANGE_AGAINST =
  /\b(?:cresceu|aumentou|subiu|caiu|diminuiu|variou|mudou|variacao|crescimento|aumento|queda)\b.*\b(?:em relacao a|frente a|comparad[oa] (?:a|com)|sobre|contra|desde)\b/u;
