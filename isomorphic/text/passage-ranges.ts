/**
 * Where a retrieval chunk sits in its document's text, as [start, end)
 * offsets. Chunks are built from the document's own paragraphs (split at
 * blank lines, trimmed; long ones cut at sentences; the start of a chunk may
 * repeat the tail of the previous one), so each paragraph of a chunk is found
 * verbatim, in order. A paragraph that cannot be found is skipped.
 */
export function passageRanges(documentText: string, chunk: string): Array<[number, number]> {
  const text = documentText.replace(/\r\n?/g, "\n");
  const ranges: Array<[number, number]> = [];
  let from = 0;
  for (const paragraph of chunk.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    const needle = paragraph.trim();
    if (!needle) continue;
    const at = text.indexOf(needle, from);
    if (at < 0) continue;
    ranges.push([at, at + needle.length]);
    from = at + needle.length;
  }
  return ranges;
}
