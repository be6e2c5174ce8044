import { formatQuantity, parseQuantity, type Quantity } from "#core/documents/tables.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { answeredFigure } from "./answered-figure.ts";
import { escapeRegExp } from "./escape-regexp.ts";
import { SHARE_WORDS } from "./given-share.ts";
import { REST_ASKED } from "./installments.ts";
import { REFUSED } from "./previous-answer.ts";
import { citationMarks } from "./citation-marks.ts";

/**
 * A percentage applied to an amount the question names: "Quanto é 12% do custo da obra?", "Aplicando 30% ao total
 * pago, quanto sobra?" (the percentage written), or "Quanto isso representa da receita, em reais?" right after a reply
 * that gave a percentage (`percent`, read by the caller from that reply). The amount is the documents' answer to
 * "Qual é <o que vem depois da preposição>?", whatever it took to answer it (a sentence, a row, a column added up);
 * the reply is the product, the working, and that answer below it. The inverse, a figure asked as a share of another,
 * is given-share's; a percentage a reply states of its own base ("8% do preço") is rate-of-base's.
 */
export function shareApplied(
  question: string,
  answerBase: (sub: string) => string | null,
  percent: string | null = null,
): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!AMOUNT_ASKED.test(folded) || SHARE_WORDS.test(folded)) return null;
  const written = [...question.matchAll(new RegExp(PERCENT.source, "gu"))];
  // "depositar esse valor com os juros de 1% do acordo": a percentage beside a figure the conversation gave is of that
  // figure, whatever its "do" names (where the rate is set, here).
  if (written.length > 0 && POINTS_BACK.test(folded)) return null;
  // One percentage: written in the question, or carried from the last reply when the question writes none.
  const rate = written.length === 1 ? written[0] : written.length === 0 && percent ? PERCENT.exec(percent) : null;
  const value = rate ? Number((rate[1] ?? "").replace(",", ".")) : Number.NaN;
  if (!rate || !(value > 0 && value <= 100)) return null;
  const of = (written.length === 1 ? AFTER_PERCENT : AFTER_REFERENCE).exec(
    written.length === 1 ? question.slice((rate.index ?? 0) + rate[0].length) : question,
  );
  const base = of?.[2]?.trim();
  if (!of || !base || !/\p{L}{3,}/u.test(base)) return null;
  const article = ARTICLE[foldAccents((of[1] ?? "").toLowerCase())] ?? "o";
  const plural = article.endsWith("s");
  const answer = answerBase(`${plural ? "Quais são" : "Qual é"} ${article} ${base}?`);
  const amount = answer ? amountOf(answer) : null;
  // A percentage of a percentage, or of a date, is no amount.
  if (!answer || !amount || amount.unit === "percent" || amount.value <= 0) return null;
  const unit = amount.unit === "money" ? "money" : null;
  const result = (amount.value * value) / 100;
  const [share, whole, product] = [
    formatQuantity(value, "percent"),
    formatQuantity(amount.value, unit),
    formatQuantity(result, unit),
  ];
  const cites = citationMarks(answer).join("");
  return `São ${product}: ${share} × ${whole} (${base}) = ${product} ${cites}.\n\n${answer}`.replace(" .", ".");
}

/** The percentage a reply answered with ("… é 60% [4]."), or null: what "isso" stands for in the next question. */
export function percentAnswered(previous: string | undefined): string | null {
  if (!previous || REFUSED.test(previous)) return null;
  const figure = answeredFigure(previous);
  return figure && PERCENT.test(figure) ? figure : null;
}

/**
 * The amount an answer gives: the figure after its verb (answered-figure.ts), else the one amount its lines write
 * ("Preço global: R$ 12.400.000,00."), dates, years and percentages aside; null when they write several.
 */
function amountOf(answer: string): Quantity | null {
  const figure = answeredFigure(answer);
  // "… é 22/07/2024": a date's day is no amount.
  const dated = figure !== null && new RegExp(`${escapeRegExp(figure)}\\s*/\\d`, "u").test(answer);
  if (figure && !dated) return parseQuantity(figure);
  const plain = answer.replace(/\[\d+\]/g, " ").replace(/\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/g, " ");
  const amounts = [...plain.matchAll(AMOUNT)]
    .map((match) => parseQuantity(match[0]))
    .filter((quantity): quantity is Quantity => quantity !== null && quantity.unit !== "percent");
  const values = new Set(amounts.map((quantity) => quantity.value));
  return values.size === 1 ? (amounts[0] ?? null) : null;
}

/** An amount in reais, or a number with thousands' dots ("R$ 12.400.000,00", "84.000"). */
const AMOUNT =
  /R\$\s*\d[\d.]*(?:,\d+)?(?:\s*(?:mil|milhões|milhão|bilhões|bilhão)(?!\p{L}))?|\d{1,3}(?:\.\d{3})+(?:,\d+)?/gu;

/** "esse valor", "essa quantia", "desse total": a figure the conversation gave. */
const POINTS_BACK = /\b(?:[dn]?ess[ea]|[dn]?est[ea])\s+(?:valor|quantia|montante|total|soma|saldo|debito|credito)\b/u;

/** "quanto", "qual o valor", "em reais": an amount asked, not a count ("quantos", "quantas") nor a share. */
export const AMOUNT_ASKED = /\bquant[oa]\b(?!s)|\bqual (?:e |seria |sera |fica )?o (?:valor|montante)\b|\bem reais\b/;

export const PERCENT = /(\d{1,3}(?:,\d+)?)\s*(?:%|por cento)/u;

/** After the percentage: a verb of equivalence at most, then the preposition of its base ("65% ao total apurado"). */
const AFTER_PERCENT =
  /^\s*(?:(?:representa|corresponde|equivale|significa|seria|daria|da|dá|é)\s+(?:a\s+)?)?(do|da|dos|das|ao|à|aos|às|sobre o|sobre a|sobre os|sobre as)\s+([^,?;.!()]+)/iu;

/** "isso representa da receita": the reference, its verb, then the preposition of the base. */
const AFTER_REFERENCE =
  /\b(?:isso|isto)\s+(?:(?:representa|corresponde|equivale|significa|seria|daria|da|dá|é)\s+(?:a\s+)?)?(do|da|dos|das|ao|à|aos|às|sobre o|sobre a|sobre os|sobre as)\s+([^,?;.!()]+)/iu;

const ARTICLE: Record<string, string> = {
  do: "o",
  ao: "o",
  "sobre o": "o",
  da: "a",
  a: "a",
  "sobre a": "a",
  dos: "os",
  aos: "os",
  "sobre os": "os",
  das: "as",
  as: "as",
  "sobre as": "as",
};

/**
 * "Quanto ainda falta pagar dos honorários?" over "honorários de R$ 9.800,00, com 40% depositados antes da vistoria":
 * the amount less the share its own sentence says is done (paid, deposited, released). The answer's sentence must
 * write one amount and one such share; the rest is the amount times what is left of 100%.
 */
export function restOfDoneShare(question: string, answer: string): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!(REST_ASKED.test(folded) || STILL_OWED.test(folded)) || REFUSED.test(answer)) return null;
  for (const sentence of answer.split(/(?<=[.!?])\s+(?=\p{Lu})|\n+/u)) {
    const done = DONE_SHARE.exec(sentence);
    if (!done) continue;
    const amounts = [...sentence.matchAll(AMOUNT)].map((match) => parseQuantity(match[0]));
    const [amount] = amounts;
    const share = Number((done[1] ?? "").replace(",", "."));
    if (amounts.length !== 1 || !amount || amount.unit === "percent" || !(share > 0 && share < 100)) continue;
    const unit = amount.unit === "money" ? "money" : null;
    const rest = (amount.value * (100 - share)) / 100;
    const [whole, part, left] = [amount.value, (amount.value * share) / 100, rest].map((value) =>
      formatQuantity(value, unit),
    );
    const cites = citationMarks(sentence).join("");
    return `Faltam ${left}: ${whole} − ${formatQuantity(share, "percent")} já ${done[2]} (${part}) = ${left} ${cites}.\n\n${answer}`.replace(
      " .",
      ".",
    );
  }
  return null;
}

/** "ainda tem a pagar", "ainda deve": what is left asked without "falta" or "resta". */
const STILL_OWED =
  /\bainda\s+(?:\p{L}+\s+){0,2}(?:a|para|pra)\s+(?:pagar|depositar|receber|quitar|repassar)\b|\bainda\s+deve\b/u;

/** "40% depositados", "metade paga" aside: a percentage and the participle that says it is done. */
const DONE_SHARE =
  /(\d{1,3}(?:,\d+)?)\s*%\s+(?:(?:já|ja)\s+)?((?:pag|depositad|quitad|adiantad|liberad|repassad|recolhid|executad|realizad|integralizad)[oa]s?)\b/iu;
