/**
 * The distinct citation marks a text writes, in the order it first writes them ("[3]", "[5]"): what an answer computed
 * from other answers cites, each of their sources once.
 */
export function citationMarks(text: string): string[] {
  return [...new Set([...text.matchAll(/\[\d+\]/g)].map((match) => match[0]))];
}
