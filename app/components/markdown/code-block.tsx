import { Check, Copy } from "lucide-react";
import { type ComponentProps, useRef, useState } from "react";

/**
 * A fenced code block: scrolls sideways instead of being cut at the panel's
 * edge, with a button that copies the code as text.
 */
export function CodeBlock({ children, node: _node, ...props }: ComponentProps<"pre"> & { node?: unknown }) {
  const pre = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const text = pre.current?.textContent ?? "";
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard permission: the code stays selectable by hand.
    }
  };
  return (
    <div className="group/code relative">
      <pre
        ref={pre}
        {...props}
        className="overflow-x-auto whitespace-pre rounded-md bg-slate-100 p-3 pr-12 text-[0.8125rem] leading-relaxed"
      >
        {children}
      </pre>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={copied ? "Código copiado" : "Copiar código"}
        className="absolute right-1.5 top-1.5 inline-flex h-8 w-8 items-center justify-center rounded-md border border-line bg-white text-muted hover:text-ink"
      >
        {copied ? <Check aria-hidden className="h-4 w-4 text-success" /> : <Copy aria-hidden className="h-4 w-4" />}
      </button>
    </div>
  );
}
