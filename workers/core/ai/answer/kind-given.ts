import { foldAccents } from "#isomorphic/text/normalize-text.ts";

/** An amount of money as replies and passages write it. */
export const MONEY = /R\$|\breais\b|\bUS\$|\bd[oó]lares\b|\beuros?\b/iu;

/**
 * Whether a reply gives a figure of the kind its question asks in money or in percent. "Quanto custa o kit de resgate?"
 * over a document that names the kit and prices nothing is answered, by the passages' best match, with the row that
 * names it: a reply with no amount in reais to a question of price is a reply to another question, and the honest
 * answer is that the documents do not say. The reply's own lines are read, not the passage it quotes ("> …").
 * A date for "quando" was tried the same way on the tuning sets and changed nothing; an amount asked by "quanto" is
 * checked for any figure of a quantity.
 */
export function givesKindAsked(question: string, reply: string): boolean {
  const asked = foldAccents(question.toLowerCase());
  const lead = reply.split(/\n\n>/)[0] ?? reply;
  if (PRICE_ASKED.test(asked) && !MONEY.test(lead)) return false;
  if (PERCENT_ASKED.test(asked) && !PERCENT.test(lead)) return false;
  // "Quanto da taxa vai para a associação?" over a sentence that says a part goes there and writes no figure: an amount
  // asked is not answered by a reply whose only digits are codes and dates.
  if (
    AMOUNT_ASKED.test(asked) &&
    !QUANTITY.test(lead.replace(NOT_QUANTITY, " ")) &&
    !COUNT_WORD.test(foldAccents(lead))
  )
    return false;
  return true;
}

/** An amount asked by "quanto"/"quantos" ("quanto a X", "quanto à multa", is "as for"). */
const AMOUNT_ASKED = /\bquant[oa]s?\b(?!\s+(?:a|ao|as|aos|à|às)\b)/u;
/** A figure of a quantity: digits not inside a code, a date, a clock time or a citation. */
const QUANTITY = /(?<![\p{L}\d/.,:-])\d/u;
/** A count written in words ("em até três períodos", "dois fornecedores"). */
const COUNT_WORD =
  /\b(?:uma?|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|treze|catorze|quatorze|quinze|vinte|trinta|cem|cento|mil|ambos|ambas|metade|nenhum|nenhuma)\b/iu;
const NOT_QUANTITY =
  /\[\d+\]|\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b|\b\d{1,2}[:h]\d{2}\b|\bn[º°o.]:?\s*[\d./-]+|\b\p{L}+-?\d[\p{L}\d./-]*|\b\d{4,}(?:[./-]\d+)+\b|\b(?:19|20)\d{2}\b/gu;

/**
 * A price or a payment asked: "quanto custa / pagou / recebe", a price or a payment with its subject between too
 * ("quanto a empresa pagou"; "quanto a ETA recebe" may be of water), "qual é o custo / preço", "qual é a tarifa / a remuneração" ("qual tarifa…" asks which one; "o valor" is any
 * figure's).
 */
const PRICE_ASKED =
  /\bquanto(?: (?!tempo\b|de\b|se\b)[a-z-]+){1,4}? (?:custa|custam|custou|custaram|custaria|pagou|pagaram|paga|pagam|pagara)\b|\bquanto (?:custa|custam|custou|custaram|custara|custarao|custaria|vai custar|vao custar|pagou|pagaram|paga|pagam|pagara|recebe|recebem|recebeu)\b|\b(?:qual|quais) (?:e |foi |sera |seria |sao |foram )?(?:o |a |os |as )?(?:custo|custos|preco|precos)\b|\b(?:qual|quais) (?:(?:e|foi|sera|seria|sao|foram) (?:o |a |os |as )?|(?:o|a|os|as) )(?:remuneracao|salario|salarios|tarifa|tarifas|mensalidade|aluguel)\b/;
/** A share asked: "quantos por cento", "que percentual", "qual é a porcentagem". */
const PERCENT_ASKED = /\bquantos por cento\b|\b(?:que|qual (?:e |foi |sera )?(?:o |a )?)(?:percentual|porcentagem)\b/;
const PERCENT = /%|\bpor cento\b/u;
