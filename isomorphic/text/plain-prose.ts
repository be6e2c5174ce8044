/**
 * Text in which Markdown has nothing to do: paragraphs of prose with no
 * character or line start that CommonMark or GFM give meaning to. Such text
 * is read without the parser: the chat renders it without react-markdown
 * (app/components/markdown/plain-prose.tsx), and the agent and the index cut
 * it into paragraphs without mdast (#core/documents/markdown-blocks.ts).
 *
 * Conservative on purpose: anything that might be markup (emphasis, links,
 * `[n]` citations, code, HTML, entities, autolinks, lists, headings, quotes,
 * tables, hard breaks, indented code) goes to the real parser.
 * tests/unit/plain-prose.test.ts checks that every text this accepts renders
 * and splits exactly as the parser would.
 */
const MARKUP_CHARACTER = /[\\`*_#[\]|<>~&@\r]|:\/\/|www\./i;
/** A line that opens a list, heading, setext underline, quote, thematic break or indented code. */
const BLOCK_START = /^(?: {4}|\t| {0,3}(?:[-+=]|\d{1,9}[.)]))/m;
/** Two spaces before a newline make a hard line break. */
const HARD_BREAK = / {2,}\n/;

export function isPlainProse(text: string): boolean {
  return !MARKUP_CHARACTER.test(text) && !BLOCK_START.test(text) && !HARD_BREAK.test(text);
}

/** A paragraph of plain prose: its text as Markdown makes it, and where it stands in the source. */
export interface ProseParagraph {
  text: string;
  start: number;
  end: number;
}

/**
 * The paragraphs Markdown makes of plain prose: blank lines (nothing but
 * spaces and tabs) separate them, and each line loses its outer spaces and
 * tabs (not a no-break space: Markdown keeps it).
 */
export function proseParagraphs(text: string): ProseParagraph[] {
  const paragraphs: ProseParagraph[] = [];
  let lines: string[] = [];
  let start = 0;
  let end = 0;
  const flush = () => {
    if (lines.length > 0) paragraphs.push({ text: lines.join("\n"), start, end });
    lines = [];
  };
  let offset = 0;
  for (const line of text.split("\n")) {
    const content = line.replace(/^[ \t]+|[ \t]+$/g, "");
    if (content === "") flush();
    else {
      const from = offset + line.search(/[^ \t]/);
      if (lines.length === 0) start = from;
      // mdast's paragraph ends where its last line does, trailing spaces included.
      end = offset + line.length;
      lines.push(content);
    }
    offset += line.length + 1;
  }
  flush();
  return paragraphs;
}
