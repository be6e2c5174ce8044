/**
 * Text in which Markdown has nothing to do: paragraphs of prose with no
 * character or line start that CommonMark or GFM give meaning to. Such text
 * renders without the parser, so a chat whose only messages are plain (the
 * analyst's greeting, most questions) never loads react-markdown, and
 * hydration has no lazy boundary to wait for.
 *
 * Conservative on purpose: anything that might be markup (emphasis, links,
 * `[n]` citations, code, HTML, entities, autolinks, lists, headings, quotes,
 * tables, hard breaks, indented code) goes to the real parser.
 * tests/unit/plain-prose.test.ts checks that every text this accepts renders
 * exactly as MarkdownView renders it.
 */
const MARKUP_CHARACTER = /[\\`*_#[\]|<>~&@\r]|:\/\/|www\./i;
/** A line that opens a list, heading, setext underline, quote, thematic break or indented code. */
const BLOCK_START = /^(?: {4}|\t| {0,3}(?:[-+=]|\d{1,9}[.)]))/m;
/** Two spaces before a newline make a hard line break. */
const HARD_BREAK = / {2,}\n/;

/** A fenced code block anywhere in the text: the highlighter's business (markdown.tsx). */
const FENCE = /(^|\n) {0,3}(```|~~~)/;

export function hasFencedCode(text: string): boolean {
  return FENCE.test(text);
}

export function isPlainProse(text: string): boolean {
  return !MARKUP_CHARACTER.test(text) && !BLOCK_START.test(text) && !HARD_BREAK.test(text);
}

/** The paragraphs Markdown would make: blank lines separate them, each line loses its outer spaces. */
function paragraphs(text: string): string[] {
  return text
    .split(/\n[ \t]*\n/)
    .map((block) =>
      block
        .split("\n")
        // Markdown strips spaces and tabs only (String#trim would also take a no-break space).
        .map((line) => line.replace(/^[ \t]+|[ \t]+$/g, ""))
        .filter((line) => line !== "")
        .join("\n"),
    )
    .filter((block) => block !== "");
}

/** Plain prose as MarkdownView renders it (same element, classes and whitespace), without the parser. */
export function PlainProse({ text }: { text: string }) {
  const blocks = paragraphs(text);
  return (
    <div className="markdown">
      {blocks.flatMap((block, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, in order; the list is never reordered
        index === 0 ? [<p key={index}>{block}</p>] : ["\n", <p key={index}>{block}</p>],
      )}
    </div>
  );
}
