import type { PromptPassage } from "#core/chat/agent-context.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { escapeRegExp } from "./escape-regexp.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { findFigure } from "./figures.ts";
import { unitsOf } from "./passage-units.ts";
import { isFraming, rankUnits } from "./unit-ranking.ts";

/**
 * "Quanto tempo durou a reunião?" over "das 14h às 16h40": a span of clock time asked how long it lasts is answered by
 * its length, beside the span as written. The span is the one the reply already quotes; when the reply gives no
 * duration, the passages' sentence with a span that best matches the question (and only one span in it).
 */
export function clockSpanAnswer(
  question: string,
  found: string,
  passages: PromptPassage[],
  context?: string,
  previous?: string,
): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!LENGTH_ASKED.test(folded) || UNTIL_ASKED.test(folded)) return null;
  const quoted = spansIn(found);
  // "O lote A foi ensaiado das 8h às 9h40, o lote B das 10h às 12h15": of a reply's several spans, the one whose own
  // words (between the span before it and itself) name the thing asked.
  const askedNames = namedIn(question);
  const chosen = quoted.length === 1 ? quoted[0] : quoted.length > 1 ? namedSpan(askedNames, found) : null;
  if (chosen) {
    const cited = new RegExp(`${escapeRegExp(chosen.text)}[^\\[]*?\\[(\\d+)\\]`, "u").exec(found)?.[1];
    return written(chosen, cited ? Number(cited) : undefined, null);
  }
  // "E a inspeção, levou quanto tempo?" right after a reply that times it ("inspecionou … das 8h30 às 11h50"), where the
  // reply found times nothing the question names: the span the conversation just gave.
  const last = previous ? spansIn(previous) : [];
  const timedHere = (found.match(/[^[]*\[\d+\]/gu) ?? [found]).filter((part) => findFigure(part, "duration"));
  if (
    last.length === 1 &&
    last[0] &&
    previous &&
    names(folded, previous) &&
    !timedHere.some((part) => names(folded, part))
  ) {
    const cited = /\[(\d+)\]/u.exec(previous.slice(previous.indexOf(last[0].text)))?.[1];
    return written(last[0], cited ? Number(cited) : undefined, null);
  }
  // A reply that already gives a duration ("em até 30 dias") answered the question as the documents write it.
  if (quoted.length > 1 || findFigure(found, "duration")) return null;
  const timed = unitsOf(passages).flatMap((unit) => {
    const spans = spansIn(unit.text);
    return spans.length > 0 ? [{ unit, spans }] : [];
  });
  const listed = timed.flatMap(({ unit, spans }) => {
    const span = spans.length > 1 ? namedSpan(askedNames, unit.text) : null;
    return span ? [{ unit, span }] : [];
  });
  if (listed.length === 1 && listed[0]) return written(listed[0].span, listed[0].unit.passage.n, listed[0].unit.text);
  const candidates = timed.filter(({ spans }) => spans.length === 1).map(({ unit }) => unit);
  if (candidates.length === 0) return null;
  const best = rankUnits(
    folded.replace(new RegExp(LENGTH_ASKED.source, "gu"), " "),
    candidates,
    context ? { context } : {},
  )[0];
  const span = best && best.coverage > 0 ? spansIn(best.unit.text)[0] : undefined;
  return span && best ? written(span, best.unit.passage.n, best.unit.text) : null;
}

/** How long, in so many words: "quanto tempo", "quantas horas", "durou", "a duração". */
const LENGTH_ASKED =
  /\b(?:quanto tempo|quantas horas|quantos minutos|duracao|durou|duraram|durar|durara|durarao|dura|duram)\b/u;
/** "Até quando dura…?" asks when it ends, not how long. */
const UNTIL_ASKED = /\bate quando\b/u;

interface Span {
  text: string;
  minutes: number;
}

/** "das 9h15 às 11h50", "de 13h30 às 17h", "entre 8h e 12h", "das 14:00 às 16:40". */
const SPAN =
  /\b(?:das|de|entre)\s+(\d{1,2})(?:\s*h\s*(\d{2})?|:(\d{2})\s*h?)(?:min)?\s+(?:às|as|a|e|até|ate)\s+(\d{1,2})(?:\s*h\s*(\d{2})?|:(\d{2})\s*h?)(?:min)?/giu;

function spansIn(text: string): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(SPAN)) {
    const start = Number(match[1]) * 60 + Number(match[2] ?? match[3] ?? 0);
    const end = Number(match[4]) * 60 + Number(match[5] ?? match[6] ?? 0);
    if (start >= 24 * 60 || end > 24 * 60) continue;
    // A span past midnight ("das 22h às 6h") ends the next day.
    const minutes = end > start ? end - start : end + 24 * 60 - start;
    spans.push({ text: match[0].trim(), minutes });
  }
  return spans;
}

/**
 * Whether a text writes a word of what the question asks about, by the stem's first letters ("inspeção",
 * "inspecionou"): the stemmer parts a noun from its verb.
 */
function names(folded: string, text: string): boolean {
  const asked = analyze(folded.replace(new RegExp(LENGTH_ASKED.source, "gu"), " "))
    .filter((stem) => !isFraming(stem) && stem.length >= KINDRED_PREFIX)
    .map((stem) => stem.slice(0, KINDRED_PREFIX));
  return analyze(text).some((stem) => asked.includes(stem.slice(0, KINDRED_PREFIX)));
}
const KINDRED_PREFIX = 5;

/** The stems of the names and codes a question writes ("a BX-102", "a equipe Norte"): what says which span. */
function namedIn(question: string): Set<string> {
  // A common word may be written once for all the spans ("ensaiada"), so only names and codes count.
  const names = question.match(/[\p{L}\d-]*(?:\p{Lu}|\d)[\p{L}\d-]*/gu) ?? [];
  return new Set(analyze(names.join(" ")).filter((stem) => !isFraming(stem)));
}

/**
 * Of a text's several spans, the one whose own words hold a stem of `asked` no other span's words hold; null when none
 * or more than one does.
 */
function namedSpan(asked: Set<string>, text: string): Span | null {
  if (asked.size === 0) return null;
  const spans = spansIn(text);
  const folded = foldAccents(text);
  const owners: string[][] = [];
  let from = 0;
  for (const match of folded.matchAll(SPAN)) {
    owners.push(analyze(folded.slice(from, match.index)));
    from = (match.index ?? 0) + match[0].length;
  }
  if (owners.length !== spans.length) return null;
  const naming = owners.flatMap((stems, i) =>
    stems.some((stem) => asked.has(stem) && owners.every((other, j) => j === i || !other.includes(stem))) ? [i] : [],
  );
  return naming.length === 1 ? (spans[naming[0] as number] ?? null) : null;
}

function written(span: Span, cited: number | undefined, quote: string | null): string {
  const hours = Math.floor(span.minutes / 60);
  const rest = span.minutes % 60;
  const length =
    hours === 0
      ? `${rest} minutos`
      : rest === 0
        ? `${hours} ${hours === 1 ? "hora" : "horas"} (${span.minutes} minutos)`
        : `${hours}h${String(rest).padStart(2, "0")} (${span.minutes} minutos)`;
  const cite = cited === undefined ? "" : ` [${cited}]`;
  const lead = `São ${length}: ${span.text}${cite}.`;
  return quote ? `${lead}\n\n> ${quote}` : lead;
}
