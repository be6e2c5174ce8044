import type { PromptPassage } from "#core/chat/agent-context.ts";
import { sentencesOf } from "#core/documents/sentences.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { singularOf } from "./agreement.ts";
import { isFraming } from "./unit-ranking.ts";

/**
 * A question asked in the words of a term's definition, with the term added: the documents define "a janela de perda
 * (JP) é a quantidade de registros que se admite perder" and head a column "JP"; "quantos registros pode perder?"
 * asks for the JP. Only the documents' own definitions are read: a term, its acronym in parentheses, "é" or "são",
 * and what it is, up to its first comma.
 */
const DEFINITION =
  /(?:^|[\s;:])(?:[oO]|[aA]|[oO]s|[aA]s)\s+(\p{L}[\p{L}\s-]{2,60}?)\s+\((\p{Lu}[\p{Lu}\d]{1,7})\)\s+(?:é|são|significa|corresponde a)\s+(?:o|a|os|as|um|uma)?\s*([^;.,]{8,160})/gu;

/** How much of a definition's content the question must hold: most of it, and two words at least. */
const DEFINITION_SHARE = 0.5;
const DEFINITION_WORDS = 2;

interface Definition {
  term: string;
  acronym: string;
  stems: string[];
}

function definitionsIn(passages: PromptPassage[]): Definition[] {
  const found: Definition[] = [];
  for (const passage of passages)
    for (const sentence of sentencesOf(passage.text))
      for (const match of sentence.matchAll(DEFINITION)) {
        const [, term = "", acronym = "", meaning = ""] = match;
        const stems = [...new Set(analyze(meaning).filter((stem) => !isFraming(stem)))];
        if (stems.length >= DEFINITION_WORDS) found.push({ term: term.trim(), acronym, stems });
      }
  return found;
}

/** The question with the term whose definition it asks in other words, when it names neither the term nor its acronym. */
export function withDefinedTerms(question: string, passages: PromptPassage[]): string {
  const asked = new Set(analyze(question));
  const folded = foldAccents(question.toLowerCase());
  // Only a term a table heads a column by: the term is added for that column to answer, and words no passage's
  // sentence needs would otherwise count against the answer (the near-miss refusal reads the question's words).
  const headers = passages.flatMap((passage) => passage.text.split("\n").filter((line) => line.trim().startsWith("|")));
  // No table, no column for a term to name: the definitions are not read (composeAnswer runs this on every question).
  if (headers.length === 0) return question;
  const added = definitionsIn(passages).filter((definition) => {
    if (!headers.some((line) => new RegExp(`(?<![\\p{L}])${definition.acronym}(?![\\p{L}])`, "u").test(line)))
      return false;
    if (folded.includes(foldAccents(definition.term.toLowerCase()))) return false;
    if (new RegExp(`\\b${definition.acronym.toLowerCase()}\\b`).test(folded)) return false;
    const held = definition.stems.filter((stem) => asked.has(stem)).length;
    return held >= DEFINITION_WORDS && held / definition.stems.length >= DEFINITION_SHARE;
  });
  const named = added.length === 0 ? expandedNamed(question, passages, headers) : added;
  if (named.length !== 1) return question;
  const [definition] = named as [Definition];
  return `${question.replace(/[?!.]+\s*$/, "")} (${definition.acronym}, ${definition.term})?`;
}

/**
 * "até os limites máximos de indenização (LMI) abaixo", then a column "LMI (R$)": an acronym the documents introduce
 * after the words its letters open, which a question names by the first of them ("o limite da ETA") and not by the
 * acronym. Only acronyms a table heads a column by, and only one.
 */
function expandedNamed(question: string, passages: PromptPassage[], headers: string[]): Definition[] {
  // Each word in the singular too: the stemmer parts "vazões" from "vazão".
  const words = question.match(/\p{L}+/gu) ?? [];
  const asked = new Set([
    ...analyze(question),
    ...analyze(words.map((word) => singularOf(word.toLowerCase())).join(" ")),
  ]);
  const folded = foldAccents(question.toLowerCase());
  const found = new Map<string, Definition>();
  // A document's words are read once per question, however many of its passages introduce an acronym.
  const about = new Map<string, boolean>();
  for (const passage of passages)
    for (const match of passage.text.matchAll(INTRODUCED)) {
      const [, before = "", acronym = ""] = match;
      if (found.has(acronym)) continue;
      const term = spelledBy(before, acronym);
      if (!term) continue;
      const [head] = analyze(term);
      if (!head || !asked.has(head)) continue;
      if (new RegExp(`\\b${acronym.toLowerCase()}\\b`, "u").test(folded)) continue;
      // A column of a measure the acronym heads ("LMI (R$)", "VMG (L/s)"), not a column of codes ("DMC-02").
      if (!headers.some((line) => new RegExp(`(?<![\\p{L}])${acronym}\\s*\\([^)]+\\)`, "u").test(line))) continue;
      // A question about another document's thing ("o limite de fósforo") shares little else with the acronym's.
      const isAbout = about.get(passage.documentId) ?? aboutDocument(words, passages, passage.documentId);
      about.set(passage.documentId, isAbout);
      if (!isAbout) continue;
      found.set(acronym, { term, acronym, stems: [head] });
    }
  return [...found.values()];
}

/** Whether most of the question's own words are written in the document's passages. */
function aboutDocument(words: string[], passages: PromptPassage[], documentId: string): boolean {
  const written = new Set(
    analyze(
      passages
        .filter((passage) => passage.documentId === documentId)
        .map((passage) => passage.text)
        .join("\n"),
    ),
  );
  // Each word as written or in the singular ("vazões", "vazão"); words that only frame the question aside.
  const own = words.flatMap((word) => {
    const [stem] = analyze(word);
    return stem && !isFraming(stem) ? [[stem, analyze(singularOf(word.toLowerCase()))[0] ?? stem]] : [];
  });
  const present = own.filter((forms) => forms.some((stem) => written.has(stem))).length;
  return own.length > 0 && present / own.length >= DOCUMENT_SHARE;
}
const DOCUMENT_SHARE = 0.6;

/** A run of words, then an acronym in parentheses: "limites máximos de indenização (LMI)". */
const INTRODUCED = /((?:\p{L}+\s+){1,8})\((\p{Lu}{2,6})\)/gu;
/** Small words an acronym's letters skip ("de", "da", "e"). */
const SKIPPED = /^(?:d[aeo]s?|e|em|n[ao]s?|para|por)$/iu;

/** The last words before an acronym whose initials, small words aside, spell it; null when none do. */
function spelledBy(before: string, acronym: string): string | null {
  const words = before.trim().split(/\s+/u);
  const letters = acronym.toLowerCase();
  let at = letters.length - 1;
  for (let i = words.length - 1; i >= 0; i--) {
    const word = words[i] ?? "";
    if (SKIPPED.test(word)) continue;
    if (foldAccents(word[0]?.toLowerCase() ?? "") !== letters[at]) return null;
    at--;
    if (at < 0) return words.slice(i).join(" ");
  }
  return null;
}
