import { formatQuantity, parseQuantity } from "#core/documents/tables.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { capitalised, definiteArticle, nounForm, singularOf } from "./agreement.ts";
import { escapeRegExp } from "./escape-regexp.ts";
import { tablesIn, type Unit } from "./passage-units.ts";
import { whichNoun } from "./question-shape.ts";

/**
 * "Que regional teve o maior crescimento percentual de março para junho?" over a table with a column per moment
 * ("Ligações em março", "Ligações em junho"): each row's change between the two columns, in percent when
 * asked so, and the row with the largest (or the largest fall, or the smallest), with its figures. The two columns are
 * the ones whose headers differ only by words the question writes; the earlier moment is the one it names first.
 * Null when the question asks no extreme of a change, or no table has such a pair of columns.
 */
export function rankedByChange(question: string, units: Unit[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  const asked = EXTREME_CHANGE.exec(folded);
  if (!asked) return null;
  const [, extreme = "", change = ""] = asked;
  const percent = /\bpercentua(?:l|is)\b|\bpor cento\b|%/.test(folded);
  // The largest fall is the most negative change; the smallest growth, the least positive.
  const falling = FALL.test(change);
  const wantsLowest = (extreme === "menor") !== falling;
  for (const rows of tablesIn(units)) {
    const header = rows[0]?.table?.header ?? [];
    const pair = momentColumns(header, folded);
    if (!pair) continue;
    const [from, to] = pair;
    const changes = rows.flatMap((row) => {
      const cells = row.table?.cells ?? [];
      const before = parseQuantity(cells[from] ?? "")?.value;
      const after = parseQuantity(cells[to] ?? "")?.value;
      if (before === undefined || after === undefined || (percent && before === 0)) return [];
      const value = percent ? ((after - before) / before) * 100 : after - before;
      return [{ row, cells, before, after, value }];
    });
    if (changes.length < 2) continue;
    const chosen = [...changes].sort((a, b) => (wantsLowest ? a.value - b.value : b.value - a.value))[0];
    if (!chosen) continue;
    const shown = percent
      ? formatQuantity(Math.round(chosen.value * 10) / 10, "percent")
      : formatQuantity(chosen.value, null);
    const [before, after] = [formatQuantity(chosen.before, null), formatQuantity(chosen.after, null)];
    const working = percent ? `(${after} − ${before}) ÷ ${before}` : `${after} − ${before}`;
    const noun = whichNoun(question);
    const usage = rows.map((row) => row.passage.text).join(" ");
    const subject = noun
      ? `${capitalised(definiteArticle({ ...nounForm(noun, usage), plural: false }))} ${singularOf(noun.toLowerCase())} ${chosen.cells[0]}`
      : (chosen.cells[0] ?? "");
    const moments = `${(header[from] ?? "").toLowerCase()} → ${(header[to] ?? "").toLowerCase()}`;
    return `${subject} teve ${asked[0].replace(/^(?:o|a)\s+/u, "o ")}: ${shown}, de ${before} para ${after} (${moments}; ${working}) [${chosen.row.passage.n}].`;
  }
  return null;
}

const EXTREME_CHANGE =
  /\b(?:o|a)?\s*(maior|menor)\s+(crescimento|aumento|alta|queda|reducao|diminuicao|variacao|subida)(?:\s+percentual)?\b/u;
const FALL = /^(?:queda|reducao|diminuicao)$/;

/**
 * The two figure columns whose headers differ only by a moment the question writes ("… em março", "… em junho"),
 * the earlier one first: the one the question names first.
 */
function momentColumns(header: string[], folded: string): [number, number] | null {
  for (let a = 0; a < header.length; a++)
    for (let b = a + 1; b < header.length; b++) {
      const apart = oneWordApart(header[a] ?? "", header[b] ?? "");
      if (!apart) continue;
      const [i, j] = apart.map((word) => placeOf(word, folded));
      if (i === undefined || j === undefined || i < 0 || j < 0) continue;
      return i <= j ? [a, b] : [b, a];
    }
  return null;
}

/** The words, folded, by which two headers differ when they differ by one word alone ("… em março", "… em junho"). */
export function oneWordApart(a: string, b: string): [string, string] | null {
  const [left, right] = [a, b].map((name) => foldAccents(name.toLowerCase()).split(/\s+/));
  if (!left || !right || left.length !== right.length) return null;
  const differing = left.flatMap((word, i) => (word === right[i] ? [] : [[word, right[i] ?? ""] as [string, string]]));
  return differing.length === 1 ? (differing[0] ?? null) : null;
}

/** Where a folded word stands in the folded question as a whole word, or -1. */
export function placeOf(word: string, folded: string): number {
  return folded.search(new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(word)}(?![\\p{L}\\d])`, "u"));
}
