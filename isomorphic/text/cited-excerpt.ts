import { foldAccents } from "./normalize-text.ts";

/**
 * The part of a cited passage a preview shows first: from the line or
 * sentence the answer's citing sentences match best (their words of four
 * letters or more and their figures), the one before it for context, "…"
 * where text was left out. A passage is a retrieval chunk, and a PDF page's chunk starts
 * with the page's running header, so the cited words can sit past what a
 * small preview shows. A matched row of a Markdown table keeps its table's
 * header, so it still renders as a table. Nothing matched: the passage as it is.
 */
export function citedExcerpt(quote: string, answer: string, n: number): string {
  const words = citingWords(answer, n);
  if (words.size === 0) return quote;
  const lines = quote.split("\n");
  const units = unitsOf(lines);
  let best = -1;
  let bestScore = 0;
  units.forEach((unit, index) => {
    const present = new Set(wordsOf(unit.text));
    let score = 0;
    for (const word of words) if (present.has(word)) score += /\d/.test(word) ? 3 : 1;
    if (score > bestScore) [best, bestScore] = [index, score];
  });
  const cited = units[best];
  if (!cited || best <= 1) return quote;
  if (isTableRow(lines[cited.line] ?? "")) {
    let header = cited.line;
    while (header > 0 && isTableRow(lines[header - 1] ?? "")) header--;
    // The header row and its rule, then the cited row and the one above it (rows between are left out).
    const body = header + 2;
    const from = Math.max(cited.line - 1, body);
    if (header === 0 && from === body) return quote;
    return [...(header > 0 ? ["…", ""] : []), ...lines.slice(header, body), ...lines.slice(from)].join("\n");
  }
  return `…${quote.slice((units[best - 1] as Unit).start)}`;
}

interface Unit {
  text: string;
  /** Its offset in the passage. */
  start: number;
  line: number;
}

/** A passage's lines, a prose line cut into its sentences (a chunk's page text may be one long line); 12.500 is one. */
function unitsOf(lines: string[]): Unit[] {
  const units: Unit[] = [];
  let offset = 0;
  lines.forEach((text, line) => {
    if (isTableRow(text)) units.push({ text, start: offset, line });
    else
      for (const match of text.matchAll(/(?:[^.!?]|[.!?](?!\s|$))+(?:[.!?]+|$)\s*/g))
        if (match[0].trim()) units.push({ text: match[0], start: offset + match.index, line });
    offset += text.length + 1;
  });
  return units;
}

/** The answer's sentences that cite [n] (all of it when none does), as folded words worth matching. */
function citingWords(answer: string, n: number): Set<string> {
  const marker = new RegExp(`\\[${n}\\]`);
  // A marker after its sentence's full stop ("… 2031. [1]") belongs to that sentence.
  const sentences = answer.replace(/([.!?])((?:\s*\[\d+\])+)/g, "$2$1").split(/(?<=[.!?])\s+|\n+/);
  const citing = sentences.filter((sentence) => marker.test(sentence));
  const text = (citing.length > 0 ? citing : sentences).join(" ").replace(/\[\d+\]/g, " ");
  return new Set(wordsOf(text).filter((word) => word.length >= 4 || /\d/.test(word)));
}

function wordsOf(text: string): string[] {
  return foldAccents(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

function isTableRow(line: string): boolean {
  return line.trimStart().startsWith("|");
}
