import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";

/** The attribute the Canvas finds (and scrolls to) on a highlighted passage. */
export const PASSAGE_ATTRIBUTE = "data-passage";

const BLOCKS = new Set(["p", "li", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "blockquote", "tr"]);

/**
 * Marks the blocks whose source overlaps one of `ranges` (offsets into the
 * Markdown text), so a cited passage is highlighted where it is rendered.
 */
export function rehypePassage(options: { ranges: ReadonlyArray<readonly [number, number]> }) {
  return (tree: Root) => {
    if (options.ranges.length === 0) return;
    visit(tree, "element", (node: Element) => {
      if (!BLOCKS.has(node.tagName)) return;
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start === undefined || end === undefined) return;
      if (options.ranges.some(([from, to]) => start < to && end > from)) node.properties[PASSAGE_ATTRIBUTE] = "";
    });
  };
}
