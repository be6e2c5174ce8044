import type { PromptPassage } from "#core/chat/agent-context.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { dayNumber, WRITTEN_DATE } from "./calendar-days.ts";
import { type Unit, unitsOf } from "./passage-units.ts";
import { isFraming } from "./unit-ranking.ts";

/**
 * "Quanto tempo passou entre a queda e o resgate?" over a timeline ("| 10h40 | A parede cai |", "| 11h35 | O resgate
 * termina |") or sentences that date their events ("às 10h40", "em 05/09/2026"): each side of the "entre … e …" is
 * matched, stemmed, against the events the passages time, and the answer is the time between the two.
 */
export function eventInterval(question: string, passages: PromptPassage[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!LENGTH_ASKED.test(folded)) return null;
  const events = unitsOf(passages).flatMap((unit) => {
    const at = timedEvent(unit);
    return at ? [at] : [];
  });
  if (events.length < 2) return null;
  const sides = sidesOf(question);
  if (sides) return between(sides, events);
  // "Quanto tempo durou a obra?": from the event that says the thing began to the one that says it ended.
  const lasted = LASTED.exec(question.replace(/[?!.\s]+$/u, ""))?.[1];
  if (!lasted) return null;
  for (const end of ["fim", "término", "final"]) {
    const found = between([`início ${lasted}`, `${end} ${lasted}`], events);
    if (found) return found;
  }
  return null;
}

/** "Quanto tempo durou a manutenção", "quantas horas levou a troca": the thing whose whole length is asked. */
const LASTED =
  /\b(?:quanto tempo|quantas horas|quantos minutos|quantos dias)\s+(?:durou|dura|duraram|levou|levaram)\s+(?:(?:o|a|os|as)\s+)?(.+)$/iu;

function between(sides: [string, string], events: TimedEvent[]): string | null {
  // A word many events share ("a equipe") tells them apart less than one only an event has ("chega"): of the events
  // a side names enough of, the one that holds its rarer words.
  const rarity = (stem: string) => 1 / (1 + events.filter((event) => event.stems.has(stem)).length);
  const [first, second] = sides.map((side) => {
    const stems = analyze(side).filter((stem) => !isFraming(stem));
    const whole = stems.reduce((sum, stem) => sum + rarity(stem), 0) || 1;
    return events
      .filter((event) => stems.filter((stem) => event.stems.has(stem)).length / (stems.length || 1) >= MIN_SHARE)
      .map((event) => ({
        event,
        share: stems.reduce((sum, stem) => sum + (event.stems.has(stem) ? rarity(stem) : 0), 0) / whole,
      }));
  });
  if (!first?.length || !second?.length) return null;
  // The best pair of two different events of one document (a time between two is told by the document that dates
  // both: a rarer word matched in another document's line is another story); of equals, two of one timeline.
  let best: { a: TimedEvent; b: TimedEvent; score: number } | null = null;
  for (const a of first)
    for (const b of second) {
      if (a.event === b.event) continue;
      const together =
        (a.event.unit.passage.documentId === b.event.unit.passage.documentId ? SAME_DOCUMENT : 0) +
        (a.event.unit.passage.n === b.event.unit.passage.n ? 0.01 : 0);
      const score = a.share + b.share + together;
      if (!best || score > best.score) best = { a: a.event, b: b.event, score };
    }
  if (!best) return null;
  const [earlier, later] = ordered(best.a, best.b);
  const length = apart(earlier, later);
  if (length === null) return null;
  return `Passaram-se ${length}: ${described(earlier)}; ${described(later)}.`;
}

/** How long, in so many words. */
const LENGTH_ASKED =
  /\b(?:quanto tempo|quantas horas|quantos minutos|quantos dias|quantas semanas|quantos meses|intervalo)\b/u;

/** Above any sum of two shares (each at most 1): a pair within one document comes first. */
const SAME_DOCUMENT = 2;

/** A side must hold at least half of its words in the event's text. */
const MIN_SHARE = 0.5;

/** The two things the question sets the time between: "entre X e Y", "desde X até Y", "de X até Y". */
function sidesOf(question: string): [string, string] | null {
  const text = question.replace(/[?!.\s]+$/u, "");
  const match =
    /\bentre\s+(.+?)\s+e\s+(.+)$/iu.exec(text) ??
    /\b(?:desde|de|do|da)\s+(.+?)\s+(?:até|ate)\s+(.+)$/iu.exec(text) ??
    // "do início ao fim", "da chegada à saída": the article joined to its preposition marks the span's far end.
    /\b(?:desde|do|da|dos|das)\s+(.+?)\s+(?:ao|à|aos|às)\s+(.+)$/iu.exec(text);
  const [, one = "", other = ""] = match ?? [];
  return one.trim() && other.trim() ? [one, other] : null;
}

interface TimedEvent {
  unit: Unit;
  stems: Set<string>;
  /** Minutes since midnight, when the event has a clock time. */
  minute: number | null;
  /** Days since the epoch, when it has a full date. */
  day: number | null;
  /** The time and the date as written. */
  when: string;
  /** What happened, the time and the date out. */
  what: string;
}

/** "10h40", "7h", "10:40". */
const CLOCK = /\b(\d{1,2})(?:h(\d{2})?|:(\d{2}))\b/gu;

function timedEvent(unit: Unit): TimedEvent | null {
  const pieces = unit.table ? unit.table.cells : [unit.text];
  const clocks = pieces.flatMap((piece) => [...piece.matchAll(CLOCK)].filter((m) => Number(m[1]) < 24));
  const dates = pieces.flatMap((piece) => [...piece.matchAll(WRITTEN_DATE)]);
  // A sentence with two times ("das 6h às 14h") or two dates is a span or a list, no one event.
  if (clocks.length > 1 || dates.length > 1 || clocks.length + dates.length === 0) return null;
  const clock = clocks[0];
  const date = dates[0];
  const minute = clock ? Number(clock[1]) * 60 + Number(clock[2] ?? clock[3] ?? 0) : null;
  const day = date ? dayNumber(date) : null;
  const when = [clock?.[0], date?.[0]].filter(Boolean).join(" de ");
  const what = unit.table
    ? unit.table.cells
        .map((cell) => cell.trim())
        .filter((cell) => cell && cell !== clock?.[0] && cell !== date?.[0])
        .join("; ")
    : unit.text.trim();
  const stems = new Set(analyze(what));
  if (stems.size === 0) return null;
  return { unit, stems, minute, day, when, what };
}

function ordered(a: TimedEvent, b: TimedEvent): [TimedEvent, TimedEvent] {
  const at = (event: TimedEvent) => (event.day ?? 0) * 1440 + (event.minute ?? 0);
  return at(a) <= at(b) ? [a, b] : [b, a];
}

/** The time between two events in words, or null when they are not timed alike (a date against a bare time). */
function apart(earlier: TimedEvent, later: TimedEvent): string | null {
  if (earlier.minute !== null && later.minute !== null) {
    const days = earlier.day !== null && later.day !== null ? later.day - earlier.day : 0;
    if ((earlier.day === null) !== (later.day === null)) return null;
    const minutes = days * 1440 + later.minute - earlier.minute;
    return minutes > 0 ? inWords(minutes) : null;
  }
  if (earlier.day !== null && later.day !== null && later.day > earlier.day) {
    const days = later.day - earlier.day;
    return `${days} ${days === 1 ? "dia" : "dias"}`;
  }
  return null;
}

function inWords(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [
    days ? `${days} ${days === 1 ? "dia" : "dias"}` : "",
    hours ? `${hours} ${hours === 1 ? "hora" : "horas"}` : "",
    rest ? `${rest} ${rest === 1 ? "minuto" : "minutos"}` : "",
  ].filter(Boolean);
  const spoken = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} e ${parts.at(-1)}` : (parts[0] ?? "");
  // Past an hour, the clock form beside it ("6h33"); past a day, in hours too.
  const total = Math.floor(minutes / 60);
  const clock =
    minutes >= 60 && rest > 0 ? ` (${total}h${String(rest).padStart(2, "0")})` : days > 0 ? ` (${total} horas)` : "";
  return `${spoken}${clock}`;
}

function described(event: TimedEvent): string {
  const what = event.what.replace(/[.;\s]+$/u, "");
  // A line that opens with its own time ("- 08h15 — desligamento …") is quoted as written, its time not said twice.
  const timed = event.when.split(" de ").every((part) => what.includes(part));
  return `${timed ? what.replace(/^[-*]\s+/u, "") : `${event.when} — ${what}`} [${event.unit.passage.n}]`;
}
