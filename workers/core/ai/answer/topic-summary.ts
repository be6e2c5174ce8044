import { analyze } from "#core/search/text-analysis.ts";
import { withKindred } from "./kindred-words.ts";
import { figuresIn } from "./calculate.ts";
import type { Unit } from "./passage-units.ts";

/**
 * A summary of what a document says about one topic ("Resuma o que o secretário disse sobre as enchentes"), when the
 * topic names no section: the sentences that speak of it, and the ones that carry on from them. A speaker's answer
 * after a question that names the topic, or a paragraph that picks it up with "E …" or "esse/isso", is about the topic
 * though it does not repeat its words. Returns the sentences in reading order, for the caller to cite; null when the
 * topic is the document's whole subject or no sentence speaks of it, so the caller summarises the document as a whole.
 */
export interface TopicSummaryInput {
  /**
   * The topic's stems, a list for each of its coordinated parts ("a merenda e o transporte escolar": two): what follows
   * "sobre", the request's and the document's naming words taken out.
   */
  topic: string[][];
  units: Unit[];
  /** Centrality of each written unit (TextRank), as the whole summary ranks them. */
  scores: Map<Unit, number>;
  /** Sentences asked ("em três frases"), or null. */
  asked: number | null;
}

/** How many sentences a topic's summary gives when the request asks no length: a whole summary's least. */
const TOPIC_SENTENCES = 6;
/** The share of its relevance a paragraph hands to the one that carries on from it. */
const CARRY = 0.7;
/** A paragraph takes part when its relevance is at least this share of the best paragraph's. */
const SPAN_SHARE = 0.5;
/** Beyond this share of the document's paragraphs, the topic is what the whole document is about. */
const WHOLE_SHARE = 0.5;
const FIGURE_WEIGHT = 0.3;
const CENTRALITY_WEIGHT = 0.2;

/** "E o que…", "Essa é…", "Isso…", "Nesses dias": a paragraph that goes on with what the one before said. */
const CARRIES_ON =
  /^(?:[^:]{0,40}:\s*)?(?:e|mas|então|entao|tamb[ée]m)\b|\b(?:[dn]?(?:ess|est|aquel)[ea]s?|isso|isto)\b/iu;

interface Paragraph {
  units: Unit[];
  relevance: number;
}

/** The units as the paragraphs a reader sees: a speaker's turn (its bold lead-in), a paragraph's run of sentences. */
function paragraphsOf(units: Unit[]): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  for (const unit of units) {
    const last = paragraphs.at(-1);
    const previous = last?.units.at(-1);
    // A paragraph's later sentences carry its lead-in; its first one writes it ("Secretária: Servimos…").
    const sameParagraph =
      previous !== undefined &&
      unit.lead !== undefined &&
      unit.kind === previous.kind &&
      unit.section === previous.section &&
      (previous.lead === unit.lead || previous.text.startsWith(`${unit.lead}:`));
    if (last && sameParagraph) last.units.push(unit);
    else paragraphs.push({ units: [unit], relevance: 0 });
  }
  return paragraphs;
}

export function topicSummary({ topic, units, scores, asked }: TopicSummaryInput): Unit[] | null {
  const parts = topic.filter((stems) => stems.length > 0);
  if (parts.length === 0 || units.length === 0) return null;
  const stemsOf = new Map(units.map((unit) => [unit, withKindred(new Set(analyze(unit.text)))]));
  // Each part weighs its words by how rare they are in the document; a sentence speaks of the topic as much as it
  // speaks of its best-covered part.
  const readers = parts.map((stems) => {
    const weight = new Map(
      stems.map((stem) => {
        const frequency = units.filter((unit) => stemsOf.get(unit)?.has(stem)).length;
        return [stem, Math.log(1 + units.length / (1 + frequency))];
      }),
    );
    const total = [...weight.values()].reduce((sum, value) => sum + value, 0);
    return (unit: Unit) =>
      stems.reduce((sum, stem) => sum + (stemsOf.get(unit)?.has(stem) ? (weight.get(stem) ?? 0) : 0), 0) / total;
  });
  const own = (unit: Unit) => Math.max(...readers.map((read) => read(unit)));

  const paragraphs = paragraphsOf(units);
  for (const [i, paragraph] of paragraphs.entries()) {
    const before = paragraphs[i - 1];
    const first = paragraph.units[0]?.text ?? "";
    // An answer follows the question it answers; a paragraph that goes on with the last one keeps its topic.
    // A question hands its answer the whole of its topic; any other paragraph, a share of it.
    const asks = /\?\s*$/.test(before?.units.at(-1)?.text ?? "");
    const carried = before && (asks || CARRIES_ON.test(first)) ? before.relevance * (asks ? 1 : CARRY) : 0;
    paragraph.relevance = Math.max(carried, ...paragraph.units.map(own));
  }
  const best = Math.max(0, ...paragraphs.map((paragraph) => paragraph.relevance));
  if (best === 0) return null;
  const span = paragraphs.filter((paragraph) => paragraph.relevance >= best * SPAN_SHARE);
  if (span.length > paragraphs.length * WHOLE_SHARE) return null;

  // Statements only: a question asked in the document (an interviewer's) says nothing itself.
  const ranked = span
    .sort((a, b) => b.relevance - a.relevance)
    .map((paragraph) =>
      paragraph.units
        .filter((unit) => unit.kind !== "row" && !/\?\s*$/.test(unit.text))
        .map((unit) => ({
          unit,
          score:
            own(unit) +
            (figuresIn(unit.text).length > 0 ? FIGURE_WEIGHT : 0) +
            CENTRALITY_WEIGHT * (scores.get(unit) ?? 0),
        }))
        .sort((a, b) => b.score - a.score)
        .map(({ unit }) => unit),
    )
    .filter((sentences) => sentences.length > 0);
  // Each paragraph of the topic gives its best sentence, then each its next best, most relevant paragraph first: a
  // summary covers every part of what was said, not only the part that repeats the topic's words.
  const chosen: Unit[] = [];
  const limit = asked ?? TOPIC_SENTENCES;
  for (let round = 0; chosen.length < limit && ranked.some((sentences) => sentences.length > round); round++)
    for (const sentences of ranked) {
      const next = sentences[round];
      if (next && chosen.length < limit) chosen.push(next);
    }
  if (chosen.length === 0) return null;
  return chosen.sort((a, b) => a.order - b.order);
}

/**
 * The topic a request names after "sobre" ("o que o secretário disse sobre as enchentes da Rua Piau"), in its parts as
 * written, or null.
 */
export function topicAsked(question: string): string[] | null {
  // "sobre a merenda", "como foi a consulta pública", "o que aconteceu com a obra": what the request is about ("o que
  // aconteceu no dia" asks what the day's record holds, the whole of it).
  // Of the message's sentences, the first that names one ("Boa tarde! Resuma como foi …").
  const match = question
    .split(/(?<=[?.!])\s+/u)
    .map((sentence) => TOPIC_OPENING.exec(sentence))
    .find((found) => found !== null);
  // Its coordinated parts: "a merenda e o transporte escolar", "o prazo, o custo e as metas".
  return match?.[1] ? match[1].split(/\s*,\s*|\s+e\s+(?=(?:[oa]s?|d[oa]s?|n[oa]s?)\s)/iu) : null;
}

/** The words that open a request's topic, which runs to the sentence's end. */
const TOPIC_OPENING =
  /\b(?:sobre|como\s+(?:foi|foram|est[aá]|est[aã]o|ficou|ficaram|funciona|funcionam|andou|andam)|o\s+que\s+(?:aconteceu|houve|ocorreu)\s+com)\s+(.+?)\s*[?.!]*\s*$/iu;
