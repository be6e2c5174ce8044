import { contentWords, words } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";

/**
 * Questions an empty conversation offers, drawn from the project's documents:
 * a document's section headings ("O que há em “Objetivos”?"), or, for one
 * without headings (plain text, PDF pages), its most frequent key term ("O que
 * é matrícula?"). The words around the heading or term are stopwords, so the
 * question retrieves by the document's own words alone. One question per
 * document in turn, newest document first, so the few offered cover several.
 */
export interface DocumentOutline {
  documentId: string;
  documentName: string;
  /** The chunk's heading path ("Requisitos > Login") or "Página N". */
  location: string | null;
  excerpt: string;
}

const MAX_HEADING = 80;

export function suggestQuestions(outlines: DocumentOutline[], count = 4): string[] {
  const byDocument = new Map<string, DocumentOutline[]>();
  for (const outline of outlines)
    byDocument.set(outline.documentId, [...(byDocument.get(outline.documentId) ?? []), outline]);
  const queues = [...byDocument.values()].map(questionsOf).filter((queue) => queue.length > 0);
  const picked: string[] = [];
  for (let round = 0; picked.length < count && queues.some((queue) => queue.length > round); round++) {
    for (const queue of queues) {
      const question = queue[round];
      if (question && !picked.includes(question) && picked.length < count) picked.push(question);
    }
  }
  return picked;
}

function questionsOf(chunks: DocumentOutline[]): string[] {
  const sections: string[] = [];
  const titles: string[] = [];
  for (const chunk of chunks) {
    const path = (chunk.location ?? "")
      .split(" > ")
      .map((part) => part.trim())
      .filter(Boolean);
    const leaf = path.at(-1);
    if (!leaf || /^Página \d+$/.test(leaf) || leaf.length > MAX_HEADING) continue;
    (path.length > 1 ? sections : titles).push(leaf);
  }
  const headings = [...new Set([...sections, ...titles])];
  if (headings.length > 0) return headings.map((heading) => `O que há em “${heading}”?`);
  const term = keyTerm(chunks.map((chunk) => chunk.excerpt).join("\n"), chunks[0]?.documentName ?? "");
  return term ? [`O que é ${term}?`] : [];
}

/** The document's most frequent content word of five letters or more (not a number, not in its file name). */
function keyTerm(text: string, documentName: string): string | null {
  const named = new Set(words(documentName).map(foldAccents));
  const counts = new Map<string, { word: string; count: number }>();
  const content = new Set(contentWords(text));
  for (const word of words(text)) {
    const folded = foldAccents(word);
    if (folded.length < 5 || /\d/.test(folded) || !content.has(folded) || named.has(folded)) continue;
    const entry = counts.get(folded) ?? { word, count: 0 };
    entry.count++;
    counts.set(folded, entry);
  }
  let best: { word: string; count: number } | null = null;
  for (const entry of counts.values()) if (!best || entry.count > best.count) best = entry;
  return best?.word ?? null;
}
