import { normalizeText } from "./normalize-text.ts";

/**
 * How a Portuguese question is read, word by word, wherever one is: the project agent's question shapes
 * (#core/ai/answer/question-shape.ts), the ouvidoria analyst's (#core/ai/ouvidoria-question.ts) and the BI demo's
 * (app/initiatives/bi-conversacional/data.ts). Questions are folded (lower case, no accents), punctuation becomes
 * space, and words are matched whole, or by their start, never inside another word ("onde" is not in "responde").
 */
export function plainQuestion(text: string): string {
  return normalizeText(text.replace(/[^\p{L}\p{N}\s-]/gu, " "));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");

/** Whether a word of the plain text starts with `stem`. */
export function hasWordStarting(plain: string, stem: string): boolean {
  return new RegExp(`(^|[^a-z0-9])${escapeRegExp(stem)}`).test(plain);
}

/** Whether `word` (one word or several) stands whole in the plain text. */
export function hasWholeWord(plain: string, word: string): boolean {
  return new RegExp(`(^|[^a-z0-9])${escapeRegExp(word)}($|[^a-z0-9])`).test(plain);
}

/** The plain text's words. */
export function questionWords(plain: string): string[] {
  return plain.split(/[^a-z0-9]+/).filter(Boolean);
}
