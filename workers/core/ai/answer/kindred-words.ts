import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";

/**
 * Words a question and a table's header use for one thing: "o gasto com produtos químicos" asks the column "Custo com
 * produtos químicos", "quanto vale" the column "Valor". A small thesaurus of the administrative Portuguese of
 * contracts, plans and reports, read as stems; each group is general, not a document's.
 */
/**
 * The groups whose words are one sense in any sentence, not only in a header's name: a sentence ranks for them as
 * for a word that extends the question's (#core/ai/answer/unit-ranking.ts). "vale" is not here: "vale-refeição" is no
 * value.
 */
const SYNONYM_GROUPS = [
  "custo gasto despesa dispêndio",
  "corrige corrigem corrigido corrigidos reajusta reajustam reajustado reajustados reajuste correção",
  // A contract's whole value is written "valor global" as often as "valor total".
  "total global",
  // Who "cuida" of a task is who a minute or a plan writes "responsável" for it.
  "responsável responsáveis encarregado encarregada cuida cuidam cuidar cuidará cuidarão",
  // Who "faltou" to a meeting is who its minutes write "ausente", "ausência justificada".
  "faltou faltaram ausente ausentes ausência ausências",
  // A verb and the noun of its act that the stemmer leaves apart: "se defender" is to present a "defesa".
  "defesa defesas defender defende defendem defenda",
  // What a service "rendeu" is what a bulletin writes as its "receita" or "arrecadação".
  "receita receitas rendeu renderam rende rendem arrecadou arrecadaram arrecadação",
  // A request "negado" is what minutes and notices write as "indeferido".
  "indeferido indeferidos indeferida indeferidas negado negados negada negadas recusado recusados recusada recusadas",
  // "O máximo" a rule allows is what it writes as its "limite" or "teto".
  "teto limite limitado limitada máximo máxima",
  // What a rule "considera" a class is what it "classifica" or "enquadra" as one.
  "considerado considerada considerados consideradas classificado classificada classificados classificadas enquadrado enquadrada enquadrados enquadradas",
];

const GROUPS = [
  "valor vale valem valia montante",
  "prazo vencimento vence vencem",
  "quantidade número",
  "meta objetivo alvo",
  "pico máximo máxima",
  // What was done of what was planned: a plan's "execução" is what a bulletin counts as "realizadas" or "executadas".
  "execução executado executada executados executadas realizado realizada realizados realizadas",
  "estado condição",
  // A person's post: the "função" someone holds is what a table's "Cargo" column writes.
  "cargo função",
  // When a work "começa" is what a schedule writes as its "início".
  "início inicia iniciam iniciar começa começam começar começo",
  // What a thing costs "por dia" is what a rental's table writes as its "diária".
  "diária diárias dia",
  ...SYNONYM_GROUPS,
];

const KIN = new Map<string, Set<string>>();
// A stem in two groups ("máximo": a peak and a ceiling) is kin to both.
for (const group of GROUPS) {
  const stems = new Set(analyze(group));
  for (const stem of stems) KIN.set(stem, new Set([...(KIN.get(stem) ?? []), ...stems]));
}

const SYNONYMS = new Map<string, string[]>();
for (const group of SYNONYM_GROUPS) {
  const stems = [...new Set(analyze(group))];
  for (const stem of stems)
    SYNONYMS.set(
      stem,
      stems.filter((other) => other !== stem),
    );
}

/** The other stems of a word's sense in running text ("reajust" for "corrig"), none for most words. */
export function synonymsOf(stem: string): string[] {
  return SYNONYMS.get(stem) ?? [];
}

/** The stems and their kin: what a header may be named by. */
export function withKindred(stems: Set<string>): Set<string> {
  const out = new Set(stems);
  for (const stem of stems) for (const kin of KIN.get(stem) ?? []) out.add(kin);
  return out;
}

/**
 * "ações" read as "ação", "regiões" as "região": the stemmer keeps the two apart, a header and a question must not.
 * Written without accents, "reclamacoes" becomes "reclamacao": a "cão" the stemmer would not read as "ção". So are
 * "itens" as "item" and "viagens" as "viagem" (a plural in -ens; "bens" and "tens" are too short to be read so).
 */
export function singularEndings(text: string): string {
  return text
    .replace(/(\p{L}{2,})(ões|ães|oes|aes)(?!\p{L})/gu, (_, stem: string, ending: string) =>
      /^[õã]/.test(ending) ? `${stem}ão` : `${stem}ao`,
    )
    .replace(/(?<!\p{L})(\p{L}{2,})ens(?!\p{L})/gu, "$1em");
}

/** Words ending like a plural in -is that are none: adverbs. */
const NOT_L_PLURALS = new Set(["demais", "jamais", "ademais"]);

/**
 * "anuais" read as "anual", "níveis" as "nível", "papéis" as "papel", "faróis" as "farol": the plural of a word
 * ending in -l, which the stemmer keeps apart from its singular ("anu", "anual"). Words of six letters
 * or more only ("quais", "leis", "reais" are not such plurals); "-ois" only accented ("depois" is none).
 */
export function lSingulars(text: string): string {
  return text.replace(/\p{L}{6,}/gu, (word) => {
    const plural = /^(.+?)(a|e|é|ó)is$/iu.exec(word);
    if (!plural || NOT_L_PLURALS.has(word.toLowerCase())) return word;
    const vowel = plural[2] === "é" ? "e" : plural[2] === "ó" ? "o" : (plural[2] ?? "");
    return `${plural[1]}${vowel}l`;
  });
}

/** How long or until when something holds: the sense in which a thing "vale" for a time. */
const LASTING = /\b(?:quanto tempo|ate quando|durante quanto|por quantos (?:dias|meses|anos))\b/;
export const VALER = /\b(vale|valem|valia|valiam|valeu|valera|valerá)\b/iu;

/** The words documents write a validity with: a verb ("vigora", "vence") or the noun heading its clause or line. */
const VALIDITY_WORDS = ["vigora", "vigência", "validade", "vencimento", "vence", "expira", "término"];

/**
 * How long a contract "vale": "vale" is the verb of validity, whose stem ("val") is also "valor"'s. The question is
 * read with the validity words the documents write beside what it asks about (`beside` counts the question's words a
 * passage that writes the word also holds): the one best placed takes the verb's place, since a word no passage
 * writes with the subject is one the answer would seem to lack ("Vencimento do certificado: …" answers "até quando vale o
 * certificado?"; a permit that "vale por um turno" keeps its own verb). Null when the question asks no span of time or has
 * no such verb, or no passage writes any of the words with its subject.
 */
export function validityReading(question: string, beside: (word: string) => number = () => 1): string | null {
  if (!LASTING.test(foldAccents(question.toLowerCase())) || !VALER.test(question)) return null;
  const verb = VALER.exec(question)?.[0] ?? "";
  // The verb itself first, where a sentence writes it with as much of the subject ("a PET vale por um turno").
  const scored = [verb, ...VALIDITY_WORDS].map((word) => ({ word, score: beside(word) }));
  const top = Math.max(...scored.map((entry) => entry.score));
  if (top <= 0) return null;
  const score = (word: string) => scored.find((entry) => entry.score === top && entry.word === word) !== undefined;
  if (score(verb)) return question;
  // A contract's validity: "vigora" in the verb's place, the "vigência" its clause is headed with beside it.
  if (score("vigora") || score("vigência")) {
    const kept = scored.filter(
      (entry) => entry.word !== "vigora" && (entry.word === verb || entry.word === "vigência"),
    );
    const words = kept.filter((entry) => entry.score > 0).map((entry) => entry.word);
    const aside = words.length > 0 ? ` (${words.join(", ")})` : "";
    return `${question.replace(VALER, "vigora").replace(/[?!.]+\s*$/, "")}${aside}?`;
  }
  // Else the first of the best placed, in the order above ("Vencimento do certificado: …"): one word, since each word added
  // is one the answer may lack.
  const first = scored.find((entry) => entry.score === top)?.word ?? verb;
  return question.replace(VALER, first);
}

/**
 * Two stems of one family by their beginning, three letters at least ("pag": "pagos", "o pagamento"), the verb's root
 * as its noun writes it too ("recorrer" and "recurso", "conceder" and "concessão", "emitir" and "emissão", "devolver"
 * and "devolução").
 */
export function sharesBeginning(a: string, b: string): boolean {
  const begins = (x: string, y: string) =>
    x === y || (Math.min(x.length, y.length) >= 3 && (x.startsWith(y) || y.startsWith(x)));
  return begins(a, b) || begins(asNounRoot(a), asNounRoot(b));
}

/** A verb's stem as the root its noun has: "-corr" → "-curs", "-ced" → "-cess", "-mit" → "-miss", "-olv" → "-olu". */
function asNounRoot(stem: string): string {
  return stem.replace(/corr$/u, "curs").replace(/ced$/u, "cess").replace(/mit$/u, "miss").replace(/olv$/u, "olu");
}
