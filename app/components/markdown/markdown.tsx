import { lazy } from "react";
import { Lazily } from "~/components/ui/lazily";
import { MarkdownView, type MarkdownProps } from "./markdown-view";
import { hasFencedCode } from "./plain-prose";

export type { MarkdownProps } from "./markdown-view";

const HighlightedMarkdown = lazy(() => import("./highlighted-markdown"));

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
