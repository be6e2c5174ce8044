import type { PromptPassage } from "#core/chat/agent-context.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { dayNumber, WRITTEN_DATE } from "./calendar-days.ts";
import { type Unit, unitsOf } from "./passage-units.ts";
import { isFraming } from "./unit-ranking.ts";

/**
 * "Quanto tempo passou entre a queda e o resgate?" over a timeline ("| 10h40 | A parede cai |", "| 11h35 | O resgate
 * termina |") or sentences that date their events ("às 10h40", "em 05/09/2026"): each side the question sets apart
 * ("entre … e …", "separam … de …", "depois de …", "entre as duas …", see `sidesOf`) is matched, stemmed, against the
 * events the passages time, and the answer is the time between the two.
 */
export function eventInterval(question: string, passages: PromptPassage[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!LENGTH_ASKED.test(folded)) return null;
  const events = unitsOf(passages).flatMap(timedEvents);
  if (events.length < 2) return null;
  // "entre as duas medições": the two events, and only two, that the noun names.
  const both = BOTH.exec(foldAccents(question.toLowerCase()))?.[1];
  if (both) {
    const stems = analyze(both).filter((stem) => !isFraming(stem));
    const named = events.filter((event) => stems.length > 0 && stems.every((stem) => holds(event, stem)));
    return named.length === 2 ? told(named[0] as TimedEvent, named[1] as TimedEvent) : null;
  }
  const splits = sidesOf(question);
  if (splits.length > 0) return bestOf(splits, events);
  // "Quanto tempo durou a obra?": from the event that says the thing began to the one that says it ended.
  const lasted = LASTED.exec(question.replace(/[?!.\s]+$/u, ""))?.[1];
  if (!lasted) return null;
  for (const end of ["fim", "término", "final"]) {
    // What lasted is named whole: a range labelled "Período" is not the "período de experiência".
    const found = bestOf([{ sides: [`início ${lasted}`, `${end} ${lasted}`], share: 1 }], events);
    if (found) return found;
  }
  return null;
}

/** "Quanto tempo durou a manutenção", "quantas horas levou a troca": the thing whose whole length is asked. */
const LASTED =
  /\b(?:quanto tempo|quantas horas|quantos minutos|quantos dias|quanto)\s+(?:durou|dura|duraram|levou|levaram)\s+(?:(?:o|a|os|as)\s+)?(.+)$/iu;

/** Of the ways the question's words split into two sides, the pair of events one split names best, in words. */
function bestOf(splits: Split[], events: TimedEvent[]): string | null {
  let best: Pair | null = null;
  for (const split of splits) {
    const pair = between(split, events);
    if (pair && (!best || pair.score > best.score)) best = pair;
  }
  return best ? told(best.a, best.b) : null;
}

/** "entre as duas medições", "entre os dois desligamentos": the noun the two events share. */
const BOTH =
  /\bentre (?:(?:os|as|esses|essas) )?(?:dois|duas|ambos|ambas) ((?:\p{L}+ ?){1,3}?)(?=[?!.,;]|$| (?:d[aoe]s?|n[ao]s?|em) )/u;

/** The time between two events in words, each quoted. */
function told(a: TimedEvent, b: TimedEvent): string | null {
  const [earlier, later] = ordered(a, b);
  const length = apart(earlier, later);
  if (length === null) return null;
  // Two events of one sentence are told by quoting it once.
  const quoted = earlier.unit === later.unit ? described(earlier) : `${described(earlier)}; ${described(later)}`;
  return `Passaram-se ${length}: ${quoted}.`;
}

interface Pair {
  a: TimedEvent;
  b: TimedEvent;
  score: number;
}

/** Two sides of the question, and the share of each side's words its event must hold. */
interface Split {
  sides: [string, string];
  share: number;
}

function between({ sides, share: least }: Split, events: TimedEvent[]): Pair | null {
  // A word many events share ("a equipe") tells them apart less than one only an event has ("chega"): of the events
  // a side names enough of, the one that holds its rarer words.
  const rarity = (stem: string) => 1 / (1 + events.filter((event) => holds(event, stem)).length);
  const [first, second] = sides.map((side) => {
    // "a primeira coleta", "o último registro": of the events the rest names, the earliest or the latest.
    const plain = foldAccents(side.toLowerCase());
    const rank = ORDINAL.exec(plain)?.[1];
    const stems = analyze(rank ? plain.replace(ORDINAL_ALL, " ") : side).filter((stem) => !isFraming(stem));
    const whole = stems.reduce((sum, stem) => sum + rarity(stem), 0) || 1;
    const named = events
      .filter((event) => stems.filter((stem) => holds(event, stem)).length / (stems.length || 1) >= least)
      .map((event) => ({
        event,
        share: stems.reduce((sum, stem) => sum + (holds(event, stem) ? rarity(stem) : 0), 0) / whole,
      }));
    // "a segunda audiência": not an event its own ordinal calls another ("Primeira audiência de conciliação").
    const nth = NTH.exec(plain)?.[1];
    if (nth && !rank) {
      const other = (event: TimedEvent) => {
        const own = NTH.exec(foldAccents(event.what.toLowerCase()))?.[1];
        return own !== undefined && own !== nth;
      };
      return named.filter((one) => !other(one.event));
    }
    if (!rank || named.length < 2) return named;
    const top = Math.max(...named.map((one) => one.share));
    const best = named.filter((one) => one.share === top).map((one) => one.event);
    const chosen = rank.startsWith("prim") ? earliestOf(best) : latestOf(best);
    return named.filter((one) => one.event === chosen);
  });
  if (!first || !second) return null;
  // "do começo ao fim" of a timeline whose first line does not say it begins: a side that names only its
  // start (or only its end) is the first (or last) event timed beside the other side's.
  const [one, other] = [bound(sides[0], first, second, events), bound(sides[1], second, first, events)];
  if (!one.length || !other.length) return null;
  // The best pair of two different events of one document (a time between two is told by the document that dates
  // both: a rarer word matched in another document's line is another story); of equals, two of one timeline.
  let best: Pair | null = null;
  for (const a of one)
    for (const b of other) {
      if (a.event === b.event) continue;
      const together =
        (a.event.unit.passage.documentId === b.event.unit.passage.documentId ? SAME_DOCUMENT : 0) +
        (a.event.unit.passage.n === b.event.unit.passage.n ? 0.01 : 0);
      const score = a.share + b.share + together;
      if (!best || score > best.score) best = { a: a.event, b: b.event, score };
    }
  return best;
}

interface Named {
  event: TimedEvent;
  share: number;
}

/** A side's events, or when it names none and only a start or an end, the first or last beside the other's. */
function bound(side: string, named: Named[], others: Named[], events: TimedEvent[]): Named[] {
  if (named.length > 0) return named;
  const stems = analyze(side).filter((stem) => !isFraming(stem));
  const start = stems.length > 0 && stems.every((stem) => START_STEMS.has(stem));
  const end = stems.length > 0 && stems.every((stem) => END_STEMS.has(stem));
  if (!start && !end) return [];
  return others.flatMap(({ event }) => {
    const beside = event.unit.group ?? `${event.unit.passage.n}`;
    const timeline = (candidate: TimedEvent) => (candidate.unit.group ?? `${candidate.unit.passage.n}`) === beside;
    const line = events.filter(timeline);
    const chosen = line.length > 1 ? (start ? earliestOf(line) : latestOf(line)) : null;
    return chosen && chosen !== event ? [{ event: chosen, share: 0 }] : [];
  });
}

/** How long, in so many words. */
const LENGTH_ASKED =
  /\b(?:quanto tempo|quanto (?:durou|dura|duraram|duram|levou|levaram)|quantas horas|quantos minutos|quantos dias|quantas semanas|quantos meses|intervalo)\b/u;

/** Above any sum of two shares (each at most 1): a pair within one document comes first. */
const SAME_DOCUMENT = 2;

/** A side must hold at least half of its words in the event's text. */
const MIN_SHARE = 0.5;

/**
 * The ways the question's words split into the two things it sets the time between: "entre X e Y", "separam X de Y"
 * (at each "e" or "de", since either side may hold one: "o início da obra do teste"), "depois de X, Y",
 * "desde X até Y", "de X até Y".
 */
function sidesOf(question: string): Split[] {
  const text = question.replace(/[?!.\s]+$/u, "");
  const among = /\bentre\s+(.+)$/iu.exec(text)?.[1];
  if (among) return splitsAt(among, /\s+e\s+/giu, MIN_SHARE);
  const apart = /\bsepar\p{L}*\s+(.+)$/iu.exec(text)?.[1];
  if (apart) return splitsAt(apart, /\s+d(?:e|o|a|os|as)\s+/giu, MIN_SHARE);
  const after = /\b(?:depois|antes)\s+d(?:e|o|a|os|as)\s+(.+)$/iu.exec(text);
  if (after?.[1]) {
    // "A bomba voltou quantos dias depois da pane?", "Quanto tempo a equipe levou para religar a bomba depois do alerta?":
    // the words before "depois", the length asked left out, are the other side.
    const length = LENGTH_ASKED.exec(foldAccents(text.toLowerCase()));
    const upTo = text.slice(0, after.index);
    const before =
      length && length.index < upTo.length
        ? `${upTo.slice(0, length.index)} ${upTo.slice(length.index + length[0].length)}`
        : upTo;
    if (analyze(before).some((stem) => !isFraming(stem))) return [{ sides: [after[1], before], share: MIN_SHARE }];
    // Cut at any word, each side must be named whole: a cut at a word is a guess a comma is not.
    return after[1].includes(",") ? splitsAt(after[1], /\s*,\s*/gu, MIN_SHARE) : splitsAt(after[1], /\s+/gu, 1);
  }
  const match =
    /\b(?:desde|de|do|da)\s+(.+?)\s+(?:até|ate)\s+(.+)$/iu.exec(text) ??
    // "do início ao fim", "da chegada à saída": the article joined to its preposition marks the span's far end.
    /\b(?:desde|do|da|dos|das)\s+(.+?)\s+(?:ao|à|aos|às)\s+(.+)$/iu.exec(text);
  const [, one = "", other = ""] = match ?? [];
  return one.trim() && other.trim() ? [{ sides: [one, other], share: MIN_SHARE }] : [];
}

/** The text cut in two at each place the separator matches. */
function splitsAt(text: string, separator: RegExp, share: number): Split[] {
  return [...text.matchAll(separator)].flatMap((match): Split[] => {
    const one = text.slice(0, match.index).trim();
    const other = text.slice((match.index ?? 0) + match[0].length).trim();
    return one && other ? [{ sides: [one, other], share }] : [];
  });
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

/**
 * The events a unit dates. A table row or a sentence with one time is one event. A sentence with two dates or more
 * holds one event per date: a range ("Período da obra: 02/03/2026 a 27/03/2026") its start and its end, otherwise each
 * date with the words that lead to it ("foi desmontado em 04/03/2026 e remontado na oficina em 18/03/2026"), or that
 * follow it where the sentence opens with its date.
 */
function timedEvents(unit: Unit): TimedEvent[] {
  const dates = unit.table ? [] : [...unit.text.matchAll(WRITTEN_DATE)];
  const clocked = !unit.table && [...unit.text.matchAll(CLOCK)].some((m) => Number(m[1]) < 24);
  if (dates.length < 2 || clocked) {
    const one = timedEvent(unit);
    return one ? [one] : [];
  }
  const at = (match: RegExpMatchArray) => match.index ?? 0;
  // A list item of several sentences is quoted by the one that dates the events.
  const stops = [...unit.text.slice(0, at(dates[0] as RegExpMatchArray)).matchAll(/[.!?]\s+/gu)].at(-1);
  const opening = stops ? at(stops) + stops[0].length : 0;
  const closing = /[.!?](?:\s|$)/u.exec(unit.text.slice(at(dates.at(-1) as RegExpMatchArray)));
  const what = unit.text
    .slice(opening, closing ? at(dates.at(-1) as RegExpMatchArray) + closing.index : undefined)
    .trim();
  const end = (match: RegExpMatchArray) => at(match) + match[0].length;
  const dated = (match: RegExpMatchArray, words: string): TimedEvent[] => {
    const stems = new Set(analyze(words.replace(WRITTEN_DATE, " ")));
    return [...stems].some((stem) => !isFraming(stem))
      ? [{ unit, stems, minute: null, day: dayNumber(match), when: match[0], what }]
      : [];
  };
  const [first, second] = dates as [RegExpMatchArray, RegExpMatchArray];
  if (dates.length === 2 && RANGE_JOIN.test(unit.text.slice(end(first), at(second)))) {
    const label = unit.text.slice(0, at(first));
    return [...dated(first, `${label} ${RANGE_START}`), ...dated(second, `${label} ${RANGE_END}`)];
  }
  const opens = unit.text.slice(0, at(first)).trim().split(/\s+/u).filter(Boolean).length <= 1;
  return dates.flatMap((match, i) => {
    const words = opens
      ? unit.text.slice(at(match), dates[i + 1] ? at(dates[i + 1] as RegExpMatchArray) : undefined)
      : unit.text.slice(i > 0 ? end(dates[i - 1] as RegExpMatchArray) : 0, end(match));
    return dated(match, words);
  });
}

/** What joins a range's two dates: "02/03/2026 a 27/03/2026", "de 01/03/2026 até 28/02/2027". */
const RANGE_JOIN = /^\s*(?:a|até|ate|–|-)\s*$/iu;

/** The words a range's start and end answer to: "o início da obra", "o fim da vigência". */
const RANGE_START = "início começo";
const RANGE_END = "fim término final encerramento";
const START_STEMS = new Set(analyze(RANGE_START));
const END_STEMS = new Set(analyze(RANGE_END));

/** "primeira", "último": which of the events a side names it means. */
const ORDINAL = /\b(primeir[oa]s?|ultim[oa]s?)\b/u;
const ORDINAL_ALL = new RegExp(ORDINAL.source, "gu");

/** An ordinal that tells one of a series from the others: "primeira", "segunda", …, "décima" (folded; a weekday, "segunda-feira", is none). */
const NTH = /\b(primeir|segund|terceir|quart|quint|sext|setim|oitav|non|decim)[oa]s?\b(?!-feira)/u;

/**
 * Whether an event's words hold the stem, or one of the same root: the noun of the verb the sentence writes
 * ("desmontagem" of "desmontado", "conclusão" of "concluída").
 */
function holds(event: TimedEvent, stem: string): boolean {
  if (event.stems.has(stem)) return true;
  for (const own of event.stems) {
    const shorter = Math.min(own.length, stem.length);
    let common = 0;
    while (common < shorter && own[common] === stem[common]) common++;
    if (common >= MIN_ROOT && (common === shorter || (common >= LONG_ROOT && common >= ROOT_SHARE * shorter)))
      return true;
  }
  return false;
}

/** A stem shorter than this is too short a root to join two words by ("part" of "partida" and "participação"). */
const MIN_ROOT = 5;
/**
 * Two stems that part after a common root this long, most of the shorter one, are one word's forms ("conclusa" and
 * "concluid"); "comunidad" and "comunicad" part too early.
 */
const LONG_ROOT = 6;
const ROOT_SHARE = 0.75;

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
  // A row is also what its key column's header says it is ("Pesagem": each row is one), and its time what the
  // header of the column that times it says ("Hora da coleta": each row's time is a collection's).
  const timing = unit.table?.cells.findIndex((cell) => cell === clock?.input || cell === date?.input) ?? -1;
  const headers = unit.table ? [unit.table.header[0], unit.table.header[timing]].filter(Boolean).join(" ") : "";
  const stems = new Set(analyze(`${what} ${headers}`));
  if (stems.size === 0) return null;
  return { unit, stems, minute, day, when, what };
}

/** An event's place in time, in minutes: its day, then its time of day. */
const momentOf = (event: TimedEvent) => (event.day ?? 0) * 1440 + (event.minute ?? 0);

function ordered(a: TimedEvent, b: TimedEvent): [TimedEvent, TimedEvent] {
  return momentOf(a) <= momentOf(b) ? [a, b] : [b, a];
}

const earliestOf = (events: TimedEvent[]) =>
  events.reduce((pick, event) => (momentOf(event) < momentOf(pick) ? event : pick));
const latestOf = (events: TimedEvent[]) =>
  events.reduce((pick, event) => (momentOf(event) > momentOf(pick) ? event : pick));

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
    const calendar = days >= CALENDAR_SPAN ? ` (${calendarSpan(earlier.day, later.day)})` : "";
    return `${days} ${days === 1 ? "dia" : "dias"}${calendar}`;
  }
  return null;
}

/** Past two months, days are also said as a calendar says them: "1010 dias (2 anos, 9 meses e 6 dias)". */
const CALENDAR_SPAN = 60;

/** The years, months and days from one day number to a later one, counted on the calendar. */
function calendarSpan(from: number, to: number): string {
  const start = new Date(from * 86_400_000);
  const end = new Date(to * 86_400_000);
  let months = (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth();
  if (end.getUTCDate() < start.getUTCDate()) months--;
  const anchor = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, start.getUTCDate()) / 86_400_000;
  const days = to - anchor;
  const parts = [
    [Math.floor(months / 12), "ano", "anos"],
    [months % 12, "mês", "meses"],
    [days, "dia", "dias"],
  ] as const;
  const said = parts.flatMap(([n, one, many]) => (n > 0 ? [`${n} ${n === 1 ? one : many}`] : []));
  return said.length > 1 ? `${said.slice(0, -1).join(", ")} e ${said.at(-1)}` : (said[0] ?? "");
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
