import type { PromptPassage } from "#core/chat/agent-context.ts";
import { withDatesInFigures } from "./calendar-days.ts";
import { symbolsIn } from "./chemical-symbols.ts";
import { namesCause, opensWithCause } from "./relation-answer.ts";
import {
  cellQuantity,
  type ChunkTable,
  chunkTable,
  formatQuantity,
  parseQuantity,
  type QuantityUnit,
} from "#core/documents/tables.ts";
import { markdownBlocks } from "#core/documents/markdown-blocks.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import {
  adjectiveNumber,
  asNoun,
  capitalised,
  definiteArticle,
  formInUsage,
  type NounForm,
  nounForm,
  singularOf,
  toBe,
  toHave,
  withPreposition,
} from "./agreement.ts";
import { type Calculation, calculate, type Figure, type Operation } from "./calculate.ts";
import { asksForAmount, BEYOND, operationIn, PREMIUM, whichNoun, withoutNames } from "./question-shape.ts";
import { countWord } from "./number-words.ts";
import { escapeRegExp } from "./escape-regexp.ts";
import { periodsIn, periodsMissing, periodsWritten, tablePeriodMissing } from "./periods.ts";
import { type PeriodConversion, periodConversion } from "./rate-period.ts";
import { isFraming, quantityUnit } from "./unit-ranking.ts";
import { wordParts } from "#isomorphic/text/words.ts";
import { MONTH_NAMES, monthCell, YEARS_TOGETHER } from "./periods.ts";
import { lSingulars, singularEndings, withKindred } from "./kindred-words.ts";
import { sameNoun } from "./agreement.ts";

/**
 * Questions a table answers, as operations over typed cells: select a cell or a row's cells ("qual o código do
 * reservatório X?", "quem é responsável pela ação Y, e qual o prazo?"), filter rows by a comparison ("perdas acima de
 * 25%"), count, sum, average, max/min and which row has it, rank, difference and ratio between two rows or two
 * columns, one column over another row by row ("o custo por km"). The question's words, stemmed, choose the table,
 * its columns (by their headers) and its rows (by their cells); "quem" asks for a column of names and "quando" for
 * one of dates. Figures keep the unit their header gives ("Perdas (%)", "Custo (R$ mil)"); sentences agree with the
 * documents' own usage (./agreement.ts).
 */
export interface TableHit {
  table: ChunkTable;
  passage: PromptPassage;
  /** For a table joined from two of one document, the other table's passage (cited too). */
  joined?: PromptPassage;
}

type TableOperation = Operation | "rank" | "filter" | "list" | "share";

/** Which way a change is read: "redução" counts what the later column lost, "aumento" what it gained. */
type Change = "down" | "up" | "any";

interface Filter {
  column: number;
  above: boolean;
  inclusive: boolean;
  value: number;
  /** A column of "Sim"/"Não": the rows that say yes (true) or no (false); the bound above is unused. */
  yes?: boolean;
  /** The rows whose cell equals the value ("com tarifa de R$ 0,71"). */
  equal?: boolean;
  /** What the bound was named by ("do limite" in "acima do limite de 40 mca"): words the filter accounts for. */
  reference?: string;
  /** The bound is the same row's figure in another column ("acima da pressão de projeto"); the value above is unused. */
  against?: number;
}

interface Reading {
  hit: TableHit;
  columns: number[];
  rows: number[];
  operation: TableOperation | null;
  filter: Filter | null;
  /** The column whose value, one row's alone, named the row read ("no ensaio com vazão de 500 L/s"). */
  rowNamedBy: number | null;
  /** The question names what the rows are ("distritos", "reservatório"). */
  keyNamed: boolean;
  /** A ranking asked from the smallest up. */
  ascending: boolean;
  /** A change between two columns asked for ("a maior queda", "quantos deixaram de faltar"), and its direction. */
  change: Change | null;
  /** The rows a year of the question keeps ("as obras com entrega em 2031"), when a column of dates states it. */
  within: number[] | null;
  /** The place in the ranking asked for ("a terceira"), if any. */
  place: number | null;
  /** The question asks which of the rows ("Qual categoria…?" over a table whose rows are categories). */
  asksRows: boolean;
  score: number;
  /** The document's text, for the agreement of its nouns. */
  usage: string;
  /** The question's stems. */
  questionStems: Set<string>;
  /** The two columns a change asked is read between (changeColumns), read once; null when none is asked. */
  pair: [number, number] | null;
  /** "qual termina primeiro / por último": the row of the earliest or the latest date. */
  order: "earliest" | "latest" | null;
  /** A change between two rows asked in percent of the first ("em quanto por cento caiu de A para B"). */
  relative: boolean;
  /** The relative change sets one row against another ("quanto A supera B"), not an earlier against a later. */
  compared: boolean;
  /** The question asks a percentage ("quantos por cento", "qual o percentual"): a change between columns is relative. */
  percentAsked: boolean;
  /** A share asked between the named row's figures in two columns, not of a column's total. */
  partOfRow: boolean;
  /** "o custo mensal por equipe": the two columns (the figure, what it is per) whose quotient is asked, row by row. */
  per: [number, number] | null;
  /** "Quantas vagas no total?" over "Vagas por turma" and "Turmas": the columns multiplied row by row, then added. */
  product: [number, number] | null;
  /** "Quanto valem 275 un do código P-201, pelo preço unitário?": the quantity given and the rate column. */
  valuing: { quantity: { value: number; written: string }; rate: number } | null;
  /** "… por ano, de 2019 a 2023?": a difference between two rows asked per year. */
  perYear: boolean;
  /** "Quantas pessoas…", "quantos empregados…": a count of things asked, not a percentage or a measure. */
  countAsked: boolean;
  /** "no máximo", "podem", "até": a count asked as a ceiling, whose share of a whole rounds down. */
  ceilingAsked: boolean;
  /** "Em quantas coletas…" over a key headed "Data da coleta": the rows' noun as the question writes it. */
  countedAs: string | null;
  /** "Num ano, quantas horas?" over one row's cell in "(h/mês)": the cell converted to the span asked. */
  perPeriod: PeriodConversion | null;
  /** "Quanto custa o kit de um X?": a named column of quantities and one of unit prices, multiplied row by row, added. */
  priced: { quantity: number; price: number; measure?: number } | null;
  /** "a locação das X, somada": a column of unit prices added up, each row's count at its price (one row enough). */
  unitTotal: boolean;
  /** "Qual regional teve o menor percentual de X?": each row's part (a column) of its whole (another), ranked. */
  shareByRow: { part: number; whole: number } | null;
}

/** The tables of the passages, parts of one table split across chunks joined again. */
export function passageTables(passages: PromptPassage[]): TableHit[] {
  const hits: TableHit[] = [];
  for (const passage of passages) {
    const unit = headingUnit(passage.location);
    const tables = (passage.tables ?? tablesInText(passage.text)).map((table) =>
      withHeadingUnit(table, unit ?? keyHeaderUnit(table)),
    );
    for (const table of tables) {
      const part = hits.find(
        (hit) =>
          hit.passage.documentId === passage.documentId &&
          hit.table.header.join("\u0000") === table.header.join("\u0000"),
      );
      if (part) {
        const known = new Set(part.table.rows.map((row) => row.join("\u0000")));
        const fresh = table.rows.filter((row) => !known.has(row.join("\u0000")));
        part.table = chunkTable(part.table.header, [...part.table.rows, ...fresh]);
      } else {
        hits.push({ table, passage });
      }
    }
  }
  return [...hits, ...joinedTables(hits)];
}

/** "3. Custos (R$ mil)": the money or percent unit a section's heading gives the figures under it. */
function headingUnit(location: string | null): string | null {
  const heading = location?.split(" > ").at(-1) ?? "";
  const written = /\(([^()]+)\)\s*$/u.exec(heading)?.[1]?.trim() ?? "";
  return /^(?:R\$(?:\s*(?:mil|milh[õo]es|mi))?|%)$/iu.test(written) ? written : null;
}

/** "Item (R$ mil)": the unit the rows' own column gives every figure across them, as a heading would. */
function keyHeaderUnit(table: ChunkTable): string | null {
  return headingUnit(table.header[keyColumn(table)] ?? null);
}

/**
 * A table under such a heading: its figure columns that write no unit of their own take the heading's. A passage's
 * stored table is one object for every question of a turn: it is read once.
 */
function withHeadingUnit(table: ChunkTable, unit: string | null): ChunkTable {
  if (!unit) return table;
  const known = HEADED.get(table);
  if (known) return known;
  const headed = headedTable(table, unit);
  HEADED.set(table, headed);
  return headed;
}
const HEADED = new WeakMap<ChunkTable, ChunkTable>();

function headedTable(table: ChunkTable, unit: string): ChunkTable {
  const key = keyColumn(table);
  const figures = (c: number) => table.values.filter((row) => row[c] !== null && row[c] !== undefined).length;
  const header = table.header.map((header, c) =>
    c !== key && !/\([^)]*\)\s*$/u.test(header) && figures(c) >= Math.max(1, table.rows.length - 1)
      ? `${header} (${unit})`
      : header,
  );
  return header.every((text, c) => text === table.header[c]) ? table : chunkTable(header, table.rows);
}

/**
 * Two tables of one document about the same rows (the same key header, most keys in common: "Regional" in a table
 * of losses and in one of targets) read as one, the first's columns then the second's: "quanto a regional está
 * acima da meta" takes a figure from each. The tables themselves stay as they are.
 */
function joinedTables(hits: TableHit[]): TableHit[] {
  const joined: TableHit[] = [];
  hits.forEach((first, i) => {
    for (const second of hits.slice(i + 1)) {
      if (first.passage.documentId !== second.passage.documentId) continue;
      const [k1, k2] = [keyColumn(first.table), keyColumn(second.table)];
      if (foldAccents(first.table.header[k1] ?? "").trim() !== foldAccents(second.table.header[k2] ?? "").trim())
        continue;
      const keyOfRow = (row: string[], k: number) => foldAccents(row[k] ?? "").trim();
      const secondRows = new Map(second.table.rows.map((row) => [keyOfRow(row, k2), row]));
      const common = first.table.rows.filter((row) => secondRows.has(keyOfRow(row, k1)));
      // A total row at a table's foot is no row of its own to have in common.
      const own = (hit: TableHit) => hit.table.rows.filter((_, r) => !isTotalRow(hit.table, r)).length;
      if (common.length < 2 || common.length < JOIN_SHARE * Math.max(own(first), own(second))) continue;
      const others = second.table.header.map((_, c) => c).filter((c) => c !== k2);
      const header = [...first.table.header, ...others.map((c) => second.table.header[c] ?? "")];
      const rows = common.map((row) => {
        const match = secondRows.get(keyOfRow(row, k1)) ?? [];
        return [...row, ...others.map((c) => match[c] ?? "")];
      });
      joined.push({ table: chunkTable(header, rows), passage: first.passage, joined: second.passage });
    }
  });
  return joined;
}

/** The share of rows two tables must have in common to be read as one. */
const JOIN_SHARE = 0.8;

function tablesInText(text: string): ChunkTable[] {
  if (!text.includes("|")) return [];
  return markdownBlocks(text).flatMap((block) =>
    block.kind === "table" && block.header.length > 0 ? [chunkTable(block.header, block.rows)] : [],
  );
}

const stemsOf = (text: string) => analyze(text).filter((stem) => !isFraming(stem));

/** How much of a header the question names (its stems, or a stem the question's word starts with). */
/** A tie-breaker between headers named alike: a word named by its own stem rather than a shared prefix. */
const EXACT_NAMED = 0.001;

/**
 * "depois" is a stopword to the search analyzer, yet it names a column of a before-and-after table ("Depois (2026)")
 * as "antes" names the other: tables read it as a stem of its own.
 */
const withAfter = (text: string, stems: string[]) =>
  /\bdepois\b/u.test(foldAccents(text.toLowerCase())) ? [...stems, "depois"] : stems;

/** A header's stems, its unit's parenthesis left out, each word in the singular. */
const headerStemsOf = (header: string) => {
  const named = header.replace(/\([^)]*\)/g, " ");
  return withAfter(named, analyze(singularEndings(named)));
};

function headerMatch(header: string, question: Set<string>): number {
  return stemsMatch(headerStemsOf(header), withSymbolsNamed(header, question));
}

/**
 * The question's stems with a header's chemical symbol among them when it writes the element's name: "oxigênio" names
 * "O₂ (%)" as "O₂" would, and the header's other words count as they do.
 */
function withSymbolsNamed(header: string, question: Set<string>): Set<string> {
  const symbols = headerSymbols(header);
  const named = symbols.filter(({ name }) =>
    analyze(name).some((stem) => !isFraming(stem) && question.has(stem) && !GENERIC_NAME_STEMS.has(stem)),
  );
  if (named.length === 0) return question;
  return new Set([...question, ...named.flatMap(({ symbol }) => analyze(symbol))]);
}

/** A header's symbols, read once: every reading of every question matches each header again. */
const SYMBOLS_OF_HEADER = new Map<string, { symbol: string; name: string }[]>();
function headerSymbols(header: string): { symbol: string; name: string }[] {
  let symbols = SYMBOLS_OF_HEADER.get(header);
  if (!symbols) {
    symbols = symbolsIn(header.replace(/\([^)]*\)/g, " "));
    if (SYMBOLS_OF_HEADER.size > 5000) SYMBOLS_OF_HEADER.clear();
    SYMBOLS_OF_HEADER.set(header, symbols);
  }
  return symbols;
}

/** Words of a name that name no one element ("gás sulfídrico", "dióxido de cloro"): "gás" alone is no H₂S. */
const GENERIC_NAME_STEMS = new Set(analyze("gás dióxido monóxido"));

/**
 * Whether the question names a header's stem, itself or by prefix. By prefix only from a content word ("quanto" does not
 * name "Quantidade") and of four letters or more.
 */
function namesStem(stem: string, question: Set<string>): boolean {
  return (
    question.has(stem) ||
    [...question].some(
      (q) => Math.min(q.length, stem.length) >= 4 && !isFraming(q) && (q.startsWith(stem) || stem.startsWith(q)),
    )
  );
}

function stemsMatch(all: string[], question: Set<string>): number {
  // A header of one framing word ("Chamados") still names its column.
  const content = all.filter((stem) => !isFraming(stem));
  const stems = content.length > 0 ? content : all;
  if (stems.length === 0) return 0;
  // Between two headers named alike, the one named by the stem itself wins: "medi(ção)" leans towards "Médio" less
  // than "reclamações" names its column.
  const exact = stems.filter((stem) => question.has(stem)).length;
  const named = stems.filter((stem) => namesStem(stem, question) || byVerb(stem, question)).length;
  return named / stems.length + exact * EXACT_NAMED;
}

/**
 * A verb's past names the noun of its participle: "saíram" and "Saídas", "entraram" and "Entradas". The stemmer leaves
 * the one "sair" / "entrar" and the other "said" / "entrad"; both are the root before the ending.
 */
const VERB_RESIDUE = /^(\p{L}{2,}?)(?:ar|er|ir)$/u;
const PARTICIPLE_RESIDUE = /^(\p{L}{2,}?)(?:ad|id)$/u;
function byVerb(headerStem: string, question: Set<string>): boolean {
  const root = PARTICIPLE_RESIDUE.exec(headerStem)?.[1];
  return root !== undefined && [...question].some((q) => VERB_RESIDUE.exec(q)?.[1] === root);
}

/** The figure columns whose header's first content word the question names, in the table's order. */
function headNamed(table: ChunkTable, question: Set<string>): number[] {
  return table.header.flatMap((header, c) => {
    if (c === keyColumn(table) || columnKind(table, c) !== "figure") return [];
    const head = analyze(singularEndings(header.replace(/\([^)]*\)/g, " "))).find((stem) => !isFraming(stem));
    return head && question.has(head) ? [c] : [];
  });
}

/**
 * The count of rows the question states ("dos quatro poços", "das 8 estações"), when the noun counted heads a column of
 * the table; null otherwise, and for a ranking's "os três maiores".
 */
function statedRows(folded: string, table: ChunkTable): number | null {
  // The first article and noun with a count between them, in figures or in words (./number-words.ts).
  const counted = [...folded.matchAll(STATED_COUNT)].map((match) => ({
    count: /^\d+$/.test(match[1] ?? "") ? Number(match[1]) : countWord(match[1] ?? ""),
    match,
  }));
  const first = counted.find(({ count }) => count !== null);
  if (!first) return null;
  const { count, match: found } = first;
  const noun = analyze(singularEndings(found[2] ?? ""))[0];
  if (!count || count < 2 || !noun || RANKED.test(found[2] ?? "")) return null;
  return table.header.some((header) => headerStemsOf(header)[0] === noun) ? count : null;
}

/**
 * The rows of a table but one, when a question counts one row fewer than the table has and the words the last turn
 * carried name exactly one row by its key: the rows compared with that one. Empty otherwise.
 */
function othersThanCarried(table: ChunkTable, stated: number, carried: string): number[] {
  const counted = table.rows.flatMap((_, r) => (isTotalRow(table, r) ? [] : [r]));
  if (counted.length !== stated + 1) return [];
  const folded = foldAccents(carried.toLowerCase());
  const stems = new Set(analyze(carried));
  const named = counted.filter((r) => cellMention(keyOf(table, r), folded, stems, carried) >= 0);
  return named.length === 1 ? counted.filter((r) => r !== named[0]) : [];
}

/**
 * "Qual item tem o menor saldo?" over a column "Itens cadastrados (nº)": a column of figures headed by the plural
 * of the noun asked which one of counts those things; it names none of them, so the question does not name it.
 */
function countOfWhichAsked(folded: string, table: ChunkTable, kinds: ColumnKind[], scores: number[]): void {
  const which = whichNoun(folded);
  // "Qual foi…": a copula or a function word asks which of nothing.
  if (!which || /\bquant[oa]s?\b/.test(folded) || analyze(which).length === 0) return;
  table.header.forEach((header, c) => {
    const head = /^(\p{L}+s)\b/u.exec(foldAccents(header.toLowerCase()))?.[1];
    if (head && kinds[c] === "figure" && sameNoun(head, which)) scores[c] = 0;
  });
}

/** "dos quatro poços", "das 8 estações", "entre as 3 regionais": an article, a count, and the noun counted. */
const STATED_COUNT = /\b(?:n|d|pel|a)?(?:os|as)\s+(\d{1,2}|\p{L}+)(?=\s+(\p{L}{3,}))/gu;
const RANKED = /^(?:maior|menor|primeir|ultim|melhor|pior)/u;

/**
 * Where the question names the cell (a row's key, a person, an action), or -1: the cell as written, or most of its
 * content words (an action's long text named by its verb and object: "publicar o edital").
 */
function cellMention(cell: string, foldedQuestion: string, question: Set<string>, written: string): number {
  if (/^\p{Lu}$/u.test(cell.trim())) return letterMention(cell.trim(), written);

  // A row keyed by a date ("30/09/2026") is named by the date in words: "no dia 30 de setembro".
  const date = numericDate(cell);
  if (date) return new RegExp(`(?<!\\d)0?${date.day}º?\\s+de\\s+${date.month}\\b`).exec(foldedQuestion)?.index ?? -1;
  // A row keyed by a month of a year ("11/2026", "nov/2026") is named by the month in words, "em novembro", with its
  // year when the question writes one ("novembro de 2026"); else by the cell as written, below.
  const month = monthCell(cell);
  if (month) {
    const named = new RegExp(`\\b${month.month}\\b(?:\\s*(?:de\\s+|/\\s*)((?:19|20)\\d{2}))?`).exec(foldedQuestion);
    if (named && (!named[1] || named[1] === month.year)) return named.index;
  }
  // A row keyed by a year ("2028") is named by the year written alone: "entre 2027 e 2030".
  if (/^(?:19|20)\d{2}$/.test(cell.trim()))
    return new RegExp(`(?<![\\d.,/])${cell.trim()}(?![\\d.,/]*\\d)`).exec(foldedQuestion)?.index ?? -1;
  // "Eduardo Sarmento (coordenador de Suprimentos)": the parenthesis is an aside; the name before it names the cell.
  const bare = cell.replace(/\s*\([^)]*\)/g, "").trim();
  if (bare !== cell.trim() && bare.length >= 2) {
    const at = writtenMention(bare, foldedQuestion, question);
    if (at >= 0) return at;
  }
  const at = writtenMention(cell, foldedQuestion, question);
  if (at >= 0) return at;
  // "Ana Lima Prado, gerente de Cobrança": a person and her post, named by her name written whole.
  const person = personBeforePost(cell);
  if (person) {
    const byName = new RegExp(
      `(?<![\\p{L}\\d])${escapeRegExp(foldAccents(person.toLowerCase()))}(?![\\p{L}\\d])`,
      "u",
    ).exec(foldedQuestion);
    if (byName) return byName.index;
  }
  const listed = listedNameMention(cell, written);
  if (listed >= 0) return listed;
  const item = listedItemMention(cell, foldedQuestion, question);
  if (item >= 0) return item;
  // "Trânsito, em serviço ou no trajeto": what follows a comma and a preposition qualifies the name before it.
  const qualified = /^([^,]{2,60}),\s+(?:em|no|na|nos|nas|com|sem|de|do|da|para|por|exceto)\s/u.exec(cell.trim())?.[1];
  if (qualified && /\p{L}/u.test(qualified)) {
    const before = writtenMention(qualified, foldedQuestion, question);
    if (before >= 0) return before;
  }
  // "Triagem manual com cooperativa": a name of two words or more, and how it is done after a preposition.
  const manner = /^(\p{L}[\p{L}-]*\s+\p{L}[^,()]{1,40}?)\s+(?:ap[óo]s|com|sem|via|mediante)\s/u.exec(cell.trim())?.[1];
  if (manner && stemsOf(manner).length >= 2 && stemsOf(manner).every((stem) => question.has(stem))) {
    const head = writtenMention(manner, foldedQuestion, question);
    if (head >= 0) return head;
  }
  // "Tubo PEAD PN 16, barra" named by a code inside it the question writes ("o tubo PN 16"): capitals and a number.
  const inside = codesIn(written).find((code) => code.test(cell));
  if (inside) return inside.exec(written)?.index ?? foldedQuestion.length;
  // "Policloreto de alumínio (PAC 18%)" named by the acronym its parenthesis gives ("o PAC"); "Estações de tratamento
  // (ETAs e ETEs)" by either, in the singular ("uma ETA").
  const inParentheses = /\(([^()]*)\)/u.exec(cell)?.[1] ?? "";
  // An abbreviation alone in the parenthesis may be written as a word ("Programa Estadual de Proteção Auditiva (Proaud)").
  const abbreviation = /^\s*(\p{Lu}\p{Ll}{2,9})\s*$/u.exec(inParentheses)?.[1];
  const acronyms = abbreviation
    ? [abbreviation]
    : [...inParentheses.matchAll(/(?<![\p{L}\d])(\p{Lu}{2,6})s?(?![\p{L}\d])/gu)].map((match) => match[1]);
  for (const acronym of acronyms.slice(0, inParentheses.trimStart().startsWith(acronyms[0] ?? "\u0000") ? 4 : 0)) {
    const byAcronym = new RegExp(`(?<![\\p{L}\\d])${acronym}s?(?![\\p{L}\\d])`, "u").exec(written);
    if (byAcronym) return byAcronym.index;
  }
  // "Transporte (Translodo Ambiental)" named by the proper name its parenthesis gives, by its first word ("a Translodo").
  const proper = /^\s*(\p{Lu}\p{Ll}{3,})(?:\s+(?:d[aeo]s?\s+)?\p{Lu}[\p{L}.]*)*\s*$/u.exec(inParentheses)?.[1];
  if (proper) {
    const byName = new RegExp(`(?<![\\p{L}\\d])${proper}(?![\\p{L}\\d])`, "u").exec(written);
    if (byName) return byName.index;
  }
  // "Resultado acumulado (prejuízo)" named by the noun its parenthesis gives as its other name, written alone; not by a
  // participle or an adjective there ("(estimado)", "(mensal)"), which qualifies the row rather than naming it.
  // Nor a person's post after her name ("Caio Luz (almoxarife)").
  const alias = /^\s*(\p{Ll}[\p{Ll}-]{3,})\s*$/u.exec(inParentheses)?.[1];
  const postAside = /^\p{Lu}\p{Ll}+(?:\s+(?:d[aeo]s?\s+)?\p{Lu}\p{Ll}+)+\s*\(/u.test(cell.trim());
  if (alias && !postAside && !/(?:[ai]d[oa]s?|ai?s?|[aeiou]l|ivo|iva)$/u.test(alias)) {
    const byAlias = writtenMention(alias, foldedQuestion, question);
    if (byAlias >= 0) return byAlias;
  }
  // "TV aberta (praça regional)" named by the acronym it opens with, as the question writes it ("a TV"). Not "ETA
  // Arapongal": an acronym before a name is a kind of thing, and the name says which.
  const opening = /^(\p{Lu}{2,6})(?![\p{L}\d-])(?!\s+\p{Lu})/u.exec(cell.trim())?.[1];
  const byOpening = opening ? new RegExp(`(?<![\\p{L}\\d])${opening}(?![\\p{L}\\d])`, "u").exec(written) : null;
  if (byOpening) return byOpening.index;
  // "B — Encosta" named by its letter alone ("o trecho B"), as a key of one capital letter is.
  const letter = /^(\p{Lu})\s*[—–-]\s*\p{L}/u.exec(cell.trim())?.[1];
  return letter ? letterMention(letter, written) : -1;
}

/** The person a cell names before her post, "Ana Lima Prado, gerente de Cobrança" → "Ana Lima Prado"; else null. */
export function personBeforePost(cell: string): string | null {
  return /^(\p{Lu}\p{Ll}+(?:\s+(?:d[aeo]s?\s+)?\p{Lu}\p{Ll}+){1,4}),\s*\p{Ll}/u.exec(cell.trim())?.[1] ?? null;
}

/**
 * "Vila Aurora, Jardim Novo e Centro" (the neighbourhoods of a supply group, the towns of a region): a cell that lists
 * proper names is named by any one of them, as the question writes it, capitals kept ("centro" in a sentence is no
 * place). Accents may be left out.
 */
function listedNameMention(cell: string, written: string): number {
  const items = cell
    .replace(/\s*\([^)]*\)/g, "")
    .split(/\s*(?:[,;]|\s+e\s+)\s*/u)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
  if (items.length < 2 || !items.every((item) => /^\p{Lu}/u.test(item))) return -1;
  const plain = withoutMarks(written);
  for (const item of items) {
    const found = new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(withoutMarks(item))}(?![\\p{L}\\d])`, "u").exec(plain);
    if (found) return found.index;
  }
  return -1;
}

/**
 * "locadoras, escolas, hospitais e carros oficiais" (who a row is for): a cell that enumerates three things or more
 * is named by any one of them the question writes whole ("uma escola").
 */
function listedItemMention(cell: string, foldedQuestion: string, question: Set<string>): number {
  const items = cell
    .replace(/\s*\([^)]*\)/g, "")
    .split(/\s*(?:[,;]|\s+e\s+|\s+ou\s+)\s*/u)
    .filter((item) => item.trim().length > 0);
  // Names ("Centro, Vila Nova e Jardim") are named as written, capitals kept (listedNameMention).
  if (items.length < 3 || items.some((item) => /^\p{Lu}/u.test(item.trim()))) return -1;
  for (const item of items) {
    const stems = stemsOf(item);
    const [first] = stems;
    if (!first || stems.length > 3 || !stems.every((stem) => question.has(stem))) continue;
    const at = foldedQuestion.search(new RegExp(`\\b${escapeRegExp(first)}`));
    return at >= 0 ? at : foldedQuestion.length;
  }
  return -1;
}

/** The text without its accents, its capitals kept (the same length in characters as the text in NFC). */
const withoutMarks = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .normalize("NFC");

/** The codes a text writes, capitals and a number ("PN 16", "DN-200", "NBR 5626"), each as a pattern in any spacing. */
function codesIn(written: string): RegExp[] {
  return [...written.matchAll(/(?<![\p{L}\d])(\p{Lu}{2,4})[\s-]?(\d+)(?![\d.,]*\d|\p{L})/gu)].map(
    (match) => new RegExp(`(?<![\\p{L}\\d])${match[1]}[\\s-]?${match[2]}(?![\\d.,]*\\d|\\p{L})`, "u"),
  );
}

function writtenMention(cell: string, foldedQuestion: string, question: Set<string>): number {
  const folded = foldAccents(cell).trim();
  if (folded.length < 2 || /^[\d\s.,%$r-]+$/.test(folded)) return -1;
  const exact = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(folded)}([^\\p{L}\\p{N}]|$)`, "u").exec(foldedQuestion);
  if (exact) return exact.index;
  // "bons" names the cell "Bom", "regulares" the cell "Regular": a one-word cell as a question counts it, in the plural.
  if (/^\p{L}{2,}$/u.test(folded)) {
    const plural = foldAccents(pluralPhrase(cell.trim().toLowerCase()));
    const many = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(plural)}([^\\p{L}\\p{N}]|$)`, "u").exec(foldedQuestion);
    if (many) return many.index;
  }
  // "PT-03 Mutuca" named by its code alone ("o PT-03"): letters and digits make the code one name of its own.
  const code = /^(\p{L}{1,4}-?\d+[\p{L}\d]*)(?=\s)/u.exec(folded)?.[1];
  if (code) {
    const written = new RegExp(`(^|[^\\p{L}\\p{N}-])${escapeRegExp(code)}(?![\\p{L}\\p{N}]|-\\d)`, "u").exec(
      foldedQuestion,
    );
    if (written) return written.index + (written[1]?.length ?? 0);
  }
  const stems = stemsOf(cell);
  if (stems.length === 0) return -1;
  const named = stems.filter((stem) => question.has(stem));
  // A long cell is named by most of its words, or by its head noun and as many more ("as válvulas de limite" for
  // "Válvulas de fechamento nos limites dos distritos").
  const enough =
    stems.length <= 2
      ? named.length === stems.length
      : named.length / stems.length >= CELL_SHARE ||
        // Not a cell that lists things ("priorização de X, previsão de Y"): its first item's words name only that one.
        (!/[,;]/.test(cell) &&
          named.includes(stems[0] ?? "") &&
          named.length >= 2 &&
          named.length / stems.length >= HEAD_SHARE);
  if (!enough || !named.some((stem) => stem.length >= 4)) return -1;
  const first = named
    .map((stem) => foldedQuestion.search(new RegExp(`\\b${escapeRegExp(stem)}`)))
    .filter((at) => at >= 0);
  return first.length > 0 ? Math.min(...first) : foldedQuestion.length;
}

/**
 * A row keyed by one capital letter ("classe B", "grupo A"): named where the question, as written, puts that capital
 * after a word in lower case; a capital "A" opening the sentence is its article.
 */
function letterMention(letter: string, written: string): number {
  const found = new RegExp(`(?<=\\p{Ll}{2,}\\s)${letter}(?![\\p{L}\\p{N}])`, "u").exec(written);
  return found ? found.index : -1;
}

/**
 * "o lote 4" over a column "Lote" numbering the rows 1, 2, 3…: the row so numbered, named by the header's noun and its
 * number; -1 when the question does not write them together.
 */
function numberedMention(table: ChunkTable, r: number, c: number, foldedQuestion: string): number {
  const header = foldAccents((table.header[c] ?? "").toLowerCase()).trim();
  if (!/^\p{L}{3,}$/u.test(header)) return -1;
  const noun = singularEndings(header).trim();
  const found = new RegExp(`\\b${escapeRegExp(noun)}s?\\s+(?:n[º°o.]?\\s*)?${r + 1}(?![\\d,.]*\\d)`, "u").exec(
    foldedQuestion,
  );
  return found ? found.index : -1;
}

/**
 * "o tubo de 200 mm" over a column "Diâmetro (mm)": the row whose figure the question writes with the column's unit,
 * where no other row has that figure in it; -1 otherwise.
 */
function measuredMention(table: ChunkTable, r: number, c: number, foldedQuestion: string): number {
  const [unit] = headerUnits(table.header[c] ?? "");
  const value = table.values[r]?.[c];
  if (!unit || !/^\p{L}{1,3}$/u.test(unit) || value == null) return -1;
  if (table.values.some((row, other) => other !== r && row[c] === value)) return -1;
  const written = escapeRegExp((table.rows[r]?.[c] ?? "").trim().toLowerCase());
  const found = new RegExp(`(?<![\\d.,])${written}\\s*${escapeRegExp(unit)}(?![\\p{L}\\d])`, "u").exec(foldedQuestion);
  return found ? found.index : -1;
}

/**
 * Where the question writes the cell whole (accents folded), as a [start, end) span; else most of it, its first or
 * its last words ("a estação de bombeamento X" of "Nova estação de bombeamento X"): three words or more, and
 * at least three in five of the cell's. None when it writes neither.
 */
function exactSpan(cell: string, foldedQuestion: string): [number, number][] {
  const folded = foldAccents(cell.replace(/\s*\([^)]*\)/g, "").toLowerCase()).trim();
  if (folded.length < 2 || /^[\d\s.,%$r-]+$/.test(folded)) return [];
  const spanOf = (written: string): [number, number] | null => {
    const match = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(written)}(?=[^\\p{L}\\p{N}]|$)`, "u").exec(
      foldedQuestion,
    );
    return match ? [match.index + (match[1]?.length ?? 0), match.index + match[0].length] : null;
  };
  const whole = spanOf(folded);
  if (whole) return [whole];
  const words = folded.split(/\s+/);
  for (let kept = words.length - 1; kept >= 3 && kept * 5 >= words.length * 3; kept--) {
    const part = spanOf(words.slice(words.length - kept).join(" ")) ?? spanOf(words.slice(0, kept).join(" "));
    if (part) return [part];
  }
  return [];
}

/** A cell's head noun ("Retroescavadeira" of "Retroescavadeira com rompedor"), stemmed, or null for a number or a short word. */
function headStem(cell = ""): string | null {
  const first = /^\s*(\p{L}{4,})/u.exec(cell)?.[1];
  // A cell that says "Todos" (a hazard column's "all of them") names no thing: "todas as ações" quantifies the rows.
  if (!first || QUANTIFIER.test(foldAccents(first.toLowerCase()))) return null;
  return analyze(singularEndings(first))[0] ?? null;
}

const QUANTIFIER = /^(?:tod[oa]s?|ambos|ambas|nenhum|nenhuma|demais|outr[oa]s|vari[oa]s|diversos|diversas|cada)$/;

/**
 * "o resultado de 2026" over "Coletas próprias em 2026 (%)": a year the question names, that one figure column's
 * header alone writes and no row's cell does, names that column (at half a header's words, as one word of two would).
 */
function yearNamesColumn(question: string, table: ChunkTable, kinds: ColumnKind[], scores: number[]): void {
  for (const year of yearsIn(question)) {
    if (table.rows.some((row) => row.some((cell) => cell.includes(year)))) continue;
    const holding = table.header.flatMap((header, c) => (kinds[c] === "figure" && header.includes(year) ? [c] : []));
    const [only] = holding;
    if (holding.length === 1 && only !== undefined) scores[only] = Math.max(scores[only] ?? 0, 0.5);
  }
}

/** What a column's score keeps when the question's own words rule it out (set by hand: below half a header named). */
const RULED_OUT = 0.4;

/** A header's measure of time: "(h)", "(min)", "(dias)", "(meses)". */
const TIME_MEASURE = /\((?:h|horas?|min|minutos?|dias?|meses|anos?|semanas?)\)\s*$/iu;

/**
 * "Quanto tempo…?" asks a duration: where a table has columns measured in time, the others are no answer to it (their
 * scores fall as a polarity's do).
 */
function durationAsked(folded: string, table: ChunkTable, kinds: ColumnKind[], scores: number[]): void {
  if (!/\bquanto tempo\b/.test(folded)) return;
  const timed = table.header.map((header, c) => kinds[c] === "figure" && TIME_MEASURE.test(header));
  if (!timed.includes(true)) return;
  timed.forEach((isTime, c) => {
    if (kinds[c] === "figure" && !isTime) scores[c] = (scores[c] ?? 0) * RULED_OUT;
    else if (isTime) scores[c] = Math.max(scores[c] ?? 0, 1);
  });
}

/**
 * "o lote das retroescavadeiras": a row named by its cell's head noun, when no other row's cell in that column starts with it.
 * Where the question names it, or -1.
 */
function headMention(
  cells: string[],
  heads: (string | null)[],
  r: number,
  foldedQuestion: string,
  question: Set<string>,
): number {
  const head = heads[r];
  if (!head || !question.has(head) || heads.filter((other) => other === head).length > 1) return -1;
  // Only a short name of a thing: a long cell or one that opens with a verb ("Emitir a ordem…") is an action.
  if ((cells[r] ?? "").split(/\s+/).length > 5 || /^\s*\p{L}+(?:ar|er|ir)\b/iu.test(cells[r] ?? "")) return -1;
  // The stem may end in letters the question spells otherwise ("furga" of "furgões"): its first four find the place.
  const at = foldedQuestion.search(new RegExp(`\\b${escapeRegExp(head.slice(0, 4))}`));
  return at >= 0 ? at : foldedQuestion.length;
}

/** The stems of a question's participles ("aprovadas", "concluídos", "vendidos"): the words a status is said with. */
function participlesIn(folded: string): Set<string> {
  // The verb in the past names the status as its participle does: "o comitê aprovou" (aprov), "indeferiu" (indefer).
  const said = [
    ...(folded.match(/\b\p{L}{3,}(?:ad|id)[oa]s?\b/gu) ?? []),
    ...(folded.match(IRREGULAR_PARTICIPLE) ?? []),
    ...(folded.match(PAST_VERB) ?? []),
  ];
  return new Set(said.flatMap((word) => analyze(singularEndings(word))));
}

/** Participles of a status not in "-ado"/"-ido": "entregue", "aceito", "pago", "aberto", "suspenso". */
const IRREGULAR_PARTICIPLE =
  /\b(?:entregues?|aceit[oa]s?|pag[oa]s?|feit[oa]s?|abert[oa]s?|suspens[oa]s?|eleit[oa]s?|expost[oa]s?|impress[oa]s?)\b/gu;

/** A participle denied: "não concluídos", "que ainda não foram aprovadas", "não entregues". */
const DENIED_PARTICIPLE = new RegExp(
  String.raw`\bnao\s+(?:(?:foram|foi|estao|esta|sao|e|tinham|tinha)\s+)?(?:ainda\s+)?(?:\p{L}{3,}(?:ad|id)[oa]s?|${IRREGULAR_PARTICIPLE.source.slice(2, -2)})\b`,
  "gu",
);

/** A verb in the simple past, third person: "aprovou", "aprovaram", "indeferiu", "concluíram". */
const PAST_VERB = /\b\p{L}{3,}(?:ou|aram|iu|iram)\b/gu;

/**
 * The rows of a status the question names by the word their cells open with ("aprovadas": "Aprovada", "Aprovada com
 * condição"), in a column where at least two rows and not all open with it; null when no column has such a word.
 */
function rowsOfStatus(heads: (string | null)[][], question: Set<string>, table: ChunkTable): number[] | null {
  const counted = table.rows.flatMap((_, r) => (isTotalRow(table, r) ? [] : [r]));
  for (const column of heads) {
    for (const head of new Set(column)) {
      if (!head || !question.has(head)) continue;
      const kept = counted.filter((r) => column[r] === head);
      if (kept.length >= 2 && kept.length < counted.length) return kept;
    }
  }
  return null;
}

/**
 * "o depósito de Tapera" over a column of "Central Aurora", "Regional Bacuri", "Regional Tapera": a row
 * named by the words of its cell no other row of the column writes (one or two, all named), the shared "Regional"
 * being what the rows are. Where the question names them, or -1.
 */
function ownWordsMention(column: string[][], r: number, foldedQuestion: string, question: Set<string>): number {
  const own = (column[r] ?? []).filter((stem) => column.every((other, o) => o === r || !other.includes(stem)));
  if (own.length === 0 || own.length > 2 || own.length === (column[r] ?? []).length) return -1;
  if (!own.every((stem) => question.has(stem)) || !own.some((stem) => stem.length >= 3)) return -1;
  const at = own
    .map((stem) => foldedQuestion.search(new RegExp(`\\b${escapeRegExp(stem)}`)))
    .filter((found) => found >= 0);
  return at.length > 0 ? Math.min(...at) : foldedQuestion.length;
}

/** Share of a long cell's content words the question must name to name the cell. */
const CELL_SHARE = 0.6;
/** The share that names it when its head noun is among the words named. */
const HEAD_SHARE = 0.5;

type ColumnKind = "figure" | "date" | "person" | "text";

/** A name of two or more capitalised words, "de/da/do/e/&" between them: a company's ("Valmetal Comércio de Válvulas Ltda."). */
export const NAME_CELL = /^\p{Lu}[\p{L}.&-]*(?:\s+(?:(?:d[aeo]s?|e|&)\s+)?\p{Lu}[\p{L}.&-]*)+$/u;

/** A column of names (companies, people): every cell a name or a dash ("—" where no one won), at least half of them names. */
export function isNameColumn(cells: string[]): boolean {
  const trimmed = cells.map((cell) => cell.trim());
  const names = trimmed.filter((cell) => NAME_CELL.test(cell)).length;
  return (
    names >= Math.max(2, trimmed.length / 2) && trimmed.every((cell) => NAME_CELL.test(cell) || /^[—–-]?$/.test(cell))
  );
}

const DATE_CELL =
  /^(?:\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|\d{1,2} de \p{L}+(?: de \d{4})?|(?:jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez)\p{L}*(?:\/| de )?\d{2,4}|[1-4]º? ?(?:trimestre|tri|t)\/?\s?\d{4}|t[1-4]\/?\s?\d{4}|(?:até )?\d{4})$/iu;
const ORDINAL_CELL = /^\d{1,2}\s?[ªº°]$/u;
const PERSON_CELL = /^(?:\p{Lu}\p{Ll}+)(?:\s+(?:d[aeo]s?\s+)?\p{Lu}\p{Ll}+){1,3}$/u;

/**
 * Each column's kind, read once per table: the readings, the key column and every cell written ask for it again, and
 * reading it scans the column's cells.
 */
const kindsByTable = new WeakMap<ChunkTable, ColumnKind[]>();

function columnKind(table: ChunkTable, c: number): ColumnKind {
  let kinds = kindsByTable.get(table);
  if (!kinds) {
    kinds = table.header.map((_, column) => readColumnKind(table, column));
    kindsByTable.set(table, kinds);
  }
  return kinds[c] ?? "text";
}

/** What a column holds, from most of its cells: figures, dates, people's names, or text. */
function readColumnKind(table: ChunkTable, c: number): ColumnKind {
  // A dash says the row has no figure there ("Manutenção … | Locadora | —"): no cell of another kind.
  const kept = table.rows
    .map((row, r) => ({ cell: (row[c] ?? "").trim(), r }))
    .filter(({ cell }) => cell && !/^[—–-]$/u.test(cell));
  const cells = kept.map(({ cell }) => cell);
  if (cells.length === 0) return "text";
  // Each test reads a cell with its row in the table (a figure's value is the row's).
  const share = (test: (cell: string, r: number) => boolean) =>
    kept.filter(({ cell, r }) => test(cell, r)).length / kept.length;
  // A bare four-digit number is a year only between 1900 and 2100: "2400 leituras" is a count.
  const dated = (cell: string) =>
    DATE_CELL.test(cell) && (!/^\d{4}$/.test(cell) || (Number(cell) >= 1900 && Number(cell) <= 2100));
  // A laboratory's "< 0,1" (below what it can measure) is a figure of the column too, though not one to add up.
  const figured = (cell: string, r: number) => table.values[r]?.[c] != null || CENSORED.test(cell);
  // "1ª", "2ª", "3ª" (a contract's instalments, a tender's lots in order): ordinals that name the rows, no figures.
  if (cells.every((cell) => ORDINAL_CELL.test(cell))) return "text";
  if (share(figured) >= 0.8 && !cells.every(dated)) return "figure";
  if (share((cell) => dated(foldAccents(cell))) >= 0.8) return "date";
  if (share((cell) => PERSON_CELL.test(cell)) >= 0.8) return "person";
  return "text";
}

/**
 * "A média do LIE" over a table with a column "Medido por": the stemmer cuts "média" and "medido" alike, yet the mean
 * asks an operation over figures and names no column of words or names by that stem alone.
 */
function meanNamesNoWords(
  folded: string,
  table: ChunkTable,
  kinds: ColumnKind[],
  stems: Set<string>,
  scores: number[],
): void {
  if (!/\bmedi[ao]s?\b/u.test(folded)) return;
  const withoutMean = new Set([...stems].filter((stem) => !MEAN_STEMS.has(stem)));
  table.header.forEach((header, c) => {
    if (kinds[c] !== "figure" && headerMatch(header, withoutMean) === 0) scores[c] = 0;
  });
}
const MEAN_STEMS = new Set(analyze("média médio médias médios"));

/** A reading below a limit ("< 0,1", "≤ 5") or none detected ("ND", "n.d."). */
const CENSORED = /^(?:[<≤]\s*\d[\d.,]*\s*\S{0,8}|n\.?\s?d\.?)$/iu;

/** Whether some of the rows read a column as below a limit: their figure is unknown, only its bound. */
function censoredIn(table: ChunkTable, c: number, rows: number[]): boolean {
  return rows.some((r) => CENSORED.test((table.rows[r]?.[c] ?? "").trim()));
}

/** The unit a header gives its column's figures: "Perdas (%)", "Custo (R$ mil)", "Volume (m³/mês)". */
export interface ColumnFormat {
  unit: QuantityUnit | null;
  prefix: string;
  suffix: string;
}

function columnFormat(table: ChunkTable, c: number): ColumnFormat {
  return withCellMeasure(headerFormat(table.header[c] ?? "", table.units[c] ?? null), table.measures[c] ?? null);
}

/**
 * A header that gives no measure leaves it to its cells: "Quantidade" over "12 t", "3,5 t" writes a total as "56,5 t".
 * Money and percentages carry their own marks.
 */
function withCellMeasure(format: ColumnFormat, measure: string | null): ColumnFormat {
  if (!measure || format.prefix || format.suffix || format.unit === "money" || format.unit === "percent") return format;
  return { ...format, suffix: ` ${measure}` };
}

/**
 * How a figure of a column is written, from the measure its header gives in parentheses ("(h)" after it, "(R$ mil)"
 * around it) and the unit its cells agree on; a count's mark ("(nº)") and a scale ("(0–10)") are no measure.
 */
/** A header whose first word is the unit of time its figures count in. */
const TIME_HEADER = /^(horas|minutos)\b/u;

/** A mark that says how a column's figures were gathered ("Horas paradas (soma)"), not what they count in. */
const GATHERED_MARK = /^(?:soma|total|m[eé]dia|acumulad[oa]|m[aá]xim[oa]|m[ií]nim[oa]|mediana)$/iu;

export function headerFormat(header: string, cellUnit: QuantityUnit | null): ColumnFormat {
  const mark = /\(([^)]+)\)\s*$/.exec(header)?.[1]?.trim() ?? "";
  const written = GATHERED_MARK.test(mark) ? "" : mark;
  // "Horas sem água", "Minutos parados": a header that opens with a unit of time counts in it ("30 h", not "30").
  const timed = written ? undefined : TIME_HEADER.exec(foldAccents(header.toLowerCase()).trim())?.[1];
  if (cellUnit !== "money" && cellUnit !== "percent" && timed)
    return { unit: cellUnit, prefix: "", suffix: timed === "horas" ? " h" : " min" };
  if (cellUnit === "money" || cellUnit === "percent" || !written) return { unit: cellUnit, prefix: "", suffix: "" };
  if (written === "%") return { unit: "percent", prefix: "", suffix: "" };
  // "Chamados (nº)": the mark says the cells count things; a count is written bare ("20 de 500", not "20 nº").
  if (/^(?:n[º°o.]?|número|numero|qtd\.?|quantidade)$/iu.test(written))
    return { unit: cellUnit, prefix: "", suffix: "" };
  // "Crianças atendidas (out/2026)", "Saldo (em 30/09)": a date, not a unit ("131", not "131 out/2026").
  // "Situação atual (2026)", "Meta (2028–2030)": a year or a span of years dates the column as well.
  if (
    DATE_IN_HEADER.test(foldAccents(written.toLowerCase())) ||
    /^(?:em|ate|até)\s/iu.test(written) ||
    /^(?:19|20)\d{2}(?:\s*[–—/-]\s*(?:19|20)?\d{2})?$/u.test(written) ||
    // "(média de 2025)", "(posição em dez 2026)": words that date the column, no unit ("R$" and "%" stay units).
    (/(?<!\d)(?:19|20)\d{2}(?!\d)/u.test(written) && !/R\$|%/u.test(written))
  )
    return { unit: cellUnit, prefix: "", suffix: "" };
  // "Versão 1.4 (atual)", "Custo (previsto)": a word that qualifies the column, as an adjective or a participle does,
  // is no unit ("71,4", not "71,4 atual").
  if (QUALIFIER.test(written)) return { unit: cellUnit, prefix: "", suffix: "" };
  // "Verão 2026 (linha de base)": words joined by "de" that hold no symbol or figure name what the column is, not a
  // unit ("38.500", not "38.500 linha de base").
  if (
    /\s(?:de|da|do|das|dos)\s/u.test(written) &&
    !/[\d%$/²³]/u.test(written) &&
    !/^(?:dias?|horas?|meses|m[eê]s|anos?|semanas?|minutos?|metros?|quil[oô]metros?|litros?|toneladas?|unidades?|pessoas?)\b/iu.test(
      written,
    )
  )
    return { unit: cellUnit, prefix: "", suffix: "" };
  // "Índice de condição (0–10)", "Nota (1 a 5)": a scale, not a unit ("3,6", not "3,6 0–10").
  if (/^\d+(?:[,.]\d+)?\s*(?:[–—-]|a|até)\s*\d+(?:[,.]\d+)?$/u.test(written))
    return { unit: cellUnit, prefix: "", suffix: "" };
  const money = /^R\$\s*(.*)$/u.exec(written);
  // "(R$/m³)" writes its measure against the amount: "R$ 4,31/m³".
  if (money)
    return {
      unit: cellUnit,
      prefix: "R$ ",
      suffix: money[1] ? `${money[1].startsWith("/") ? "" : " "}${money[1]}` : "",
    };
  return { unit: cellUnit, prefix: "", suffix: ` ${written}` };
}

/** One lower-case adjective or participle: "atual", "nova", "previsto", "realizada", "vigente", "anterior". */
const QUALIFIER =
  /^(?:\p{Ll}{2,}(?:ad|id)[oa]s?|\p{Ll}{2,}(?:al|ente|ante|ior|ivo|iva)|nov[oa]s?|antig[oa]s?|previst[oa]s?|propost[oa]s?)$/u;

/** A figure as a column of the table writes it, with the unit its header gives ("R$ 18.000,00", "59 mca"). */
export function columnValue(table: ChunkTable, c: number, value: number): string {
  return show(value, columnFormat(table, c));
}

function show(value: number, format: ColumnFormat): string {
  // A quotient below one thousand of an amount stated in thousands ("R$ mil") is written in units: "R$ 33,20", not
  // "R$ 0,03 mil".
  if (format.prefix.startsWith("R$") && /^\s*mil$/u.test(format.suffix) && value !== 0 && Math.abs(value) < 1)
    return formatQuantity(value * 1000, "money");
  // Reais and centavos: "R$ 178.471,20", not "R$ 178.471,2".
  if (format.prefix.startsWith("R$") && !format.suffix.trim() && !Number.isInteger(value))
    return formatQuantity(value, "money");
  // So is an amount per a measure: "R$ 4,30/m³", not "R$ 4,3/m³".
  if (format.prefix.startsWith("R$") && format.suffix.startsWith("/") && !Number.isInteger(value))
    return `${formatQuantity(value, "money")}${format.suffix}`;
  // A sign goes before the currency: "−R$ 7.820 mil", not "R$ -7.820 mil".
  if (format.prefix && value < 0) return `−${format.prefix}${formatQuantity(-value, format.unit)}${format.suffix}`;
  return `${format.prefix}${formatQuantity(value, format.unit)}${format.suffix}`;
}

/** A cell as the answer writes it: a figure with its header's unit, anything else as written; a price, per its measure. */
export function cellText(table: ChunkTable, r: number, c: number): string {
  const text = cellAsWritten(table, r, c);
  const measure = measurePriced(table, r, c);
  return measure && text.startsWith("R$") ? `${text} por ${measure}` : text;
}

/**
 * "Contribuição … | unidade habitacional | 350,00": an amount in a table whose unit column gives each row's measure is
 * a price per that measure. Not a total ("Valor total"), nor, in a bill that counts quantities, any but a unit price.
 */
function measurePriced(table: ChunkTable, r: number, c: number): string | null {
  const unit = table.header.findIndex((header) => UNIT_HEADER.test(header));
  const header = table.header[c] ?? "";
  if (unit < 0 || unit === c || /\b(?:total|global|subtotal)\b/iu.test(header)) return null;
  if (unitColumns(table) && !perUnit(header)) return null;
  if (!table.rows.every((row) => MEASURE_PHRASE.test((row[unit] ?? "").trim()))) return null;
  return (table.rows[r]?.[unit] ?? "").trim() || null;
}

/** A row's measure in a few lower-case words ("unidade habitacional", "km de rede", "m²"). */
const MEASURE_PHRASE = /^[a-zà-ú][a-zà-ú²³/.]{0,13}(?:\s+[a-zà-ú²³/.]{1,14}){0,2}$/u;

function cellAsWritten(table: ChunkTable, r: number, c: number): string {
  const value = table.values[r]?.[c];
  const cell = table.rows[r]?.[c] ?? "";
  if (value === null || value === undefined || columnKind(table, c) !== "figure") return withRowUnit(table, r, c, cell);
  const format = columnFormat(table, c);
  if (!(format.prefix || format.suffix || format.unit === "percent")) return withRowUnit(table, r, c, cell);
  // A bare number keeps its written digits ("0,80", not "0,8"), with the header's unit around it; a count in thousands
  // or millions is a magnitude ("125 mil", not "125,0 mil").
  if (/^\d[\d.]*(?:,\d+)?$/.test(cell.trim()) && format.unit !== "percent") {
    const scaled = /^\s*(?:mil|milh(?:ões|ão))$/u.test(format.suffix) && !format.prefix;
    return `${format.prefix}${scaled ? cell.trim().replace(/,0+$/u, "") : cell.trim()}${format.suffix}`;
  }
  return show(value, format);
}

/** A column that gives each row's measure ("Unidade": metro, m², ligação) and the column that counts it. */
const UNIT_HEADER = /^\s*(?:unidade|unid\.?|un\.?)(?:\s+de\s+(?:medida|cobran[çc]a|faturamento|fornecimento))?\s*$/iu;
const QUANTITY_HEADER = /^\s*(?:quantidade|qtd\.?|qtde\.?|quant\.)(?![\p{L}])/iu;
/**
 * A measure as a unit column writes it: a lower-case word or symbol ("metro", "m²", "verba"), or a symbol written with
 * capitals ("L", "kWh"); not a place's name.
 */
const MEASURE_CELL = /^(?:[a-zà-ú][a-zà-ú²³/.]{0,13}|m?L|[kMG]?Wh?|[kM]VA|kvarh)$/u;

/** The unit column and the quantity column of a bill of quantities, when the table has both. */
function unitColumns(table: ChunkTable): { unit: number; quantity: number } | null {
  // Asked for every cell a reply writes: read once per table.
  const known = UNIT_COLUMNS.get(table);
  if (known !== undefined) return known;
  const found = findUnitColumns(table);
  UNIT_COLUMNS.set(table, found);
  return found;
}

const UNIT_COLUMNS = new WeakMap<ChunkTable, { unit: number; quantity: number } | null>();

function findUnitColumns(table: ChunkTable): { unit: number; quantity: number } | null {
  const unit = table.header.findIndex((header) => UNIT_HEADER.test(header));
  const quantity = table.header.findIndex((header) => QUANTITY_HEADER.test(header));
  if (unit < 0 || quantity < 0) return null;
  // A subtotal, a fee or a credit below the items has no unit of its own.
  const written = table.rows.map((row) => (row[unit] ?? "").trim()).filter((cell) => cell !== "");
  return written.length > 0 && written.every((cell) => MEASURE_CELL.test(cell)) ? { unit, quantity } : null;
}

/** A measure's singular, to compare "metros" with "metro" and "ligações" with "ligação". */
const measureStem = (word: string) =>
  foldAccents(word.toLowerCase())
    .replace(/oes$/, "ao")
    .replace(/(?<=[aeiou])s$/, "");

/**
 * "Quantos metros de rede…" over a table whose unit column writes "metro": the quantity column is the one asked,
 * whatever the question's other words name.
 */
function quantityInUnitAsked(folded: string, table: ChunkTable, scores: number[]): void {
  const columns = unitColumns(table);
  const asked = /\bquant[oa]s\s+([\p{L}²³]+)/u.exec(folded)?.[1];
  if (!columns || !asked) return;
  const measures = new Set(table.rows.map((row) => measureStem(row[columns.unit] ?? "")));
  if (!measures.has(measureStem(asked))) return;
  scores[columns.quantity] = Math.max(scores[columns.quantity] ?? 0, 1);
}

/** A quantity written with its row's measure: "310" of a row whose unit is "metro" is "310 metros". */
function inRowMeasure(table: ChunkTable, r: number, c: number, cell: string): string | null {
  const columns = unitColumns(table);
  if (!columns || c !== columns.quantity || !/^\d[\d.]*(?:,\d+)?$/.test(cell.trim())) return null;
  const measure = (table.rows[r]?.[columns.unit] ?? "").trim();
  const one = table.values[r]?.[c] === 1;
  const plural = one
    ? measure
    : /ão$/u.test(measure)
      ? measure.replace(/ão$/u, "ões")
      : /[aeiou]$/u.test(measure)
        ? `${measure}s`
        : measure;
  return `${cell.trim()} ${plural}`;
}

/**
 * A figure in a row whose name gives its unit ("Prazo da roçada emergencial (h)": "até 48" is 48 h), written with
 * it, as a header's unit is. Only a short unit after a figure the cell ends with; money and other cells as written.
 */
function withRowUnit(table: ChunkTable, r: number, c: number, cell: string): string {
  const measured = inRowMeasure(table, r, c, cell);
  if (measured) return measured;
  if (c === keyColumn(table) || !/\d$/.test(cell.trim())) return cell;
  const unit = rowUnit(table, r) ?? countedNoun(table, r, cell);
  if (!unit) return cell;
  return unit === "%" ? `${cell.trim()}%` : `${cell.trim()} ${unit}`;
}

/**
 * A whole number in a row named by the plural noun it counts ("Dias com rodízio no verão": 46) is that many of it:
 * "46 dias", as a colleague says it.
 */
function countedNoun(table: ChunkTable, r: number, cell: string): string | null {
  if (!/^\d{1,3}(?:\.\d{3})*$/.test(cell.trim())) return null;
  const first = /^(\p{Lu}\p{Ll}{2,}s)\s+(?:com|sem|de|d[aeo]s?|em|n[aeo]s?|por|acima|abaixo)\b/u.exec(
    (table.rows[r]?.[keyColumn(table)] ?? "").trim(),
  )?.[1];
  return first ? first.toLowerCase() : null;
}

/** The short unit a row's name ends with in parentheses ("(h)", "(L/s)", "(%)"); money is left to the cells. */
function rowUnit(table: ChunkTable, r: number): string | null {
  const unit = /\(([^()\d]{1,8})\)\s*$/u.exec(table.rows[r]?.[keyColumn(table)] ?? "")?.[1]?.trim();
  return !unit || /R\$/.test(unit) || unit.split(/\s+/).length > 2 ? null : unit;
}

/**
 * Whether these rows' figures in a column write one measure (or none) and are all percentages or none, so that they
 * add up: "17,8%" (or a row "… (%)") and "84.200" in one month's column are no parts of one whole.
 */
function measuresAgree(table: ChunkTable, rows: number[], column: number, byUnitColumn = false): boolean {
  // A quantity's measure may stand in the unit column beside it ("18.000 | kg", "4.200 | L"): the rows an aggregate
  // reads must agree in it, though a table of several measures is still additive over rows that do.
  const units = byUnitColumn ? unitColumns(table) : null;
  const measures = new Set(
    rows.flatMap((r) => {
      const quantity = parseQuantity(table.rows[r]?.[column] ?? "");
      if (!quantity) return [];
      // A row's name may say its figures are percentages: "Participação do PIX (%)". (Other short parentheses in
      // names are as often asides, "(Fundo Norte)", "(sábado)", as units.)
      const percent = quantity.unit === "percent" || rowUnit(table, r) === "%";
      const measure = units?.quantity === column ? (table.rows[r]?.[units.unit] ?? "").trim() : quantity.measure;
      return [`${percent ? "%" : ""}${measureKey(measure ?? "")}`];
    }),
  );
  return measures.size <= 1;
}

/** A measure as one reads it, singular or plural alike: "dias" and "dia", "meses" and "mês". */
function measureKey(measure: string): string {
  const folded = foldAccents(measure.toLowerCase());
  if (/[^aeiou]es$/u.test(folded) && folded.length > 4) return folded.slice(0, -2);
  return /[aeiou]s$/u.test(folded) ? folded.slice(0, -1) : folded;
}

/**
 * A column of indicators, each row in its own measure ("42,5 km", "88%", "1.800 m³"), gives the figures of these rows
 * the measure or the percent their cells write, when they all write the same. A column with a unit of its own keeps it.
 */
function withCellsUnit(table: ChunkTable, rows: number[], columns: number[], format: ColumnFormat): ColumnFormat {
  if (format.prefix || format.suffix || format.unit === "money" || format.unit === "percent") return format;
  const cells = rows.flatMap((r) => columns.map((c) => parseQuantity(table.rows[r]?.[c] ?? "")));
  if (cells.length === 0 || cells.some((cell) => cell === null)) return format;
  const [first] = cells;
  if (cells.every((cell) => cell?.unit === "percent")) return { ...format, unit: "percent" };
  return first?.measure && cells.every((cell) => cell?.unit === "number" && cell.measure === first.measure)
    ? { ...format, suffix: ` ${first.measure}` }
    : format;
}

/**
 * Rows whose names give one unit ("Vazão dos poços (L/s)", "Vazão dessalinizada (L/s)"), added up or set against each
 * other in a column whose header gives none: the result is in that unit.
 */
function withRowsUnit(table: ChunkTable, rows: number[], format: ColumnFormat): ColumnFormat {
  const units = new Set(rows.map((r) => rowUnit(table, r)));
  const [unit] = [...units];
  return units.size === 1 && unit && unit !== "%" ? { ...format, suffix: ` ${unit}` } : format;
}

/** Whether the question writes a cell whole: two words or more, or a figure with a word ("abaixo de 50"). */
function writtenInQuestion(cell: string, question: string): boolean {
  const words = plainWords(cell);
  return words.split(" ").length >= 2 && ` ${plainWords(question)} `.includes(` ${words} `);
}

/** The text folded to its words and figures, one space between each. */
const plainWords = (text: string) =>
  foldAccents(text.toLowerCase())
    .replace(/[^\p{L}\d,]+/gu, " ")
    .trim();

/** A header that only says "number": "Nº", "#", "Nr", "Número". */
const NUMBER_SIGN = /^(?:#|n[º°o.]*|nr|num(?:ero)?)$/iu;

/**
 * The column that names the rows: the first one of text, not a number or an item number ("#", "Nº"): in a table of
 * actions numbered 1 to 6, "Ação" names them.
 */
export function keyColumn(table: ChunkTable): number {
  // "Item" heads a column of names as often as one of numbers: only numbers make it an item number.
  const numbered = (c: number) => table.rows.every((row) => /^\s*\d+\s*[.)º°]?\s*$/u.test(row[c] ?? ""));
  const key = table.header.findIndex(
    (header, c) =>
      !((NUMBER_SIGN.test(header.trim()) || /^item$/iu.test(header.trim())) && numbered(c)) &&
      columnKind(table, c) !== "figure",
  );
  return Math.max(key, 0);
}

const keyOf = (table: ChunkTable, r: number) => table.rows[r]?.[keyColumn(table)] ?? "";

/** A row as a list names it: its key, with its first text cell when the key is a code ("E2 (Painel publicado)"). */
export function rowLabel(table: ChunkTable, r: number): string {
  const key = keyOf(table, r).trim();
  if (!/^[\p{Lu}\d][\p{Lu}\d./º°ª-]*$/u.test(key)) return key;
  const text = table.header.findIndex(
    (_, c) => c !== keyColumn(table) && columnKind(table, c) === "text" && (table.rows[r]?.[c] ?? "").trim() !== "",
  );
  return text >= 0 ? `${key} (${(table.rows[r]?.[text] ?? "").trim()})` : key;
}

const COMPARATORS: [RegExp, boolean, boolean][] = [
  [
    /\b(?:acima de|mais de|maior(?:es)? (?:do )?que|superior(?:es)? a|pass(?:a|am|aram|ou) de|ultrapass(?:a|am|aram|ou)|exced(?:e|em|eu|eram)|super(?:a|am|aram|ou))\s+/,
    true,
    false,
  ],
  [/\b(?:pelo menos|no minimo|a partir de|igual ou (?:maior|superior) a)\s+/, true, true],
  [/\b(?:abaixo de|menos de|menor(?:es)? (?:do )?que|inferior(?:es)? a)\s+/, false, false],
  [/\b(?:no maximo|ate|igual ou (?:menor|inferior) a)\s+/, false, true],
];

const NUMBER = /^(?:r\$\s*)?(\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?|[a-z]+)/;

/** The number a folded text starts with, in digits or in words, or null. */
function leadingNumber(text: string): number | null {
  const written = NUMBER.exec(text)?.[1];
  if (!written) return null;
  if (/^\d/.test(written)) return Number(written.replace(/\./g, "").replace(",", "."));
  return countWord(written);
}

/** "95% ou mais", "3 bombas ou menos": a bound said after its number, up to three words before "ou". */
const AFTER_BOUND =
  /(?:r\$\s*)?(\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?)\s*%?(?:\s+[\p{L}³²/]+){0,3}?\s+(?:ou|para)\s+(mais|acima|cima|menos|abaixo|baixo)\b/u;

/** The figure columns a bound can be read in: named by the question, the closest to the bound's place first. */
function boundColumns(folded: string, at: number, table: ChunkTable, headerScores: number[]): number[] {
  const distance = (c: number) => {
    const places = analyze(table.header[c] ?? "")
      .map((stem) => folded.indexOf(stem))
      .filter((place) => place >= 0)
      .map((place) => Math.abs(place - at));
    return places.length > 0 ? Math.min(...places) : Number.POSITIVE_INFINITY;
  };
  return table.header
    .map((_, c) => c)
    .filter((c) => c !== keyColumn(table) && (headerScores[c] ?? 0) >= 0.5 && columnKind(table, c) === "figure")
    .sort((a, b) => (headerScores[b] ?? 0) - (headerScores[a] ?? 0) || distance(a) - distance(b));
}

/**
 * A condition on a figure column: "com perdas acima de 25%", "pelo menos uma parada", "95% ou mais", or a value some
 * of the column's cells equal ("as estações com tarifa de R$ 0,71"), read in the column the question names nearest.
 */
function filterIn(question: string, table: ChunkTable, headerScores: number[]): Filter | null {
  const found = filterAtFigure(question, table, headerScores);
  const reference = BOUND_REFERENCE.exec(question)?.[2];
  return found && reference ? { ...found, reference } : found;
}

/** A year written alone after a comparator ("até 2030", "antes de 2028?"): a time, not a figure to bound. */
function isBareYear(rest: string): boolean {
  return /^\s*(?:19|20)\d{2}(?![\d.,]*\d)(?!\s*(?:%|r\$|\p{L}))/u.test(rest);
}

function filterAtFigure(question: string, table: ChunkTable, headerScores: number[]): Filter | null {
  const folded = boundAtFigure(question);
  for (const [pattern, above, inclusive] of COMPARATORS) {
    const match = pattern.exec(folded);
    if (!match) continue;
    const at = match.index + match[0].length;
    const value = leadingNumber(folded.slice(at));
    // "até 2030" is a time, not a bound of figures: a year with no unit after it.
    if (value !== null && isBareYear(folded.slice(at))) continue;
    const column = fittingColumn(folded.slice(at), boundColumns(folded, at, table, headerScores), table, headerScores);
    if (value === null || column === undefined || !Number.isFinite(value)) continue;
    // "ordens entregues em até 48 horas" read in the column headed "Em até 48 horas": the header's own words name the column,
    // they bound none of its cells.
    const written = `${match[0]}${/^\s*[\d.,]+\s*\p{L}*/u.exec(folded.slice(at))?.[0] ?? ""}`.trim();
    if (foldAccents((table.header[column] ?? "").toLowerCase()).includes(written)) continue;
    // Nor does a row's name that writes the bound ("Pedidos pendentes há mais de 30 dias"): it names that row.
    if (phraseInCells(table, written)) continue;
    return { column, above, inclusive, value };
  }
  const after = AFTER_BOUND.exec(folded);
  if (after?.[1] && after[2]) {
    const value = Number(after[1].replace(/\./g, "").replace(",", "."));
    const column = fittingColumn(
      folded.slice(after.index),
      boundColumns(folded, after.index, table, headerScores),
      table,
      headerScores,
    );
    const above = /^(mais|acima|cima)$/.test(after[2]);
    if (column !== undefined && Number.isFinite(value)) return { column, above, inclusive: true, value };
  }
  return equalityIn(folded, table, headerScores);
}

/** "acima da pressão de projeto", "abaixo do previsto", "maior que a meta": a bound that names a column, not a number. */
const COLUMN_BOUND =
  /\b(?:(acima|abaixo|alem|aquem)\s+d[aoe]s?|(mais|menos|maior(?:es)?|menor(?:es)?)\s+(?:do\s+)?que(?:\s+(?:o|a|os|as))?|(superior(?:es)?|inferior(?:es)?)\s+(?:a|ao|aos|as))\s+((?:[\p{L}-]+\s*){1,4})/u;

/**
 * The rows whose figure in one column passes the same row's figure in another ("as bombas que trabalharam abaixo da
 * pressão de projeto": pressão medida below pressão de projeto). The bound's column is the one its words name best; the compared
 * one, of the same unit, the question's other named column or the one whose header shares most words with it.
 */
function columnBound(folded: string, table: ChunkTable, headerScores: number[]): Filter | null {
  const found = COLUMN_BOUND.exec(folded);
  const comparator = found?.[1] ?? found?.[2] ?? found?.[3];
  const words = found?.[4];
  if (!comparator || !words) return null;
  const figures = table.header
    .map((_, c) => c)
    .filter((c) => c !== keyColumn(table) && columnKind(table, c) === "figure");
  const boundStems = new Set(analyze(singularEndings(words)));
  const scored = figures
    .map((c) => ({ c, score: headerMatch(table.header[c] ?? "", boundStems) }))
    .sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  if (!best || best.score < 1 || (second && second.score === best.score)) return null;
  const against = best.c;
  const sameUnit = (c: number) =>
    c !== against &&
    table.units[c] === table.units[against] &&
    /\(([^)]*)\)\s*$/.exec(table.header[c] ?? "")?.[1] === /\(([^)]*)\)\s*$/.exec(table.header[against] ?? "")?.[1];
  const shared = (c: number) =>
    analyze(table.header[c] ?? "").filter((stem) => analyze(table.header[against] ?? "").includes(stem)).length;
  const compared = figures
    .filter(sameUnit)
    .sort((a, b) => (headerScores[b] ?? 0) - (headerScores[a] ?? 0) || shared(b) - shared(a))[0];
  if (compared === undefined || shared(compared) === 0) return null;
  const above = /^(acima|alem|mais|maior|superior)/.test(comparator);
  return { column: compared, above, inclusive: false, value: Number.NaN, against };
}

/** Units by what they measure: a bound in hours is no bound on a count or a length. */
const UNIT_FAMILIES: [string, RegExp][] = [
  ["time", /^(?:h|horas?|min|minutos?|dias?|semanas?|mes|meses|anos?)$/],
  ["length", /^(?:km|m|metros?|quilometros?|mm|cm)$/],
  ["percent", /^(?:%|por cento|pontos?)$/],
  ["money", /^(?:r\$|reais|mil reais)$/],
];

function familyOf(word: string): string | null {
  return UNIT_FAMILIES.find(([, pattern]) => pattern.test(word))?.[0] ?? null;
}

/** What the bound's unit measures, from the word after its number ("2 horas", "3 km", "R$ 500"), if any. */
function unitOfBound(bound: string): string | null {
  if (/^r\$/.test(bound)) return "money";
  return familyOf(/^[\d.,]+\s*(%|\p{L}+)?/u.exec(bound)?.[1] ?? "");
}

/**
 * Whether the bound's unit, the word after its number ("no máximo 2 horas"), is what the column measures: its header's
 * words ("Duração média (h)") or its cells' unit. A bound without a unit fits any column.
 */
function unitFits(bound: string, table: ChunkTable, c: number): boolean {
  const wanted = unitOfBound(bound);
  if (!wanted) return true;
  const header = foldAccents((table.header[c] ?? "").toLowerCase());
  const families = new Set((header.match(/[\p{L}$%]+|%/gu) ?? []).map(familyOf));
  if (table.units[c] === "percent") families.add("percent");
  if (table.units[c] === "money") families.add("money");
  return families.has(wanted);
}

/**
 * The column a bound reads: the named one nearest it whose unit fits, else the one figure column that measures the
 * bound's unit ("no máximo 3,5 horas" over the table's only column in hours).
 */
function fittingColumn(bound: string, named: number[], table: ChunkTable, headerScores: number[]): number | undefined {
  // A unit written as the header writes it ("50.000 células/mL" for "Cianobactérias (células/mL)") names its column.
  const written = /^[\d.,]+\s*([^\s?!,;]+)/u.exec(bound)?.[1];
  const marked = table.header
    .map((_, c) => c)
    .filter(
      (c) =>
        written !== undefined &&
        /\p{L}/u.test(written) &&
        columnKind(table, c) === "figure" &&
        headerUnits(table.header[c] ?? "").includes(written),
    );
  if (marked.length === 1) return marked[0];
  // Several columns in that unit ("Pressão atual (mca)", "Pressão-alvo (mca)"): the one the question names most, if
  // one does; a column in another unit never reads the bound.
  if (marked.length > 1) {
    const [first, second] = [...marked].sort((a, b) => (headerScores[b] ?? 0) - (headerScores[a] ?? 0));
    const score = (c: number | undefined) => (c === undefined ? 0 : (headerScores[c] ?? 0));
    return score(first) > score(second) ? first : undefined;
  }
  const fits = named.find((c) => unitFits(bound, table, c));
  if (fits !== undefined || !unitOfBound(bound)) return fits;
  const measuring = table.header
    .map((_, c) => c)
    .filter((c) => c !== keyColumn(table) && columnKind(table, c) === "figure" && unitFits(bound, table, c));
  return measuring.length === 1 ? measuring[0] : undefined;
}

/** "acima do limite de 40 mca" bounds at the figure its reference names: "acima de 40 mca". */
const BOUND_REFERENCE =
  /\b(acima|abaixo|superior(?:es)? a|inferior(?:es)? a)\s+((?:d?[aeo]s?\s+)?(?:\p{L}+\s+){1,3}?)de\s+(?=(?:r\$\s*)?\d)/u;

function boundAtFigure(folded: string): string {
  return folded.replace(new RegExp(BOUND_REFERENCE.source, "gu"), (_, comparator: string) =>
    /^(acima|abaixo)$/.test(comparator) ? `${comparator} de ` : `${comparator} `,
  );
}

/** A question's words without the words of its bounds ("pelo menos", "no máximo", "ou mais"). */
function withoutBounds(folded: string): string {
  return COMPARATORS.reduce((text, [pattern]) => text.replace(new RegExp(pattern.source, "g"), " "), folded).replace(
    /\b(?:ou|para)\s+(?:mais|acima|cima|menos|abaixo|baixo)\b/g,
    " ",
  );
}

/** "com tarifa de R$ 0,71": a number after "de", "a" or "com" that some (not all) cells of a named column state. */
function equalityIn(folded: string, table: ChunkTable, headerScores: number[]): Filter | null {
  for (const match of folded.matchAll(/\b(?:de|a|com|igual a)\s+(?=(?:r\$\s*)?\d)/g)) {
    const at = match.index + match[0].length;
    const value = leadingNumber(folded.slice(at));
    if (value === null) continue;
    if (phraseInCells(table, `${match[0]}${/^\s*[\d.,]+\s*\p{L}*/u.exec(folded.slice(at))?.[0] ?? ""}`.trim()))
      continue;
    for (const column of boundColumns(folded, at, table, headerScores)) {
      const cells = table.rows.map((_, r) => table.values[r]?.[column]);
      const equal = cells.filter((cell) => cell !== null && cell !== undefined && Math.abs(cell - value) < 1e-9);
      if (equal.length > 0 && equal.length < cells.length)
        return { column, above: true, inclusive: true, value, equal: true };
    }
  }
  return null;
}

/** Whether a cell of text writes the phrase of a figure ("de 30 dias" in "Pedidos pendentes há mais de 30 dias"). */
function phraseInCells(table: ChunkTable, written: string): boolean {
  if (!/\d\s*\p{L}/u.test(written)) return false;
  return table.rows.some((row, r) =>
    row.some((cell, c) => table.values[r]?.[c] == null && foldAccents(cell.toLowerCase()).includes(written)),
  );
}

/** "com" or "sem" in a header ("Acidentes sem afastamento"), or none. */
function polarityOf(folded: string): "com" | "sem" | null {
  if (/\b(?:sem|nao)\b/.test(folded)) return "sem";
  return /\bcom\b/.test(folded) ? "com" : null;
}

/**
 * Of two headers a "com"/"sem" tells apart, the one the question's own word names: "sem afastamento" is not the
 * column "com afastamento", though both share their other words. Only when the question says one of the two.
 */
/** "hoje", "atualmente", "agora", "hoje em dia": the present asked. */
const NOW_ASKED = /\b(?:hoje|atualmente|agora|hoje em dia|no momento)\b/u;
/** A moment still to come: a target, a forecast, a projection. */
const TO_COME = /\b(?:meta|alvo|objetivo|previst\p{L}*|projet\p{L}*|projec\p{L}*|estimad\p{L}*|planejad\p{L}*)\b/u;

/**
 * "E hoje?", "qual é o volume atualmente?" over a table whose figure columns are moments ("Antes (2024)", "Depois
 * (2026)"; "Linha de base", "Situação atual", "Meta 2030"): the present is the column that says so ("atual", "hoje"),
 * else the last moment that is no target or forecast. Named as if the question wrote its header, unless it names one.
 */
function withNow(scores: number[], table: ChunkTable, folded: string): number[] {
  if (!NOW_ASKED.test(folded) || scores.some((score) => score > 0)) return scores;
  const moments = table.header
    .map((header, c) => ({ c, header: foldAccents(header.toLowerCase()) }))
    .filter(({ c, header }) => c > 0 && MOMENT_HEADER.test(header) && !TO_COME.test(header));
  if (moments.length < 2) return scores;
  const present = moments.find(({ header }) => /\b(?:atual|hoje)\b/u.test(header)) ?? moments.at(-1);
  return present ? scores.map((score, c) => (c === present.c ? 0.5 + EXACT_NAMED : score)) : scores;
}

function withPolarity(scores: number[], table: ChunkTable, folded: string): number[] {
  const polarities = table.header.map((header) => polarityOf(foldAccents(header.toLowerCase())));
  if (!(polarities.includes("com") && polarities.includes("sem"))) return scores;
  const asked = /\bsem\b/.test(folded) ? "sem" : /\bcom\b/.test(folded) ? "com" : null;
  if (!asked) return scores;
  return scores.map((score, c) => (polarities[c] && polarities[c] !== asked ? score * RULED_OUT : score));
}

/** A header word the question names, as a share of a named column's weight in a reading's score (set by hand: a tie-breaker). */
const WORD_NAMED = 0.5;

/** A question word of a table's document title, as a share of a row word's weight (set by hand: a tie-breaker). */
const TITLE_NAMED = 1;

/**
 * Whether the question names the table's own heading whole, two words or more ("o programa de reformas" over "## Programa
 * de reformas"): it says which table is read, as a code key's heading does.
 */
function headingNamedWhole(location: string | null, question: Set<string>): boolean {
  const heading = (location ?? "").split(">").slice(1).at(-1) ?? "";
  const own = analyze(singularEndings(heading)).filter((stem) => !isFraming(stem) && !/\d/.test(stem));
  return own.length >= 2 && own.every((stem) => question.has(stem));
}

/** The section heading naming the rows, as a share of a row word's weight (set by hand: a tie-breaker). */
const SECTION_NAMED = 1;

/** A key header that names no thing, only a code or a number: "Nº", "Item", "Código", "Tag", "ID". */
const CODE_HEADER = /^(?:n[º°o]?\.?|numero|item|codigo|cod\.?|tag|id|ref\.?|#)$/;

/**
 * A column the question names by a word of its own, not only by the words it shares with another: "cortes executados"
 * names "Cortes executados" apart from "Religações executadas", not the other way round.
 */
function namedApartFrom(header: string, other: string, question: Set<string>): boolean {
  const theirs = headerStemsOf(other);
  return headerStemsOf(header).some((stem) => !isFraming(stem) && !theirs.includes(stem) && namesStem(stem, question));
}

/**
 * Whether every word of the question that names a header follows a preposition of place or company ("nas escolas",
 * "com os técnicos"): where what is counted is, never a kind of it ("quantas vistorias foram noturnas"). Not "de":
 * "quantos chamados foram de ruído" names a kind.
 */
function namedOnlyAsComplement(folded: string, header: string): boolean {
  const stems = new Set(headerStemsOf(header).filter((stem) => !isFraming(stem)));
  const words = folded.split(/[^\p{L}\d]+/u).filter(Boolean);
  const naming = words.flatMap((word, i) => {
    const stem = analyze(singularEndings(word))[0];
    return stem && namesStem(stem, stems) ? [i] : [];
  });
  return naming.length > 0 && naming.every((i) => COMPLEMENT_PREPOSITION.test(words[i - 1] ?? ""));
}

/** One word and "de" with or without its article, up to the next word: "deficit do " before "plano". */
const COMPLEMENT_OF_WORD = /^[\p{L}\d-]+\s+d(?:[oa]s?|e)\s+$/u;

/** Prepositions of place or company, alone or with an article: what follows them is where, not what. */
const COMPLEMENT_PREPOSITION = /^(?:em|n[ao]s?|para|pel[ao]s?|com|entre|sobre)$/;

/**
 * Two columns the question names each by a word of its own: "avisos emitidos" and "cortes executados" are both named in
 * "que percentual dos avisos virou corte", while "ligações de esgoto executadas" is not named by "ligações de água
 * executadas" (only the words it shares with the other).
 */
function namedApart(first: string, second: string, question: Set<string>): boolean {
  return namedApartFrom(first, second, question) && namedApartFrom(second, first, question);
}

/** A header of a price per unit: "Preço unitário (R$/t)", "Tarifa (R$/m³)". */
export const perUnit = (header = "") =>
  /unit[aá]ri|(?:por|de cada) (?:unidade|item|peça|peca|equipamento)\b|\/\s*\p{L}/iu.test(header);

/** Units as a question says them and as a header's parenthesis writes them. */
const SPOKEN_UNITS: [RegExp, RegExp][] = [
  [/^(?:metros? cubicos?|m3|m³)$/, /^(?:m³|m3)$/],
  [/^(?:quilometros?|km)$/, /^km$/],
  [/^toneladas?$/, /^(?:t|ton)$/],
  [/^hectares?$/, /^ha$/],
  [/^litros?$/, /^l$/],
];

/**
 * Units whose words are also the words of other things ("o preço por metro", "horas extras", "as unidades do plano"):
 * they name a column only as the measure counted, "quantos metros", "em horas", "quantas unidades".
 */
const COUNTED_UNITS: [RegExp, RegExp][] = [
  [/^metros?$/, /^m$/],
  [/^unidades?$/, /^(?:un|und|unid)$/],
  [/^(?:quilos?|quilogramas?)$/, /^kg$/],
  [/^horas?$/, /^h$/],
  [/^dias?$/, /^dias?$/],
  [/^(?:mes|meses)$/, /^(?:mes|meses)$/],
  [/^minutos?$/, /^(?:min|minutos?)$/],
];

/** The unit marks a header's closing parenthesis writes ("Extensão (km)" → km; "(R$ mil)" → R$, mil). */
const headerUnits = (header: string) =>
  (/\(([^)]*)\)\s*$/.exec(foldAccents(header.toLowerCase()))?.[1] ?? "").split(/\s+/).filter((unit) => unit !== "");

/**
 * Whether the question says the unit a header writes ("quantos quilômetros" for "Extensão (km)"): the unit names the
 * column as well as its words do. Only a unit said in words: a bare "m" or "t" would be anything.
 */
function unitSaid(folded: string, header: string): boolean {
  const words = folded.split(/[^\p{L}\d³]+/u).filter(Boolean);
  const said = words.flatMap((word, i) => [word, `${word} ${words[i + 1] ?? ""}`.trim()]);
  const counted = words.filter((_, i) => /^(?:quant[oa]s|em)$/.test(words[i - 1] ?? ""));
  // "em m³ por mês" writes the header's "(m³/mês)" with its slash in words.
  const slashed = folded.replace(/\s+por\s+/gu, "/");
  const written = (unit: string) => {
    const plain = foldAccents(unit.toLowerCase()).trim();
    return (
      plain.includes("/") &&
      plain.length >= 4 &&
      new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(plain)}(?![\\p{L}\\d])`, "u").test(slashed)
    );
  };
  return headerUnits(header).some(
    (unit) =>
      written(unit) ||
      SPOKEN_UNITS.some(
        ([spoken, mark]) => mark.test(unit) && said.some((phrase) => spoken.test(phrase) && phrase.length > 3),
      ) ||
      COUNTED_UNITS.some(([spoken, mark]) => mark.test(unit) && counted.some((word) => spoken.test(word))),
  );
}

/**
 * The figure column a "por X" divides by, or -1: X names its header ("por posto" → "Postos 24 h") or its unit ("por
 * MWp" → "Potência (MWp)", "por metro cúbico" → "Volume (m³)"). None when "por X" is already a header's own words
 * ("Atendimentos por mês") or a header's rate ("Custo (R$/t)"): that column is the figure asked.
 */
function perColumnIn(folded: string, table: ChunkTable, kinds: ColumnKind[]): number {
  // "quanto custou o metro cúbico" asks a price per metre as "por metro cúbico" does, when a unit follows the verb.
  // The first "por X" that is no courtesy ("por favor" before it).
  const per = [...folded.matchAll(/\bpor\s+(\p{L}[\p{L}\d³]*)((?:\s+[\p{L}³²-]+){0,4})/gu)].find(
    (match) => !COURTESY.test(match[1] ?? ""),
  );
  const after = per ?? PRICE_OF_UNIT.exec(folded);
  if (!after?.[1] || NOT_DIVISOR.test(after[1])) return -1;
  const word = after[1];
  const phrase = `${word}${after[2] ?? ""}`;
  const next = (after[2] ?? "").trim().split(/\s+/)[0] ?? "";
  const headers = table.header.map((header) => foldAccents(header.toLowerCase()));
  if (headers.some((header) => header.includes(`por ${word}`))) return -1;
  const spoken = [word, `${word} ${next}`.trim()];
  const unitNamed = (unit: string) =>
    spoken.includes(unit) ||
    SPOKEN_UNITS.some(([said, written]) => written.test(unit) && spoken.some((words) => said.test(words)));
  if (
    headers.some((header) =>
      headerUnits(header).some((unit) => unit.includes("/") && unitNamed(unit.split("/")[1] ?? "")),
    )
  )
    return -1;
  const candidates = table.header.map((_, c) => c).filter((c) => c !== keyColumn(table) && kinds[c] === "figure");
  // Of the columns in that unit ("km" of two lengths), the one the rest of the phrase names ("de rede de X").
  const phraseStems = new Set(analyze(singularEndings(phrase)));
  const best = (columns: number[], stems: Set<string>) => {
    const scored = columns
      .map((c) => ({ c, score: headerMatch(table.header[c] ?? "", stems) }))
      .sort((a, b) => b.score - a.score);
    if (scored.length === 1) return scored[0]?.c ?? -1;
    const [first, second] = scored;
    return first && first.score > 0 && first.score > (second?.score ?? 0) ? first.c : -1;
  };
  // A unit of two words written whole ("por mil m³") before one that shares its first ("R$ mil").
  const byWholeUnit =
    next === ""
      ? []
      : candidates.filter((c) => {
          const units = headerUnits(headers[c] ?? "");
          return units.includes(word) && units.includes(next);
        });
  const byUnit =
    byWholeUnit.length > 0 ? byWholeUnit : candidates.filter((c) => headerUnits(headers[c] ?? "").some(unitNamed));
  if (byUnit.length > 0) return best(byUnit, phraseStems);
  if (word.length < 4 || !per) return -1;
  const byWord = candidates.filter(
    (c) => headerMatch(table.header[c] ?? "", new Set(analyze(singularEndings(word)))) > 0,
  );
  return byWord.length === 0 ? -1 : best(byWord, phraseStems);
}

/** "por favor", "por gentileza": courtesy, never what a figure is per. */
const COURTESY = /^(?:favor|gentileza)$/;
/** "por cento", "por causa", "por ano": a "por" that divides by no column of the table. */
const NOT_DIVISOR = /^(?:cento|causa|exemplo|isso|meio|conta|ano|mes|dia|semana|hora)$/;

/** A price verb, then the thing priced by its unit: "quanto custou o metro cúbico", "quanto sai cada tonelada". */
const PRICE_OF_UNIT =
  /\b(?:custa|custam|custou|custaram|custaria|sai|saiu|saem|sairia)\s+(?:o|a|cada)\s+(\p{L}[\p{L}\d³]*)((?:\s+[\p{L}-]+){0,4})/u;

/** Nouns that name kinds of something ("tipos de", "categorias de"). */
const KIND_NOUNS = /^(tipos?|formas?|categorias?|classes?|modalidades?|especies?|generos?)$/;

/** Words that leave the rows named after them out of an aggregate. */
const EXCLUSION =
  /\b(?:sem contar|sem incluir|sem considerar|exceto|tirando|excluindo|descontando|desconsiderando|com excecao d[aeo]s?|fora (?:o|a|os|as)(?= ))\b/;

/**
 * An amount of money asked by its verb, paying, costing or spending in any tense a question uses ("quanto custa", "vai
 * pagar", "pagaria", "é pago", "gastaram"): the table's money columns answer it.
 */
/** Verbs of money paid or received: "quanto custa", "quanto pagou", "quanto vai receber". */
const MONEY_VERB = /\b(?:(?:cust|gast|pag)(?:a|am|ou|aram|ar|ara|arao|aria|ariam|ando|e|em)|pagos?|receb(?!id)\w*)\b/;
const MONEY_VERBS = new RegExp(MONEY_VERB.source, "g");

/**
 * "Quantos tipos exigem vistoria obrigatória?" over a column "Vistoria obrigatória" of "Sim"/"Não": the rows that say
 * yes, or no when the question denies it ("não exigem", "sem vistoria", "dispensam").
 */
function yesNoFilter(folded: string, table: ChunkTable, headerScores: number[]): Filter | null {
  const column = table.header.findIndex(
    (_, c) =>
      (headerScores[c] ?? 0) >= 0.5 &&
      table.rows.length > 1 &&
      table.rows.every((row) => YES_NO.test(foldAccents((row[c] ?? "").toLowerCase()).trim())),
  );
  if (column < 0) return null;
  const yes = !/\b(nao|sem|dispensa|dispensam|dispensada|dispensadas|isenta|isentas)\b/.test(folded);
  return { column, above: true, inclusive: true, value: 0, yes };
}

const YES_NO = /^(sim|nao|s|n|x|-|—|)$/;
const isYes = (cell: string) => /^(sim|s|x)$/.test(foldAccents(cell.toLowerCase()).trim());

/** A row's share of its column's total, asked by a word of share ("participação", "fatia", "percentual do total"). */
const SHARE =
  /\b(representa|representam|participacao|fatia|(?:percentual|porcentagem|parcela|proporcao|(?:que|qual) parte) d[oa] (?:total|valor (?:global|total)|soma|\p{L}+ total)|quanto d[oa] total|quanto por cento)\b/u;
/**
 * "Que percentual das trocas foi por idade?": the share word before the things counted asks the same, unless the row
 * named states a percentage of its own ("Interrupções comunicadas em até 1 h (%)").
 */
const SHARE_OF_COUNTED =
  /\b(?:que|qual) (?:o |a )?(?:percentual|porcentagem|parcela|proporcao|parte|fracao) d[oa]s \p{L}+/u;

const AGGREGATES = new Set<TableOperation>([
  "count",
  "list",
  "max",
  "min",
  "rank",
  "sum",
  "average",
  "median",
  "share",
]);

/** A change asked between two figures: what was lost ("queda", "deixou de"), gained ("aumento"), or either. */
/** Words that set one thing against another with no change in time: "supera", "custa a mais que", "excede". */
const COMPARED =
  /\b(?:supera[mr]?|superou|superaram|excede[mr]?|excedeu|a mais (?:que|do que)|a menos (?:que|do que))\b/;

const BASE_NAMED_AFTER = /\b(?:em relacao (?:a|ao|aos|as)|comparad[oa]s? (?:a|ao|aos|as|com)|frente (?:a|ao|aos|as))\b/;

function changeIn(folded: string): Change | null {
  if (
    /\b(reduc\w*|reduz\w*|queda|cai|caem|cair|caiu|cairam|diminu\w*|deix\w+ de|economi\w*|evitad\w*|baix(?:ou|aram)|rebaix\w*|perdeu|perderam)\b/.test(
      folded,
    )
  )
    return "down";
  if (
    /\b(aumento|aumentar|aumentou|aumentaram|subir|subiu|subiram|cresc\w*|ganho|ganhou|ganharam|elev(?:ar|ou|aram)|ampli(?:ar|ou|aram))\b/.test(
      folded,
    )
  )
    return "up";
  // "a distância entre o resultado e a meta" is their difference, as "a diferença" is.
  // "melhorou", "piorou": which way is better depends on the measure, which the table does not say.
  if (
    /\b(diferenca|distancia|variacao|variou|melhor(?:ou|aram)|pior(?:ou|aram)|acima d[aeo]s?|abaixo d[aeo]s?|(?:a mais|a menos|faltam?)(?![^?]*\b(?:que|em relacao|frente|comparad\w*|soma\w*|total)\b)(?<!\b(?:soma\w*|total)\b.*))\b/.test(
      folded,
    )
  )
    return "any";
  return null;
}

/** The rows whose column of dates states one of the years ("prazo 31/03/2028"), when some but not all do. */
function rowsInYear(table: ChunkTable, years: string[]): number[] | null {
  if (years.length === 0) return null;
  const inYear = (c: number) =>
    table.rows.flatMap((row, r) => (years.some((year) => (row[c] ?? "").includes(year)) ? [r] : []));
  // The rows' own dates come first: "dezembro/2025" is of 2025 though it falls due in 2026.
  const key = keyColumn(table);
  if (columnKind(table, key) === "date") {
    const rows = inYear(key);
    return rows.length > 0 && rows.length < table.rows.length ? rows : null;
  }
  for (const [c] of table.header.entries()) {
    if (columnKind(table, c) !== "date") continue;
    const rows = inYear(c);
    if (rows.length > 0 && rows.length < table.rows.length) return rows;
  }
  return null;
}

/** "que terminam em março": the month a question keeps rows by (1–12), when it names one after a preposition. */
function monthIn(folded: string): number | null {
  const month =
    // "21 de agosto" is a day: its month keeps no rows of its own.
    /(?<!\b\d{1,2}º?\s)\b(?:em|de|ate|no mes de|durante)\s+(janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)\b(?!\s+de\s+\d{4})/.exec(
      folded,
    )?.[1];
  return month ? MONTHS.indexOf(month.slice(0, 3)) + 1 : null;
}

/** The rows whose column of dates falls in the month, when some but not all do. */
function rowsInMonth(table: ChunkTable, month: number | null): number[] | null {
  if (!month) return null;
  for (const [c] of table.header.entries()) {
    if (columnKind(table, c) !== "date") continue;
    const rows = table.rows.flatMap((row, r) => {
      const at = dateOrder(row[c] ?? "");
      return at !== null && Math.floor(at / 100) % 100 === month ? [r] : [];
    });
    if (rows.length > 0 && rows.length < table.rows.length) return rows;
  }
  return null;
}

/** A column of counted things: a plural header without a unit ("Chamados", "Equipes de campo"). */
function countsThingsIn(table: ChunkTable, c: number, usage: string): boolean {
  const noun = asNoun(table.header[c] ?? "");
  const format = columnFormat(table, c);
  const plain = !format.prefix && !format.suffix && format.unit !== "percent" && format.unit !== "money";
  return plain && nounForm(noun, usage).plural && columnKind(table, c) === "figure";
}

/**
 * The two columns a change is read between: two the question names, or the one it names and its counterpart (the
 * figure column of the same unit whose header shares the most words with it: "Perdas (%)" and "Meta de perdas
 * (%)", "Tempo médio antes (h)" and "Tempo médio depois (h)"), in the table's order (the earlier one first).
 */
function changeColumns(reading: Reading): [number, number] | null {
  const { table } = reading.hit;
  const figures = table.header
    .map((_, c) => c)
    .filter((c) => c !== keyColumn(table) && columnKind(table, c) === "figure");
  // Of one row, its own cells' units: a column of indicators, each row in its own measure, has no unit of its own.
  const [row] = reading.rows;
  const unitOf = (c: number) => {
    if (reading.rows.length === 1 && row !== undefined) {
      const quantity = cellQuantity(table.rows[row]?.[c] ?? "");
      if (quantity) return `${quantity.unit}|${quantity.measure ?? ""}`;
    }
    const format = columnFormat(table, c);
    return `${format.unit}|${format.prefix}|${format.suffix}`;
  };
  // Each header's words, stemmed once: the pairs' scores below read them many times.
  const headerStems = new Map(
    figures.map((c) => [c, new Set(stemsOf((table.header[c] ?? "").replace(/\([^)]*\)/g, " ")))]),
  );
  const stems = (c: number) => headerStems.get(c) ?? new Set<string>();
  const shared = (a: number, b: number) => [...stems(a)].filter((stem) => stems(b).has(stem)).length;
  const named = reading.columns.filter((c) => figures.includes(c));
  const ordered = (a: number, b: number): [number, number] => (a < b ? [a, b] : [b, a]);
  // "entre junho e outubro" over "Nível em jun/2026", "Nível em out/2026": the two columns of the months it names.
  const months = monthsNamed(reading.questionStems);
  const ofMonths = figures.filter((c) => headerMonths(table.header[c] ?? "").some((m) => months.has(m)));
  if (months.size === 2 && ofMonths.length === 2 && unitOf(ofMonths[0] ?? -1) === unitOf(ofMonths[1] ?? -1))
    return ordered(ofMonths[0] as number, ofMonths[1] as number);
  const sameUnit = named.filter((c) => unitOf(c) === unitOf(named[0] ?? -1));
  if (sameUnit.length >= 2) return ordered(sameUnit[0] as number, sameUnit[1] as number);
  const pairs = figures.flatMap((a) =>
    figures.filter((b) => b > a && unitOf(a) === unitOf(b) && shared(a, b) > 0).map((b) => [a, b] as [number, number]),
  );
  const question = reading.questionStems;
  const score = ([a, b]: [number, number]) =>
    (named.includes(a) || named.includes(b) ? 10 : 0) +
    [...new Set([...stems(a), ...stems(b)])].filter((stem) => question.has(stem)).length +
    shared(a, b) / 10;
  const best = pairs.sort((x, y) => score(y) - score(x))[0];
  // "Quanto caíram as perdas?" over a table of two columns of figures, "Antes da setorização" and "Depois da
  // setorização": the change asked of a row is between them, named or not.
  const only = figures.length === 2 && pairs.length === 1;
  if (best && (score(best) >= 1 || only)) return best;
  // Two columns of moments in one unit that share no word ("Linha de base (2025)", "Meta (junho de 2027)"): the
  // change of a row is between them all the same, beside a column of another kind ("Prazo": years).
  const moment = (c: number) => MOMENT_HEADER.test(foldAccents((table.header[c] ?? "").toLowerCase()));
  const moments = figures.filter(moment);
  // A column that adds the moments up ("Total") is no third kind: the change is then over the whole span.
  const ofYears = (c: number) =>
    table.values.every(
      (row) => row[c] == null || (Number.isInteger(row[c]) && (row[c] as number) >= 1900 && (row[c] as number) <= 2100),
    );
  const [a, b] = moments;
  return moments.length === 2 &&
    figures.every((c) => moments.includes(c) || ofYears(c)) &&
    a !== undefined &&
    b !== undefined &&
    unitOf(a) === unitOf(b)
    ? ordered(a, b)
    : null;
}

/**
 * A header of one moment: a year, a quarter or a half ("3T25", "1S2026"), "linha de base", "atual", "meta", "antes",
 * "depois", "previsto", "realizado".
 */
const MOMENT_HEADER =
  /\b(?:19|20)\d{2}\b|\b[1-4][ts](?:19|20)?\d{2}\b|\b(?:linha de base|situacao|atual|hoje|meta|alvo|antes|depois|inicial|final|anterior|previst\p{L}*|realizad\p{L}*)\b/u;

function read(hit: TableHit, rank: number, question: string, usage: string, carried = ""): Reading | null {
  const { table } = hit;
  const folded = foldAccents(question.toLowerCase());
  const stems = new Set(tableForms(singularEndings(question), table));
  // An adjective's other gender names a header too: "a média de H2S" and "H2S médio" (the stemmer cuts "média" to
  // "med" and "médio" to "medi").
  const masculine = analyze(singularEndings(question).replace(/(\p{L}{3,})a(s?)\b/gu, "$1o$2"));
  const kindred = withKindred(new Set([...stems, ...masculine, ...numberedNouns(folded, table)]));
  const headerScores = withNow(
    withPolarity(
      table.header.map((header) =>
        Math.max(headerMatch(header, kindred), unitSaid(folded, header) ? 0.5 + EXACT_NAMED : 0),
      ),
      table,
      folded,
    ),
    table,
    folded,
  );
  const kinds = table.header.map((_, c) => columnKind(table, c));
  countOfWhichAsked(folded, table, kinds, headerScores);
  meanNamesNoWords(folded, table, kinds, kindred, headerScores);
  durationAsked(folded, table, kinds, headerScores);
  quantityInUnitAsked(folded, table, headerScores);
  yearNamesColumn(question, table, kinds, headerScores);
  amountVerbNamesColumn(folded, table, kinds, headerScores);
  billNamesMoney(folded, table, kinds, headerScores);
  const cellsOf = table.header.map((_, c) => table.rows.map((row) => row[c] ?? ""));
  // A head that is the column's own noun ("Praia da Tainheira" under "Praia") says what the rows are: "qual praia…"
  // asks which of them, naming none.
  const heads = table.header.map((header, c) => {
    if (kinds[c] === "figure" || kinds[c] === "person") return [];
    const own = headStem(header);
    return table.rows.map((row) => {
      const head = headStem(row[c]);
      return head && head === own ? null : head;
    });
  });
  // Each text cell's content stems, read once: a word several rows of a column share is what they all are.
  const cellStems = table.header.map((_, c) =>
    kinds[c] === "figure" ? [] : table.rows.map((row) => stemsOf(row[c] ?? "")),
  );
  // Which columns number the rows ("Lote" 1, 2, 3): read once, not per cell.
  const numbering = table.header.map((_, c) => isRowNumber(table, c));
  // A row's measure ("metro" in a unit column) names no row: "quantos metros" says which column, not which row.
  const measureColumn = unitColumns(table)?.unit;
  // "Quanto cloro as estações consomem?" under "Cloro consumido (kg/mês)": a word a column of figures is headed by
  // names that column, not the one row whose process opens with it ("Cloro gasoso").
  const figureWords = new Set(table.header.flatMap((header, c) => (kinds[c] === "figure" ? stemsOf(header) : [])));
  const mentions = table.rows.map((row, r) =>
    Math.min(
      ...row
        .map((cell, c) => {
          if (c === measureColumn) return -1;
          if (numbering[c]) return numberedMention(table, r, c, folded);
          if (kinds[c] === "figure") return measuredMention(table, r, c, folded);
          const at = cellMention(cell, folded, stems, question);
          if (at >= 0) return at;
          const head = figureWords.has(heads[c]?.[r] ?? "")
            ? -1
            : headMention(cellsOf[c] ?? [], heads[c] ?? [], r, folded, stems);
          return head >= 0 ? head : ownWordsMention(cellStems[c] ?? [], r, folded, stems);
        })
        .map((at) => (at < 0 ? Number.POSITIVE_INFINITY : at)),
    ),
  );
  // A cell written whole in the question ("a válvula de gaveta fundida") outranks a neighbour that shares most of its
  // words ("Válvula de gaveta soldada") at the same place.
  const spansByRow = table.rows.map((row) =>
    row.flatMap((cell, c) => (kinds[c] === "figure" ? [] : exactSpan(cell, folded))),
  );
  const spans = spansByRow.flat();
  mentions.forEach((at, r) => {
    // A span inside a longer one another row has ("canal de descarga" within "canal de descarga norte") is that row's.
    const exact = (spansByRow[r] ?? []).some(
      ([start, end]) => !spans.some(([from, to]) => from <= start && to >= end && to - from > end - start),
    );
    if (!exact && spans.some(([start, end]) => at >= start && at < end)) mentions[r] = Number.POSITIVE_INFINITY;
  });
  // Rows in the order the question names them ("quantas a mais o Lagoa que o Mirante": Lagoa first).
  // "sem contar o lote 3", "exceto a Lagoa": rows named after an exclusion are left out, not asked about.
  const exclusion = EXCLUSION.exec(folded);
  // After an exclusion a row is named short, by its key's first word alone ("tirando a de incêndio").
  const keyHeads = table.rows.map((row) => headStem(row[keyColumn(table)]));
  // The phrase left out runs to the next comma ("Sem contar os X, quantas … A1 …?": A1 is asked, not left out).
  const comma = exclusion ? folded.indexOf(",", exclusion.index) : -1;
  const phraseEnd = comma > 0 ? comma : folded.length;
  const namedAfter = (r: number, from: number) => {
    const head = keyHeads[r];
    if (!head || keyHeads.filter((other) => other === head).length > 1 || !stems.has(head)) return false;
    return folded.slice(from, phraseEnd).search(new RegExp(`\\b${escapeRegExp(head.slice(0, 4))}`)) >= 0;
  };
  const excluded = exclusion
    ? table.rows
        .map((_, r) => r)
        .filter(
          (r) =>
            ((mentions[r] ?? Number.POSITIVE_INFINITY) >= (exclusion.index ?? 0) &&
              (mentions[r] ?? Number.POSITIVE_INFINITY) < phraseEnd) ||
            namedAfter(r, exclusion.index ?? 0),
        )
    : [];
  const rows = mentions
    .map((at, r) => ({ at, r }))
    .filter(({ at, r }) => Number.isFinite(at) && !excluded.includes(r))
    .sort((a, b) => a.at - b.at)
    .map(({ r }) => r);
  // "o prejuízo do fundo": a word that only complements the one naming a row ("fundo", which another row's name holds)
  // names no second row.
  const complements = rows.filter((r, i) =>
    rows.slice(0, i).some((first) => COMPLEMENT_OF_WORD.test(folded.slice(mentions[first], mentions[r]))),
  );
  if (complements.length > 0 && complements.length < rows.length)
    rows.splice(0, rows.length, ...rows.filter((r) => !complements.includes(r)));
  // "a vazão média dos quatro poços de água subterrânea": a count the question states of the rows it reads, that the rows its
  // words name do not make (one row's cell "Água subterrânea"), says those words describe the rows, not pick among them.
  // Not rows named by their key ("os quatro trimestres de 2031" over the three rows 2031 has): those are asked.
  const stated = statedRows(folded, table);
  const short = stated !== null && rows.length > 0 && rows.length < stated;
  if (short && !rows.some((r) => cellMention(keyOf(table, r), folded, stems, question) >= 0))
    rows.splice(0, rows.length);
  // "a média dos quatro prestadores comparados com ela" over five rows, after a turn about one of them: the count stated
  // is of the others, the one the conversation was about left out.
  if (stated !== null && rows.length === 0 && carried) rows.push(...othersThanCarried(table, stated, carried));
  // "as propostas aprovadas" over a column of "Aprovada", "Aprovada com condição", "Recusada": every row whose cell
  // opens with the word the question names, not only those the word spells whole.
  const byStatus = rows.length > 0 ? rowsOfStatus(heads, participlesIn(folded), table) : null;
  if (byStatus && rows.every((r) => byStatus.includes(r))) rows.splice(0, rows.length, ...byStatus);
  // "os trechos (ainda) não entregues" over "entregue em 03/02", "em obras", "não iniciada": the rows whose status
  // does not open with the participle the question denies — none named otherwise.
  // And "os trechos entregues" with no row named: the rows whose status opens with it. Both read the cells without
  // their accents, as the question's participles are ("concluído" and "concluidos" one stem).
  if (rows.length === 0) {
    const foldedHeads = heads.map((column, c) =>
      column.map((head, r) => (head === null ? null : headStem(foldAccents(table.rows[r]?.[c] ?? "")))),
    );
    const deniedWords = folded.match(DENIED_PARTICIPLE) ?? [];
    const denied = participlesIn(deniedWords.join(" "));
    const notOfStatus = denied.size > 0 ? rowsOfStatus(foldedHeads, denied, table) : null;
    const counted = table.rows.flatMap((_, r) => (isTotalRow(table, r) ? [] : [r]));
    const affirmed = deniedWords.reduce((text, words) => text.replace(words, " "), folded);
    const ofStatus = notOfStatus ? null : rowsOfStatus(foldedHeads, participlesIn(affirmed), table);
    if (notOfStatus) rows.push(...counted.filter((r) => !notOfStatus.includes(r)));
    else if (ofStatus) rows.push(...ofStatus);
  }
  // Cells that name a row are not column words: "reservatório Carmo" names a row, "código" a column.
  // Only a header named whole ("satisfação mínima"): "a média dos custos" keeps its operation beside a column
  // "Prazo médio das obras".
  // One occurrence a header word: "a duração média das obras, na média simples" still asks for an average.
  const named = table.header.filter((_, c) => (headerScores[c] ?? 0) >= 1);
  let rest = withoutNames(question);
  // The last occurrence of each: the operation comes first ("a média dos índices médios" over "Índice médio").
  for (const header of named) {
    const stems = new Set(analyze(header));
    for (const word of wordParts(foldAccents(header)).filter((w) => w.length > 2)) {
      // In the singular or the plural ("índices médios" names "Índice médio").
      const last = new RegExp(`\\b${escapeRegExp(word)}s?\\b(?![\\s\\S]*\\b${escapeRegExp(word)}s?\\b)`);
      if (!last.test(rest)) continue;
      rest = rest.replace(last, " ");
      for (const stem of analyze(word)) stems.delete(stem);
    }
    // Its words in another form ("a média de H2S" names "H2S médio"): one occurrence a stem, the last.
    const words = [...rest.matchAll(/\p{L}{3,}/gu)].reverse();
    for (const found of words) {
      const written = found[0];
      const stem = [written, written.replace(/a(s?)$/u, "o$1")]
        .map((form) => analyze(form)[0] ?? "")
        .find((form) => stems.has(form));
      if (!stem) continue;
      stems.delete(stem);
      rest = `${rest.slice(0, found.index)} ${rest.slice(found.index + written.length)}`;
    }
  }
  // "a média simples das tarifas" over "Tarifa média (R$/m³)": an average named by its kind is the operation, whatever
  // header writes "média".
  if (/\bmedia (?:simples|aritmetica)\b/.test(folded) && !/\bmedia\b/.test(rest)) rest = `${rest} a media`;
  // An aggregate word a header holds, written with its neighbour there ("o máximo ausente" of "Máximo ausente ao
  // mesmo tempo", "a média histórica"), names that column, not an operation over the rows.
  // A header named whole has had its words taken out above.
  // So does one a named row's cell writes ("o tempo médio de reparo" of the row "Tempo médio de reparo (h)").
  const namedCells = rows.flatMap((r) => (table.rows[r] ?? []).filter((_, c) => kinds[c] !== "figure"));
  for (const header of [...table.header.filter((header) => !named.includes(header)), ...namedCells]) {
    const words = wordParts(foldAccents(header.toLowerCase())).filter((word) => word.length > 1);
    words.forEach((word, i) => {
      if (!AGGREGATE_WORDS.test(word)) return;
      const [before, after] = [words[i - 1], words[i + 1]];
      const pairs = [
        ...(before && before.length > 3 ? [`${before} ${word}`] : []),
        ...(after && after.length > 3 ? [`${word} ${after}`] : []),
      ];
      // "a participação de clientes" of the row "Participação de clientes com fatura digital (%)": the word and the cell's next
      // content word, with the small words between them the cell writes.
      const next = words.slice(i + 1, i + 4).find((other) => other.length >= 3 && !SMALL_WORDS.has(other));
      const between = next ? words.slice(i + 1, words.indexOf(next, i + 1)).join(" ") : "";
      if (next && between.split(" ").every((small) => small === "" || SMALL_WORDS.has(small)))
        pairs.push(`${word}${between ? ` ${between}` : ""} ${next}`);
      if (pairs.some((pair) => new RegExp(`\\b${escapeRegExp(pair)}\\b`).test(folded)))
        rest = rest.replace(new RegExp(`\\b${escapeRegExp(word)}\\b`, "i"), " ");
    });
  }
  // A bound in another column with a row named asks how far that row stands from it, not which rows pass.
  const againstColumn = rows.length === 0 ? columnBound(folded, table, headerScores) : null;
  let filter = filterIn(folded, table, headerScores) ?? againstColumn ?? yesNoFilter(folded, table, headerScores);
  // A bound's own words ("pelo menos", "ou mais") are no superlative.
  if (filter) rest = withoutBounds(boundAtFigure(foldAccents(rest.toLowerCase())));
  let operation: TableOperation | null = operationIn(rest);
  if (
    /\b(ordene|ordenar|ordem|classifique|classificar|ranking|ranqueie|do maior para o menor|do menor para o maior)\b/.test(
      folded,
    )
  )
    operation = "rank";
  else if (/\b(razao|quantas vezes|proporcao entre)\b/.test(folded)) operation = "ratio";
  // "a ação mais cara / barata": the highest or lowest figure of a money column.
  const pricey = /\b(?:mais|menos) (car[oa]s?|barat[oa]s?)\b/.exec(folded)?.[1];
  if (pricey) operation = pricey.startsWith("car") === /\bmais\b/.test(folded) ? "max" : "min";
  // "o trecho mais longo", "a obra menos demorada": the adjective names the measure, its degree the direction.
  const measure = measureAsked(folded, table, kinds);
  if (measure) operation = measure.operation;
  // "Quanto A sai mais barato que B?": two rows named, the one set against the other, is by how much they differ.
  if (
    pricey &&
    rows.length === 2 &&
    /\bquant[oa]s?\b/.test(folded) &&
    /\b(?:car|barat)[oa]s?\b(?:\s+\p{L}+){0,3}\s+(?:que|do que)\b/u.test(folded)
  )
    operation = "difference";
  // "a terceira regional em ligações": a place in the ranking.
  // Only an ordinal of the rows themselves ("a terceira regional"), not "o primeiro trimestre".
  const ordinal = ordinalIn(folded);
  // "em segundo lugar", "a segunda colocada", "o segundo maior" place a row as well.
  // So does "ficou em segundo em pedidos": an ordinal after "em" with no noun of its own.
  const place =
    ordinal &&
    (/^(?:lugar|colocad[oa]s?|posicao|maior|menor|mais|menos)$/.test(ordinal.next) ||
      /\bem (?:primeir|segund|terceir|quart|quint|sext|setim|oitav|non|decim)[oa]s?(?:\s+(?:em|no|na|nos|nas|entre|de|do|da|dos|das)\b|\s*[?,.!]|\s*$)/u.test(
        folded,
      ) ||
      headerMatch(table.header[keyColumn(table)] ?? "", new Set(analyze(ordinal.next))) > 0)
      ? ordinal.place
      : null;
  // Rows labelled by their order ("1º tri 2027", "2ª fase"): "a segunda fase" names the row so labelled.
  // "a última entrega", "a penúltima fase": counted from the end of the rows so labelled.
  // The label may be the key or a column of places of its own ("Classificação: 2ª" beside the company's name).
  const labelOf = (r: number) =>
    [keyOf(table, r), ...(table.rows[r] ?? [])].find((cell) => /^\d+\s*[º°ªo](?!\p{L})/iu.test(cell.trim())) ?? "";
  // Or by the ordinal's noun and a number ("Lote 2" is "o segundo lote"; "Lote 3", of three, "o último").
  const ordinalNoun = ordinal ? (analyze(singularEndings(ordinal.next))[0] ?? "") : "";
  const numberedKey = (r: number) => {
    const key = /^(\p{L}+)\s+(?:n[º°o.]?\s*)?(\d+)$/u.exec(foldAccents(keyOf(table, r).trim().toLowerCase()));
    return key?.[2] && ordinalNoun !== "" && analyze(singularEndings(key[1] ?? ""))[0] === ordinalNoun
      ? Number(key[2])
      : Number.NaN;
  };
  const numbers = table.rows.map((_, r) => {
    const label = /^(\d+)\s*[º°ªo]/iu.exec(labelOf(r).trim())?.[1];
    return label ? Number(label) : numberedKey(r);
  });
  const fromEnd =
    place !== null && place < 0 ? [...numbers].filter(Number.isFinite).sort((a, b) => b - a)[-place - 1] : undefined;
  const byLabel =
    place === null
      ? -1
      : place < 0
        ? numbers.indexOf(fromEnd ?? Number.NaN)
        : table.rows.findIndex(
            (_, r) => new RegExp(`^${place}\\s*[º°ªo]`, "iu").test(labelOf(r).trim()) || numberedKey(r) === place,
          );
  // "o último ano de suprimento", "o primeiro mês": rows keyed by periods are placed in time.
  const labelled = byLabel < 0 && place !== null ? placeInTime(table, place) : byLabel;
  // "Quanto a mais X teve que a segunda colocada?": a difference against the row in that place (found once the
  // column is known, below).
  const ranked = place !== null && place > 0 ? place : null;
  const against = ranked !== null && labelled < 0 && operation === "difference" && rows.length === 1 ? ranked : null;
  if (labelled >= 0) rows.splice(0, rows.length, labelled);
  else if (ranked && operation !== "count" && against === null) operation = "rank";
  // "do primeiro para o terceiro ensaio": two rows named by their places in the table's own order.
  if (rows.length === 0) rows.push(...placedPair(table, folded));
  // Or by the noun every row's key opens with: "qual gerência…" over keys "Gerência Norte", "Gerência de Frota".
  const openingHeads = new Set(keyHeads.filter((_, r) => !isTotalRow(table, r)));
  const [opening] = openingHeads;
  const keyNamed =
    headerMatch(table.header[keyColumn(table)] ?? "", stems) > 0 ||
    (openingHeads.size === 1 && table.rows.length >= 2 && typeof opening === "string" && stems.has(opening));
  // "A principal causa" asks the row with the most when its noun is what the rows are; "a principal aquisição" over a
  // table of programmes asks a thing a cell or a sentence names.
  const principal = /\bprincipa(?:l|is)\s+(\p{L}+)/u.exec(folded)?.[1];
  if (
    operation === null &&
    principal &&
    headerMatch(table.header[keyColumn(table)] ?? "", new Set(analyze(singularEndings(principal)))) > 0
  )
    operation = "max";
  // The column whose counts add up over the rows a bound on another column keeps.
  let summedUnderBound: number | undefined;
  // "Quantos chamados foram de X?": the counted noun named a column, so the words left ("quantos foram") lost it.
  if (operation === "count" || (operation === null && /\bquant[oa]s\s+(?!por cento\b|vezes\b)\p{L}/u.test(folded))) {
    // "Quantos distritos…" counts rows; "quantas ligações…" reads (or adds up) a column of counts.
    // "Quantos tipos de contestação…": a noun of kinds counts the kinds of what follows it.
    const after = (/\bquant[oa]s\s+((?:\p{L}+\s*){1,3})/u.exec(folded)?.[1] ?? "").split(/\s+/).filter(Boolean);
    const counted = (KIND_NOUNS.test(after[0] ?? "") && /^d[aeo]s?$/.test(after[1] ?? "") ? after[2] : after[0]) ?? "";
    const stem = analyze(singularEndings(counted))[0] ?? counted;
    const namesRows = headerMatch(table.header[keyColumn(table)] ?? "", new Set([stem])) > 0;
    // A framing noun heads its column too ("Chamados abertos" counts "chamados").
    const countedColumn = table.header.findIndex(
      (header, c) =>
        c !== keyColumn(table) && (headerMatch(header, new Set([stem])) > 0 || headerStemsOf(header)[0] === stem),
    );
    // "Quantas amostras…" over a column "Amostra" numbering the rows 1, 2, 3…: the rows are what is counted.
    const numbersRows = countedColumn >= 0 && isRowNumber(table, countedColumn);
    // "Quantos itens…" over a column "Item" of names beside a "#" that keys the rows: the rows are what is counted; a
    // column of figures ("Ligações (nº)") holds counts to read instead.
    // A header in the singular ("Item"): one per row. One in the plural ("Horas de folga") holds a quantity as text.
    const headWord = foldAccents((table.header[countedColumn] ?? "").toLowerCase()).split(/\s+/)[0] ?? "";
    const namesEachRow =
      countedColumn >= 0 &&
      kinds[countedColumn] === "text" &&
      !headWord.endsWith("s") &&
      new Set(table.rows.map((row) => row[countedColumn] ?? "")).size === table.rows.length;
    const namesColumn = countedColumn >= 0 && !numbersRows && !namesEachRow;
    // "Quantas ligações há nos setores acima de 70 mca?": a bound on another column keeps the rows whose counts add up.
    const boundElsewhere = filter !== null && filter.column !== countedColumn;
    // "Quantos chamados foram abertos entre março e maio?": the rows named are a span's ends, its counts added up.
    // So are several rows named ("em agosto, setembro e outubro"), unless each is asked on its own.
    const rowsAddedUp =
      (rows.length === 2 && spannedRows(table, rows, mentions, folded) !== null) ||
      (rows.length >= 3 && !/\b(?:cada|respectivamente)\b|\bpor (?:mes|ano|dia|semana|trimestre)\b/.test(folded));
    operation =
      (namesRows || numbersRows || namesEachRow) && !namesColumn
        ? "count"
        : namesColumn && (rows.length === 0 || rowsAddedUp) && (!filter || boundElsewhere)
          ? "sum"
          : null;
    if (operation === "sum" && boundElsewhere) summedUnderBound = countedColumn;
  }
  // "Quantas bombas trabalharam abaixo da pressão de projeto?" counts the rows that pass (no difference).
  if (filter?.against !== undefined && /\bquant[oa]s\b/.test(folded) && operation !== "sum" && operation !== "average")
    operation = "count";
  // A value one row alone has names that row when the question asks another column of it ("a pressão no ensaio com
  // vazão de 300 L/s"): a lookup in that row, not the rows that pass.
  const lookedUp = filter?.equal && operation === null && rows.length <= 1 ? soleRow(table, filter) : null;
  let rowNamedBy: number | null = null;
  if (
    filter &&
    lookedUp !== null &&
    (rows[0] ?? lookedUp) === lookedUp &&
    namesOtherColumn(table, headerScores, filter.column)
  ) {
    rows.splice(0, rows.length, lookedUp);
    headerScores[filter.column] = 0;
    rowNamedBy = filter.column;
    filter = null;
  }
  // "Quantos deles duram mais de 9 horas?": the rows that pass, counted (the pronoun names no column).
  if (filter && operation === null && /\bquant[oa]s\s+(?:d[eo]l[ae]s|dess[ae]s|dest[ae]s|entre)\b/.test(folded))
    operation = "count";
  if (filter && operation !== "count" && operation !== "sum" && operation !== "average") operation = "filter";
  // Not "a participação de clientes" where a named row writes it ("Participação de clientes com …"): taken out of `rest`.
  const shareWords = /\bparticipacao\b/.test(rest) ? folded : folded.replace(/\bparticipacao\b/g, " ");
  if (SHARE.test(shareWords) || (SHARE_OF_COUNTED.test(shareWords) && !rows.some((r) => keyOf(table, r).includes("%"))))
    operation = "share";
  // "Quanto X representa do total": the total row the question names is the whole of the share, not a second row.
  if (operation === "share" && rows.some((r) => isTotalRow(table, r)) && rows.some((r) => !isTotalRow(table, r)))
    rows.splice(0, rows.length, ...rows.filter((r) => !isTotalRow(table, r)));
  // "Em quanto por cento o consumo subiu de março para maio?": a change between two rows, relative to the first.
  // Set one against the other ("em percentual, quanto A supera B"), the base is the one named second.
  // A change word inside a row's name ("Redução de perdas", "Fundo de Economia") names the row, not a change.
  const namesOut = rows.reduce((text, r) => text.replace(foldAccents(keyOf(table, r).toLowerCase()), " "), folded);
  const compared = changeIn(namesOut) === null && COMPARED.test(folded);
  const relative =
    /\bpor cento\b|\bpercentual\b|\bporcentagem\b|%/.test(folded) &&
    (changeIn(namesOut) !== null || compared) &&
    rows.length === 2;
  if (relative) operation = "difference";
  // "as de outubro em relação a setembro": the row named after the comparison is the base, whatever the verb.
  if (relative && (compared || BASE_NAMED_AFTER.test(folded))) rows.reverse();
  // A bound in another column is no change between the two ("acima da pressão de projeto"); nor is a bound at a
  // figure ("acima de 70 mca") a difference asked.
  const change = filter?.against !== undefined ? null : changeIn(filter ? withoutBounds(namesOut) : namesOut);
  // "a maior queda": the superlative is the aggregate, the change what it aggregates.
  if (change && (operation === "difference" || operation === "remainder")) {
    const superlative = /\b(maior|menor|mais|menos)\b/.exec(folded)?.[1];
    if (superlative && rows.length !== 1) operation = superlative === "maior" || superlative === "mais" ? "max" : "min";
  }
  const inPeriod = rowsInYear(table, yearsIn(question)) ?? rowsInMonth(table, monthIn(folded));
  const within =
    excluded.length > 0 ? (inPeriod ?? table.rows.map((_, r) => r)).filter((r) => !excluded.includes(r)) : inPeriod;
  // "Quanto somam, sem contar X?": what is left is added up.
  if (excluded.length > 0 && !operation && asksForAmount(folded)) operation = "sum";
  // "Quanto custam as obras com entrega em 2031?": an amount over the rows a year keeps is their total.
  // "O estoque diminuiu quanto de 2019 a 2023?": a loss or a gain between two rows is their difference (adding up
  // said in so many words, GROUP_SUM, stays a sum).
  // "Quanto o nível baixou em relação à leitura de referência?" over a table of two readings: from the one named to
  // the other.
  const twoParts = table.rows.flatMap((_, r) => (isTotalRow(table, r) ? [] : [r]));
  if (
    rows.length === 1 &&
    twoParts.length === 2 &&
    (operation === null || operation === "difference") &&
    changeIn(namesOut) !== null &&
    baseIsRow(folded, keyOf(table, rows[0] as number))
  ) {
    rows.push(...twoParts.filter((r) => r !== rows[0]));
    operation = "difference";
  }
  if (
    rows.length === 2 &&
    (operation === null || operation === "sum") &&
    CHANGE_VERB.test(folded) &&
    !GROUP_SUM.test(folded)
  )
    operation = "difference";
  // A year that names the row itself ("em 2028" over rows keyed by years) asks that row's figure, not a sum of one.
  const ownRow = rows.length === 1 && within?.length === 1 && within[0] === rows[0];
  if (within && !operation && asksForAmount(folded) && !ownRow) operation = "sum";
  // "Quantas horas duram as inspeções anuais?": rows named by a value they alone share add up; "Quais inspeções são
  // mensais?" lists them.
  const category = operation === null && rows.length > 0 ? sharedValue(table, rows) : null;
  const figureNamed = () => table.header.some((_, c) => kinds[c] === "figure" && (headerScores[c] ?? 0) >= 0.5);
  if (category && rows.length >= 2 && asksForAmount(folded) && !/\bquais\b/.test(folded) && figureNamed())
    operation = "sum";
  else if (category && keyNamed && WHICH_ONES.test(folded)) operation = "list";
  // "Quais municípios participaram…?" over a table of municipalities: its rows, named.
  // So are "Quais ações vencem em dezembro?": the rows a month or a year keeps.
  if (!operation && rows.length === 0 && WHICH_ONES.test(folded) && (keyNamed || within)) operation = "list";
  const moneyColumns = table.header
    .map((_, c) => c)
    .filter(
      (c) =>
        c !== keyColumn(table) &&
        kinds[c] === "figure" &&
        columnFormat(table, c).prefix + (table.units[c] ?? "") !== "",
    )
    .filter((c) => columnFormat(table, c).prefix.startsWith("R$") || table.units[c] === "money");
  // One money column answers "quanto custa": a total before a price per unit ("R$/t", "unitário").
  const money =
    pricey || MONEY_VERB.test(folded)
      ? [...moneyColumns]
          .sort((a, b) => Number(perUnit(table.header[a])) - Number(perUnit(table.header[b])))
          .slice(0, 1)
      : [];
  const headerNamed = table.header
    .map((_, c) => c)
    .filter((c) => c !== keyColumn(table) && (headerScores[c] ?? 0) >= 0.5)
    // "Quanto a unidade consumiu?" asks an amount: a column of units of measure ("Unidade": kWh, m³) holds none,
    // though the question's word for the place that consumed names it.
    .filter((c) => !(AMOUNT_ASKED.test(folded) && UNIT_HEADER.test(table.header[c] ?? "") && kinds.includes("figure")))
    .sort((a, b) => (headerScores[b] ?? 0) - (headerScores[a] ?? 0));
  // A verb of paying or costing asks the money column before one another word names only in part: what repairing a
  // thing costs is not how long the repair may take, though the verb of repairing names a column "Prazo de reparo" too.
  // A money column the question names already leads ("o valor anual"); the verb only settles the others.
  // So does one the verb itself names ("paga" in "Parte paga da anuidade (%)").
  const moneyVerbStems = analyze((folded.match(MONEY_VERBS) ?? []).join(" "));
  const moneyFirst =
    moneyVerbStems.length > 0 &&
    !moneyColumns.includes(headerNamed[0] ?? -1) &&
    headerNamed.every(
      (c) =>
        moneyColumns.includes(c) ||
        ((headerScores[c] ?? 0) < 1 && !headerStemsOf(table.header[c] ?? "").some((s) => moneyVerbStems.includes(s))),
    );
  const asked = [
    ...(moneyFirst ? money : []),
    ...headerNamed.filter((c) => !(moneyFirst && money.includes(c))),
    ...(measure ? [measure.column] : []),
    ...(moneyFirst ? [] : money),
  ];
  // No header named at half its words: "tem mais linhas" still names the column whose first word is "Linhas" (what it
  // measures, "Linhas ativas em out/2026"), not one where the word qualifies another ("Limite mensal da linha").
  if (asked.length === 0) asked.push(...headNamed(table, stems).slice(0, 1));
  // "Quem…" asks for a column of names, "quando / até quando / prazo" for one of dates, when no header is named.
  const byKind = (kind: ColumnKind) =>
    kinds.flatMap((k, c) => (k === kind && c !== keyColumn(table) && !asked.includes(c) ? [c] : []));
  const wantsPerson = /\bquem\b/.test(folded);
  const wantsDate = /\b(quando|ate que dia|em que data|qual (?:o )?prazo|qual (?:a )?data)\b/.test(folded);
  // A company is someone too: a column whose every cell is a name ("Hidrovalv Ipoemirim Indústria S.A.", "—" where
  // no one won), when no column holds people's names.
  const byName = () =>
    table.header.flatMap((_, c) => {
      if (c === keyColumn(table) || asked.includes(c) || kinds[c] !== "text") return [];
      return isNameColumn(table.rows.filter((_, r) => !isTotalRow(table, r)).map((row) => row[c] ?? "")) ? [c] : [];
    });
  const people = wantsPerson ? byKind("person") : [];
  const columns = [
    ...(wantsPerson ? (people.length > 0 ? people : byName()).slice(0, 1) : []),
    ...asked,
    ...(wantsDate ? byKind("date").slice(0, 1) : []),
  ];
  if (operation === "sum" && summedUnderBound !== undefined) columns.splice(0, columns.length, summedUnderBound);
  // "Quantos pedidos há entre a partida e o alvo?" of one row: how many lie between its two figures named.
  if (
    !operation &&
    rows.length === 1 &&
    columns.length === 2 &&
    /^\s*(?:e\s+)?quant[oa]s\b/u.test(folded) &&
    /\bentre\s+(?:[\p{L}\d]+\s+){1,5}e\s/u.test(folded) &&
    columns.every((c) => table.values[rows[0] as number]?.[c] != null)
  )
    operation = "difference";
  // "o índice de perdas da companhia", "a média geral": the whole the table's own total row states, where it has one;
  // a rate or a percentage is no sum of its rows.
  const totalRow = wholeRow(table, rows);
  // "Quanto dá o total da nota?" names the total row and no column: the one column that row fills says it.
  // Named by its own words ("da nota"), not by "total" alone, which any question of a sum writes.
  const ownWords = () => analyze(totalsOwnWords(keyOf(table, totalRow)));
  if (
    totalRow >= 0 &&
    rows.length === 1 &&
    rows[0] === totalRow &&
    operation === "sum" &&
    ownWords().some((stem) => stems.has(stem))
  ) {
    const filled = table.header.flatMap((_, c) => (table.values[totalRow]?.[c] != null ? [c] : []));
    const named = (headerScores[columns[0] ?? -1] ?? 0) >= 0.5;
    if (filled.length === 1 && !named && table.values[totalRow]?.[columns[0] ?? -1] == null)
      columns.splice(0, columns.length, ...filled);
  }
  const [wholeColumn] = columns;
  if (
    totalRow >= 0 &&
    wholeColumn !== undefined &&
    !filter &&
    table.values[totalRow]?.[wholeColumn] != null &&
    ((operation === "sum" &&
      !isAdditive(table, wholeColumn) &&
      (rows.length === 0 || (rows.length === 1 && rows[0] === totalRow))) ||
      (operation === null && rows.length === 0 && WHOLE_OF_TABLE.test(folded)))
  ) {
    rows.splice(0, rows.length, totalRow);
    operation = null;
  }
  // "Qual é o teto?" after a turn about one row ("… da graduação"): a column asked of no row is asked of the row the
  // conversation names, when its words name exactly one row of this table.
  if (carried && rows.length === 0 && !operation && !filter && columns.length > 0) {
    const foldedCarried = foldAccents(carried.toLowerCase());
    const carriedStems = new Set(analyze(carried));
    const named = table.rows.flatMap((row, r) =>
      !isTotalRow(table, r) &&
      row.some(
        (cell, c) =>
          kinds[c] !== "figure" && !numbering[c] && cellMention(cell, foldedCarried, carriedStems, carried) >= 0,
      )
        ? [r]
        : [],
    );
    // Of several, the one whose key the conversation writes ("o grupo C", over two rows that share their days).
    const byKey = named.filter((r) => cellMention(keyOf(table, r), foldedCarried, carriedStems, carried) >= 0);
    if (named.length === 1) rows.push(named[0] as number);
    else if (byKey.length === 1) rows.push(byKey[0] as number);
  }
  // The words of the document's title ("Plano de implantação de cisternas…"): the thing the document is about.
  const titleStems = new Set(
    analyze(`${(hit.passage.location ?? "").split(">")[0] ?? ""} ${hit.passage.documentName}`),
  );
  // "O programa vai custar quanto?" names no row and asks an amount of money: the whole's, which the total row states in the
  // asked money column it fills ("Total (R$)", not the empty "Custo unitário"); not a share of it ("cada", "por"). The
  // whole is the document's thing: each word of the question names it (its title) or a column.
  const ofTheWhole = () => {
    const moneyVerbs = new Set(analyze((folded.match(MONEY_VERBS) ?? []).join(" ")));
    return [...stems].every(
      (stem) =>
        isFraming(stem) ||
        moneyVerbs.has(stem) ||
        titleStems.has(stem) ||
        table.header.some((header) => headerMatch(header, new Set([stem])) > 0),
    );
  };
  const filledMoney = columns.find((c) => moneyColumns.includes(c) && table.values[totalRow]?.[c] != null);
  // Its cheap tests first: a table is read for every question, and the words' test reads every header.
  const wholeAmount =
    totalRow >= 0 &&
    operation === null &&
    rows.length === 0 &&
    !filter &&
    filledMoney !== undefined &&
    MONEY_VERB.test(folded) &&
    !/\b(?:cada|por|media|medio|unitari[oa])\b/.test(folded) &&
    // A pronoun ("e isso, sai a quanto?") asks of what the conversation was about, not of the whole.
    !/\b(?:isso|isto|[dn]?ess[ea]s?|[dn]?est[ea]s?)\b/.test(folded) &&
    ofTheWhole();
  if (wholeAmount) {
    rows.push(totalRow);
    columns.splice(0, columns.length, filledMoney);
  }
  // "Quantas vistorias foram noturnas?": the column of the kind asked, not the one of all that are counted.
  const countedStem = analyze(singularEndings(/\bquant[oa]s\s+(\p{L}+)/u.exec(folded)?.[1] ?? ""))[0];
  // Only a column of the same unit can be such a kind: a percentage is no part of a count.
  if (operation === "sum" && countedStem && columns.length >= 2) {
    const counting = (c: number) => headerMatch(table.header[c] ?? "", new Set([countedStem])) > 0;
    const countingColumn = columns.find(counting);
    // The kind is named by a word of its own ("noturnas"), not only by one it shares with the count ("executados").
    const partOf = (c: number) =>
      countingColumn !== undefined &&
      !counting(c) &&
      !namedOnlyAsComplement(folded, table.header[c] ?? "") &&
      namedApartFrom(table.header[c] ?? "", table.header[countingColumn] ?? "", kindred) &&
      isAdditive(table, c) &&
      table.units[c] === table.units[countingColumn] &&
      columnFormat(table, c).prefix === columnFormat(table, countingColumn).prefix;
    // "Quantas horas … foram registradas" names the counting column by its own qualifier ("Horas registradas"): that
    // column is asked, and a column another word touches ("Mentores" for "de mentoria") is no kind of it.
    const qualified =
      countingColumn !== undefined &&
      headerStemsOf(table.header[countingColumn] ?? "").some(
        (stem) => stem !== countedStem && !isFraming(stem) && namesStem(stem, kindred),
      );
    // Short of a kind of it, the column of what is counted comes first ("quantos alunos … nas escolas").
    if (!qualified)
      columns.sort((a, b) => Number(partOf(b)) - Number(partOf(a)) || Number(counting(b)) - Number(counting(a)));
  }
  // "a pior disponibilidade", "o melhor tempo de espera": the lowest or the highest figure, as the column's sense has it.
  const judged = /\b(pior|piores|melhor|melhores)\b/.exec(folded)?.[1];
  const judgedColumn = columns.find((c) => kinds[c] === "figure");
  if (judged && judgedColumn !== undefined && (operation === null || operation === "max" || operation === "min"))
    operation = judged.startsWith("pior") === isBurden(table.header[judgedColumn] ?? "") ? "max" : "min";
  // One figure column asked with no row, no filter and no operation: an aggregate, if the question spans the rows.
  const overRowsAsked =
    operation === null && rows.length === 0 && !filter && judgedColumn !== undefined && columns[0] === judgedColumn;
  // "Qual foi o gasto com X no ano inteiro?": an amount of a column of parts over the whole span is their total.
  if (overRowsAsked && isAdditive(table, judgedColumn) && WHOLE_SPAN.test(folded)) operation = "sum";
  // "a profundidade média considerando os quatro poços": a figure asked of all the rows at once is their total, or
  // their mean for a column that is no part of a whole (a mean, a rate, a percentage).
  else if (overRowsAsked && namesAllRows(folded, table))
    operation = isAdditive(table, judgedColumn) ? "sum" : "average";
  // "a vazão média por bomba na estação 2", "o maior custo mensal por equipe": one column over another, within
  // the row named or row by row for the largest or smallest.
  const perColumn = perColumnIn(folded, table, kinds);
  // The figure divided: a named column of amounts, not the rows' numbers ("Lote" 1, 2, 3) nor a price already per unit.
  const divisible = (c: number) =>
    c !== perColumn && kinds[c] === "figure" && !perUnit(table.header[c]) && !isRowNumber(table, c);
  // "Quantos metros cúbicos por atendimento?": the column in the unit the question says, whatever its words name; not
  // the divisor's own unit ("quanto custou o quilômetro" divides by a column in km).
  const divisorUnits = headerUnits(table.header[perColumn] ?? "");
  const inUnitSaid = (c: number) =>
    unitSaid(folded, table.header[c] ?? "") &&
    !headerUnits(table.header[c] ?? "").some((unit) => divisorUnits.includes(unit));
  const perOf = columns.find((c) => divisible(c) && inUnitSaid(c)) ?? columns.find(divisible);
  // "Quanto dá por equipe?": an amount per something with no figure named is the table's one money column's.
  const onlyMoney = moneyColumns.filter((c) => !perUnit(table.header[c]));
  const perOfAmount =
    perOf ?? (perColumn >= 0 && asksForAmount(folded) && onlyMoney.length === 1 ? onlyMoney[0] : undefined);
  const perAsked =
    perColumn >= 0 &&
    perOfAmount !== undefined &&
    ((rows.length === 1 && (operation === null || operation === "average" || operation === "ratio")) ||
      ((operation === "max" || operation === "min" || operation === "rank") && rows.length !== 1));
  if (perAsked && perOfAmount !== undefined) {
    if (rows.length === 1) operation = "ratio";
    columns.splice(0, columns.length, perOfAmount, perColumn);
  }
  // "Que percentual do lodo foi para uso agrícola?": no row named, two columns of one unit named: the part's total
  // over the whole's.
  // A column that numbers the rows ("Lote" 1, 2, 3) is no part of anything.
  const figureColumns = columns.filter((c) => kinds[c] === "figure" && isAdditive(table, c) && !numbering[c]);
  // With one row named and both columns named whole ("que parte das válvulas vistoriadas do setor S2 estava
  // travada"), the part is that row's figure in one over its figure in the other.
  const partAsked = partAskedOf(folded, table);
  const [partA, partB] = figureColumns;
  // "em quanto por cento deve cair", "a redução percentual": a change from one figure to the other, not a part.
  const changeInPercent = changeIn(folded) !== null && /\b(?:por cento|percentual|percentualmente)\b/.test(folded);
  // A row that is a percentage already ("Alarmes confirmados (%)"): its cells are the percentages asked, no part of
  // one column in another.
  const rowInPercent = rows.length === 1 && rowUnit(table, rows[0] ?? -1) === "%";
  const partOfRow =
    rows.length === 1 &&
    !changeInPercent &&
    !rowInPercent &&
    // "quanto ficou acima da avaliação", "o ágio": how far one passes the other (./row-arithmetic.ts), not a part.
    !BEYOND.test(folded) &&
    !PREMIUM.test(folded) &&
    partA !== undefined &&
    partB !== undefined &&
    namedApart(table.header[partA] ?? "", table.header[partB] ?? "", kindred);
  if (
    (rows.length === 0 || partOfRow) &&
    !filter &&
    figureColumns.length >= 2 &&
    partAsked &&
    table.units[figureColumns[0] as number] === table.units[figureColumns[1] as number]
  ) {
    operation = "share";
    columns.splice(0, columns.length, ...figureColumns.slice(0, 2));
  }
  // "Que percentual dos grupos fica no lote 4?": one row, one column of parts: the row's share of the column.
  if (
    !operation &&
    !filter &&
    rows.length === 1 &&
    partAsked &&
    figureColumns.length === 1 &&
    !changeInPercent &&
    !rowInPercent
  ) {
    operation = "share";
    columns.splice(0, columns.length, ...figureColumns);
  }
  // "Qual oficina teve o menor percentual de ordens concluídas?": no column states the percentage; each row's part (the
  // column named) of its whole (a column of the same unit at least as large in every row, the largest such) is, and
  // the rows are ranked by it.
  // "Qual oficina concluiu mais ordens em proporção…?": after "qual", a bare "mais" or "menos" ranks the rows too.
  const superlative =
    judged ?? /\b(maior|maiores|menor|menores|mais alt[oa]s?|mais baix[oa]s?|mais|menos)\b/.exec(folded)?.[1];
  // The sentence that asks may follow a greeting ("Boa tarde! Qual…").
  // Or follow a phrase set before it ("Na medição de março, qual…").
  const whichOfRows = /(?:^|[.!?,]\s+)(?:e\s+)?(?:qual|quais|que|em qual|em que)\s/.test(folded) && keyNamed;
  const shareByRow =
    partAsked && superlative && whichOfRows && rows.length === 0 && !filter
      ? rowShareColumns(table, figureColumns.length > 0 ? figureColumns : columns, kinds)
      : null;
  if (shareByRow && superlative) {
    // Judged by what the part is ("Atendidas no prazo" is good, "Não atendidas" a harm), not by every word of its header.
    const partHeader = foldAccents((table.header[shareByRow.part] ?? "").toLowerCase());
    const harm = isBurden(partHeader.split(/\s+/)[0] ?? "") !== /^(?:nao|sem)\b/.test(partHeader);
    const high = judged ? judged.startsWith("melhor") !== harm : /^(?:maior|mais(?! baix))/.test(superlative);
    operation = high ? "max" : "min";
    columns.splice(0, columns.length, shareByRow.part, shareByRow.whole);
  }
  // "Quantos pedidos não atendidos?": a column's complement, its whole (the column of the same thing) less it.
  const complement = rows.length === 1 && operation !== "sum" ? complementIn(folded, table) : null;
  if (complement) {
    operation = "difference";
    columns.splice(0, columns.length, ...complement);
  }
  // "Qual das tarefas termina primeiro?": the dates decide, when the table has a column of them and the question
  // names what the rows are or some of them.
  // Read outside the names of the rows the question names: "Leiloar os veículos mais antigos" is a row, not an order.
  const key = keyColumn(table);
  const order = orderIn(
    rows.reduce((text, r) => text.replace(foldAccents((table.rows[r]?.[key] ?? "").toLowerCase()), " "), folded),
  );
  if (
    order &&
    (keyNamed || rows.length >= 2 || asksTitledRows(folded, hit.passage)) &&
    columns.every((c) => kinds[c] !== "date" && !isYearColumn(table, c))
  ) {
    // A thing's age is the year it began ("Ano de fabricação"), not the last date something was done to it.
    const years = table.header.map((_, c) => c).filter((c) => c !== key && isYearColumn(table, c));
    const aged = /\bmais (?:antig|recente|nov)/.test(folded) ? years : [];
    columns.push(...[...aged, ...byKind("date")].slice(0, 1));
  }
  if (against !== null) {
    const column = columns.find((c) => kinds[c] === "figure");
    const ranked = table.rows
      .map((_, r) => r)
      .filter((r) => !isTotalRow(table, r) && table.values[r]?.[column ?? -1] != null)
      .sort((a, b) => (table.values[b]?.[column ?? -1] ?? 0) - (table.values[a]?.[column ?? -1] ?? 0));
    const other = ranked[against - 1];
    if (column !== undefined && other !== undefined && other !== rows[0]) rows.push(other);
  }
  // "Qual categoria de chamado foi a mais frequente?": an aggregate over what the rows are, read in their figures.
  const overRows = keyNamed && operation !== null && AGGREGATES.has(operation);
  // "Quantos empregados…?" counts people: a column of money answers no such count, whatever else the question names.
  const countsPeopleOrThings =
    /\bquant[oa]s\s+(?!reais\b|r\$|por cento\b|vezes\b)\p{L}/u.test(folded) &&
    !MONEY_VERB_OR_NOUN.test(folded) &&
    !/\b(?:valor|preco|reais)\b/.test(folded);
  if (countsPeopleOrThings && columns.length > 0 && columns.every((c) => moneyColumns.includes(c))) return null;
  // And "a mais cara" asks money: a table with no column of it answers with some other figure. (Verbs of paying or
  // spending are not enough: energy is spent, calls received, a table of counts answers "quanto paga" as a count.)
  if (pricey && moneyColumns.length === 0) return null;
  if (
    columns.length === 0 &&
    rows.length === 0 &&
    !overRows &&
    !(change && operation) &&
    !(within && operation && keyNamed)
  )
    return null;
  if (columns.length === 0 && /\b(comum|comuns|frequente|frequentes|recorrente|mais vezes)\b/.test(folded))
    columns.push(...kinds.flatMap((_, c) => (countsThingsIn(table, c, usage) ? [c] : [])).slice(0, 1));
  // "Qual categoria de chamado…?" asks for one of the rows of the table whose rows are categories of call.
  const askedWhat = /^(?:e\s+)?(?:qual|quais|que)\s+((?:\p{L}+\s*){1,4})/u.exec(folded)?.[1] ?? "";
  // A column numbering the rows ("Fase" 1, 2, 3) names what they are as well as the key column does.
  const rowNouns = [keyColumn(table), ...table.header.map((_, c) => c).filter((c) => numbering[c])];
  const asksRows =
    askedWhat !== "" && rowNouns.some((c) => headerMatch(table.header[c] ?? "", new Set(analyze(askedWhat))) >= 0.5);
  // Of two tables whose columns the question names whole, the one whose header it names in more words.
  const wordsNamed = Math.max(
    0,
    ...columns.map(
      (c) => analyze((table.header[c] ?? "").replace(/\([^)]*\)/g, " ")).filter((stem) => kindred.has(stem)).length,
    ),
  );
  // "dos seis reservatórios": a count of the key's things that is this table's number of rows.
  const rowCount = table.rows.filter((_, r) => !isTotalRow(table, r)).length;
  const countsRows = [...folded.matchAll(COUNTED_THINGS)].some(
    (match) =>
      (countWord(match[1] ?? "") ?? Number(match[1])) === rowCount &&
      headerMatch(table.header[keyColumn(table)] ?? "", new Set(analyze(singularEndings(match[2] ?? "")))) > 0,
  );
  // Columns weigh by the question's words they account for, not by their number: a unit every column of a stock table
  // writes ("(un)") names one thing of the question, not five; a column chosen by its kind (a person, a date, the
  // measure an adjective names) accounts for one.
  const distinct = [...new Set(columns)];
  // A word that names a header only by a shared beginning ("carro" and "carregamento") counts half.
  const namedBy = new Map<string, number>();
  let unnamed = 0;
  for (const c of distinct) {
    const header = table.header[c] ?? "";
    const headerStems = analyze(singularEndings(header.replace(/\([^)]*\)/g, " ")));
    let own = 0;
    for (const stem of stems) {
      if (isFraming(stem)) continue;
      const kin = withKindred(new Set([stem]));
      if (headerMatch(header, kin) <= 0) continue;
      own += 1;
      const weight = headerStems.some((h) => kin.has(h) || byVerb(h, kin)) ? 1 : 0.5;
      namedBy.set(stem, Math.max(namedBy.get(stem) ?? 0, weight));
    }
    if (own > 0) continue;
    if (unitSaid(folded, header)) namedBy.set(`unit:${headerUnits(header).join(" ")}`, 1);
    else unnamed += 1;
  }
  // A row named by every word of its key, after the key's header ("a regional Serra Azul"): the header's word is
  // accounted for, as a column's is in a table where that name is a cell of a column the question names.
  const namedByKey =
    rows.length > 0 &&
    rows.every((r) => {
      const key = analyze(table.rows[r]?.[keyColumn(table)] ?? "");
      return key.length > 0 && key.every((stem) => stems.has(stem));
    });
  if (keyNamed && namedByKey) {
    const keyHeader = table.header[keyColumn(table)] ?? "";
    for (const stem of stems)
      if (!isFraming(stem) && !namedBy.has(stem) && headerMatch(keyHeader, withKindred(new Set([stem]))) >= 1)
        namedBy.set(stem, 1);
  }
  const wordsAccounted = [...namedBy.values()].reduce((sum, weight) => sum + weight, 0);
  // So do rows: by the question's words their cells account for ("Lagoa Funda" two), each row at least one.
  const rowStems = new Set(
    rows.flatMap((r) => (table.rows[r] ?? []).flatMap((cell, c) => (kinds[c] === "figure" ? [] : analyze(cell)))),
  );
  const rowWords = Math.max(
    Math.min(rows.length, 3),
    [...stems].filter((stem) => !isFraming(stem) && rowStems.has(stem)).length,
  );
  // A bound on a figure column the question names by its words or its unit accounts for that part of the question; so
  // do the rows counted when the key's header names them ("em quantas coletas" over "Data da coleta").
  const bounded = filter && !distinct.includes(filter.column) && Number.isFinite(filter.value) ? 1 : 0;
  const keyCounted =
    operation === "count" && countedStem !== undefined && rows.length === 0
      ? headerMatch(table.header[keyColumn(table)] ?? "", new Set([countedStem])) >= 0.5
      : false;
  // The question's words its document's title holds ("o plano", "o relatório do talude") say which document is read:
  // between tables of different documents they count for the one named, and alike for every table of one document.
  // A year says which period more than which document ("resultados 2026" and a plan for 2026 alike).
  const titled = [...stems].filter((stem) => !isFraming(stem) && !/\d/.test(stem) && titleStems.has(stem)).length;
  // So does the table's own section heading ("Pendências encontradas") where the key's header says only "Nº": the
  // heading says what the rows are, once. A word a header of the table names is not counted twice.
  const sectionStems = new Set(analyze((hit.passage.location ?? "").split(">").slice(1).join(" ")));
  const keyNamesNothing = CODE_HEADER.test(foldAccents((table.header[keyColumn(table)] ?? "").toLowerCase()).trim());
  const sectioned =
    keyNamesNothing &&
    [...stems].some(
      (stem) =>
        !isFraming(stem) &&
        !/\d/.test(stem) &&
        !titleStems.has(stem) &&
        sectionStems.has(stem) &&
        !table.header.some((header) => headerMatch(header, new Set([stem])) > 0),
    )
      ? 1
      : headingNamedWhole(hit.passage.location, stems)
        ? 1
        : 0;
  const score =
    TITLE_NAMED * titled +
    SECTION_NAMED * sectioned +
    (wordsAccounted + unnamed + bounded) * 2 +
    (keyCounted ? 1 : 0) +
    rowWords +
    (keyNamed ? 1 : 0) +
    (countsRows ? 1 : 0) +
    (asksRows ? 2 : 0) +
    WORD_NAMED * wordsNamed +
    1 / (rank + 2);
  const ascending = /\b(do menor para o maior|crescente|ascendente)\b/.test(folded);
  // "O valor mensal … somando todas as crianças": no count asked, the rate's own noun ("Valor mensal por criança") is
  // what is added up, per row at the count of its thing.
  const productStem =
    countedStem ??
    table.header
      .map((header) => perHeader(header)?.what)
      .flatMap((what) => (what ? analyze(singularEndings(what)).slice(0, 1) : []))
      .find((stem) => stems.has(stem));
  const product =
    operation === "sum" && rows.length === 0 && !filter && productStem
      ? productColumns(productStem, table, kinds)
      : null;
  // "Quanto custa o kit de um eletricista?" over a column of quantities named ("Eletricista (un/ano)") and a column
  // of unit prices: each row's quantity at its price, added up.
  // "o volume pago" names the column "Volume pago (m³)": its "pago" asks no money.
  const namedWords = new Set(
    columns
      .filter((c) => !moneyColumns.includes(c))
      .flatMap((c) => foldAccents((table.header[c] ?? "").toLowerCase()).match(/\p{L}+/gu) ?? []),
  );
  const moneyVerb = folded.replace(/\p{L}+/gu, (word) => (namedWords.has(word) ? " " : word));
  const priced =
    !product && MONEY_VERB.test(moneyVerb) && rows.length === 0 && !filter
      ? pricedColumns(table, columns, kinds, moneyColumns)
      : null;
  if (priced) operation = "sum";
  // "a locação das X, somada" over "Quantidade" and "Locação mensal unitária": a column of prices per unit
  // added up is each row's count at its price, not the prices of different things added.
  const unitTotal =
    !priced && !product && operation === "sum" && !filter ? unitPriceSummed(table, columns, moneyColumns) : null;
  // "Quanto valem 275 un do código P-201, pelo preço unitário?": a quantity the question gives, at the named row's rate.
  // The row's own number ("o item 2", "o tubo de 200 mm") is no quantity given: its key and the cells that number or
  // measure it in the question are set aside.
  const onlyRow = rows.length === 1 ? rows[0] : undefined;
  // A figure names the row only where nothing else does ("2.935 un do código M-1102" gives a quantity of a named row).
  const namedInText = (r: number) =>
    (table.rows[r] ?? []).some((cell, c) => kinds[c] !== "figure" && cellMention(cell, folded, stems, question) >= 0);
  const ownNumbers = (r: number) => [
    keyOf(table, r),
    ...table.header.flatMap((_, c) =>
      numbering[c] || (kinds[c] === "figure" && !namedInText(r) && measuredMention(table, r, c, folded) >= 0)
        ? [table.rows[r]?.[c] ?? ""]
        : [],
    ),
  ];
  const given = onlyRow !== undefined ? givenQuantity(question, ownNumbers(onlyRow).join(" ")) : null;
  // Or a rate of another measure per the given one: "6 horas" at "(h por hora trabalhada)".
  const rate =
    given === null
      ? undefined
      : (columns.find((c) => moneyColumns.includes(c) && perUnit(table.header[c])) ??
        columns.find((c) => kinds[c] === "figure" && ratePer(table.header[c] ?? "", given.written) !== null));
  const valuing = given !== null && rate !== undefined ? { quantity: given, rate } : null;
  const measured = columns[0];
  const perPeriod =
    !operation && rows.length === 1 && measured !== undefined && kinds[measured] === "figure"
      ? periodConversion(question, table.header[measured] ?? "")
      : null;
  // "somadas de maio a agosto", "a média entre 2022 e 2025": the two rows named are a span's ends, and the rows
  // between them (in the table's order) are in it too; a change from one to the other stays between the two.
  if (operation && SPAN_OPERATIONS.has(operation) && rows.length === 2) {
    const span = spannedRows(table, rows, mentions, folded);
    if (span) rows.splice(0, rows.length, ...span);
  }
  const reading: Reading = {
    valuing,
    perPeriod,
    perYear: /\b(?:por ano|ao ano|anualmente)\b/.test(folded),
    countAsked: /\bquant[oa]s\s+(?!por\b|vezes\b)\p{L}{3,}/u.test(folded),
    ceilingAsked: /\b(?:no maximo|maximo|podem|pode|ate)\b/.test(folded),
    countedAs: keyCounted ? countedInKey(table.header[keyColumn(table)] ?? "", countedStem) : null,
    hit,
    // A column two question words name ("intervenção … custa": the cost column twice) is one column read.
    columns: [...new Set(columns)],
    rows,
    operation,
    filter,
    keyNamed,
    ascending,
    change,
    within,
    place: ranked,
    score,
    usage,
    questionStems: stems,
    pair: null,
    order,
    relative,
    compared: relative && compared,
    // Money asked in so many words ("em reais") wins over a percentage the conversation carried along.
    percentAsked:
      /\bpor cento\b|\bpercentua(?:l|is)\b|\bporcentage(?:m|ns)\b|%/.test(folded) &&
      !/\bem reais\b/.test(folded) &&
      // "Quantos pontos percentuais…?" asks the difference of two percentages, not a change relative to one.
      !/\bpontos? percentua(?:l|is)\b/.test(folded),
    per: perAsked && perOfAmount !== undefined ? [perOfAmount, perColumn] : null,
    product,
    priced: priced ?? unitTotal,
    unitTotal: unitTotal !== null,
    partOfRow: partOfRow && operation === "share",
    asksRows,
    shareByRow,
    rowNamedBy,
  };
  if (change) reading.pair = changeColumns(reading);
  withSpanTotal(reading, question);
  const siblings = withSiblingsAdded(reading, folded);
  return siblings === reading ? withJoinedAdded(reading, folded) : siblings;
}

/**
 * "Quanto está reservado para a equipe X?" over a row of months and a column that adds them up ("Total (R$)",
 * "Trimestre"): a question that names no period asks the row's whole span, not its first month; so does the difference
 * of two rows, or which row has the most.
 */
function withSpanTotal(reading: Reading, question: string): void {
  const { table } = reading.hit;
  // A change between two of its columns is asked of the periods themselves.
  if (reading.pair || reading.filter || reading.valuing || reading.perPeriod) return;
  const periods = periodColumns(table);
  // A period the question names that is one of the columns ("em janeiro") asks that column; one that is the table's
  // whole span ("em novembro" over its weeks) does not.
  const named = [...yearsIn(question), ...periodsWritten(question), ...periodsIn(question)];
  const headers = periods.map((c) => foldAccents((table.header[c] ?? "").toLowerCase()));
  const namesColumn = (period: string) => headers.some((header) => namesColumnOf(period, header));
  // A year every column writes ("em 2027" over "Janeiro/2027", "Fevereiro/2027") names none of them.
  const namesOne = (period: string) => namesColumn(period) && !headers.every((header) => namesColumnOf(period, header));
  if (named.some(namesOne)) return;
  const total = spanTotalColumn(table, periods);
  if (total === undefined) {
    withPartsTotal(reading, question);
    return;
  }
  if (!reading.columns.every((c) => periods.includes(c))) return;
  // A row read names its periods beside its whole when they are few; anything computed is of the whole alone.
  reading.columns = reading.operation === null && periods.length <= 2 ? [total, ...periods] : [total];
}

/**
 * "Quanto custou a visita?" over a column per team and a "Total" column that adds them up, row by row: a question
 * that names none of the parts asks the whole, not the first part's column.
 */
function withPartsTotal(reading: Reading, question: string): void {
  const { table } = reading.hit;
  const sum = partsTotalColumn(table);
  if (!sum || !reading.columns.every((c) => sum.parts.includes(c) || c === sum.total)) return;
  const asked = new Set(analyze(question));
  const names = (c: number) =>
    analyze((table.header[c] ?? "").replace(/\([^)]*\)/gu, " ")).some((stem) => !isFraming(stem) && asked.has(stem));
  if (sum.parts.some(names)) return;
  reading.columns = [sum.total];
}

/**
 * A column headed as a total ("Total", "Soma") whose figure in each row is the sum of the other figure columns' (two
 * or more, "Equipe Norte | Equipe Sul | Total"): checked against the figures, not taken from the header alone.
 */
export function partsTotalColumn(table: ChunkTable): { total: number; parts: number[] } | null {
  const total = table.header.findIndex((header, c) => c > 0 && headedAsTotal(header));
  if (total < 0) return null;
  const parts = table.header.flatMap((_, c) =>
    c > 0 && c !== total && table.values.some((row) => row[c] != null) ? [c] : [],
  );
  if (parts.length < 2) return null;
  const full = table.values.filter((row) => row[total] != null && parts.every((c) => row[c] != null));
  const adds = (row: (number | null)[]) =>
    Math.abs(parts.reduce((sum, c) => sum + (row[c] ?? 0), 0) - (row[total] ?? 0)) <
    0.01 * Math.max(1, Math.abs(row[total] ?? 0));
  return full.length >= 2 && full.every(adds) ? { total, parts } : null;
}

/** Whether a period the question names ("outubro", "2 trimestre", "2027") is the one a header writes (folded). */
function namesColumnOf(period: string, header: string): boolean {
  const [first = "", second] = period.split(" ");
  if (second) return header.includes(first) && header.includes(second.slice(0, 3));
  return header.includes(/^\d/.test(first) ? first : first.slice(0, 3));
}

/** The columns of figures whose headers are periods and nothing else ("Julho/2026", "2027 (R$ mil)", "2º tri"). */
export function periodColumns(table: ChunkTable): number[] {
  return table.header.flatMap((header, c) =>
    c > 0 && periodPhrase(header) !== null && table.values.some((row) => row[c] != null) ? [c] : [],
  );
}

/**
 * A column that adds up the periods beside it ("Total (R$)", "Trimestre", "Acumulado"): what a row amounts to over the
 * table's span. Only beside two periods or more.
 */
export function spanTotalColumn(table: ChunkTable, periods: number[] = periodColumns(table)): number | undefined {
  if (periods.length < 2) return undefined;
  const index = table.header.findIndex(
    (header, c) => c > 0 && !periods.includes(c) && headedAsTotal(header) && table.values.some((row) => row[c] != null),
  );
  return index >= 0 ? index : undefined;
}

/** A header that says its column adds others up ("Total (R$)", "Soma", "Acumulado", "Trimestre"), its unit aside. */
function headedAsTotal(header: string): boolean {
  return SPAN_TOTAL_HEADER.test(
    foldAccents(
      header
        .replace(/\s*\([^)]*\)\s*/g, " ")
        .trim()
        .toLowerCase(),
    ),
  );
}

/** "no trimestre", "no ano": the phrase of a span-total column whose header is the span's own noun. */
function spanPhrase(table: ChunkTable, c: number): string | null {
  if (spanTotalColumn(table) !== c) return null;
  const span = /^(trimestre|semestre|ano|mes|periodo)$/u.exec(
    foldAccents(
      (table.header[c] ?? "")
        .replace(/\s*\([^)]*\)\s*/g, " ")
        .trim()
        .toLowerCase(),
    ),
  )?.[1];
  return span ? `no ${span === "mes" ? "mês" : span === "periodo" ? "período" : span}` : null;
}

const SPAN_TOTAL_HEADER = /^(?:total|soma|acumulad[oa]|trimestre|semestre|no periodo|periodo todo)\b/;

/** "Quais…?", and "Por quais…?" (what someone answers for). "Em quais meses…" asks a column, not the rows. */
const WHICH_ONES = /^(?:por\s+)?quais\b/u;

/** Words of an operation that a header may hold as its own ("Média histórica", "Máximo ausente"). */
const AGGREGATE_WORDS =
  /^(?:media|medio|maximo|maxima|minimo|minima|total|participacao|percentual|parcela|proporcao|fatia|diferenca|variacao|ainda|saldo|restante)$/;

/** The articles and prepositions a cell writes between its words ("Participação de clientes com fatura digital"). */
const SMALL_WORDS = new Set(["de", "do", "da", "dos", "das", "no", "na", "nos", "nas", "em", "o", "a", "os", "as"]);

/** The whole the rows divide, asked without a row: "da empresa", "geral", "no conjunto", "consolidado". */
const WHOLE_OF_TABLE =
  /\b(?:total|geral|no conjunto|consolidad[oa]|d[ao] (?:empresa|companhia)|de tod[ao] [ao]|em tod[ao] [ao])\b/;

/** Every year a table's columns give, asked as one span: "nos três anos", "em todos os anos". */
const ALL_YEARS = new RegExp(String.raw`\bn?${YEARS_TOGETHER}\b|\btodos os anos\b`);

/** A whole asked across columns: "somando os dois turnos", "ao todo", "juntos", "ambos". */
const ACROSS_COLUMNS =
  /\b(?:somando|somad[oa]s|soma|juntos|juntas|ao todo|no total|(?:os|as) (?:dois|duas|tres)|ambos|ambas|tod[oa]s os|tod[oa]s as)\b/;

/**
 * "Somando os dois turnos, qual unidade tem mais leitos?" over "Leitos do turno diurno" and "Leitos do turno noturno":
 * the question names what the columns share ("leitos", "turno") and none of what sets them apart, and asks a whole;
 * the figure asked is each row's sum across them, read as one more column of the table (whatever is then asked of it:
 * a total, the largest, a row's figure). Columns of years have their own reading (yearSiblings).
 */
function withSiblingsAdded(reading: Reading, folded: string): Reading {
  const { table } = reading.hit;
  const [asked] = reading.columns;
  const aggregates = new Set<TableOperation | null>(["sum", "max", "min", "rank", "average", "median"]);
  const rowFigure = reading.operation === null && reading.rows.length === 1;
  if (asked === undefined || !(aggregates.has(reading.operation) || rowFigure) || reading.filter) return reading;
  // "nos três anos", "em todos os anos": the columns of years are added, as columns alike are.
  const allYears = ALL_YEARS.test(folded) && yearsIn(folded).length === 0;
  if (!(ACROSS_COLUMNS.test(folded) || allYears)) return reading;
  if (yearsIn(table.header[asked] ?? "").length > 0 && !allYears) return reading;
  // Each header's content stems, read once: the checks below compare every column with every other.
  const headerStems = table.header.map((header) => headerStemsOf(header).filter((stem) => !isFraming(stem)));
  const stems = (c: number) => headerStems[c] ?? [];
  const format = (c: number) => JSON.stringify(columnFormat(table, c));
  const head = stems(asked)[0];
  const years = allYears ? yearSiblings(table, asked).filter((c) => format(c) === format(asked)) : [];
  const group =
    years.length > 0
      ? years
      : table.header
          .map((_, c) => c)
          .filter(
            (c) =>
              c !== keyColumn(table) &&
              columnKind(table, c) === "figure" &&
              isAdditive(table, c) &&
              format(c) === format(asked) &&
              stems(c)[0] === head,
          );
  if (group.length < 2 || !group.includes(asked)) return reading;
  // Each column set apart by a word of its own ("diurno", "noturno"), and none of those words asked: headers apart
  // only by "com" and "sem" are two things the question may choose between by those words.
  const own = group.map((c) => stems(c).filter((stem) => !group.every((d) => stems(d).includes(stem))));
  if (own.some((words) => words.length === 0)) return reading;
  if (own.some((words) => words.some((stem) => reading.questionStems.has(stem)))) return reading;
  const unit = /\([^)]*\)\s*$/.exec(table.header[asked] ?? "")?.[0] ?? "";
  // Years added are named by their span ("2027–2029 (R$ mil)"), other columns by the word they share.
  const span =
    years.length > 0
      ? `${yearsIn(table.header[years[0] ?? asked] ?? "")[0]}–${yearsIn(table.header[years.at(-1) ?? asked] ?? "")[0]}`
      : "";
  const name = `${span || ((table.header[asked] ?? "").split(/\s+/)[0] ?? "")}${unit ? ` ${unit}` : ""}`;
  // Shown as the column asked is.
  const derived = withSumColumn(table, [asked, ...group.filter((c) => c !== asked)], name);
  // "Somando os dois turnos, qual unidade tem mais…": the sum was the columns'; the rows are ranked.
  const superlative = /\b(?:mais|maior|maiores)\b/.test(folded)
    ? "max"
    : /\b(?:menos|menor|menores)\b/.test(folded)
      ? "min"
      : null;
  const asksWhich = reading.asksRows || (reading.keyNamed && /\bqua(?:l|is)\b/.test(folded));
  // One row's whole is its figure in the sum column, not a sum over rows.
  const operation =
    reading.rows.length === 1
      ? null
      : asksWhich && reading.operation === "sum" && superlative
        ? superlative
        : reading.operation;
  return { ...reading, operation, hit: { ...reading.hit, table: derived }, columns: [table.header.length] };
}

/**
 * "Quantos hidrômetros e registros foram trocados?" over the columns "Hidrômetros trocados" and "Registros trocados":
 * two columns of one unit the question names side by side, joined by "e", asked as a total over rows — each row's sum
 * of the two, read as one more column of the table. One row's two figures are read apart.
 */
function withJoinedAdded(reading: Reading, folded: string): Reading {
  const { table } = reading.hit;
  if (reading.operation !== "sum" || reading.rows.length === 1 || reading.filter) return reading;
  const columns = table.header
    .map((_, c) => c)
    .filter((c) => c !== keyColumn(table) && columnKind(table, c) === "figure" && isAdditive(table, c));
  const stems = new Map(columns.map((c) => [c, new Set(headerStemsOf(table.header[c] ?? ""))]));
  const naming = (word: string | undefined) => {
    const stem = analyze(singularEndings(word ?? ""))[0];
    const named = stem ? columns.filter((c) => stems.get(c)?.has(stem)) : [];
    return named.length === 1 ? named[0] : undefined;
  };
  const words = folded.split(/[^\p{L}\d]+/u).filter(Boolean);
  const at = words.findIndex((word, i) => word === "e" && i > 0);
  if (at < 0) return reading;
  const a = naming(words[at - 1]);
  const b = naming(words[at + 1]);
  const format = (c: number) => JSON.stringify(columnFormat(table, c));
  if (a === undefined || b === undefined || a === b || format(a) !== format(b)) return reading;
  const name = `${(table.header[a] ?? "").replace(/\s*\([^)]*\)\s*$/u, "")} e ${asNoun(table.header[b] ?? "")}`;
  return {
    ...reading,
    hit: { ...reading.hit, table: withSumColumn(table, [a, b], name) },
    columns: [table.header.length],
  };
}

/** The table with one more column, named so: each row's sum of these columns (empty where one of them is), shown as the first. */
function withSumColumn(table: ChunkTable, columns: number[], name: string): ChunkTable {
  const [like = 0] = columns;
  const sums = table.rows.map((_, r) => {
    const cells = columns.map((c) => table.values[r]?.[c]);
    return cells.every((cell) => typeof cell === "number")
      ? cells.reduce<number>((sum, cell) => sum + (cell ?? 0), 0)
      : null;
  });
  const shown = columnFormat(table, like);
  return {
    header: [...table.header, name],
    rows: table.rows.map((row, r) => [...row, sums[r] === null ? "" : show(sums[r] ?? 0, shown)]),
    values: table.values.map((row, r) => [...row, sums[r] ?? null]),
    units: [...table.units, table.units[like] ?? null],
    measures: [...table.measures, table.measures[like] ?? null],
  };
}

/** Adjectives that name what they measure: its header's words, or for a length its unit, and the larger end. */
const MEASURE_ADJECTIVES: [RegExp, "max" | "min", RegExp][] = [
  [/^(?:long[oa]s?|extens[oa]s?|comprid[oa]s?)$/, "max", /\b(?:extensao|comprimento)\b|\((?:km|m)\)/],
  [/^curt[oa]s?$/, "min", /\b(?:extensao|comprimento)\b|\((?:km|m)\)/],
  [/^(?:demorad[oa]s?|lent[oa]s?)$/, "max", /\b(?:duracao|tempo|prazo)\b/],
  [/^rapid[oa]s?$/, "min", /\b(?:duracao|tempo|prazo)\b/],
  [/^pesad[oa]s?$/, "max", /\bpeso\b|\((?:kg|t)\)/],
  [/^leves?$/, "min", /\bpeso\b|\((?:kg|t)\)/],
  [/^profund[oa]s?$/, "max", /\bprofundidade\b/],
  // "há mais tempo sem X", "menos tempo parado": a noun of time, measured by a column of days, hours or months.
  [/^tempo$/, "max", /\b(?:dias|horas|meses|anos|duracao|tempo)\b|\((?:h|dias?|meses|anos)\)/],
];

/**
 * "o trecho mais longo", "a obra menos demorada": the one figure column the adjective measures and whether the most
 * or the least is asked ("menos" turns it round). Null when no adjective of a measure is asked, or no single column
 * measures it.
 */
function measureAsked(
  folded: string,
  table: ChunkTable,
  kinds: ColumnKind[],
): { column: number; operation: "max" | "min" } | null {
  const found = /\b(mais|menos)\s+(\p{L}+)/u.exec(folded);
  const entry = found?.[2] ? MEASURE_ADJECTIVES.find(([adjective]) => adjective.test(found[2] ?? "")) : undefined;
  if (!found || !entry) return null;
  const [, end, header] = entry;
  const columns = table.header
    .map((_, c) => c)
    .filter(
      (c) =>
        c !== keyColumn(table) &&
        kinds[c] === "figure" &&
        header.test(foldAccents((table.header[c] ?? "").toLowerCase())),
    );
  if (columns.length !== 1) return null;
  const most = found[1] === "mais";
  return { column: columns[0] as number, operation: most === (end === "max") ? "max" : "min" };
}

/** "termina primeiro", "sai por último": the earliest or the latest asked, as an adverb (not "o primeiro trimestre"). */
function orderIn(folded: string): "earliest" | "latest" | null {
  const word =
    /\b(primeiro|primeira|mais cedo|por ultimo|ultimo|ultima|mais tarde|mais (?:distante|longe|recente|proximo|antigo)s?)\s*(?=[?,.!;]|$|e\b|(?<=(?:recente|antigo)s?\s*)(?:d[oa]s|entre)\b)/.exec(
      folded,
    )?.[1];
  if (!word) return null;
  return /primeir|cedo|proxim|antig/.test(word) ? "earliest" : "latest";
}

const MONTHS = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];
/** The stems of the months' names, in the calendar's order. */
const MONTH_STEMS = analyze(MONTH_NAMES.join(" "));

/** The months (0–11) a question names in words ("junho", "outubro"). */
function monthsNamed(stems: Set<string>): Set<number> {
  return new Set(MONTH_STEMS.flatMap((stem, month) => (stems.has(stem) ? [month] : [])));
}

/** The months a header writes abbreviated before a year ("jun/2026", "out-26"). */
function headerMonths(header: string): number[] {
  return [...foldAccents(header.toLowerCase()).matchAll(/\b([a-z]{3})[/-]\d{2,4}\b/g)].flatMap((match) => {
    const month = MONTHS.indexOf(match[1] ?? "");
    return month >= 0 ? [month] : [];
  });
}

/** A date cell as a number that orders it (year, month, day): "24/09/2026", "5 de março de 2027", "set/2029". */
export function dateOrder(cell: string): number | null {
  const text = foldAccents(cell.toLowerCase()).trim();
  const numeric = /(\d{1,2})\/(\d{1,2})\/(\d{2,4})/.exec(text);
  if (numeric) {
    const year = Number(numeric[3]) < 100 ? 2000 + Number(numeric[3]) : Number(numeric[3]);
    return year * 10_000 + Number(numeric[2]) * 100 + Number(numeric[1]);
  }
  const written =
    /(?:(\d{1,2})\s+de\s+)?(jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez)\p{L}*(?:\/|\s+de\s+|\s+)(\d{2,4})/u.exec(
      text,
    );
  if (written) {
    const year = Number(written[3]) < 100 ? 2000 + Number(written[3]) : Number(written[3]);
    return year * 10_000 + (MONTHS.indexOf(written[2] ?? "") + 1) * 100 + Number(written[1] ?? 0);
  }
  const quarter = /([1-4])\s*º?\s*(?:trimestre|tri|t)\s*(?:de\s+|\/\s*)?(\d{4})|t([1-4])\/?\s*(\d{4})/.exec(text);
  if (quarter) return Number(quarter[2] ?? quarter[4]) * 10_000 + Number(quarter[1] ?? quarter[3]) * 300;
  const year = /\b(\d{4})\b/.exec(text);
  return year ? Number(year[1]) * 10_000 + 1231 : null;
}

/** The row in that place (1, 2, … from the first; -1, -2 from the last) when every row's key is a period; else -1. */
function placeInTime(table: ChunkTable, place: number): number {
  const timed = table.rows
    .map((_, r) => ({ r, at: dateOrder(keyOf(table, r)) }))
    .filter((row) => !isTotalRow(table, row.r));
  if (timed.length < 2 || timed.some((row) => row.at === null)) return -1;
  const inOrder = timed.sort((a, b) => (a.at ?? 0) - (b.at ?? 0));
  return inOrder.at(place > 0 ? place - 1 : place)?.r ?? -1;
}

/** A column of the years things began or happened ("Ano de fabricação": 2007, 2012): ordered as dates are. */
function isYearColumn(table: ChunkTable, c: number): boolean {
  if (!/\bano\b/u.test(foldAccents((table.header[c] ?? "").toLowerCase()))) return false;
  const cells = table.rows.filter((_, r) => !isTotalRow(table, r)).map((row) => (row[c] ?? "").trim());
  return cells.length >= 2 && cells.every((cell) => /^(?:19|20)\d{2}$/.test(cell));
}

/**
 * "Qual é o motor …?" over a table in a document or section whose heading names those things ("Motores"): the
 * question asks which of the rows, though the key's header names them otherwise ("Tag").
 */
function asksTitledRows(folded: string, passage: PromptPassage): boolean {
  const noun = /^(?:e\s+)?(?:qual|quais)\s+(?:(?:e|foi|sao|foram|era|eram)\s+)?(?:(?:o|a|os|as)\s+)?(\p{L}{4,})/u.exec(
    folded,
  )?.[1];
  if (!noun) return false;
  const stem = analyze(singularEndings(noun))[0];
  return stem !== undefined && analyze(`${passage.location ?? ""} ${passage.documentName}`).includes(stem);
}

/** The row of the earliest or latest date among the rows, with the others in order. */
function orderAnswer(reading: Reading, among: number[]): string | null {
  const { table } = reading.hit;
  const column = reading.columns.find((c) => columnKind(table, c) === "date" || isYearColumn(table, c));
  if (column === undefined) return null;
  const dated = among
    .map((r) => ({ r, at: dateOrder(table.rows[r]?.[column] ?? "") }))
    .filter((row): row is { r: number; at: number } => row.at !== null)
    .sort((a, b) => (reading.order === "latest" ? b.at - a.at : a.at - b.at));
  const [first] = dated;
  if (!first || dated.length < 2) return null;
  const row = rowName(reading, first.r);
  const { noun } = columnNoun(reading, column);
  const list = dated.map(({ r }) => `${keyOf(table, r)}: ${table.rows[r]?.[column] ?? ""}`).join("; ");
  const place = reading.order === "latest" ? "por último" : "primeiro";
  return `${capitalised(row.text)} vem ${place}, com ${noun.toLowerCase()} ${table.rows[first.r]?.[column] ?? ""} (${list}) ${cite(reading.hit)}.`;
}

/**
 * "não atendidos" beside a column "Pedidos atendidos": the whole it is part of (a column of the same unit whose header
 * opens with the same noun, "Pedidos recebidos") and the part, for their difference; null when the table has none.
 */
function complementIn(folded: string, table: ChunkTable): [number, number] | null {
  const excluded = excludedIn(folded, table);
  if (excluded) return excluded;
  // "não conformes", or a word whose opposite a header writes ("reprovadas" beside "Peças aprovadas").
  const negated = /\bnao (\p{L}{4,})/u.exec(folded)?.[1];
  const opposite = analyze(folded)
    .map((stem) => OPPOSITES.get(stem))
    .find((other) => other !== undefined);
  const stem = negated ? analyze(negated)[0] : opposite;
  if (!stem) return null;
  const figures = table.header.map((_, c) => c).filter((c) => columnKind(table, c) === "figure");
  const headStem = (c: number) => analyze(table.header[c] ?? "")[0];
  const unitOf = (c: number) => JSON.stringify(columnFormat(table, c));
  const part = figures.find((c) => {
    const header = foldAccents((table.header[c] ?? "").toLowerCase());
    return !/\bnao\b/.test(header) && stem !== undefined && analyze(header).includes(stem);
  });
  if (part === undefined) return null;
  // The whole opens with the part's own noun ("Pedidos recebidos" beside "Pedidos atendidos"), or is the noun the
  // question negates the part of ("interrupções não programadas" beside "Interrupções" and "Programadas").
  const negatedNoun = analyze(singularEndings(/(\p{L}{4,})\s+nao\s+\p{L}{4,}/u.exec(folded)?.[1] ?? ""))[0];
  const wholeOf = (c: number) =>
    c !== part &&
    unitOf(c) === unitOf(part) &&
    (headStem(c) === headStem(part) ||
      (negatedNoun !== undefined && headerMatch(table.header[c] ?? "", new Set([negatedNoun])) >= 1));
  const whole = figures.find(wholeOf);
  return whole === undefined ? null : [whole, part];
}

/** "sem contar os X", "excluindo as X", "fora os X": the word of what the question sets aside. */
const EXCLUDING = new RegExp(`${EXCLUSION.source}\\s+(?:(?:os|as|o|a)\\s+)?(\\p{L}{4,})`, "u");

/**
 * "Sem contar os terceirizados, quantas credenciais estão ativas?" over "Credenciais ativas" and "Das quais de
 * terceirizados": the column the set-aside word names is a part of another of its unit (at least as large in every
 * row, the one the question names best): the whole less the part.
 */
function excludedIn(folded: string, table: ChunkTable): [number, number] | null {
  const word = EXCLUDING.exec(folded)?.[1];
  const stem = word ? analyze(singularEndings(word))[0] : undefined;
  if (!stem) return null;
  const figures = table.header.map((_, c) => c).filter((c) => columnKind(table, c) === "figure");
  const part = figures.find((c) => headerMatch(table.header[c] ?? "", new Set([stem])) > 0);
  if (part === undefined) return null;
  const unitOf = (c: number) => JSON.stringify(columnFormat(table, c));
  const rows = table.rows.map((_, r) => r);
  const asked = new Set(analyze(singularEndings(folded.replace(EXCLUDING, " "))));
  const wholes = figures
    .filter(
      (c) =>
        c !== part &&
        unitOf(c) === unitOf(part) &&
        rows.every((r) => (table.values[r]?.[c] ?? Number.NEGATIVE_INFINITY) >= (table.values[r]?.[part] ?? 0)),
    )
    .sort((a, b) => headerMatch(table.header[b] ?? "", asked) - headerMatch(table.header[a] ?? "", asked));
  const whole = wholes[0];
  return whole === undefined || headerMatch(table.header[whole] ?? "", asked) <= 0 ? null : [whole, part];
}

/** Adjectives of a count and their opposites, as stems: a column of one answers a question of the other. */
const OPPOSITES = new Map<string, string>(
  [
    ["errada", "correta"],
    ["incorreta", "correta"],
    ["reprovada", "aprovada"],
    ["rejeitada", "aceita"],
    ["indeferida", "deferida"],
    ["improcedente", "procedente"],
    ["inativa", "ativa"],
    ["pendente", "concluída"],
    ["inadimplente", "adimplente"],
  ].map(([word = "", other = ""]) => [analyze(word)[0] ?? "", analyze(other)[0] ?? ""] as [string, string]),
);

/** A header of a cost or a harm ("Perdas (%)", "Reclamações", "Tempo de resposta (h)"): the higher, the worse. */
function isBurden(header: string): boolean {
  return /\b(perdas?|perdid\w*|falhas?|reclama\w*|queixas?|atrasos?|defeitos?|erros?|vazamentos?|ocorrencias?|acidentes?|incidentes?|multas?|custos?|gastos?|despesas?|tempo|prazo|turbidez|inadimpl\w*|interrup\w*|nao conform\w*|desperdicio|consumo|emiss\w*|riscos?|indisponib\w*|espera|fila)\b/.test(
    foldAccents(header.toLowerCase()),
  );
}

/**
 * Whether a column's figures add up to a whole (money, counted things, volumes), not rates, shares, averages or grades
 * on a scale ("Nota (0 a 10)").
 */
export function isAdditive(table: ChunkTable, c: number): boolean {
  // A date's slash ("Crianças atendidas (out/2026)", "Saldo em 30/09") is no unit per something.
  const header = foldAccents((table.header[c] ?? "").toLowerCase()).replace(
    new RegExp(DATE_IN_HEADER.source, "g"),
    " ",
  );
  // A unit per something ("kWh/m³", "L/s") is a rate; a maximum, a minimum or an average is no part of a whole.
  // Rows in their own measures ("120 m³", "5", "R$ 2.100,00") are no parts of one whole either.
  const parts = table.rows.map((_, r) => r).filter((r) => !isTotalRow(table, r));
  // A table with subtotals ("Total de entradas", "Total de saídas") is in parts that are no one whole: its rows added
  // together mix what comes in with what goes out.
  return (
    table.rows.length - parts.length < 2 &&
    columnFormat(table, c).unit !== "percent" &&
    measuresAgree(table, parts, c) &&
    !/%|\/|\b(medi[ao]s?|maxim[ao]s?|minim[ao]s?|taxa|indice|percentual|por|per capita|especific[ao]s?)\b/.test(
      header,
    ) &&
    !/\(\s*\d+\s*a\s*\d+\s*\)/.test(header)
  );
}

const SPAN_OPERATIONS = new Set<TableOperation>(["sum", "average", "median", "max", "min"]);

/**
 * The rows from one named row to the other, when the question writes them as a span's ends ("de julho a outubro",
 * "entre 2022 e 2025", "desde março até junho"); total rows left out. Null otherwise, or when they are next to each
 * other (nothing between to add).
 */
function spannedRows(table: ChunkTable, rows: number[], mentions: number[], folded: string): number[] | null {
  const [first, last] = [...rows].sort((a, b) => (mentions[a] ?? 0) - (mentions[b] ?? 0));
  if (first === undefined || last === undefined) return null;
  const [from, to] = [mentions[first] ?? -1, mentions[last] ?? -1];
  if (from < 0 || to <= from) return null;
  // A mention's place may be the space before its word: both sides trimmed.
  const opener = /\b(de|do|da|entre|desde)(?:\s+(?:o|a|os|as))?$/.exec(
    folded.slice(Math.max(0, from - 12), from).trimEnd(),
  )?.[1];
  const joined = /^\S+(?:\s+\S+){0,2}?\s+(a|ate|e|para)(?:\s+(?:o|a|os|as))?$/.exec(folded.slice(from, to).trim());
  // "julho a outubro" needs no "de" before it: "a" and "até" join the ends of a span ("julho e outubro" are two rows).
  if (!joined || (!opener && !/^(?:a|ate)$/.test(joined[1] ?? ""))) return null;
  // "e" joins a span's ends only after "entre": "os módulos de X e Y" are two rows, "entre 2022 e 2025" a span.
  if (joined[1] === "e" && opener !== "entre") return null;
  const [low, high] = [Math.min(first, last), Math.max(first, last)];
  if (high - low < 2) return null;
  const span = [];
  for (let r = low; r <= high; r++) if (!isTotalRow(table, r)) span.push(r);
  return span;
}

/** A date a header writes: "out/2026", "30/09", "30/09/2026", "10/2026". */
const DATE_IN_HEADER =
  /\b(?:jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez)\/\d{2,4}\b|\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b|\b\d{1,2}\/\d{4}\b/;

/** Words that ask over the whole span the rows divide ("no ano inteiro", "ao longo do período"). */
const WHOLE_SPAN =
  /\b(inteir[oa]s?|todo o|toda a|ao longo d[oa]|no (?:semestre|ano|trimestre|bimestre|quadrimestre|periodo))\b/;

/**
 * "Quanto o fundo liberou?", "quanto os moradores solicitaram?": the verb of the amount asked names its column
 * ("Valor liberado", "Solicitado") above a noun the question also writes ("juntando os quatro lotes" beside "Lote (ha)").
 */
function amountVerbNamesColumn(folded: string, table: ChunkTable, kinds: ColumnKind[], scores: number[]): void {
  const found = AMOUNT_VERB.exec(folded);
  const verb = found?.[1] ?? found?.[2];
  if (!verb) return;
  const stem = analyze(verb)[0];
  if (!stem) return;
  const top = Math.max(0, ...scores);
  table.header.forEach((header, c) => {
    if (kinds[c] === "figure" && c !== keyColumn(table) && headerStemsOf(header).includes(stem))
      scores[c] = top + EXACT_NAMED;
  });
}

/**
 * "Em que mês a conta de luz foi mais alta?" over "Energia faturada (kWh)" and "Valor (R$)": a bill's size is its amount. A
 * paper that is an amount of money (a bill, a monthly fee, a receipt; not "parcela", which is a share as often), asked of a table no header of which it heads,
 * names the one column of money.
 */
function billNamesMoney(folded: string, table: ChunkTable, kinds: ColumnKind[], scores: number[]): void {
  const bill = BILL.exec(folded)?.[1];
  if (!bill) return;
  const stem = analyze(bill)[0];
  if (table.header.some((header) => analyze(singularEndings(header))[0] === stem)) return;
  const money = table.header.flatMap((header, c) =>
    kinds[c] === "figure" &&
    c !== keyColumn(table) &&
    (columnFormat(table, c).unit === "money" || /R\$|\breais\b/iu.test(header)) &&
    // A price per a measure ("Valor por km (R$)") is a rate, no bill's size.
    !/\bpor\b|\//iu.test(header.replace(/\([^)]*\)/gu, " "))
      ? [c]
      : [],
  );
  const [column] = money;
  if (money.length !== 1 || column === undefined) return;
  scores[column] = Math.max(0, ...scores) + EXACT_NAMED;
}
const BILL = /\b(faturas?|contas? de (?:agua|luz|energia)|boletos?|mensalidades?|prestac(?:ao|oes)|recibos?)\b/u;

/**
 * "quanto o fundo liberou", "quantos litros foram captados": the past verb after the amount's subject, or the participle
 * of its passive (a participle alone may be a noun: "voluntariado").
 */
const AMOUNT_VERB =
  /\bquant[oa]s?\s+(?:(?:o|a|os|as)\s+\p{L}+(?:\s+\p{L}+)??\s+(\p{L}{3,}(?:ou|aram|eu|eram|iu|iram))|(?:\p{L}+\s+){0,3}?(?:foi|foram|sera|serao|e|sao)\s+(\p{L}{3,}(?:ad|id)[oa]s?))\b/u;

/** "os cinco trechos", "todas as regionais": the question counts, or names as all, what the rows are. */
function namesAllRows(folded: string, table: ChunkTable): boolean {
  const parts = table.rows.map((_, r) => r).filter((r) => !isTotalRow(table, r)).length;
  const key = table.header[keyColumn(table)] ?? "";
  const found = /\b(?:os|as|dos|das|nos|nas|aos|pelos|pelas|tod[oa]s (?:os|as))\s+(\d+|\p{L}+)\s+(\p{L}+)/gu;
  return [...folded.matchAll(found)].some((match) => {
    const [whole = "", count = "", noun = ""] = match;
    const counted = /^\d+$/.test(count) ? Number(count) : countWord(count);
    const named = headerMatch(key, new Set(analyze(singularEndings(noun)))) > 0;
    if (/^tod/.test(whole)) return headerMatch(key, new Set(analyze(singularEndings(count)))) > 0;
    return named && counted === parts;
  });
}

/** A row that sums the others ("Total", "Total geral"): never one of the parts an aggregate reads. */
export function isTotalRow(table: ChunkTable, r: number): boolean {
  // Its label may stand in the first column when the key is another ("| **Total** | — | 46 |").
  return isTotalLabel(keyOf(table, r)) || isTotalLabel(table.rows[r]?.[0] ?? "");
}

/** A question of what makes a thing count as a class: "o que faz X ser Y", "quando X é considerado Y", "qual o critério". */
const CRITERION_ASKED =
  /\b(?:quando\b[^?]*\b(?:considerad[oa]s?|classificad[oa]s?|tid[oa]s? como|enquadrad[oa]s?)|o que (?:faz|torna)\b[^?]*\b(?:ser|ficar|estar)\b|qual (?:e )?o criterio|quais (?:sao )?os criterios|em que (?:casos?|condic\p{L}*))/u;
const RULE_HEADER = /\b(?:criterios?|condic\p{L}*|regras?|requisitos?)\b/iu;

/** One side named as the base of a change: "em relação à", "frente à", "comparado com". */
const AGAINST_ONE = /\b(?:em relacao (?:a|ao|aos|as)|frente (?:a|ao|as|aos)|comparad[oa]s? (?:a|ao|com))\b/;

/** Whether what the question sets a change against ("em relação à leitura de referência") is this row, by its key. */
function baseIsRow(folded: string, key: string): boolean {
  const against = AGAINST_ONE.exec(folded);
  if (!against) return false;
  const base = new Set(analyze(folded.slice(against.index + against[0].length)));
  return analyze(foldAccents(key)).some((stem) => !isFraming(stem) && base.has(stem));
}

/** "Quanto …?" (not "quantos X", which may count rows of a kind a column of words names). */
const AMOUNT_ASKED = /\bquanto\b/;

/** A cell that labels a row as a total: "Total", "**Totais**", "Soma", "Total de saídas", "Subtotal de serviços". */
export function isTotalLabel(cell: string): boolean {
  return /^(?:total|totais|soma|total geral|geral|subtota(?:l|is))\b/.test(
    foldAccents(cell.replace(/\*/g, "").toLowerCase()).trim(),
  );
}

/** A total row's name without its words of totalling: "Total a pagar" → "a pagar", "Total geral" → "". */
function totalsOwnWords(key: string): string {
  return key
    .replace(/\*/g, "")
    .replace(/\b(?:sub)?tota(?:l|is)\b|\bsoma\b|\bgeral\b/giu, " ")
    .trim();
}

/**
 * The row that states the table's whole: the total row the question named, else the last one. A bill or a budget adds
 * a subtotal before what is added after it (a fee, a credit), and its last total is what is paid. -1 when none.
 */
function wholeRow(table: ChunkTable, named: number[]): number {
  const totals = table.rows.flatMap((_, r) => (isTotalRow(table, r) ? [r] : []));
  return totals.find((r) => named.length === 1 && named[0] === r) ?? totals.at(-1) ?? -1;
}

/** A table's answer and the question's content stems it accounts for (its headers, named rows, heading). */
export interface TableAnswer {
  text: string;
  stems: Set<string>;
  /** The question named no row, column or condition, only what the rows are: weak evidence against a sentence. */
  weak: boolean;
  /** A figure computed from the table (an operation the question asks for), not a cell read. */
  computed: boolean;
  /** The header of the table read, to tell its own rows from another table's. */
  header: string[];
  /** Which of the table's rows has the most or the least: no sentence that names none of them can say. */
  whichRow: boolean;
  /** The rows' keys as the table writes them. */
  keys: string[];
  /** The largest or the smallest figure of a column, computed over its rows. */
  extreme?: boolean;
  /** A mean computed over a column's rows. */
  averaged?: boolean;
  /** The line that introduces the table read ("O valor global é de R$ X, conforme a planilha abaixo."), if any. */
  leadIn?: string;
}

/** The table's answer to the question, or null when no table answers it. */
export function answerFromTables(question: string, passages: PromptPassage[]): string | null {
  return tableAnswerOf(question, passages)?.text ?? null;
}

/**
 * "Qual empresa…?" over a table keyed by something else ("Processo": REQ-1, REQ-2) that has a column of the noun asked
 * ("Empresa"), one value per row: the question names its rows by that column, so the table is read with it as the key
 * (moved first): the rows are then the ones asked which of, and the reply names them by it. Unchanged when the key is
 * already the noun asked, or no column of words with distinct values is, or the question asks no row that stands out.
 */
function keyedAsAsked(hit: TableHit, question: string): TableHit {
  const { table } = hit;
  const asked = /(?:^|[.!?]\s+)(?:e\s+)?(?:qual|quais|que|em qual|em que|de qual|para qual)\s+(\p{L}{3,})\b/u.exec(
    foldAccents(question.toLowerCase()),
  )?.[1];
  // Only a question that asks which row stands out ("de menor valor", "o maior"): "qual cargo a Ana ocupa?" selects.
  if (!asked || !/\b(?:maior|maiores|menor|menores|mais|menos)\b/.test(foldAccents(question.toLowerCase()))) return hit;
  const askedStem = new Set(analyze(singularEndings(asked)));
  const key = keyColumn(table);
  if (askedStem.size === 0 || headerMatch(table.header[key] ?? "", askedStem) >= 0.5) return hit;
  const rows = table.rows.map((_, r) => r).filter((r) => !isTotalRow(table, r));
  const naming = table.header.findIndex((header, c) => {
    if (c === key || columnKind(table, c) !== "text" || headerMatch(header, askedStem) < 0.5) return false;
    const values = rows.map((r) => (table.rows[r]?.[c] ?? "").trim());
    return values.every((value) => value !== "") && new Set(values).size === values.length && values.length >= 2;
  });
  if (naming < 0) return hit;
  const order = [naming, ...table.header.map((_, c) => c).filter((c) => c !== naming)];
  const moved = <T>(row: T[]) => order.map((c) => row[c] as T);
  return {
    ...hit,
    table: {
      header: moved(table.header),
      rows: table.rows.map(moved),
      values: table.values.map(moved),
      units: moved(table.units),
      measures: moved(table.measures),
    },
  };
}

/**
 * Whether the noun a superlative is said of ("a vazão máxima") is written nowhere in the table
 * (its header, its cells, its passage and the heading above it): its largest or smallest figure is then of something else.
 */
function extremeOfOther(question: string, reading: Reading): boolean {
  const folded = foldAccents(question.toLowerCase());
  // Only "a X máxima": "a maior X" names as often a figure computed over the rows ("a maior proporção", "a maior
  // queda"), which no table writes.
  const noun = /\b(\p{L}{4,})\s+(?:maxim|minim)[oa]s?\b/u.exec(folded)?.[1];
  const stem = noun ? analyze(noun)[0] : undefined;
  if (!stem || isFraming(stem) || EXTREME_NOUNS.has(stem)) return false;
  const { table, passage } = reading.hit;
  // The passage's own text too: a lead-in may name the header's acronym ("limites máximos de indenização (LMI)").
  const written = new Set(
    analyze(
      `${passage.location ?? ""} ${passage.text} ${table.header.join(" ")} ${table.rows.map((row) => row.join(" ")).join(" ")}`,
    ),
  );
  return ![...withKindred(new Set([stem]))].some((kin) => written.has(kin));
}

/** Nouns a superlative is said of that any figure, or one computed over the rows, may be: "o valor máximo". */
const EXTREME_NOUNS = new Set(
  analyze(
    "valor valores número números parte quantidade total índice nível limite teto pico proporção percentual taxa queda redução aumento crescimento diferença distância variação desconto",
  ),
);

/**
 * Whether the question asks which one of a thing ("Qual subcontratada…", "Que empresa…") and every column read counts
 * that thing, in the count its header gives ("Subcontratadas (pessoas)", "Empresas (nº)"): a figure read there is how
 * many of the thing, not which. A measure ("Turbidez (NTU)") is asked by "qual turbidez" for its value.
 */
function measuresWhichAsked(question: string, reading: Reading): boolean {
  const folded = foldAccents(question.toLowerCase());
  if (/\bquant[oa]s?\b/u.test(folded)) return false;
  const noun = whichNoun(folded);
  if (!noun || reading.columns.length === 0) return false;
  return reading.columns.every((c) => {
    const header = foldAccents((reading.hit.table.header[c] ?? "").toLowerCase());
    // A count of people or things ("(pessoas)", "(nº)"), not a measure: "qual turbidez" asks the reading's value.
    // Or a header that opens with the thing's plural ("Itens cadastrados"): a count of items names no item.
    const head =
      /^(\p{L}+)[^(]*\((?:pessoas|n[º°o.]?|un\.?|unidades|qtd\.?|quantidade)\)\s*$/u.exec(header)?.[1] ??
      /^(\p{L}+s)\b/u.exec(header)?.[1];
    return (
      head !== undefined && sameNoun(head, noun) && reading.rows.every((r) => reading.hit.table.values[r]?.[c] != null)
    );
  });
}

/**
 * "o saldo em 31 de julho" over a header "Saldo em 31/07/2027": a day the question writes in words, read as the
 * tables head a column with it, in figures and in the one year they give it. Unchanged where no header writes that day
 * (a row keyed by "21/08/2026" is named by its day in words already), or two years do.
 */
function withHeadersDates(question: string, hits: TableHit[]): string {
  const headers = hits.flatMap((hit) => hit.table.header);
  const headed = (day: string) => headers.filter((header) => new RegExp(String.raw`\b${day}(?!\d)`).test(header));
  return withDatesInFigures(question, (day) => headed(day).length > 0).replace(
    /\b(\d{2})\/(\d{2})\b(?!\/\d)/g,
    (day) => {
      const years = new Set(
        headed(day).flatMap((header) =>
          [...header.matchAll(new RegExp(String.raw`\b${day}\/(\d{4})\b`, "g"))].map((m) => m[1]),
        ),
      );
      return years.size === 1 ? `${day}/${[...years][0]}` : day;
    },
  );
}

export function tableAnswerOf(asked: string, passages: PromptPassage[], carried = ""): TableAnswer | null {
  // The passages' tables are read once a call: the dates, the criterion and the readings below all use them.
  const hits = passageTables(passages);
  const question = withHeadersDates(withYearRanges(asked), hits);
  // "O que faz um hidrômetro ser crítico?" asks the rule that sorts the rows, which a sentence states; the rows
  // sorted so are no answer, unless a column states the rule itself ("Critério").
  if (
    CRITERION_ASKED.test(foldAccents(question.toLowerCase())) &&
    !hits.some((hit) => hit.table.header.some((header) => RULE_HEADER.test(foldAccents(header))))
  )
    return null;
  // A table whose columns are periods, read across ("em que ano gasta menos?").
  const across = periodColumnAnswer(question, passages);
  if (across) return across;
  // Rows grouped by a column whose values repeat, added up per group ("qual etapa custa mais, somada?").
  const grouped = groupedAnswer(question, passages);
  if (grouped) return grouped;
  // A question about a year ("em 2024") is answered by a table only where its passage states that year.
  const years = yearsIn(question);
  const usageOf = (documentId: string) =>
    passages
      .filter((passage) => passage.documentId === documentId)
      .map((passage) => passage.text)
      .join("\n");
  const readings = hits
    .map((hit, rank) => read(keyedAsAsked(hit, question), rank, question, usageOf(hit.passage.documentId), carried))
    .filter((reading): reading is Reading => reading !== null)
    .sort((a, b) => b.score - a.score);
  for (const reading of readings) {
    const where = `${reading.hit.passage.location ?? ""} ${reading.hit.passage.text}`;
    if (years.some((year) => !where.includes(year))) continue;
    // So is one about a quarter or a month, where its document writes that period.
    const document = reading.hit.passage.documentId;
    const locations = passages.filter((passage) => passage.documentId === document).map((p) => p.location ?? "");
    if (periodsMissing(question, `${reading.hit.passage.documentName} ${locations.join(" ")} ${usageOf(document)}`))
      continue;
    // And a table of one month is no answer for another the document writes elsewhere.
    const { table } = reading.hit;
    const caption = `${reading.hit.passage.location ?? ""} ${table.header.join(" ")} ${table.rows.map((_, r) => keyOf(table, r)).join(" ")}`;
    if (tablePeriodMissing(question, caption)) continue;
    if (echoesQuestion(reading, question)) continue;
    // "Por que a alternativa X?" asks a cause: a row's figures give none, a column of causes ("Motivo") does.
    if (opensWithCause(question) && !table.header.some(namesCause)) continue;
    // A person or a place the question names by a name of two words or more ("o Vespasiano Giacomini") that the
    // table's document never writes: the table is about something else, whatever header its words share.
    if (namedElsewhere(asked, `${reading.hit.passage.documentName} ${locations.join(" ")} ${usageOf(document)}`))
      continue;
    const calculated = reading.valuing
      ? valuingAnswer(reading, reading.valuing)
      : reading.operation || reading.order
        ? (listedColumn(reading, question) ?? computed(reading))
        : null;
    // "o volume total … em setembro" of one row: its own cell is the figure asked, read, not computed.
    const read =
      calculated === null && (!(reading.valuing || reading.operation || reading.order) || totalOfOneRow(reading))
        ? selected(reading, question)
        : null;
    const text = calculated ?? read;
    // "Quanto a Ana Lima paga…?" over an identification table's "Nome | Ana Lima": a cell read back that holds only
    // what the question wrote and the table's own labels answers nothing; another table may.
    if (read !== null && calculated === null && saysNothingNew(read, table.header, question)) continue;
    // "Qual subcontratada forneceu X?" over a column "Subcontratadas (pessoas)": the column measures the thing the
    // question asks which one of; a count of it names none.
    if (read !== null && calculated === null && measuresWhichAsked(question, reading)) continue;
    // "Qual foi a vazão máxima medida?" over a table that writes no flow: its largest figure is of
    // something else, whatever row a word of the question touched.
    if ((reading.operation === "max" || reading.operation === "min") && extremeOfOther(question, reading)) continue;
    if (text)
      return {
        text,
        stems: stemsAccountedFor(reading),
        leadIn: leadIn(reading.hit.passage.text),
        // "Quais são os marcos?" over a table of milestones asks for its rows: a list is no weak answer.
        weak:
          (reading.rows.length === 0 &&
            reading.columns.length === 0 &&
            !reading.filter &&
            reading.operation !== "list") ||
          oneOfYears(reading, question),
        // A cell read in another span of time ("por ano, 192 h: 16 × 12") is computed too.
        computed:
          reading.perPeriod !== null ||
          (calculated !== null && (reading.operation !== null || reading.valuing !== null)),
        header: reading.hit.table.header,
        whichRow:
          reading.asksRows &&
          reading.rows.length === 0 &&
          (reading.operation === "max" || reading.operation === "min" || reading.operation === "rank"),
        keys: reading.hit.table.rows.map((_, r) => keyOf(reading.hit.table, r)),
        extreme: reading.rows.length === 0 && (reading.operation === "max" || reading.operation === "min"),
        averaged: calculated !== null && reading.operation === "average",
      };
  }
  return null;
}

/** Names of two capitalised words or more ("Vespasiano Giacomini", "Barra do Guaraviú"), the message's first word aside. */
export const LONG_NAME = /(?<!^)(?<![.!?:]\s)\p{Lu}\p{Ll}+(?:\s+(?:d[aeo]s?\s+)?\p{Lu}\p{Ll}+)+/gu;

/**
 * Whether the question names someone or somewhere, in two words or more, of which the text writes no word: a name
 * written otherwise ("Relatório da Barragem Norte" for "Relatório Barragem Norte") still shares its words with it.
 */
function namedElsewhere(question: string, text: string): boolean {
  const written = new Set(foldAccents(text.toLowerCase()).match(/\p{L}{4,}/gu) ?? []);
  return [...question.matchAll(LONG_NAME)].some((name) =>
    (foldAccents(name[0].toLowerCase()).match(/\p{L}{4,}/gu) ?? []).every((word) => !written.has(word)),
  );
}

/**
 * A column that is one year of several alike ("Orçamento 2027", "Orçamento 2028") read for a question that names no
 * year: the question may ask all of them ("quanto o plano orça ao todo"), so a sentence that accounts for as much answers.
 */
function oneOfYears(reading: Reading, question: string): boolean {
  const column = reading.columns[0];
  return column !== undefined && yearsIn(question).length === 0 && yearSiblings(reading.hit.table, column).length >= 2;
}

/**
 * The columns that differ from this one by their year alone ("Orçamento 2027", "Orçamento 2028"), this one among them;
 * none when its header writes no year.
 */
function yearSiblings(table: ChunkTable, column: number): number[] {
  const bare = (c: number) => withoutYears(table.header[c] ?? "");
  if (yearsIn(table.header[column] ?? "").length === 0) return [];
  return table.header
    .map((_, c) => c)
    .filter((c) => yearsIn(table.header[c] ?? "").length > 0 && bare(c) === bare(column));
}

/**
 * A cell read as it is that only writes the question's own words back ("Qual o valor global dessa compra?" over a
 * row of fines whose base is "valor global"): the question named the row by that cell, which tells nothing of it.
 */
function echoesQuestion(reading: Reading, question: string): boolean {
  const { table } = reading.hit;
  // "Qual classe é usada em X?" names the row by its cell to ask which row: the row's key answers.
  if (reading.operation || reading.valuing || reading.order || reading.asksRows || reading.rows.length !== 1)
    return false;
  // The noun a "qual é o X" asks for: a cell that writes it back names no subject ("O que Ana ficou de fazer?" names the
  // row by its person, which is a subject).
  const slot = /^(?:e\s+)?qual\s+(?:e\s+|era\s+|foi\s+|sera\s+)?(?:o|a|os|as)\s+(\p{L}+)/u.exec(
    foldAccents(question.toLowerCase()),
  )?.[1];
  const slotStem = slot ? analyze(slot)[0] : undefined;
  if (!slotStem) return false;
  const row = table.rows[reading.rows[0] as number] ?? [];
  const echoes = (cell: string) => {
    const stems = analyze(cell);
    return stems.includes(slotStem) && !/\d/.test(cell) && stems.every((stem) => reading.questionStems.has(stem));
  };
  const first = reading.columns[0];
  if (first !== undefined) return echoes(row[first] ?? "");
  // No column asked: the row is what the question named; named only by such a cell, it was not named at all.
  const key = keyColumn(table);
  const keyNamed = analyze(row[key] ?? "").some((stem) => reading.questionStems.has(stem));
  return !keyNamed && row.some((cell, c) => c !== key && echoes(cell));
}

/**
 * Whether a reply says no word and no figure that the question and the table's labels do not. A capital letter alone
 * is a value ("Zona: D"), though no stem.
 */
function saysNothingNew(reply: string, header: string[], question: string): boolean {
  const said = new Set([...analyze(question), ...analyze(header.join(" "))]);
  const asked = new Set(question.split(/[^\p{L}\d]+/u));
  const text = reply.replace(/\[\d+\]/g, " ");
  const figures = new Set(question.match(/\d[\d.,/]*/g) ?? []);
  // The reply's first word is its article ("O dado…"), no value.
  const words = text
    .split(/[^\p{L}\d]+/u)
    .filter((word) => /\p{L}/u.test(word))
    .slice(1);
  return (
    words.every((word) =>
      /^\p{Lu}$/u.test(word) ? asked.has(word) : analyze(word).every((stem) => said.has(stem) || isFraming(stem)),
    ) && (text.match(/\d[\d.,/]*/g) ?? []).every((figure) => figures.has(figure))
  );
}

function stemsAccountedFor(reading: Reading): Set<string> {
  const { table, passage } = reading.hit;
  const pair = reading.pair ?? [];
  const columns = [
    ...reading.columns,
    ...(reading.filter ? [reading.filter.column] : []),
    ...(reading.rowNamedBy !== null ? [reading.rowNamedBy] : []),
    ...pair,
  ];
  const headers = [
    ...columns.map((c) => table.header[c] ?? ""),
    reading.keyNamed ? (table.header[keyColumn(table)] ?? "") : "",
  ];
  const stems = new Set(
    analyze(
      [
        ...headers,
        ...reading.rows.flatMap((r) => (table.rows[r] ?? []).map(dateInWords)),
        reading.filter?.reference ?? "",
        leadIn(passage.text),
        passage.location ?? "",
        passage.documentName,
      ].join(" "),
    ),
  );
  // A header the question named by a word of its family ("regionais" for "Regional") accounts for that word too,
  // as headerMatch read it.
  for (const stem of reading.questionStems)
    if (headers.some((header) => headerMatch(header, new Set([stem])) > 0)) stems.add(stem);
  // A quantity named by its noun ("a concentração") that a column states by its unit ("(µg/L)"), as the ranking reads it.
  for (const stem of reading.questionStems) {
    const unit = quantityUnit(stem);
    if (unit && columns.some((c) => table.rows.some((_, r) => unit.test(cellText(table, r, c))))) stems.add(stem);
  }
  return stems;
}

/** A date cell with the date in words beside it ("30/09/2026" → "… 30 de setembro de 2026"); any other cell as it is. */
function dateInWords(cell: string): string {
  const date = numericDate(cell);
  return date ? `${cell} ${date.day} de ${date.month}${date.year ? ` de ${date.year}` : ""}` : cell;
}

/** A cell that is a date in figures ("30/09/2026", "30/09"): its day, its month's folded name and its year. */
function numericDate(cell: string): { day: number; month: string; year: string } | null {
  const date = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?$/.exec(cell.trim());
  const month = date ? MONTH_NAMES[Number(date[2]) - 1] : undefined;
  return date && month ? { day: Number(date[1]), month, year: date[3] ?? "" } : null;
}

/** The line that introduces a table ("… paga em três marcos:"): it says what the rows are, as a caption would. */
function leadIn(text: string): string {
  const before = text.split(/\n\s*\|/)[0] ?? "";
  return before === text
    ? ""
    : (before
        .split("\n")
        .filter((line) => line.trim() !== "")
        .at(-1) ?? "");
}

const cite = (hit: TableHit) =>
  hit.joined && hit.joined.n !== hit.passage.n ? `[${hit.passage.n}][${hit.joined.n}]` : `[${hit.passage.n}]`;

/** What the rows are, as a noun: "distrito" (from the header "Distrito" or "Distritos"). */
function rowNoun(reading: Reading): { noun: string; form: NounForm } | null {
  const { table } = reading.hit;
  const key = keyColumn(table);
  // A key that only numbers the rows ("Nº", "#") leaves their name to the next column of words ("Ação").
  const numbering = NUMBER_SIGN.test(foldAccents(table.header[key] ?? "").trim());
  const described = numbering
    ? table.header.findIndex((_, c) => c > key && columnKind(table, c) !== "figure" && columnKind(table, c) !== "date")
    : key;
  if (described < 0) return null;
  // The next column may say of what kind a row is, not what it is ("Bloco" A, B, B; "Descrição"): then the section's
  // heading names the rows ("Pendências encontradas": "a pendência F-2").
  // A heading that opens with no noun of its own ("Não atendidos") leaves the rows their keys alone.
  if (numbering && !namesEachRow(table, described)) {
    const heading = (reading.hit.passage.location ?? "").split(">").slice(1).at(-1)?.trim() ?? "";
    const head = /^(\p{L}{3,})(?![\p{L}\d-])/u.exec(heading)?.[1];
    if (!head || /^n[aã]o$/iu.test(head)) return null;
    const noun = singularOf(head.toLowerCase());
    return { noun, form: { ...nounForm(noun, reading.usage), plural: false } };
  }
  // A key headed by the table's unit ("R$ milhões") says what the figures are in, not what the rows are.
  if (/R\$|^\s*%\s*$/u.test(table.header[described] ?? "")) return null;
  const header = asNoun(table.header[described] ?? "");
  // A column headed "Nome" names its rows: "o cargo de Ana Lima", not "o cargo do nome Ana Lima".
  if (!header || /\d/.test(header) || /^nomes?(?:\s+completos?)?$/iu.test(header.trim())) return null;
  const noun = header
    .split(/\s+/)
    .map((word, i) => (i === 0 ? singularOf(word) : word))
    .join(" ");
  return { noun, form: { ...nounForm(noun, reading.usage), plural: false } };
}

/** A column whose cells name their rows: each a different value, and not a free text ("Descrição", "Observação"). */
function namesEachRow(table: ChunkTable, c: number): boolean {
  if (
    /^(?:descricao|observac(?:ao|oes)|detalhes?|especificacao)$/.test(
      foldAccents((table.header[c] ?? "").toLowerCase()).trim(),
    )
  )
    return false;
  const cells = table.rows.filter((_, r) => !isTotalRow(table, r)).map((row) => (row[c] ?? "").trim());
  return new Set(cells).size === cells.length;
}

/** "o distrito Lagoa", "a regional Serrana", "a ação “Publicar o edital de telemetria”"; the key alone without a noun. */
function rowName(reading: Reading, r: number): { text: string; form: NounForm } {
  const key = distinctKey(reading.hit.table, r);
  const named = rowNoun(reading);
  // A total row that says which total ("Total a pagar", "Subtotal de obras") is named by its own words.
  // Its first word in lower case only: "o total da ETA Norte".
  const ownTotal = key.replace(/\*/g, "").trim();
  if (isTotalRow(reading.hit.table, r) && /\p{L}/u.test(totalsOwnWords(ownTotal)))
    return {
      text: `o ${ownTotal.charAt(0).toLowerCase()}${ownTotal.slice(1)}`,
      form: { gender: "m", plural: false },
    };
  // The total row is the rows' whole: "o total das diretorias", not "a diretoria Total".
  if (isTotalRow(reading.hit.table, r) && named)
    return {
      text: `o total ${withPreposition("de", { ...named.form, plural: true })} ${pluralPhrase(named.noun)}`,
      form: { gender: "m", plural: false },
    };
  const shown = key.split(/\s+/).length > 3 ? `“${key}”` : key;
  // A key headed by a label ("Descrição", "Especificação") names each row by its own words: "o valor de “Rendas de
  // aluguel”", not "o valor da descrição “Rendas de aluguel”", which reads as if the description cost it.
  if (named && LABEL_HEADER.test(foldAccents(named.noun.toLowerCase())))
    return { text: shown, form: { gender: "m", plural: false } };
  if (!named) return { text: key, form: { gender: "m", plural: false } };
  // A key that already starts with the noun ("Lote 2" under "Lote") is named once: "o Lote 2", not "o lote Lote 2".
  // So is one that writes it after an ordinal ("1º levantamento" under "Levantamento").
  if (
    new RegExp(`^(?:\\d+\\s*[ºª°]\\s+)?${escapeRegExp(foldAccents(named.noun.toLowerCase()))}\\b`, "u").test(
      foldAccents(key.toLowerCase()),
    )
  )
    return { text: `${definiteArticle(named.form)} ${key}`, form: named.form };
  // An ordinal goes before its noun: "a 3ª parcela", not "a parcela 3ª".
  if (ORDINAL_CELL.test(key.trim()))
    return { text: `${definiteArticle(named.form)} ${key.trim()} ${named.noun}`, form: named.form };
  return { text: `${definiteArticle(named.form)} ${named.noun} ${shown}`, form: named.form };
}

/** Headers that label a row's own words rather than name a kind of thing. */
const LABEL_HEADER = /^(?:descricao|discriminacao|especificacao|referencia)$/;

/** "do distrito Lagoa" (or "pelo" after a noun that takes "por": "responsável pela ação"). */
function ofRow(reading: Reading, r: number, column: string): string {
  const name = rowName(reading, r);
  const preposition = /^respons[aá]ve(?:l|is)\b/iu.test(column) ? "por" : "de";
  const [, rest = name.text] = /^(?:o|a|os|as)\s+(.*)$/u.exec(name.text) ?? [];
  if (name.text === keyOf(reading.hit.table, r) || name.text.startsWith("“")) return `${preposition} ${name.text}`;
  return `${withPreposition(preposition, name.form)} ${rest}`;
}

/** A column's header as a noun phrase with its form: "as perdas", "a capacidade", "as equipes de campo". */
function columnNoun(reading: Reading, c: number): { noun: string; form: NounForm } {
  const { table } = reading.hit;
  const noun = asNoun(table.header[c] ?? "");
  // "Em até 48 horas", "Com atraso" after "Ordens": a header that opens with a preposition qualifies the noun the
  // table counts, the first figure column before it ("as ordens em até 48 horas").
  if (LEADING_PREPOSITION.test(foldAccents(noun))) {
    const counted = table.header.findIndex(
      (header, other) =>
        other < c &&
        other !== keyColumn(table) &&
        columnKind(table, other) === "figure" &&
        !LEADING_PREPOSITION.test(foldAccents(asNoun(header))),
    );
    if (counted >= 0) {
      const head = asNoun(table.header[counted] ?? "");
      return { noun: `${head} ${noun}`, form: nounForm(head, reading.usage) };
    }
  }
  return { noun, form: nounForm(noun, reading.usage) };
}

/** A header that is a qualifier, not a noun: "Em até 48 horas", "Com atraso", "Fora do prazo", "Sem medição". */
const LEADING_PREPOSITION = /^(?:em|com|sem|fora|dentro|ate|acima|abaixo|antes|depois)\b/;

/** A plural noun with no unit counts things: "Ligações", "Equipes de campo" (the row "tem 9 equipes de campo"). */
function countsThings(reading: Reading, c: number): boolean {
  return countsThingsIn(reading.hit.table, c, reading.usage);
}

function selected(reading: Reading, question: string): string | null {
  const { hit, rows } = reading;
  const { table } = hit;
  // One row named and no column: what the row says, its text before its figures ("o que sai na segunda
  // fase?"); a sentence that accounts for more of the question still answers instead (composeAnswer).
  // An amount asked of a row ("e ela foi de quanto?") reads its figures first.
  // Not "quantos dias", "quanto tempo": a span asked is read where the row writes it, among its other columns.
  const folded = foldAccents(question.toLowerCase());
  const amountFirst = asksForAmount(folded) && !SPAN_ASKED.test(folded) ? -1 : 1;
  const columns =
    reading.columns.length > 0 || rows.length !== 1
      ? reading.columns
      : table.header
          .map((_, c) => c)
          .filter((c) => c !== keyColumn(table))
          .sort(
            (a, b) =>
              amountFirst * (Number(columnKind(table, a) === "figure") - Number(columnKind(table, b) === "figure")),
          );
  // "Quanto a participante paga por mês?" over a table of months whose column asked holds one figure in every row: that
  // figure, for each of them.
  const only = rows.length === 0 ? mostNamedColumn(reading, question) : null;
  if (only !== null) return sameInEveryRow(reading, only) ?? valuesOfColumn(reading, only, question);
  if (rows.length === 0 || columns.length === 0) return null;
  if (rows.length === 1) {
    const r = rows[0] as number;
    // A cell the question itself writes ("com IDF abaixo de 50" over the cell "Abaixo de 50") is how it named the
    // row, not what it asks: the row's other columns are.
    const written = (c: number) => writtenInQuestion(cellText(table, r, c), question);
    const told = columns.filter((c) => !written(c));
    const rest = table.header.map((_, c) => c).filter((c) => c !== keyColumn(table) && !written(c));
    // Every column read is written: the other columns of the row, when the question named any column at all.
    const readable = told.length > 0 ? told : reading.columns.length > 0 ? rest : columns;
    const asked = readable.slice(0, 3).filter((c) => table.rows[r]?.[c]);
    const [first, ...more] = asked;
    if (first === undefined) return null;
    // A header that is no noun ("Quem aprova", "Onde retirar") takes no article: the row with its labels.
    if (asked.some((c) => !isNounHeader(table.header[c] ?? ""))) {
      const pairs = asked.map((c) => `${asNoun(table.header[c] ?? "")}: ${cellText(table, r, c)}`);
      return `${keyOf(table, r)} — ${pairs.join("; ")} ${cite(hit)}.`;
    }
    const counted = countOfShare(reading, r, first);
    if (counted) return counted;
    const lead = cellSentence(reading, r, first);
    const converted = convertedCell(reading, r, first);
    if (converted) return `${lead}; ${converted} ${cite(hit)}.`;
    const others = more.map((c) => {
      const when = columnKind(table, c) === "figure" ? periodPhrase(table.header[c] ?? "") : null;
      if (when) return `${when}, ${cellText(table, r, c)}`;
      // A qualifier takes no article: "tem 1.800 m³ antes; depois, 4.300 m³".
      const qualifier = asNoun(table.header[c] ?? "");
      if (LEADING_PREPOSITION.test(foldAccents(qualifier))) return `${qualifier}, ${cellText(table, r, c)}`;
      const { noun, form } = columnNoun(reading, c);
      return `${definiteArticle(form)} ${noun}, ${cellText(table, r, c)}`;
    });
    return `${lead}${others.length > 0 ? `; ${others.join("; ")}` : ""} ${cite(hit)}.`;
  }
  const column = columns[0] as number;
  const { noun } = columnNoun(reading, column);
  const list = rows.map((r) => `${keyOf(table, r)}, ${cellText(table, r, column)}`).join("; ");
  const by = rowNoun(reading);
  return `${capitalised(noun)}${by ? ` por ${by.noun}` : ""}: ${list} ${cite(hit)}.`;
}

/** A span of time asked: "quantos dias", "quanto tempo", "por quantas horas". */
const SPAN_ASKED = /\b(?:quant[oa]s\s+(?:dias|horas|meses|anos|semanas|minutos)|quanto tempo)\b/;

/**
 * "Quantas pessoas da área X podem faltar ao mesmo tempo?" over a row's percentage ("15%") and its count ("Efetivo"
 * 40): the count asked is that share of the row's count, rounded down when the question asks a ceiling.
 */
function countOfShare(reading: Reading, r: number, c: number): string | null {
  const { table } = reading.hit;
  const share = table.values[r]?.[c];
  if (!reading.countAsked || reading.percentAsked || share == null || columnFormat(table, c).unit !== "percent")
    return null;
  const whole = table.header
    .map((_, other) => other)
    .filter((other) => {
      const value = table.values[r]?.[other];
      const unit = columnFormat(table, other).unit;
      return (
        other !== c && value != null && Number.isInteger(value) && value > 0 && (unit === null || unit === "number")
      );
    })
    .sort((a, b) => Number(countsThings(reading, b)) - Number(countsThings(reading, a)));
  const of = whole[0];
  if (of === undefined || (whole.length > 1 && !countsThings(reading, of))) return null;
  const exact = ((table.values[r]?.[of] ?? 0) * share) / 100;
  const count = reading.ceilingAsked ? Math.floor(exact + 1e-9) : Math.round(exact);
  const { noun } = columnNoun(reading, of);
  const product = `${cellText(table, r, c)} × ${cellText(table, r, of)} (${noun}) = ${formatQuantity(exact, "number")}`;
  return `São ${reading.ceilingAsked && count !== exact ? "até " : ""}${formatQuantity(count, "number")} de ${formatQuantity(table.values[r]?.[of] ?? 0, "number")}, em ${keyOf(table, r)}: ${product} ${cite(reading.hit)}.`;
}

/** "por ano, 192 h: 16 × 12 = 192": a cell stated per one span of time, in the span the question asks. */
function convertedCell(reading: Reading, r: number, c: number): string | null {
  const { perPeriod } = reading;
  const { table } = reading.hit;
  const value = table.values[r]?.[c];
  if (!perPeriod || value == null) return null;
  const format = columnFormat(table, c);
  // The measure without its span: "h/mês" gives "h", "t por ano" gives "t".
  const measure = { ...format, suffix: format.suffix.replace(/\s*(?:\/|\bpor\s)\s*\p{L}+$/u, "") };
  const result = value * perPeriod.factor;
  return `${perPeriod.asked}, ${show(result, measure)}: ${formatQuantity(value, "number")} ${perPeriod.operation} = ${formatQuantity(result, "number")}`;
}

/** A header written as a noun phrase ("Prazo", "Custo (R$ mil)"), not as a question or a verb ("Quem aprova"). */
function isNounHeader(header: string): boolean {
  return !/^(?:quem|onde|quando|como|qual|quais|o que|por que|quanto|quantos|quantas)\b/iu.test(header.trim());
}

/** "O distrito Pedreira tem 9 equipes de campo", "A capacidade do reservatório Aurora é 12.000 m³". */
/** Nouns that head a figure of anything: they name no column by themselves. */
const FIGURE_NOUNS = new Set(analyze("número quantidade valor total taxa percentual índice média soma"));

/**
 * Of the columns a question names, the one it names in the most words that do not name the rows' key ("por mês" over a
 * key "Mês" says which rows, not which column); null when none or two tie.
 */
function mostNamedColumn(reading: Reading, question: string): number | null {
  const { table } = reading.hit;
  const keyStems = new Set(analyze(table.header[keyColumn(table)] ?? ""));
  // Nor does a word any figure is headed by ("o número do chassi" over "Número de steps").
  const asked = analyze(singularEndings(question)).filter(
    (stem) => !keyStems.has(stem) && !isFraming(stem) && !FIGURE_NOUNS.has(stem),
  );
  const named = reading.columns.map((c) => {
    const header = new Set(analyze(singularEndings((table.header[c] ?? "").replace(/\([^)]*\)/g, " "))));
    return { c, words: asked.filter((stem) => header.has(stem)).length };
  });
  const most = Math.max(0, ...named.map((entry) => entry.words));
  const top = named.filter((entry) => entry.words === most);
  return most > 0 && top.length === 1 ? (top[0]?.c ?? null) : null;
}

/** "Quais bairros têm oficinas?" over a table keyed by the workshop with a column "Bairro": that column's values. */
function listedColumn(reading: Reading, question: string): string | null {
  // Rows kept by a condition ("que vencem em março") are listed by their own names (computed).
  const { table } = reading.hit;
  return reading.operation === "list" &&
    !reading.filter &&
    !reading.within &&
    reading.rows.length === 0 &&
    !isRowNumber(table, keyColumn(table))
    ? valuesOfColumn(reading, -1, question)
    : null;
}

/**
 * "Quais bairros…?" over a column "Bairro" of words, no row named: the column's values, each once (at most eight).
 * `column` is the column read, or -1 for the one the asked noun heads.
 */
function valuesOfColumn(reading: Reading, column: number, question: string): string | null {
  const { table } = reading.hit;
  const asked = /^(?:e\s+)?quais\s+(\p{L}{3,})/u.exec(question.trim().toLowerCase())?.[1];
  if (!asked) return null;
  const askedStems = new Set(analyze(singularEndings(asked)));
  // The column given, or (-1) the one the asked noun heads.
  const c =
    column >= 0 ? column : table.header.findIndex((header, at) => at > 0 && headerMatch(header, askedStems) >= 0.5);
  if (c < 0 || columnKind(table, c) !== "text" || c === keyColumn(table)) return null;
  if (headerMatch(table.header[c] ?? "", askedStems) < 0.5) return null;
  const body = table.rows.map((_, r) => r).filter((r) => !isTotalRow(table, r));
  const values = [...new Set(body.map((r) => cellText(table, r, c)).filter((value) => value !== ""))];
  if (values.length < 2 || values.length > 8) return null;
  const { form } = columnNoun(reading, c);
  const article = capitalised(definiteArticle({ gender: form.gender, plural: true }));
  return `${article} ${asked} são ${joinNames(values)} ${cite(reading.hit)}.`;
}

/** "A X é R$ 8.400,00 em cada mês: janeiro, fevereiro e março": a column's one figure in every row; null when they differ. */
function sameInEveryRow(reading: Reading, c: number): string | null {
  const { table } = reading.hit;
  const body = table.rows.map((_, r) => r).filter((r) => !isTotalRow(table, r));
  const values = body.map((r) => cellText(table, r, c));
  const [value] = values;
  if (body.length < 2 || !value || !/\d/.test(value) || values.some((other) => other !== value)) return null;
  const { noun, form } = columnNoun(reading, c);
  const each = asNoun(table.header[keyColumn(table)] ?? "").toLowerCase();
  const keys = body.map((r) => keyOf(table, r));
  return `${capitalised(definiteArticle(form))} ${noun} ${toBe(form)} ${value} em cada ${each}: ${joinNames(keys)} ${cite(reading.hit)}.`;
}

function cellSentence(reading: Reading, r: number, c: number): string {
  const { table } = reading.hit;
  const { noun, form } = columnNoun(reading, c);
  const value = cellText(table, r, c);
  if (countsThings(reading, c)) {
    const row = rowName(reading, r);
    return `${capitalised(row.text)} ${toHave(row.form)} ${value} ${noun}`;
  }
  // The total row's cell under "Total" is the rows' total, said once: "O total dos itens é …".
  const row = rowName(reading, r);
  // A column that is a period is when, not what: "Em outubro de 2026, o indicador X tem 247", not "O outubro de 2026
  // do indicador X é 247".
  // So is a column that is the table's whole span ("Trimestre", "Ano"): "No trimestre, a linha X tem …".
  const when = columnKind(table, c) === "figure" ? (periodPhrase(table.header[c] ?? "") ?? spanPhrase(table, c)) : null;
  if (when && !isTotalRow(table, r)) return `${capitalised(when)}, ${row.text} ${toHave(row.form)} ${value}`;
  if (isTotalRow(table, r) && /^total$/u.test(foldAccents(noun.toLowerCase())) && /^o total\b/u.test(row.text))
    return `${capitalised(row.text)} é ${value}`;
  return `${capitalised(definiteArticle(form))} ${noun} ${ofRow(reading, r, noun)} ${toBe(form)} ${whoWithArticle(reading, c, value)}`;
}

/** A table's column that says who: "Responsável", "Responsáveis", "Executor", "Encarregado", "Gestor". */
export const WHO_COLUMN = /^\s*(?:respons[aá]ve(?:l|is)|executor(?:a|es)?|encarregad[oa]s?|gestor(?:a|es)?)\b/iu;

/**
 * A party in a column of who, written in lower case ("locatária", "contratada"), takes the article its document writes
 * before it ("a locatária"); a name, or a word the document never writes with an article, stays as it is.
 */
function whoWithArticle(reading: Reading, c: number, value: string): string {
  if (!WHO_COLUMN.test(reading.hit.table.header[c] ?? "") || !/^\p{Ll}[\p{L} -]*$/u.test(value)) return value;
  const form = formInUsage(value, reading.hit.passage.text);
  return form ? `${definiteArticle(form)} ${value}` : value;
}

function figure(table: ChunkTable, r: number, c: number, format: ColumnFormat): Figure | null {
  const value = table.values[r]?.[c];
  if (value === null || value === undefined) return null;
  // A column whose rows measure different things (a base and a target per indicator) leaves the unit to each cell:
  // "48%" is a percentage there, though the column holds counts and amounts too.
  const own = format.unit === null || format.unit === "number" ? cellUnit(table, r, c) : null;
  return { label: distinctKey(table, r), value, unit: own === "percent" || own === "money" ? own : format.unit };
}

/** The unit a cell's own figure is written in ("48%", "R$ 6,4 milhões", "1.240"), or null for no figure. */
export function cellUnit(table: ChunkTable, r: number, c: number): QuantityUnit | null {
  return parseQuantity(table.rows[r]?.[c] ?? "")?.unit ?? null;
}

function numericColumns(table: ChunkTable, preferred: number[]): number[] {
  // A column that numbers the rows 1, 2, 3… ("Nº", "Item") orders them; it measures nothing.
  const numeric = table.header
    .map((_, c) => c)
    .filter((c) => c !== keyColumn(table) && columnKind(table, c) === "figure" && !isRowNumber(table, c));
  const named = preferred.filter((c) => numeric.includes(c));
  return named.length > 0 ? named : numeric;
}

/** Whether a column's figures are 1, 2, 3… down the rows. */
function isRowNumber(table: ChunkTable, c: number): boolean {
  // A total row at the foot numbers nothing.
  const numbered = table.values.filter((_, r) => !isTotalRow(table, r));
  return numbered.length > 1 && numbered.every((row, r) => row[c] === r + 1);
}

/** The rows as a group: "dos distritos" for all of them, else "de Lagoa, Mirante e Pedreira". */
function scopeOf(reading: Reading, chosen: number[]): string {
  const all = chosen.length === reading.hit.table.rows.length;
  const named = rowNoun(reading);
  // Rows the question named ("entre março e maio") are named back, even when they are all the table has.
  if (all && named && reading.rows.length === 0) {
    const plural = { ...named.form, plural: true };
    return `${withPreposition("de", plural)} ${pluralPhrase(named.noun)}`;
  }
  return `de ${joinNames(chosen.map((r) => distinctKey(reading.hit.table, r)))}`;
}

/**
 * A row's key told apart from another row's with the same key by the column that numbers them: "Tubo PN 16, barra
 * (item 4)" and "… (item 5)".
 */
function distinctKey(table: ChunkTable, r: number): string {
  const key = keyOf(table, r);
  if (!table.rows.some((_, other) => other !== r && keyOf(table, other) === key)) return key;
  const numbering = table.header.findIndex((_, c) => c !== keyColumn(table) && isRowNumber(table, c));
  const number = table.rows[r]?.[numbering]?.trim();
  return numbering >= 0 && number ? `${key} (${(table.header[numbering] ?? "").toLowerCase()} ${number})` : key;
}

/**
 * The rows' noun when the key's header names them by another word first ("Data da coleta" counts "coletas"), in the
 * header's own spelling; null when the header's first word is what is counted.
 */
function countedInKey(header: string, counted: string | undefined): string | null {
  const words = header
    .replace(/\([^)]*\)/g, " ")
    .split(/\s+/)
    .filter((word) => /\p{L}{3,}/u.test(word));
  const at = words.findIndex((word) => analyze(singularEndings(word))[0] === counted);
  return at > 0 ? pluralPhrase((words[at] ?? "").toLowerCase()) : null;
}

/** "distrito" → "distritos", "ação" → "ações", "regional" → "regionais": the head made plural. */
export function pluralPhrase(noun: string): string {
  const [head = "", ...rest] = noun.split(/\s+/);
  // A stressed last vowel before "s" loses its accent in the plural: "mês" → "meses", "gás" → "gases".
  const plural = /ão$/u.test(head)
    ? head.replace(/ão$/u, "ões")
    : /[êá]s$/u.test(head)
      ? `${head.slice(0, -2)}${head.at(-2) === "ê" ? "e" : "a"}ses`
      : /[aeiou]l$/u.test(head)
        ? head.replace(/l$/u, "is")
        : /[rzs]$/u.test(head)
          ? `${head}es`
          : /m$/u.test(head)
            ? head.replace(/m$/u, "ns")
            : `${head}s`;
  return [plural, ...rest].join(" ");
}

/**
 * A sum (or an average) over one row: of the columns the question names, when they are two or more of one format, else
 * of the single column named and the columns that differ from it by their year alone ("Orçamento 2027", "Orçamento
 * 2028"). Null for one column with no such siblings: one figure is no sum.
 */
function acrossRow(reading: Reading, operation: "sum" | "average", r: number, columns: number[]): string | null {
  const { table } = reading.hit;
  const first = columns[0];
  if (first === undefined) return null;
  const format = columnFormat(table, first);
  // Only figures in one measure add up: a count, hours and cubic metres side by side are three answers, not a sum.
  const same = columns.filter((c) => {
    const other = columnFormat(table, c);
    return other.prefix === format.prefix && other.suffix === format.suffix && other.unit === format.unit;
  });
  const siblings = same.length >= 2 ? same : yearSiblings(table, first);
  if (siblings.length < 2) return null;
  const figures = siblings.flatMap((c) => figure(table, r, c, columnFormat(table, c)) ?? []);
  if (figures.length !== siblings.length) return null;
  const result = calculate(operation, figures);
  if (!result) return null;
  const noun = acrossNoun(reading.hit, first);
  const periods = joinNames(siblings.map((c) => yearsIn(table.header[c] ?? "")[0] ?? asNoun(table.header[c] ?? "")));
  const what = operation === "sum" ? "O total" : "A média";
  return `${what} de ${noun} ${ofRow(reading, r, "")} em ${periods} é ${written(result, format)}: ${result.expression} ${cite(reading.hit)}.`;
}

/**
 * What a row's columns measure, for their sum or mean: the first column's name without its year ("Custo 2027" →
 * "custo"). Columns named by their month alone ("Janeiro (mil m³)") name no measure: then the section's heading does,
 * without its "por mês" ("Volume tratado por mês" → "volume tratado").
 */
function acrossNoun(hit: TableHit, first: number): string {
  const header = withoutYears(hit.table.header[first] ?? "");
  const bare = foldAccents(header.replace(/\([^)]*\)/g, "").toLowerCase()).trim();
  const heading = hit.passage.location?.split(" > ").at(-1) ?? "";
  const measure = heading
    .replace(/\([^)]*\)/g, "")
    .replace(/\s+(?:por|a cada)\s+(?:m[eê]s|ano|trimestre|semestre|semana|dia)\b.*$/iu, "")
    .trim();
  if (MONTH_NAMES.includes(bare) && measure && measure !== heading.trim()) return measure.toLowerCase();
  return asNoun(header).toLowerCase();
}

/**
 * "Quantos m³ somam os decantadores?" over "| Decantador | 3 | 1.240 |" under "Quantidade" and "Volume de cada
 * unidade (m³)" (a figure per unit, `perUnit`): the total of one row named is its count times its figure per unit.
 */
function perUnitTimesCount(reading: Reading, r: number, columns: number[]): string | null {
  const { table } = reading.hit;
  const quantity = table.header.findIndex((header) => QUANTITY_HEADER.test(header));
  const eachColumns = table.header
    .map((_, c) => c)
    .filter((c) => c !== quantity && columnKind(table, c) === "figure" && perUnit(table.header[c]));
  const column = eachColumns.length === 1 ? eachColumns[0] : eachColumns.find((c) => columns.includes(c));
  if (quantity < 0 || column === undefined) return null;
  const count = table.values[r]?.[quantity];
  const each = table.values[r]?.[column];
  if (count === null || count === undefined || each === null || each === undefined) return null;
  const format = columnFormat(table, column);
  const header = asNoun(table.header[column] ?? "").toLowerCase();
  const total = count * each;
  const name = rowName(reading, r).text;
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} soma ${show(total, format)}: ${formatQuantity(count, "number")} × ${show(each, format)} (${header}) ${cite(reading.hit)}.`;
}

/** A total or mean asked of one row named, not the table's row of totals: the row's own figure (selected) answers. */
function totalOfOneRow({ operation, rows, hit }: Reading): boolean {
  return (
    (operation === "sum" || operation === "average") && rows.length === 1 && !isTotalRow(hit.table, rows[0] as number)
  );
}

function computed(reading: Reading): string | null {
  const { hit, rows, operation, filter } = reading;
  const { table } = hit;
  if (!operation && !reading.order) return null;
  const allRows = table.rows.map((_, r) => r).filter((r) => !isTotalRow(table, r));
  const scoped = (reading.within ?? allRows).filter((r) => !isTotalRow(table, r));
  const passing = filter ? scoped.filter((r) => passes(table, r, filter)) : scoped;
  const named = rowNoun(reading);
  if (reading.order) {
    const ordered = orderAnswer(reading, rows.length >= 2 ? rows : passing);
    if (ordered) return ordered;
  }
  if (!operation) return null;
  if (reading.shareByRow) {
    const ranked = shareRanking(reading, reading.shareByRow, passing);
    if (ranked) return ranked;
  }
  if (reading.per) {
    const quotient = perAnswer(reading, reading.per, rows.length > 0 ? rows : passing);
    if (quotient) return quotient;
  }
  if (reading.priced) {
    const among = reading.unitTotal && rows.length > 0 ? rows : passing;
    const cost = pricedAnswer(reading, reading.priced, among, reading.unitTotal ? 1 : 2);
    if (cost) return cost;
  }
  if (reading.product) {
    const total = productAnswer(reading, reading.product, passing);
    if (total) return total;
  }
  if (reading.change && operation !== "share" && operation !== "rank" && operation !== "ratio" && !reading.relative) {
    const changed = changeAnswer(reading, operation, passing);
    if (changed) return changed;
  }

  if (operation === "count" || operation === "list") {
    // Rows the question names ("as propostas da Regional Sul", "as inspeções anuais") are the ones counted.
    const chosen = filter ? passing : rows.length > 0 ? scoped.filter((r) => rows.includes(r)) : scoped;
    // A column that numbers the rows under a noun ("Amostra": 1, 2, 3…) says what they are, before the key's header.
    const numberedBy = table.header.findIndex(
      (header, c) =>
        isRowNumber(table, c) && !NUMBER_SIGN.test(foldAccents(header).trim()) && !/^item$/iu.test(header.trim()),
    );
    const rowsAre = numberedBy >= 0 ? asNoun(table.header[numberedBy] ?? "") : null;
    const what =
      reading.countedAs ?? (rowsAre ? pluralPhrase(singularOf(rowsAre)) : named ? pluralPhrase(named.noun) : "linhas");
    const shared = filter ? null : sharedValue(table, chosen);
    const condition = filter
      ? ` ${filterPhrase(reading, filter)}`
      : shared
        ? ` com ${columnNoun(reading, shared.column).noun} ${shared.value}`
        : "";
    const labels = chosen.map((r) => rowLabel(table, r));
    // One row is "uma ação", not "1 ações" nor "São 1".
    const lead =
      chosen.length === 1 && named
        ? `É ${named.form.gender === "f" ? "uma" : "um"} ${named.noun}${condition}`
        : `São ${chosen.length} ${what}${condition}`;
    // Rows described (a code and its text) or long ones read as a list, one a line: "o segundo" is the second line.
    if (labels.some((label, i) => label !== keyOf(table, chosen[i] ?? -1) || label.split(/\s+/).length > 4))
      return `${lead} ${cite(hit)}:\n\n${labels.map((label) => `- ${label}`).join("\n")}`;
    return `${lead}: ${joinNames(labels) || "nenhum"} ${cite(hit)}.`;
  }
  // A filter's column is what the rows are kept by; an aggregate reads the other column the question names, if any
  // ("somando só as estações com tarifa de R$ 0,71, quantas bombas?").
  const aggregated = reading.columns.filter((c) => c !== filter?.column);
  const columns = numericColumns(
    table,
    filter
      ? operation === "filter"
        ? [filter.column, ...aggregated]
        : [...aggregated, filter.column]
      : reading.columns,
  );
  // A sum of no column the question names adds what adds up: a cost before a price per metre ("R$/m").
  const additive = columns.filter((c) => isAdditive(table, c));
  const unnamed = !columns.some((c) => reading.columns.includes(c));
  const column = operation === "sum" && unnamed && additive.length > 0 ? additive[0] : columns[0];
  if (column === undefined) return null;
  const format = columnFormat(table, column);
  const { noun, form } = columnNoun(reading, column);
  // Rows below a limit have no figure to add, average or rank: only the largest is still known.
  if (operation !== "max" && operation !== "filter" && censoredIn(table, column, passing)) return null;

  if (operation === "filter" && filter) {
    const listed = passing.map((r) => `${keyOf(table, r)} (${cellText(table, r, filter.column)})`);
    if (listed.length === 0)
      return `Nenhum ${named?.noun ?? "item"} tem ${filterPhrase(reading, filter).replace(/^com /, "")} ${cite(hit)}.`;
    const what = named ? pluralPhrase(named.noun) : "itens";
    return `${capitalised(definiteArticle({ gender: named?.form.gender ?? "m", plural: true }))} ${what} ${filterPhrase(reading, filter)} são ${joinNames(listed)} ${cite(hit)}.`;
  }
  if (operation === "share") {
    // "Que percentual dos acidentes foi de X?" names no column: a row's part of the whole is its "Total" column's,
    // where the table has one, not the first column's.
    const total = table.header.findIndex((header, c) => c !== column && /^\s*total\s*(?:\(|$)/iu.test(header));
    const named = analyze(table.header[column] ?? "").some((stem) => reading.questionStems.has(stem));
    return shareAnswer(reading, total >= 0 && !named ? total : column);
  }
  if (operation === "rank") {
    const descending = !reading.ascending;
    const order = [...passing]
      .filter((r) => table.values[r]?.[column] != null)
      .sort((a, b) => ((table.values[b]?.[column] ?? 0) - (table.values[a]?.[column] ?? 0)) * (descending ? 1 : -1));
    const lines = order.map((r, i) => `${i + 1}. ${keyOf(table, r)} (${cellText(table, r, column)})`);
    const at = reading.place ? order[reading.place - 1] : undefined;
    if (at !== undefined) {
      const row = rowName(reading, at);
      return `Em ${noun}, ${row.text} é ${ORDINALS[(reading.place ?? 1) - 1] ?? `${reading.place}º`}${row.form.gender === "f" ? "a" : "o"}, com ${cellText(table, at, column)} ${cite(hit)}:\n\n${lines.join("\n")}`;
    }
    const by = named ? `${capitalised(pluralPhrase(named.noun))} por ${noun}` : capitalised(noun);
    return `${by}, ${descending ? "do maior para o menor" : "do menor para o maior"} ${cite(hit)}:\n\n${lines.join("\n")}`;
  }
  if ((operation === "difference" || operation === "remainder" || operation === "ratio") && rows.length === 1) {
    // One row, two columns: the difference (or ratio) between two of its figures.
    // "Quantas vezes X ficou maior?" names no column: the table's two moments, the later over the earlier.
    // So does "quantos pontos faltam para a meta?": the row's value against its target, the column named one of them.
    const moments = reading.columns.length < 2 ? (reading.pair ?? changeColumns(reading)) : null;
    const pair =
      reading.columns.length >= 2 ? (reading.columns.slice(0, 2) as [number, number]) : (moments ?? reading.pair);
    if (!pair) return null;
    const r = rows[0] as number;
    if (moments && operation === "ratio") {
      const grown = timesGrown(reading, r, moments);
      if (grown) return grown;
    }
    const [a, b] = pair;
    const figures = [a, b].flatMap((c) => {
      const f = figure(table, r, c, columnFormat(table, c));
      return f ? [{ ...f, label: asNoun(table.header[c] ?? "") }] : [];
    });
    const result = calculate(operation === "ratio" ? "ratio" : "difference", figures);
    if (!result) return null;
    const lead =
      operation === "ratio"
        ? `A razão entre ${joinNames(figures.map((f) => f.label))} ${ofRow(reading, r, "")} é ${result.written}`
        : `A diferença entre ${joinNames(result.figures.map((f) => f.label))} ${ofRow(reading, r, "")} é de ${written(result, format)}`;
    return `${lead}: ${result.expression} ${cite(hit)}.`;
  }
  // One row named and a sum asked of it: its figures across the columns ("somando os dois anos", "2027 e 2028").
  if ((operation === "sum" || operation === "average") && rows.length === 1) {
    const within = acrossRow(reading, operation, rows[0] as number, columns);
    if (within) return within;
    const units = operation === "sum" ? perUnitTimesCount(reading, rows[0] as number, columns) : null;
    if (units) return units;
    // "o volume total … em setembro": no columns to add up in the row named, so its own figure is the total asked.
    if (totalOfOneRow(reading)) return null;
  }
  const chosen =
    operation === "difference" || operation === "remainder" || operation === "ratio"
      ? rows
      : rows.length >= 2
        ? rows.filter((r) => !isTotalRow(table, r))
        : passing;
  if (operation === "filter") return null;
  // Metres and units in one column ("4.800 m", "310 un") add up to nothing.
  if (!measuresAgree(table, chosen, column, operation === "sum" || operation === "average" || operation === "median"))
    return null;
  const figures = chosen.flatMap((r) => figure(table, r, column, format) ?? []);
  const result = calculate(operation === "remainder" ? "difference" : operation, figures);
  if (!result) return null;
  const scope = scopeOf(reading, chosen);
  const measured = format.prefix || format.suffix ? format : withRowsUnit(table, chosen, format);
  // One figure added up is that figure, read: "O valor da multa é …", not "… = 3.356,64".
  if ((result.operation === "sum" || result.operation === "average") && chosen.length === 1 && chosen[0] !== undefined)
    return `${cellSentence(reading, chosen[0], column)} ${cite(hit)}.`;
  switch (result.operation) {
    case "sum":
      // Things counted are said with their noun, as a colleague says them: "São 10 trabalhadores expostos de A e B".
      if (countsThings(reading, column) && result.result > 1)
        return `São ${written(result, measured)} ${noun} ${scope}: ${result.expression} ${cite(hit)}.`;
      // A column that is itself a total ("Total (R$)") is not "o total de total".
      return `O total${noun === "total" ? "" : ` de ${noun}`} ${scope} é ${written(result, measured)}: ${result.expression} ${cite(hit)}.`;
    case "average":
      return `A média de ${noun} ${scope} é ${written(result, measured)}: ${result.expression} ${cite(hit)}.`;
    case "median":
      return `A mediana de ${noun} ${scope} é ${written(result, measured)}: ${result.expression} ${cite(hit)}.`;
    case "ratio": {
      const [first, second] = chosen;
      if (first === undefined || second === undefined) return null;
      const of = (r: number) => rowName(reading, r).text;
      return `${capitalised(definiteArticle(form))} ${noun} ${ofRow(reading, first, noun)} é ${result.written} vezes ${definiteArticle(form)} ${withPreposition("de", rowName(reading, second).form)} ${of(second).replace(/^(?:o|a|os|as)\s+/u, "")}: ${result.expression} ${cite(hit)}.`;
    }
    case "difference": {
      if (reading.relative) return relativeChange(reading, chosen, column);
      const perYear = reading.perYear ? yearlyChange(reading, chosen, column, result) : null;
      if (perYear) return perYear;
      const [bigger, smaller] = result.figures;
      if (!bigger || !smaller) return null;
      const row = (label: string) => table.rows.findIndex((_, r) => distinctKey(table, r) === label);
      const big = rowName(reading, row(bigger.label));
      const small = rowName(reading, row(smaller.label));
      if (countsThings(reading, column))
        return `${capitalised(big.text)} ${toHave(big.form)} ${result.written} ${noun} a mais que ${small.text}: ${result.expression} ${cite(hit)}.`;
      return `A diferença de ${noun} entre ${big.text} e ${small.text} é de ${written(result, measured)}: ${result.expression} ${cite(hit)}.`;
    }
    case "max":
    case "min": {
      const winner = result.winner;
      if (!winner) return null;
      const row = rowName(
        reading,
        table.rows.findIndex((_, r) => distinctKey(table, r) === winner.label),
      );
      const which = adjectiveNumber(result.operation === "max" ? "maior" : "menor", form);
      const what = countsThings(reading, column)
        ? `o ${result.operation === "max" ? "maior" : "menor"} número de ${noun}`
        : `${definiteArticle(form)} ${which} ${noun}`;
      const ranking = result.figures
        .slice()
        .sort((a, b) => (result.operation === "max" ? b.value - a.value : a.value - b.value))
        .map((f) => `${f.label} ${show(f.value, format)}`)
        .join(result.operation === "max" ? " > " : " < ");
      const r = table.rows.findIndex((_, i) => distinctKey(table, i) === winner.label);
      const described = describedBy(table, r, column);
      return `${capitalised(row.text)} ${toHave(row.form)} ${what}: ${show(winner.value, format)} (${ranking}) ${cite(hit)}.${described ? `\n\n${keyOf(table, r)} — ${described}.` : ""}`;
    }
    default:
      return null;
  }
}

/** Cells of this length or less describe a row; a longer one is a paragraph of its own. */
const DESCRIBING_CELL = 80;

/**
 * What the row's own words say of it, besides its key and the column asked: its short text cells, with their headers
 * ("unidade: Elevatória EEA-14; regional: Gavião-Real"), so that the winner of a superlative is known by more than a
 * date or a code. Null when the table writes no other words of its rows.
 */
function describedBy(table: ChunkTable, r: number, asked: number): string | null {
  if (r < 0) return null;
  const pairs = table.header
    .map((header, c) => ({ header, c, cell: (table.rows[r]?.[c] ?? "").trim() }))
    .filter(
      ({ c, cell }) =>
        c !== keyColumn(table) &&
        c !== asked &&
        columnKind(table, c) !== "figure" &&
        cell.length > 0 &&
        cell.length <= DESCRIBING_CELL &&
        !/^[—–-]$/u.test(cell),
    )
    .slice(0, 4)
    .map(({ header, cell }) => `${asNoun(header)}: ${cell}`);
  return pairs.length > 0 ? pairs.join("; ") : null;
}

/**
 * "Em média, quanto o lago encolheu por ano de 2019 a 2023?": the difference of two rows over the years between them,
 * each row's year read from its cells.
 */
function yearlyChange(reading: Reading, chosen: number[], column: number, result: Calculation): string | null {
  const { table } = reading.hit;
  const yearOf = (r: number) => {
    const years = (table.rows[r] ?? []).flatMap((cell) =>
      /^\s*((?:19|20)\d{2})\s*$/.exec(cell)?.[1] ? [Number(cell)] : [],
    );
    return years.length === 1 ? (years[0] as number) : null;
  };
  const [a, b] = chosen;
  if (a === undefined || b === undefined || chosen.length !== 2) return null;
  const from = yearOf(a);
  const to = yearOf(b);
  const first = table.values[a]?.[column];
  const second = table.values[b]?.[column];
  if (from === null || to === null || from === to || first == null || second == null) return null;
  const [early, late] = from < to ? [first, second] : [second, first];
  const span = Math.abs(to - from);
  const format = columnFormat(table, column);
  const { noun, form } = columnNoun(reading, column);
  const rate = Math.abs(late - early) / span;
  const verb = late < early ? (form.plural ? "caíram" : "caiu") : form.plural ? "subiram" : "subiu";
  const shown = (value: number) => formatQuantity(Math.round(value * 1000) / 1000, "number");
  return `De ${Math.min(from, to)} a ${Math.max(from, to)}, ${definiteArticle(form)} ${noun} ${verb} ${show(Math.abs(late - early), format)} em ${span} anos: ${shown(rate)}${format.suffix} por ano (${result.expression.split(" = ")[0]} = ${formatQuantity(Math.abs(late - early), "number")}; ÷ ${span} = ${shown(rate)}) ${cite(reading.hit)}.`;
}

/**
 * How many times a row's figure grew (or shrank) from the earlier moment to the later: "O volume reservado ficou 2,4
 * vezes maior: de 1.800 m³ (antes) para 4.300 m³ (depois), 4.300 ÷ 1.800 = 2,4". The larger figure over the smaller, to
 * one decimal, as a colleague says it.
 */
function timesGrown(reading: Reading, r: number, [earlier, later]: [number, number]): string | null {
  const { table } = reading.hit;
  const before = table.values[r]?.[earlier];
  const after = table.values[r]?.[later];
  if (before == null || after == null || before <= 0 || after <= 0 || before === after) return null;
  const format = withCellsUnit(table, [r], [earlier, later], columnFormat(table, earlier));
  const grew = after > before;
  const times = formatQuantity(Math.round((grew ? after / before : before / after) * 10) / 10, "number");
  const row = rowName(reading, r);
  const moment = (c: number) => asNoun(table.header[c] ?? "");
  const division = grew
    ? `${formatQuantity(after, "number")} ÷ ${formatQuantity(before, "number")}`
    : `${formatQuantity(before, "number")} ÷ ${formatQuantity(after, "number")}`;
  const became = row.form.plural ? "ficaram" : "ficou";
  const size = `${grew ? "maior" : "menor"}${row.form.plural ? "es" : ""}`;
  return `${capitalised(row.text)} ${became} ${times} vezes ${size}: de ${show(before, format)} (${moment(earlier)}) para ${show(after, format)} (${moment(later)}), ${division} = ${times} ${cite(reading.hit)}.`;
}

/**
 * A change between two columns, per row: one row's ("quanto a regional X está acima da meta"), the rows' total
 * ("somando as unidades, quantas horas se pouparam"), their average, or the row with the largest or smallest change
 * ("qual unidade teve a maior queda").
 */
function changeAnswer(reading: Reading, operation: TableOperation, passing: number[]): string | null {
  const { pair } = reading;
  if (!pair) return null;
  const { table } = reading.hit;
  const [earlier, later] = pair;
  const sign = reading.change === "up" ? -1 : 1;
  const chosen = reading.rows.length > 0 ? reading.rows : passing;
  const format = withCellsUnit(table, chosen, pair, columnFormat(table, earlier));
  // A row of losses written below zero ("−7.820" of a loss) rises and falls by its size.
  const bySize = chosen.every((r) => (table.values[r]?.[earlier] ?? 0) < 0 && (table.values[r]?.[later] ?? 0) < 0);
  const deltas = chosen.flatMap((r) => {
    const first = table.values[r]?.[earlier];
    const second = table.values[r]?.[later];
    if (first == null || second == null) return [];
    const [a, b] = bySize ? [Math.abs(first), Math.abs(second)] : [first, second];
    const delta = reading.change === "any" ? Math.abs(a - b) : (a - b) * sign;
    return [{ r, a, b, delta }];
  });
  if (deltas.length === 0) return null;
  // A row whose name gives its unit ("Alarmes confirmados (%)") holds percentages whatever the columns are: their difference is
  // in points.
  const inPercent = format.unit === "percent" || (chosen.length === 1 && rowUnit(table, chosen[0] ?? -1) === "%");
  const unit = format.unit === "percent" ? null : format;
  const amount = (value: number) =>
    inPercent ? `${formatQuantity(value, "number")} pontos percentuais` : show(value, unit ?? format);
  // Every row went the other way ("baixou" over a column of depths that grew): the size of the change, read as a
  // variation, not a negative reduction; what the column measures decides the sense, and the table does not say it.
  const against = deltas.every((d) => d.delta <= 0) && deltas.some((d) => d.delta < 0);
  const change = against ? "any" : reading.change;
  if (against) for (const d of deltas) d.delta = Math.abs(d.delta);
  const step = ({ a, b }: { a: number; b: number }) => {
    const [from, to] = change === "up" ? [b, a] : [a, b];
    return change === "any"
      ? `${show(Math.max(a, b), format)} − ${show(Math.min(a, b), format)}`
      : `${show(from, format)} − ${show(to, format)}`;
  };
  const what = against ? "variação" : change === "down" ? "redução" : change === "up" ? "aumento" : "diferença";
  const between = `${asNoun(table.header[earlier] ?? "")} e ${asNoun(table.header[later] ?? "")}`;
  // "o aumento", "a redução", "a diferença".
  const article = change === "up" ? "O" : "A";
  if (deltas.length === 1 || operation === "difference" || operation === "remainder") {
    if (deltas.length !== 1) return null;
    const [only] = deltas as [(typeof deltas)[number]];
    // Asked in percent of a column that is no percentage: the change relative to the earlier column's figure.
    if (reading.percentAsked && format.unit !== "percent" && only.a !== 0) {
      const rate = formatQuantity(Math.round((Math.abs(only.b - only.a) / Math.abs(only.a)) * 1000) / 10, "percent");
      const grew = only.b >= only.a ? "aumento" : "redução";
      // Percentages changed in percent: the points, then what they are relative to the earlier figure.
      if (inPercent)
        return `${grew === "aumento" ? "O" : "A"} ${grew} entre ${between} ${ofRow(reading, only.r, "")} é de ${amount(Math.abs(only.b - only.a))} (${rate} sobre ${show(only.a, format)}): ${show(Math.max(only.a, only.b), format)} − ${show(Math.min(only.a, only.b), format)} ${cite(reading.hit)}.`;
      return `${grew === "aumento" ? "O" : "A"} ${grew} entre ${between} ${ofRow(reading, only.r, "")} é de ${rate}: (${show(only.b, format)} − ${show(only.a, format)}) ÷ ${show(only.a, format)} ${cite(reading.hit)}.`;
    }
    return `${article} ${what} entre ${between} ${ofRow(reading, only.r, "")} é de ${amount(only.delta)}: ${step(only)} ${cite(reading.hit)}.`;
  }
  if (operation === "max" || operation === "min") {
    const sorted = [...deltas].sort((x, y) => (operation === "max" ? y.delta - x.delta : x.delta - y.delta));
    const [winner] = sorted as [(typeof deltas)[number]];
    const row = rowName(reading, winner.r);
    const list = sorted.map((d) => `${keyOf(table, d.r)} ${amount(d.delta)}`).join("; ");
    return `${capitalised(row.text)} ${toHave(row.form)} a ${operation === "max" ? "maior" : "menor"} ${what} entre ${between}: ${amount(winner.delta)} (${step(winner)}) ${cite(reading.hit)}. Por ${rowNoun(reading)?.noun ?? "linha"}: ${list}.`;
  }
  if (operation === "sum" || operation === "average") {
    const total = deltas.reduce((sum, d) => sum + d.delta, 0);
    const result = operation === "sum" ? total : total / deltas.length;
    const terms = deltas.map((d) => `(${step(d)})`).join(" + ");
    const expression =
      operation === "sum" ? `${terms} = ${amount(result)}` : `[${terms}] / ${deltas.length} = ${amount(result)}`;
    const lead =
      operation === "sum" ? `${article} ${what} total` : `${article} ${what} ${change === "up" ? "médio" : "média"}`;
    return `${lead} entre ${between} ${scopeOf(
      reading,
      deltas.map((d) => d.r),
    )} é de ${amount(result)}: ${expression} ${cite(reading.hit)}.`;
  }
  return null;
}

/** What a figure is per, as the answer writes it: the denominator's unit ("MWp", "km") or its header's noun ("posto"). */
function perNoun(table: ChunkTable, c: number): string {
  // "(mil m³)" whole: the quotient is per thousand cubic metres, not per "mil".
  const unit =
    /\(([^)]+)\)\s*$/
      .exec(table.header[c] ?? "")?.[1]
      ?.trim()
      .replace(/\s+/g, " ") ?? "";
  if (unit && !/^(?:n[º°o.]?|número|numero|qtd\.?|quantidade|un|und|unid)$/iu.test(unit)) return unit;
  const first = asNoun(table.header[c] ?? "").split(/\s+/)[0] ?? "";
  return singularOf(first);
}

/**
 * One column over another, row by row ("o custo mensal por equipe"): the named row's quotient, or the row with the
 * largest or smallest one and the ranking, each with its division.
 */
function perAnswer(reading: Reading, [a, b]: [number, number], among: number[]): string | null {
  const { table } = reading.hit;
  const format = columnFormat(table, a);
  const quotients = among.flatMap((r) => {
    const top = table.values[r]?.[a];
    const bottom = table.values[r]?.[b];
    return top == null || bottom == null || bottom === 0 || isTotalRow(table, r) ? [] : [{ r, value: top / bottom }];
  });
  if (quotients.length === 0) return null;
  const { noun, form } = columnNoun(reading, a);
  const per = `${noun} por ${perNoun(table, b)}`;
  const division = (r: number, value: number) =>
    `${cellText(table, r, a)} ÷ ${cellText(table, r, b)} = ${show(value, format)}`;
  if (quotients.length === 1 && reading.rows.length === 1) {
    const [{ r, value }] = quotients as [{ r: number; value: number }];
    return `${capitalised(definiteArticle(form))} ${per} ${ofRow(reading, r, noun)} é ${show(value, format)}: ${division(r, value)} ${cite(reading.hit)}.`;
  }
  const highest = reading.operation !== "min" && !(reading.operation === "rank" && reading.ascending);
  const sorted = [...quotients].sort((x, y) => (highest ? y.value - x.value : x.value - y.value));
  const winner = sorted[0] as { r: number; value: number };
  const lines = sorted.map(({ r, value }, i) => `${i + 1}. ${keyOf(table, r)}: ${division(r, value)}`);
  if (reading.operation === "rank")
    return `${capitalised(per)}, ${highest ? "do maior para o menor" : "do menor para o maior"} ${cite(reading.hit)}:\n\n${lines.join("\n")}`;
  const row = rowName(reading, winner.r);
  const which = adjectiveNumber(highest ? "maior" : "menor", form);
  return `${capitalised(row.text)} ${toHave(row.form)} ${definiteArticle(form)} ${which} ${per}: ${show(winner.value, format)} (${division(winner.r, winner.value)}) ${cite(reading.hit)}:\n\n${lines.join("\n")}`;
}

/**
 * "Quantas vagas no total?" over a column "Vagas por turma" and a column "Turmas": the thing counted is written per
 * something another column counts, so its total is the two multiplied row by row and added. Null when no header
 * counts the asked thing per another column's thing.
 */
function productColumns(counted: string, table: ChunkTable, kinds: ColumnKind[]): [number, number] | null {
  for (const [c, header] of table.header.entries()) {
    const per = perHeader(header);
    if (!per || kinds[c] !== "figure" || analyze(singularEndings(per.what))[0] !== counted) continue;
    const unit = new Set(analyze(singularEndings(per.per)));
    // "Refeições por dia" × "Dias por mês": a column counting the per-thing per something else chains to it, each row
    // giving the asked thing per that other thing, which adds up over the rows as a count does.
    const chains = (name: string) => {
      const of = perHeader(name);
      return of !== null && sameNoun(of.what, per.per);
    };
    const other = table.header.findIndex(
      (name, d) =>
        d !== c &&
        kinds[d] === "figure" &&
        // "Turmas" for "por turma"; "Crianças atendidas" for "por criança": the thing its head noun counts.
        ((isAdditive(table, d) && (headerMatch(name, unit) >= 1 || sameNoun(name.split(/\s+/)[0] ?? "", per.per))) ||
          chains(name)),
    );
    if (other >= 0) return [c, other];
  }
  return null;
}

/** A header of a count per something, "Vagas por turma" (its units in parentheses aside): what, and per what. */
function perHeader(header: string): { what: string; per: string } | null {
  const found = /^\s*((?:\p{L}+\s+){0,2}\p{L}+?)\s+por\s+(\p{L}+)/u.exec(
    header.replace(/\([^)]*\)/g, " ").toLowerCase(),
  );
  return found?.[1] && found[2] ? { what: found[1], per: found[2] } : null;
}

/**
 * A header's rate per a unit the given quantity is written in: "Horas creditadas (h por hora trabalhada)" for "6 horas"
 * reads "h" per "hora"; null when the header is no rate or is per something else.
 */
function ratePer(header: string, given: string): { measure: string } | null {
  const written = /\(([^)]+)\)\s*$/.exec(header)?.[1] ?? "";
  const rate = /^(.+?)\s*(?:\bpor\b|\/)\s*(\p{L}+)/u.exec(written);
  const unit = /\s(\p{L}+)$/u.exec(given.trim())?.[1];
  if (!rate?.[1] || !rate[2] || !unit) return null;
  const [per] = analyze(singularEndings(rate[2]));
  const [asked] = analyze(singularEndings(unit));
  const same = per !== undefined && (per === asked || (unit.length <= 2 && per.startsWith(unit.toLowerCase())));
  return same && !/R\$/.test(rate[1]) ? { measure: rate[1].trim() } : null;
}

/** A quantity the question writes ("275 un", "1.200"), not a year nor a number inside the row's key; null if none. */
function givenQuantity(question: string, key: string): { value: number; written: string } | null {
  const inKey = new Set(key.match(/\d[\d.,]*/g) ?? []);
  for (const match of question.matchAll(
    /(?<![\p{L}\d-])(\d[\d.]*(?:,\d+)?)(?:\s+(un|m³|m3|kg|t|l|m|km|h|horas?|dias?|meses|mês|mes|litros?|metros?|quilos?))?(?![\p{L}\d-])/gu,
  )) {
    const number = match[1] ?? "";
    if (inKey.has(number) || /^(?:19|20)\d{2}$/.test(number)) continue;
    const value = parseQuantity(number)?.value;
    if (value !== undefined) return { value, written: match[0].trim() };
  }
  return null;
}

/** "275 un a R$ 9,70 (preço unitário de P-201) dão R$ 2.667,50: 275 × 9,70." */
function valuingAnswer(
  reading: Reading,
  { quantity, rate }: { quantity: { value: number; written: string }; rate: number },
): string | null {
  const { table } = reading.hit;
  const r = reading.rows[0];
  const price = r === undefined ? null : table.values[r]?.[rate];
  if (r === undefined || price == null) return null;
  const total = quantity.value * price;
  const name = (table.header[rate] ?? "")
    .replace(/\s*\([^)]*\)/g, "")
    .trim()
    .toLowerCase();
  const measure = ratePer(table.header[rate] ?? "", quantity.written)?.measure;
  const money = measure ? `${formatQuantity(total, "number")} ${measure}` : formatQuantity(total, "money");
  return `${quantity.written} a ${cellText(table, r, rate)} (${name} de ${keyOf(table, r)}) dão ${money}: ${formatQuantity(quantity.value, "number")} × ${formatQuantity(price, "number")} = ${money} ${cite(reading.hit)}.`;
}

/** The named column of quantities (not money, not a unit price) and the table's one column of unit prices, or null. */
function pricedColumns(
  table: ChunkTable,
  named: number[],
  kinds: ColumnKind[],
  money: number[],
): { quantity: number; price: number } | null {
  const prices = money.filter((c) => perUnit(table.header[c]));
  const price = prices[0];
  if (prices.length !== 1 || price === undefined) return null;
  // A price per a unit ("R$/m²") multiplies a quantity in that unit only; a plain unit price ("Custo unitário") any count.
  const per = /\/\s*([^\s)]+)/u.exec(table.header[price] ?? "")?.[1];
  const quantity = named.find(
    (c) =>
      kinds[c] === "figure" &&
      !money.includes(c) &&
      !isRowNumber(table, c) &&
      (!per ||
        headerUnits(table.header[c] ?? "").some((unit) => unit.split("/")[0] === foldAccents(per.toLowerCase()))),
  );
  return quantity !== undefined ? { quantity, price } : null;
}

/**
 * The named column of unit prices ("Locação mensal unitária (R$)") and the table's one column of counts ("Quantidade",
 * "Qtd.", "Nº de …"), or null.
 */
function unitPriceSummed(
  table: ChunkTable,
  named: number[],
  money: number[],
): { quantity: number; price: number; measure?: number } | null {
  const price = named.find((c) => money.includes(c) && perUnit(table.header[c]));
  const counts = table.header
    .map((header, c) => (COUNT_HEADER.test(foldAccents(header.toLowerCase())) && !money.includes(c) ? c : -1))
    .filter((c) => c >= 0);
  const quantity = counts[0];
  if (price === undefined || counts.length !== 1 || quantity === undefined) return null;
  // A price per a measure ("R$/h") beside a column of that measure per thing counted ("Horas por pessoa (h)"): each
  // row's cost is its count times its measure times the price.
  const per = /\/\s*([\p{L}\d³²]+)\s*\)\s*$/u.exec(table.header[price] ?? "")?.[1];
  const unitOf = (c: number) => /\(([^)]*)\)\s*$/u.exec(table.header[c] ?? "")?.[1]?.trim();
  if (!per || unitOf(quantity) === per) return { quantity, price };
  const measures = table.header
    .map((_, c) => c)
    .filter((c) => c !== quantity && c !== price && !money.includes(c) && unitOf(c) === per);
  return measures.length === 1 ? { quantity, price, measure: measures[0] as number } : { quantity, price };
}

const COUNT_HEADER = /^(?:quantidade|qtd\.?|quant\.|n[º°o]\.? de|numero de)\b/;

/** "O custo de eletricista é R$ 446,40: 1 × R$ 189,90 + 3 × R$ 54,30 + …" (rows with no quantity left out). */
function pricedAnswer(
  reading: Reading,
  { quantity, price, measure }: { quantity: number; price: number; measure?: number },
  among: number[],
  least = 2,
): string | null {
  const { table } = reading.hit;
  const terms = among.filter(
    (r) =>
      (table.values[r]?.[quantity] ?? 0) !== 0 &&
      table.values[r]?.[price] != null &&
      (measure === undefined || table.values[r]?.[measure] != null),
  );
  if (terms.length < least) return null;
  const each = (r: number) => (measure === undefined ? 1 : (table.values[r]?.[measure] ?? 0));
  const total = terms.reduce(
    (sum, r) => sum + (table.values[r]?.[quantity] ?? 0) * each(r) * (table.values[r]?.[price] ?? 0),
    0,
  );
  const format = columnFormat(table, price);
  const expression = terms
    .map(
      (r) =>
        `${cellText(table, r, quantity)} × ${measure === undefined ? "" : `${cellText(table, r, measure)} × `}${cellText(table, r, price)}`,
    )
    .join(" + ");
  const headers = [quantity, ...(measure === undefined ? [] : [measure]), price]
    .map((c) => (table.header[c] ?? "").toLowerCase())
    .join(" × ");
  const of = (table.header[quantity] ?? "")
    .replace(/\([^)]*\)/g, "")
    .trim()
    .toLowerCase();
  const money = format.prefix.startsWith("R$") ? formatQuantity(total, "money") : show(total, format);
  if (least === 1) {
    // A column of unit prices added up: the price's own words, of the rows.
    const priced = (table.header[price] ?? "")
      .replace(/\([^)]*\)/g, "")
      .replace(/\s+(?:unit[aá]ri[oa]s?|por unidade)\b/iu, "")
      .trim()
      .toLowerCase();
    const rows = joinNames(terms.map((r) => keyOf(table, r)));
    return `O total de ${priced} de ${rows} é ${money}: ${expression} = ${money} (${headers}) ${cite(reading.hit)}.`;
  }
  return `O custo de ${of} é ${money}: ${expression} = ${money} (${headers}) ${cite(reading.hit)}.`;
}

function productAnswer(reading: Reading, [rate, count]: [number, number], among: number[]): string | null {
  const { table } = reading.hit;
  const terms = among.flatMap((r) => {
    const a = table.values[r]?.[rate];
    const b = table.values[r]?.[count];
    return a == null || b == null ? [] : [{ r, a, b }];
  });
  if (terms.length < 2) return null;
  const total = terms.reduce((sum, { a, b }) => sum + a * b, 0);
  const format = columnFormat(table, rate);
  const unit = format.unit === "money" || /R\$/.test(format.prefix) ? "money" : "number";
  // A chain ("refeições por dia" × "dias por mês") gives the thing per the second column's span.
  const chained = perHeader(table.header[count] ?? "");
  const what = `${perHeader(table.header[rate] ?? "")?.what ?? ""}${chained ? ` por ${chained.per}` : ""}`;
  const expression = terms.map(({ r }) => `${cellText(table, r, count)} × ${cellText(table, r, rate)}`).join(" + ");
  return `O total de ${what} é ${formatQuantity(total, unit)}: ${expression} = ${formatQuantity(total, unit)} (${(table.header[count] ?? "").toLowerCase()} × ${(table.header[rate] ?? "").toLowerCase()}) ${cite(reading.hit)}.`;
}

const TOTAL_STEM = analyze("total");

/** Words that ask a row's part of a column's whole: "participação", "parte", "fatia", "do total". */
const WHOLE_PART_STEMS = new Set(analyze("participação parte fatia total"));

/** A row's figure as a share of its column's total: "o tipo X tem 1.097 de 2.438 ocorrências, 45% do total". */
function shareAnswer(reading: Reading, column: number): string | null {
  const { table } = reading.hit;
  // "que parte do orçamento total vai para X": "total" names the total row, the whole; the part is the other row named.
  // "Quanto a mobilização representa do total da proposta?": the total named outranks the part, which is then the
  // one other row the question names by a word of its own.
  // (A word several rows write, "geradores", names none of them.)
  const partNamed = () => {
    const parts = table.rows.flatMap((_, row) => (isTotalRow(table, row) ? [] : [row]));
    const stemsOf = new Map(parts.map((row) => [row, new Set(analyze(foldAccents(keyOf(table, row).toLowerCase())))]));
    const own = parts.filter((row) =>
      [...(stemsOf.get(row) ?? [])].some(
        (stem) =>
          !isFraming(stem) &&
          reading.questionStems.has(stem) &&
          parts.every((other) => other === row || !stemsOf.get(other)?.has(stem)),
      ),
    );
    return own.length === 1 ? own[0] : undefined;
  };
  const r = reading.rows.find((row) => !isTotalRow(table, row)) ?? partNamed() ?? reading.rows[0];
  if (r === undefined) return columnsShare(reading);
  const [a, b] = reading.columns;
  if (reading.partOfRow && a !== undefined && b !== undefined) return shareWithinRow(reading, r, a, b);
  // A percentage column the question names states the row's own share ("quanto por cento X realizou" over
  // "Realização (%)"): read, not computed as the row's part of another column's total.
  // Not when the question asks the row's part of the whole in so many words ("a participação de X", "que parte").
  const ofWhole = [...reading.questionStems].some((stem) => WHOLE_PART_STEMS.has(stem));
  const stated = ofWhole ? undefined : reading.columns.find((c) => columnFormat(table, c).unit === "percent");
  if (stated !== undefined && table.values[r]?.[stated] != null)
    return `${cellSentence(reading, r, stated)} ${cite(reading.hit)}.`;
  // The parts only: a total row at the foot would count every part twice.
  const parts = table.rows.map((_, row) => row).filter((row) => !isTotalRow(table, row));
  if (!measuresAgree(table, parts, column)) return null;
  // Nor is a table with subtotals one whole ("Total de entradas", "Total de saídas"): no share of all its rows,
  // unless the question names the total row that is its whole ("do total da proposta").
  // The total row the question names, else, when it asks "do total", the last one (what a bill or budget totals).
  const totalsNamed = reading.rows.filter((row) => isTotalRow(table, row));
  const lastTotal = wholeRow(table, []);
  const statedWhole =
    totalsNamed.length === 1 && totalsNamed[0] !== undefined
      ? totalsNamed[0]
      : TOTAL_STEM.some((stem) => reading.questionStems.has(stem)) && lastTotal >= 0
        ? lastTotal
        : null;
  if (table.rows.length - parts.length >= 2 && statedWhole === null) return null;
  const values = table.rows
    .map((_, row) => (isTotalRow(table, row) ? null : table.values[row]?.[column]))
    .filter((v): v is number => v != null);
  const total =
    statedWhole !== null && table.rows.length - parts.length >= 2
      ? (table.values[statedWhole]?.[column] ?? 0)
      : values.reduce((sum, v) => sum + v, 0);
  const value = table.values[r]?.[column];
  if (value == null || total === 0 || r === statedWhole) return null;
  const format = columnFormat(table, column);
  const share = formatQuantity(Math.round((value / total) * 1000) / 10, "percent");
  const row = rowName(reading, r);
  const { noun } = columnNoun(reading, column);
  const whole =
    statedWhole !== null && table.rows.length - parts.length >= 2
      ? keyOf(table, statedWhole).replace(/\*/g, "").trim().toLowerCase()
      : `${noun}, soma de todas as linhas`;
  return `${capitalised(row.text)} ${toHave(row.form)} ${show(value, format)} de ${show(total, format)} (${whole}): ${share} do total, ${show(value, format)} ÷ ${show(total, format)} ${cite(reading.hit)}.`;
}

/** A header unit that only counts ("un", "nº"): the counted noun says it. */
const COUNTING_UNIT = /^(?:|un|und|unid\.?|unidades|n[º°o])$/iu;

/** Of one row's two figures of one unit, the smaller as a share of the larger: "5 de 8 pontos, 62,5%". */
function shareWithinRow(reading: Reading, r: number, a: number, b: number): string | null {
  const { table } = reading.hit;
  const first = table.values[r]?.[a];
  const second = table.values[r]?.[b];
  if (first == null || second == null) return null;
  const [part, whole] = first <= second ? [a, b] : [b, a];
  const partValue = Math.min(first, second);
  const wholeValue = Math.max(first, second);
  if (wholeValue === 0) return null;
  const share = formatQuantity(Math.round((partValue / wholeValue) * 1000) / 10, "percent");
  const partNoun = columnNoun(reading, part);
  const wholeNoun = columnNoun(reading, whole);
  const row = rowName(reading, r);
  const [, bare = row.text] = /^(?:o|a|os|as)\s+(.*)$/u.exec(row.text) ?? [];
  const where =
    row.text === keyOf(table, r) ? `Em ${row.text}` : capitalised(`${withPreposition("em", row.form)} ${bare}`);
  // A count reads as the things counted ("1.327 cortes"), a measure as an amount of it ("30 t de lodo").
  const amount = (c: number, noun: { noun: string; form: NounForm }) =>
    noun.form.plural && COUNTING_UNIT.test(columnFormat(table, c).suffix.trim())
      ? `${table.rows[r]?.[c]?.trim() ?? ""} ${noun.noun}`
      : `${cellText(table, r, c)}${noun.form.plural ? " " : " de "}${noun.noun}`;
  return `${where}, ${amount(part, partNoun)} em ${amount(whole, wholeNoun)}: ${share} (${cellText(table, r, part)} ÷ ${cellText(table, r, whole)}) ${cite(reading.hit)}.`;
}

/**
 * The part and the whole of a share asked row by row: the first figure column named that some other column of its unit
 * holds in every row (at least as large there), that other the largest such. Null when no column holds the part.
 */
function rowShareColumns(
  table: ChunkTable,
  named: number[],
  kinds: ColumnKind[],
): { part: number; whole: number } | null {
  const rows = table.rows.map((_, r) => r).filter((r) => !isTotalRow(table, r));
  const total = (c: number) => rows.reduce((sum, r) => sum + (table.values[r]?.[c] ?? 0), 0);
  const head = (c: number) => foldAccents((table.header[c] ?? "").toLowerCase()).split(/\s+/)[0] ?? "";
  const wholesOf = (part: number): number[] => {
    if (kinds[part] !== "figure" || !isAdditive(table, part)) return [];
    return table.header
      .map((_, c) => c)
      .filter(
        (c) =>
          c !== part &&
          kinds[c] === "figure" &&
          isAdditive(table, c) &&
          table.units[c] === table.units[part] &&
          rows.every((r) => {
            const [p, w] = [table.values[r]?.[part], table.values[r]?.[c]];
            return p != null && w != null && w > 0 && w >= p;
          }),
      )
      .filter((c) => total(c) > total(part))
      .sort((a, b) => total(b) - total(a));
  };
  // "Descargas realizadas" of "Descargas programadas": a whole that counts the same thing as the part comes first,
  // whichever of the two the question names first; short of one, the largest column that holds the part.
  const found = named.map((part) => ({ part, wholes: wholesOf(part) }));
  const kindred = found.find(({ part, wholes }) => wholes.some((c) => head(c) === head(part)));
  const same = kindred?.wholes.find((c) => head(c) === head(kindred.part));
  if (kindred && same !== undefined) return { part: kindred.part, whole: same };
  const first = found.find(({ wholes }) => wholes.length > 0);
  return first?.wholes[0] !== undefined ? { part: first.part, whole: first.wholes[0] } : null;
}

/** "A garagem Sul: 94,9% das ordens concluídas (149 ÷ 157), a mais alta", then every row's, in order. */
function shareRanking(
  reading: Reading,
  { part, whole }: { part: number; whole: number },
  among: number[],
): string | null {
  const { table } = reading.hit;
  const shares = among.flatMap((r) => {
    const [p, w] = [table.values[r]?.[part], table.values[r]?.[whole]];
    return p == null || w == null || w === 0 ? [] : [{ r, value: (p / w) * 100 }];
  });
  if (shares.length < 2) return null;
  const highest = reading.operation !== "min";
  const sorted = [...shares].sort((x, y) => (highest ? y.value - x.value : x.value - y.value));
  const percent = (value: number) => formatQuantity(Math.round(value * 10) / 10, "percent");
  const division = (r: number) => `${cellText(table, r, part)} ÷ ${cellText(table, r, whole)}`;
  const winner = sorted[0] as { r: number; value: number };
  const partNoun = columnNoun(reading, part);
  const row = rowName(reading, winner.r);
  const lines = sorted.map(({ r, value }, i) => `${i + 1}. ${keyOf(table, r)}: ${percent(value)} (${division(r)})`);
  return `${capitalised(row.text)} ${toHave(row.form)} o ${highest ? "maior" : "menor"} percentual de ${partNoun.noun}: ${percent(winner.value)} (${division(winner.r)}) ${cite(reading.hit)}:\n\n${lines.join("\n")}`;
}

/** One column's total as a share of another's, over the same rows: the smaller total is the part. */
function columnsShare(reading: Reading): string | null {
  const { table } = reading.hit;
  const [a, b] = reading.columns;
  if (a === undefined || b === undefined) return null;
  const rows = table.rows.map((_, r) => r).filter((r) => !isTotalRow(table, r));
  const total = (c: number) => rows.reduce((sum, r) => sum + (table.values[r]?.[c] ?? 0), 0);
  // Totals of percentages or rates are no parts, and money is no share of a count: both columns add up, in one unit.
  // A percentage named beside the figure it measures ("Execução (%)" beside "Executado"): that figure's total over the
  // column of its unit that holds it in every row.
  const apart = !isAdditive(table, a) || !isAdditive(table, b) || table.units[a] !== table.units[b];
  // Not when a word of the question names a row the reading did not place ("e o de esgoto?"): that row's own cell.
  const headerStems = new Set(analyze(table.header.join(" ")));
  const key = keyColumn(table);
  const rowWord = rows.some((r) =>
    analyze(table.rows[r]?.[key] ?? "").some((stem) => !headerStems.has(stem) && reading.questionStems.has(stem)),
  );
  const held =
    apart && !rowWord
      ? rowShareColumns(
          table,
          reading.columns,
          table.header.map((_, c) => columnKind(table, c)),
        )
      : null;
  if (apart && !held) return null;
  const [part, whole] = held ? [held.part, held.whole] : total(a) <= total(b) ? [a, b] : [b, a];
  if (total(whole) === 0) return null;
  const format = columnFormat(table, whole);
  const share = formatQuantity(Math.round((total(part) / total(whole)) * 1000) / 10, "percent");
  const partNoun = columnNoun(reading, part);
  const wholeNoun = columnNoun(reading, whole);
  return `${capitalised(definiteArticle(partNoun.form))} ${partNoun.noun} ${partNoun.form.plural ? "somam" : "soma"} ${show(total(part), format)} de ${show(total(whole), format)} de ${wholeNoun.noun}: ${share}, ${show(total(part), format)} ÷ ${show(total(whole), format)} ${cite(reading.hit)}.`;
}

/** A computed figure with its column's unit; a difference of percentages in percentage points. */
/** "O volume caiu 15,9% de Janeiro para Junho": the change from the first row named to the second, in its percent. */
function relativeChange(reading: Reading, chosen: number[], column: number): string | null {
  const { table } = reading.hit;
  const [from, to] = chosen;
  if (from === undefined || to === undefined) return null;
  const a = table.values[from]?.[column];
  const b = table.values[to]?.[column];
  if (a == null || b == null || a === 0) return null;
  const percent = ((b - a) / a) * 100;
  const { noun, form } = columnNoun(reading, column);
  const verb = percent < 0 ? (form.plural ? "caíram" : "caiu") : form.plural ? "subiram" : "subiu";
  const shown = formatQuantity(Math.abs(percent), "percent");
  const formula = `(${cellText(table, to, column)} − ${cellText(table, from, column)}) ÷ ${cellText(table, from, column)} = ${percent < 0 ? "−" : ""}${shown}`;
  if (reading.compared)
    return `${capitalised(definiteArticle(form))} ${noun} ${ofRow(reading, to, noun)} é ${shown} ${percent < 0 ? "menor" : "maior"} que ${definiteArticle(form)} ${withPreposition("de", rowName(reading, from).form)} ${rowName(reading, from).text.replace(/^(?:o|a|os|as)\s+/u, "")}: ${formula} ${cite(reading.hit)}.`;
  return `${capitalised(definiteArticle(form))} ${noun} ${verb} ${shown} de ${keyOf(table, from)} para ${keyOf(table, to)}: (${cellText(table, to, column)} − ${cellText(table, from, column)}) ÷ ${cellText(table, from, column)} = ${percent < 0 ? "−" : ""}${shown} ${cite(reading.hit)}.`;
}

function written(result: Calculation, format: ColumnFormat): string {
  const percentages = format.unit === "percent" || result.figures.every((f) => f.unit === "percent");
  if (result.operation === "difference" && percentages) return `${result.written} pontos percentuais`;
  return show(result.result, { ...format, unit: result.unit });
}

/** The one row that passes a filter, if only one does. */
function soleRow(table: ChunkTable, filter: Filter): number | null {
  const kept = table.rows.flatMap((_, r) => (!isTotalRow(table, r) && passes(table, r, filter) ? [r] : []));
  return kept.length === 1 ? (kept[0] as number) : null;
}

/** Whether the question names, whole, a column other than the key and the one given. */
function namesOtherColumn(table: ChunkTable, headerScores: number[], column: number): boolean {
  return table.header.some((_, c) => c !== column && c !== keyColumn(table) && (headerScores[c] ?? 0) >= 1);
}

function passes(table: ChunkTable, r: number, filter: Filter): boolean {
  if (filter.yes !== undefined) return isYes(table.rows[r]?.[filter.column] ?? "") === filter.yes;
  const value = table.values[r]?.[filter.column];
  if (value === null || value === undefined) return false;
  if (filter.against !== undefined) {
    const bound = table.values[r]?.[filter.against];
    if (bound === null || bound === undefined) return false;
    return filter.above ? value > bound : value < bound;
  }
  if (filter.equal) return Math.abs(value - filter.value) < 1e-9;
  if (filter.above) return filter.inclusive ? value >= filter.value : value > filter.value;
  return filter.inclusive ? value <= filter.value : value < filter.value;
}

/**
 * The question's stems, with a plural in -is also read as its singular in -l where the table writes the singular
 * ("as inspeções anuais" names a cell "anual", which the stemmer keeps apart from the plural). The plural's
 * own stem stays: what the rest of the answer compares the question with is read as written.
 */
function tableForms(question: string, table: ChunkTable): string[] {
  const plain = withAfter(question, analyze(question));
  const singular = analyze(lSingulars(question)).filter((stem) => !plain.includes(stem));
  if (singular.length === 0) return plain;
  const written = writtenStems(table);
  return [...plain, ...singular.filter((stem) => written.has(stem))];
}

/** Every stem a table writes (headers and cells), read once a table: a turn reads its tables several times. */
const WRITTEN_STEMS = new WeakMap<ChunkTable, Set<string>>();
function writtenStems(table: ChunkTable): Set<string> {
  let stems = WRITTEN_STEMS.get(table);
  if (!stems) {
    stems = new Set(analyze([...table.header, ...table.rows.flat()].join(" ")));
    WRITTEN_STEMS.set(table, stems);
  }
  return stems;
}

/**
 * The value some rows, and only they, share in a column other than the key ("anual" under "Periodicidade"): what
 * they were named by. Null when they share none, or every row has it.
 */
function sharedValue(table: ChunkTable, rows: number[]): { column: number; value: string } | null {
  if (rows.length === 0) return null;
  const counted = table.rows.flatMap((_, r) => (isTotalRow(table, r) ? [] : [r]));
  if (rows.length >= counted.length) return null;
  for (let column = 0; column < table.header.length; column++) {
    if (column === keyColumn(table) || columnKind(table, column) === "figure") continue;
    const value = (table.rows[rows[0] ?? -1]?.[column] ?? "").trim();
    const same = (r: number) =>
      foldAccents((table.rows[r]?.[column] ?? "").trim().toLowerCase()) === foldAccents(value.toLowerCase());
    if (value === "" || !rows.every(same)) continue;
    if (counted.filter(same).length === rows.length) return { column, value };
  }
  return null;
}

/** "com perdas acima de 25%". */
function filterPhrase(reading: Reading, filter: Filter): string {
  const { noun } = columnNoun(reading, filter.column);
  if (filter.yes !== undefined) return `${filter.yes ? "com" : "sem"} ${noun}`;
  if (filter.against !== undefined) {
    const other = columnNoun(reading, filter.against);
    return `com ${noun} ${filter.above ? "acima" : "abaixo"} ${withPreposition("de", other.form)} ${other.noun}`;
  }
  const bound = show(filter.value, columnFormat(reading.hit.table, filter.column));
  if (filter.equal) return `com ${noun} de ${bound}`;
  const relation = filter.above
    ? filter.inclusive
      ? "de pelo menos"
      : "acima de"
    : filter.inclusive
      ? "de no máximo"
      : "abaixo de";
  return `com ${noun} ${relation} ${bound}`;
}

const ORDINALS = ["primeir", "segund", "terceir", "quart", "quint", "sext", "sétim", "oitav", "non", "décim"];
/**
 * "concluída a terceira etapa" names the column "Após a etapa 3": the number of an ordinal whose noun a header writes
 * beside that number, as a stem the header can match.
 */
function numberedNouns(folded: string, table: ChunkTable): string[] {
  const numbers: string[] = [];
  for (const found of folded.matchAll(new RegExp(ORDINAL_WORD.source, "gu"))) {
    const place = ORDINALS.map(foldAccents).indexOf(found[1] ?? "") + 1;
    const noun = analyze(singularEndings(found[2] ?? ""))[0];
    if (place === 0 || !noun) continue;
    const numbered = table.header.some((header) => {
      const headerStems = headerStemsOf(header);
      return headerStems.includes(noun) && headerStems.includes(String(place));
    });
    if (numbered) numbers.push(String(place));
  }
  return numbers;
}

/** The ordinals' stems as an alternation, accents folded as the question is. */
const ORDINAL_STEMS = ORDINALS.map(foldAccents).join("|");
/** An ordinal and the word after it: "terceira regional". */
const ORDINAL_WORD = new RegExp(`\\b(${ORDINAL_STEMS})[oa]s?\\s+(\\p{L}+)`, "u");

/** "a terceira regional", "o 2º distrito": the place asked for, 1-based, and the word after it. */
function ordinalIn(folded: string): { place: number; next: string } | null {
  // The last and the one before it, counted from the end: -1, -2.
  const last = /\b(penultim|ultim)[oa]s?\s+(\p{L}+)/u.exec(folded);
  if (last?.[1]) return { place: last[1] === "ultim" ? -1 : -2, next: last[2] ?? "" };
  const word = ORDINAL_WORD.exec(folded);
  if (word?.[1]) {
    const place = ORDINALS.map(foldAccents).indexOf(word[1]) + 1;
    return place > 0 ? { place, next: word[2] ?? "" } : null;
  }
  const digits = /\b(\d{1,2})\s*[ºª°]\s+(\p{L}+)/u.exec(folded);
  return digits ? { place: Number(digits[1]), next: digits[2] ?? "" } : null;
}

const PLACED_PAIR = new RegExp(
  `\\b(?:d[oa]|entre\\s+[oa])\\s+(${ORDINAL_STEMS})[oa]\\s+(?:para|e|a|ao|até|ate)\\s+(?:[oa]\\s+)?(${ORDINAL_STEMS})[oa]\\s+(\\p{L}+)`,
  "u",
);

/**
 * Two rows named by their places ("do primeiro para o terceiro ensaio", "entre a segunda e a quarta etapa"), when the
 * noun after them names the rows (the key column's header): their indices in the table's order, total rows aside.
 */
function placedPair(table: ChunkTable, folded: string): number[] {
  const found = PLACED_PAIR.exec(folded);
  if (!found?.[1] || !found[2] || !found[3]) return [];
  if (headerMatch(table.header[keyColumn(table)] ?? "", new Set(analyze(singularEndings(found[3])))) === 0) return [];
  const order = table.rows.flatMap((_, r) => (isTotalRow(table, r) ? [] : [r]));
  const stems = ORDINALS.map(foldAccents);
  const [from, to] = [found[1], found[2]].map((stem) => order[stems.indexOf(stem)]);
  return from !== undefined && to !== undefined && from !== to ? [from, to] : [];
}

/** The years a text names: "2024", "2026". */
/**
 * "somando 2027 a 2029" adds up three years, not two: a span of years written by its ends ("de A a B", "A a B", "A–B",
 * "entre A e B") is every year in it, where the question adds up or averages. Between two years asked otherwise ("quanto
 * caiu entre 2019 e 2023") the ends are what is compared.
 */
export function withYearRanges(question: string): string {
  const operation = operationIn(foldAccents(question.toLowerCase()));
  if (operation !== "sum" && operation !== "average") return question;
  return question.replace(
    /\b((?:19|20)\d{2})\s*(?:a|até|ate|–|—|-|e)\s*((?:19|20)\d{2})\b/gu,
    (whole, from: string, to: string, at: number) => {
      const first = Number(from);
      const last = Number(to);
      // "e" joins two years only after "entre": "2027 e 2029" alone names the two.
      const joined = /\se\s/.test(whole) && !/\bentre\s+$/iu.test(question.slice(0, at));
      if (joined || last <= first || last - first > 10) return whole;
      const span = Array.from({ length: last - first + 1 }, (_, i) => String(first + i));
      return `${span.slice(0, -1).join(", ")} e ${span.at(-1)}`;
    },
  );
}

export function yearsIn(text: string): string[] {
  return text.match(/\b(?:19|20)\d{2}\b/g) ?? [];
}

/** The text with its years taken out: "Orçamento 2027 (R$)" → "Orçamento (R$)". */
const withoutYears = (text: string) =>
  text
    .replace(/\b(?:19|20)\d{2}\b/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** "A, B e C". */
export function joinNames(names: string[]): string {
  const clean = names.filter(Boolean);
  if (clean.length <= 1) return clean.join("");
  return `${clean.slice(0, -1).join(", ")} e ${clean.at(-1)}`;
}

/** A count and what it counts, in digits or in the words `countWord` reads ("os seis reservatórios"). */
const COUNTED_THINGS = /\b(\d{1,2}|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez)\s+(\p{L}{3,})/gu;

/**
 * A period's header as when it was ("Outubro de 2026" → "em outubro de 2026", "2º tri" → "no 2º tri"), its unit left
 * out; null for a header that is no period.
 */
export function periodPhrase(header: string): string | null {
  const period = header.replace(/\s*\([^)]*\)\s*$/u, "").trim();
  if (!WHOLE_PERIOD.test(period)) return null;
  // "3T26", "1S2025": a quarter or a half of a year, as results are written.
  if (/^[1-4][º°o]|^[1-4][TS]\d/u.test(period)) return `no ${period}`;
  if (/^(?:semana|\d+[ªa]\s+semana)/iu.test(period)) return `na ${period.charAt(0).toLowerCase()}${period.slice(1)}`;
  return `em ${/^\d/u.test(period) ? period : period.charAt(0).toLowerCase() + period.slice(1)}`;
}

/**
 * A header that is a period and nothing else, its unit aside ("2027 (R$ mil)", "2027–2028", "Outubro de 2026",
 * "dez/2028", "Set", "2º tri", "3T26"): not one that merely opens like a month ("Marco de conclusão", "Maior ΔT", "Novo
 * término"). "Março" keeps its cedilla, so that a column "Marco" (a milestone) is no month.
 */
const WHOLE_PERIOD = new RegExp(
  `^(?:(?:19|20)\\d{2}(?:\\s*[–-]\\s*(?:19|20)?\\d{2})?|(?:${MONTH_NAMES.map((month) => (month === "marco" ? "março" : month)).join("|")})(?:(?:\\s+de\\s+|\\/)(?:19|20)\\d{2})?|(?:jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez)\\.?(?:\\/(?:19|20)?\\d{2})?|[1-4][º°o]\\s*(?:tri|sem)\\p{L}*(?:\\s+(?:de\\s+)?(?:19|20)\\d{2})?|semana\\s+\\d{1,2}|\\d{1,2}[ªa]\\s+semana|[1-4][TS](?:19|20)?\\d{2})$`,
  "iu",
);

/** "Em que ano…", "qual foi o mês…": which period, asked. */
const WHICH_PERIOD = /\b(?:em que|em qual|qual(?: foi| e)?(?: o)?) (ano|mes|trimestre|semestre)\b/;
/** The period a which-question names, as the answer writes it. */
const PERIOD_NOUNS: Record<string, string> = { ano: "ano", mes: "mês", trimestre: "trimestre", semestre: "semestre" };
/** "a média anual", "por ano, em média", "em média, por mês": a period's mean, asked. */
const PERIOD_MEAN =
  /\bmedia (?:anual|mensal|trimestral|semestral)\b|\bmedia\b.*\b(?:por|ao|a cada) (?:ano|mes)\b|\b(?:por|ao|a cada) (?:ano|mes)\b.*\bmedia\b/;

/**
 * A table whose columns are periods ("| Item | 2027 (R$ mil) | 2028 (R$ mil) | 2029 (R$ mil) | Total |"), read
 * across: which period has the most or the least, a period's mean, or how far one period stands from another. The
 * row is the one the question names, else the table's total row, else every row added up per period. Null unless the
 * question asks one of these and such a table holds its words.
 */
export function periodColumnAnswer(question: string, passages: PromptPassage[]): TableAnswer | null {
  const folded = foldAccents(question.toLowerCase());
  const years = yearsIn(question);
  const operation = WHICH_PERIOD.test(folded) ? operationIn(folded) : null;
  const which = operation === "max" || operation === "min" ? operation : null;
  const mean = PERIOD_MEAN.test(folded);
  const between = years.length === 2 && /\b(?:diferenca|a mais|a menos)\b/.test(folded);
  // "quanto a frota vai gastar em 2027?": one period's amount, its column's total.
  // Only an amount spent or paid: "quantos km faltam até 2029" asks another table's figure.
  const single = years.length === 1 && !which && !mean && MONEY_VERB_OR_NOUN.test(folded);
  // "quanto as cinco produziram juntas em setembro?": a month's column added up, where a table heads one by it.
  const month = /\b(janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)\b/.exec(
    folded,
  )?.[1];
  const monthTotal = !single && !which && !mean && years.length <= 1 && month !== undefined && GROUP_SUM.test(folded);
  const heads = (header: string) => {
    const label = foldAccents(header.toLowerCase()).trim();
    return single
      ? label.startsWith(years[0] ?? "")
      : month !== undefined && label.startsWith(month) && (years.length === 0 || label.includes(years[0] ?? ""));
  };
  // "somados os anos, quanto por cento fica com X?": a row's amount over every period, of the table's; not a period's
  // ("em outubro" names one).
  const shareOverPeriods =
    years.length === 0 && PART_ASKED.test(folded) && WHOLE_SPAN_ASKED.test(folded) && monthIn(folded) === null;
  if (!which && !mean && !between && !single && !monthTotal && !shareOverPeriods) return null;
  const stems = new Set(analyze(singularEndings(question)));
  const candidates = passageTables(passages).flatMap((hit) => {
    const { table, passage } = hit;
    const periods = table.header.flatMap((header, c) =>
      periodPhrase(header) !== null && columnKind(table, c) === "figure" ? [c] : [],
    );
    if (periods.length < 2) return [];
    // A document of that month ("boletim de outubro") states the month's own figures elsewhere: its columns of other
    // years' same month are comparisons, not the month asked.
    if (monthTotal && (!periods.some((c) => heads(table.header[c] ?? "")) || ownPeriod(passage, month ?? "")))
      return [];
    // A share over the periods is of a row: its key names the table as well.
    const keys = shareOverPeriods ? table.rows.map((_, r) => keyOf(table, r)).join(" ") : "";
    const words = new Set(
      analyze(
        `${passage.location ?? ""} ${leadIn(passage.text)} ${passage.documentName} ${table.header.join(" ")} ${keys}`,
      ),
    );
    const score = [...stems].filter((stem) => !isFraming(stem) && words.has(stem)).length;
    return score > 0 ? [{ hit, periods, score }] : [];
  });
  const chosen = candidates.sort((a, b) => b.score - a.score)[0];
  if (!chosen) return null;
  const { hit, periods } = chosen;
  const { table } = hit;
  const rows = table.rows.map((_, r) => r);
  const named = rows.find((r) => !isTotalRow(table, r) && cellMention(keyOf(table, r), folded, stems, question) >= 0);
  const total = rows.find((r) => isTotalRow(table, r));
  const row = named ?? total;
  // Which period has the most, with no row named and no total row, adds the rows up: only when the question names what
  // they are (the key's header: "Programa", "Regional"); a statement's lines ("Receita", "Custos") add up to nothing.
  const keyHeader = analyze(table.header[keyColumn(table)] ?? "").filter((stem) => !isFraming(stem));
  if (which && row === undefined && !keyHeader.some((stem) => stems.has(stem))) return null;
  const valueAt = (c: number) =>
    row !== undefined
      ? (table.values[row]?.[c] ?? null)
      : rows.reduce((sum, r) => sum + (table.values[r]?.[c] ?? 0), 0);
  if (single || monthTotal || shareOverPeriods) {
    const text =
      single || monthTotal
        ? periodTotal(table, periods, heads, named)
        : named !== undefined
          ? rowShareOverPeriods(table, periods, named)
          : null;
    if (!text) return null;
    return {
      text: `${text} ${cite(hit)}.`,
      stems: new Set([...stems].filter((stem) => !isFraming(stem))),
      weak: false,
      computed: true,
      header: table.header,
      whichRow: false,
      keys: table.rows.map((_, r) => keyOf(table, r)),
    };
  }
  const figures = periods.flatMap((c) => {
    const value = valueAt(c);
    const label = (table.header[c] ?? "").replace(/\s*\([^)]*\)\s*$/, "").trim();
    return value === null ? [] : [{ c, value, label }];
  });
  if (figures.length < 2) return null;
  const format = columnFormat(table, figures[0]?.c ?? 0);
  const what = row === named && named !== undefined ? ` de ${keyOf(table, named)}` : "";
  const answer = (text: string): TableAnswer => ({
    text: `${text} ${cite(hit)}.`,
    stems: new Set([...stems].filter((stem) => !isFraming(stem))),
    weak: false,
    computed: true,
    header: table.header,
    whichRow: false,
    keys: figures.map((figure) => figure.label),
  });
  if (between) {
    const [a, b] = years.map((year) => figures.find((figure) => figure.label.startsWith(year)));
    if (!a || !b) return null;
    const delta = Math.abs(a.value - b.value);
    const [high, low] = a.value >= b.value ? [a, b] : [b, a];
    return answer(
      `A diferença${what} entre ${high.label} e ${low.label} é de ${show(delta, format)}: ${formatQuantity(high.value, format.unit)} − ${formatQuantity(low.value, format.unit)} = ${formatQuantity(delta, format.unit)}`,
    );
  }
  if (mean) {
    const sum = figures.reduce((acc, figure) => acc + figure.value, 0);
    const average = sum / figures.length;
    return answer(
      `A média por período${what} é ${show(average, format)}: (${figures.map((figure) => formatQuantity(figure.value, format.unit)).join(" + ")}) / ${figures.length} = ${formatQuantity(average, format.unit)}`,
    );
  }
  const ordered = [...figures].sort((a, b) => (which === "max" ? b.value - a.value : a.value - b.value));
  const first = ordered[0] as (typeof ordered)[number];
  const sign = which === "max" ? " > " : " < ";
  const noun = PERIOD_NOUNS[WHICH_PERIOD.exec(folded)?.[1] ?? ""];
  return answer(
    `O ${noun ?? "período"} ${first.label} tem o ${which === "max" ? "maior" : "menor"} valor${what}: ${show(first.value, format)} (${ordered.map((figure) => `${figure.label} ${show(figure.value, format)}`).join(sign)})`,
  );
}

/** Whether the document is of that month: its name or its title writes it. */
function ownPeriod(passage: PromptPassage, month: string): boolean {
  const title = `${passage.documentName} ${(passage.location ?? "").split(">")[0] ?? ""}`;
  return foldAccents(title.toLowerCase()).includes(month);
}

/** Money spent or paid, by its verb or its noun: "gastar", "custa", "pagar", "o orçamento", "o gasto". */
export const MONEY_VERB_OR_NOUN =
  /\b(?:cust\w*|gast\w*|pag(?:a|am|ar|ou|aram|ara|arao)|despesas?|orcamento|investiment\w*|investir|desembols\w*)\b/;
/** Every period at once: "o total dos dois anos", "somando os anos", "no período todo". */
const WHOLE_SPAN_ASKED = /\b(?:total|somad[oa]s?|somando|ao todo|(?:dois|tres|quatro|todos os) anos|periodo todo)\b/;

/** A figure lost or gained between two moments: "perdeu", "ganharam", "diminuiu", "encolheu". */
const CHANGE_VERB = /\b(?:perd(?:eu|eram|e|em)|ganh(?:ou|aram|a|am)|diminu(?:iu|iram|i|em)|encolheu|encolheram)\b/;

/** A share asked: "percentual", "porcentagem", "por cento", "que parte", "fração", "proporção". */
/** A share asked: "percentual", "que parte", or the rate of an act ("taxa de execução", "índice de atendimento"). */
const PART_ASKED =
  /\b(percentual|porcentagem|por cento|que parte|fracao|proporcao)\b|\b(?:taxa|indice)s? de \p{L}+(?:cao|mento|sao)\b/u;

/**
 * A share asked, unless its only word of share is the "taxa de X" a row of the table is named by ("Taxa de
 * interligação | lote | 280,00"): that names the row, a fee, not a rate asked of it.
 */
function partAskedOf(folded: string, table: ChunkTable): boolean {
  const asked = PART_ASKED.exec(folded);
  if (!asked) return false;
  if (asked[1]) return true;
  const named = asked[0];
  return !table.rows.some((row) => row.some((cell) => foldAccents(cell.toLowerCase()).includes(named)));
}

/**
 * "O total de 2027 é R$ 393 mil: 96 + 210 + …": the period's column added up over the rows (its total row when the
 * table has one), or null when the period (a year, a month) heads no column or the question names a row (a cell, read
 * elsewhere).
 */
function periodTotal(
  table: ChunkTable,
  periods: number[],
  heads: (header: string) => boolean,
  named: number | undefined,
): string | null {
  const column = periods.find((c) => heads(table.header[c] ?? ""));
  if (column === undefined || named !== undefined) return null;
  const format = columnFormat(table, column);
  const label = (table.header[column] ?? "").replace(/\s*\([^)]*\)\s*$/, "").trim();
  const totalRow = wholeRow(table, []);
  const rows = table.rows.map((_, r) => r).filter((r) => !isTotalRow(table, r) && table.values[r]?.[column] != null);
  if (totalRow >= 0 && table.values[totalRow]?.[column] != null)
    return `O total de ${label} é ${show(table.values[totalRow]?.[column] ?? 0, format)}`;
  if (rows.length < 2) return null;
  const sum = rows.reduce((acc, r) => acc + (table.values[r]?.[column] ?? 0), 0);
  const terms = rows.map((r) => formatQuantity(table.values[r]?.[column] ?? 0, format.unit)).join(" + ");
  return `O total de ${label} é ${show(sum, format)}: ${terms} = ${formatQuantity(sum, format.unit)}`;
}

/** "X soma R$ 255 mil de R$ 647 mil nos períodos: 39,4%": a row over every period column, of all rows'. */
function rowShareOverPeriods(table: ChunkTable, periods: number[], row: number): string | null {
  const rows = table.rows.map((_, r) => r).filter((r) => !isTotalRow(table, r));
  const sumOf = (r: number) => periods.reduce((acc, c) => acc + (table.values[r]?.[c] ?? 0), 0);
  const part = sumOf(row);
  const whole = rows.reduce((acc, r) => acc + sumOf(r), 0);
  if (whole === 0 || part === 0) return null;
  const format = columnFormat(table, periods[0] ?? 0);
  const labels = periods.map((c) => (table.header[c] ?? "").replace(/\s*\([^)]*\)\s*$/, "").trim());
  const share = formatQuantity(Math.round((part / whole) * 1000) / 10, "percent");
  return `${keyOf(table, row)} soma ${show(part, format)} de ${show(whole, format)} em ${joinNames(labels)}: ${share}, ${formatQuantity(part, format.unit)} ÷ ${formatQuantity(whole, format.unit)}`;
}

/** "somado", "no total", "ao todo": the figures of a group's rows added up. */
const GROUP_SUM = /\b(?:somad[oa]s?|soma|somando|no total|ao todo|juntos|juntas|total)\b/;

/**
 * "Qual etapa tem o maior custo somado?" over a table whose rows carry a column that groups them ("Etapa":
 * 1, 1, 2, 2, 3): the rows of each group added up in the column the question names, the group with the most or the
 * least. The group column is named by the noun the question asks which of; its values repeat. Null unless the question
 * asks which group, with a sum, and a table has such a column and a figure column the question names.
 */
export function groupedAnswer(question: string, passages: PromptPassage[]): TableAnswer | null {
  const folded = foldAccents(question.toLowerCase());
  const asked = /^(?:e\s+)?(?:qual|que|quais)\s+(\p{L}{3,})\b/u.exec(folded)?.[1];
  const operation = operationIn(folded.replace(GROUP_SUM, " "));
  if (!asked || !GROUP_SUM.test(folded) || (operation !== "max" && operation !== "min")) return null;
  const askedStem = new Set(analyze(singularEndings(asked)));
  const stems = withKindred(new Set(analyze(singularEndings(question))));
  for (const hit of passageTables(passages)) {
    const { table } = hit;
    const rows = table.rows.map((_, r) => r).filter((r) => !isTotalRow(table, r));
    const group = table.header.findIndex((header, c) => {
      if (headerMatch(header, askedStem) < 0.5) return false;
      const values = rows.map((r) => (table.rows[r]?.[c] ?? "").trim());
      return new Set(values).size < values.length && new Set(values).size >= 2;
    });
    if (group < 0) continue;
    const measured = table.header
      .map((header, c) => ({ c, score: headerMatch(header, stems) }))
      .filter(({ c, score }) => c !== group && score >= 0.5 && columnKind(table, c) === "figure")
      .sort((a, b) => b.score - a.score)[0]?.c;
    if (measured === undefined) continue;
    const sums = new Map<string, number>();
    for (const r of rows) {
      const key = (table.rows[r]?.[group] ?? "").trim();
      sums.set(key, (sums.get(key) ?? 0) + (table.values[r]?.[measured] ?? 0));
    }
    const ordered = [...sums].sort((a, b) => (operation === "max" ? b[1] - a[1] : a[1] - b[1]));
    const [first] = ordered;
    if (!first) continue;
    const format = columnFormat(table, measured);
    const noun = (table.header[group] ?? "").replace(/\s*\([^)]*\)\s*$/, "").trim();
    const name = (key: string) => (/^\d+$/.test(key) ? `${noun} ${key}` : key);
    const what = (table.header[measured] ?? "")
      .replace(/\s*\([^)]*\)\s*$/, "")
      .trim()
      .toLowerCase();
    const sign = operation === "max" ? " > " : " < ";
    return {
      text: `${capitalised(name(first[0]))} tem o ${operation === "max" ? "maior" : "menor"} ${what} somado: ${show(first[1], format)} (${ordered.map(([key, sum]) => `${name(key)} ${show(sum, format)}`).join(sign)}) ${cite(hit)}.`,
      stems: new Set([...stems].filter((stem) => !isFraming(stem))),
      weak: false,
      computed: true,
      header: table.header,
      whichRow: true,
      keys: ordered.map(([key]) => name(key)),
    };
  }
  return null;
}
