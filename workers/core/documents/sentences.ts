import { markdownBlocks } from "./markdown-blocks.ts";

/**
 * Sentence boundaries for quoting: the agent may only quote whole sentences,
 * so it splits with ICU's sentence rules (Intl.Segmenter, which keeps "1.500",
 * "R$ 2,5" and "etc. e" whole), mends the breaks ICU makes after Portuguese
 * abbreviations ("Art. 5", "Dr. Silva", "n. 12"), and adds the breaks ICU
 * misses in regulatory and legal prose: before a paragraph sign or an article
 * ("… da área. § 1º o acesso…", "… anterior. Art. 5º …"), between the items
 * of an enumeration ("…; II - dado sensível: …"), and after a period followed
 * by a sentence that starts in lowercase ("… o relatório. a matrícula…"). A
 * bare item number ("2.", "IV.") starts the sentence after it.
 */
const ABBREVIATIONS = new Set([
  "art",
  "arts",
  "inc",
  "dr",
  "dra",
  "sr",
  "sra",
  "srs",
  "prof",
  "profa",
  "n",
  "nº",
  "no",
  "núm",
  "num",
  "pág",
  "pag",
  "p",
  "pp",
  "cap",
  "fig",
  "ex",
  "av",
  "r",
  "tel",
  "obs",
  "aprox",
  "séc",
  "sec",
  "vol",
  "ed",
  "jan",
  "fev",
  "mar",
  "abr",
  "mai",
  "jun",
  "jul",
  "ago",
  "set",
  "out",
  "nov",
  "dez",
  "ltda",
  "s.a",
  "cia",
  "min",
  "máx",
  "max",
  "sto",
  "sta",
]);

const segmenter = new Intl.Segmenter("pt-BR", { granularity: "sentence" });

/** Whole sentences of a block of prose (soft line breaks already joined), trimmed, in order. */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  let pendingLabel = "";
  for (const { segment } of segmenter.segment(text)) {
    for (const piece of legalBreaks(segment.trim())) {
      const sentence = pendingLabel ? `${pendingLabel} ${piece}` : piece;
      pendingLabel = "";
      if (!sentence) continue;
      if (ITEM_LABEL.test(sentence)) {
        pendingLabel = sentence;
        continue;
      }
      const previous = out.at(-1);
      if (previous !== undefined && endsWithAbbreviation(previous)) out[out.length - 1] = `${previous} ${sentence}`;
      else out.push(sentence);
    }
  }
  if (pendingLabel) out.push(pendingLabel);
  return out;
}

/** A segment that is only an item's number or letter: "2.", "IV.", "a)". */
const ITEM_LABEL = /^(?:\d{1,3}|[IVXLC]{1,6}|[a-z])[.)]$/;

/**
 * Breaks inside one ICU segment: before "§ 1º", "Art. 5º", "Parágrafo único" after a sentence's end or a
 * semicolon; before an enumeration's next item ("; II - ", "; b) "); after a period that a lowercase word follows
 * (unless an abbreviation or initial ends there).
 */
function legalBreaks(segment: string): string[] {
  if (!segment) return [];
  const parts: string[] = [];
  let start = 0;
  const boundary =
    /([.;:])\s+(?=§+\s*\d|Art\.\s*\d|Par[áa]grafo [úu]nico|[IVXLC]{1,6}\s*[-–—]\s|[a-z]\)\s)|(\.)\s+(?=\p{Ll})/gu;
  for (const match of segment.matchAll(boundary)) {
    const end = (match.index ?? 0) + 1;
    const before = segment.slice(start, end).trim();
    // A lowercase start after a period ends a sentence only after a plain word ("relatório. a matrícula"), not
    // after an abbreviation, an initial or a dotted form ("a.C. por", "p.ex. a").
    if (match[2] && (endsWithAbbreviation(before) || !/(^|\s)[\p{L}]{3,}\.$/u.test(before))) continue;
    // A colon before the first item keeps the lead-in with it ("considera-se: I - …").
    if (match[1] === ":") continue;
    parts.push(before);
    start = end;
  }
  parts.push(segment.slice(start).trim());
  return parts.filter(Boolean);
}

function endsWithAbbreviation(sentence: string): boolean {
  const last = /(\S+)\.$/u.exec(sentence)?.[1];
  if (!last) return false;
  const word = last.toLowerCase().replace(/^[("“'«]+/, "");
  if (ABBREVIATIONS.has(word)) return true;
  // A single letter before a period is an initial ("Ana C. Lima", "J. Silva") or an abbreviation, except a capital a
  // word in lower case names ("bombas da categoria B. A troca…"): that is a sentence's end.
  if (!/^\p{L}$/u.test(word)) return false;
  return !(/^\p{Lu}$/u.test(last) && /(?:^|\s)\p{Ll}{2,}\s+\S+\.$/u.test(sentence));
}

/** Joins a block's wrapped lines into prose: a line break is a space unless the line ended a sentence. */
export function joinSoftBreaks(text: string): string {
  return text
    .split(/\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .reduce((joined, line) => (joined ? `${joined}${/[.!?:;]$/.test(joined) ? "\n" : " "}${line}` : line), "");
}

/** A paragraph's sentences, as the agent quotes them: its wrapped lines joined, then split. */
export function paragraphSentences(text: string): string[] {
  return sentencesOf(joinSoftBreaks(text));
}

/** A list item is quoted whole, on one line. */
export function itemSentence(text: string): string {
  return joinSoftBreaks(text).replace(/\n/g, " ");
}

/** A table row is quoted whole, its cells in order. */
export function rowSentence(cells: string[]): string {
  return cells.join(" · ");
}

/**
 * Every sentence of a passage (a chunk's Markdown or plain text) in reading
 * order, cut as the agent cuts what it quotes (#core/ai/answer/passage-units.ts):
 * a paragraph's sentences, a list item, a table row; and what it never quotes
 * but the index still holds, each as a sentence of its own: a heading, a
 * table's header, a line of code.
 */
export function passageSentences(markdown: string): string[] {
  return markdownBlocks(markdown).flatMap((block) => {
    switch (block.kind) {
      case "heading":
        return [block.text];
      case "paragraph":
        return paragraphSentences(block.text);
      case "list-item":
        return [itemSentence(block.text)];
      case "table":
        return [block.header, ...block.rows].map(rowSentence);
      case "code":
        return block.text.split("\n");
      default:
        return [];
    }
  });
}
