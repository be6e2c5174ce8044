import { formatQuantity, parseQuantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { capitalised, definiteArticle, nounForm, singularOf } from "./agreement.ts";
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
  if (!noun || MEASURE_NOUNS.test(foldAccents(noun.toLowerCase()))) return null;
  const counted = /\bquant[oa]s\b/u.test(folded);
  const below = /abaixo|menos/.test(asked[1] ?? "");
  const limitStems = analyze(asked[2]).filter((stem) => !isFraming(stem));
  if (limitStems.length === 0) return null;
  const questionStems = new Set(analyze(folded.slice(0, asked.index)));
  for (const rows of tablesIn(units)) {
    const header = rows[0]?.table?.header ?? [];
    const limit = header.findIndex((name) => {
      const stems = analyze(name.replace(/\(.*?\)/g, " "));
      return limitStems.every((stem) => stems.includes(stem));
    });
    if (limit < 0) continue;
    const unitOf = (name: string) => /\(([^)]+)\)\s*$/u.exec(name)?.[1]?.trim() ?? "";
    const measure = unitOf(header[limit] ?? "");
    const readings = header.flatMap((name, c) =>
      c !== limit && c < limit && unitOf(name) === measure && rows.every((row) => parses(row.table?.cells[c]))
        ? [c]
        : [],
    );
    const named = readings.filter((c) =>
      analyze((header[c] ?? "").replace(/\(.*?\)/g, " ")).some((stem) => questionStems.has(stem) && !isFraming(stem)),
    );
    const reading = named.length === 1 ? named[0] : readings.at(-1);
    if (reading === undefined) continue;
    const passing = rows.filter((row) => {
      const value = parseQuantity(row.table?.cells[reading] ?? "")?.value;
      const bound = parseQuantity(row.table?.cells[limit] ?? "")?.value;
      return value !== undefined && bound !== undefined && (below ? value < bound : value > bound);
    });
    const cites = [...new Set(rows.map((row) => row.passage.n))].map((n) => `[${n}]`).join("");
    const limitName = (header[limit] ?? "").replace(/\s*\(.*?\)\s*$/u, "").toLowerCase();
    const readingName = (header[reading] ?? "").replace(/\s*\(.*?\)\s*$/u, "").toLowerCase();
    const side = below ? "abaixo" : "acima";
    if (passing.length === 0)
      return `Nenhum dos itens da tabela ficou ${side} do ${limitName}: em ${readingName}, todos ficaram ${below ? "acima" : "abaixo"} ou no limite ${cites}.`;
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
    return `${count}${said} ${passing.length === 1 ? "ficou" : "ficaram"} ${side} do ${limitName}: ${figures.join("; ")} ${cites}.`;
  }
  return null;
}

/** A reading past a limit: "passou do", "ultrapassaram o", "ficaram abaixo do" a column's name. */
const BEYOND =
  /\b(passou|passaram|ultrapassou|ultrapassaram|superou|superaram|excedeu|excederam|(?:ficou|ficaram|esta|estao|estava|estavam) (?:acima|abaixo)|(?:ficou|ficaram) (?:com )?menos)\s+(?:d[oa]s?|o|a|os|as)?\s*([\p{L}\s]+?)(?=\s+(?:no|na|nos|nas|em|neste|nesse|durante|ate)\b|[?,.]|$)/u;

/** Nouns of a measure ("quantos pontos", "quantos dias"): an amount asked, not a count of rows. */
const MEASURE_NOUNS = /^(?:pontos?|percentuais|dias|horas|minutos|metros|reais|litros|vezes|mil|milhoes)$/u;

const parses = (cell: string | undefined) => cell !== undefined && parseQuantity(cell) !== null;
