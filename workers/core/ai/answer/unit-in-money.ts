import type { PromptPassage } from "#core/chat/agent-context.ts";
import { formatQuantity, parseNumberPtBr } from "#core/documents/tables.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { escapeRegExp } from "./escape-regexp.ts";
import { replySentences } from "./previous-answer.ts";
import { type Unit, unitsOf } from "./passage-units.ts";

/**
 * "E em reais, quanto fica?" after "A multa … é 80 URM": an amount written in a unit of account (a municipal fiscal
 * unit, an index) that a sentence of the documents prices ("a URM vale R$ 52,40", "1 UFIR = R$ 3,20"), converted at
 * that price. The count comes from the question itself ("35 URM em reais") or the last reply's first sentence. Where
 * several sentences price the unit, the one of the year the question names. Null unless reais are asked and exactly
 * one price fits.
 */
export function unitInMoney(question: string, previous: string | undefined, passages: PromptPassage[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!MONEY_ASKED.test(folded)) return null;
  const amount = amountIn(question) ?? amountIn(replySentences(previous ?? "")[0] ?? "");
  if (!amount) return null;
  const prices = pricesOf(amount.unit, unitsOf(passages));
  const years = folded.match(/\b(?:19|20)\d{2}\b/g) ?? [];
  const fitting =
    years.length > 0 ? prices.filter((price) => years.every((year) => price.unit.text.includes(year))) : prices;
  const values = new Set(fitting.map((price) => price.value));
  const [price] = fitting;
  if (!price || values.size !== 1) return null;
  const total = amount.count * price.value;
  return `São ${formatQuantity(total, "money")}: ${formatQuantity(amount.count, "number")} ${amount.unit} × ${formatQuantity(price.value, "money")} [${price.unit.passage.n}].\n\n> ${price.unit.text}`;
}

/** Reais asked: "em reais", "quantos reais", "em R$", "em dinheiro". */
const MONEY_ASKED = /\b(?:em|quantos)\s+reais\b|\bem\s+r\$|\bem dinheiro\b/u;

/** A count in a unit of account, written as its capitals: "80 URM", "1.500 UFIRs". */
function amountIn(text: string): { count: number; unit: string } | null {
  const found = /(?<![\d.,])(\d{1,3}(?:\.\d{3})*(?:,\d+)?|\d+(?:,\d+)?)\s+(\p{Lu}{2,6})s?(?![\p{L}\d])/u.exec(text);
  const count = found?.[1] ? parseNumberPtBr(found[1]) : null;
  return found?.[2] && count !== null && count > 0 ? { count, unit: found[2] } : null;
}

/** The sentences that price the unit: "(URM) vale R$ 52,40", "URM: R$ 52,40", "1 URM = R$ 52,40", "URM equivale a R$ …". */
function pricesOf(unit: string, units: Unit[]): { value: number; unit: Unit }[] {
  const priced = new RegExp(
    String.raw`(?<![\p{L}])\(?${escapeRegExp(unit)}\)?[^.;\n]{0,40}?(?:\bvale\b|\bvaler[áa]\b|\bequivale a\b|\bcorresponde a\b|=|:)\s*R\$\s*(\d{1,3}(?:\.\d{3})*(?:,\d+)?|\d+(?:,\d+)?)`,
    "u",
  );
  return units.flatMap((candidate) => {
    const written = priced.exec(candidate.text)?.[1];
    const value = written ? parseNumberPtBr(written) : null;
    return value !== null && value > 0 ? [{ value, unit: candidate }] : [];
  });
}
