import { stemmer } from "@orama/stemmers/portuguese";
import { stopwords } from "@orama/stopwords/portuguese";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { passageSentences } from "#core/documents/sentences.ts";
import { wordParts } from "#isomorphic/text/words.ts";

/**
 * Portuguese text analysis shared by the full-text index, the queries and the
 * offline embedder, so a word is reduced the same way wherever it appears.
 * Lowercase, accents folded, stopwords dropped, Snowball stems. Users often
 * type without accents ("notificacoes"), and Snowball relies on accented
 * suffixes, so an unaccented spelling gets its usual suffix accents back
 * before stemming and both spellings meet on one stem.
 */

const STOPWORDS = new Set(stopwords.map(foldAccents));

/** Lowercased words (letters and digits), accents kept. */
export function words(text: string): string[] {
  return wordParts(text.toLowerCase());
}

function isContentWord(word: string): boolean {
  const folded = foldAccents(word);
  return !STOPWORDS.has(folded) && (folded.length > 1 || /\d/.test(folded));
}

/**
 * Portuguese suffixes that lose their accent when typed plainly, restored for the stemmer; the first that
 * matches applies. A suffix and its plural are one rule; -são and -sões need none of their own (-ão, -ões).
 */
const SUFFIX_ACCENTS: [RegExp, string][] = [
  [/coes$/, "ções"],
  [/cao$/, "ção"],
  [/oes$/, "ões"],
  [/aes$/, "ães"],
  [/ao$/, "ão"],
  [/encia(s?)$/, "ência$1"],
  [/ancia(s?)$/, "ância$1"],
  [/ave(l|is)$/, "áve$1"],
  [/ive(l|is)$/, "íve$1"],
  [/ario(s?)$/, "ário$1"],
  [/orio(s?)$/, "ório$1"],
];

export function restoreSuffixAccents(folded: string): string {
  for (const [pattern, accented] of SUFFIX_ACCENTS) if (pattern.test(folded)) return folded.replace(pattern, accented);
  return folded;
}

/** Stemming dominates analysis time and words repeat a lot, so stems are memoised (bounded). */
const STEM_CACHE_LIMIT = 50_000;
const stems = new Map<string, string>();

/** The folded stem of one word; an unaccented spelling is stemmed with its suffix accents restored. */
export function stemOf(word: string): string {
  const cached = stems.get(word);
  if (cached !== undefined) return cached;
  const folded = foldAccents(word);
  const stem = foldAccents(stemmer(folded === word ? restoreSuffixAccents(folded) : word));
  if (stems.size >= STEM_CACHE_LIMIT) stems.clear();
  stems.set(word, stem);
  return stem;
}

/** Content words of a text, each as its stem, in order. */
export function analyze(text: string): string[] {
  return words(text).filter(isContentWord).map(stemOf);
}

/** Content words, folded but not stemmed (for n-gram features). */
export function contentWords(text: string): string[] {
  return words(text).filter(isContentWord).map(foldAccents);
}

/** Marks a sentence boundary inside analysed text; FTS5's tokenizer ignores it. */
export const SENTENCE_BREAK = "|";

/**
 * What a chunk is indexed under: the analysed terms of its heading (or
 * document name) and of each of its sentences, cut as the agent cuts what it
 * quotes (#core/documents/sentences.ts), separated by SENTENCE_BREAK, so
 * search scores the best of the sentences the agent can quote without
 * analysing the chunk again. Words the sentences leave out (a link's address,
 * inline HTML) close the list as one more part, so the index holds every word
 * of the chunk, as many times as the chunk has it.
 */
export function indexTerms(heading: string, content: string): string {
  const sentences = passageSentences(content).map(analyze);
  const parts = [analyze(heading), ...sentences, wordsLeftOut(analyze(content), sentences.flat())];
  return parts
    .filter((part) => part.length > 0)
    .map((part) => part.join(" "))
    .join(` ${SENTENCE_BREAK} `);
}

/** The terms of `all` that `kept` does not account for, counting repeats, in order. */
function wordsLeftOut(all: string[], kept: string[]): string[] {
  const remaining = new Map<string, number>();
  for (const term of kept) remaining.set(term, (remaining.get(term) ?? 0) + 1);
  return all.filter((term) => {
    const left = remaining.get(term) ?? 0;
    if (left > 0) remaining.set(term, left - 1);
    return left === 0;
  });
}
