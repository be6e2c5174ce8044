import { formatQuantity, parseQuantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import type { PromptPassage } from "#core/chat/agent-context.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { sameNoun } from "./agreement.ts";
import { NOT_PER } from "./amount-per-measure.ts";
import { figuresIn } from "./calculate.ts";
import { MONEY_VERB_OR_NOUN } from "./table-answer.ts";

/**
 * "Quanto se paga por mês pelas bombas alugadas?" where the reply found is a count ("O tipo Bombas tem 40
 * alugadas") and a sentence prices the thing ("R$ 2.240 por bomba"): the count times the price. The price is the one
 * whose thing the question names (its noun and, when the price's thing has one, its qualifier: "bomba submersível" is not
 * "bomba booster"); exactly one such price, exactly one count in the reply. The reply stays below the product.
 */
export function countTimesPrice(question: string, found: string, passages: PromptPassage[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!MONEY_VERB_OR_NOUN.test(folded) && !/\bquanto\s+(?:sai|custa|da)\b/.test(folded)) return null;
  // The reply already states an amount in money, or computed one: nothing to multiply.
  if (/R\$|[=×÷]/.test(found)) return null;
  const counts = figuresIn(found.replace(/\[\d+\]/g, " ")).filter(
    (figure) => figure.unit === "number" && Number.isInteger(figure.value) && figure.value >= 2,
  );
  const [count] = counts;
  if (!count || counts.length !== 1) return null;
  const words = (folded.match(/\p{L}{3,}/gu) ?? []).filter((word) => analyze(word).length > 0);
  const prices = passages.flatMap((passage) =>
    [...passage.text.matchAll(PRICE_PER)].flatMap((match) => {
      const [, amount = "", thing = "", qualifier = ""] = match;
      const value = parseQuantity(`R$ ${amount}`)?.value;
      // "R$ 90 por dia" is a rate per period, no price of a thing.
      if (value === undefined || NOT_PER.has(analyze(thing)[0] ?? "")) return [];
      if (!words.some((word) => sameNoun(word, thing))) return [];
      // "por bomba submersível": the question names the qualifier too ("bombas submersíveis"); a qualifier that is
      // a function word ("por bomba com motorista") asks nothing more.
      if (qualifier && analyze(qualifier).length > 0 && !words.some((word) => sameNoun(word, qualifier))) return [];
      return [{ value, amount, thing: qualifier ? `${thing} ${qualifier}` : thing, n: passage.n }];
    }),
  );
  const [price] = prices;
  if (!price || new Set(prices.map((one) => one.value)).size !== 1) return null;
  const total = formatQuantity(count.value * price.value, "money");
  return `São ${total}: ${count.text} × R$ ${price.amount} por ${price.thing} [${price.n}].\n\n${found}`;
}

/** "R$ 2.240 por bomba submersível": an amount, the thing it prices and the word after it. */
const PRICE_PER = /R\$\s*(\d{1,3}(?:\.\d{3})*(?:,\d+)?|\d+(?:,\d+)?)\s+(?:por|cada)\s+(\p{L}{3,})(?:\s+(\p{L}{3,}))?/gu;
