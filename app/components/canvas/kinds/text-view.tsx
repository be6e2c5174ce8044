import { lazy, useEffect, useMemo, useRef } from "react";
import { Lazily } from "#app/components/ui/lazily.tsx";
import { passageRanges } from "#isomorphic/text/passage-ranges.ts";
import { revealInPane } from "#app/lib/reveal-in-pane.ts";

// react-markdown (and GFM) load with the first Markdown document, not with the project page.
const Markdown = lazy(() => import("#app/components/markdown/markdown.tsx").then((m) => ({ default: m.Markdown })));

/**
 * Markdown rendered (the link allowlist, no raw HTML); any other text
 * preformatted. A cited passage is highlighted and scrolled into view.
 */
export function TextView({
  content,
  markdown,
  passage,
}: {
  content: string;
  markdown: boolean;
  passage: string | null;
}) {
  const text = useMemo(() => content.replace(/\r\n?/g, "\n"), [content]);
  const ranges = useMemo(() => (passage ? passageRanges(text, passage) : []), [text, passage]);
  const container = useRef<HTMLDivElement>(null);
  useScrollToPassage(container, ranges.length > 0 ? `${ranges[0]?.[0]}` : null);

  if (markdown) {
    return (
      <div ref={container} className="rounded-lg border border-line bg-white p-4" data-testid="canvas-content">
        <Lazily fallback={<p className="whitespace-pre-wrap text-sm">{text}</p>}>
          <Markdown passage={ranges}>{text}</Markdown>
        </Lazily>
      </div>
    );
  }
  return (
    <div
      ref={container}
      className="max-h-[600px] overflow-auto whitespace-pre-wrap break-words rounded-lg border border-line bg-slate-50 p-4 font-mono text-sm"
      data-testid="canvas-content"
    >
      {highlighted(text, ranges)}
    </div>
  );
}

function highlighted(text: string, ranges: Array<[number, number]>) {
  const pieces = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at) continue;
    pieces.push(text.slice(at, start));
    pieces.push(
      <mark key={start} data-passage="" className="text-inherit">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  pieces.push(text.slice(at));
  return pieces;
}

/** Brings the first highlighted block into view once it is rendered (Markdown renders after its chunk loads). */
function useScrollToPassage(container: React.RefObject<HTMLDivElement | null>, key: string | null) {
  useEffect(() => {
    const root = container.current;
    if (!root || key === null) return;
    const reveal = () => {
      const target = root.querySelector("[data-passage]");
      if (!target) return false;
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      revealInPane(target, reduce ? "auto" : "smooth");
      return true;
    };
    if (reveal()) return;
    const observer = new MutationObserver(() => reveal() && observer.disconnect());
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container, key]);
}
