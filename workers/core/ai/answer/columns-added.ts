import type { PromptPassage } from "#core/chat/agent-context.ts";
import { formatQuantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { REST_ASKED } from "./installments.ts";
import { isTotalLabel, passageTables } from "./table-answer.ts";
import { isFraming } from "./unit-ranking.ts";

/**
 * "Quantas pessoas trabalharam, somando a empresa e as terceirizadas?" over a table whose columns count one measure for
 * each side ("Empresa principal (pessoas)", "Terceirizadas (pessoas)"): the question adds up two columns or more it
 * names by their first word (a different word for each), of one measure in parentheses; each column is added over its rows (a total row aside),
 * or over the one row the question names by its first cell, and the columns' sums are added. Null when the question
 * adds nothing, names fewer than two such columns of one table, or they measure different things.
 */
export function columnsAdded(question: string, passages: PromptPassage[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  // "Quanto ainda falta, somando X e Y?" asks what is left of them, not their whole.
  if (!ADDING.test(folded) || REST_ASKED.test(folded)) return null;
  const asked = new Set(analyze(folded).filter((stem) => !isFraming(stem)));
  for (const { table, passage } of passageTables(passages)) {
    const named = table.header.flatMap((header, c) => {
      const measure = /\(([^)]+)\)\s*$/u.exec(header)?.[1]?.trim().toLowerCase();
      const head = analyze(header.replace(/\([^)]*\)/gu, " ")).find((stem) => !isFraming(stem));
      const figures = table.values.some((row) => row[c] != null);
      return c > 0 && measure && head && asked.has(head) && figures && table.units[c] !== "percent"
        ? [{ c, measure, head, name: header.replace(/\s*\([^)]*\)\s*$/u, "").trim() }]
        : [];
    });
    // Each column named by a word of its own: "Reclamações antes" and "Reclamações depois" are one thing at two times,
    // not two things to add.
    if (named.length < 2 || new Set(named.map((column) => column.measure)).size !== 1) continue;
    if (new Set(named.map((column) => column.head)).size !== named.length) continue;
    // Nor are a figure at two moments ("Consumo em 2026", "Meta para 2028", "Previsto", "Realizado").
    if (named.some((column) => MOMENT.test(foldAccents(column.name.toLowerCase())))) continue;
    // A row the question names by its first cell ("quantos armadores"): that row's cells only.
    // Named whole: every word of its key ("Distrito Oeste", not "Distrito Leste" for sharing "distrito").
    const keyed = table.rows.flatMap((row, r) => {
      const key = analyze(row[0] ?? "").filter((stem) => !isFraming(stem));
      return key.length > 0 &&
        key.every((stem) => asked.has(stem)) &&
        !named.some((column) => key.some((stem) => analyze(column.name).includes(stem)))
        ? [r]
        : [];
    });
    const rows =
      keyed.length === 1 ? keyed : table.rows.map((_, r) => r).filter((r) => !isTotalLabel(table.rows[r]?.[0] ?? ""));
    const sums = named.map((column) => ({
      ...column,
      sum: rows.reduce((total, r) => total + (table.values[r]?.[column.c] ?? 0), 0),
    }));
    const total = sums.reduce((all, column) => all + column.sum, 0);
    const measure = named[0]?.measure ?? "";
    const money = /^r\$/u.test(measure);
    const show = (value: number) => formatQuantity(value, money ? "money" : "number");
    const of = keyed.length === 1 ? ` (${(table.rows[keyed[0] as number]?.[0] ?? "").trim()})` : "";
    const terms = sums.map((column) => `${show(column.sum)} (${column.name})`).join(" + ");
    return `São ${show(total)}${money ? "" : ` ${measure}`}${of}: ${terms} = ${show(total)} [${passage.n}].`;
  }
  return null;
}

/** A column of one moment of a figure: a year, a month, a goal, what was planned or done. */
const MOMENT =
  /\b(?:19|20)\d{2}\b|\/\d{2,4}\b|\b(?:meta|atual|antes|depois|inicial|final|anterior|previst\p{L}*|realizad\p{L}*|janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez|trimestre|semestre|mes|semana)\b/u;

/** A sum asked in so many words: "somando", "somados", "juntos", "ao todo", "no total". */
const ADDING = /\b(?:somando|somad[oa]s|juntos|juntas|ao todo|no total)\b/u;
