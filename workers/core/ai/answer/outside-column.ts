import { formatQuantity } from "#core/documents/tables.ts";
import type { PromptPassage } from "#core/chat/agent-context.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { sameNoun } from "./agreement.ts";
import { escapeRegExp } from "./escape-regexp.ts";
import { rowName, TOTAL_ROW } from "./row-arithmetic.ts";
import { passageTables } from "./table-answer.ts";

/**
 * "Quantos pedidos foram atendidos fora do prazo?" over a table that counts the pedidos in one column and those
 * "atendidos no prazo" in another: what is outside is the whole less the part inside, row by row. The part is the
 * column whose header puts the question's word after "no"/"na"/"dentro do" ("no prazo", "dentro da meta"); the whole,
 * the column of figures whose header opens with the noun the question counts. The rows are the one the question
 * names by its first cell, else all of them (the total row aside), unless the question names some rows only in part.
 */
export function outsideColumn(question: string, passages: PromptPassage[]): string | null {
  const folded = withOrdinalNumerals(foldAccents(question.toLowerCase()));
  const outside = OUTSIDE.exec(folded);
  const counted = /\bquant[oa]s\s+(\p{L}{3,})/u.exec(folded)?.[1];
  if (!outside || !counted) return null;
  const word = outside[2] ?? "";
  const inside = new RegExp(`\\b(?:n[oa]s?|dentro d[oa]s?)\\s+${escapeRegExp(word)}\\b`, "u");
  for (const { table, passage } of passageTables(passages)) {
    const headers = table.header.map((header) => foldAccents(header.toLowerCase()));
    const part = headers.findIndex((header) => inside.test(header));
    const whole = headers.findIndex((header, c) => c !== part && sameNoun(header.match(/\p{L}+/u)?.[0] ?? "", counted));
    if (part < 0 || whole < 0) continue;
    const rows = table.rows.map((_, r) => r).filter((r) => !TOTAL_ROW.test(table.rows[r]?.[0] ?? ""));
    const named = rows.filter((r) => {
      const name = foldAccents(rowName(table.rows[r] ?? []).toLowerCase());
      return name.length > 2 && new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(name)}(?![\\p{L}\\d])`, "u").test(folded);
    });
    // A row the question names only in part ("a religação", over two kinds of it) is no total of every row.
    const asked = new Set(analyze(folded));
    const skipped = new Set([...analyze(counted), ...analyze(word)]);
    const touched = rows.filter((r) =>
      analyze(rowName(table.rows[r] ?? [])).some((stem) => asked.has(stem) && !skipped.has(stem)),
    );
    if (named.length !== 1 && touched.length > 0 && !EVERY_ROW.test(folded)) continue;
    const chosen = named.length === 1 ? named : rows;
    const values = chosen.map((r) => [table.values[r]?.[whole], table.values[r]?.[part]] as const);
    if (values.length === 0 || values.some(([all, kept]) => all == null || kept == null)) continue;
    const all = values.reduce((sum, [value]) => sum + (value ?? 0), 0);
    const kept = values.reduce((sum, [, value]) => sum + (value ?? 0), 0);
    if (kept > all) continue;
    const number = (value: number) => formatQuantity(value, "number");
    const of = named.length === 1 ? ` em ${rowName(table.rows[named[0] ?? 0] ?? [])}` : "";
    return `São ${number(all - kept)} ${counted} ${outside[1]} ${word}${of}: ${number(all)} − ${number(kept)} (${table.header[part]}) [${passage.n}].`;
  }
  return null;
}

/** "fora do prazo", "fora da meta": what lies outside a bound a column counts the inside of. */
const OUTSIDE = /\b(fora d[oa]s?)\s+(\p{L}{3,})/u;

/** Every row asked in so many words: "somando", "todos os", "no total", "ao todo". */
const EVERY_ROW = /\b(?:somando|somad[oa]s|tod[oa]s|no total|ao todo|juntos|juntas)\b/u;

const ORDINALS: Record<string, string> = { primeir: "1", segund: "2", terceir: "3", quart: "4", quint: "5", sext: "6" };

/** "no terceiro trimestre" as a row's first cell writes it, "3º trimestre" ("segundo o contrato" is no ordinal). */
function withOrdinalNumerals(folded: string): string {
  return folded.replace(
    /\b(primeir|segund|terceir|quart|quint|sext)([oa])\s+(?!(?:o|a|os|as|um|uma)\b)(?=\p{L})/gu,
    (_, stem: string, ending: string) => `${ORDINALS[stem] ?? stem}${ending === "a" ? "ª" : "º"} `,
  );
}
