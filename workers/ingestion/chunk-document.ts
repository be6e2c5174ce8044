import { toString as textOf } from "mdast-util-to-string";
import { markdownBlocks, parseMarkdown } from "#core/documents/markdown-blocks.ts";
import { sentencesOf } from "#core/documents/sentences.ts";
import { type ChunkTable, chunkTable } from "#core/documents/tables.ts";

/**
 * Splits a document's text into retrieval chunks along its structure:
 * Markdown by headings (each chunk knows its heading path), PDFs by page,
 * then by paragraphs packed up to `maxChars`. A chunk that continues a
 * section starts with the tail of the previous one (about `overlapChars`,
 * cut at a sentence or word), so a fact split across a boundary is still
 * whole in one chunk. A paragraph longer than the limit is cut at sentence
 * ends, then at words; a table longer than the limit at rows, each part under
 * the table's header, and no table row is carried over as overlap. Each
 * chunk's tables are parsed (#core/documents/tables.ts) and stored with it.
 */
export interface Section {
  text: string;
  /** The heading path or page, e.g. "Requisitos > Login" or "Página 3". */
  location: string | null;
  /** The section's paragraphs when the format knows them better than blank lines do (Markdown). */
  pieces?: string[];
}

export interface Chunk {
  content: string;
  location: string | null;
  /** The tables in the chunk's text, as data (empty when it has none). */
  tables: ChunkTable[];
}

export interface ChunkOptions {
  maxChars?: number;
  overlapChars?: number;
}

const DEFAULTS = { maxChars: 1200, overlapChars: 200 };

export function chunkSections(sections: Section[], options: ChunkOptions = {}): Chunk[] {
  const { maxChars, overlapChars } = { ...DEFAULTS, ...options };
  return sections.flatMap((section) =>
    packParagraphs(section.pieces ?? paragraphsOf(section.text), maxChars, overlapChars).map((content) => ({
      content,
      location: section.location,
      tables: tablesOf(content),
    })),
  );
}

/**
 * Markdown split at its headings (ATX or setext, never inside a fence: mdast
 * parses it); each section's location is its heading path, and its pieces are
 * its top-level blocks' own source text, so a fenced block is never cut at a
 * blank line. A heading travels with the block under it: no chunk is a bare heading.
 */
export function markdownSections(markdown: string): Section[] {
  return markdownSectionsFrom(markdown, []).sections;
}

/** A window of a Markdown file as sections, and the heading path in force at its end. */
export interface MarkdownWindowSections {
  sections: Section[];
  /** Heading texts by level ("" for a level skipped): the next window's `startPath`. */
  path: string[];
}

/**
 * Markdown sections of a window of a larger file (ingestion extracts a large
 * file a window a step: ./text-windows.ts), starting under `startPath`, the
 * heading path the earlier windows ended with. A window that starts at a
 * heading gives the sections the whole file would from there.
 */
export function markdownSectionsFrom(markdown: string, startPath: readonly string[]): MarkdownWindowSections {
  const source = markdown.replace(/\r\n?/g, "\n");
  const sections: Section[] = [];
  const path: string[] = [...startPath];
  let pieces: string[] = [];
  let headingPending = false;
  const flush = () => {
    if (pieces.length > 0)
      sections.push({ text: pieces.join("\n\n"), location: path.filter(Boolean).join(" > ") || null, pieces });
    pieces = [];
  };
  for (const node of parseMarkdown(source).children) {
    const raw = source.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0).trim();
    if (!raw) continue;
    if (node.type === "heading") {
      flush();
      path.length = node.depth - 1;
      path[node.depth - 1] = textOf(node).trim();
      pieces.push(raw);
      headingPending = true;
    } else if (headingPending) {
      pieces[pieces.length - 1] = `${pieces.at(-1)}\n\n${raw}`;
      headingPending = false;
    } else {
      pieces.push(raw);
    }
  }
  flush();
  // `path.length = depth - 1` leaves holes for skipped levels: stored as JSON they must be strings.
  return { sections, path: Array.from(path, (part) => part ?? "") };
}

/** Plain text is one section; its paragraphs do the rest. */
export function textSections(text: string): Section[] {
  return [{ text, location: null }];
}

function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The chunk's tables, parsed (mdast's GFM tables, as the agent reads them). */
export function tablesOf(content: string): ChunkTable[] {
  if (!content.includes("|")) return [];
  return markdownBlocks(content).flatMap((block) =>
    block.kind === "table" && block.header.length > 0 ? [chunkTable(block.header, block.rows)] : [],
  );
}

function packParagraphs(paragraphs: string[], maxChars: number, overlapChars: number): string[] {
  const pieces = paragraphs.flatMap((paragraph) =>
    endsWithTable(paragraph)
      ? splitTable(paragraph, maxChars - overlapChars)
      : splitLong(paragraph, maxChars - overlapChars),
  );
  const chunks: string[] = [];
  let current = "";
  for (const piece of pieces) {
    if (current && current.length + 2 + piece.length > maxChars) {
      chunks.push(current);
      // A table's last rows carried alone would read as a table without its header.
      const carried = endsWithTable(current) ? "" : tail(current, overlapChars);
      current = carried ? `${carried}\n\n${piece}` : piece;
    } else {
      current = current ? `${current}\n\n${piece}` : piece;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

/** The end of a chunk, at most `size` characters, starting at a sentence (ICU's rules, so "1.500" or "Art. 5" is no end) or else a word. */
function tail(text: string, size: number): string {
  if (size <= 0) return "";
  const sentences = sentencesOf(text.slice(-Math.max(size * 4, 800)));
  let kept = "";
  for (let i = sentences.length - 1; i >= 1; i--) {
    const next = kept ? `${sentences[i]} ${kept}` : (sentences[i] ?? "");
    if (next.length > size) break;
    kept = next;
  }
  if (kept) return kept;
  const end = text.slice(-size);
  const word = end.indexOf(" ");
  return word >= 0 ? end.slice(word + 1).trim() : "";
}

const TABLE_DELIMITER = /^\s*\|?\s*:?-{1,}:?\s*(\|\s*:?-{1,}:?\s*)*\|?\s*$/;

/** A block whose second line is a GFM table's delimiter row. */
function isTable(block: string): boolean {
  const [first, second] = block.split("\n", 2);
  return Boolean(first?.includes("|") && second && TABLE_DELIMITER.test(second));
}

function endsWithTable(chunk: string): boolean {
  const blocks = chunk.split(/\n\s*\n/);
  return isTable(blocks.at(-1) ?? "");
}

/**
 * A piece ending in a table (the heading above it may travel with it) over the limit: tables of whole
 * rows, each under the header and delimiter rows, the heading on the first.
 */
function splitTable(piece: string, maxChars: number): string[] {
  if (piece.length <= maxChars) return [piece];
  const blocks = piece.split(/\n\s*\n/);
  const lead = blocks.slice(0, -1).join("\n\n");
  const lines = (blocks.at(-1) ?? "").split("\n");
  const head = lines.slice(0, 2).join("\n");
  const parts: string[] = [];
  let current = lead ? `${lead}\n\n${head}` : head;
  let rows = 0;
  for (const row of lines.slice(2)) {
    if (rows > 0 && current.length + 1 + row.length > maxChars) {
      parts.push(current);
      current = head;
      rows = 0;
    }
    current = `${current}\n${row}`;
    rows++;
  }
  parts.push(current);
  return parts;
}

function splitLong(paragraph: string, maxChars: number): string[] {
  if (paragraph.length <= maxChars) return [paragraph];
  const sentences = paragraph.match(/[^.!?]+[.!?]+\s*|[^.!?]+$/g) ?? [paragraph];
  const out: string[] = [];
  let current = "";
  for (const sentence of sentences) {
    if (current && current.length + sentence.length > maxChars) {
      out.push(current.trim());
      current = "";
    }
    current += sentence;
    while (current.length > maxChars) {
      const cut = current.lastIndexOf(" ", maxChars);
      const at = cut > maxChars / 2 ? cut : maxChars;
      out.push(current.slice(0, at).trim());
      current = current.slice(at);
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}
