import { normalizeText } from "./normalize-text.ts";
import { wordParts } from "./words.ts";

/**
 * A reader of a Portuguese question's words, shared by the project agent's question shapes
 * (#core/ai/answer/question-shape.ts), the ouvidoria analyst's (#core/ai/ouvidoria-question.ts) and the BI demo's
 * (app/initiatives/bi-conversacional/data.ts). It runs in the browser too (the BI demo answers there). Questions
 * are folded (lower case, no accents, one space between words); words are letters and digits, matched whole or by
 * their start, never inside another word ("onde" is not in "responde").
 */

/** Folded, punctuation kept: for readers that look at it ("?" ends a yes-or-no question, "-" joins "e-mail"). */
export function foldedQuestion(text: string): string {
  return normalizeText(text);
}

/** Folded, punctuation but "-" turned into space: for matching a question whole, or word by word. */
export function plainQuestion(text: string): string {
  return normalizeText(text.replace(/[^\p{L}\p{N}\s-]/gu, " "));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");

/** Whether a word of the folded text starts with `stem`. */
export function hasWordStarting(folded: string, stem: string): boolean {
  return new RegExp(`(^|[^a-z0-9])${escapeRegExp(stem)}`).test(folded);
}

/** Whether `word` (one word or several) stands whole in the folded text. */
export function hasWholeWord(folded: string, word: string): boolean {
  return new RegExp(`(^|[^a-z0-9])${escapeRegExp(word)}($|[^a-z0-9])`).test(folded);
}

/** The folded text's words (the one tokenizer's parts), kept to ASCII letters and digits: "3º" reads as "3". */
export function questionWords(folded: string): string[] {
  return wordParts(folded).flatMap((word) => word.split(/[^a-z0-9]+/).filter(Boolean));
}

/** The words that join a name's parts ("Bairro das Flores", "Vila do Sol", "Silva e Souza"), never a name's own. */
const CONNECTIVES = new Set(["da", "das", "de", "do", "dos", "e"]);

/** A name's own words, folded, without the connectives: what a question must name to name it. */
export function nameWords(name: string): string[] {
  return questionWords(foldedQuestion(name)).filter((word) => !CONNECTIVES.has(word));
}

/**
 * The one lexicon of what makes a Portuguese sentence ask (folded): interrogatives, the verbs of a request, and the
 * verbs that open a yes-or-no question. The agent's question shapes, its reader of messages and its resolver of
 * follow-ups each combine the groups they need.
 */
export const INTERROGATIVES = [
  "qual",
  "quais",
  "quando",
  "onde",
  "aonde",
  "quem",
  "como",
  "quanto",
  "quantos",
  "quantas",
  "quanta",
  "por que",
  "porque",
  "pq",
  "o que",
  "oque",
  "para que",
  "que",
] as const;
export const REQUEST_VERBS = [
  "liste",
  "listar",
  "enumere",
  "cite",
  "resuma",
  "resumir",
  "sintetize",
  "descreva",
  "explique",
  "mostre",
  "fale",
  "diga",
  "compare",
  "defina",
  "calcule",
  "some",
] as const;
export const YES_NO_OPENERS = ["existe", "existem", "ha", "tem", "pode", "podem", "deve", "devem", "precisa"] as const;

/** A regular expression for any of these words, whole, in folded text (anywhere, or only at the start). */
export function wordsPattern(words: readonly string[], at: "anywhere" | "start" = "anywhere"): RegExp {
  const alternatives = [...words]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|");
  return new RegExp(`${at === "start" ? "^" : "(?:^|[^a-z0-9])"}(?:${alternatives})(?![a-z0-9])`);
}

/**
 * The verb between an interrogative and what it asks ("qual é o prazo", "qual ficou sendo a tarifa", "quem vai ser o
 * gestor"): a form of ser, estar or ficar, alone or with "sendo", or a periphrasis of them. Written and folded forms
 * both, for a case-insensitive regular expression over a question as written or folded.
 */
export const COPULA =
  "(?:(?:é|e|era|eram|foi|foram|será|sera|serão|serao|seria|seriam|são|sao|está|estão|estao|estava|estavam|esteve|fica|ficam|ficou|ficaram|ficará|ficara|ficarão|ficarao|ficaria|acabou|acabaram|(?:vai|vão|vao|ia|iam)\\s+(?:ser|ficar)|passou\\s+a\\s+ser|passa\\s+a\\s+ser|tem\\s+sido|têm\\s+sido)(?:\\s+(?:sendo|ficando))?|(?:esta|estao)\\s+sendo)";
