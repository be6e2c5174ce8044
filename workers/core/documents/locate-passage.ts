import { analyze } from "#core/search/text-analysis.ts";

/**
 * Where a quoted passage sits in a document that was edited since it was
 * quoted: the passage itself when it is still there, else the run of one to
 * three consecutive paragraphs of the current text that shares the most words
 * with it, if it shares at least MIN_OVERLAP of them (Dice's coefficient over
 * the analysed words). Null when the passage no longer has a counterpart.
 */
const MIN_OVERLAP = 0.5;
const MAX_RUN = 3;

export function locatePassage(quote: string, current: string): string | null {
  const wanted = quote.trim();
  if (!wanted) return null;
  if (current.includes(wanted)) return wanted;
  const paragraphs = current
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const target = bag(wanted);
  if (target.size === 0) return null;
  let best: { text: string; score: number } | null = null;
  for (let start = 0; start < paragraphs.length; start++) {
    for (let length = 1; length <= MAX_RUN && start + length <= paragraphs.length; length++) {
      const text = paragraphs.slice(start, start + length).join("\n\n");
      const score = dice(target, bag(text));
      // A longer run must earn its place: equal overlap keeps the shorter one.
      if (!best || score > best.score + 1e-9) best = { text, score };
    }
  }
  return best && best.score >= MIN_OVERLAP ? best.text : null;
}

function bag(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const stem of analyze(text)) counts.set(stem, (counts.get(stem) ?? 0) + 1);
  return counts;
}

function dice(a: Map<string, number>, b: Map<string, number>): number {
  let shared = 0;
  let total = 0;
  for (const [, count] of a) total += count;
  for (const [, count] of b) total += count;
  for (const [stem, count] of a) shared += Math.min(count, b.get(stem) ?? 0);
  return total === 0 ? 0 : (2 * shared) / total;
}
