/**
 * The words that say a quantity changed between two moments, folded (no accents, lower case): the verbs in the forms
 * a question asks them ("caiu", "aumentou", "economizaria", "vai reduzir") and the nouns of a change ("redução",
 * "queda", "aumento", "variação"). One list for every reader of a change (./question-shape.ts `operationIn`,
 * ./row-arithmetic.ts, ./growth.ts, ./share-of-two.ts, ./other-cell.ts), so that a verb one of them learns the others
 * read too. "perda" and "ganho" are not here: in a utility's documents they name measures ("perdas de água"); nor are
 * "ganhou" and "perdeu", which ask who won as often as how much was gained.
 */
export const CHANGE_WORD = String.raw`(?:cresc\p{L}*|aument\p{L}*|ca(?:iu|iram|i|em|ia|iam|ir|ira|irao)|reduz\p{L}*|reduc(?:ao|oes)|diminu\p{L}*|vari(?:ou|aram|a|am|ar|ara|acao|acoes)|sub(?:iu|iram|ir|ira)|sobe|sobem|baix(?:ou|aram)|queda|economiz\p{L}*|melhor(?:ou|aram)|pior(?:ou|aram))`;

/** A change asked, anywhere in a folded question. */
export const CHANGE_ASKED = new RegExp(String.raw`\b${CHANGE_WORD}\b`, "u");
