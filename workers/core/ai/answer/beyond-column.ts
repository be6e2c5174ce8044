import { formatQuantity, parseQuantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import {
  capitalised,
  definiteArticle,
  headOf,
  isPluralNoun,
  nounForm,
  singularOf,
  withPreposition,
} from "./agreement.ts";
import { tablesIn, type Unit } from "./passage-units.ts";
import { whichNoun } from "./question-shape.ts";
import { joinNames, pluralPhrase } from "./table-answer.ts";
import { isFraming } from "./unit-ranking.ts";

/**
 * "Que poço passou do limite de alerta?" over a table whose rows each carry their reading and their limit
 * ("Nível em dezembro (m)", "Limite de alerta (m)"): the rows whose reading is past their own limit, each with both
 * figures. The limit is the column the question names after its verb; the reading, a column of the same unit the
 * question names, else the last one before the limits (the latest reading). "Ficou abaixo de" asks the other side.
 * Null when the question asks no such comparison or no table has a column of what it names.
 */
export function rowsBeyondColumn(question: string, units: Unit[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  const asked = BEYOND.exec(folded);
  if (!asked?.[2]) return null;
  // Which rows, or how many: "quantos pontos" past a limit asks an amount, not rows.
  const noun = whichNoun(question);
  if (!noun || MEASURE_NOUNS.test(foldAccents(noun.toLowerCase()))) return marginPastColumn(folded, asked, units);
  const counted = /\bquant[oa]s\b/u.test(folded);
  const below = /abaixo|menos/.test(asked[1] ?? "");
  const limitStems = analyze(asked[2]).filter((stem) => !isFraming(stem));
  if (limitStems.length === 0) return null;
  const questionStems = new Set(analyze(folded.slice(0, asked.index)));
  for (const rows of tablesIn(units)) {
    const header = rows[0]?.table?.header ?? [];
    const columns = limitAndReading(header, rows, limitStems, questionStems);
    if (!columns) continue;
    const { limit, reading, measure, limitName, readingName } = columns;
    const passing = rows.filter((row) => {
      const value = parseQuantity(row.table?.cells[reading] ?? "")?.value;
      const bound = parseQuantity(row.table?.cells[limit] ?? "")?.value;
      return value !== undefined && bound !== undefined && (below ? value < bound : value > bound);
    });
    const cites = [...new Set(rows.map((row) => row.passage.n))].map((n) => `[${n}]`).join("");
    const side = below ? "abaixo" : "acima";
    if (passing.length === 0)
      return `Nenhum dos itens da tabela ficou ${side} ${ofLimit(limitName)}: em ${readingName}, todos ficaram ${below ? "acima" : "abaixo"} ou no limite ${cites}.`;
    const show = (cells: string[], c: number) =>
      `${formatQuantity(parseQuantity(cells[c] ?? "")?.value ?? 0, null)}${measure ? ` ${measure}` : ""}`;
    const names = passing.map((row) => row.table?.cells[0] ?? "");
    const figures = passing.map((row) => {
      const cells = row.table?.cells ?? [];
      return `${cells[0]}, ${show(cells, reading)} (${readingName}) contra ${show(cells, limit)}`;
    });
    // "Que poço…": the answer names the thing as the question does, so a pronoun after it finds the row.
    const usage = rows.map((row) => row.passage.text).join(" ");
    const form = noun ? nounForm(noun, usage) : null;
    const subject =
      noun && form
        ? `${capitalised(definiteArticle({ ...form, plural: passing.length > 1 }))} ${passing.length > 1 ? pluralPhrase(singularOf(noun)) : singularOf(noun)} ${joinNames(names)}`
        : joinNames(names);
    const count = counted ? `${passing.length === 1 ? "Apenas um" : `São ${passing.length}`}: ` : "";
    const said =
      count && /^(?:O|A|Os|As)\s/u.test(subject) ? subject.charAt(0).toLowerCase() + subject.slice(1) : subject;
    return `${count}${said} ${passing.length === 1 ? "ficou" : "ficaram"} ${side} ${ofLimit(limitName)}: ${figures.join("; ")} ${cites}.`;
  }
  return null;
}

/**
 * "Quanto o indicador X passou do teto?", "Por quantas horas …": of the one row the question names, how far its
 * reading is past (or short of) its own limit, in the limit's unit. The columns are found as for the rows past it.
 */
function marginPastColumn(folded: string, asked: RegExpExecArray, units: Unit[]): string | null {
  if (!/\bquant[oa]s?\b/u.test(folded)) return null;
  const limitStems = analyze(asked[2] ?? "").filter((stem) => !isFraming(stem));
  if (limitStems.length === 0) return null;
  const questionStems = new Set(analyze(folded.slice(0, asked.index)).filter((stem) => !isFraming(stem)));
  for (const rows of tablesIn(units)) {
    const header = rows[0]?.table?.header ?? [];
    const columns = limitAndReading(header, rows, limitStems, questionStems, true);
    if (!columns) continue;
    // The row its key's words name, alone: "o DIC" of rows "DIC — …", "DMIC — …".
    const scored = rows.map((row) => ({
      row,
      // Folded as the question is: "Manganês" and "manganes" stem apart.
      score: analyze(foldAccents(row.table?.cells[0] ?? "")).filter(
        (stem) => questionStems.has(stem) && !isFraming(stem),
      ).length,
    }));
    const top = Math.max(0, ...scored.map((entry) => entry.score));
    const named = scored.filter((entry) => entry.score === top && top > 0);
    if (named.length !== 1) continue;
    const cells = named[0]?.row.table?.cells ?? [];
    const value = parseQuantity(cells[columns.reading] ?? "")?.value;
    const bound = parseQuantity(cells[columns.limit] ?? "")?.value;
    if (value === undefined || bound === undefined) continue;
    // Said as it is, whichever side the question supposed.
    const side = value >= bound ? "acima" : "abaixo";
    // A unit the row's name gives ("Tempo de reparo (h)") where the header gives none.
    const measure = columns.measure || (/\(([^()\d]{1,8})\)\s*$/u.exec(cells[0] ?? "")?.[1]?.trim() ?? "");
    const unit = measure === "%" ? "%" : measure ? ` ${measure}` : "";
    const name = (cells[0] ?? "").replace(/\s*\([^()]{1,8}\)\s*$/u, "");
    const verb = isPluralNoun(headOf(name)) ? "ficaram" : "ficou";
    const show = (figure: number) => `${formatQuantity(figure, null)}${unit}`;
    // Two percentages are apart by points: "3,5 pontos percentuais".
    const gap = Math.round(Math.abs(value - bound) * 1000) / 1000;
    const margin = measure === "%" ? `${formatQuantity(gap, null)} pontos percentuais` : show(gap);
    const [high, low] = value >= bound ? [value, bound] : [bound, value];
    const cite = `[${named[0]?.row.passage.n}]`;
    return `${capitalised(name)} ${verb} ${margin} ${side} ${ofLimit(columns.limitName)}: ${formatQuantity(high, null)} − ${formatQuantity(low, null)} = ${margin} (${columns.readingName}: ${show(value)}; ${columns.limitName}: ${show(bound)}) ${cite}.`;
  }
  return marginPastStated(folded, asked, units);
}

/**
 * "Quantos pontos a bomba B ficou abaixo do mínimo de rendimento?" where no column holds the limit but a sentence
 * states it ("rendimento da bomba de no mínimo 84,0%"): the named row's reading in the column the limit's words name,
 * against the one bound a sentence writes beside that column's word. Null unless one row, one column and one such
 * bound are found.
 */
function marginPastStated(folded: string, asked: RegExpExecArray, units: Unit[]): string | null {
  const limitStems = analyze(asked[2] ?? "").filter((stem) => !isFraming(stem));
  const questionStems = new Set(analyze(folded.slice(0, asked.index)).filter((stem) => !isFraming(stem)));
  for (const rows of tablesIn(units)) {
    const header = rows[0]?.table?.header ?? [];
    const columns = header.flatMap((name, c) => {
      const stems = analyze(name.replace(/\(.*?\)/g, " ")).filter((stem) => !isFraming(stem));
      return c > 0 && stems.length > 0 && stems.every((stem) => limitStems.includes(stem)) ? [c] : [];
    });
    if (columns.length !== 1) continue;
    const column = columns[0] ?? 0;
    const scored = rows.map((row) => ({
      row,
      score: analyze(foldAccents(row.table?.cells[0] ?? "")).filter((stem) => questionStems.has(stem)).length,
    }));
    const top = Math.max(0, ...scored.map((entry) => entry.score));
    const named = scored.filter((entry) => entry.score === top && top > 0);
    if (named.length !== 1 || !named[0]) continue;
    const { row } = named[0];
    const cell = row.table?.cells[column] ?? "";
    const reading = parseQuantity(cell);
    if (!reading) continue;
    const columnName = (header[column] ?? "").replace(/\s*\(.*?\)\s*$/u, "").trim();
    const percent = reading.unit === "percent" || /\(%\)/u.test(header[column] ?? "");
    const columnStems = analyze(columnName).filter((stem) => !isFraming(stem));
    const bounds = units.flatMap((unit) => {
      if (unit.kind === "row") return [];
      const stems = new Set(analyze(unit.text));
      if (!columnStems.every((stem) => stems.has(stem))) return [];
      return [...unit.text.matchAll(STATED_BOUND)].flatMap((match) => {
        const isPercent = Boolean(match[3]);
        if (isPercent !== percent) return [];
        const value = parseQuantity(match[2] ?? "")?.value;
        return value === undefined ? [] : [{ value, word: (match[1] ?? "").toLowerCase(), n: unit.passage.n }];
      });
    });
    const values = [...new Set(bounds.map((bound) => bound.value))];
    if (values.length !== 1 || !bounds[0]) continue;
    const bound = bounds[0];
    const value = reading.value;
    const side = value >= bound.value ? "acima" : "abaixo";
    const gap = Math.round(Math.abs(value - bound.value) * 1000) / 1000;
    const unit = percent ? "%" : reading.measure ? ` ${reading.measure}` : "";
    const margin = percent ? `${formatQuantity(gap, null)} pontos percentuais` : `${formatQuantity(gap, null)}${unit}`;
    const [high, low] = value >= bound.value ? [value, bound.value] : [bound.value, value];
    const name = row.table?.cells[0] ?? "";
    const verb = isPluralNoun(headOf(name)) ? "ficaram" : "ficou";
    const limitName = (asked[2] ?? "").trim();
    return `${capitalised(name)} ${verb} ${margin} ${side} ${ofLimit(limitName)}: ${formatQuantity(high, null)} − ${formatQuantity(low, null)} = ${margin} (${columnName.toLowerCase()}: ${formatQuantity(value, null)}${unit}; ${bound.word} ${formatQuantity(bound.value, null)}${unit}) [${row.passage.n}][${bound.n}].`;
  }
  return null;
}

/** A bound a sentence writes before its figure: "de no mínimo 84,0%", "máximo de 3,5 mm/s", "meta de 95%". */
const STATED_BOUND =
  /\b(no m[ií]nimo|m[ií]nim[oa] de|no m[aá]ximo|m[aá]xim[oa] de|pelo menos|garantid[oa] de|limite de|meta de)\s+(\d{1,3}(?:\.\d{3})*(?:,\d+)?)\s*(%)?/giu;

/** "do limite mensal", "da meta": the limit's name after "de", with its article. */
const ofLimit = (name: string) => `${withPreposition("de", nounForm(name))} ${name}`;

/** The limit column the question names after its verb, and the reading of the same unit it is set against. */
function limitAndReading(
  header: string[],
  rows: Unit[],
  limitStems: string[],
  questionStems: Set<string>,
  eitherSide = false,
): { limit: number; reading: number; measure: string; limitName: string; readingName: string } | null {
  const limit = header.findIndex((name) => {
    const stems = analyze(name.replace(/\(.*?\)/g, " "));
    return limitStems.every((stem) => stems.includes(stem));
  });
  if (limit < 0) return null;
  const unitOf = (name: string) => /\(([^)]+)\)\s*$/u.exec(name)?.[1]?.trim() ?? "";
  const measure = unitOf(header[limit] ?? "");
  const sameUnit = header.flatMap((name, c) =>
    c !== limit && c !== 0 && unitOf(name) === measure && rows.every((row) => parses(row.table?.cells[c])) ? [c] : [],
  );
  // The readings before the limits, as a report writes them; for one row's margin, else a reading written after its
  // target ("| Meta | Realizado |").
  const before = sameUnit.filter((c) => c < limit);
  const readings = before.length > 0 || !eitherSide ? before : sameUnit;
  const named = readings.filter((c) =>
    analyze((header[c] ?? "").replace(/\(.*?\)/g, " ")).some((stem) => questionStems.has(stem) && !isFraming(stem)),
  );
  const reading = named.length === 1 ? named[0] : readings.at(-1);
  if (reading === undefined) return null;
  const name = (c: number) => (header[c] ?? "").replace(/\s*\(.*?\)\s*$/u, "").toLowerCase();
  return { limit, reading, measure, limitName: name(limit), readingName: name(reading) };
}

/** A reading past a limit: "passou do", "ultrapassaram o", "ficaram abaixo do" a column's name. */
const BEYOND =
  /\b(passou|passaram|ultrapassou|ultrapassaram|superou|superaram|excedeu|excederam|(?:ficou|ficaram|esta|estao|estava|estavam) (?:acima|abaixo)|(?:ficou|ficaram) (?:com )?menos)\s+(?:d[oa]s?|o|a|os|as)?\s*([\p{L}\s]+?)(?=\s+(?:no|na|nos|nas|em|neste|nesse|durante|ate)\b|[?,.]|$)/u;

/** Nouns of a measure ("quantos pontos", "quantos dias"): an amount asked, not a count of rows. */
const MEASURE_NOUNS = /^(?:pontos?|percentuais|dias|horas|minutos|metros|reais|litros|vezes|mil|milhoes)$/u;

const parses = (cell: string | undefined) => cell !== undefined && parseQuantity(cell) !== null;
