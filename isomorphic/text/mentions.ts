import { foldAccents } from "./normalize-text.ts";

/**
 * Whether a chat message @mentions one of the project's people: "@Beatriz", "@beatriz campos" or "@Beatriz," all
 * name Beatriz Campos. The mention must start the text or follow a space or punctuation, so an e-mail address
 * ("contato@empresa.com") is no mention; the name must end at a word's end, so "@Bea" does not name Beatriz.
 * The server decides with it (a mentioned person means the message is for the team, not the agent) and the composer
 * shows the same decision while the member types.
 */
export function mentionsMember(text: string, memberNames: readonly string[]): boolean {
  const folded = foldAccents(text);
  const mentions = [...folded.matchAll(/(?:^|[\s(,.;:!?"'])@([\p{L}\p{N}][\p{L}\p{N}\s.'-]*)/gu)].map(
    (match) => match[1] ?? "",
  );
  if (mentions.length === 0) return false;
  const names = memberNames.flatMap((name) => {
    const words = foldAccents(name).split(/\s+/).filter(Boolean);
    // The first name alone, or the full name as it is written.
    return words.length > 0 ? [words[0] as string, words.join(" ")] : [];
  });
  return mentions.some((mention) =>
    names.some((name) => mention.startsWith(name) && !/[\p{L}\p{N}]/u.test(mention.charAt(name.length))),
  );
}
