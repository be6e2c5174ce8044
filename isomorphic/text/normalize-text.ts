/**
 * The one accent folder: lower case, combining marks removed ("Ação" → "acao"). Search, the agent's question
 * reading, the analyst and the BI demo all fold text this way, so a word matches itself however it was typed.
 */
export function foldAccents(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

/**
 * A text in lower case as written and folded, letter for letter: what a pattern finds in `folded` is at the same place
 * in `written` (composed first, so an accented letter is one letter in both), to be said back with its accents.
 */
export function foldedAlongside(text: string): { written: string; folded: string } {
  const written = text.normalize("NFC").toLowerCase();
  return { written, folded: foldAccents(written) };
}

/** Folded, with runs of white space as one space and no space at the ends: for matching whole questions. */
export function normalizeText(text: string): string {
  return foldAccents(text).replace(/\s+/g, " ").trim();
}
