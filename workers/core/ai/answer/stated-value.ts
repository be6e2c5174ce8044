import { foldAccents, foldedAlongside } from "#isomorphic/text/normalize-text.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { escapeRegExp } from "./escape-regexp.ts";
import { tablePeriodMissing } from "./periods.ts";
import { isFraming, type RankedUnit } from "./unit-ranking.ts";

/**
 * "Qual foi a sobra líquida da cooperativa em 2024?", "Quanto é o teto de plantões por técnico?": the value of a quantity
 * the question names in two or more words. A sentence that writes those words with a figure right after them
 * ("sobra líquida de R$ 2.840 mil", "o teto de plantões é de 6") states it, and is the answer before anything read
 * from a table where the words sit inside another row's cell ("10% da sobra líquida") or computed from other figures.
 */
const VALUE_ASKED =
  /^(?:e\s+)?(?:qual|quanto|quanta)\s+(?:e|foi|era|sera|ficou|fica)\s+(?:o|a)\s+((?:\p{L}+\s+)*?\p{L}+)(?=\s+(?:d[aeo]s?|em|n[oa]s?|para|por|pel[oa]s?|com|entre|sobre|segundo)\b|\s*$)/u;
/** A noun alone ("teto", "prazo") is named with its complement: "teto de plantões". */
const COMPLEMENT = /^\s+(d[aeo]s?\s+\p{L}{3,})/u;

/** Between the quantity's words and its figure: a verb of being or reaching, "de", a colon; at most two words more. */
const BEFORE_FIGURE =
  "(?:\\s+\\p{L}+){0,2}?\\s*(?:,\\s*)?(?:\\s(?:e|foi|sera|era|ficou|atingiu|somou|totalizou|chegou a|de)\\s+|:\\s*)(?:de\\s+)?(?:r\\$\\s*)?\\d";

/** The quantity a question names, folded, and where the rest of the question starts; null when it names none. */
function namedIn(folded: string): { named: string; end: number } | null {
  const asked = VALUE_ASKED.exec(folded);
  if (!asked?.[1]) return null;
  let named = asked[1];
  let end = asked.index + asked[0].length;
  const complement = named.includes(" ") ? null : COMPLEMENT.exec(folded.slice(end));
  if (complement?.[1]) {
    named = `${named} ${complement[1]}`;
    end += complement[0].length;
  }
  return named.includes(" ") ? { named, end } : null;
}

/** The quantity a question asks the value of, as the question writes it ("área privativa"); null when none. */
export function quantityNamed(question: string): string | null {
  const { written, folded } = foldedAlongside(question.replace(/[?!.]+\s*$/, ""));
  const found = namedIn(folded);
  return found ? written.slice(found.end - found.named.length, found.end) : null;
}

export function statedValue(question: string, ranked: RankedUnit[]): RankedUnit | null {
  const folded = foldAccents(question.toLowerCase())
    .replace(/[?!.]+\s*$/, "")
    .trim();
  const found = namedIn(folded);
  if (!found) return null;
  const { named, end } = found;
  const years = folded.match(/\b(?:19|20)\d{2}\b/g) ?? [];
  // What the rest of the question says of the quantity: whose, where, when.
  const qualifiers = analyze(folded.slice(end)).filter((stem) => !isFraming(stem));
  // The words head their phrase: in "meta de índice de presença: 98%" or "10% da sobra líquida" the figure is another's.
  const states = new RegExp(`(?:^|[^\\p{L}])(?<!\\bd[aeo]s?\\s)${escapeRegExp(named)}${BEFORE_FIGURE}`, "u");
  const best = ranked[0];
  if (!best) return null;
  // The rest of the question is held by the sentence (with its heading and document) at least half, and as fully as
  // by the best unit: a cost stated for another plan, or for the whole network when one station is asked, is no
  // answer. A sentence of another month states no figure of the month asked.
  return (
    ranked.find(
      (candidate) =>
        candidate.unit.kind !== "row" &&
        candidate.coverage >= best.coverage &&
        candidate.carriedCoverage >= best.carriedCoverage &&
        qualifiers.filter((stem) => candidate.matched.has(stem)).length * 2 >= qualifiers.length &&
        !tablePeriodMissing(question, candidate.unit.text) &&
        states.test(foldAccents(candidate.unit.text.toLowerCase())) &&
        years.every((year) => candidate.unit.text.includes(year)),
    ) ?? null
  );
}
