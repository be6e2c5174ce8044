import { foldAccents } from "./normalize-text.ts";

/**
 * Which of a PDF page's text items (PDF.js's, in its order) a retrieval chunk
 * of that page covers, as item indices. The chunk was made from the same
 * items, but joined (line breaks, a line's hyphen left before its break),
 * its tables rewritten as Markdown and its start possibly mid-line, so both
 * sides are compared as their letters and digits only, accents folded:
 * spaces, hyphens, pipes and table rules drop out. The whole chunk is looked
 * for first; failing that (a table whose cells PDF.js ordered otherwise), each
 * of its lines and cells: the long ones anywhere, the short ones only as a
 * whole item among them, so a "90" elsewhere on the page is not taken for it.
 */
export function passageItems(items: readonly string[], chunk: string): number[] {
  const owners: number[] = [];
  let page = "";
  items.forEach((item, index) => {
    for (const char of item) {
      const key = keyOf(char);
      page += key;
      for (let i = 0; i < key.length; i++) owners.push(index);
    }
  });
  const covered = new Set<number>();
  const mark = (start: number, length: number) => {
    for (let i = start; i < start + length; i++) covered.add(owners[i] as number);
  };

  const whole = keyOf(chunk);
  if (!whole) return [];
  const at = page.indexOf(whole);
  if (at >= 0) {
    mark(at, whole.length);
    return [...covered].sort((a, b) => a - b);
  }
  // Lines and cells: the long ones anywhere (the nearest after the last found first), which sets where the
  // passage lies; a short one (a cell's "90") only as a whole item there.
  const pieces = chunk.split(/\n|\|/).map(keyOf).filter(Boolean);
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  let cursor = 0;
  for (const key of pieces.filter((piece) => piece.length >= LONG_PIECE)) {
    const next = page.indexOf(key, cursor);
    const found = next >= 0 ? next : page.indexOf(key);
    if (found < 0) continue;
    mark(found, key.length);
    cursor = found + key.length;
    low = Math.min(low, found);
    high = Math.max(high, cursor);
  }
  if (!Number.isFinite(low)) [low, high] = [0, page.length];
  const starts: number[] = [];
  let offset = 0;
  const itemKeys = items.map((item) => {
    starts.push(offset);
    const key = keyOf(item);
    offset += key.length;
    return key;
  });
  for (const key of pieces.filter((piece) => piece.length < LONG_PIECE)) {
    const index = itemKeys.findIndex(
      (itemKey, i) =>
        itemKey === key &&
        !covered.has(i) &&
        (starts[i] as number) >= low - NEAR &&
        (starts[i] as number) <= high + NEAR,
    );
    if (index >= 0) covered.add(index);
  }
  return [...covered].sort((a, b) => a - b);
}

/** Letters and digits a piece of a line or cell needs to be looked for anywhere on the page. */
const LONG_PIECE = 12;
/** Letters and digits around the long pieces found within which a short piece is looked for. */
const NEAR = 80;

function keyOf(text: string): string {
  return foldAccents(text).replace(/[^\p{L}\p{N}]+/gu, "");
}
