import { formatQuantity, parseQuantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { tablesIn, type Unit } from "./passage-units.ts";

/**
 * "Qual foi a taxa de reclamação em agosto?" over a table of counts ("Pedidos recebidos 8.000", "Pedidos reclamados por
 * atraso 640"): no cell states the rate, so it is the row the rate's noun names over the row it is a
 * part of, the largest count of the rows the same noun heads ("Pedidos …"), in the column the question names (else
 * the first of figures). Null when the question asks no rate of a noun, or no table has one such part and its whole.
 */
export function rateOfRows(question: string, units: Unit[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  const asked = /\b(?:taxa|indice|percentual|porcentagem|proporcao)\s+de\s+(\p{L}{4,})/u.exec(folded);
  const noun = asked?.[1] ? analyze(asked[1])[0] : undefined;
  if (!asked || !noun || noun.length < 5) return null;
  const questionStems = new Set(analyze(folded));
  for (const rows of tablesIn(units)) {
    const header = rows[0]?.table?.header ?? [];
    // A rate stated in a cell of its own ("Taxa de reclamação (%)") is read, not computed.
    if (
      rows.some(
        (row) => analyze(row.table?.cells[0] ?? "").includes(noun) && /%/.test(row.table?.cells.join(" ") ?? ""),
      )
    )
      return null;
    const figures = header.flatMap((_, c) =>
      c > 0 && rows.some((row) => count(row.table?.cells[c]) !== undefined) ? [c] : [],
    );
    const named = figures.filter((c) => analyze(header[c] ?? "").some((stem) => questionStems.has(stem)));
    const column = named[0] ?? figures[0];
    if (column === undefined) continue;
    // The part: the one row whose label holds a word the rate's noun begins ("reclam…" in "reclamados").
    const parts = rows.filter((row) =>
      analyze(row.table?.cells[0] ?? "").some((stem) => stem.startsWith(noun.slice(0, 6)) || noun.startsWith(stem)),
    );
    const part = parts.length === 1 ? parts[0] : undefined;
    const value = count(part?.table?.cells[column]);
    if (!part || value === undefined) continue;
    const head = firstWord(part.table?.cells[0] ?? "");
    const whole = rows
      .filter((row) => row !== part && firstWord(row.table?.cells[0] ?? "") === head)
      .map((row) => ({ row, value: count(row.table?.cells[column]) }))
      .filter((entry): entry is { row: Unit; value: number } => entry.value !== undefined && entry.value > value)
      .sort((a, b) => b.value - a.value)[0];
    if (!whole) continue;
    const rate = formatQuantity(Math.round((value / whole.value) * 1000) / 10, "percent");
    const [partName, wholeName] = [part.table?.cells[0] ?? "", whole.row.table?.cells[0] ?? ""].map((name) =>
      name.toLowerCase(),
    );
    // The rate as the question writes it ("taxa de reclamação", "índice de perdas"), folding keeping every letter's place.
    const written = question.slice(asked.index, asked.index + asked[0].length);
    const article = /^(?:taxa|porcentagem|proporcao)\b/u.test(asked[0]) ? "A" : "O";
    return `${article} ${written.charAt(0).toLowerCase()}${written.slice(1)} é ${rate}: ${formatQuantity(value, null)} ÷ ${formatQuantity(whole.value, null)} (${partName} ÷ ${wholeName}) [${part.passage.n}].`;
  }
  return null;
}

const count = (cell: string | undefined) => {
  const quantity = cell ? parseQuantity(cell) : null;
  return quantity && quantity.unit !== "percent" && quantity.unit !== "money" ? quantity.value : undefined;
};

const firstWord = (label: string) => foldAccents(label.trim().split(/\s+/)[0]?.toLowerCase() ?? "");
