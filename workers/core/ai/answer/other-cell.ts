import { CHANGE_WORD } from "./change-words.ts";
import type { PromptPassage } from "#core/chat/agent-context.ts";
import { type ChunkTable, formatQuantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { capitalised, definiteArticle, nounForm, singularOf } from "./agreement.ts";
import { escapeRegExp } from "./escape-regexp.ts";
import { MONTH_NAMES } from "./periods.ts";
import { operationIn } from "./question-shape.ts";
import { REFUSED, replySentences } from "./previous-answer.ts";
import {
  cellText,
  cellUnit,
  columnValue,
  isTotalRow,
  keyColumn,
  passageTables,
  rowLabel,
  type TableHit,
  tableAnswerOf,
} from "./table-answer.ts";

/**
 * "E na etapa 2?", "E no posto de saúde do Alto?", "E o valor máximo admitido?" right after a reply that read a row
 * of a table: the follow-up keeps one coordinate of the cell just read and changes the other. Which one it changes
 * is the table's to say, not the question's grammar: its words name another column (a header that differs from the
 * one read by those words) or another row (cells of a row the one read does not have). The resolver, which sees no
 * document, may put the ellipsis in the wrong slot of the previous question ("na etapa 2" for the place, not for the
 * moment); the table knows the place is a row and the moment a column.
 *
 * Null unless the message is an ellipsis ("E …?"), the previous reply's first sentence reads one row of a table of
 * this turn's passages (its key and at least one of its cells), and the follow-up's words are all accounted for: by
 * the column or row it names, or by what the reply and the table's passage already say. A word left over asks about
 * something else ("E após a lavagem dos reservatórios elevados?"), and the question is answered as any other.
 */
export function otherCell(question: string, previous: string | undefined, passages: PromptPassage[]): string | null {
  const plain = fold(question)
    .replace(/[?!.]+\s*$/u, "")
    .trim();
  const ellipsis = ELLIPSIS.exec(plain)?.[1];
  // "Qual foi a turbidez após a lavagem dele?": a question of its own whose reference is the row just read; it asks a column.
  const referring = ellipsis ? null : REFERENCE.test(plain) ? plain.replace(REFERENCE_ALL, " ") : null;
  if ((!ellipsis && !referring) || OTHER_KIND.test(plain)) return null;
  // "Quanto custa por metro?", "em média", "que percentual": an operation over the cell, not another cell; a count
  // ("quantas delas…") reads one.
  const operation = operationIn(plain);
  if ((operation && operation !== "count") || PER_OR_SHARE.test(plain)) return null;
  const asked = [...new Set(stemsOf(ellipsis ?? referring ?? ""))].filter((stem) => !ASKING.has(stem));
  if (asked.length === 0 || asked.length > MAX_WORDS) return null;
  // A reply that computed (a sum, a share, a difference) is followed up by computing again, which the resolver's
  // question does; only a reply that read cells is followed up by reading others.
  const sentence = readSentence(previous);
  if (!sentence) return null;
  const read = rowRead(sentence, passages);
  if (!read) return null;
  const { hit, row, columns } = read;
  const { table } = hit;
  if (referring !== null) return columnOfRow(hit, row, asked, sentence, referring);
  if (!ellipsis) return null;
  // A figure with its unit ("de 200 mm") names a row by its cell, not the column its unit heads.
  const figureRow = rowOfFigure(table, row, ellipsis);
  const own = new Set(asked.filter((stem) => !figureRow?.gained.includes(stem)));
  const key = keyColumn(table);
  const headers = table.header.map((header) => headerWords(header, hit.passage.text));
  const step = RELATIVE_EARLIER.test(ellipsis) ? -1 : RELATIVE_LATER.test(ellipsis) ? 1 : 0;
  // "E na medição anterior?" moves the period of what the reply answered (its first figure), not of its company.
  const moved = step !== 0 ? columns.slice(0, 1) : columns;
  const columnSwap = moved.map(
    (c) => (step !== 0 ? nextPeriod(table.header, c, step, own) : null) ?? counterpart(headers, c, columns, key, own),
  );
  const columnsNamed =
    columnSwap.every((swap) => swap !== null && swap.gained.length > 0) &&
    new Set(columnSwap.map((swap) => swap?.column)).size === columnSwap.length;
  const rowSwap: RowNamed | null = figureRow ?? otherRow(table, row, own, key);

  const told = new Set([...stemsOf(sentence), ...stemsOf(hit.passage.text), ...stemsOf(hit.passage.location ?? "")]);
  const accounts = (named: string[]) => asked.every((stem) => named.includes(stem) || told.has(stem));
  const gainedByColumns = columnsNamed ? columnSwap.flatMap((swap) => swap?.gained ?? []) : [];
  const gainedByRow = rowSwap?.gained ?? [];
  // The reading that accounts for the follow-up's words with the fewest changes: one coordinate, else both.
  let target: { row: number; columns: number[] } | null = null;
  const swappedColumns = columnSwap.map((swap, i) => swap?.column ?? (moved[i] as number));
  // "E depois da setorização?" after a reply that gave that figure too, second: the column named among those read, alone.
  const primary = columns[0] as number;
  const amongRead = step === 0 && !rowSwap ? counterpart(headers, primary, [primary], key, own) : null;
  // "E hoje?" after a reply that wrote the baseline first and the target asked after it: the column named is the one
  // the reply wrote first, alone.
  const primaryGained = (headers[primary] ?? []).filter((stem) => own.has(stem));
  const primaryNamed =
    step === 0 && !rowSwap && columns.length > 1 && primaryGained.length > 0 && accounts(primaryGained) && !amongRead;
  if (amongRead && columns.includes(amongRead.column) && accounts(amongRead.gained))
    target = { row, columns: [amongRead.column] };
  else if (primaryNamed) target = { row, columns: [primary] };
  else if (gainedByColumns.length > 0 && accounts(gainedByColumns) && gainedByColumns.length >= gainedByRow.length)
    target = { row, columns: swappedColumns };
  else if (rowSwap && gainedByRow.length > 0 && accounts(gainedByRow))
    target = {
      row: rowSwap.row,
      columns: rowSwap.by !== null && !columns.includes(rowSwap.by) ? [rowSwap.by, ...columns] : columns,
    };
  else if (rowSwap && gainedByColumns.length > 0 && accounts([...gainedByColumns, ...gainedByRow]))
    target = { row: rowSwap.row, columns: swappedColumns };
  if (!target) return null;
  // "E os sem laudo?" is not the column "Com laudo": a denial the header does not write asks for what it lacks.
  const denied = NEGATION.test(ellipsis);
  if (target.columns.some((c) => !columns.includes(c) && NEGATION.test(fold(table.header[c] ?? "")) !== denied))
    return null;
  const cells = target.columns.filter((c) => (table.rows[target.row]?.[c] ?? "").trim() !== "");
  if (cells.length === 0) return null;
  return composed(hit, target.row, cells);
}

/** The phrase of an ellipsis ("E na etapa 2?" → "na etapa 2"), folded; null for a question of its own. */
export function ellipsisOf(question: string): string | null {
  const plain = fold(question)
    .replace(/[?!.]+\s*$/u, "")
    .trim();
  const phrase = ELLIPSIS.exec(plain)?.[1];
  return phrase && !OTHER_KIND.test(plain) ? phrase : null;
}

/** A reply's first sentence, when it read what it says rather than computed it. */
export function readSentence(previous: string | undefined): string | null {
  if (!previous || REFUSED.test(previous)) return null;
  const sentence = replySentences(previous)[0];
  return sentence && !COMPUTED.test(sentence) ? sentence : null;
}

/**
 * "E na etapa 2?", "E a proposta B, quanto custa?": "e", a phrase, and at most a tail that asks its value. "E qual é o custo
 * dela?" is a question of its own, with a reference the resolver places.
 */
const ELLIPSIS =
  /^(?:mas\s+)?e\s+(?!(?:qual|quais|quanto|quantos|quantas|quem|quando|onde|como|porque|por\s+que|o\s+que|que)\b)([^,]+(?:,\s*(?:quanto|qual|como)\b[^,]*)?)$/u;

/**
 * A reference to the thing just read: "dela", "nele", "deles"; "nesse dia", "dessa ação" (the demonstrative and its
 * noun); "lá". Removed, what is left asks the column.
 */
const REFERENCE_WORDS = String.raw`\b(?:(?:d|n)?(?:ele|ela|eles|elas)|(?:n|d)?(?:ess|est|aquel)[ea]s?(?:\s+\p{L}+)?|la)\b`;
const REFERENCE = new RegExp(REFERENCE_WORDS, "u");
const REFERENCE_ALL = new RegExp(REFERENCE_WORDS, "gu");

/** A denial: "não atendidos", "sem laudo". */
const NEGATION = /\b(?:nao|sem)\b/u;

/** A rate or a share asked of the cell: "por metro", "por cento", "percentual", "proporção". */
const PER_OR_SHARE = /\bpor\s+(?!que\b)\p{L}+|\b(?:percentua(?:l|is)|porcentage(?:m|ns)|proporcao|fracao)\b/u;

/** Why, who, where, how: asked of a row, these want a sentence or a column of another kind, not the cell's neighbour. */
const OTHER_KIND = /\b(?:por\s*que|porque|quem|onde|como)\b/u;

/** The marks of a computed reply: an equation, a quotient, a product, a sum or a difference written out. */
const COMPUTED = /[=÷×]|\s[+−]\s/u;

/** More words than this of its own, and the follow-up asks a question of its own. */
const MAX_WORDS = 6;

/** Words that only make it a question or ask for the value: none names a row or a column. */
export const ASKING = new Set(
  analyze(
    "qual quais quanto quantos quantas quando onde quem como é são foi foram era eram será seria ficou ficaram fica ficam está estava deu dá dava tem tinha teve valor número mesmo mesma então",
  ),
);

const fold = (text: string) => foldAccents(text.normalize("NFKC").toLowerCase());
/** Stems of the words in the singular: the stemmer reads "máximos" and "máximo" apart, a header and a question may not. */
export const stemsOf = (text: string) =>
  analyze(text.normalize("NFKC").replace(/\p{L}{4,}/gu, (word) => singularOf(word.toLowerCase())));

interface RowRead {
  hit: TableHit;
  row: number;
  /** The columns whose cells the sentence writes (not the key). */
  columns: number[];
}

/**
 * The table row a reply's sentence reads: its key written in the sentence, with at least one other cell of the row
 * (a figure by its digits, a text by its words). Of several, the one the sentence names first.
 */
function rowRead(sentence: string, passages: PromptPassage[]): RowRead | null {
  // The three readers of this module ask it of one reply's sentence over one turn's passages: read once.
  if (lastRead?.sentence === sentence && lastRead.passages === passages) return lastRead.read;
  const read = findRowRead(sentence, passages);
  lastRead = { sentence, passages, read };
  return read;
}

let lastRead: { sentence: string; passages: PromptPassage[]; read: RowRead | null } | null = null;

function findRowRead(sentence: string, passages: PromptPassage[]): RowRead | null {
  const said = fold(sentence);
  let best: (RowRead & { at: number }) | null = null;
  for (const hit of passageTables(passages)) {
    const { table } = hit;
    const key = keyColumn(table);
    table.rows.forEach((cells, r) => {
      const keyAt = mentionAt(said, cells[key] ?? "");
      // A total row is read only by a reply that opens with it ("Total — aprovado: …"); "o total de…" elsewhere in a
      // sentence is a sum's word.
      if (isTotalRow(table, r) && keyAt !== 0) return;
      const lettered = keyAt >= 0 ? keyAt : letterAt(sentence, cells[key] ?? "");
      // A key that only numbers the row ("1.2") is left out of a reply that names the row by its text instead.
      const at = lettered >= 0 ? lettered : codedKey(table, key) ? nameAt(said, table, r, key) : -1;
      if (at < 0 || (best && best.at < at)) return;
      // In the order the sentence writes them: the first is what the reply answered, the rest its company.
      const columns = cells
        .map((cell, c) => ({
          c,
          at: c !== key && !numbersRows(table, c) ? cellWritten(said, cell, table.values[r]?.[c] ?? null) : -1,
        }))
        .filter((entry) => entry.at >= 0)
        .sort((a, b) => a.at - b.at)
        .map((entry) => entry.c);
      // The same row in a table and in its join with another ("A energia elétrica da unidade Norte …; a tarifa …" read
      // across both): the reading that holds more of what the sentence wrote.
      if (best && best.at === at && best.columns.length >= columns.length) return;
      if (columns.length > 0) best = { hit, row: r, columns, at };
    });
  }
  if (!best) return null;
  const { hit, row, columns } = best as RowRead & { at: number };
  return { hit, row, columns };
}

/**
 * The one column the question names of the row just read (a header's words it writes, the read row's own columns
 * included): its cell, when every word of the question is the header's or the reply's and passage's already.
 */
function columnOfRow(hit: TableHit, row: number, asked: string[], sentence: string, said: string): string | null {
  const { table } = hit;
  const key = keyColumn(table);
  const own = new Set(asked);
  const scored = table.header
    .map((header, c) => ({ column: c, gained: headerWords(header, hit.passage.text).filter((stem) => own.has(stem)) }))
    .filter((entry) => entry.column !== key && entry.gained.length > 0)
    .sort((a, b) => b.gained.length - a.gained.length);
  const [first, second] = scored;
  if (!first || (second && second.gained.length === first.gained.length)) return null;
  // "os não atendidos" is not the column "Atendidos": a denial the header does not write asks for what it lacks.
  if (NEGATION.test(said) !== NEGATION.test(fold(table.header[first.column] ?? ""))) return null;
  const told = new Set([...stemsOf(sentence), ...stemsOf(hit.passage.location ?? "")]);
  if (!asked.every((stem) => first.gained.includes(stem) || told.has(stem))) return null;
  if ((table.rows[row]?.[first.column] ?? "").trim() === "") return null;
  return composed(hit, row, [first.column]);
}

/** A key of one capital letter ("A"), written after a lower-case noun ("a proposta A"). */
function letterAt(sentence: string, cell: string): number {
  const letter = /^\s*(\p{Lu})\s*$/u.exec(cell)?.[1];
  if (!letter) return -1;
  return new RegExp(`(?<=\\p{Ll}{2,}\\s)${letter}(?![\\p{L}\\p{N}])`, "u").exec(sentence)?.index ?? -1;
}

/** A column that numbers the rows 1, 2, 3…: the row's place, not a value read. */
const numbersRows = (table: ChunkTable, c: number) => table.values.every((values, r) => values[c] === r + 1);

/** Where a cell's text stands in a folded sentence as whole words, or -1 (a cell of one or two letters names nothing). */
function mentionAt(said: string, cell: string): number {
  const text = fold(cell).replace(/\s+/gu, " ").trim();
  if (text.length < 2 || !/\p{L}/u.test(text)) return -1;
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(text)}(?![\\p{L}\\p{N}])`, "u").exec(said)?.index ?? -1;
}

/** A date cell ("30/04/2027") written in the sentence as it stands. */
function dateAt(said: string, cell: string): number {
  const date = /^\s*(\d{1,2}\/\d{1,2}(?:\/\d{2,4})?)\s*$/u.exec(cell)?.[1];
  return date ? (new RegExp(`(?<![\\d/])${escapeRegExp(date)}(?![\\d/])`, "u").exec(said)?.index ?? -1) : -1;
}

/** A cell the sentence writes: a figure by its digits ("0,2" in "0,2 mg/L"), a text by its words. */
function cellWritten(said: string, cell: string, value: number | null): number {
  if (value === null) {
    if (fold(cell).trim().length < 3) return -1;
    const at = mentionAt(said, cell);
    return at >= 0 ? at : dateAt(said, cell);
  }
  // By value: the reply writes "61,5" for a cell "61,50", "R$ 212 mil" for "212" under "(R$ mil)".
  const found = [...said.matchAll(FIGURE_WRITTEN)].find(
    (match) => Math.abs(Number(match[0].replace(/\./gu, "").replace(",", ".")) - value) < 1e-9,
  );
  // Or as the cell writes it, its scale in words: "R$ 8,0 milhões".
  return found?.index ?? (/\p{L}/u.test(cell) ? mentionAt(said, cell) : -1);
}

/** A key column of codes ("A.3", "B-4", "1.2"): figures and marks, no word to name the row by. */
const codedKey = (table: ChunkTable, key: number) => table.rows.every((cells) => !/\p{L}{3,}/u.test(cells[key] ?? ""));

/** Where the sentence names a row by a text cell of its own, of two words or more, that no other row shares. */
function nameAt(said: string, table: ChunkTable, r: number, key: number): number {
  const found = (table.rows[r] ?? []).flatMap((cell, c) => {
    if (c === key || table.values[r]?.[c] != null || !/\p{L}+\s+\p{L}+/u.test(cell)) return [];
    if (table.rows.some((other, o) => o !== r && fold(other[c] ?? "") === fold(cell))) return [];
    const at = mentionAt(said, cell);
    return at >= 0 ? [at] : [];
  });
  return found.length > 0 ? Math.min(...found) : -1;
}

const FIGURE_WRITTEN = /(?<![\d.,])(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?(?![\d]|[.,]\d)/gu;

/**
 * The column a follow-up puts in the place of one read: of the others, the header whose words the follow-up names
 * and the read one lacks ("etapa 2" in "Cloro na etapa 2" against "Cloro antes da reforma"); ties go to the header that
 * shares most with the read one ("Receita 2025" for "Receita 2026", not "Quantidade 2025"); a tie after that is no
 * choice.
 */
function counterpart(
  headers: string[][],
  read: number,
  columns: number[],
  key: number,
  own: Set<string>,
): { column: number; gained: string[] } | null {
  const readStems = new Set(headers[read] ?? []);
  const scored = headers
    .map((stems, c) => {
      if (c === key || columns.includes(c)) return null;
      const gained = stems.filter((stem) => own.has(stem) && !readStems.has(stem));
      const shared = stems.filter((stem) => readStems.has(stem)).length;
      return { column: c, gained, shared };
    })
    .filter((entry): entry is { column: number; gained: string[]; shared: number } => entry !== null)
    .filter((entry) => entry.gained.length > 0)
    .sort((a, b) => b.gained.length - a.gained.length || b.shared - a.shared);
  const [first, second] = scored;
  if (!first) return null;
  if (second && second.gained.length === first.gained.length && second.shared === first.shared) return null;
  return { column: first.column, gained: first.gained };
}

/** "na pesquisa anterior", "no mês passado"; "no ano seguinte", "na próxima medição". */
const RELATIVE_EARLIER = /\b(?:anterior|passad[oa])\b/u;
const RELATIVE_LATER = /\b(?:seguinte|posterior|proxim[oa])\b/u;

/**
 * "E na medição anterior?" after a cell under "2026": of the columns whose headers say the same but for their period
 * ("2024", "Receita 3º tri 2025", "set/2026"), the one just before (or after) the read one in time.
 */
function nextPeriod(
  header: string[],
  read: number,
  step: number,
  own: Set<string>,
): { column: number; gained: string[] } | null {
  const at = periodOf(header[read] ?? "");
  if (at === null) return null;
  const rest = (text: string) => stemsOf(withoutPeriod(text)).join(" ");
  const same = rest(header[read] ?? "");
  const candidates = header
    .map((text, c) => ({ column: c, at: periodOf(text) }))
    .filter((entry): entry is { column: number; at: number } => entry.at !== null && entry.column !== read)
    .filter((entry) => rest(header[entry.column] ?? "") === same && (entry.at - at) * step > 0)
    .sort((a, b) => Math.abs(a.at - at) - Math.abs(b.at - at));
  const [first] = candidates;
  if (!first) return null;
  const relative = [...own].filter((stem) => RELATIVE_STEMS.has(stem));
  return { column: first.column, gained: relative.length > 0 ? relative : [...own].slice(0, 1) };
}

const RELATIVE_STEMS = new Set(stemsOf("anterior passado passada seguinte posterior próximo próxima"));

const MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3)).join("|");
const PERIOD = new RegExp(
  `\\b(?:(${MONTHS})[a-z]*(?:\\s*(?:/|de)\\s*)?)?(?:([1-4])\\s*[ºo°]?\\s*(?:tri(?:mestre)?|sem(?:estre)?)\\s*(?:de\\s*)?)?((?:19|20)\\d{2})\\b`,
  "u",
);

/** A header's period as one number, year and month (or quarter) together; null when it writes no year. */
function periodOf(header: string): number | null {
  const found = PERIOD.exec(fold(header));
  if (!found?.[3]) return null;
  const month = found[1] ? MONTH_NAMES.findIndex((name) => name.startsWith(found[1] ?? "")) : -1;
  const part = found[2] ? Number(found[2]) * 3 : month >= 0 ? month + 1 : 0;
  return Number(found[3]) * 13 + part;
}

const withoutPeriod = (header: string) => fold(header).replace(new RegExp(PERIOD.source, "gu"), " ");

/**
 * A header's words, and for a header that is an acronym ("VMA") the words its document spells it with ("valores
 * máximos admitidos (VMA)": the words before the parenthesis whose initials it is, small words between them skipped).
 */
function headerWords(header: string, text: string): string[] {
  // A column of how things stand now ("Linha de base", "Situação atual") is what "hoje" and "atualmente" ask.
  // "Alvo (dez/2026)": a month its header abbreviates is named in full ("em dezembro").
  const months = [...fold(header).matchAll(/\b(jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez)\/\d{2,4}\b/gu)].flatMap(
    (match) => stemsOf(MONTH_NAMES.find((month) => month.startsWith(match[1] ?? "-")) ?? ""),
  );
  const stems = [...stemsOf(header), ...months, ...(CURRENT_HEADER.test(fold(header)) ? CURRENT_WORDS : [])];
  const acronym = /^\s*(\p{Lu}{2,8})\s*(?:\([^)]*\))?\s*$/u.exec(header)?.[1];
  if (!acronym) return [...new Set(stems)];
  const spelled = new RegExp(`((?:\\p{L}+\\s+){1,12})\\(${acronym}\\)`, "u").exec(text)?.[1];
  const words = spelled?.trim().split(/\s+/u) ?? [];
  const taken: string[] = [];
  let letter = acronym.length - 1;
  for (let i = words.length - 1; i >= 0 && letter >= 0; i--) {
    const word = words[i] ?? "";
    if (fold(word[0] ?? "") === fold(acronym[letter] ?? "")) {
      taken.unshift(word);
      letter--;
    } else if (!SMALL_WORDS.has(fold(word))) break;
  }
  return [...new Set(letter < 0 ? [...stems, ...stemsOf(taken.join(" "))] : stems)];
}

/** A header of the present state: "linha de base", "atual", "situação atual", "hoje", "vigente", "em vigor". */
const CURRENT_HEADER = /\b(?:linha de base|atual|hoje|situacao|vigente|em vigor|em vigencia)\b/u;
const CURRENT_WORDS = stemsOf("hoje atual atualmente agora");

const SMALL_WORDS = new Set(["de", "do", "da", "dos", "das", "e", "em", "a", "o"]);

/**
 * "E o de 200 mm?": a row named by a figure with its unit, the one row whose cell under a header of that unit
 * ("Diâmetro (mm)") is that figure.
 */
function rowOfFigure(table: ChunkTable, read: number, ellipsis: string): RowNamed | null {
  const given = /(?<![\d.,])(\d+(?:,\d+)?)\s*(\p{L}[\p{L}²³/]{0,5})(?!\p{L})/u.exec(ellipsis);
  if (!given?.[1] || !given[2]) return rowOfLabel(table, read, ellipsis);
  const value = Number(given[1].replace(",", "."));
  const unit = given[2];
  const rows = table.header.flatMap((header, c) => {
    const written = /\(([^)]+)\)\s*$/u.exec(header)?.[1];
    if (!written || fold(written).trim() !== unit) return [];
    return table.rows.flatMap((_, r) => (r !== read && table.values[r]?.[c] === value ? [r] : []));
  });
  if (new Set(rows).size !== 1 || rows[0] === undefined) return null;
  return { row: rows[0], gained: stemsOf(`${given[1]} ${unit}`), by: null };
}

/**
 * "E no estágio 3?", "E o lote 2?": a row named by a number after the word that heads its column ("Estágio": 1, 2, 3…), the
 * one row whose cell there is that number.
 */
function rowOfLabel(table: ChunkTable, read: number, ellipsis: string): RowNamed | null {
  const given = /(?<!\p{L})(\p{L}{2,})\s+(\d+)(?![\d.,]*\d)/u.exec(ellipsis);
  if (!given?.[1] || !given[2]) return rowOfLetter(table, read, ellipsis);
  const label = stemsOf(given[1]);
  const value = Number(given[2]);
  const rows = table.header.flatMap((header, c) => {
    const stems = stemsOf(header.replace(/\([^)]*\)/gu, ""));
    if (stems.length !== 1 || !label.includes(stems[0] ?? "")) return [];
    return table.rows.flatMap((_, r) => (r !== read && table.values[r]?.[c] === value ? [r] : []));
  });
  if (new Set(rows).size !== 1 || rows[0] === undefined) return null;
  return { row: rows[0], gained: [...label, String(value)], by: null };
}

/** "a proposta C", "o lote B": a row whose key is that capital letter, alone or before a dash ("C — Filtro novo…"). */
function rowOfLetter(table: ChunkTable, read: number, text: string): RowNamed | null {
  const letter = /(?<=\p{Ll}{2,}\s)(\p{Lu})(?![\p{L}\p{N}])/u.exec(text)?.[1];
  if (!letter) return null;
  const key = keyColumn(table);
  const rows = table.rows.flatMap((cells, r) =>
    r !== read && new RegExp(`^\\s*${letter}\\s*(?:$|[—–-]|\\))`, "u").test(cells[key] ?? "") ? [r] : [],
  );
  return rows.length === 1 && rows[0] !== undefined ? { row: rows[0], gained: [], by: null } : null;
}

/** The row whose words (its text cells) the follow-up names and the read row lacks; a tie is no choice. */
function otherRow(table: ChunkTable, read: number, own: Set<string>, key: number): RowNamed | null {
  const textStems = (r: number) =>
    new Set((table.rows[r] ?? []).flatMap((cell, c) => (table.values[r]?.[c] == null ? stemsOf(cell) : [])));
  const readStems = textStems(read);
  const scored = table.rows
    .map((cells, r) => {
      if (r === read || isTotalRow(table, r)) return null;
      const gained = [...textStems(r)].filter((stem) => own.has(stem) && !readStems.has(stem));
      // "E o da Marta?": the row named by a cell other than its key says that cell too, so the reply names who it is.
      const by = cells.findIndex(
        (cell, c) => table.values[r]?.[c] == null && stemsOf(cell).some((stem) => gained.includes(stem)),
      );
      return { row: r, gained, by: by >= 0 && by !== key ? by : null };
    })
    .filter((entry): entry is RowNamed => entry !== null && entry.gained.length > 0)
    .sort((a, b) => b.gained.length - a.gained.length);
  const [first, second] = scored;
  if (!first || (second && second.gained.length === first.gained.length)) return null;
  return first;
}

interface RowNamed {
  row: number;
  gained: string[];
  /** The column, not the key, whose cell named the row. */
  by: number | null;
}

/**
 * The cells as the table's own answer writes them ("O cloro na etapa 2 do ponto … é 0,6 mg/L"), asked of the table by
 * the row's key and the columns' headers; where that reading lands elsewhere, the row's label and each header with
 * its cell.
 */
function composed(hit: TableHit, row: number, columns: number[]): string {
  const { table } = hit;
  const values = columns.map((c) => cellText(table, row, c));
  const headers = columns.map((c) => (table.header[c] ?? "").replace(/\s*\([^)]*\)\s*$/u, "").trim());
  const label = rowLabel(table, row);
  const passages = [hit.passage, ...(hit.joined ? [hit.joined] : [])];
  const asked = `Qual é ${headers.map((header) => `o ${header}`).join(" e ")} de ${label}?`;
  const answer = tableAnswerOf(asked, passages)?.text;
  if (answer && !answer.startsWith("Não") && values.every((value) => answer.includes(value))) return answer;
  const cited = passages.map((passage) => `[${passage.n}]`).join("");
  return `${label} — ${headers.map((header, i) => `${header}: ${values[i]}`).join("; ")}. ${cited}`;
}

/**
 * "Quanto um técnico ganha a mais que ele?", "Quanto isso ficou acima do cloro antes da reforma?" right after a
 * reply that read a figure of a table's row: that figure against the one the question names, of another row under the
 * same column (a row's words, a figure with its unit, a label with its number or letter) or of the same row under
 * another column (a header's words). Null unless a difference is asked in so many words and exactly one such figure
 * is named; a relative difference ("quantos por cento") is left to the readers of shares.
 */
export function differenceFromCell(
  question: string,
  previous: string | undefined,
  passages: PromptPassage[],
): string | null {
  if (!previous || REFUSED.test(previous)) return null;
  const plain = fold(question)
    .replace(/[?!.]+\s*$/u, "")
    .trim();
  // "em percentual", "quantos por cento a mais": the difference over the figure it is set against.
  // "Quantos pontos percentuais…" asks points, which the readers of percentages answer.
  if (/\bpontos?\s+percentua/u.test(plain)) return null;
  const relative = RELATIVE_ASKED.test(plain);
  if (!DIFFERENCE_ASKED.test(plain) || PER_OR_SHARE.test(plain.replace(RELATIVE_ASKED, " "))) return null;
  // It leans on the figure just read ("a mais que ele", "isso", "E quanto…"); a bound with its figure ("acima de
  // 1 uT") filters rows, and a question naming both sides ("entre o custo de uma proposta e o de outra") is a table's own.
  // "a mais que o de 2025": the noun left out after the article is the one just read.
  if (
    !(REFERENCE.test(plain) || /^e\s|\b(?:isso|isto)\b/u.test(plain) || ELLIPTICAL_OTHER.test(plain)) ||
    /\b(?:acima|abaixo)\s+d[eoa]s?\s+\d/u.test(plain)
  )
    return null;
  const sentence = readSentence(previous);
  if (!sentence) return null;
  const read = rowRead(sentence, passages);
  if (!read) return null;
  const { hit, row } = read;
  const { table } = hit;
  const asked = [...new Set(stemsOf(plain.replace(DIFFERENCE_WORDS, " ")))].filter((stem) => !ASKING.has(stem));
  const numeric = read.columns.filter((c) => typeof table.values[row]?.[c] === "number");
  // A reply that read two figures of the row ("aprovado para 2025: …; previsto para 2026: …") and a question that
  // names one of them: the other is the figure it is set against.
  const namesColumn = (c: number) =>
    headerWords(table.header[c] ?? "", hit.passage.text).some((stem) => asked.includes(stem));
  const [first, second] = numeric;
  const pairRead =
    numeric.length === 2 && first !== undefined && second !== undefined && namesColumn(first) !== namesColumn(second)
      ? namesColumn(first)
        ? { column: second, against: first }
        : { column: first, against: second }
      : null;
  const column = pairRead?.column ?? numeric[0];
  if (column === undefined) return null;
  const key = keyColumn(table);
  const named =
    rowOfFigure(table, row, plain) ??
    rowOfLabel(table, row, question) ??
    otherRow(table, row, new Set(asked), key) ??
    null;
  // The words that named the row name no column ("o estágio 3" is no reading of the column "Estágio").
  const own = new Set(asked.filter((stem) => !named?.gained.includes(stem)));
  const headers = table.header.map((header, c) => (numbersRows(table, c) ? [] : headerWords(header, hit.passage.text)));
  const other = pairRead ? { column: pairRead.against, gained: [] } : counterpart(headers, column, [column], key, own);
  // One thing named, another row or another column, and a figure of the same measure there.
  if ((named ? 1 : 0) + (other ? 1 : 0) !== 1) return null;
  const byRow = named && typeof table.values[named.row]?.[column] === "number" ? named : null;
  const byColumn =
    other &&
    typeof table.values[row]?.[other.column] === "number" &&
    table.units[other.column] === table.units[column] &&
    unitOf(table.header[other.column]) === unitOf(table.header[column]) &&
    cellUnit(table, row, other.column) === cellUnit(table, row, column)
      ? other
      : null;
  if (!byRow && !byColumn) return null;
  const [a, b] = byRow
    ? [
        { name: rowLabel(table, row), r: row, c: column },
        { name: rowLabel(table, byRow.row), r: byRow.row, c: column },
      ]
    : [
        { name: plainHeader(table, column), r: row, c: column },
        { name: plainHeader(table, byColumn?.column ?? column), r: row, c: byColumn?.column ?? column },
      ];
  const value = (cell: { r: number; c: number }) => table.values[cell.r]?.[cell.c] ?? 0;
  const cited = [hit.passage, ...(hit.joined ? [hit.joined] : [])].map((passage) => `[${passage.n}]`).join("");
  // A share over another figure of the same row ("o alvo … acima da partida"); another row's is left to the readers of
  // shares, which name both rows.
  if (relative) return byRow ? null : relativeDifference(table, a, b, value(a), value(b), cited, hit.passage.text);
  const [high, low] = value(a) >= value(b) ? [a, b] : [b, a];
  const difference = Math.round((value(high) - value(low)) * 1e6) / 1e6;
  const of = byRow ? `${plainHeader(table, column)}: ` : `${rowLabel(table, row)}: `;
  return `A diferença é de ${columnValue(table, column, difference)} — ${of}${high.name}, ${cellText(table, high.r, high.c)}; ${low.name}, ${cellText(table, low.r, low.c)} (${columnValue(table, column, value(high))} − ${columnValue(table, column, value(low))}) ${cited}.`;
}

interface CellNamed {
  name: string;
  r: number;
  c: number;
}

/**
 * The figure just read against the one named, as a share of the named one: "R$ 8,0 milhões" against a starting
 * value of "R$ 6,4 milhões" is 25% more. Null when the named figure is zero, or a percentage (points, not a share, part them).
 */
function relativeDifference(
  table: ChunkTable,
  read: CellNamed,
  named: CellNamed,
  value: number,
  against: number,
  cited: string,
  usage: string,
): string | null {
  if (against === 0 || cellUnit(table, named.r, named.c) === "percent") return null;
  const share = ((value - against) / Math.abs(against)) * 100;
  const shown = formatQuantity(Math.abs(share), "percent");
  const side = share >= 0 ? "maior" : "menor";
  const readText = cellText(table, read.r, read.c);
  const namedText = cellText(table, named.r, named.c);
  const the = (name: string) => `${definiteArticle(nounForm(name, usage))} ${name}`;
  return `${capitalised(the(read.name))} (${readText}) é ${shown} ${side} que ${the(named.name)} (${namedText}): (${readText} − ${namedText}) ÷ ${namedText} = ${share < 0 ? "−" : ""}${shown} ${cited}.`;
}

/** "em percentual", "quantos por cento", "%", "percentualmente": a difference asked as a share of the other figure. */
const RELATIVE_ASKED = /\b(?:em\s+)?(?:percentua(?:l|is)|porcentage(?:m|ns)|percentualmente)\b|\bpor\s*cento\b|%/u;

/** "que o de 2025", "do que a da etapa 2": the other side written as an article and its complement, the noun left out. */
const ELLIPTICAL_OTHER = /\bque\s+(?:o|a|os|as)\s+d[eoa]s?\s/u;

/** "a mais", "a menos", "acima de", "abaixo do", "mais caro", "mais barata", "diferença". */
const DIFFERENCE_ASKED =
  /\b(?:a mais|a menos|acima d|abaixo d|mais car[oa]s?|mais barat[oa]s?|diferenca|supera|superou|excede)/u;
const DIFFERENCE_WORDS =
  /\b(?:quanto|quantos|quantas|a mais|a menos|acima|abaixo|mais|menos|car[oa]s?|barat[oa]s?|diferenca|supera|superou|excede|que|do que|de|do|da)\b/gu;

/** The measure a header writes in its closing parenthesis ("(mg/L)", "(R$ mil)"), folded; "" for none. */
// "(mar/2026)", "(2027)" date a column and measure nothing: a starting value and its target compare across them.
const unitOf = (header = "") => {
  const mark = fold(/\(([^)]*)\)\s*$/u.exec(header)?.[1] ?? "").trim();
  return /(?<!\d)(?:19|20)\d{2}(?!\d)/u.test(mark) && !/r\$|%/u.test(mark) ? "" : mark;
};

const plainHeader = (table: ChunkTable, c: number) =>
  (table.header[c] ?? "")
    .replace(/\s*\([^)]*\)\s*$/u, "")
    .trim()
    .replace(/^\p{Lu}(?=\p{Ll})/u, (letter) => letter.toLowerCase());

/**
 * "Em quantos por cento caiu?", "E quanto isso aumentou?" right after a reply that read a table's row: the change asked
 * names nothing of its own, so it is the row's, computed by the table as if the question had named the row (its change
 * between the columns the question or the table gives). Null when the question names anything else.
 */
export function changeOfRowRead(
  question: string,
  previous: string | undefined,
  passages: PromptPassage[],
): string | null {
  const plain = fold(question)
    .replace(/[?!.]+\s*$/u, "")
    .trim();
  if (!CHANGE_OR_DIFFERENCE.test(plain)) return null;
  const own = stemsOf(plain.replace(CHANGE_WORDS, " ")).filter((stem) => !ASKING.has(stem));
  const sentence = readSentence(previous);
  const read = sentence ? rowRead(sentence, passages) : null;
  if (!read) return null;
  const { hit, row } = read;
  // Words of its own only where they name the table's columns ("a versão nova" over "Versão 2.0 (nova)").
  const headers = new Set(hit.table.header.flatMap((header) => headerWords(header, hit.passage.text)));
  if (!own.every((stem) => headers.has(stem))) return null;
  const key = (hit.table.rows[row]?.[keyColumn(hit.table)] ?? "").trim();
  const passagesOfTable = [hit.passage, ...(hit.joined ? [hit.joined] : [])];
  // Of a row's figures, gaining is rising and losing is falling.
  const plainly = question
    .trim()
    .replace(/[?!.]+\s*$/u, "")
    .replace(/\bganh(?:ou|aram)\b/giu, "aumentou")
    .replace(/\bperd(?:eu|eram)\b/giu, "diminuiu");
  const asked = `${plainly}, ${key}?`;
  const answer = tableAnswerOf(asked, passagesOfTable);
  return answer?.computed && answer.keys.includes(key) ? answer.text : null;
}

/** A change asked (./change-words.ts), or the difference a follow-up asks of it: "a menos", "a mais". */
// "ganhou", "perdeu" after a row of figures was read: how much, the row's change ("Quem ganhou?" has a word of its own).
const CHANGE_OR_DIFFERENCE = new RegExp(
  String.raw`\b(?:${CHANGE_WORD}|ganh(?:ou|aram)|perd(?:eu|eram)|a menos|a mais)\b`,
  "u",
);
const CHANGE_WORDS = new RegExp(
  String.raw`\b(?:${CHANGE_WORD}|ganh(?:ou|aram)|perd(?:eu|eram)|a menos|a mais|pontos percentuais|percentual|porcentagem|por cento|em|isso|e|entao|quanto|quantos|quantas|de|do|da)\b`,
  "gu",
);
