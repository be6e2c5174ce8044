import { foldAccents } from "./normalize-text.ts";

/**
 * The definite article a Portuguese noun phrase takes ("o cronograma", "a manutenção", "os canais", "as metas"),
 * guessed from its first word's ending: enough for the headings and titles of project documents, not a grammar.
 * A word ending in -a is feminine except the common masculine ones (-ma of Greek origin, "dia", "mapa"…); -ção,
 * -são, -dade, -gem, -ise, -ie are feminine; the rest masculine. A final -s is a plural, but for a few singulars.
 */
export type Article = "o" | "a" | "os" | "as";

const MASCULINE_IN_A = new Set([
  "dia",
  "mapa",
  "guia",
  "planeta",
  "telefonema",
  "sofa",
  "problema",
  "sistema",
  "tema",
  "programa",
  "clima",
  "esquema",
  "diagrama",
  "cronograma",
  "fluxograma",
  "organograma",
  "idioma",
  "panorama",
  "dilema",
  "lema",
  "prisma",
  "aroma",
  "cinema",
  "drama",
  "poema",
  "teorema",
  "trauma",
]);
const SINGULAR_IN_S = new Set(["status", "mes", "gas", "pais", "onibus", "lapis", "virus", "campus", "bonus", "atlas"]);
const FEMININE_ENDINGS = ["cao", "sao", "dade", "gem", "tude", "ise", "ie"];

export function articleOf(phrase: string): Article {
  const word = foldAccents(phrase.trim().split(/\s+/)[0] ?? "").replace(/[^a-z]/g, "");
  const plural = word.endsWith("s") && word.length > 3 && !SINGULAR_IN_S.has(word);
  if (!plural) return feminine(word) ? "a" : "o";
  // "decisões", "ações": plurals of -ção / -são.
  if (word.endsWith("oes")) return "as";
  const singular = word.endsWith("es") && !feminine(word.slice(0, -1)) ? word.slice(0, -2) : word.slice(0, -1);
  return feminine(singular) || feminine(word.slice(0, -1)) ? "as" : "os";
}

function feminine(word: string): boolean {
  if (word.endsWith("a")) return !MASCULINE_IN_A.has(word);
  return FEMININE_ENDINGS.some((ending) => word.endsWith(ending));
}

/** "de" + the article, contracted: do, da, dos, das. */
export function ofThe(article: Article): string {
  return `d${article}`;
}
