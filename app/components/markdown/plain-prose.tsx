import { proseParagraphs } from "#isomorphic/text/plain-prose.ts";

/** A fenced code block anywhere in the text: the highlighter's business (markdown.tsx). */
const FENCE = /(^|\n) {0,3}(```|~~~)/;

export function hasFencedCode(text: string): boolean {
  return FENCE.test(text);
}

/** Plain prose as MarkdownView renders it (same element, classes and whitespace), without the parser. */
export function PlainProse({ text }: { text: string }) {
  const blocks = proseParagraphs(text).map((paragraph) => paragraph.text);
  return (
    <div className="markdown">
      {blocks.flatMap((block, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, in order; the list is never reordered
        index === 0 ? [<p key={index}>{block}</p>] : ["\n", <p key={index}>{block}</p>],
      )}
    </div>
  );
}
