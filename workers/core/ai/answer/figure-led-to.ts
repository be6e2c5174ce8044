import { analyze } from "#core/search/text-analysis.ts";
import { isFraming } from "./unit-ranking.ts";

/** A figure found in a text: where it starts and how long it is written. */
export interface Placed {
  index: number;
  length: number;
}

/**
 * Of a text's figures (in reading order), the eligible one a phrase's words lead to: the one whose words before it
 * (back to the figure before, within its sentence) hold most of the phrase's, two of them side by side counting double
 * ("o valor anual" over "o valor mensal … estimado" for "o valor anual estimado"); ties go to the first. Null when no
 * eligible figure has any of the phrase's words before it.
 */
export function figureLedTo<T extends Placed>(
  phrase: string,
  text: string,
  figures: T[],
  eligible: (figure: T) => boolean,
): T | null {
  const words = contentWords(phrase);
  let best: { figure: T; score: number } | null = null;
  let from = 0;
  for (const figure of figures) {
    // "Nível ao fim das 24 horas: 31,8 m": the figure after a label's colon is the label's, the label's own figures
    // ("24 horas") only part of its name.
    const labelled = /:\s*(?:R\$\s*)?$/u.test(text.slice(Math.max(0, figure.index - 6), figure.index));
    const segment =
      text
        .slice(labelled ? 0 : from, figure.index)
        .split(/[.;\n]/)
        .pop() ?? "";
    // "180 L/s (fase 1) e 260 L/s (fase 2)": a parenthesis right after the figure and its unit is the figure's label,
    // not the next figure's words.
    const after = text.slice(figure.index + figure.length);
    const label = LABEL_AFTER.exec(after);
    from = figure.index + figure.length + (label ? label[0].length : 0);
    const own = contentWords(`${segment} ${label?.[1] ?? ""}`);
    const held = words.filter((word) => own.includes(word)).length;
    const pairs = words.slice(1).filter((word, i) => {
      const at = own.indexOf(words[i] ?? "");
      return at >= 0 && own[at + 1] === word;
    }).length;
    const score = held + 2 * pairs + (labelled && held > 0 ? LABEL_BONUS : 0);
    if (eligible(figure) && score > 0 && score > (best?.score ?? 0)) best = { figure, score };
  }
  return best?.figure ?? null;
}

/** A parenthesis right after a figure and its unit ("L/s (fase 1)"): the figure's own label. */
const LABEL_AFTER = /^(?:\s*[^\s\d(),.;]{1,8})?\s*\(([^()\d]*\p{L}[^()]{0,40})\)/u;

/** A label's figure over a figure inside the label that its words name as much. */
const LABEL_BONUS = 0.5;

const contentWords = (text: string) => analyze(text).filter((stem) => !isFraming(stem));
