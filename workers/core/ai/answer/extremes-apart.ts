import { foldAccents } from "#isomorphic/text/normalize-text.ts";

/**
 * "Qual é a diferença entre a maior e a menor carga horária?": the spread of a measure, asked as the distance between its two
 * extremes. The question is two questions, the largest and the smallest of the measure, each answered as any other
 * (a table's column, a ranking, a sentence) and then set apart. Null when the question asks no such distance.
 */
export interface ExtremesAsked {
  highest: string;
  lowest: string;
  /** "entre a maior e a menor carga horária", for the answer. */
  between: string;
}

const HIGH = "maior|maxim[oa]|mais alt[oa]";
const LOW = "menor|minim[oa]|mais baix[oa]";
/** "(diferença|distância|intervalo) entre o maior e o menor X", in either order; the articles as the user wrote them. */
const APART = new RegExp(
  `\\b(?:diferenca|distancia|intervalo|amplitude)\\s+entre\\s+(o|a|os|as)\\s+(${HIGH}|${LOW})\\s+e\\s+(?:o|a|os|as)\\s+(${HIGH}|${LOW})\\s+(.+)$`,
  "u",
);

export function extremesApart(question: string): ExtremesAsked | null {
  const asked = question.replace(/[?!.]+\s*$/u, "").trim();
  const match = APART.exec(foldAccents(asked.toLowerCase()));
  if (!match?.[1] || !match[2] || !match[3] || !match[4]) return null;
  const high = new RegExp(`^(?:${HIGH})$`, "u");
  // One extreme of each side: "o maior e o menor", not two words for the largest.
  if (high.test(match[2]) === high.test(match[3])) return null;
  // The measure as the user wrote it (accents and case), its words counted from the end.
  const words = match[4].trim().split(/\s+/u).length;
  const measure = asked.split(/\s+/u).slice(-words).join(" ");
  const article = match[1];
  return {
    highest: `Qual é ${article} maior ${measure}?`,
    lowest: `Qual é ${article} menor ${measure}?`,
    between: `entre ${article} maior e ${article} menor ${measure}`,
  };
}
