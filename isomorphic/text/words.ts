/**
 * The one word tokenizer, for browser and server: a word is a run of letters and digits, and a hyphen between two
 * such runs joins them into one written word ("e-mail", "guarda-chuva", "COVID-19"). `wordParts` splits those at
 * the hyphen: search and matching compare the parts ("e-mail" meets "mail"), while a phrase carried into a question
 * keeps the written word whole (`writtenWords`). Case and accents are left as they are; callers fold when they
 * compare.
 */
const WRITTEN_WORD = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;
const WORD_PART = /[\p{L}\p{N}]+/gu;

/** The text's words as written, a hyphenated word whole. */
export function writtenWords(text: string): string[] {
  return text.match(WRITTEN_WORD) ?? [];
}

/** The text's words with hyphenated words split into their parts. */
export function wordParts(text: string): string[] {
  return text.match(WORD_PART) ?? [];
}
