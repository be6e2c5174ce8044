import { Markdown } from "~/components/markdown";

/** Markdown rendered (the link allowlist, no raw HTML); any other text preformatted. */
export function TextView({ content, markdown }: { content: string; markdown: boolean }) {
  if (markdown) {
    return (
      <div className="rounded-lg border border-line bg-white p-4" data-testid="canvas-content">
        <Markdown>{content}</Markdown>
      </div>
    );
  }
  return (
    <pre
      className="max-h-[600px] overflow-auto whitespace-pre-wrap break-words rounded-lg border border-line bg-slate-50 p-4 font-mono text-sm"
      data-testid="canvas-content"
    >
      {content}
    </pre>
  );
}
