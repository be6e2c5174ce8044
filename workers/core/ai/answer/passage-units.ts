import type { PromptPassage } from "#core/chat/agent-context.ts";
import { markdownBlocks } from "#core/documents/markdown-blocks.ts";
import { itemSentence, paragraphSentences, rowSentence } from "#core/documents/sentences.ts";

/**
 * What the offline agent may quote, cut out of the retrieved passages: whole
 * sentences of paragraphs, whole list items and whole table rows, each with
 * the heading it sits under. Headings are never units: they only tell which
 * section a unit belongs to (a question that names a heading is answered with
 * the section under it). Sentences repeated by the chunks' overlap are kept once.
 */
export interface Unit {
  kind: "sentence" | "item" | "row";
  text: string;
  passage: PromptPassage;
  /** The nearest heading above the unit (inside the passage or its location), if any. */
  heading: string | null;
  /** Identifies the unit's section across passages: document + heading. */
  section: string;
  /** Items of one list share it; rows of one table share it. */
  group: string | null;
  table?: { header: string[]; cells: string[] };
  /** Position in reading order across all passages (passages in retrieval order). */
  order: number;
  /**
   * The bold lead-in of the paragraph the sentence follows in ("**Fase 1 — Sertão (2027):** … Marco: …"): what the
   * paragraph's later sentences are about, as a heading is.
   */
  lead?: string;
}

/** The rows of each table the units hold, table by table (a table is its document and its header). */
export function tablesIn(units: Unit[]): Unit[][] {
  const tables = new Map<string, Unit[]>();
  for (const unit of units)
    if (unit.kind === "row" && unit.table) {
      const key = `${unit.passage.documentId}|${unit.table.header.join("|")}`;
      tables.set(key, [...(tables.get(key) ?? []), unit]);
    }
  return [...tables.values()];
}

/** The items of each list the units hold, list by list, each in its order. */
export function listsIn(units: Unit[]): Unit[][] {
  const lists = new Map<string, Unit[]>();
  for (const unit of units)
    if (unit.kind === "item" && unit.group) lists.set(unit.group, [...(lists.get(unit.group) ?? []), unit]);
  return [...lists.values()];
}

export function unitsOf(passages: PromptPassage[]): Unit[] {
  const units: Unit[] = [];
  const seen = new Set<string>();
  for (const passage of passages) {
    let heading = lastSegment(passage.location);
    const push = (unit: Omit<Unit, "passage" | "heading" | "section" | "order">) => {
      const key = `${passage.documentId}:${unit.text.replace(/\s+/g, " ")}`;
      if (seen.has(key)) return;
      seen.add(key);
      units.push({ ...unit, passage, heading, section: `${passage.documentId}:${heading ?? ""}`, order: units.length });
    };
    markdownBlocks(passage.text).forEach((block, index) => {
      const group = `${passage.chunkId}:${index}`;
      switch (block.kind) {
        case "heading":
          heading = block.text;
          break;
        case "paragraph": {
          // The blocks' text is plain: the bold is read where the passage writes it.
          const written = passage.text.slice(block.start, block.end).trim();
          const lead = /^\*\*([^*]{2,80}?):?\*\*/u.exec(written)?.[1]?.trim();
          for (const [i, sentence] of fieldLines(block.text).flatMap(paragraphSentences).entries()) {
            // A passage that starts inside a sentence (a chunk's overlap) starts it in lower case: not quotable.
            if (index === 0 && i === 0 && /^\p{Ll}/u.test(sentence)) continue;
            if (hasWords(sentence))
              push({ kind: "sentence", text: sentence, group: null, ...(lead && i > 0 ? { lead } : {}) });
          }
          break;
        }
        case "list-item":
          if (hasWords(block.text))
            push({
              kind: "item",
              text: itemSentence(block.text),
              group: `${passage.chunkId}:list${block.list}`,
            });
          break;
        case "table":
          for (const cells of block.rows) {
            push({ kind: "row", text: rowSentence(cells), group, table: { header: block.header, cells } });
          }
          break;
        case "code":
          break;
      }
    });
  }
  return units;
}

/** A line that opens with a label ("**Responsável:** …", "Data: …"): a field of its own, not a wrapped line. */
const FIELD_LINE = /^(?:\*\*)?\p{Lu}[\p{L}\s]{1,40}?:(?:\*\*)?\s/u;

/**
 * A paragraph cut where a field line starts: header lines ("Data: …", "Local: …") are written one under another
 * without a full stop, and would otherwise be read as one sentence of every field.
 */
function fieldLines(text: string): string[] {
  const parts: string[] = [];
  for (const line of text.split("\n")) {
    if (parts.length === 0 || FIELD_LINE.test(line.trim())) parts.push(line);
    else parts[parts.length - 1] = `${parts[parts.length - 1]}\n${line}`;
  }
  return parts;
}

function lastSegment(location: string | null): string | null {
  const segment = location?.split(" > ").at(-1)?.trim();
  return segment && !/^Página \d+$/.test(segment) ? segment : null;
}

function hasWords(text: string): boolean {
  return /\p{L}{2,}/u.test(text);
}
