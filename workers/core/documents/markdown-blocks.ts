import type { Nodes, Root, RootContent, Table } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmTableFromMarkdown } from "mdast-util-gfm-table";
import { toString as textOf } from "mdast-util-to-string";
import { gfmTable } from "micromark-extension-gfm-table";
import { isPlainProse, proseParagraphs } from "#isomorphic/text/plain-prose.ts";

/**
 * Markdown as a flat list of blocks, parsed by mdast (CommonMark + GFM
 * tables): ATX and setext headings, paragraphs, list items, tables and code,
 * each with its source offsets. The chunker cuts sections at its headings;
 * the offline agent reads passages through it, so a heading, a list item and
 * a table row are told apart the same way everywhere.
 */
export type Block =
  | { kind: "heading"; depth: number; text: string; start: number; end: number }
  | { kind: "paragraph"; text: string; start: number; end: number }
  /** `list` numbers the list the item belongs to, so items of one list stay together. */
  | { kind: "list-item"; text: string; list: number; start: number; end: number }
  | { kind: "table"; header: string[]; rows: string[][]; start: number; end: number }
  | { kind: "code"; text: string; start: number; end: number };

export function parseMarkdown(markdown: string): Root {
  return fromMarkdown(markdown, { extensions: [gfmTable()], mdastExtensions: [gfmTableFromMarkdown()] });
}

export function markdownBlocks(markdown: string): Block[] {
  // Most chunks of prose hold no markup: their paragraphs are the parser's without parsing (a third of a
  // millisecond a chunk, most of what indexing and quoting cost). tests/unit/plain-prose.test.ts holds them equal.
  if (isPlainProse(markdown))
    return proseParagraphs(markdown).map(({ text, start, end }) => ({
      kind: "paragraph",
      text: text.trim(),
      start,
      end,
    }));
  const blocks: Block[] = [];
  let lists = 0;
  const visit = (node: RootContent) => {
    const start = node.position?.start.offset ?? 0;
    const end = node.position?.end.offset ?? start;
    switch (node.type) {
      case "heading":
        blocks.push({ kind: "heading", depth: node.depth, text: plain(node), start, end });
        break;
      case "paragraph":
        blocks.push({ kind: "paragraph", text: plain(node), start, end });
        break;
      case "list": {
        const list = lists++;
        for (const item of node.children) {
          const itemStart = item.position?.start.offset ?? start;
          const own = item.children.filter((child) => child.type !== "list");
          const text = own.map(plain).filter(Boolean).join(" ");
          if (text)
            blocks.push({ kind: "list-item", text, list, start: itemStart, end: item.position?.end.offset ?? end });
          for (const child of item.children) if (child.type === "list") visit(child);
        }
        break;
      }
      case "table":
        blocks.push({ kind: "table", ...tableCells(node), start, end });
        break;
      case "code":
        blocks.push({ kind: "code", text: node.value, start, end });
        break;
      case "blockquote":
        for (const child of node.children) visit(child);
        break;
      default:
        // html, thematic breaks, definitions: nothing to quote.
        break;
    }
  };
  for (const node of parseMarkdown(markdown).children) visit(node);
  return blocks;
}

function plain(node: Nodes): string {
  return textOf(node, { includeImageAlt: false }).trim();
}

function tableCells(table: Table): { header: string[]; rows: string[][] } {
  const [head, ...body] = table.children.map((row) => row.children.map((cell) => plain(cell)));
  return { header: head ?? [], rows: body };
}
