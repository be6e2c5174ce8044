import type { PromptPassage } from "#core/chat/agent-context.ts";
import { type ChunkTable, formatQuantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { capitalised, definiteArticle, nounForm, singularOf } from "./agreement.ts";
import { escapeRegExp } from "./escape-regexp.ts";
import { keyColumn, passageTables, personBeforePost, type TableHit } from "./table-answer.ts";

/**
 * A table that is a tree: each row names the row it sits under in a column of the others' codes ("Unidade | Código |
 * Vinculada a": "Divisão de Patrimônio | DPA | DCO"). Two questions read it as one:
 * - "Quais departamentos a Diretoria X tem?": the rows right under the one named, of the kind asked (the noun its
 *   key opens with);
 * - "Quantas pessoas ele tem hoje, contando o próprio departamento e as divisões?": a column of figures added up over
 *   the row named and every row under it, the column the question's words name ("hoje" the current one).
 * The row is named by its key, its code or a person its cells name. Null unless the table has such a column and the
 * question names exactly one row and asks one of the two.
 */
export function subordinateRows(question: string, passages: PromptPassage[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  const listed = /^(?:e\s+)?quais\s+(\p{L}+)/u.exec(folded)?.[1];
  const summed = ADDED_UNDER.test(folded);
  if (!listed && !summed) return null;
  for (const hit of passageTables(passages)) {
    const tree = treeOf(hit.table);
    if (!tree) continue;
    const named = hit.table.rows.flatMap((_, r) => (rowNamed(hit.table, r, tree.code, folded) ? [r] : []));
    if (named.length !== 1) continue;
    const root = named[0] as number;
    const answer = listed ? listedUnder(hit, tree, root, listed) : summedUnder(hit, tree, root, folded);
    if (answer) return answer;
  }
  return null;
}

/** "contando o próprio X e as divisões", "somando com as unidades abaixo dele", "incluindo as divisões". */
const ADDED_UNDER = /\b(?:contando|somando|incluindo|incluidas?|incluidos?)\b/u;

interface Tree {
  /** The column of each row's own code. */
  code: number;
  /** The column of the code of the row above it. */
  parent: number;
}

/** The code and parent columns of a tree table: a column whose cells are, for most rows, another row's code. */
function treeOf(table: ChunkTable): Tree | null {
  const rows = table.rows.length;
  if (rows < 3) return null;
  for (let code = 0; code < table.header.length; code++) {
    const codes = table.rows.map((row) => (row[code] ?? "").trim());
    if (new Set(codes).size !== rows || codes.some((cell) => !cell)) continue;
    for (let parent = 0; parent < table.header.length; parent++) {
      if (parent === code) continue;
      const above = table.rows.map((row) => (row[parent] ?? "").trim());
      const inTree = above.filter((cell, r) => cell !== codes[r] && codes.includes(cell)).length;
      if (inTree >= Math.max(2, (rows - 1) * 0.8)) return { code, parent };
    }
  }
  return null;
}

/** Whether the question names the row: its key written whole, its code as a word, or a person its cells name. */
function rowNamed(table: ChunkTable, r: number, code: number, folded: string): boolean {
  const whole = (text: string) =>
    text.length >= 2 &&
    new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(foldAccents(text.toLowerCase()))}(?![\\p{L}\\d])`, "u").test(folded);
  const row = table.rows[r] ?? [];
  const key = (row[keyColumn(table)] ?? "").trim();
  const people = row.flatMap((cell) => personBeforePost(cell) ?? []);
  return whole(key) || whole((row[code] ?? "").trim()) || people.some(whole);
}

function childrenOf(table: ChunkTable, tree: Tree, r: number): number[] {
  const own = (table.rows[r]?.[tree.code] ?? "").trim();
  return table.rows.flatMap((row, c) => (c !== r && (row[tree.parent] ?? "").trim() === own ? [c] : []));
}

/** The rows right under the root whose key opens with the noun asked ("departamentos" → "Departamento de …"). */
function listedUnder(hit: TableHit, tree: Tree, root: number, noun: string): string | null {
  const { table } = hit;
  const key = keyColumn(table);
  const kind = analyze(singularOf(noun))[0];
  if (!kind) return null;
  const head = (r: number) => analyze(singularOf((table.rows[r]?.[key] ?? "").trim().split(/\s+/u)[0] ?? ""))[0];
  const rows = childrenOf(table, tree, root).filter((r) => head(r) === kind);
  if (rows.length === 0) return null;
  const names = rows.map((r) => `- ${(table.rows[r]?.[key] ?? "").trim()}`);
  return `Sob ${(table.rows[root]?.[key] ?? "").trim()} ${rows.length === 1 ? "está" : "estão"} ${rows.length} [${hit.passage.n}]:\n\n${names.join("\n")}`;
}

/** A column of figures added over the root and every row under it, at any depth. */
function summedUnder(hit: TableHit, tree: Tree, root: number, folded: string): string | null {
  const { table } = hit;
  // "hoje" names a column of how things stand ("Lotação atual") as well as one headed by it.
  const now = /\b(?:hoje|atualmente|agora)\b/u.test(folded) ? " atual hoje" : "";
  const asked = new Set(analyze(`${folded}${now}`));
  const figures = table.header.flatMap((_, c) =>
    table.values.filter((row) => row[c] != null).length === table.rows.length ? [c] : [],
  );
  const named = figures.filter((c) => analyze(table.header[c] ?? "").some((stem) => asked.has(stem)));
  // Of several named alike ("Lotação atual", "Lotação aprovada"), the one with a word of its own the question names.
  const own = named.filter((c) =>
    analyze(table.header[c] ?? "").some(
      (stem) => asked.has(stem) && named.every((o) => o === c || !analyze(table.header[o] ?? "").includes(stem)),
    ),
  );
  const column =
    own.length === 1 ? own[0] : named.length === 1 ? named[0] : figures.length === 1 ? figures[0] : undefined;
  if (column === undefined) return null;
  const rows: number[] = [];
  const visit = (r: number) => {
    if (rows.includes(r)) return;
    rows.push(r);
    for (const child of childrenOf(table, tree, r)) visit(child);
  };
  visit(root);
  if (rows.length < 2) return null;
  const values = rows.map((r) => table.values[r]?.[column] ?? 0);
  const total = values.reduce((sum, value) => sum + value, 0);
  const key = keyColumn(table);
  const header = (table.header[column] ?? "").replace(/^\p{Lu}(?=\p{Ll})/u, (letter) => letter.toLowerCase());
  const parts = rows.map((r, i) => `${(table.rows[r]?.[key] ?? "").trim()} ${formatQuantity(values[i] ?? 0, null)}`);
  const the = capitalised(definiteArticle(nounForm(header, hit.passage.text)));
  const rootName = (table.rows[root]?.[key] ?? "").trim();
  const below = nounForm(rootName.split(/\s+/u)[0] ?? "", hit.passage.text).gender === "f" ? "dela" : "dele";
  return `${the} ${header} de ${rootName} com as unidades abaixo ${below} é ${formatQuantity(total, null)}: ${parts.join(" + ")} [${hit.passage.n}].`;
}
