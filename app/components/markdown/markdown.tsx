import { lazy } from "react";
import { Lazily } from "#app/components/ui/lazily.tsx";
import { MarkdownView, type MarkdownProps } from "./markdown-view.tsx";
import { hasFencedCode } from "./plain-prose.tsx";

export type { MarkdownProps } from "./markdown-view.tsx";

const HighlightedMarkdown = lazy(() => import("./highlighted-markdown.tsx"));

/**
 * Markdown, highlighted when it holds code: the highlighter and its grammars
 * load with the first text that needs them; until then the code shows plain.
 */
export function Markdown(props: MarkdownProps) {
  if (!hasFencedCode(props.children)) return <MarkdownView {...props} />;
  return (
    <Lazily fallback={<MarkdownView {...props} />}>
      <HighlightedMarkdown {...props} />
    </Lazily>
  );
}
