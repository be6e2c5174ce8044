import { formatQuantity, parseNumberPtBr, parseQuantity } from "#core/documents/tables.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { countWord } from "./number-words.ts";
import { sameNoun } from "./row-arithmetic.ts";
import { isFraming } from "./unit-ranking.ts";

/**
 * "Qual é o máximo reembolsado?" over "R$ 265,00 por diária, até 18 diárias": an amount per a thing whose count the
 * same clause caps ("até 18 diárias", "durante 6 meses", "limitado a 4 parcelas") adds up, at most, to the amount
 * times the cap. Read in the reply the other readers gave, when the question asks a ceiling or a whole in money and
 * the reply writes exactly one capped amount; the reply stays below the computed figure, as where it is written.
 */
export function cappedRateTotal(question: string, reply: string): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!CEILING_ASKED.test(folded) || /[=×÷]/.test(reply)) return null;
  const asked = analyze(folded).filter((stem) => !isFraming(stem) && !CEILING_STEMS.has(stem));
  const capped = [...reply.matchAll(CAPPED)].flatMap((match) => {
    const [, amount = "", per = "", count = "", counted = ""] = match;
    // The line that writes it names what the question asks about: a row or a sentence on another thing that the
    // readers ranked first ("no máximo" alone) is not the amount asked.
    const line =
      reply
        .slice(0, match.index)
        .split(/\n|[.;!?](?:\s|$)/u)
        .pop() ?? "";
    const named = new Set(analyze(`${line} ${match[0]}`));
    if (!asked.some((stem) => named.has(stem))) return [];
    const value = parseQuantity(`R$ ${amount}`)?.value;
    const times = parseNumberPtBr(count) ?? countWord(foldAccents(count.toLowerCase()));
    if (value === undefined || times === null || times < 2 || !sameNoun(per, counted)) return [];
    return [{ value, times, counted, amount }];
  });
  const [one] = capped;
  if (!one || capped.length !== 1) return null;
  const total = formatQuantity(one.value * one.times, "money");
  const cites = [...new Set([...reply.matchAll(/\[(\d+)\]/g)].map((match) => match[0]))].join("");
  return `No máximo, ${total}: ${one.times} ${one.counted} × R$ ${one.amount} = ${total} ${cites}.\n\n${reply}`;
}

/** The words that ask the ceiling, not what it is of. */
const CEILING_STEMS = new Set(analyze("máximo máxima teto limite total valor quanto reais"));

/** A ceiling or a whole asked in money: "o máximo que reembolsa", "no máximo quanto", "o teto", "quanto ao todo". */
const CEILING_ASKED =
  /\b(?:maximo|teto|no total|ao todo|ate quanto)\b|\b(?:qual|quanto) (?:e |seria |sera |fica |da )?(?:o )?(?:valor )?total\b/;

/** "R$ 265,00 por diária, até 18 diárias": the amount, the thing it is per, the cap's count and its noun. */
const CAPPED =
  /R\$\s*(\d{1,3}(?:\.\d{3})*(?:,\d+)?|\d+(?:,\d+)?)\s+(?:por|a cada|cada)\s+(\p{L}+)[^.;\n]{0,30}?\b(?:(?:até|durante|por até)(?:\s+no\s+máximo)?|no máximo|limitad[oa]s? a)\s+(\d{1,3}|\p{L}+)\s+(\p{L}+)/giu;
