import type { PromptPassage } from "#core/chat/agent-context.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { escapeRegExp } from "./escape-regexp.ts";
import { findFigure } from "./figures.ts";
import { unitsOf } from "./passage-units.ts";
import { rankUnits } from "./unit-ranking.ts";

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
  // A reply that already gives a duration ("em até 30 dias") answered the question as the documents write it.
  if (quoted.length > 1 || findFigure(found, "duration")) return null;
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
