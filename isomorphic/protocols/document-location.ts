/**
 * How a chunk says where it is in its document: a heading path for Markdown
 * ("Requisitos > Login"), "Página N" for a PDF. Written by ingestion, read by
 * the chat's citations (a PDF citation opens the viewer at its page).
 */
export function pageLocation(page: number): string {
  return `Página ${page}`;
}

export function pageOfLocation(location: string | null): number | null {
  const match = location ? /^Página (\d+)$/.exec(location) : null;
  return match ? Number(match[1]) : null;
}

/** The part of a location a citation chip shows: the innermost heading of a path, or the page. */
export function sectionOfLocation(location: string | null): string | null {
  const leaf = location
    ?.split(" > ")
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  return leaf || null;
}
