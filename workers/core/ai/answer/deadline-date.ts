import type { PromptPassage } from "#core/chat/agent-context.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { addMonths, dayNumber, WRITTEN_DATE, writtenDay } from "./calendar-days.ts";
import { citedDocuments } from "./citation-marks.ts";
import { sharesBeginning } from "./kindred-words.ts";
import { unitsOf } from "./passage-units.ts";
import { isFraming } from "./unit-ranking.ts";

/**
 * "Até quando o relatório tem de ser entregue?" answered by "em até 20 dias após a vistoria", where another line dates
 * that event ("Vistoria realizada em 03/02/2026"): the day the count ends, with the reply's own sentence after it. Null
 * when the question asks no date, the reply counts no calendar days from an event, or no single line dates the event.
 */
export function deadlineDate(
  question: string,
  found: string,
  passages: PromptPassage[],
  previous?: string,
): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!DATE_ASKED.test(folded)) return null;
  // A reply that counts nothing: the rule a passage states for what is asked ("o pagamento é feito em até 30 dias
  // corridos contados da aprovação") answers "até quando tenho de pagar?".
  // "Em que data foi o retorno?" asks when a thing happened, though the reply counts a span from it: only a limit or a
  // duty asked is counted to its end.
  const limit = LIMIT_ASKED.test(folded) || DUTY_ASKED.test(folded);
  const stated = limit
    ? (countedAsked(folded, foldAccents(found)) ?? countedFromAsked(folded, foldAccents(found)))
    : null;
  // A row read that dates its own span ("validade: 45 dias; data da proposta: 02/03/2031") comes before a rule found
  // elsewhere.
  // The day a span ends, asked right after the reply that dated its start and length: that reply's row.
  const row = stated ? null : (rowDeadline(found) ?? (previous ? rowDeadline(previous) : null));
  if (row) return row;
  const rule = stated || !limit ? null : statedRule(folded, passages);
  const counted = stated ?? rule?.match;
  const reply = rule ? rule.text : found;
  if (!counted) return null;
  const count = Number(counted[1]);
  const span = counted[2] ?? "dias";
  // "a contar da data da conferência": the event is the conferência; "data" is any dated line's word.
  const event = analyze((counted[3] ?? "").replace(/^data\s+d[aoe]s?\s+/u, "")).filter((stem) => !isFraming(stem));
  if (!Number.isFinite(count) || count <= 0 || event.length === 0) return null;
  // The line that dates the event: its words near one date ("A inspeção da subestação foi realizada em 14/09/2026").
  // Where the rule is a passage's, the event is dated in its document; where it is the reply's, in the documents the
  // reply cites (another document's "vigência" is another contract's).
  const documents = rule ? new Set([rule.documentId]) : citedDocuments(found, passages);
  const within = documents.size > 0 ? passages.filter((passage) => documents.has(passage.documentId)) : passages;
  // "após o fim da vigência": an end is dated by a line that ends something, not by one that starts it.
  const ending = ENDING_DATE.test((counted[3] ?? "").toLowerCase());
  const dated = unitsOf(within).flatMap((unit) => {
    const dates = [...unit.text.matchAll(WRITTEN_DATE)];
    if (dates.length !== 1) return [];
    if (ending && !ENDING_DATE.test(foldAccents(unit.text.toLowerCase()))) return [];
    const stems = new Set(analyze(unit.text));
    const share = event.filter((stem) => stems.has(stem)).length / event.length;
    return share >= MIN_SHARE ? [{ unit, date: dates[0] as RegExpMatchArray, share }] : [];
  });
  const best = dated.sort((a, b) => b.share - a.share)[0];
  if (!best || dated.filter((d) => d.share === best.share && d.date[0] !== best.date[0]).length > 0) return null;
  // Months and years run on the calendar ("6 anos contados de 03/02/2026" end on 03/02/2032), days one by one.
  const start = dayNumber(best.date);
  const written = writtenDay(span === "dias" ? start + count : addMonths(start, span === "anos" ? 12 * count : count));
  const source = `${best.unit.text
    .trim()
    .replace(/^[-*]\s+/u, "")
    .replace(/[.;\s]+$/u, "")} [${best.unit.passage.n}]`;
  return `Até ${written}: ${count} ${span} após ${best.date[0]} (${source}). ${reply}`;
}

/**
 * Of the passages' sentences that count a span from an event, the one that shares most of the question's words (a verb
 * and its noun share their beginning: "pagar" and "o pagamento"), two and RULE_SHARE of them at least; null when none
 * does, or two share as many.
 */
function statedRule(
  folded: string,
  passages: PromptPassage[],
): { match: RegExpExecArray; text: string; documentId: string } | null {
  // Words, not codes: "o pedido PR-2031-00417" is one thing asked, whose number no rule writes.
  const asked = analyze(folded.replace(DATE_ASKED, " ")).filter(
    (stem) => !isFraming(stem) && !LASTING.has(stem) && /\p{L}{3}/u.test(stem),
  );
  let best: { match: RegExpExecArray; text: string; documentId: string; score: number } | null = null;
  let tied = false;
  for (const unit of unitsOf(passages)) {
    const text = foldAccents(unit.text);
    for (const match of text.matchAll(COUNTED_FROM)) {
      // The sentence the span is counted in: a line may state two rules ("entregue em até 15 dias …; contestado em até
      // 5 dias …").
      const from = Math.max(text.lastIndexOf(". ", match.index), 0);
      const to = text.indexOf(". ", match.index);
      const stems = analyze(text.slice(from, to < 0 ? undefined : to));
      const score = asked.filter((stem) => stems.some((other) => sharesBeginning(stem, other))).length;
      if (score < 2 || score < RULE_SHARE * asked.length || (best && score < best.score)) continue;
      tied = best !== null && score === best.score;
      if (!tied) {
        const text = `${unit.text} [${unit.passage.n}]`;
        best = { match: match as RegExpExecArray, text, documentId: unit.passage.documentId, score };
      }
    }
  }
  return best && !tied ? best : null;
}

/** The share of the question's words a rule found in the passages must hold, two at least: it is about what is asked. */
const RULE_SHARE = 0.4;

/** "até quando", "até que dia", "a data limite": the last day something may be done, asked. */
const LIMIT_ASKED =
  /\b(?:ate quando|ate que (?:data|dia)|data (?:limite|final)|quando (?:vence|termina|acaba) o prazo)\b/;

/** "Em que data vence…?", "qual o prazo…?", "em que data devo…?": a day by which something must be done. */
const DUTY_ASKED =
  /\b(?:prazo|vence|vencem|vencimento|limite|termina|expira|deve|devem|devo|tem que|tem de|precisa|preciso)\b/;

/** "até quando", "até que data", "em que data vence", the day a thing is done or ready: a day asked, not a length. */
const DATE_ASKED =
  /\b(?:ate quando|ate que (?:data|dia)|em que data|qual (?:e |sera )?a data (?:limite|final)|quando (?:vence|termina|acaba) o prazo|quando (?:termina|terminam|terminaria|acaba|acabam|acabaria|fica pront[oa]s?|ficam pront[oa]s|ficaria pront[oa]s?|ficara pront[oa]s?|sera concluid[oa]s?|serao concluid[oa]s))\b/;

/**
 * "em até 30 dias após a aprovação", "10 dias corridos a contar da assinatura", "vale por 6 anos, contados da data de
 * publicação", "em até 60 dias da data do aviso", "em até 90 dias da publicação" (an event's noun, "-ção", "-tura",
 * "-mento"): days, months or years from an event; global, for `matchAll`.
 */
const COUNTED_FROM =
  /\b(\d{1,3}) (dias|meses|anos)(?: corridos)?,? (?:apos|depois d[aoe]s?|a contar d[aoe]s?|a partir d[aoe]s?|contad[oa]s d[aoe]s?|d[aoe]s?(?= (?:data|\p{L}+(?:cao|sao|tura|mento|gem|ncia))\b))\s+(?:(?:a|o|as|os)\s+)?((?:[\p{L}-]+\s*){1,4})/giu;

/** Of the reply's counted spans, the one whose sentence shares most words with the question (the first of equals). */
function countedAsked(folded: string, text: string): RegExpExecArray | null {
  // The thing asked, not the words that ask a date or a validity ("até que data vale").
  const asked = new Set(
    analyze(folded.replace(DATE_ASKED, " ")).filter((stem) => !isFraming(stem) && !LASTING.has(stem)),
  );
  let best: { match: RegExpExecArray; score: number } | null = null;
  for (const match of text.matchAll(COUNTED_FROM)) {
    const from = Math.max(text.lastIndexOf(". ", match.index), 0);
    const to = text.indexOf(". ", match.index);
    const sentence = text.slice(from, to < 0 ? undefined : to);
    const score = analyze(sentence).filter((stem) => asked.has(stem)).length;
    if (!best || score > best.score) best = { match: match as RegExpExecArray, score };
  }
  return best?.match ?? null;
}

/**
 * "A partir da emissão, isso termina quando?" after a reply that states one span ("o prazo é 90 dias"): the event
 * the question counts from, and the reply's span. Null unless the question names where the count starts and the reply
 * writes a single span.
 */
function countedFromAsked(folded: string, text: string): string[] | null {
  const from = COUNTED_IN_QUESTION.exec(folded);
  const spans = [...text.matchAll(/\b(\d{1,3}) (dias|meses|anos)\b/gu)];
  const [span] = spans;
  if (!from?.[1] || spans.length !== 1 || !span) return null;
  return [span[0], span[1] ?? "", span[2] ?? "", from[1]];
}

/** "contando da emissão", "a partir da assinatura": where the question counts a span from. */
const COUNTED_IN_QUESTION =
  /\b(?:contando|a contar|a partir|contad[oa]s?)\s+d[aoe]s?\s+((?:(?!(?:isso|ele|ela|eles|elas|vence|termina|acaba)\b)[\p{L}-]+\s*){1,4})/u;

/** Verbs and nouns of lasting, which every sentence of a span may write. */
const LASTING = new Set(analyze("vale valem valer validade vigora vigoram vigência prazo vence vencem termina expira"));

/** At least half of the event's words in the line that dates it. */
const MIN_SHARE = 0.5;

/**
 * "Até quando vale a proposta?" over a reply that read one row with a span in days ("a validade da proposta, 45 dias")
 * and one date ("a data da cotação, 03/02/2026"): the span counted from that date. A date that already ends something
 * (a "término", a "vencimento") is not counted from.
 */
function rowDeadline(found: string): string | null {
  // Each cited passage of the reply on its own: a second one may date something else.
  for (const piece of found.split(/(?<=\[\d+\])\s+/u)) {
    const folded = foldAccents(piece.toLowerCase());
    const dates = [...piece.matchAll(WRITTEN_DATE)];
    const spans = [...folded.matchAll(SPAN_IN_DAYS)];
    const [date] = dates;
    const [span] = spans;
    if (dates.length !== 1 || spans.length !== 1 || !date || !span || ENDING_DATE.test(folded)) continue;
    const days = Number(span[1]);
    if (!Number.isFinite(days) || days <= 0) continue;
    return `Até ${writtenDay(dayNumber(date) + days)}: ${days} dias a partir de ${date[0]}. ${found}`;
  }
  return null;
}

/**
 * A span of days a row labels as lasting ("a validade da oferta, 45 dias", "prazo de garantia: 90 dias", "a validade da
 * oferta da Alfa Ltda. é 45 dias": a name's abbreviation may come between).
 */
const SPAN_IN_DAYS =
  /\b(?:validade|vigencia|prazo|garantia)\b(?:[^;:,.\d]|\.(?= \p{Ll}))*?[,:]?\s+(\d{1,3})\s+dias\b/gu;

/** A date that closes a span rather than opening one. */
const ENDING_DATE = /\b(?:termino|fim|final|vencimento|encerramento|limite)\b/u;
