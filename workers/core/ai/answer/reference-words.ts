import { foldAccents } from "#isomorphic/text/normalize-text.ts";

/**
 * The words by which a question points back at the conversation: demonstratives ("essa solicitação"), neutral pronouns
 * ("isso") and personal ones ("ela", "dele"). The resolver (./follow-up.ts) replaces what it can place; a question
 * that still holds one leans on the turn before it, and the answer reads it with the words that turn carried.
 */
export const DEMONSTRATIVE =
  /(?<![\p{L}])(ess[ea]s?|est[ea]s?|aquel[ea]s?|dess[ea]s?|dest[ea]s?|daquel[ea]s?|ness[ea]s?|nest[ea]s?|naquel[ea]s?)(?![\p{L}])/u;
export const NEUTRAL = /\b(isso|isto|aquilo|disso|disto|daquilo|nisso|nisto|naquilo)\b/;
export const PERSONAL = /\b(ele|ela|eles|elas|dele|dela|deles|delas|nele|nela|neles|nelas|o mesmo|a mesma)\b/;

/** Whether a reference is still in the question (demonstratives matched before folding: "está" is not "esta"). */
export function stillLeans(text: string): boolean {
  const plain = foldAccents(text.toLowerCase());
  return DEMONSTRATIVE.test(text.toLowerCase()) || NEUTRAL.test(plain) || PERSONAL.test(plain);
}
