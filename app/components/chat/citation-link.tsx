import type { ReactNode } from "react";
import { LoadOnReach } from "#app/components/ui/load-on-reach.tsx";
import { cn } from "#app/lib/utils.ts";
import type { SourceView } from "#isomorphic/protocols/chat-protocol.ts";

/** Where a citation leads: its URL (document and passage in the query) and what a click does instead of navigating. */
export interface CitationTarget {
  hrefOf: (source: SourceView) => string;
  open: (source: SourceView) => void;
}

// Radix Tooltip loads when a citation is first reached (load-on-reach.tsx), not with the page or the answer.
const loadCitationPreview = () => import("./citation-preview.tsx");

/**
 * A link to a cited passage: a real link (copy it, open it in a new tab: the
 * page reopens the document there), which a plain click opens in the Canvas.
 * Hovering, focusing or long-pressing it previews the passage (on a touch
 * screen the first touch loads the preview, so the long press that shows it
 * is the one after).
 */
export function CitationLink({
  source,
  answer,
  target,
  className,
  label,
  children,
}: {
  source: SourceView;
  /** The answer that cites it: its preview opens on the words the answer's citing sentence uses. */
  answer: string;
  target: CitationTarget | undefined;
  className?: string;
  /** The accessible name, when the visible text ("[1]") says too little. */
  label?: string;
  children: ReactNode;
}) {
  if (!target) return <span className={className}>{children}</span>;
  const link = (
    <a
      href={target.hrefOf(source)}
      // A finger's target however small the marker is drawn ("[1]" in running text).
      className={cn("tap", className)}
      aria-label={label}
      data-citation={source.n}
      onClick={(event) => {
        if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        target.open(source);
      }}
    >
      {children}
    </a>
  );
  return (
    <LoadOnReach load={loadCitationPreview} props={{ source, answer }}>
      {link}
    </LoadOnReach>
  );
}

export function citationLabel(source: SourceView): string {
  return `Fonte ${source.n}: ${source.documentName}${source.location ? `, ${source.location}` : ""}`;
}
