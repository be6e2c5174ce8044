import type { PromptPassage } from "#core/chat/agent-context.ts";
import { sentencesOf } from "#core/documents/sentences.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { foldedQuestion } from "#isomorphic/text/question-words.ts";
import { escapeRegExp } from "./escape-regexp.ts";
import { findFigure } from "./figures.ts";
import { type FigureKind, operationIn, questionShape, withoutKindWords, withoutNames } from "./question-shape.ts";

/**
 * "Em quantos dias?", "Até quando?", "Há algum limite?" right after a reply that says it ("deve entregar as
 * amostras em até 5 dias úteis"): a detail of what was just said, asked with nothing of its own but the kind of figure
 * it wants. A colleague answers from the sentence they just gave; the passages, searched again with a question that
 * names no subject, find anything that holds a span of time. So a short question whose own words are all in one
 * sentence of the previous reply, and whose kind of figure that sentence holds, is answered with that sentence, cited
 * to the passage of this turn that holds its figure (a sentence whose figure no passage holds, a computed one, is not
 * repeated). Null otherwise: an operation asked (a difference, a sum) is computed, and a question with a subject of its
 * own is answered as any other.
 */
export function fromPreviousAnswer(
  question: string,
  previous: string | undefined,
  passages: PromptPassage[],
): string | null {
  if (!previous || REFUSED.test(previous)) return null;
  const plain = foldedQuestion(question).replace(/[?!.]+\s*$/, "");
  const shape = questionShape(question);
  // A yes-or-no question is answered by the sentence that states what it asks about, with its figure; "E o lote
  // norte?" is no yes-or-no question but the last one asked of another thing.
  const yesNo = shape.shape === "yes-no" && !/^(?:e|mas e)\s/.test(plain);
  const asked: FigureKind | undefined = shape.shape === "figure" ? shape.figures?.[0] : yesNo ? "any" : undefined;
  if (!asked) return null;
  const operation = operationIn(withoutNames(question));
  if (operation && operation !== "count") return null;
  // Every other word counts, "hoje" and "segunda" too: a time or an ordinal of its own asks another value of the same slot.
  const own = [...new Set(analyze(withoutKindWords(plain)))].filter((stem) => !ASKING.has(stem));
  // "quanto" and a copula alone counts no thing; it asks the figure just given, whatever its kind.
  const bare = asked === "count" && own.length === 0 && BARE_AMOUNT.test(plain);
  const kind: FigureKind = bare ? "any" : asked;
  if (own.length > MAX_OWN_WORDS || (kind === "any" && own.length === 0 && !bare)) return null;
  // The reply's answer is its first sentence; what follows supports it, and is about other things as often.
  const sentence = replySentences(previous)[0];
  if (!sentence) return null;
  const stems = new Set(analyze(sentence));
  if (!own.every((stem) => stems.has(stem)) || !ratesStated(plain, sentence)) return null;
  // "E sem afastamento?" after "o com afastamento … é 6": the small word that tells them apart is no stem.
  const without = (text: string) => /(?<!\p{L})sem(?!\p{L})/iu.test(text);
  if (without(plain) && !without(sentence)) return null;
  // "E foram quantos dias?" over "foi quitada depois do vencimento; o acréscimo de 1%…": a count of days asked is
  // answered only by a sentence that counts days.
  const span = /\bquant[oa]s (dias|horas|meses|anos|semanas|minutos)\b/u.exec(plain)?.[1];
  const counted = span ? SPAN_WRITTEN[span] : undefined;
  if (counted && !new RegExp(`\\d\\s*(?:${counted})(?![\\p{L}])`, "u").test(foldAccents(sentence.toLowerCase())))
    return null;
  const figure = findFigure(sentence, kind, own);
  const source = figure ? sourceOf(sentence, figure, passages) : null;
  return source ? `${sentence} [${source.n}]` : null;
}

/** How a reply writes a count of each span after its figure: "30 h", "12 dias", "45 min". */
const SPAN_WRITTEN: Record<string, string> = {
  dias: "dias?|d",
  horas: "horas?|h",
  meses: "mes|meses",
  anos: "anos?",
  semanas: "semanas?",
  minutos: "minutos?|min",
};

/**
 * "E por mês, quanto custa?" asks a rate: a sentence that gives the amount for the whole year answers it only by a
 * division (./rate-period.ts). Each "por X" of the question must be the sentence's too.
 */
function ratesStated(plain: string, sentence: string): boolean {
  const written = new Set(
    [...foldAccents(sentence.toLowerCase()).matchAll(PER)].flatMap((match) => analyze(match[1] ?? "")),
  );
  return [...plain.matchAll(PER)].every((match) => analyze(match[1] ?? "").every((stem) => written.has(stem)));
}

const PER = /\bpor\s+(?:cada\s+)?(?!(?:que|qual|quanto|quantos|quantas)\b)(\p{L}+)/gu;

/** "quanto é", "de quanto foi", "quanto deu": an amount asked of no noun. */
const BARE_AMOUNT = /^(?:e\s+)?(?:de\s+)?quanto\s+(?:e|foi|era|sera|seria|ficou|fica|deu|da)$/;

/** A question with more words of its own than this names its subject: it is answered from the passages. */
const MAX_OWN_WORDS = 2;

/** The words that only make it a question: its interrogatives, its copula, "tem algum". */
const ASKING = new Set(
  analyze(
    "qual quais quanto quantos quantas quando onde quem como é são foi era será tem têm existe existem há algum alguma",
  ),
);

export const REFUSED = /^\s*n[aã]o encontrei\b/iu;

/** The previous reply's sentences, its emphasis and list marks off; a citation ends one ("Valor: R$ 10 [3] A…"). */
export function replySentences(reply: string): string[] {
  return reply
    .replace(/\*\*/g, "")
    .split(/\s*\[\d+\](?:\s*\[\d+\])*[.:;]?\s*|\n+/)
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, "").trim())
    .filter(Boolean)
    .flatMap((line) => sentencesOf(line));
}

/**
 * Of this turn's passages that hold the figure's number (a table's cell writes "1.100,00" under "Teto (R$)"), the one
 * that shares the most words with the sentence.
 */
export function sourceOf(sentence: string, figure: string, passages: PromptPassage[]): PromptPassage | null {
  const number = /\d(?:[\d.,]*\d)?/.exec(figure)?.[0];
  // A figure as the reply writes it and as the document does: "7,4" is "7,40", "12" is "12,00".
  const digits = number ? `${escapeRegExp(number)}${number.includes(",") ? "0*" : "(?:,0+)?"}` : "";
  const holds = number
    ? new RegExp(`(?<![\\d.,])${digits}(?![\\d]|[.,]\\d)`)
    : new RegExp(`\\b${escapeRegExp(foldAccents(figure.toLowerCase()))}\\b`);
  const words = new Set(analyze(sentence));
  let best: PromptPassage | null = null;
  let bestShared = -1;
  for (const passage of passages) {
    if (!holds.test(foldAccents(passage.text.toLowerCase()))) continue;
    const shared = analyze(passage.text).filter((stem) => words.has(stem)).length;
    if (shared > bestShared) {
      best = passage;
      bestShared = shared;
    }
  }
  return best;
}
