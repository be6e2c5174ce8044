import ReactMarkdown, { type Options, defaultUrlTransform } from "react-markdown";
import remarkGfm from "remark-gfm";
import type { PluggableList } from "unified";
import { type CitationMarkers, markdownComponents } from "./markdown-components.tsx";
import { remarkCitations } from "./remark-citations.ts";
import { rehypePassage } from "./rehype-passage.ts";

export interface MarkdownProps {
  children: string;
  /** The numbers the text cites as [n], and what each marker becomes (a link to its source). */
  citations?: CitationMarkers;
  /** Offsets into the text of a passage to highlight. */
  passage?: ReadonlyArray<readonly [number, number]>;
}

/** react-markdown's options for these props: one pipeline for MarkdownView and for the trees the server renders ahead. */
export function markdownOptions({
  children,
  citations,
  passage,
  rehypePlugins = [],
}: MarkdownProps & { rehypePlugins?: PluggableList }): Options {
  return {
    children,
    urlTransform: defaultUrlTransform,
    remarkPlugins: [remarkGfm, [remarkCitations, { cited: citations?.numbers ?? [] }]],
    rehypePlugins: [...rehypePlugins, [rehypePassage, { ranges: passage ?? [] }]],
    components: markdownComponents(citations),
  };
}

/**
 * Markdown for chat messages, the analyst and documents, with GitHub's
 * extensions (tables, task lists, strikethrough, autolinks). Links keep only
 * http, https, irc, ircs, mailto, xmpp or relative URLs (react-markdown's
 * default transform, the spec's allowlist); a link whose URL is refused is
 * shown as plain text, never as something to click. Raw HTML is shown as
 * text, never rendered. `rehypePlugins` is the highlighter's way in (it loads
 * only for text with code, see markdown.tsx).
 */
export function MarkdownView(props: MarkdownProps & { rehypePlugins?: PluggableList }) {
  return (
    <div className="markdown">
      <ReactMarkdown {...markdownOptions(props)} />
    </div>
  );
}
