import type { ReactNode } from "react";
import ReactMarkdown, { type Components, defaultUrlTransform } from "react-markdown";
import remarkGfm from "remark-gfm";
import type { PluggableList } from "unified";
import { CodeBlock } from "./code-block";
import { CITATION_PROPERTY, remarkCitations } from "./remark-citations";
import { rehypePassage } from "./rehype-passage";

export interface MarkdownProps {
  children: string;
  /** The numbers the text cites as [n], and what each marker becomes (a link to its source). */
  citations?: { numbers: readonly number[]; render: (n: number, label: ReactNode) => ReactNode };
  /** Offsets into the text of a passage to highlight. */
  passage?: ReadonlyArray<readonly [number, number]>;
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
export function MarkdownView({ children, citations, passage, rehypePlugins = [] }: MarkdownProps & { rehypePlugins?: PluggableList }) {
  const components: Components = {
    a: ({ href, children: text, node }) => {
      const cited = node?.properties?.[CITATION_PROPERTY];
      if (citations && typeof cited === "number") return citations.render(cited, text);
      return href ? (
        <a href={href} target="_blank" rel="noopener noreferrer nofollow">
          {text}
        </a>
      ) : (
        <span>{text}</span>
      );
    },
    pre: CodeBlock,
    table: ({ node: _node, ...props }) => (
      <div className="overflow-x-auto">
        <table {...props} />
      </div>
    ),
    input: ({ node: _node, checked, ...props }) =>
      props.type === "checkbox" ? (
        <input {...props} checked={checked} readOnly aria-label={checked ? "Tarefa concluída" : "Tarefa pendente"} />
      ) : (
        <input {...props} />
      ),
  };
  return (
    <div className="markdown">
      <ReactMarkdown
        urlTransform={defaultUrlTransform}
        remarkPlugins={[remarkGfm, [remarkCitations, { cited: citations?.numbers ?? [] }]]}
        rehypePlugins={[...rehypePlugins, [rehypePassage, { ranges: passage ?? [] }]]}
        components={components}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
