import { useLocation } from "@remix-run/react";
import { useMemo, useRef } from "react";
import type { SourceView } from "#isomorphic/protocols/chat-protocol.ts";
import type { CitationTarget } from "./citation-link.tsx";

/**
 * Where the page's citations lead: this page with `?document=…&passage=…&cited=…`
 * (the page reopens both from the URL), opened in place by `open`.
 */
export function useCitationLinks(open: (source: SourceView) => void): CitationTarget {
  const { pathname, search } = useLocation();
  const session = new URLSearchParams(search).get("session");
  // A stable target (messages do not re-render for it) that always calls the latest `open`.
  const latest = useRef(open);
  latest.current = open;
  return useMemo(
    () => ({
      hrefOf: (source) => {
        const query = new URLSearchParams();
        if (session) query.set("session", session);
        query.set("document", source.documentId);
        query.set("passage", String(source.chunkId));
        query.set("cited", source.messageId);
        return `${pathname}?${query}`;
      },
      open: (source) => latest.current(source),
    }),
    [pathname, session],
  );
}
