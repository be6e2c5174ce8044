import { analyze } from "#core/search/text-analysis.ts";
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
/** "E cada uma custa quanto?": a distributive with no noun of its own stands for the things the last turn counted. */
export const EACH_ONE = /\bcada (?:um|uma)\b(?=\s*(?:[?!.,;]|$)|\s+(?!d[aeo]s?\b)\p{L}+(?:ou|ia|ava|a|e|em|am)\b)/u;

/** Whether a reference is still in the question (demonstratives matched before folding: "está" is not "esta"). */
export function stillLeans(text: string): boolean {
  const plain = foldAccents(text.toLowerCase());
  return DEMONSTRATIVE.test(text.toLowerCase()) || NEUTRAL.test(plain) || PERSONAL.test(plain) || EACH_ONE.test(plain);
}

/**
 * Nouns that name a relation to something ("o motivo", "o prazo", "o responsável"): with no other content word and no
 * name, a question made of one ("Por qual motivo?", "Até que data?") asks it of what the last turn talked about. A
 * question about a thing ("O que é turbidez?") has a content word of its own and stands alone.
 */
const RELATIONAL = new Set(
  analyze(
    "motivo motivos causa causas razão razões justificativa objetivo finalidade propósito prazo data dia dias " +
      "responsável responsáveis custo valor preço resultado consequência efeito origem critério norma lei local " +
      "endereço horário duração",
  ),
);

/** Whether every content word of the question is a relational noun (framing words aside), and there is one. */
export function onlyRelational(question: string, framing: (stem: string) => boolean): boolean {
  if (/\d|(?<=\S\s+)\p{Lu}/u.test(question)) return false;
  // "A partir de que dia?", "desde qual data?": the preposition says which end of a span, not what it is about.
  const content = analyze(question.replace(/(?<![\p{L}])(?:desde|a partir d[eoa]s?)(?![\p{L}])/giu, " ")).filter(
    (stem) => !framing(stem),
  );
  return content.length > 0 && content.every((stem) => RELATIONAL.has(stem));
}
