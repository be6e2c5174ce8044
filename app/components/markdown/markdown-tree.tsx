import type { Root } from "hast";
import { type Components as RuntimeComponents, toJsxRuntime } from "hast-util-to-jsx-runtime";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { type CitationMarkers, markdownComponents } from "./markdown-components.tsx";

/**
 * Markdown the server has already parsed (app/components/markdown/markdown-tree.server.ts):
 * the same elements MarkdownView gives, built from the tree with
 * hast-util-to-jsx-runtime (~11 KB gzip) instead of the lazy Markdown chunk
 * (54.5 KB gzip with GFM, and 60–180 ms per answer on a throttled phone while the page
 * becomes interactive). tests/unit/markdown-tree.test.ts checks both render
 * the same HTML.
 */
export function MarkdownTree({ tree, citations }: { tree: Root; citations?: CitationMarkers }) {
  return (
    <div className="markdown">
      {toJsxRuntime(tree, {
        Fragment,
        jsx,
        jsxs,
        // react-markdown hands its components to this same function; its type lets a component return any
        // ReactNode where this one's declares JSX elements only (react-markdown casts the same way).
        components: markdownComponents(citations) as Partial<RuntimeComponents>,
        // react-markdown's own settings for this call, so the output is the same.
        ignoreInvalidStyle: true,
        passKeys: true,
        passNode: true,
      })}
    </div>
  );
}
