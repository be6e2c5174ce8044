/**
 * Where a window of a Markdown or text file ends: ingestion
 * extracts these formats a window of the file a step, each step parsing only
 * its own window, so a step's CPU and memory follow the window's size, not
 * the file's. The window starts where the previous one ended, as the file's
 * bytes from there up to the window size, and ends at the best boundary in it:
 *
 * - "heading": just before the last column-0 ATX heading (`# ...`) preceded
 *   by a blank line, outside fenced code and outside the HTML blocks that run
 *   across blank lines (comments, `<pre>`, `<script>`, ...). Such a line is a
 *   top-level heading whatever came before it (a blank line has closed any
 *   paragraph or HTML block that could have swallowed it, and a line at column
 *   0 closes any list or quote), so mdast parses each window exactly as the
 *   same lines of the whole file, and the windows' sections are the whole
 *   file's when every window is cut here.
 * - "blank": else, after the last blank line outside a fence, unless the last
 *   line with text before it is a heading (ATX, or a `===`/`---` line that may
 *   underline one): a heading never ends a window, so it is never a chunk on
 *   its own. The section goes on in the next window under the same heading
 *   path, but its chunks are packed apart: the next window's first chunk does
 *   not carry the previous one's last sentences.
 * - "line": else, at the end of the last line with text that is not a
 *   heading and is not underlined into one by the line after it.
 * - "size": else (one line longer than the window), at the window's size.
 *
 * With "line" or "size" the cut may fall inside a fence or an HTML comment
 * larger than the window: the rest of it is then read as Markdown in the next
 * window (its text is kept; a `#` line in it may start a section). Fences are
 * followed as top-level ones (indented 0 to 3 spaces), which is exact outside
 * lists: a fence opened in a list item and left unclosed when the item ends
 * keeps this scan "inside" until the next fence line, which it reads as the
 * closing one. Plain text has no headings or fences: its windows end after a
 * blank line, else at a line end.
 */
export type WindowCut = "heading" | "blank" | "line" | "size";

export type TextFormat = "markdown" | "text";

/** Where to end the window `text` (not the file's last): a UTF-16 index in it, never 0 unless `text` is empty. */
export function windowCut(text: string, format: TextFormat): { at: number; cut: WindowCut } {
  const markdown = format === "markdown";
  let heading = 0;
  let blank = 0;
  let line = 0;
  // The end of the previous line, a "line" boundary once the next line shows it underlines nothing.
  let lineEnd = 0;
  let fence: { marker: string; length: number } | null = null;
  let html: RegExp | null = null;
  let previousBlank = false;
  // Whether the last line with text is one a window must not end after.
  let afterHeading = false;
  for (let start = 0; start < text.length; ) {
    const newline = text.indexOf("\n", start);
    const complete = newline >= 0;
    const end = complete ? newline : text.length;
    const content = text.slice(start, end).replace(/\r$/, "");
    const isBlank = /^[ \t]*$/.test(content);
    const outside = fence === null && html === null;

    if (
      markdown &&
      outside &&
      previousBlank &&
      start > 0 &&
      (complete ? ATX_HEADING : ATX_HEADING_PREFIX).test(content)
    )
      heading = start;
    if (complete && isBlank && outside && !afterHeading) blank = newline + 1;
    // Cut between a line and a setext underline, the heading would be read as a paragraph.
    if (lineEnd === start && !(markdown && (complete ? SETEXT_UNDERLINE : SETEXT_UNDERLINE_PREFIX).test(content)))
      line = lineEnd;
    lineEnd = complete && !isBlank && !(markdown && HEADING_LINE.test(content)) ? newline + 1 : 0;

    if (markdown) {
      if (fence) {
        const close = FENCE_CLOSE.exec(content)?.[1];
        if (close?.charAt(0) === fence.marker && close.length >= fence.length) fence = null;
      } else if (html) {
        if (html.test(content)) html = null;
      } else {
        const open = FENCE_OPEN.exec(content);
        // A backtick fence's info string may not contain a backtick (the line would be inline code).
        if (open?.[1] && !(open[1].startsWith("`") && (open[2] ?? "").includes("`"))) {
          fence = { marker: open[1].charAt(0), length: open[1].length };
        } else {
          const block = HTML_BLOCKS.find(([opens]) => opens.test(content));
          // The end condition may be met on the opening line itself (`<!-- ... -->`).
          if (block && !block[1].test(content)) html = block[1];
        }
      }
    }
    if (!isBlank) afterHeading = markdown && HEADING_LINE.test(content);
    previousBlank = isBlank;
    start = end + 1;
  }
  if (heading > 0) return { at: heading, cut: "heading" };
  if (blank > 0) return { at: blank, cut: "blank" };
  if (line > 0) return { at: line, cut: "line" };
  // One line longer than the window (or lines none of which may end it): cut at the window's size, keeping a CRLF whole.
  return { at: text.endsWith("\r") && text.length > 1 ? text.length - 1 : text.length, cut: "size" };
}

/** A column-0 ATX heading line. */
const ATX_HEADING = /^#{1,6}(?:[ \t]|$)/;
/** The same at the window's end, where the line may go on past it: only its start is known. */
const ATX_HEADING_PREFIX = /^#{1,6}[ \t]/;
/**
 * A line a window must not end after: an ATX heading, or a setext underline
 * (`===`, `---`; counted even when it is a thematic break, which costs only a
 * boundary).
 */
const HEADING_LINE = /^ {0,3}(?:#{1,6}(?:[ \t]|$)|=+[ \t]*$|-+[ \t]*$)/;
const SETEXT_UNDERLINE = /^ {0,3}(?:=+|-+)[ \t]*$/;
const SETEXT_UNDERLINE_PREFIX = /^ {0,3}[=-]/;
const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;
/** CommonMark: the same character, at least as many, nothing after but spaces. */
const FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
/** CommonMark's HTML blocks 1 to 5, which end at a marker, not at a blank line: their start and end conditions. */
const HTML_BLOCKS: [RegExp, RegExp][] = [
  [/^ {0,3}<(?:script|pre|style|textarea)(?:[ \t>]|$)/i, /<\/(?:script|pre|style|textarea)>/i],
  [/^ {0,3}<!--/, /-->/],
  [/^ {0,3}<\?/, /\?>/],
  [/^ {0,3}<![A-Za-z]/, />/],
  [/^ {0,3}<!\[CDATA\[/, /\]\]>/],
];
