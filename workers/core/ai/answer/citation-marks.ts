import type { PromptPassage } from "#core/chat/agent-context.ts";

/**
 * The distinct citation marks a text writes, in the order it first writes them ("[3]", "[5]"): what an answer computed
 * from other answers cites, each of their sources once.
 */
export function citationMarks(text: string): string[] {
  return [...new Set([...text.matchAll(/\[\d+\]/g)].map((match) => match[0]))];
}

/** The documents a text's citation marks point to, among the passages numbered as it cites them. */
export function citedDocuments(text: string, passages: PromptPassage[]): Set<string> {
  return new Set(
    [...text.matchAll(/\[(\d+)\]/g)].flatMap((match) => {
      const passage = passages.find((candidate) => candidate.n === Number(match[1]));
      return passage ? [passage.documentId] : [];
    }),
  );
}
