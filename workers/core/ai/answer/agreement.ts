import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { wordParts } from "#isomorphic/text/words.ts";

/**
 * Portuguese agreement for the sentences the agent composes ("A regional Serrana tem 9 equipes de campo", "as
 * perdas do distrito Lagoa são 31,5%"). A noun's gender is read first from how the documents themselves use it
 * (the determiners they put before it: "a regional", "da regional", "pela regional"), and only when they never
 * do, from its ending. Number comes from the ending. A phrase agrees with its first word, its head ("equipes de
 * campo" is feminine plural, "custo por ligação" masculine singular).
 */
export type Gender = "f" | "m";

export interface NounForm {
  gender: Gender;
  plural: boolean;
}

const FEMININE_DETERMINERS = ["a", "as", "da", "das", "na", "nas", "pela", "pelas", "à", "às", "uma", "umas", "sua"];
const MASCULINE_DETERMINERS = ["o", "os", "do", "dos", "no", "nos", "pelo", "pelos", "ao", "aos", "um", "uns", "seu"];

/** Singular nouns that end in -s ("o mês", "o país", "o ônibus"). */
const SINGULAR_IN_S =
  /^(?:mes|pais|onibus|lapis|gas|atlas|virus|campus|bonus|onus|tenis|pires|ingles|portugues|simples|oasis)$/;
/** Masculine nouns ending in -a: the Greek -ma, -pa and -ta words and "dia". */
const MASCULINE_IN_A = new Set(
  "dia mapa sistema problema tema programa clima idioma telefonema esquema diagrama planeta cometa dilema lema poema drama enigma trauma prisma teorema plasma pijama organograma cronograma fluxograma".split(
    " ",
  ),
);
/** Masculine nouns whose ending reads feminine (-ite, -ice, -ie), frequent in a company's documents. */
const MASCULINE_IN_FEMININE_ENDING = new Set(
  "limite convite palpite apetite leite azeite enfeite deleite indice apice vertice cortice".split(" "),
);
/** Feminine nouns ending in -e, frequent in a company's documents. */
const FEMININE_IN_E = new Set(
  "equipe rede sede fase base classe frente parte fonte ponte noite tarde gestante vertente lente febre arvore carne chave nave neve sorte morte mente torre receita".split(
    " ",
  ),
);

/**
 * The head of a noun phrase: its first word ("equipes" of "equipes de campo"), and of a compound of two nouns its
 * first, which takes the plural ("caminhões" of "caminhões-pipa"); a compound whose first part shows no plural keeps
 * its number at the end ("porta-vozes").
 */
export function headOf(phrase: string): string {
  const first =
    phrase
      .trim()
      .replace(/\s*\([^)]*\)\s*$/, "")
      .split(/\s+/)[0] ?? "";
  const [part = "", ...rest] = first.split("-");
  return rest.length > 0 && part.length > 3 && isPluralNoun(part) ? part : first;
}

/** Whether a noun is plural, from its ending. */
export function isPluralNoun(noun: string): boolean {
  const word = foldAccents(noun.toLowerCase());
  if (!word.endsWith("s") || SINGULAR_IN_S.test(word)) return false;
  return word.length > 2;
}

/** "ligações" → "ligação", "regionais" → "regional", "equipes" → "equipe", "distritos" → "distrito". */
export function singularOf(noun: string): string {
  if (!isPluralNoun(noun)) return noun;
  const rules: [RegExp, string][] = [
    [/ões$/u, "ão"],
    [/ães$/u, "ão"],
    [/ais$/u, "al"],
    [/éis$/u, "el"],
    [/eis$/u, "el"],
    [/óis$/u, "ol"],
    [/uis$/u, "ul"],
    // "análises", "fases", "classes", "diagnoses" keep the singular's "-se"; "meses", "países" lose their "-es".
    [/(?<!í)(?:([aio])ses|(s)ses)$/u, "$1$2se"],
    [/([rzs])es$/u, "$1"],
    [/ns$/u, "m"],
    [/s$/u, ""],
  ];
  for (const [pattern, replacement] of rules) if (pattern.test(noun)) return noun.replace(pattern, replacement);
  return noun;
}

/** The gender a noun's ending suggests, when no document says. */
/** Feminine nouns whose ending reads masculine, frequent in a utility's documents: "a regional" (its regional office). */
const FEMININE_IN_MASCULINE_ENDING = new Set(["regional"]);

export function genderByEnding(singular: string): Gender {
  const word = foldAccents(singular.toLowerCase());
  if (FEMININE_IN_E.has(word) || FEMININE_IN_MASCULINE_ENDING.has(word)) return "f";
  if (MASCULINE_IN_A.has(word) || MASCULINE_IN_FEMININE_ENDING.has(word)) return "m";
  return /(?:a|cao|sao|dade|tude|agem|ie|ice|ez|eza|ise|ose|ite)$/.test(word) ? "f" : "m";
}

/**
 * How the documents use the noun: the determiners written right before it, feminine against masculine. Null when
 * they never put one before it.
 */
export function genderInUsage(noun: string, usage: string): Gender | null {
  if (!usage) return null;
  const forms = new Set([noun, singularOf(noun)].map((form) => foldAccents(form.toLowerCase())));
  const words = wordParts(foldAccents(usage.toLowerCase()));
  const feminine = new Set(FEMININE_DETERMINERS.map(foldAccents));
  const masculine = new Set(MASCULINE_DETERMINERS.map(foldAccents));
  let f = 0;
  let m = 0;
  words.forEach((word, i) => {
    if (i === 0 || !forms.has(word)) return;
    const before = words[i - 1] ?? "";
    if (feminine.has(before)) f++;
    else if (masculine.has(before)) m++;
  });
  if (f === m) return null;
  return f > m ? "f" : "m";
}

/**
 * The form a document gives a phrase by the article it writes before its head ("a locatária", "o Município"): null
 * when it writes none there (a person's name, a word only a table's cell holds), so the phrase is said bare.
 */
export function formInUsage(phrase: string, usage: string): NounForm | null {
  const head = headOf(phrase);
  const gender = genderInUsage(head, usage);
  return gender ? { gender, plural: isPluralNoun(head) } : null;
}

/** The gender and number of a noun phrase, agreeing with its head, as the documents (`usage`) use it. */
export function nounForm(phrase: string, usage = ""): NounForm {
  const head = headOf(phrase);
  const plural = isPluralNoun(head);
  const gender = genderInUsage(head, usage) ?? genderOfModifier(phrase) ?? genderByEnding(singularOf(head));
  return { gender, plural };
}

/** A participle or adjective written right after the head ("vazão bombeada", "custo estimado") agrees with it. */
const AGREEING_MODIFIER = /^\p{L}{2,}(?:ad|id|iv|os)([ao])s?$/u;

/** The gender a phrase's own modifier shows, when the word after its head is one that agrees ("-ada", "-ido", "-iva"). */
export function genderOfModifier(phrase: string): Gender | null {
  const [, next = ""] = phrase.trim().split(/\s+/);
  const ending = AGREEING_MODIFIER.exec(foldAccents(next.toLowerCase()))?.[1];
  return ending ? (ending === "a" ? "f" : "m") : null;
}

/** "o", "a", "os", "as". */
export function definiteArticle(form: NounForm): string {
  return `${form.gender === "f" ? "a" : "o"}${form.plural ? "s" : ""}`;
}

/** "de" + the article: "do", "da", "dos", "das"; "em" + the article: "no", "na", …; "por": "pelo", "pela", …. */
export function withPreposition(preposition: "de" | "em" | "por", form: NounForm): string {
  const article = definiteArticle(form);
  if (preposition === "de") return `d${article}`;
  if (preposition === "em") return `n${article}`;
  return `pel${article}`;
}

/** "é" or "são", agreeing with the subject. */
export const toBe = (form: NounForm) => (form.plural ? "são" : "é");
/** "tem" or "têm". */
export const toHave = (form: NounForm) => (form.plural ? "têm" : "tem");
/** "maior"/"maiores", "menor"/"menores". */
export const adjectiveNumber = (adjective: "maior" | "menor", form: NounForm) =>
  form.plural ? `${adjective}es` : adjective;

/** Lower-cases a header's first letter unless it is an acronym or a name ("Perdas" → "perdas", "ETA" stays). */
export function asNoun(text: string): string {
  // "Dos quais estagiários", "Das quais de terceirizados": a column of a part of the one before names its noun after
  // the relative that ties it there, which no sentence of a reply can carry ("as das quais de terceirizados").
  const clean = text
    .replace(/\s*\([^)]*\)\s*$/, "")
    .trim()
    .replace(/^(?:d[oa]s\s+quais|dest[ea]s|dess[ea]s)\s+(?:de\s+|em\s+)?(?=\p{L})/iu, "");
  if (PROPER_NAME.test(clean)) return clean;
  return /^\p{Lu}\p{Ll}/u.test(clean) ? clean.charAt(0).toLowerCase() + clean.slice(1) : clean;
}

/** A person's or a place's name: every word capitalised, "de"/"da"/"dos" between ("Lívia Sampaio", "Vale do Sol"). */
const PROPER_NAME = /^\p{Lu}\p{Ll}+(?:\s+(?:d[aeo]s?\s+)?\p{Lu}\p{Ll}+)+$/u;

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One noun in the singular or the plural, accents aside: "ramais" and "ramal", "protetores" and "protetor". */
export function sameNoun(a: string, b: string): boolean {
  const one = (word: string) => foldAccents(singularOf(word.toLowerCase()));
  return one(a) === one(b) || analyze(a)[0] === analyze(b)[0];
}
