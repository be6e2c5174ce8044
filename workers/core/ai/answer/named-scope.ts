import type { PromptPassage } from "#core/chat/agent-context.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { LONG_NAME } from "./table-answer.ts";

/**
 * The passages of the documents that write what the question names: "Quem dirige o Conselho Fiscal da X?" is about
 * the documents that write every word of "Conselho Fiscal da X", not about one that only writes "diretor" and "X" (a
 * name read as table-answer's `LONG_NAME` reads one). All the passages when every document writes the names, or none
 * does (a name written otherwise: the other checks decide). compose-answer.ts asks a question again of these only when its answer from all
 * the passages comes from another document.
 */
export function namedScope(question: string, passages: PromptPassage[]): PromptPassage[] {
  const names = [...question.matchAll(LONG_NAME)].map((name) => wordsOf(name[0]));
  if (names.length === 0) return passages;
  const texts = new Map<string, string>();
  for (const passage of passages)
    texts.set(
      passage.documentId,
      `${texts.get(passage.documentId) ?? passage.documentName} ${passage.location ?? ""} ${passage.text}`,
    );
  if (texts.size < 2) return passages;
  const writing = new Set(
    [...texts]
      .filter(([, text]) => {
        const written = new Set(wordsOf(text));
        return names.every((words) => words.every((word) => written.has(word)));
      })
      .map(([id]) => id),
  );
  if (writing.size === 0 || writing.size === texts.size) return passages;
  return passages.filter((passage) => writing.has(passage.documentId));
}

/** A text's words of four letters or more, folded: a name's words, not its "de" or "da". */
const wordsOf = (text: string) => foldAccents(text.toLowerCase()).match(/\p{L}{4,}/gu) ?? [];
