import type { Root } from "hast";
import ReactMarkdown from "react-markdown";
import { visit } from "unist-util-visit";
import { displayedContent } from "#app/components/chat/tool-labels.ts";
import type { ChatMessageView } from "#isomorphic/protocols/chat-protocol.ts";
import { isPlainProse } from "#isomorphic/text/plain-prose.ts";
import { hasFencedCode } from "./plain-prose.tsx";
import { markdownOptions } from "./markdown-view.tsx";

/**
 * The tree a stored message renders from, parsed here so the browser does not
 * parse it while the page becomes interactive (components/markdown/markdown-tree.tsx).
 * None for plain prose (rendered without a parser anyway) or text with fenced
 * code (the highlighter loads for it in the browser).
 *
 * It runs react-markdown itself, with MarkdownView's options, and keeps the
 * tree its last step renders (after its own sanitising: raw HTML turned into
 * text, URLs through the allowlist), so the tree is exactly what MarkdownView
 * would have drawn, whatever react-markdown's version does.
 */
export function markdownTree(text: string, cited: readonly number[]): Root | undefined {
  if (isPlainProse(text) || hasFencedCode(text)) return undefined;
  let tree: Root | undefined;
  const keep = () => (root: Root) => {
    tree = root;
  };
  const options = markdownOptions({ children: text, citations: { numbers: cited, render: (_n, label) => label } });
  // react-markdown is a plain function of its options; calling it runs the pipeline (its output is not needed).
  ReactMarkdown({ ...options, rehypePlugins: [...(options.rehypePlugins ?? []), keep] });
  if (!tree) return undefined;
  // Positions are for tools that map back to the source; the page does not need them over the wire.
  visit(tree, (node) => {
    delete node.position;
  });
  return tree;
}

/** The message with its text parsed for the page (no Markdown parser in the browser while it hydrates). */
export function withMarkdownTree(view: ChatMessageView): ChatMessageView {
  const text = view.role === "user" ? view.content : displayedContent(view.content);
  const tree = markdownTree(
    text,
    view.sources.map((source) => source.n),
  );
  return tree ? { ...view, tree } : view;
}
