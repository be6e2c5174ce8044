import type { PromptPassage } from "#core/chat/agent-context.ts";
import { formatQuantity, parseQuantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { escapeRegExp } from "./escape-regexp.ts";
import { tablesIn, type Unit, unitsOf } from "./passage-units.ts";
import { isFraming } from "./unit-ranking.ts";

/**
 * "Quanto ficou abastecendo o setor, em média?" where a sentence defines the thing as a sum of table rows less others
 * ("a vazão que abastece o setor é a soma das entradas P-1 e P-2, descontada a saída no P-3"): the rows' figures in
 * the column the question names, added and taken as the sentence says. Null unless the question shares most of the
 * defined thing's words, the sentence names rows of one table on both sides, and one column is named.
 */
export function statedFormula(question: string, passages: PromptPassage[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!/\bquant[oa]s?\b|\bqual (?:e|foi|sera)\b/u.test(folded)) return null;
  // Most questions meet no such definition: the passages are split into sentences only when one may hold it.
  if (!passages.some((passage) => /\b(?:soma|menos)\b/iu.test(passage.text))) return null;
  const asked = new Set(analyze(folded).filter((stem) => !isFraming(stem)));
  const units = unitsOf(passages);
  const tables = tablesIn(units);
  for (const unit of units) {
    if (unit.kind === "row") continue;
    const formula = FORMULA.exec(unit.text) ?? LESS.exec(unit.text);
    if (!formula) continue;
    const summed = FORMULA.test(unit.text);
    const subject = analyze(foldAccents((formula[1] ?? "").toLowerCase())).filter((stem) => !isFraming(stem));
    const shared = subject.filter((stem) => asked.has(stem)).length;
    // Most of its words, or its first two, which name it before what qualifies it ("O endividamento líquido usado nos
    // contratos de financiamento").
    const named =
      shared >= Math.max(MIN_SHARED, Math.ceil(subject.length * SUBJECT_SHARE)) ||
      (subject.length >= MIN_SHARED && subject.slice(0, MIN_SHARED).every((stem) => asked.has(stem)));
    if (!named) continue;
    for (const rows of tables) {
      const plus = rowsNamed(formula[2] ?? "", rows);
      const minus = rowsNamed(formula[3] ?? "", rows);
      // A sum names two rows or more; "A menos B", one of each.
      if (plus.length < (summed ? 2 : 1) || minus.length < 1) continue;
      const header = rows[0]?.table?.header ?? [];
      const column = namedColumn(header, [...plus, ...minus], asked);
      if (column === null) continue;
      const value = (row: Unit) => parseQuantity(row.table?.cells[column] ?? "")?.value ?? Number.NaN;
      const all = [...plus, ...minus];
      if (all.some((row) => Number.isNaN(value(row)))) continue;
      const total = plus.reduce((sum, row) => sum + value(row), 0) - minus.reduce((sum, row) => sum + value(row), 0);
      const measure = /\(([^)]+)\)\s*$/u.exec(header[column] ?? "")?.[1] ?? "";
      const show = (figure: number) => formatQuantity(figure, null);
      const term = (row: Unit) => `${show(value(row))} (${row.table?.cells[0]?.trim()})`;
      const steps = `${plus.map(term).join(" + ")} − ${minus.map(term).join(" − ")}`;
      const name = (header[column] ?? "").replace(/\s*\([^)]*\)\s*$/u, "").toLowerCase();
      const cites = [...new Set([unit.passage.n, ...all.map((row) => row.passage.n)])].map((n) => `[${n}]`).join("");
      return `São ${show(total)}${measure ? ` ${measure}` : ""}, em ${name}: ${steps} ${cites}.\n\n> ${unit.text.trim()}`;
    }
  }
  return null;
}

/** "X é a soma de A e B, descontada C": the thing defined, what is added, what is taken. */
const FORMULA =
  /^(.*?)\s+(?:é|será|corresponde à|equivale à)\s+(?:a\s+)?soma\s+(.+?),?\s+(?:descontad[oa]s?|menos|subtraíd[oa]s?|deduzid[oa]s?|excluíd[oa]s?)\s+(.+)$/iu;
/** "A dívida líquida é a dívida bruta menos caixa e aplicações": one row less others. */
const LESS =
  /^(.*?)\s+(?:é|será|corresponde à|equivale à)\s+(?:[oa]s?\s+)?(.+?),?\s+(?:menos|descontad[oa]s?|subtraíd[oa]s?|deduzid[oa]s?)\s+(.+?)\.?$/iu;
/** At least this many of the defined thing's words, and this share of them, in the question. */
const MIN_SHARED = 2;
const SUBJECT_SHARE = 0.5;

/** The table's rows a part of the formula names by their key, as written. */
function rowsNamed(part: string, rows: Unit[]): Unit[] {
  return rows.filter((row) => {
    // A row's key as the sentence writes it, capitalised or not ("Dívida bruta", "a dívida bruta").
    const key = foldAccents((row.table?.cells[0] ?? "").trim().toLowerCase());
    return (
      key.length >= 2 &&
      new RegExp(`(?<![\\p{L}\\d-])${escapeRegExp(key)}(?![\\p{L}\\d-])`, "u").test(foldAccents(part.toLowerCase()))
    );
  });
}

/** The numeric column the question names most (every row read must fill it); null when none or a tie. */
function namedColumn(header: string[], rows: Unit[], asked: Set<string>): number | null {
  const scored = header.flatMap((name, c) => {
    if (c === 0 || !rows.every((row) => parseQuantity(row.table?.cells[c] ?? "") !== null)) return [];
    const stems = analyze(foldAccents(name.replace(/\([^)]*\)/gu, " ").toLowerCase()));
    return [{ c, score: stems.filter((stem) => asked.has(stem)).length }];
  });
  const best = Math.max(0, ...scored.map((entry) => entry.score));
  const top = scored.filter((entry) => entry.score === best);
  if (top.length === 1 && top[0]) return top[0].c;
  return scored.length === 1 && scored[0] ? scored[0].c : null;
}
