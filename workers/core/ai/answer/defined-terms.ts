import type { PromptPassage } from "#core/chat/agent-context.ts";
import { sentencesOf } from "#core/documents/sentences.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
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
  if (added.length !== 1) return question;
  const [definition] = added as [Definition];
  return `${question.replace(/[?!.]+\s*$/, "")} (${definition.acronym}, ${definition.term})?`;
}
