import { markdownBlocks } from "#core/documents/markdown-blocks.ts";
import { joinSoftBreaks } from "#core/documents/sentences.ts";

/**
 * The quoted pieces of a reply that are not whole sentences of the sources:
 * every piece of text before a citation marker [n] (labels like "**RF-01**:"
 * and list or quote marks set aside) must be one or more consecutive whole
 * sentences of a paragraph, a whole list item or a whole table row of one of
 * the source documents. An empty array means nothing was cut.
 */
export function cutQuotes(reply: string, sources: string[]): string[] {
  const blocks = sources.flatMap((source) =>
    markdownBlocks(source).flatMap((block) => {
      if (block.kind === "table") return block.rows.map((row) => row.join(" | "));
      if (block.kind === "heading" || block.kind === "code") return [];
      return [joinSoftBreaks(block.text).replace(/\s+/g, " ")];
    }),
  );
  const cut: string[] = [];
  for (const line of reply.split("\n")) {
    // Table rows are checked as rows; a bold title with its citation ("**Anexo A** [1]") quotes nothing.
    if (!/\[\d+\]/.test(line) || line.startsWith("|") || /^\*\*[^*]+\*\* \[\d+\]$/.test(line)) continue;
    const body = line.replace(/^(>|-)\s+/, "").replace(/^\*\*[^*]+\*\*(?: \([^)]*\))?:\s*/, "");
    for (const raw of body.split(/\s*\[\d+\]\s*/)) {
      const piece = raw.replace(/\s+/g, " ").trim();
      if (!piece || /^Segundo .+:$/.test(piece) || /\.(md|txt|pdf)$/.test(piece)) continue;
      if (!blocks.some((block) => isWholeSentences(piece, block))) cut.push(piece);
    }
  }
  return cut;
}

function isWholeSentences(piece: string, block: string): boolean {
  const clean = piece.replace(/;$/, "");
  let at = block.indexOf(clean);
  while (at >= 0) {
    const before = block.slice(0, at).trimEnd();
    const after = block.slice(at + clean.length);
    const startsWhole = before === "" || /[.!?:;]$/.test(before);
    const endsWhole = after.trim() === "" || /[.!?;:)]$/.test(clean);
    if (startsWhole && endsWhole) return true;
    at = block.indexOf(clean, at + 1);
  }
  return false;
}
