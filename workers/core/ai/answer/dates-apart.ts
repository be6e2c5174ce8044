import type { PromptPassage } from "#core/chat/agent-context.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { replyLead } from "./answered-figure.ts";
import { dayNumber, WRITTEN_DATE } from "./calendar-days.ts";
import { escapeRegExp } from "./escape-regexp.ts";
import { type Unit, unitsOf } from "./passage-units.ts";
import { isFraming } from "./unit-ranking.ts";

/**
 * "Quantos dias de atraso teve a etapa E4?" over a row that dates it twice ("prevista 10/03/2026 | concluída em
 * 02/04/2026"), or "quantos dias a bomba B estava parada na data do relatório?" over a line that dates it once ("parada
 * desde 01/09/2026") and another the question points at by the date's name ("Data do relatório: 20/09/2026"): the days
 * from the earlier date to the later. The thing is the one the question names by a code or a row's key, as written;
 * null when none is, or when its line holds no date or more than two.
 */
export function datesApart(question: string, passages: PromptPassage[], previous?: string): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!/\bquantos dias\b/.test(folded)) return null;
  const units = unitsOf(passages);
  const codes = codesIn(question);
  const own = units.filter((unit) => namesThing(unit, question, codes));
  // "E foram quantos dias?" right after "A mensalidade de março/2031 foi quitada depois do vencimento": the row the last
  // reply's first sentence names, when the question names none and writes no code.
  const lead = previous ? replyLead(previous) : "";
  const named = own.length > 0 || codes.length > 0 || !lead ? own : firstRowNamed(units, lead);
  if (named.length === 0) return lead ? fromAnsweredDate(folded, units, lead) : null;
  const stems = new Set(analyze(folded).filter((stem) => !isFraming(stem)));
  const reference = referenceDate(folded, units);
  const candidates = named.flatMap((unit) => {
    const dates = datesIn(unit.text);
    if (dates.length === 2) return [{ unit, from: dates[0] as Dated, to: dates[1] as Dated, pointed: false }];
    if (dates.length === 1 && reference) return [{ unit, from: dates[0] as Dated, to: reference, pointed: true }];
    return [];
  });
  if (candidates.length === 0) return null;
  // Where the question names a date (the measurement's) the line of one date is read against it; a line of two is
  // read on its own. Of several, the one sharing most of the question's words; a state's start ("desde") first.
  const scored = candidates
    .filter((candidate) => candidate.pointed === (reference !== null) || candidates.every((c) => !c.pointed))
    .map((candidate) => ({
      ...candidate,
      score:
        analyze(candidate.unit.text).filter((stem) => stems.has(stem)).length +
        (/\bdesde\s+$/iu.test(candidate.unit.text.slice(0, candidate.from.at)) ? 1 : 0),
    }))
    .sort((a, b) => b.score - a.score);
  const best = scored[0];
  if (!best || (scored[1] && scored[1].score === best.score && scored[1].unit !== best.unit)) return null;
  const [earlier, later] = best.from.day <= best.to.day ? [best.from, best.to] : [best.to, best.from];
  const days = later.day - earlier.day;
  if (days <= 0) return null;
  const source = best.pointed && reference ? `; ${reference.source}` : "";
  return `São ${days} ${days === 1 ? "dia" : "dias"} de ${earlier.written} a ${later.written}: ${quoted(best.unit)}${source}.`;
}

/**
 * "Quantos dias isso dá até a vistoria?" right after a reply that stated one date ("desligada desde 12/05/2026"): the
 * days from that date to the one of the line the question names after "até" (at least half of its words, one date, no
 * other line as close). Null when the reply's first sentence writes no date or more than one.
 */
function fromAnsweredDate(folded: string, units: Unit[], lead: string): string | null {
  const [answered, ...more] = datesIn(lead);
  const named = /\bate\s+(?:(?:o|a|os|as)\s+)?((?:\p{L}+\s*){1,6})/u.exec(folded)?.[1];
  if (!answered || more.length > 0 || !named) return null;
  const wanted = analyze(named).filter((stem) => !isFraming(stem));
  if (wanted.length === 0) return null;
  const scored = units.flatMap((unit) => {
    const dates = datesIn(unit.text, quoted(unit));
    const date = dates[0];
    if (dates.length !== 1 || !date || date.day === answered.day) return [];
    const stems = new Set(analyze(unit.text));
    const score = wanted.filter((stem) => stems.has(stem)).length / wanted.length;
    return score >= MIN_SHARE ? [{ date, score }] : [];
  });
  const best = scored.sort((a, b) => b.score - a.score)[0];
  if (!best || scored.some((other) => other.score === best.score && other.date.day !== best.date.day)) return null;
  const [earlier, later] = answered.day <= best.date.day ? [answered, best.date] : [best.date, answered];
  const days = later.day - earlier.day;
  return `São ${days} ${days === 1 ? "dia" : "dias"} de ${earlier.written} a ${later.written}: ${best.date.source}.`;
}

/** At least half of the words the question names a line by. */
const MIN_SHARE = 0.5;

interface Dated {
  /** Days since the epoch. */
  day: number;
  written: string;
  /** Where the date starts in the text it was read from. */
  at: number;
  /** The line that states it, quoted with its citation (a reference date only). */
  source: string;
}

function datesIn(text: string, source = ""): Dated[] {
  return [...text.matchAll(WRITTEN_DATE)].map((match) => ({
    day: dayNumber(match),
    written: match[0],
    at: match.index ?? 0,
    source,
  }));
}

/** The codes a question writes: words with a digit that open with a capital or a digit ("M3", "EE-04"). */
function codesIn(question: string): string[] {
  return (question.match(/\b(?=[\p{L}-]*\d)[\p{Lu}\d][\p{L}\d]*(?:[-/][\p{L}\d]+)*\b/gu) ?? []).filter(
    (code) => !/^\d+$/.test(code),
  );
}

/** A thing the question names by a code ("M3", "EE-04") or by a table row's key written whole. */
function namesThing(unit: Unit, question: string, codes: string[]): boolean {
  // A month of a year is one key however it is written: "março/2031" and "março de 2031".
  const written = (name: string) =>
    MONTH_OF_YEAR.test(name)
      ? name.replace(MONTH_OF_YEAR, (_, month: string, year: string) => `${escapeRegExp(month)}(?:/| de )${year}`)
      : escapeRegExp(name);
  const said = (name: string) => new RegExp(`(?<![\\p{L}\\d-])${written(name)}(?![\\p{L}\\d-])`, "iu");
  if (unit.kind === "row" && unit.table) {
    const key = unit.table.cells[0]?.trim() ?? "";
    return key.length >= 2 && said(key).test(question);
  }
  return codes.some((code) => said(code).test(unit.text));
}

/** Of the rows a sentence names, the one it names first (its subject; "com acréscimo lançado em abril" comes after). */
function firstRowNamed(units: Unit[], sentence: string): Unit[] {
  const at = (unit: Unit) => {
    const key = unit.table?.cells[0]?.trim() ?? "";
    return foldAccents(sentence.toLowerCase()).indexOf(foldAccents(key.toLowerCase()).split(/[/ ]/u)[0] ?? key);
  };
  const rows = units.filter((unit) => unit.kind === "row" && namesThing(unit, sentence, []));
  const first = Math.min(...rows.map(at));
  return rows.filter((unit) => at(unit) === first);
}

const MONTH_OF_YEAR = /^(\p{L}{3,})(?:\/| de )(\d{4})$/u;

/**
 * "na data da vistoria", "até a data do relatório": the date a line names by those words ("vistoria de 02/03/2026",
 * "Data do relatório: 20/09/2026"), the one after the words that name it.
 */
function referenceDate(folded: string, units: Unit[]): Dated | null {
  const name = /\bdata d[aoe]s?\s+((?:\p{L}+\s*){1,4}?)(?=[?,.!]|$)/u.exec(folded)?.[1];
  if (!name) return null;
  const wanted = analyze(name).filter((stem) => !isFraming(stem));
  if (wanted.length === 0) return null;
  let best: { dated: Dated; score: number } | null = null;
  for (const unit of units) {
    const text = foldAccents(unit.text.toLowerCase());
    const dates = datesIn(unit.text, quoted(unit));
    if (dates.length !== 1) continue;
    const date = dates[0] as Dated;
    // The words that name the date stand before it, near ("vistoria de 02/03", "Data do relatório: 20/09").
    const before = analyze(text.slice(Math.max(0, date.at - 60), date.at));
    const score = wanted.filter((stem) => before.includes(stem)).length / wanted.length;
    if (score >= 0.5 && (!best || score > best.score)) best = { dated: date, score };
  }
  return best?.dated ?? null;
}

function quoted(unit: Unit): string {
  return `${unit.text
    .trim()
    .replace(/^[-*]\s+/u, "")
    .replace(/[.;\s]+$/u, "")} [${unit.passage.n}]`;
}
