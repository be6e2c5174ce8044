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
): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!LENGTH_ASKED.test(folded) || UNTIL_ASKED.test(folded)) return null;
  const quoted = spansIn(found);
  if (quoted.length === 1 && quoted[0]) {
    const cited = new RegExp(`${escapeRegExp(quoted[0].text)}[^\\[]*?\\[(\\d+)\\]`, "u").exec(found)?.[1];
    return written(quoted[0], cited ? Number(cited) : undefined, null);
  }
  // "O lote A foi ensaiado das 8h às 9h40, o lote B das 10h às 12h15": of a sentence's spans, the one whose own words
  // (between the span before it and itself) name the thing asked.
  if (quoted.length > 1) {
    const named = namedSpan(question, found);
    const cited = named
      ? new RegExp(`${escapeRegExp(named.text)}[^\\[]*?\\[(\\d+)\\]`, "u").exec(found)?.[1]
      : undefined;
    return named ? written(named, cited ? Number(cited) : undefined, null) : null;
  }
  // A reply that already gives a duration ("em até 30 dias") answered the question as the documents write it.
  if (findFigure(found, "duration")) return null;
  const listed = unitsOf(passages).flatMap((unit) => {
    const named = spansIn(unit.text).length > 1 ? namedSpan(question, unit.text) : null;
    return named ? [{ unit, named }] : [];
  });
  if (listed.length === 1 && listed[0]) return written(listed[0].named, listed[0].unit.passage.n, listed[0].unit.text);
  const candidates = unitsOf(passages).filter((unit) => spansIn(unit.text).length === 1);
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
 * Of a text's several spans, the one whose own words name the question's thing by a word no other span's words hold
 * (a code, a name); null when none or more than one does.
 */
function namedSpan(question: string, text: string): Span | null {
  // Only a name or a code says which ("a BX-102", "a equipe Norte"): a common word may be written once for all.
  const names = question.match(/[\p{L}\d-]*(?:\p{Lu}|\d)[\p{L}\d-]*/gu) ?? [];
  const asked = new Set(analyze(names.join(" ")).filter((stem) => !isFraming(stem)));
  const spans = spansIn(text);
  const owners: string[][] = [];
  let from = 0;
  for (const match of foldAccents(text).matchAll(SPAN)) {
    owners.push(analyze(foldAccents(text).slice(from, match.index)));
    from = (match.index ?? 0) + match[0].length;
  }
  if (owners.length !== spans.length) return null;
  const own = owners.map((stems, i) =>
    stems.filter((stem) => asked.has(stem) && owners.every((other, j) => j === i || !other.includes(stem))),
  );
  const naming = own.flatMap((stems, i) => (stems.length > 0 ? [i] : []));
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
