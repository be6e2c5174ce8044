import type { PromptPassage } from "#core/chat/agent-context.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { escapeRegExp } from "./escape-regexp.ts";
import { unitsOf } from "./passage-units.ts";
import { isFraming } from "./unit-ranking.ts";

/**
 * "O registrador do P-4 ficou gravando quanto tempo?" over a row or a line that times the thing twice on different
 * days ("instalação 05/11, 8h10 | retirada 11/11, 16h00"): the span from the one moment to the other, in days and
 * hours and in hours alone. The thing is the one the question names by a code ("P-4", "EP-3"); null unless one line
 * that names it writes exactly two such moments.
 */
export function datetimeSpan(question: string, passages: PromptPassage[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!LENGTH_ASKED.test(folded)) return null;
  const codes = (question.match(/\b(?=[\p{L}-]*\d)\p{Lu}[\p{L}\d]*(?:[-/][\p{L}\d]+)+\b/gu) ?? []).map(
    (code) => new RegExp(`(?<![\\p{L}\\d-])${escapeRegExp(code)}(?![\\p{L}\\d-])`, "u"),
  );
  if (codes.length !== 1) return null;
  const [code] = codes as [RegExp];
  const units = unitsOf(passages);
  // "Quanto tempo o P-4 ficou sem gravar?" where a line about it times that within a day ("parou de gravar das 2h10 às
  // 6h35"): that span is asked (./clock-span.ts), not the thing's whole stay.
  const asked = new Set(analyze(folded).filter((stem) => !isFraming(stem) && !/\d/.test(stem)));
  const withinDay = units.some(
    (unit) =>
      unit.kind !== "row" &&
      code.test(unit.text) &&
      CLOCK_SPAN.test(unit.text) &&
      analyze(unit.text).some((stem) => asked.has(stem) && !LENGTH_STEMS.has(stem)),
  );
  if (withinDay) return null;
  const timed = units.flatMap((unit) => {
    if (!code.test(unit.kind === "row" ? (unit.table?.cells[0] ?? "") : unit.text)) return [];
    const moments = [...unit.text.matchAll(MOMENT)];
    // A row's moments are its cells ("Instalação", "Retirada"), not the times beside a reading ("21,4 (10/11, 18h50)").
    const whole =
      unit.kind !== "row" || (unit.table?.cells ?? []).filter((cell) => WHOLE_MOMENT.test(cell.trim())).length === 2;
    return moments.length === 2 && whole ? [{ unit, moments }] : [];
  });
  const distinct = timed.filter(
    (one, i) =>
      timed.findIndex((other) => other.moments.map((m) => m[0]).join() === one.moments.map((m) => m[0]).join()) === i,
  );
  if (distinct.length !== 1 || !distinct[0]) return null;
  const { unit, moments } = distinct[0];
  const [from, to] = moments.map(minutesOf) as [number, number];
  // Day and month only: the later moment in the next year when it falls before the first.
  const span = to >= from ? to - from : to + YEAR_MINUTES - from;
  if (span <= 0) return null;
  const days = Math.floor(span / DAY_MINUTES);
  const hours = Math.floor((span % DAY_MINUTES) / 60);
  const minutes = span % 60;
  const clock = (h: number) => `${h}h${minutes ? String(minutes).padStart(2, "0") : ""}`;
  const inDays = days > 0 ? `${days} ${days === 1 ? "dia" : "dias"} e ${clock(hours)}` : clock(hours);
  const total = clock(Math.floor(span / 60));
  const both = days > 0 ? `${inDays} (${total})` : inDays;
  return `São ${both}: de ${moments[0]?.[0]} a ${moments[1]?.[0]} [${unit.passage.n}].`;
}

const LENGTH_ASKED = /\b(?:quanto tempo|quantas horas|quantos dias|durou|duracao)\b/u;
const LENGTH_STEMS = new Set(analyze("quanto tempo quantas horas quantos dias durou duração ficou ficaram"));
/** "das 2h10 às 6h35": a span within one day. */
const CLOCK_SPAN = /\bdas\s+\d{1,2}h\d{0,2}\s+(?:às|as|até)\s+\d{1,2}h/u;
/** "05/11, 8h10", "11/11/2026 às 16h00", "04/11 9h20": a day and a clock time. */
const MOMENT = /(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?,?\s*(?:às\s+|as\s+)?(\d{1,2})h(\d{2})?/gu;
const WHOLE_MOMENT = new RegExp(`^${MOMENT.source}$`, "u");
const DAY_MINUTES = 24 * 60;
const YEAR_MINUTES = 365 * DAY_MINUTES;
/** Months' first days in a common year, to count minutes within a year. */
const MONTH_START = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

function minutesOf(match: RegExpMatchArray): number {
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = match[3] ? Number(match[3].length === 2 ? `20${match[3]}` : match[3]) : 0;
  const leap = year % 4 === 0 && month > 2 ? 1 : 0;
  const dayOfYear = (MONTH_START[month - 1] ?? 0) + day + leap;
  return ((year * 366 + dayOfYear) * 24 + Number(match[4])) * 60 + Number(match[5] ?? 0);
}
