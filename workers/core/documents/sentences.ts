/**
 * Sentence boundaries for quoting: the agent may only quote whole sentences,
 * so it splits with ICU's sentence rules (Intl.Segmenter, which keeps "1.500",
 * "R$ 2,5" and "etc. e" whole) and then mends the breaks ICU makes after
 * Portuguese abbreviations ("Art. 5", "Dr. Silva", "n. 12").
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
  for (const { segment } of segmenter.segment(text)) {
    const sentence = segment.trim();
    if (!sentence) continue;
    const previous = out.at(-1);
    if (previous !== undefined && endsWithAbbreviation(previous)) out[out.length - 1] = `${previous} ${sentence}`;
    else out.push(sentence);
  }
  return out;
}

function endsWithAbbreviation(sentence: string): boolean {
  const last = /(\S+)\.$/u.exec(sentence)?.[1];
  if (!last) return false;
  const word = last.toLowerCase().replace(/^[("“'«]+/, "");
  // A single letter before a period is an initial ("J. Silva") or an abbreviation, never a sentence end.
  return ABBREVIATIONS.has(word) || /^\p{L}$/u.test(word);
}

/** Joins a block's wrapped lines into prose: a line break is a space unless the line ended a sentence. */
export function joinSoftBreaks(text: string): string {
  return text
    .split(/\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .reduce((joined, line) => (joined ? `${joined}${/[.!?:;]$/.test(joined) ? "\n" : " "}${line}` : line), "");
}
