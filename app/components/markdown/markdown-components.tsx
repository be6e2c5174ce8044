import type { ReactNode } from "react";
import type { Components } from "react-markdown";
import { CodeBlock } from "./code-block.tsx";
import { ScrollingTable } from "./scrolling-table.tsx";

/** What a citation link carries into the rendered tree (hast's name for data-citation, read by the `a` component). */
export const CITATION_PROPERTY = "dataCitation";

/** The numbers a text cites as [n], and what each marker becomes (a link to its source). */
export interface CitationMarkers {
  numbers: readonly number[];
  render: (n: number, label: ReactNode) => ReactNode;
}

/**
 * How rendered Markdown's elements become React: links open in a new tab
 * (or, for a citation, become the citation's link), code blocks scroll and
 * copy, tables scroll and say so when they do, task-list boxes are read-only and named. Shared by
 * MarkdownView (which parses) and MarkdownTree (which renders a tree the
 * server parsed), so both give the same page.
 */
export function markdownComponents(citations: CitationMarkers | undefined): Components {
  // The same components for the same markers: new ones would be new element types to React, which would remount
  // every link of a message each time it re-renders (a citation just clicked would lose its focus).
  const key = citations ?? NO_CITATIONS;
  const cached = componentsCache.get(key);
  if (cached) return cached;
  const components = buildComponents(citations);
  componentsCache.set(key, components);
  return components;
}

const NO_CITATIONS: CitationMarkers = { numbers: [], render: (_n, label) => label };
const componentsCache = new WeakMap<CitationMarkers, Components>();

function buildComponents(citations: CitationMarkers | undefined): Components {
  return {
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
    table: ({ node: _node, ...props }) => <ScrollingTable {...props} />,
    input: ({ node: _node, checked, ...props }) =>
      props.type === "checkbox" ? (
        <input {...props} checked={checked} readOnly aria-label={checked ? "Tarefa concluída" : "Tarefa pendente"} />
      ) : (
        <input {...props} />
      ),
  };
}
