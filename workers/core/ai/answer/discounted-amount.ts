import { formatQuantity } from "#core/documents/tables.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { answeredFigure, replyLead } from "./answered-figure.ts";
import { figuresIn } from "./calculate.ts";
import { citationMarks } from "./citation-marks.ts";
import { AMOUNT_ASKED, PERCENT } from "./share-applied.ts";

/**
 * "Quanto ela vai pagar com o desconto?", "Com desconto de 10%, quanto fica a fatura de março?": an amount asked after
 * a discount. The amount is the documents' answer to the question without the discount, the discount is the percentage
 * the question writes, else the one the last reply gave, else the one a sentence of that answer gives its "desconto";
 * the reply is the amount less that share, with the working, and the answer below it. Null when the question names
 * no discount, asks no amount, or no single discount and amount are found.
 */
export function discountedAmount(
  question: string,
  answerBase: (sub: string) => string | null,
  previous?: string,
): string | null {
  const folded = foldAccents(question.toLowerCase());
  const named = DISCOUNT.exec(folded);
  if (!named || !AMOUNT_ASKED.test(folded)) return null;
  // The question as if there were no discount: its amount is what the documents answer.
  const sub = question.slice(0, named.index) + question.slice(named.index + named[0].length);
  const answer = answerBase(sub.replace(/\s+([?,.!])/gu, "$1").replace(/\s{2,}/gu, " "));
  if (!answer) return null;
  // The amount the answer's first sentence gives: one sum of money.
  const amounts = figuresIn(replyLead(answer)).filter((figure) => figure.unit === "money");
  const amount = amounts.length === 1 ? amounts[0] : undefined;
  if (!amount || amount.value <= 0) return null;
  const rate = discountRate(question, previous, answer);
  if (rate === null || rate <= 0 || rate >= 100) return null;
  const result = formatQuantity(Math.round(amount.value * (100 - rate)) / 100, "money");
  const [whole, share] = [formatQuantity(amount.value, "money"), formatQuantity(rate, "percent")];
  const cites = citationMarks(`${previous ?? ""} ${answer}`).join("");
  return `São ${result}: ${whole} − ${share} de desconto = ${whole} × ${formatQuantity(100 - rate, "percent")} = ${result} ${cites}.\n\n${answer}`;
}

/** "com o desconto", "com desconto de 10%", "com esse desconto", "aplicando o desconto": a discount the amount is after. */
const DISCOUNT =
  /\b(?:com|aplicando|aplicado|considerando)\s+(?:o\s+|a\s+|um\s+|esse\s+|este\s+|aquele\s+)?(?:desconto|abatimento)(?:\s+de\s+\d{1,3}(?:,\d+)?\s*(?:%|por cento))?/u;

/**
 * The discount's percentage: the question's, else the one the last reply answered with, else the one rate that the
 * sentences of the last reply and of the amount's answer give a "desconto".
 */
function discountRate(question: string, previous: string | undefined, answer: string): number | null {
  const value = (match: RegExpExecArray | null) => (match ? Number((match[1] ?? "").replace(",", ".")) : null);
  const written = value(PERCENT.exec(question));
  if (written !== null) return written;
  const given = previous ? answeredFigure(previous) : null;
  const carried = given ? value(PERCENT.exec(given)) : null;
  if (carried !== null && previous && /desconto|abatimento/iu.test(previous)) return carried;
  // The sentences of the last reply, then of the amount's answer, that speak of a discount: one rate between them.
  const sentences = `${previous ?? ""} ${answer}`
    .split(/(?<=[.!?])\s+|\[\d+\]/u)
    .filter((sentence) => /desconto|abatimento/iu.test(sentence));
  const rates = new Set(
    sentences.flatMap((sentence) => [...sentence.matchAll(new RegExp(PERCENT.source, "gu"))].map((m) => value(m))),
  );
  const [rate] = rates;
  return rates.size === 1 && rate !== undefined ? rate : null;
}
