import { CHANGE_WORD } from "./change-words.ts";
import { formatQuantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { type FoundFigure, figuresIn } from "./calculate.ts";
import { isFraming } from "./unit-ranking.ts";

/**
 * "Que percentual da água tratada foi entregue aos reservatórios?" answered with the two figures it relates ("Água
 * tratada …, 19.100 mil m³; Água entregue …, 16.235 mil m³"): no sentence or cell states the share, so it is the smaller figure over the
 * larger (a part of a whole is at most all of it), with its division, above the reply it was read from. Only when a
 * share is asked and no change ("cresceu quantos por cento" is growth's), the reply states no percentage, and it
 * gives exactly two figures of one kind. Null otherwise.
 */
export function shareOfTwo(question: string, found: string): string | null {
  const folded = foldAccents(question.toLowerCase());
  // "erro acima do tolerado" written in the reply names what is counted, no change asked.
  if (!SHARE_ASKED.test(folded) || CHANGE_OR_DIFFERENCE.test(withoutWritten(folded, found))) return null;
  // "Em que porcentagem a vazão passa da capacidade?": by how much the larger exceeds the smaller, over the smaller.
  const excess = EXCESS_ASKED.test(folded);
  const two = twoFigures(found) ?? (excess ? null : namedPair(question, found));
  if (!two) return null;
  const { part, whole, cites } = two;
  const share = excess
    ? formatQuantity(Math.round(((whole.value - part.value) / part.value) * 1000) / 10, "percent")
    : formatQuantity(Math.round((part.value / whole.value) * 1000) / 10, "percent");
  // Each figure as the reply writes it ("16.235 mil m³" stays "16.235 mil").
  const [x, y] = [part.text, whole.text];
  const lead = excess
    ? `${y} está ${share} acima de ${x}: (${y} − ${x}) ÷ ${x}`
    : `${x} são ${share} de ${y}: ${x} ÷ ${y}`;
  return `${lead}${cites ? ` ${cites}` : ""}.\n\n${found}`;
}

/** The two figures of one kind the reply gives, the smaller first; null unless exactly two, apart, and no percentage. */
function twoFigures(found: string) {
  const cited = found.replace(/\[\d+\]/g, " ");
  if (/%|\bpor cento\b/u.test(cited)) return null;
  const figures = figuresIn(cited);
  const [a, b] = figures;
  if (figures.length !== 2 || !a || !b || a.unit !== b.unit || a.unit === "percent") return null;
  const [part, whole] = a.value <= b.value ? [a, b] : [b, a];
  if (part.value <= 0 || part.value === whole.value) return null;
  return { part, whole, cites: [...new Set(found.match(/\[\d+\]/g) ?? [])].join("") };
}

/**
 * Of a reply that gives more figures than two, the two of one sentence the question names: "Que percentual dos
 * hidrômetros verificados tinha erro acima do tolerado?" over "verificou 3.200 hidrômetros … e encontrou 416 hidrômetros
 * com erro acima do tolerado: 290 …". Each figure reads the words around it up to its neighbours (the part, what follows it); the pair
 * is the one whose words hold the question's, each figure some word the other lacks, the larger the whole.
 */
function namedPair(question: string, found: string) {
  const asked = [...new Set(analyze(question).filter((stem) => !isFraming(stem) && !SHARE_STEMS.has(stem)))];
  if (asked.length < 2) return null;
  let best: { part: FoundFigure; whole: FoundFigure; cites: string; score: number } | null = null;
  // A sentence keeps the marks that cite it ("… esgoto. [46] Art. 4º …" splits after "[46]").
  for (const sentence of found.split(/(?<=[.;](?:\s*\[\d+\])*)\s+(?=\p{Lu})|\n+/u)) {
    const plain = sentence.replace(/\[\d+\]/g, " ");
    const figures = figuresIn(plain).filter((figure) => figure.unit === "number");
    const stemsAt = (from: number, to: number) => new Set(analyze(plain.slice(from, Math.max(from, to))));
    const around = figures.map((figure, i) => {
      const previous = figures[i - 1];
      const next = figures[i + 1];
      const end = figure.index + figure.text.length;
      // A list after a colon ("…: 418 lançavam…") breaks a figure's words down; it does not name the figure.
      const colon = plain.indexOf(":", end);
      const stop = Math.min(next?.index ?? plain.length, colon >= 0 ? colon : plain.length);
      return {
        before: stemsAt(previous ? previous.index + previous.text.length : 0, figure.index),
        after: stemsAt(end, stop),
      };
    });
    figures.forEach((whole, w) => {
      figures.forEach((part, p) => {
        if (p <= w || part.value >= whole.value || part.value <= 0) return;
        if (whole.noun && part.noun && foldAccents(whole.noun) !== foldAccents(part.noun)) return;
        const wholeWords = new Set([...(around[w]?.before ?? []), ...(around[w]?.after ?? [])]);
        const partWords = around[p]?.after ?? new Set<string>();
        const own = (words: Set<string>, others: Set<string>) =>
          asked.some((stem) => words.has(stem) && !others.has(stem));
        if (!own(wholeWords, partWords) || !own(partWords, wholeWords)) return;
        const score = asked.filter((stem) => wholeWords.has(stem) || partWords.has(stem)).length;
        if (score < asked.length - 1 || (best && best.score >= score)) return;
        // Each with what it counts: "416 hidrômetros são 13% de 3.200 hidrômetros".
        const counted = (figure: FoundFigure) => ({
          ...figure,
          text: [figure.text, figure.noun].filter(Boolean).join(" "),
        });
        best = {
          part: counted(part),
          whole: counted(whole),
          cites: [...new Set(sentence.match(/\[\d+\]/g) ?? [])].join(""),
          score,
        };
      });
    });
  }
  return best;
}

/** The question without each run of three words the reply writes too. */
function withoutWritten(folded: string, found: string): string {
  const said = ` ${foldAccents(found.toLowerCase()).replace(/[^\p{L}\d]+/gu, " ")} `;
  const words = folded.split(/[^\p{L}\d]+/u).filter(Boolean);
  // Three words in a row, so that a pair of small ones ("a mais") the reply happens to write is still asked.
  const written = (from: number) =>
    from >= 0 && from + 2 < words.length && said.includes(` ${words.slice(from, from + 3).join(" ")} `);
  return words.filter((_, i) => !written(i - 2) && !written(i - 1) && !written(i)).join(" ");
}

/** The words that ask a share, which no figure's words need to hold. */
const SHARE_STEMS = new Set(analyze("percentual porcentagem proporção fração parte cento"));

/** A share by which one figure exceeds another: "passa", "excede", "ultrapassa", "supera". */
const EXCESS_ASKED =
  /\b(?:passa|passou|passam|passaram|excede|excedeu|excedem|ultrapassa|ultrapassou|supera|superou)\b/u;

/** A share asked as a share: "que percentual", "quantos por cento", "em porcentagem", "que proporção", "que fração". */
const SHARE_ASKED = /\b(?:percentual|porcentagem|por cento|proporcao|fracao|(?:que|qual) parte)\b/u;
/** A change asked in percent, which growth computes between two times. */
const CHANGE_OR_DIFFERENCE = new RegExp(String.raw`\b(?:${CHANGE_WORD}|acima|abaixo|a mais|a menos)\b`, "u");
