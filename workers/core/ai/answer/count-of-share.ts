import { formatQuantity, parseQuantity } from "#core/documents/tables.ts";
import type { PromptPassage } from "#core/chat/agent-context.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { sameNoun } from "./agreement.ts";
import { figuresIn } from "./calculate.ts";
import { tablesIn, unitsOf } from "./passage-units.ts";
import { rowName } from "./row-arithmetic.ts";

/**
 * "Quantas pessoas apontaram a demora?" over a table of shares of a whole ("| Motivo | % dos reclamantes |") whose
 * whole a sentence of the same passage counts ("Os 800 reclamantes indicaram…"): the row's share of that count. The
 * row is the one whose name the question writes (every word of it, in either number); the count is the one figure
 * the passage writes of the column's noun. Asked as a count only ("quantos", "quantas", "número de").
 */
export function countOfShare(question: string, passages: PromptPassage[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!COUNT_ASKED.test(folded) || /\bpor cento\b|percent|porcentag|%/.test(folded)) return null;
  // It runs for every count asked: the passages are split into tables only when one has a header of shares.
  if (!passages.some((passage) => SHARE_HEADER.test(passage.text))) return null;
  const asked = new Set(analyze(folded));
  for (const rows of tablesIn(unitsOf(passages))) {
    const header = rows[0]?.table?.header ?? [];
    const column = header.findIndex((cell) => SHARE_OF.test(cell));
    if (column < 0) continue;
    const whole = SHARE_OF.exec(header[column] ?? "")?.[1] ?? "";
    const named = rows.filter((row) => {
      const stems = analyze(rowName(row.table?.cells ?? []));
      return stems.length > 0 && stems.every((stem) => asked.has(stem));
    });
    const [row] = named;
    if (!row || named.length !== 1) continue;
    const share = parseQuantity(`${row.table?.cells[column] ?? ""}%`);
    if (share?.unit !== "percent") continue;
    // The passage's own count of the whole ("Os 800 clientes que se disseram reclamantes"): the figure
    // whose noun, or a word within a few after it, is the column's noun. One value only.
    const prose = row.passage.text
      .split("\n")
      .filter((line) => !line.trim().startsWith("|"))
      .join("\n");
    const counts = figuresIn(prose).filter((figure) => {
      if (figure.unit !== "number" || !Number.isInteger(figure.value) || figure.value < 2) return false;
      const after =
        prose
          .slice(figure.index + figure.text.length)
          .match(/\p{L}+/gu)
          ?.slice(0, WHOLE_REACH) ?? [];
      return after.some((word) => sameNoun(word, whole));
    });
    const values = new Set(counts.map((figure) => figure.value));
    const [count] = counts;
    if (!count || values.size !== 1) continue;
    const value = Math.round((share.value / 100) * count.value);
    const name = rowName(row.table?.cells ?? []);
    return `São cerca de ${formatQuantity(value, "number")}: ${formatQuantity(share.value, "percent")} (${name}) × ${count.text} ${whole} = ${formatQuantity(value, "number")} [${row.passage.n}].`;
  }
  return null;
}

/** A count asked: "quantas pessoas", "quantos clientes", "o número de". */
const COUNT_ASKED = /\bquant[oa]s\b|\bnumero de\b/;

/** "% dos reclamantes", "Parcela das famílias (%)": a column of shares and the whole it is of. */
const SHARE_OF = /^\s*(?:%|percentual|parcela|participa[çc][ãa]o)\s+d[oa]s\s+(\p{L}+)/iu;

/** A table's header cell that SHARE_OF may read, found cheaply in a passage's text. */
const SHARE_HEADER = /\|\s*(?:%|percentual|parcela|participa[çc][ãa]o)\s+d[oa]s\s/iu;

/** Words after a figure within which the whole's noun may stand ("800 clientes que se disseram reclamantes"). */
const WHOLE_REACH = 6;
