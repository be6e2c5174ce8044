import type { PromptPassage } from "#core/chat/agent-context.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { INTERROGATIVES } from "#isomorphic/text/question-words.ts";
import { operationIn } from "./question-shape.ts";
import { isFraming } from "./unit-ranking.ts";

/**
 * A typo corrected against the project's own words: a word of the question whose stem no passage holds, one slip
 * away from a word the passages write, is read as that word ("préiva" → "prévia", "recorer" → "recorrer"). The
 * slips are the ones typing makes: two neighbouring letters swapped, a letter doubled or not, and for longer words one
 * letter more, less or different. A word the passages do not write and that is no slip of theirs stays as written:
 * it is what the near-miss refusal reads.
 */
const SHORTEST = 5;
/** The one-word interrogatives long enough for a swap of two letters to be a slip ("qaul"). */
const ASKING_WORDS: readonly string[] = INTERROGATIVES.filter((word) => /^\p{L}{4,}$/u.test(word));
/** From this length a letter more, less or different is a slip too; shorter words differ that way legitimately. */
const LONG = 7;

export function correctedTypos(question: string, passages: PromptPassage[]): string {
  const vocabulary = new Map<string, { written: string; count: number; sound?: string }>();
  for (const passage of passages)
    for (const written of passage.text.match(/\p{L}{4,}/gu) ?? []) {
      const folded = foldAccents(written.toLowerCase());
      const known = vocabulary.get(folded);
      if (known) known.count++;
      else vocabulary.set(folded, { written: written.toLowerCase(), count: 1 });
    }
  if (vocabulary.size === 0) return question;
  const stems = new Set([...vocabulary.values()].flatMap((entry) => analyze(entry.written)));
  return question.replace(/\p{L}+/gu, (word, at: number) => {
    const folded = foldAccents(word.toLowerCase());
    // "sem contar", "sem incluir": after "sem" a verb stands in the infinitive, typed as meant (not "contra").
    if (/(?:^|[^\p{L}])sem\s+$/iu.test(question.slice(Math.max(0, at - 5), at)) && /(?:ar|er|ir)$/.test(folded))
      return word;
    // An interrogative typed with two letters swapped ("Qaul", "qunato"): no passage need write it.
    // An interrogative typed right is no slip of another ("quantos" of "quantas") nor of a document's word ("quintas").
    if (ASKING_WORDS.includes(folded)) return word;
    // A word that names an operation ("somando", "diferença", "restam") asks for it: it is the question's, not a slip
    // of a document's word ("tomando").
    if (operationIn(` ${folded} `) !== null) return word;
    const asked = folded.length >= 4 ? ASKING_WORDS.find((meant) => isSlip(folded, meant)) : undefined;
    if (asked) return /^\p{Lu}/u.test(word) ? asked.charAt(0).toUpperCase() + asked.slice(1) : asked;
    if (folded.length < SHORTEST || vocabulary.has(folded)) return word;
    const stem = analyze(word)[0];
    // A stopword, or a form of a word the passages write ("custou" beside "custo"), is no typo; nor is the asker's
    // framing ("preciso" is no slip of "precisão").
    if (!stem || stems.has(stem) || isFraming(stem)) return word;
    let best: { written: string; count: number } | null = null;
    const sound = soundOf(word.toLowerCase());
    for (const [candidate, entry] of vocabulary)
      if ((isSlip(folded, candidate) || soundOfEntry(entry) === sound) && (!best || entry.count > best.count))
        best = entry;
    if (!best) return word;
    return /^\p{Lu}/u.test(word) ? best.written.charAt(0).toUpperCase() + best.written.slice(1) : best.written;
  });
}

/** Whether typing one for the other is one slip: a swap of neighbours, a doubled letter, or one edit of a long word. */
export function isSlip(typed: string, meant: string): boolean {
  if (typed === meant || Math.abs(typed.length - meant.length) > 1) return false;
  if (typed.length === meant.length) {
    const differ = [...typed].flatMap((letter, i) => (letter === meant[i] ? [] : [i]));
    if (differ.length === 2) {
      const [i = 0, j = 0] = differ;
      return j === i + 1 && typed[i] === meant[j] && typed[j] === meant[i];
    }
    // A letter for another is a finger on the next key ("setenbro"): "pessoal" is no slip of "pessoas".
    const at = differ[0] ?? 0;
    return differ.length === 1 && typed.length >= LONG && neighbours(typed[at] ?? "", meant[at] ?? "");
  }
  const [shorter, longer] = typed.length < meant.length ? [typed, meant] : [meant, typed];
  let i = 0;
  while (i < shorter.length && shorter[i] === longer[i]) i++;
  if (shorter.slice(i) !== longer.slice(i + 1)) return false;
  // The letter more or less doubles its neighbour ("recorer"), or the word is long enough for any one; a letter typed
  // more is a finger on a key next to a neighbour's ("outrubro"), not any letter ("comparar" is no slip of "comprar").
  if (longer[i] === longer[i - 1] || longer[i] === longer[i + 1]) return true;
  // A vowel of two side by side left out ("crança" for "criança"): the hiatus typed as one syllable.
  const vowel = (letter: string | undefined) => /^[aeiou]$/.test(letter ?? "");
  if (longer === meant && vowel(longer[i]) && (vowel(longer[i - 1]) || vowel(longer[i + 1]))) return true;
  if (shorter.length < LONG) return false;
  const extra = longer[i] ?? "";
  return longer === meant || neighbours(extra, longer[i - 1] ?? "") || neighbours(extra, longer[i + 1] ?? "");
}

/**
 * A word's sound, as its spelling slips keep it: Portuguese writes one sound with several letters (the s of
 * "extensão", "exceção", "análise", "massa"; the x of "enxada" and the ch of "encher"; the j of "gente" and of
 * "jeito"), and a word spelled as it sounds ("pesquiza", "excessão", "análize") sounds as the documents' word does. It
 * comes in lower case with its accents, since the cedilla tells "ção" from "cão"; a silent h at the start ("ora",
 * "hora"), accents and doubled letters make no difference.
 */
function soundOf(word: string): string {
  return foldAccents(word.replace(/ç/g, "s"))
    .replace(/^h/, "")
    .replace(/[sx]c(?=[ei])/g, "s")
    .replace(/c(?=[ei])/g, "s")
    .replace(/z/g, "s")
    .replace(/ch/g, "x")
    .replace(/g(?=[ei])/g, "j")
    .replace(/(\p{L})\1/gu, "$1");
}

/** A vocabulary word's sound, worked out once however many typed words are compared with it. */
function soundOfEntry(entry: { written: string; sound?: string }): string {
  entry.sound ??= soundOf(entry.written);
  return entry.sound;
}

/** The rows of a QWERTY keyboard, as a slip of the finger reads them. */
const KEY_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];

/** Whether two letters sit on keys next to each other, in a row or in the rows above and below. */
function neighbours(a: string, b: string): boolean {
  const place = (letter: string) => {
    const row = KEY_ROWS.findIndex((keys) => keys.includes(letter));
    return row < 0 ? null : { row, column: (KEY_ROWS[row] ?? "").indexOf(letter) + row * 0.5 };
  };
  const p = place(a);
  const q = place(b);
  if (!p || !q || a === b) return false;
  return Math.abs(p.row - q.row) <= 1 && Math.abs(p.column - q.column) <= 1;
}

/**
 * Names typed in lower case, written as the documents write them: "rosangela moura" → "Rosângela Moura". A word is a
 * name when the passages always capitalise it, at least once inside a sentence or before another capitalised word (a
 * capital alone after a full stop, a colon, at a line's start or a table cell's says nothing). Its accents come back
 * with it.
 */
export function inDocumentsCase(question: string, passages: PromptPassage[]): string {
  const seen = new Map<string, { written: string; lower: boolean; inside: boolean }>();
  for (const passage of passages)
    for (const match of passage.text.matchAll(/\p{L}{3,}/gu)) {
      const written = match[0];
      const folded = foldAccents(written.toLowerCase());
      const entry = seen.get(folded) ?? { written, lower: false, inside: false };
      if (/^\p{Ll}/u.test(written)) entry.lower = true;
      else if (
        !/(?:^|[.!?:\n]\s*|[#>*|-]\s*)$/u.test(passage.text.slice(0, match.index ?? 0)) ||
        /^\s+(?:d[aeo]s?\s+)?\p{Lu}\p{Ll}/u.test(passage.text.slice((match.index ?? 0) + written.length))
      ) {
        entry.inside = true;
        entry.written = written;
      }
      seen.set(folded, entry);
    }
  return question.replace(/\p{L}{3,}/gu, (word) => {
    if (word !== word.toLowerCase()) return word;
    const entry = seen.get(foldAccents(word));
    return entry && !entry.lower && entry.inside ? entry.written : word;
  });
}
