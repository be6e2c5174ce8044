/**
 * Splits text into retrieval chunks along paragraph boundaries, packing
 * paragraphs up to `maxChars` so a chunk keeps its context. A paragraph longer
 * than the limit is cut at sentence ends, then hard-cut as a last resort.
 */
export function chunkText(text: string, maxChars = 1200): string[] {
  const paragraphs = text
    .replace(/\r\n/g, "\n")
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

  const pieces = paragraphs.flatMap((paragraph) => splitLong(paragraph, maxChars));
  const chunks: string[] = [];
  let current = "";
  for (const piece of pieces) {
    if (current && current.length + 2 + piece.length > maxChars) {
      chunks.push(current);
      current = piece;
    } else {
      current = current ? `${current}\n\n${piece}` : piece;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

function splitLong(paragraph: string, maxChars: number): string[] {
  if (paragraph.length <= maxChars) return [paragraph];
  const sentences = paragraph.match(/[^.!?]+[.!?]+\s*|[^.!?]+$/g) ?? [paragraph];
  const out: string[] = [];
  let current = "";
  for (const sentence of sentences) {
    if (current && current.length + sentence.length > maxChars) {
      out.push(current.trim());
      current = "";
    }
    current += sentence;
    while (current.length > maxChars) {
      out.push(current.slice(0, maxChars).trim());
      current = current.slice(maxChars);
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}
