import type { Root } from "mdast";
import { findAndReplace } from "mdast-util-find-and-replace";
import { CITATION_PROPERTY } from "./markdown-components.tsx";

/**
 * Turns the answer's `[n]` markers into links, but only for the numbers the
 * message has sources for: a "[3]" in prose with no third source stays text.
 * Code is never touched (find-and-replace skips code nodes, which hold no text children).
 */
export function remarkCitations(options: { cited: readonly number[] }) {
  const cited = new Set(options.cited);
  return (tree: Root) => {
    if (cited.size === 0) return;
    findAndReplace(tree, [
      /\[(\d{1,2})\]/g,
      (whole: string, digits: string) => {
        const n = Number(digits);
        if (!cited.has(n)) return false;
        return {
          type: "link",
          url: `#fonte-${n}`,
          children: [{ type: "text", value: whole }],
          data: { hProperties: { [CITATION_PROPERTY]: n } },
        };
      },
    ]);
  };
}
