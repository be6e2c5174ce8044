import { quantityNamed } from "./stated-value.ts";
import { withRelativePeriod } from "./relative-period.ts";
import { sentencesOf } from "#core/documents/sentences.ts";
import { parseQuantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import {
  COPULA,
  INTERROGATIVES,
  REQUEST_VERBS,
  wordsPattern,
  YES_NO_OPENERS,
} from "#isomorphic/text/question-words.ts";
import {
  capitalised,
  definiteArticle,
  type Gender,
  genderByEnding,
  genderInUsage,
  nounForm,
  singularOf,
  withPreposition,
} from "./agreement.ts";
import { answeredFigure } from "./answered-figure.ts";
import { type FoundFigure, figuresIn } from "./calculate.ts";
import { askedQuestion } from "./asked-question.ts";
import { escapeRegExp } from "./escape-regexp.ts";
import { askedSlot, enumerationIn } from "./compose-answer.ts";
import { joinNames } from "./table-answer.ts";
import { GREETING, operationIn, questionShape, SHARE_ASKED, withoutKindWords } from "./question-shape.ts";
import { DEMONSTRATIVE, EACH_ONE, NEUTRAL, onlyRelational, PERSONAL, stillLeans } from "./reference-words.ts";
import { MONTH_NAMES as MONTHS, periodsIn, YEARS_TOGETHER } from "./periods.ts";
import { isFraming } from "./unit-ranking.ts";
import { writtenWords } from "#isomorphic/text/words.ts";

/**
 * The offline resolver of references across turns: a follow-up made a standalone question from the turn before
 * it, which retrieval and the answer then use (and the turn's trace shows). One operation per kind of reference:
 * - the previous answer's list: "qual deles…" asks among its items, "o segundo" is its second item;
 * - a pronoun ("ela", "dele") is the salient entity of the last turn that agrees with it in gender and number
 *   (named in this message first, then in the previous answer, then in the previous question);
 * - a demonstrative with a noun ("esse valor") is the previous question's phrase with that noun;
 * - an ellipsis ("E os X?", "E da Y?", "E hoje?", "E a menor?") replaces one slot of the previous question: its
 *   entity, its attribute or object, its time, or its superlative.
 * What cannot be placed in the sentence travels as context: the previous question's words, which rank passages at
 * a fraction of the weight of the question's own (RankOptions.context) and widen retrieval. With a hosted model the
 * model writes the standalone question (#core/chat/standalone.ts); this is its fallback.
 */
export interface PriorTurn {
  /** The question the previous turn answered, made standalone (or the user's words when none was recorded). */
  question: string;
  answer: string;
  /** The documents the previous answer cited. */
  documentIds: string[];
  /** The turn before that one, when there was one: a pair ("os dois") after a question of the largest and one of the smallest names a row of each. */
  earlier?: PriorTurn | null;
  /** Whether this "turn" is the sentence the message set before its question (its question and answer both). */
  setup?: boolean;
}

export interface StandaloneQuestion {
  text: string;
  /** Words carried from the previous turn that the sentence could not hold ("" when none). */
  context: string;
  /** Whether the question leaned on the previous turn. */
  followUp: boolean;
  /** For a follow-up, the documents the previous answer cited, to prefer among the passages; none otherwise. */
  documentIds: string[];
  /**
   * The documents the previous answer cited, for any question: one that stands alone may still be about what the
   * conversation was reading ("Qual etapa demora mais?" after one plan's stages were added up).
   */
  recent?: string[];
}

/** What makes a sentence ask on its own: without it, a short "E no site?" leans on the turn before. */
const QUESTION_WORD = wordsPattern([...INTERROGATIVES, ...REQUEST_VERBS, ...YES_NO_OPENERS]);
const ORDINAL_REFERENCE =
  /\b(?:(n|d|pel)?([oa]s?))\s+(primeir|segund|terceir|quart|quint|pen[uú]ltim|[uú]ltim)[oa]s?\b(?!\s+(?!(?:e|de|da|do|em|que|tem|teve|foi)\b)\p{L}{3,})/u;
/** "um … o outro", "os dois", "ambas": the two things the last turn compared. */
const PAIR_REFERENCE =
  /\b(?:um|uma)\b.*\b(?:o|a)\s+outr[oa]\b|\b(?:os|esses|estes|aqueles) dois\b|\b(?:as|essas|estas|aquelas) duas\b|\b(?:ambos|ambas)\b/;
/** Opening words of an elliptical follow-up: "E no site?", "E quanto ao app?". */
const CHANGE_VERBS =
  "caiu|cairam|subiu|subiram|aumentou|aumentaram|diminuiu|diminuiram|cresceu|cresceram|variou|variaram|baixou|baixaram";
const ELLIPTICAL_START = /^(e|e quanto a[os]?|e quanto as?|e sobre|e no caso d[aoe]s?|e para|e com|mas e)\b/;
const MONTH_NAMES = MONTHS.join("|");
const TIME = new RegExp(
  `^(hoje|agora|atualmente|hoje em dia|no momento|neste ano|este ano|no ano passado|ano passado|(?:em|no ano de|para) \\d{4}|(?:de|entre) \\d{4} (?:a|e|ate) \\d{4}|(?:(?:em|ate|para|no|ate o|para o) )?(?:(?:fim|final|inicio|comeco) d[eo] )?(?:${MONTH_NAMES})(?: de \\d{4})?|(?:no |ate o |para o )?(?:[1-4]º|primeiro|segundo|terceiro|quarto) (?:trimestre|semestre)(?: de \\d{4})?|(?:no|na|ate o|ate a|para o|para a) (?:primeir|segund|terceir|quart|quint|penultim|ultim)[oa] (?:ano|mes|semestre|trimestre|periodo)(?: d[eoa] [a-z]+(?: [a-z]+){0,2})?|(?:em |n)?${YEARS_TOGETHER}(?: somados| juntos)?)$`,
);
/** "Quanto consumiu a mais do que o P-5?": how far from another, with no subject of its own. */
const COMPARED_WITHOUT_SUBJECT =
  /^(?:e\s+)?(quant[oa]s?)\s+(?:\p{L}+\s+)?a\s+(mais|menos)\s+(?:do\s+)?que\s+(.+?)[?!.]*$/iu;
/**
 * An interrogative and nothing else ("onde?", "desde quando?"), read after a leading "e" is set aside
 * (`withoutAnd`): all it asks about is in the turn before.
 */
const BARE_INTERROGATIVE =
  /^((?:(?:desde|ate|a partir de)\s+)?quando|onde|quem|como|por que|por que motivo|quanto custa|quanto custou)$/;
const withoutAnd = (text: string) => text.replace(/^e\s+/, "");
const SUPERLATIVE =
  /^(?:(?:o|a|os|as)\s+)?(maior(?:es)?|menor(?:es)?|mais \p{L}+|menos \p{L}+|primeir[oa]|ultim[oa])$/u;

/**
 * An object pronoun joined to its verb: "entregá-la", "fazê-lo", "emiti-las". The verb's subject in the same clause
 * is never what it stands for, so it is read from the last question only.
 */
const CLITIC = /(?<![\p{L}])(\p{L}{2,}?)(á|â|é|ê|í|i|ô)-(l[oa]s?)(?![\p{L}])/u;
const INFINITIVE_ENDING: Record<string, string> = { á: "ar", â: "ar", é: "er", ê: "er", í: "ir", i: "ir", ô: "or" };

/**
 * An object pronoun before its verb, right after the interrogative: "Quem a autorizou?", "Quando o assinaram?". A
 * past or future form says it is a verb; a present one only when nothing but a preposition or the end follows it
 * ("Quem a fiscaliza?"), since "Quem a empresa contratou?" has an article there. A noun's ending ("-dade", "-tude",
 * "-ência", "-ância") is no verb's: "Quanto a capacidade de tratamento cresceu?" has its own subject.
 */
const PROCLITIC =
  /^((?:e\s+)?(?:quem|quando|onde|como|por\s+que|porque|quant[oa]s?|em\s+que|at[eé]\s+quando))\s+(o|a|os|as)\s+(\p{L}+(?:ou|eu|iu|aram|eram|iram|ará|erá|irá|arão|erão|irão|ava|avam|ôs|useram|uis|ez|izeram)|\p{L}+(?:a|e|am|em)(?<!dade|tude|[eê]ncia|[aâ]ncia)(?=\s*(?:[?!.,;]|$|(?:em|no|na|nos|nas|até|ate|por|para|com|de|do|da|hoje|agora)\b)))(?![\p{L}-])/iu;

const LOCATIVE = /(^|\s)(?:(de|por|para|pra)\s+)?(?:lá|ali|aí|(?:la|ai)(?=\s*[?!.]*\s*$))(?![\p{L}-])/iu;

/** A condition or a case with a figure of its own opening the question: "se … for R$ 1.200", "com uma X de 30". */
const GIVEN_CASE = /^(?:e\s+)?(?:se|caso|supondo que|com|considerando)\s[^?,]*\d/;

/** Whether a question needs the conversation to be understood. */
/** A clause's own question after a comma: ", quanto fica…", ", qual é…", ", quem…". */
const OWN_QUESTION_AFTER =
  /,\s*(?:(?:de|em|por|para|a|até|ate)\s+)?(?:quanto|quanta|quantos|quantas|qual|quais|quem|como|onde|quando|o que)\b/iu;

export function leansOnContext(question: string): boolean {
  const plain = foldAccents(question)
    .replace(/[?!.]+\s*$/, "")
    .trim();
  // A greeting or "o que você faz?" stands on its own.
  if (GREETING.test(plain) || questionShape(question).shape === "capabilities") return false;
  // Demonstratives are matched before folding: "está" (is) is not "esta" (this).
  const demonstrative = DEMONSTRATIVE.test(question.toLowerCase());
  const personal = (PERSONAL.test(plain) || CLITIC.test(question)) && !boundWithin(question);
  if (BARE_INTERROGATIVE.test(withoutAnd(plain.toLowerCase())) || COMPARED_WITHOUT_SUBJECT.test(plain)) return true;
  if (ELLIPTICAL_START.test(plain) || demonstrative || NEUTRAL.test(plain) || personal || EACH_ONE.test(plain))
    return true;
  if (LOCATIVE.test(question) || PROCLITIC.test(question.trim())) return true;
  // "Se a anuidade for R$ 900, quanto…?", "Com 12 equipes, quantas…?": a case the message sets with its own figure
  // is a case of what the conversation is about.
  if (GIVEN_CASE.test(plain.toLowerCase())) return true;
  // "Então quanto dá…?": a consequence of what was just said.
  if (/^entao\b|,\s*entao$/i.test(plain)) return true;
  if (ORDINAL_REFERENCE.test(plain) || PAIR_REFERENCE.test(plain)) return true;
  // "Por qual motivo?", "Até que data?": a relation asked, of nothing named.
  if (onlyRelational(question, isFraming)) return true;
  // "Em quantos dias?", "Quantos são?": a figure asked of nothing the question names.
  if (subjectless(plain) || changeOfNothingNamed(plain.toLowerCase())) return true;
  if (leftOutSubject(plain.toLowerCase())) return true;
  // A count whose verb follows its interrogative ("quantas" + a participle, no noun) counts what the last turn named.
  if (COUNT_THEN_VERB.test(plain)) return true;
  // Two words or fewer and no question word: "no site?", "a meta?".
  return !QUESTION_WORD.test(plain) && analyze(plain).length <= 2;
}

/**
 * "Quando vai estar concluída?": a time asked (a date or a span, by the words questionShape reads for it) of a state,
 * and nothing else but the state: a modal, a copula and a predicate (a participle, "pronto", "entregue") that agrees
 * with the subject left out. The predicate when so, else null.
 */
function leftOutSubject(plain: string): string | null {
  const kind = questionShape(plain).figures?.[0];
  if (kind !== "date" && kind !== "duration") return null;
  const rest = withoutKindWords(plain.toLowerCase())
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^(?:e\s+)?(?:(?:ate|em|de|a|para)\s+)?/, "");
  return STATE_PREDICATE.exec(rest)?.[1] ?? null;
}

const STATE_PREDICATE =
  /^(?:(?:deve|devem|tem que|tem de|tem|precisa|precisam|vai|vao|ira|irao|pode|podem)\s+)?(?:ficar|ficam|fica|estar|esta|estao|ser|sera|serao)\s+(pront[oa]s?|\p{L}+(?:ad|id|eit|ert|ost)[oa]s?|entregues?)$/u;

/** The question with the pronoun its left-out subject would be, after its predicate ("… pronta ela?"). */
function withNullSubject(question: string): string {
  const plain = foldAccents(question.toLowerCase())
    .replace(/[?!.]+\s*$/, "")
    .trim();
  const predicate = leftOutSubject(plain);
  if (!predicate) return question;
  const pronoun = `${/as?$/.test(predicate) ? "ela" : "ele"}${/s$/.test(predicate) ? "s" : ""}`;
  return `${question.replace(/[?!.]+\s*$/, "").trim()} ${pronoun}?`;
}

/** Whether the question's words, but those that frame it and say which kind of figure it asks, are none. */
function subjectless(plain: string): boolean {
  const shape = questionShape(plain);
  if (shape.shape !== "figure") return false;
  return analyze(withoutKindWords(plain.toLowerCase())).every((stem) => isFraming(stem));
}

/** The words of how a change is expected: "a queda prevista", "o aumento pretendido". */
const EXPECTED_STEMS = new Set(
  analyze("previsto prevista pretendido pretendida esperado esperada planejado planejada"),
);

/** "Em percentual, qual é o aumento pretendido?": a change asked in percent, of nothing the question names. */
function changeOfNothingNamed(plain: string): boolean {
  if (!SHARE_ASKED.test(plain) || !CHANGE_BETWEEN.test(plain) || /\d/.test(plain)) return false;
  const rest = withoutKindWords(plain).replace(new RegExp(CHANGE_BETWEEN.source, "g"), " ");
  return analyze(rest).every((stem) => isFraming(stem) || EXPECTED_STEMS.has(stem));
}

/**
 * A pronoun whose antecedent is in the message itself: a name before it ("a Morro Azul está acima da meta dela"),
 * or a first clause that asks who ("quem assinou o laudo e qual é o registro dele?").
 */
function boundWithin(question: string): boolean {
  const at = foldAccents(question.toLowerCase()).search(PERSONAL);
  if (at < 0) return false;
  const before = question.slice(0, at);
  // "… a Vila tem a mais em relação a ela?": a pronoun compared with the name before it is another thing.
  if (/\b(?:em relação|em relacao|comparad[oa]s?|frente|do que|que)\s*(?:a|à|ao|com)?\s*$/iu.test(before)) return false;
  // "Quem é o patrocinador? Qual o cargo dele?": a first question that asks who, then its person's attribute.
  return entitiesIn(before).length > 0 || /^\s*quem\b.*(?:\se\s|\?\s)/iu.test(before);
}

export function standaloneQuestion(message: string, last: PriorTurn | null): StandaloneQuestion {
  const prior = readingAfterRefusal(last);
  const standalone = resolvedQuestion(message, prior);
  return prior && prior.documentIds.length > 0 ? { ...standalone, recent: prior.documentIds } : standalone;
}

/**
 * A reply that found nothing cites nothing, but the conversation is still about what it was reading: the turn keeps
 * the documents the turn before it cited.
 */
function readingAfterRefusal(prior: PriorTurn | null): PriorTurn | null {
  if (!prior || prior.documentIds.length > 0 || !REFUSAL.test(prior.answer)) return prior;
  const before = prior.earlier?.documentIds ?? [];
  return before.length > 0 ? { ...prior, documentIds: before } : prior;
}

const REFUSAL = /^\s*n[aã]o encontrei\b/iu;

function resolvedQuestion(message: string, prior: PriorTurn | null): StandaloneQuestion {
  // Greetings, courtesy, a reason or a note around the question are no part of it (./asked-question.ts).
  const { text: said, setup, premise } = askedQuestion(message);
  // "E o X, qual é o Y dele?": the topic where its pronoun takes it up, whether or not the rest leans on the last turn.
  // A period named by its place after the last turn's ("o exercício posterior"): the period next to the one the last turn asked about, written out (./relative-period.ts).
  const question = withShareMeasured(withRelativePeriod(withTopicPlaced(said), prior), prior);
  // The message's premise ("Vacinei o cão, R$ 80.") says what the question is about: its words travel with the
  // question, as a follow-up's subject does.
  const alone: StandaloneQuestion = {
    text: question,
    context: contentOf(premise).join(" "),
    followUp: false,
    documentIds: [],
  };
  // "Resuma o plano": a summary names its document by a noun two documents may share ("o plano" of a plan and of a
  // health plan's norm); the one the conversation has been reading is meant. The request stays as written.
  if (prior && prior.documentIds.length > 0 && questionShape(question).shape === "summary")
    return { ...alone, documentIds: prior.documentIds };
  const listed = prior ? countListed(question, prior) : null;
  if (listed && prior) return { text: listed, context: "", followUp: true, documentIds: prior.documentIds };
  if (!leansOnContext(question)) return alone;
  // A sentence the message sets before its question is the nearest turn a reference leans on; the conversation's last
  // turn stays the one before it.
  const nearest: PriorTurn | null = setup
    ? { question: setup, answer: setup, documentIds: prior?.documentIds ?? [], earlier: prior, setup: true }
    : prior;
  return leaning(question, nearest);
}

/**
 * "Quais são?" after "Quantos itens têm criticidade alta?": the things just counted, named: the last question asked
 * which ones instead of how many ("Quais itens têm criticidade alta?"). Null for any other message, or after a question
 * that counted nothing.
 */
function countListed(question: string, prior: PriorTurn): string | null {
  const plain = withoutAnd(
    foldAccents(question.toLowerCase())
      .replace(/[?!.]+\s*$/, "")
      .trim(),
  );
  if (!/^quais(?:\s+(?:sao|foram|eram|seriam))?(?:\s+(?:eles|elas))?$/.test(plain)) return null;
  const counted = /\bquant[oa]s(?=\s+\p{L}{3,})/iu;
  // "E quantos…" keeps its "E": "quais" is capitalised only where it opens the question.
  return counted.test(prior.question)
    ? prior.question.replace(counted, (_, at: number) => (at === 0 ? "Quais" : "quais"))
    : null;
}

/**
 * "E a sala com a maior parte, qual é?" after "Qual é a área útil do almoxarifado?": the largest share is of the
 * quantity the last question asked, so it is named ("a maior área útil").
 */
function withShareMeasured(question: string, prior: PriorTurn | null): string {
  const share = /(?<![\p{L}])(maior|menor)\s+(fatia|parte|parcela)(?![\p{L}])/iu;
  if (!prior || !share.test(question)) return question;
  const measure = quantityNamed(prior.question);
  return measure ? question.replace(share, (_, extreme: string) => `${extreme} ${measure}`) : question;
}

function leaning(question: string, prior: PriorTurn | null): StandaloneQuestion {
  const alone: StandaloneQuestion = { text: question, context: "", followUp: false, documentIds: [] };
  if (!prior) return alone;
  const resolved = resolve(question, prior);
  const carried = new Set(analyze(resolved.text));
  const removed = new Set(resolved.replaced.flatMap((words) => analyze(words)));
  // A reference left unplaced ("essa solicitação", "isso", "ela" with nothing to agree with) points at what the last
  // turn talked about: the previous answer's words travel too, after the previous question's.
  // A refusal says nothing of the subject: its words ("não encontrei… informações") travel with nothing.
  const refused = REFUSAL.test(prior.answer);
  // So does a bare interrogative ("Por quê?", "Onde?"): it asks about what the last answer said, not only its question.
  const plain = withoutAnd(
    foldAccents(question.toLowerCase())
      .replace(/[?!.]+\s*$/, "")
      .trim(),
  );
  // And a figure asked of nothing named, once the references are placed ("Em quantos dias?").
  const bare =
    BARE_INTERROGATIVE.test(plain) ||
    subjectless(
      foldAccents(resolved.text.toLowerCase())
        .replace(/[?!.]+\s*$/, "")
        .trim(),
    );
  const unplaced =
    (stillLeans(resolved.text) || bare) && !refused
      ? contentOf(clean(prior.answer)).slice(0, ANSWER_CONTEXT_WORDS)
      : [];
  // A last question that leaned on the one before it ("Quanto isso dá por dia?") names its subject there: that
  // question's words travel too, after the last one's.
  // Its period gives way to the one this question names ("E em outubro, …?" after a turn about November).
  const ownPeriod = periodsIn(question).length > 0;
  const through = (
    prior.earlier && !prior.setup && leansOnContext(prior.question) ? contentOf(prior.earlier.question) : []
  ).filter((word) => !(ownPeriod && periodsIn(word).length > 0));
  return {
    text: resolved.text,
    context: [...contentOf(prior.question), ...through, ...unplaced]
      .filter((word) => {
        const stem = analyze(word)[0] ?? "";
        return !carried.has(stem) && !removed.has(stem);
      })
      .join(" "),
    followUp: true,
    documentIds: prior.documentIds,
  };
}

/** How many of the previous answer's content words an unplaced reference carries (its first sentence or two). */
const ANSWER_CONTEXT_WORDS = 24;

interface Resolved {
  text: string;
  /** Words of the previous question the follow-up replaced (its old slot): not carried as context. */
  replaced: string[];
}

function resolve(question: string, prior: PriorTurn): Resolved {
  const items = listItems(prior.answer);
  // "E agora, como está?": the ellipsis, its interrogative tail asking what the previous question asked.
  let text = question.trim().replace(/,\s*(?:quanto|qual|como)\s+(?:é|e|está|esta|fica|ficou|era|foi)\s*\?$/iu, "?");
  // "Quem a autorizou?" is "Quem autorizou ela?": the pronoun after its verb, resolved as any other.
  text = text.replace(PROCLITIC, (_whole, asking: string, clitic: string, verb: string) => {
    const lower = clitic.toLowerCase();
    return `${asking} ${verb} ${lower.startsWith("a") ? "ela" : "ele"}${lower.endsWith("s") ? "s" : ""}`;
  });
  // "E sem contar o lote 3?", "E tirando a Lagoa?": the previous question with those left out.
  const leftOut = /^e\s+((?:sem contar|exceto|tirando|excluindo|descontando)\s+.+?)[?!.]*$/iu.exec(text)?.[1];
  if (leftOut) {
    const base = prior.question.replace(/[?!.]+\s*$/, "").trim();
    return {
      text: `${base}, ${leftOut.replace(/^(\p{L}+(?:\s+contar)?)\s+(?:a|o|as|os)\s+d[aoe]s?\s+/iu, "$1 ")}?`,
      replaced: [],
    };
  }
  // "Quanto consumiu a mais do que o P-5?": the previous answer's item against the one named, in what that answer measured.
  const against = differenceAgainst(text, prior);
  if (against) return against;
  // "E se o prazo vencer?" (a condition): the previous question asked under it. A condition followed by its own
  // question ("E se X, qual seria o acréscimo?") asks that question, and is resolved as any other.
  const condition = /^e\s+se\s+(.+?)[?!.]*$/iu.exec(text)?.[1];
  if (condition && !OWN_QUESTION_AFTER.test(condition)) {
    const base = prior.question.replace(/[?!.]+\s*$/, "").trim();
    return { text: `${base} se ${condition}?`, replaced: [] };
  }
  // "E a que teve menos?", "E o que teve menos?" (a relative clause, not "o que" asking what): the superlative swapped.
  // "E qual registrou menos?", "E quem vendeu mais?", "E em qual ficou menos?": the same question of the other end.
  const relative =
    /^e\s+(?:(?:em|de|para|por|com)\s+)?(?:(?:o|a|os|as)\s+que|qual|quais|quem)\s+\p{L}+\s+(?:(?:o|a)\s+)?(mais|menos|maior|menor)[?!.]*$/iu.exec(
      text,
    )?.[1];
  const swapped = relative ? /\b(mais|menos|maior|menor)\b/iu.exec(prior.question) : null;
  if (relative && swapped) {
    const base = prior.question.replace(/[?!.]+\s*$/, "").trim();
    return {
      text: `${base.slice(0, swapped.index)}${relative.toLowerCase()}${base.slice(swapped.index + swapped[0].length)}?`,
      replaced: [swapped[0]],
    };
  }
  // "E o segundo?" after "Qual setor tem a maior perda?": the same ranking, that place in it.
  const placed = placeInRanking(text, prior.question);
  if (placed) return placed;
  // "Quanto isso representa do total?" after "Qual canal arrecadou mais?": the row answered, a part of its column's total.
  const share = shareOfAnsweredRow(text, prior);
  if (share) return share;
  // "E em porcentagem, quanto dá?" after two totals (all the calls, then those solved in time): the last figure as a
  // share of the one before.
  const ofTwo = shareOfTwoAnswers(text, prior);
  if (ofTwo) return ofTwo;
  // "Isso dá quantos por cento?" after a difference the last answer computed ("(R$ 710 mil − R$ 600 mil)"): the same
  // difference over the figure it was measured against.
  const ofDifference = percentOfDifference(text, prior);
  if (ofDifference) return ofDifference;
  // "E quantas são?" after "Que distrito fez mais vistorias?": the count of the row the answer ranked first.
  const countOfRow = countOfFirst(text, prior);
  if (countOfRow) return countOfRow;
  // "E quanto sobra?" after a part the last answer computed of a whole ("20% × R$ 5.000,00 = R$ 1.000,00"): the rest.
  const rest = restOfComputed(text, prior.answer) ?? restOfTwoCounts(text, prior.answer);
  if (rest) return rest;
  // "E quantos ficaram resolvidos?" after a total of calls received: the noun counted and the total carried.
  const nounCarried = countWithoutNoun(text, prior.question) ?? countedNounCarried(text, prior.question);
  if (nounCarried) return nounCarried;
  // "E quanto isso dá em reais, pelo preço unitário?" after a row's figure: that figure of that row, at the rate named.
  const valued = valueOfAnswered(text, prior.answer);
  if (valued) return valued;
  // "quanto um excede o outro?", "os dois": the two things the last turn compared, else the rows the last two answered.
  const comparedNames = comparedPair(prior);
  const twoTurns = comparedNames ? null : rowsOfTwoTurns(text, prior);
  const between = twoTurns && DIFFERENCE_ASKED.test(foldAccents(text.toLowerCase())) ? twoTurns : null;
  if (between)
    return {
      text: `Qual é a diferença de ${between.measured} entre ${between.rows[0]} e ${between.rows[1]}?`,
      replaced: [],
    };
  // "Somando as duas": else the two items the previous answer listed.
  const pair = comparedNames ?? (items.length === 2 ? items : null) ?? twoTurns?.rows ?? null;
  if (pair) {
    text = text
      .replace(/\b(?:um|uma)\b(.*?)\b(?:o|a)\s+outr[oa]\b/iu, (_, between: string) => `${pair[0]}${between}${pair[1]}`)
      .replace(
        /\b(?:(?:os|esses|estes|aqueles) dois|(?:as|essas|estas|aquelas) duas|ambos|ambas)\b/iu,
        `${pair[0]} e ${pair[1]}`,
      );
  }
  // "Quantos deles foram encerrados?" after "Quantos chamados foram abertos …?" answered by a count ("São 137 chamados …"):
  // "deles" are the things counted, over the items that count was taken of.
  const countedThing = /\bquant[oa]s\s+(\p{L}{3,})/iu.exec(prior.question)?.[1];
  const summed = summedNoun(prior.answer)?.split(/\s+/)[0];
  if (
    countedThing &&
    items.length >= 2 &&
    summed &&
    foldAccents(summed.toLowerCase()) === foldAccents(countedThing.toLowerCase())
  )
    text = text.replace(
      /\b(quant[oa]s)\s+(?:deles|delas|desses|dessas|destes|destas)\b/iu,
      (_, head: string) => `${head} ${countedThing} entre ${joinNames(items)}`,
    );
  // "qual deles", "quais dessas", "quantos deles": among the previous answer's items (a partitive after an
  // interrogative or a quantifier), else a "deles" that ends its phrase.
  if (items.length >= 2)
    text = text.replace(
      /\b(qual|quais|quant[oa]s|quem|nenhum|nenhuma|algum|alguma|cada um|cada uma)\s+(?:deles|delas|desses|dessas|destes|destas|daqueles|daquelas)\b/giu,
      (_, head: string) => `${head} entre ${joinNames(items)}`,
    );
  if (items.length >= 2)
    text = text.replace(
      /\b(deles|delas|desses|dessas|destes|destas|daqueles|daquelas)\b(?!\s+\p{L}{3,}(?:\s|\?|$)(?<!\s(?:tem|teve|entra|fica|foi|e|é)\s))/giu,
      () => `entre ${joinNames(items)}`,
    );
  // A plural pronoun in a question that adds up ("quantas vagas elas somam?"), after a list, stands for its items
  // (what "eles" plan or need stays with the resolver's agreeing phrase below).
  if (items.length >= 2 && operationIn(foldAccents(text.toLowerCase())) === "sum")
    text = text.replace(/\b(eles|elas)\b/iu, () => joinNames(items));
  // "o segundo", "no último": that item.
  text = text.replace(
    new RegExp(ORDINAL_REFERENCE.source, "giu"),
    (whole, preposition: string | undefined, _article: string, ordinal: string) => {
      const item = itemAt(items, foldAccents(ordinal.toLowerCase()));
      if (!item) return whole;
      const lead = preposition ? ({ n: "em", d: "de", pel: "por" }[preposition.toLowerCase()] ?? "") : "";
      return `${lead ? `${lead} ` : ""}${item}`.trim() || whole;
    },
  );
  // "esse valor" → "o valor total do contrato": the previous question's phrase with that noun.
  const demonstrativePhrase = (whole: string, demonstrative: string, noun: string): string => {
    // "nesse dia", "naquele mês", "nesse ano": the date the last turn gave, the answer's before the question's.
    const time = timeNamed(noun, `${clean(prior.answer)}\n${prior.question}`);
    if (time) return time.noun ? `${articleFor(demonstrative)} ${time.noun} ${time.text}` : `em ${time.text}`;
    // "Qual lote tem mais…?" → "O Lote 1 …": after a question that asked which one, "esse lote" is the one answered.
    const which = askedWhich(prior.question, noun);
    const answered = which ? namedIn(prior.answer, noun) : null;
    if (answered) return `${articleFor(demonstrative)} ${answered}`;
    // Else the item the answer gave, in any of its forms ("A proposta “Rio Limpo” tem…", a ranking's first row).
    const gender: Gender = /^(?:[dn])?(?:ess|est|aquel)a/iu.test(demonstrative) ? "f" : "m";
    const item = which && !/s$/iu.test(demonstrative) ? answeredItem(prior, gender) : null;
    if (item) return `${articleFor(demonstrative)} ${noun} ${item.replace(/^(?:o|a)\s+/iu, "")}`;
    // The question before it, when the last one did not name the noun ("Qual é o nível do risco X?", "Por que ele
    // subiu?", then "Quem responde por esse risco?"): a demonstrative points at what the conversation is about.
    const phrase =
      phraseWith(prior.question, noun) ?? (prior.earlier ? phraseWith(prior.earlier.question, noun) : null);
    // A phrase that is the noun alone says no more than the demonstrative: the noun as the last answer named it does
    // ("… quanto pediu pelo lote?", "O valor pago do lote X é …", then "e a área desse lote?").
    const inAnswer =
      /s$/iu.test(demonstrative) || (phrase && foldAccents(phrase.toLowerCase()) !== foldAccents(noun.toLowerCase()))
        ? null
        : namedIn(clean(prior.answer), noun);
    if (inAnswer) return `${articleFor(demonstrative)} ${inAnswer}`;
    if (phrase) return `${articleFor(demonstrative)} ${phrase}`;
    // A what-if follow-up answered "Multa por atraso na entrega: R$ 250,00 por dia…", then "essa multa": neither
    // question named it, the reply's label did.
    const labelled = labelWith(clean(prior.answer), noun);
    if (labelled) return `${articleFor(demonstrative)} ${labelled}`;
    // "Penso em fazer um doutorado. Quanto pagam nesse curso?": what the sentence before introduced.
    const introduced = prior.setup ? introducedIn(prior.question) : null;
    return introduced ? `${articleFor(demonstrative)} ${noun} ${introduced}` : whole;
  };
  text = text.replace(
    /\b(ess[ea]s?|est[ea]s?|aquel[ea]s?|dess[ea]s?|dest[ea]s?|daquel[ea]s?|ness[ea]s?|nest[ea]s?|naquel[ea]s?)\s+(\p{L}[\p{L}-]*)((?:\s+\p{L}[\p{L}-]*){0,3})/giu,
    (whole, demonstrative: string, noun: string, tail: string) => {
      const short = whole.slice(0, whole.length - tail.length);
      const phrase = demonstrativePhrase(short, demonstrative, noun);
      // "esse terceiro lugar" → "o terceiro lugar do pregão", not "… do pregão lugar": the words after the noun that
      // the phrase brought in already says are not said again.
      return `${phrase}${phrase === short ? tail : withoutSaid(tail, phrase)}`;
    },
  );
  // "o mais antigo dos seis" after "… os seis reservatórios …": a number with no noun counts what the answer counted.
  text = text.replace(BARE_COUNT, (whole, article: string, count: string) => {
    const noun = countedNoun(clean(prior.answer), count) ?? countedNoun(prior.question, count);
    return noun ? `${article} ${count} ${noun}` : whole;
  });
  // "Qual a parcela disso no lote X?" after a total: "disso" is that total.
  const total = totalIn(prior);
  if (total) text = text.replace(/\b(?:disso|disto|daquilo)\b/giu, () => total);
  // "E quantas a mais que em maio?" after a total: how much the figure the last answer gave exceeds another.
  const compared = COMPARED_WITHOUT_SUBJECT.exec(text);
  const given = compared ? answeredFigure(prior.answer) : null;
  // What the figure counts rides with it ("412 vistorias feitas"), when the answer says ("O total de X … é 412").
  const counted = summedNoun(prior.answer);
  const figured = given && counted && /^\d[\d.,]*$/.test(given) ? `${given} ${counted}` : given;
  // "Quantos reais a menos do que o do eletricista?" when the turn before answered the electrician's: both figures are
  // known.
  const earlier = compared && given ? earlierFigure(compared[3] ?? "", prior) : null;
  if (compared && given && earlier)
    return { text: `Quanto ${given} tem a ${compared[2]} que ${earlier}?`, replaced: [] };
  if (compared && figured) text = `${figured} são quantos a ${compared[2]} que ${compared[3]}?`;
  // "Isso corresponde a que percentual de Y?": "isso" is the figure the last answer gave, a part of Y.
  const figure = asksShareOfIt(foldAccents(text.toLowerCase())) ? answeredFigure(prior.answer, prior.question) : null;
  if (figure) text = text.replace(/\b(?:isso|isto)\b/iu, () => figure);
  // "Quando vai estar concluída?": Portuguese leaves the subject out, the predicate's ending says its gender and
  // number; the subject is the pronoun it would be, placed as any other.
  const stated = text;
  text = withNullSubject(text);
  const implied = text !== stated;
  // "entregá-la", "fazê-lo": the verb's object, the last question's phrase that agrees with it.
  text = text.replace(new RegExp(CLITIC.source, "gu"), (whole, stem: string, vowel: string, clitic: string) => {
    const form = { gender: (/a/i.test(clitic) ? "f" : "m") as Gender, plural: /s$/i.test(clitic) };
    const phrase = agreeingPhrase(prior.question, form.gender, form.plural);
    const infinitive = `${stem}${INFINITIVE_ENDING[vowel.toLowerCase()] ?? ""}`;
    return phrase ? `${infinitive} ${definiteArticle(form)} ${phrase}` : whole;
  });
  // "lá", "ali", "aí": in the place the last turn named, read as "nele" (a locative has no gender of its own; the
  // unaccented "la", "ai" only at the end, where no article or clitic stands). "Por lá", "para lá" are there too.
  // "De lá" is from the place: "do X", "de X", never "de em X".
  text = text.replace(LOCATIVE, (_whole, before: string, preposition?: string) => {
    const from = preposition?.toLowerCase() === "de" ? "de" : "em";
    for (const gender of ["f", "m"] as Gender[]) {
      const answered = answeredItem(prior, gender) ?? quotedRow(prior.answer, gender);
      if (!answered) continue;
      // "unidade X" → "na unidade X" (the gender the item was found in); a name alone takes "em".
      const bare = answered.replace(/^(?:o|a|os|as)\s+/iu, "");
      return `${before}${/^\p{Ll}/u.test(bare) ? withPreposition(from, { gender, plural: false }) : from} ${bare}`;
    }
    // Else the place a question of the last turns named: the last name it wrote, where a place's complement stands
    // ("a renovação da licença da estação X", "o poço 3 da captação Y").
    const place = [prior.question, prior.earlier?.question ?? ""]
      .map((asked) => entitiesIn(asked).at(-1))
      .find((name) => name !== undefined);
    return place ? `${before}${from} ${place}` : `${before}${from === "de" ? "dele" : "nele"}`;
  });
  // A demonstrative with no noun after it ("a franquia dessa?") stands for a thing as a pronoun does: "dessa" is "dela".
  text = text.replace(
    /\b([dn]?)(?:ess|est)(a|e)(s?)(?=\s*(?:[?!.,;]|$))/giu,
    (_whole, preposition: string, ending: string, plural: string) =>
      `${preposition}${ending.toLowerCase() === "a" ? "ela" : "ele"}${plural}`,
  );
  // The noun the last question asked for, when a pronoun now stands for the thing it was asked of: answered, it does
  // not travel with this question (its amount asked with "ela" after the cause of an occurrence is not its cause).
  const answeredSlots: string[] = [];
  // "dela", "nele", "ela": the entity of the last turn that agrees with the pronoun.
  text = text.replace(
    /\b(dele|dela|deles|delas|nele|nela|neles|nelas|ele|ela|eles|elas)\b/giu,
    (pronoun: string, _p: string, offset: number) => {
      const gender: Gender = /as?$/i.test(pronoun) ? "f" : "m";
      const plural = /s$/i.test(pronoun);
      const lower = pronoun.toLowerCase();
      // A name is one thing: "delas" stands for a plural noun of the last question, never for a company's name. What
      // "caiu" or "subiu" is a quantity the last question asked ("o nível"), not the thing it was of.
      // "A cota dele subiu": a noun before "dele" is the quantity; "dele" is the thing it is of, the item answered.
      const owner = lower.startsWith("d") && /\p{L}{3,}\s+$/u.test(question.slice(0, offset));
      const ofQuantity = !owner && CHANGE_VERB.test(foldAccents(question.slice(offset).toLowerCase()));
      // "Qual das etapas é a mais longa?" then "quem responde por ela?": the stage answered. After "Quem…?" the person
      // answered is (salientEntity), not the row the answer quoted to say whose.
      const askedWho = /^\s*(?:e\s+)?quem\b/iu.test(prior.question);
      const item =
        plural || ofQuantity || askedWho ? null : (answeredItem(prior, gender) ?? quotedRow(prior.answer, gender));
      // A post is a person's: the stage or the action answered holds none.
      const answered =
        item && (!PERSON_ATTRIBUTE.test(foldAccents(question.slice(0, offset).toLowerCase())) || PERSON_NAME.test(item))
          ? item
          : null;
      if (answered) {
        const form = { gender, plural };
        const bare = answered.replace(/^(?:o|a|os|as)\s+/iu, "");
        const withArticle = bare === answered ? `${definiteArticle(form)} ${answered}` : answered;
        if (lower.startsWith("d")) return `${withPreposition("de", form)} ${bare}`;
        if (lower.startsWith("n")) return `${withPreposition("em", form)} ${bare}`;
        return withArticle;
      }
      // "previstas nele", "incluído nela": what is contained in it is in a thing, never in a person named.
      const contained = lower.startsWith("n") && CONTAINED.test(foldAccents(question.slice(0, offset).toLowerCase()));
      const candidate = plural || ofQuantity ? null : salientEntity(question.slice(0, offset), prior, gender);
      const salient = candidate && contained && PERSON_NAME.test(candidate.name) ? null : candidate;
      // A name whose gender the documents do not show stands in only when no phrase of the last question agrees
      // ("até quanto ela pode chegar?" after "qual é a multa…?" is the fine, not a heading's name).
      // "qual a vigência dele?": a duration is asked of a thing that lasts, not of the figure measured.
      const lasting = DURATION_ASKED.test(foldAccents(question.toLowerCase()));
      // "Em quantos graus ele excedeu o teto?": the pronoun is not a thing the question names beside it.
      const written = new Set(analyze(question.slice(offset + pronoun.length)));
      // "E a disponibilidade mínima dele?" after "o prazo máximo de reparo de um link X": a noun of its own before the
      // pronoun asks another measure of the thing the last one measured, not of that measure.
      const ofNewNoun =
        lower.startsWith("d") &&
        analyze(question.slice(0, offset).split(/\s+/).slice(-3).join(" ")).some((stem) => !isFraming(stem));
      // The message's own sentence before the question ("Vou trocar o piso e preciso saber o prazo máximo da licença.
      // Como ele é contado?") is read from its last clause: the nearest phrase that agrees.
      const sources = prior.setup ? clausesLastFirst(prior.question) : [prior.question];
      const phraseIn = (source: string) =>
        (ofNewNoun ? agreeingPhrase(source, gender, plural, lasting, true, written) : null) ??
        agreeingPhrase(source, gender, plural, lasting, false, written);
      const phrase = sources.reduce<string | null>((found, source) => found ?? phraseIn(source), null);
      // A name inside that phrase's complements ("a troca dos registros da adutora X") is no more than a complement:
      // the phrase stands for the pronoun, its complements up to the name with it.
      // Unless the phrase's head is a measure ("o comprimento da linha X"): a measure has no ruptures, the thing it
      // measures does, so the name stands alone.
      // So is the noun the last question asked for, answered since ("a causa da ocorrência X"): what a pronoun after
      // it stands for is the thing it was asked of.
      const head = phrase ? analyze(phrase)[0] : undefined;
      const askedOf = head !== undefined && head === askedStem(prior.question);
      const measured = head !== undefined && (MEASURED_HEADS.has(head) || askedOf);
      // Or the answer writes the name as the phrase's complement ("Duplicação da adutora de Vila X — …"): the row answered.
      const through =
        salient && phrase
          ? (phraseThrough(prior.question, phrase, salient.name) ?? phraseInAnswer(prior.answer, phrase, salient.name))
          : null;
      // Of a measure's phrase, the thing it measures when that agrees and is more than the name ("o valor do
      // empréstimo do banco X" → "do empréstimo do banco X"): the noun says what the name is.
      const thing = measured && through ? /^(?:(?:o|a|os|as)\s+)?\p{L}+\s+d([aeo])(s?)\s+(.+)$/u.exec(through) : null;
      const measuredThing =
        thing?.[3] && salient && thing[1] === (gender === "f" ? "a" : "o") && Boolean(thing[2]) === plural
          ? thing[3].startsWith(salient.name)
            ? null
            : thing[3]
          : null;
      // A name inside a relative clause of that phrase ("o laudo que a X tem de emitir") is not what the last
      // question was about: the phrase is.
      const subordinate = salient && phrase ? inRelativeClause(prior.question, phrase, salient.name) : false;
      const whole = subordinate ? null : measured ? measuredThing : through;
      if (whole && askedOf) answeredSlots.push(askedSlot(prior.question) ?? "");
      const entity = salient && !whole && !subordinate && (salient.agrees || !phrase) ? salient.name : null;
      // "da ETE Córrego X" in the last question: a subject takes the article the question gave the name ("a ETE
      // Córrego X operou…"); after a preposition the name stands bare, as before.
      const article = entity && !/^[dn]/u.test(lower) ? articleBefore(prior.question, entity) : null;
      if (entity && article) return `${article} ${entity}`;
      if (entity) return lower.startsWith("d") ? `de ${entity}` : lower.startsWith("n") ? `em ${entity}` : entity;
      if (whole) {
        const form = { gender, plural };
        if (lower.startsWith("d")) return `${withPreposition("de", form)} ${whole}`;
        if (lower.startsWith("n")) return `${withPreposition("em", form)} ${whole}`;
        return `${definiteArticle(form)} ${whole}`;
      }
      const form = { gender, plural };
      if (!phrase) {
        // A question with no noun of its own ("E o previsto?") names nothing a pronoun after it can stand for: the
        // question before it set the topic it left out.
        const topic =
          prior.earlier && !prior.setup && leansOnContext(prior.question)
            ? agreeingPhrase(prior.earlier.question, gender, plural, lasting)
            : null;
        if (!topic) return pronoun;
        if (lower.startsWith("d")) return `${withPreposition("de", form)} ${topic}`;
        if (lower.startsWith("n")) return `${withPreposition("em", form)} ${topic}`;
        return `${definiteArticle(form)} ${topic}`;
      }
      // "E o reajuste dele?" after "Qual o preço do convênio?": a measure has no reajuste, the thing it measures does;
      // the pronoun is the complement, when it agrees ("do convênio").
      const of = measured ? /^(?:(?:o|a|os|as)\s+)?\p{L}+\s+(d([aeo])(s?))\s+(.+)$/u.exec(phrase) : null;
      if (of && of[2] === (gender === "f" ? "a" : "o") && Boolean(of[3]) === plural && lower.startsWith("d")) {
        // With the complements the last question chains after it ("do convênio" + "de poda").
        const at = prior.question.toLowerCase().indexOf(phrase.toLowerCase());
        const chained =
          at < 0
            ? ""
            : (/^(?:\s+(?:de|do|da|dos|das)\s+[\p{L}\d-]+)*/u.exec(prior.question.slice(at + phrase.length))?.[0] ??
              "");
        return `${of[1]} ${of[4]}${chained}`;
      }
      return lower.startsWith("d")
        ? `${withPreposition("de", form)} ${phrase}`
        : lower.startsWith("n")
          ? `${withPreposition("em", form)} ${phrase}`
          : `${definiteArticle(form)} ${phrase}`;
    },
  );

  // A left-out subject that nothing of the last turn agrees with stays left out.
  if (implied) text = text.replace(/\s+(?:ele|ela|eles|elas)\?$/u, "?");
  // "por ela" → "por a Fase 3" → "pela Fase 3": a preposition the message wrote before a pronoun takes the article in.
  text = contracted(text, question);
  const plain = foldAccents(text.toLowerCase())
    .replace(/[?!.]+\s*$/, "")
    .trim();
  // "E quando?", "E onde?": the previous question asked again with this interrogative.
  const bare = BARE_INTERROGATIVE.exec(withoutAnd(plain));
  if (bare?.[1]) {
    const frame = FRAME.exec(prior.question.replace(/[?!.]+\s*$/, "").trim());
    // "As tarifas são revistas por qual indexador?": the interrogative at the end, what it is asked of before it.
    const ending = frame
      ? /^(.{12,}?)\s+(?:(?:por|em|de|com|a|para|até|ate)\s+)?(?:qual|quais|que|quanto|quantos|quantas)$/iu.exec(
          frame[1] ?? "",
        )
      : null;
    const asksAtEnd = ending?.[1] && (frame?.[2] ?? "").split(/\s+/).length <= 2;
    const rest = asksAtEnd
      ? (ending?.[1] ?? "").replace(/^(?:O|A|Os|As|Um|Uma)(?=\s)/u, (article) => article.toLowerCase())
      : (frame?.[2] ?? prior.question);
    const asked = capitalised(stripOpening(text).replace(/[?!.]+$/, ""));
    return {
      text: `${asked} ${rest}?`.replace(/\s+/g, " "),
      replaced: [asksAtEnd ? (frame?.[2] ?? "") : (frame?.[1] ?? "")],
    };
  }
  const asAnother = asPhraseSwap(plain, text, prior.question);
  if (asAnother) return asAnother;
  // "E quem assinou?" (an interrogative and a verb, no object): a verb without its object asks it of the previous question's object.
  const verbOnly = /^(?:e\s+)?(?:quem|quando|onde|como)\s+(\p{L}+)$/u.exec(plain);
  if (verbOnly?.[1] && !/^(e|foi|era|sao|foram|sera|seria|esta|estao|fica)$/.test(verbOnly[1])) {
    const frame = FRAME.exec(prior.question.replace(/[?!.]+\s*$/, "").trim());
    const object = (frame?.[2] ?? "")
      .split(/\s+/)
      .slice(1)
      .join(" ")
      .split(/,?\s+e\s+(?=(?:qual|quais|quem|quando|onde|como|quant[oa]s?)\b)/iu)[0];
    if (object && /^(?:o|a|os|as|do|da|dos|das|no|na|nos|nas|ao|à|esse|essa|este|esta)\s/iu.test(object))
      return { text: `${capitalised(stripOpening(text).replace(/[?!.]+$/, ""))} ${object}?`, replaced: [] };
  }
  const elliptical = !QUESTION_WORD.test(plain) && (ELLIPTICAL_START.test(plain) || analyze(plain).length <= 3);
  if (!elliptical) return { text: withoutOpeningE(text), replaced: answeredSlots };
  // "E de cloro?", "E em colapso?", "E a de X?": the previous question's phrase of that preposition swapped, unless
  // the phrase is a time or an aggregate, which have their own swaps below.
  const afterE = text
    .replace(/[?!.]+\s*$/, "")
    .replace(/^\s*(?:mas\s+)?e\s+/iu, "")
    .replace(/^(?:o|a|os|as)\s+(?=(?:de|do|da|dos|das|em|no|na|nos|nas|para)\s)/iu, "");
  // "E entre a vistoria e o parecer?" after "… entre A e B?": the new pair in the place of the last one.
  const pairSwapped = betweenSwap(afterE, prior.question);
  if (pairSwapped) return pairSwapped;
  // "E a duração média das paradas, contando todas?": a phrase that names its own aggregate and what it aggregates is a
  // question of its own, not a slot of the last one (whose other words, a filter among them, it does not keep).
  const own = ownAggregate(afterE) ?? ownHead(afterE, prior.question, question) ?? answeredAttribute(afterE, prior);
  if (own) return own;
  const requalified = qualifierSwap(afterE, prior.question);
  if (requalified) return requalified;
  if (!TIME.test(foldAccents(afterE.toLowerCase()))) {
    const row = answeredRowSwap(afterE, prior);
    if (row) return row;
    // "E a da adutora nova?" after "Qual foi a pressão média da adutora antiga do bairro X?": the article stands for the
    // noun the last question asked about, and what follows is all that noun's complement.
    const ofAnother = headOfAnother(stripOpening(text), prior.question);
    if (ofAnother) return ofAnother;
    const swapped = samePrepositionSwap(afterE, prior.question);
    if (swapped) return swapped;
    // "E por sócio?", "E sem o desconto?" where the last question has no phrase of that preposition: a measure or
    // a condition added to it, not a new subject in place of its own.
    const added = /^(?:por|pelo|pela|pelos|pelas|com|sem)\s+\p{L}/iu.test(afterE.trim())
      ? `${prior.question.replace(/[?!.]+\s*$/, "").trim()}, ${afterE.trim()}?`
      : null;
    if (added) return { text: added, replaced: [] };
  }
  // "E no site?", "E da Morro Azul?": a preposition introduces the item the question is about, its entity slot.
  const opened = stripOpening(text);
  const introduced = /^(?:no|na|nos|nas|num|numa|do|da|dos|das|em|pelo|pela|para o|para a)\s+(.+)$/iu.exec(opened);
  return replaceSlot(introduced?.[1] ?? opened, prior.question, Boolean(introduced), opened);
}

const PRONOUN_OF = /\b(?:dele|dela|deles|delas|desse|dessa|desses|dessas)\b/iu;

/** A word that opens a complement, not a qualifier: "da bomba", "em março", "que venceu". */
const NOT_QUALIFIER = "(?:d[aeo]s?|em|n[aeo]s?|para|por|pel[oa]s?|com|sem|entre|sobre|que|e|ou|a|o|as|os|ao|aos)";
const QUALIFIED = new RegExp(
  `^(o|a|os|as)\\s+(\\p{L}{3,})\\s+((?!${NOT_QUALIFIER}\\s)\\p{L}{3,}(?:\\s+(?:pel[oa]s?|por)\\s+[^,?;]+?)?)(\\s+(?:d[aeo]s?|em|n[aeo]s?|para|com)\\s+[^,?;]+)?$`,
  "iu",
);

/**
 * "E o total aceito pela fiscalização?" after "Qual é o total cobrado pela empreiteira, somando os itens?": the same
 * noun, its qualifier ("cobrado pela empreiteira") swapped for the new one; the rest of the question (what it adds up, of what
 * thing) stays. A new complement ("a vazão máxima da bomba nova") takes the old one's place too. Null when the last
 * question does not qualify that noun, or qualifies it the same way.
 */
function qualifierSwap(phrase: string, previous: string): Resolved | null {
  const parts = QUALIFIED.exec(phrase.trim());
  if (!parts) return null;
  const [, article = "", head = "", qualifier = "", complement] = parts;
  const before = new RegExp(
    `(?<![\\p{L}])${escapeRegExp(article)}\\s+${escapeRegExp(head)}\\s+((?!${NOT_QUALIFIER}\\s)\\p{L}{3,}(?:\\s+(?:pel[oa]s?|por)\\s+[^,?;]+?)?)(?=\\s+(?:d[aeo]s?|em|n[aeo]s?|para|com)\\s|\\s*[,?;!.]|\\s+e\\s|$)((?:\\s+(?:d[aeo]s?|em|n[aeo]s?|para|com)\\s+[^,?;]+)?)`,
    "iu",
  ).exec(previous);
  const old = before?.[1];
  if (!before || !old || foldAccents(old.toLowerCase()) === foldAccents(qualifier.toLowerCase())) return null;
  const span = complement ? before[0] : before[0].slice(0, before[0].length - (before[2]?.length ?? 0));
  const at = before.index;
  const text = `${previous.slice(0, at)}${article} ${head} ${qualifier}${complement ?? ""}${previous.slice(at + span.length)}`;
  return { text: text.trim().replace(/[?!.]*$/, "?"), replaced: [span] };
}

/** "entre A e B" up to the end of the question or a comma: a pair of things (two events, two places). */
const BETWEEN_PAIR = /\bentre\s+[^?,]+?\s+e\s+[^?,]+/iu;

/** The last question with the ellipsis's "entre A e B" where its own pair stood; null when either has none. */
function betweenSwap(ellipsis: string, previous: string): Resolved | null {
  if (!/^entre\s+\S.*\s+e\s+\S/iu.test(ellipsis.trim())) return null;
  const base = previous.replace(/[?!.]+\s*$/, "").trim();
  const pair = BETWEEN_PAIR.exec(base);
  if (!pair) return null;
  const at = pair.index ?? 0;
  return {
    text: `${base.slice(0, at)}${ellipsis.trim()}${base.slice(at + pair[0].length)}?`,
    replaced: [pair[0]],
  };
}

/** Verbs "como" asks how of: "E como fica?", "E como funciona?". */
const HOW_VERB =
  /^(?:fica|ficam|ficaria|funciona|funcionam|funcionou|faz|fazem|fez|faco|anda|andam|vai|vao|estava|estavam|seria|acontece|aconteceu|resolve|resolveu|calcula|calculo|chega|chegou)$/;

/**
 * "E como razoáveis?" after "Quantos hidrantes foram avaliados como bons?": the last question's "como" inside it is
 * the preposition of a class ("as", not "how"), and the ellipsis swaps the words that follow it, as many as it brings.
 */
function asPhraseSwap(plain: string, text: string, previous: string): Resolved | null {
  const words = /^(?:mas\s+)?e\s+como\s+(\p{L}+(?:\s+\p{L}+)?)$/u.exec(plain)?.[1];
  // "E como fica?", "E como funciona?": the question word and a verb.
  if (!words || words.split(/\s+/).some((word) => PHRASE_END.test(word) || HOW_VERB.test(word))) return null;
  const base = previous.replace(/[?!.]+\s*$/, "").trim();
  const count = words.split(/\s+/).length;
  const slot = new RegExp(`(?<=\\p{L}\\s+como\\s+)(?:[\\p{L}-]+\\s*){${count}}`, "iu").exec(base);
  if (!slot) return null;
  const written = /\bcomo\s+(.+?)[?!.]*$/iu.exec(text.trim())?.[1] ?? words;
  const end = slot.index + slot[0].trimEnd().length;
  return { text: `${base.slice(0, slot.index)}${written}${base.slice(end)}?`, replaced: [slot[0].trim()] };
}

/**
 * "E o desconto?" after "Quem levou o lote Norte?", answered "… foi vencido pela X, com desconto de 12,4%": a noun the
 * answer wrote, not the question, asks that attribute of what was answered; no "who" it could take the place of. The
 * question's words travel as the conversation's (./follow-up.ts `leaning`).
 */
function answeredAttribute(phrase: string, prior: PriorTurn): Resolved | null {
  if (!/^\s*(?:e\s+)?quem\b/iu.test(prior.question)) return null;
  const parts = /^(o|a|os|as)\s+(\p{Ll}[\p{L}-]*)$/u.exec(phrase.trim());
  const stem = parts ? analyze(parts[2] ?? "")[0] : undefined;
  if (!parts || !stem || isFraming(stem)) return null;
  if (analyze(prior.question).includes(stem) || !analyze(prior.answer).includes(stem)) return null;
  return { text: `${/s$/i.test(parts[1] ?? "") ? "Quais são" : "Qual é"} ${phrase.trim()}?`, replaced: [] };
}

const AGGREGATE_WORD = /^(?:medi[oa]s?|media|total|totais|soma|maxim[oa]s?|minim[oa]s?)$/;

/** "a duração média das paradas, contando todas" → "Qual é a duração média das paradas, contando todas?"; else null. */
function ownAggregate(phrase: string): Resolved | null {
  const opening = /^(o|a|os|as)\s/iu.exec(phrase)?.[1];
  if (!opening) return null;
  const words = contentOf(phrase).map((word) => foldAccents(word.toLowerCase()));
  const aggregate = words.findIndex((word) => AGGREGATE_WORD.test(word));
  // An adjective after the noun it aggregates ("a duração média", "o gasto total") and one more word of what is
  // measured; "E a média?" and "E o total?" name no measure and lean on the last question.
  if (aggregate < 1 || words.length - 1 < 2) return null;
  const plural = /s$/i.test(opening);
  return { text: `${plural ? "Quais são" : "Qual é"} ${phrase}?`, replaced: [] };
}

/**
 * "E as taxas do crédito X?" after "Qual o limite do crédito X?": a noun the last question did not ask,
 * with its own complement, is a question of its own ("Quais são os juros do financiamento X?"), not a slot of the
 * last one to swap. The same noun ("E a vazão da bomba velha?") is left to the swaps, which keep the rest.
 */
function ownHead(phrase: string, previous: string, written: string): Resolved | null {
  // "do/da X" or "de" and a name: "as equipes de campo" is one noun, still a slot of the last question.
  const parts = /^(o|a|os|as)\s+(\p{L}[\p{L}-]*)\s+(?:d[ao]s?\s+(\S)|de\s+(\p{Lu}))/u.exec(phrase);
  if (!parts) return null;
  const head = analyze(parts[2] ?? "")[0];
  if (!head || isFraming(head) || analyze(previous).includes(head)) return null;
  // Only after a question that asked a noun's value ("Qual o limite de X?"); after "Quem assina o termo?" the
  // phrase is the verb's new object ("E a troca das válvulas?"), which the swaps put in its place.
  if (!/^\s*(?:e\s+)?(?:qual|quais)\s+(?:é|e|são|sao|foi|foram|será|sera)\s/iu.test(previous)) return null;
  // A pronoun the last question's phrase stood in for ("E a área deles?" → "dos lotes com frente de 12 m") brings
  // that phrase's restrictions, which only the swaps keep; a name ("dele" → "do Fundo X") is whole by itself.
  if (PRONOUN_OF.test(written) && !/^\p{Lu}/u.test(parts[3] ?? parts[4] ?? "")) return null;
  const plural = /s$/i.test(parts[1] ?? "");
  return { text: `${plural ? "Quais são" : "Qual é"} ${phrase}?`, replaced: [] };
}

/**
 * "E a da bomba nova?": an article and a complement, the article standing for the noun it agrees with in the previous
 * question ("a vazão"), that noun asked of the complement's thing. With `first`, only the noun the question opens its
 * object with ("Qual foi a vazão …"), which nothing but the ellipsis's complement then qualifies.
 */
function headOfAnother(phrase: string, previous: string, first = true): Resolved | null {
  const frame = FRAME.exec(previous.replace(/[?!.]+\s*$/, "").trim());
  const ellipsis = /^(o|a|os|as)\s+((?:d|n)[aoe]s?|em|para)\s+(.+)$/iu.exec(phrase.replace(/[?!.]+\s*$/, "").trim());
  if (!frame || !ellipsis) return null;
  const [, opening = "", rest = ""] = frame;
  const [, article = "", preposition = "", thing = ""] = ellipsis;
  // A name ("E a de Eletricidade básica?") swaps a name, its category noun kept ("do curso"): the swap of a phrase.
  if (first && /^\p{Lu}/u.test(thing)) return null;
  const head = new RegExp(`${first ? "^" : "(?:^|\\s)"}${article}\\s+(\\p{L}[\\p{L}-]*)`, "iu").exec(rest)?.[1];
  return head ? { text: `${opening} ${article} ${head} ${preposition} ${thing}?`, replaced: [rest] } : null;
}

/**
 * "Quanto consumiu a mais do que o P-5?", "E quantos a menos do que a Sul?" after an answer that named the row with the largest
 * or smallest figure ("O poço P-2 tem o maior volume: …"): how far that row stands from the one named, in the figure
 * the answer measured. Null when the message names its own subject or the answer named no such row.
 */
function differenceAgainst(text: string, prior: PriorTurn): Resolved | null {
  const asked = COMPARED_WITHOUT_SUBJECT.exec(text.trim());
  if (!asked) return null;
  const [, quantity = "", direction = "", other = ""] = asked;
  const measured = measuredIn(prior.answer);
  const item = answeredItem(prior, "m") ?? answeredItem(prior, "f");
  if (!measured || !item) return null;
  const subject = /^(?:o|a|os|as)\s/iu.test(item) ? item : `${/^\p{Lu}/u.test(item) ? "" : "o "}${item}`;
  return {
    text: `${capitalised(quantity.toLowerCase())} ${subject} tem a ${direction.toLowerCase()} de ${measured} que ${other}?`,
    replaced: [],
  };
}

/** What a which-row answer measured: 'tem as maiores emissões 2025: …' → "emissões 2025". */
function measuredIn(answer: string): string | null {
  return (
    /\b(?:tem|têm|teve)\s+(?:o|a|os|as)\s+(?:maior(?:es)?|menor(?:es)?)\s+(?:número de\s+)?([^:()[\]]+?)\s*[:(]/iu
      .exec(clean(answer))?.[1]
      ?.trim() ?? null
  );
}

/** The row a which-row answer named first and what it measured, or null when the answer ranked no rows. */
function answeredRow(answer: string): { row: string; measured: string } | null {
  const row = rankingIn(answer)[0];
  const measured = measuredIn(answer);
  return row && measured ? { row, measured } : null;
}

/** "diferença", "separam", "um … a mais que o outro": a difference between two things asked. */
const DIFFERENCE_ASKED = /\b(?:diferenca|separa[mn]?|distancia)\b|\ba (?:mais|menos)\b/;

/**
 * "A diferença entre as duas" after a question of the row with the least and one of the row with the most: the two rows
 * the last two answers named, in what the last one measured. Null unless both answered a row, and different ones.
 */
function rowsOfTwoTurns(text: string, prior: PriorTurn): { rows: [string, string]; measured: string } | null {
  if (!PAIR_REFERENCE.test(foldAccents(text.toLowerCase())) || !prior.earlier) return null;
  const last = answeredRow(prior.answer);
  const before = prior.earlier ? answeredRow(prior.earlier.answer) : null;
  if (!last || !before || last.row === before.row) return null;
  return { rows: [before.row, last.row], measured: last.measured };
}

/**
 * The figure the last answer gave as a share of the one the answer before gave, both plain counts or both money, the
 * last the smaller: "Quanto por cento 1.383 representa de 1.500?". Null when the question writes a figure itself,
 * names a total, or the two answers give no such pair.
 */
/** A count asked with no noun and no subject: "E quantas são?", "quantos houve?", "quantos teve?". */
const COUNT_ALONE =
  /^(?:e\s+)?(quant[oa]s)(?:\s+(?:foram|sao|eram|teve|tem|tiveram|houve|recebeu|registrou|deu))?(?:,?\s+(?:afinal|entao|mesmo|exatamente))?\s*[?!.]*$/u;
/** "Que distrito fez mais vistorias em agosto?": which row, its verb, what it counts, and the rest. */
const WHICH_MOST =
  /^(?:e\s+)?(?:qual|que)\s+(\p{L}+)\s+(\p{L}+)\s+(?:mais|menos|o maior numero de|o menor numero de)\s+(\p{L}+)(.*?)[?!.]*$/du;

/**
 * "E quantas são?" after a question of which row has the most of a count: the question of how many that row had,
 * its noun and its verb as the last question wrote them ("Quantas vistorias o distrito Campo Raso fez em agosto?").
 */
function countOfFirst(text: string, prior: PriorTurn): Resolved | null {
  if (!COUNT_ALONE.test(foldAccents(text.toLowerCase()).trim())) return null;
  const which = WHICH_MOST.exec(foldAccents(prior.question.toLowerCase()).trim());
  const first = rankingIn(prior.answer)[0];
  if (!which || !first) return null;
  // The words as the last question wrote them, accents and all (folding keeps each letter in its place).
  const written = (group: number) => {
    const at = which.indices?.[group];
    return at ? prior.question.trim().slice(at[0], at[1]) : (which[group] ?? "");
  };
  const [key, verb, noun, rest] = [written(1), written(2), written(3), written(4).trim()];
  const form = { ...nounForm(key, `${prior.question} ${prior.answer}`), plural: false };
  const named = foldAccents(first.toLowerCase()).startsWith(foldAccents(key.toLowerCase())) ? first : `${key} ${first}`;
  return {
    text: `Quant${noun.endsWith("as") ? "as" : "os"} ${noun} ${definiteArticle(form)} ${named} ${verb}${rest ? ` ${rest}` : ""}?`,
    replaced: [],
  };
}

/** What is left of a whole: "quanto sobra", "o que resta", "o restante". */
// "líquido": what is received of the whole once the part computed (a retention, a discount) is taken.
const REST_ASKED = /\b(?:sobra|sobram|sobraria|resta|restam|restaria|restante|o resto|liquid[oa]s?)\b/;
/** A part an answer computed of a whole: "São R$ 1.000,00: 20% × R$ 5.000,00 = R$ 1.000,00". */
const PART_COMPUTED = /(\d+(?:,\d+)?%)(?:\s*×\s*\d+)?\s*×\s*(R\$\s*[\d.]+(?:,\d+)?)[^=]*=\s*(R\$\s*[\d.]+(?:,\d+)?)/u;

/** The rest of the whole the last answer took a part of, as a difference both of whose figures are written. */
function restOfComputed(text: string, answer: string): Resolved | null {
  const folded = foldAccents(text.toLowerCase());
  if (!REST_ASKED.test(folded) || /\d/.test(folded)) return null;
  const found = PART_COMPUTED.exec(answer);
  if (!found?.[2] || !found[3]) return null;
  return { text: `Quanto ${found[2]} tem a mais que ${found[3]}?`, replaced: [] };
}

/** What is still missing: "quantos faltam", "quanto resta". */
const MISSING_ASKED = /\b(?:falta|faltam|faltaria|faltariam|resta|restam|sobra|sobram)\b/;

/**
 * "Quantos faltam?", naming nothing, after an answer whose first sentence counts one thing twice (what there is and
 * what is required: "14 eletricistas…, enquanto o contrato prevê 20 eletricistas"): the larger less the smaller.
 */
function restOfTwoCounts(text: string, answer: string): Resolved | null {
  const folded = foldAccents(text.toLowerCase());
  if (!MISSING_ASKED.test(folded) || /\d/.test(folded)) return null;
  // "então", "ainda", "agora" tie the question to the last turn; they name nothing.
  const named = withoutKindWords(folded)
    .replace(MISSING_ASKED, " ")
    .replace(/\b(?:entao|ainda|agora)\b/g, " ");
  if (!analyze(named).every((stem) => isFraming(stem))) return null;
  const [first = ""] = sentencesOf(clean(answer));
  const counted = figuresIn(first).filter((figure) => figure.unit === "number" && figure.noun);
  const nouns = new Set(counted.map((figure) => foldAccents(figure.noun?.toLowerCase() ?? "")));
  if (counted.length !== 2 || nouns.size !== 1) return null;
  const [high, low] = [...counted].sort((a, b) => b.value - a.value) as [FoundFigure, FoundFigure];
  if (high.value === low.value) return null;
  return { text: `Quanto ${high.text} tem a mais que ${low.text}?`, replaced: [] };
}

/** A change asked between two figures: "a redução percentual", "quanto aumentou", "a variação". */
const CHANGE_BETWEEN =
  /\b(?:reducao|reduziu|queda|caiu|diminuicao|diminuiu|aumento|aumentou|cresceu|crescimento|variacao|variou|subiu)\b/;
const FALL = /\b(?:reducao|reduziu|reduzir|queda|caiu|cair|diminuicao|diminuiu|diminuir)\b/;
const RISE = /\b(?:aumento|aumentou|aumentar|cresceu|crescer|crescimento|subiu|subir)\b/;

/**
 * A percentage asked with nothing else ("E quantos por cento isso dá?", "Em porcentagem?") right after an answer that
 * computed one figure less another: the change between them, over the figure the last question measured against. "X a
 * mais que Y" and "acima de Y" are over the smaller; "a menos", "abaixo", "economizou" over the larger.
 */
function percentOfDifference(text: string, prior: PriorTurn): Resolved | null {
  const folded = foldAccents(text.toLowerCase());
  if (!SHARE_ASKED.test(folded) || /\d/.test(folded)) return null;
  const rest = folded
    .replace(SHARE_ASKED, " ")
    .replace(BARE_SHARE_WORDS, " ")
    .replace(/[?!.,\s]+/g, "");
  if (rest !== "") return null;
  const subtraction = SUBTRACTION.exec(prior.answer);
  if (!subtraction?.[1] || !subtraction[2]) return null;
  const [a, b] = [subtraction[1].trim(), subtraction[2].trim()];
  const [x, y] = [parseQuantity(a), parseQuantity(b)];
  if (!x || !y || x.unit !== y.unit || x.unit === "percent" || x.value === y.value) return null;
  const asked = foldAccents(prior.question.toLowerCase());
  const below = LESS_THAN.test(asked);
  const [low, high] = x.value < y.value ? [a, b] : [b, a];
  const [from, to] = below ? [high, low] : [low, high];
  return { text: `Em quantos por cento variou de ${from} para ${to}?`, replaced: [] };
}

/** "R$ 710 mil − R$ 600 mil": the two figures of a subtraction an answer wrote out. */
const SUBTRACTION =
  /((?:R\$\s*)?\d[\d.]*(?:,\d+)?(?:\s*(?:milhões|milhão|mil))?)(?:\s+[^\d\s()−=]+)?\s+−\s+((?:R\$\s*)?\d[\d.]*(?:,\d+)?(?:\s*(?:milhões|milhão|mil))?)/u;

/** Words around a bare request of a percentage: "e", "isso", "quanto dá". */
const BARE_SHARE_WORDS = /\b(?:e|isso|isto|quanto|da|dá|fica|seria|representa|foi|ficou|em|e em)\b/gu;

/** A comparison that measures against the larger figure: "a menos", "abaixo", "economizou", "caiu". */
const LESS_THAN = /\b(?:a menos|abaixo|menor|economiz\p{L}*|caiu|reduziu|reducao|queda|diminuiu)\b/u;

function shareOfTwoAnswers(text: string, prior: PriorTurn): Resolved | null {
  const folded = foldAccents(text.toLowerCase());
  if (!SHARE_ASKED.test(folded) || /\d/.test(folded) || /\btotal\b/.test(folded) || !prior.earlier) return null;
  const last = answeredFigure(prior.answer);
  const before = answeredFigure(prior.earlier.answer);
  const [part, whole] = [last, before].map((figure) =>
    figure ? parseQuantity(figure.split(/\s+(?=\p{L})/u)[0] ?? "") : null,
  );
  if (!last || !before || !part || !whole || part.unit !== whole.unit || part.unit === "percent") return null;
  // "E de um para o outro, caiu quanto em percentual?": the change from the earlier answer's figure to the last one's.
  if (CHANGE_BETWEEN.test(folded) && whole.value !== 0) {
    // The direction the question names sets which figure it starts from: a fall ("a redução", "caiu") is from the
    // larger, a rise from the smaller, whatever order the two were asked in ("a meta" then "hoje").
    const swap = FALL.test(folded) ? part.value > whole.value : RISE.test(folded) && part.value < whole.value;
    const [from, to] = swap ? [last, before] : [before, last];
    return { text: `Em quantos por cento variou de ${from} para ${to}?`, replaced: [] };
  }
  if (!(part.value > 0 && part.value < whole.value)) return null;
  // What each figure counts, when the answer says ("O total de resolvidos no prazo … é 1.383").
  const what = (answer: string) => summedNoun(answer) ?? "";
  const [of, to] = [what(prior.answer), what(prior.earlier.answer)];
  return {
    text: `Quanto por cento ${last}${of ? ` ${of}` : ""} representa de ${before}${to ? ` ${to}` : ""}?`,
    replaced: [],
  };
}

/**
 * The figure the answer before the last gave, when the compared phrase names what that turn asked about ("o do
 * eletricista" after "quanto custa o kit de um eletricista?"): all its content words are the earlier question's.
 */
function earlierFigure(phrase: string, prior: PriorTurn): string | null {
  if (!prior.earlier) return null;
  const words = analyze(phrase).filter((stem) => !isFraming(stem));
  const asked = new Set(analyze(`${prior.earlier.question} ${clean(prior.earlier.answer)}`));
  if (words.length === 0 || !words.every((stem) => asked.has(stem))) return null;
  return answeredFigure(prior.earlier.answer);
}

/** "isso" asked in money: "em reais", "em dinheiro", "quanto vale/custa isso". */
const MONEY_OF_IT =
  /\b(?:isso|isto)\b.*\b(?:em reais|em dinheiro)\b|\bquanto (?:isso |isto )?(?:vale|custa|custaria|valeria)\b/;
/** A cell the agent read: "As saídas do código P-201 são 275 un [1]." — what, of which row, and the figure. */
const CELL_READ =
  /^(?:O|A|Os|As)\s+(.+?)\s+(do|da|dos|das)\s+(.+?)\s+(?:é|são|foi|foram)\s+(\d[\d.]*(?:,\d+)?(?:\s+[\p{L}/²³]+)?)\s*(?:\[|\.?\s*$)/u;

/**
 * "E quanto isso dá em reais, pelo preço unitário?" after "As saídas do código P-201 são 275 un": the figure, of that
 * row, at the rate the question names ("Quanto valem 275 un do código P-201, pelo preço unitário?"). Null unless the
 * question asks "isso" in money and the answer read one cell.
 */
function valueOfAnswered(text: string, answer: string): Resolved | null {
  const folded = foldAccents(text.toLowerCase());
  if (!MONEY_OF_IT.test(folded) || !REFERENCE.test(folded)) return null;
  const cell = CELL_READ.exec(clean(answer).trim());
  // The rate after the preposition that names it ("pelo preço unitário", "à tarifa média"), not an article's phrase ("a
  // intervenção recomendada para ele" is the thing asked).
  const rate = /(?<![\p{L}])(?:pel[oa]|ao|à|com o|com a)\s+((?:\p{L}+\s*){1,4})[?!.]*$/iu
    .exec(text.trim())?.[1]
    ?.trim();
  if (!cell?.[3] || !cell[4] || !rate) return null;
  return { text: `Quanto valem ${cell[4]} ${cell[2]} ${cell[3]}, pelo ${rate}?`, replaced: [] };
}

/** A count whose noun the question leaves to the last one: the interrogative, then a copula. */
const COUNT_WITHOUT_NOUN = /^(?:e\s+)?(quant[oa]s)\s+(?=(?:foram|sao|estao|ficaram|tiveram|tem|vao|seriam)\b)/iu;
/** The last question's adding up, carried: "no total", "ao todo", "somando…". */
const TOTAL_ASKED = /\b(?:no total|ao todo|somando|somad[oa]s?|total)\b/;

function countWithoutNoun(text: string, previous: string): Resolved | null {
  // Folded to read "estão" as "estao"; folding keeps every letter in its place, so the rest is sliced as written.
  const opening = COUNT_WITHOUT_NOUN.exec(foldAccents(text.trim()));
  const folded = foldAccents(previous.toLowerCase());
  const noun = /\bquant[oa]s\s+(\p{L}{3,}(?:\s+d[eao]s?\s+\p{L}{3,})?)/iu.exec(previous)?.[1];
  if (!opening || !noun || !TOTAL_ASKED.test(folded)) return null;
  const rest = text
    .trim()
    .slice(opening[0].length)
    .replace(/[?!.]+\s*$/, "");
  const asked = (opening[1] ?? "quantos").toLowerCase();
  return { text: `${asked.charAt(0).toUpperCase()}${asked.slice(1)} ${noun} ${rest}, no total?`, replaced: [] };
}

/**
 * "E quantos há no bairro hoje?", "Então quantos sobram para 2035?" after "Quantos hidrantes de coluna o plano
 * troca?": a count whose verb follows "quantos" at once counts what the last question counted, the noun phrase as it
 * wrote it ("hidrantes de coluna"), with the rest of this question.
 */
const COUNT_VERBS =
  "existem|existiam|existirao|ha|havia|ficam|ficaram|ficarao|sobram|sobraram|restam|restaram|faltam|faltaram|serao|estao|sao|foram|tem|teve|tiveram|vao|entram|entraram|continuam|permanecem";
const COUNT_THEN_VERB = new RegExp(`^(?:(?:e|entao|mas)\\s+)?(quant[oa]s)\\s+(?=(?:${COUNT_VERBS})\\b)`, "iu");
const COUNTED_PHRASE = new RegExp(
  `\\bquant[oa]s\\s+(\\p{L}{3,}(?:\\s+(?:d[eao]s?\\s+)?\\p{L}{3,}){0,3}?)(?=\\s+(?:o|a|os|as|que|no|na|nos|nas|em|para|por|e|vai|deve|devem|${COUNT_VERBS})\\b|\\s*[?,])`,
  "iu",
);

function countedNounCarried(text: string, previous: string): Resolved | null {
  const opening = COUNT_THEN_VERB.exec(foldAccents(text.trim()));
  // Found folded ("são" as "sao"), sliced as written: folding keeps every letter in its place.
  if (!opening) return null;
  const found = COUNTED_PHRASE.exec(foldAccents(previous));
  const noun = found?.[1]
    ? previous.slice(found.index + found[0].indexOf(found[1]), found.index + found[0].length)
    : pluralNamed(previous, /^quantas/iu.test(opening[1] ?? "") ? "f" : "m");
  if (!noun) return null;
  const rest = text
    .trim()
    .slice(opening[0].length)
    .replace(/[?!.]+\s*$/, "");
  // The gender of the count: the previous question's interrogative for its noun, else the message's own.
  const counted = found?.[1] ? (/\bquant[oa]s\b/iu.exec(previous)?.[0] ?? "") : (opening[1] ?? "");
  const asked = /^quantas/iu.test(counted) ? "Quantas" : "Quantos";
  return { text: `${asked} ${noun} ${rest}?`, replaced: [] };
}

/**
 * The first plural noun the previous question names in the gender counted ("incluir válvulas de descarga" for
 * "quantas"): with its article when it has one, else a bare plural and its complement.
 */
function pluralNamed(previous: string, gender: Gender): string | null {
  const withArticle = agreeingPhrase(previous, gender, true);
  if (withArticle) return withArticle;
  const ending = gender === "f" ? /as$/ : /(?:os|es)$/;
  for (const match of previous.matchAll(/(?<![\p{L}])(\p{L}{4,})(\s+d[eao]s?\s+\p{L}{3,})?/gu)) {
    const word = foldAccents((match[1] ?? "").toLowerCase());
    const stem = analyze(word)[0];
    if (!ending.test(word) || !stem || isFraming(stem) || VERB_FORM.test(word.replace(/s$/, ""))) continue;
    return match[0];
  }
  return null;
}

/** A part of the total asked in percent or as a share: "que fatia do total", "quanto isso é do total, em %". */
const SHARE_OF_TOTAL =
  /\b(?:percentua(?:l|is)|por cento|porcentagem|fatia|parte|parcela|participacao|representa[mn]?)\b|%/;
const REFERENCE = /\b(?:isso|isto|ela|elas|ele|eles)\b/;

/**
 * "Isso é que porcentagem do total?", "que parcela do total elas somam?" after an answer that
 * named the row with the most or the least of something: the share of that row in its column's total.
 */
function shareOfAnsweredRow(text: string, prior: PriorTurn): Resolved | null {
  const folded = foldAccents(text.toLowerCase());
  if (!/\btotal\b/.test(folded) || !SHARE_OF_TOTAL.test(folded) || !REFERENCE.test(folded)) return null;
  const answered = answeredRow(prior.answer);
  if (!answered) return null;
  // "do total arrecadado" names the total itself; a bare "do total" is the total of what the answer measured.
  const named = /\btotal\s+(?!(?:em|de|do|da|dos|das|no|na|isso|isto|ela|elas|ele|eles)\b)(\p{L}{4,})/u.exec(
    folded,
  )?.[1];
  const totalOf = named ? `total ${named}` : `total de ${answered.measured}`;
  // The row before the total: "total" would otherwise name the table's total row first.
  return { text: `Quanto ${answered.row} representa do ${totalOf}, em percentual?`, replaced: [] };
}

const PLACES: Record<string, string> = { segund: "segund", terceir: "terceir", quart: "quart", quint: "quint" };

/**
 * An ordinal alone ("E o segundo?", "qual vem em terceiro?") after a question that asked the row with a superlative:
 * the question again with that place ("a segunda maior perda", "em segundo lugar mais reclamações").
 */
function placeInRanking(question: string, previous: string): Resolved | null {
  const plain = foldAccents(question.toLowerCase())
    .replace(/[?!.]+\s*$/, "")
    .trim();
  const ordinal =
    /^(?:e\s+)?(?:(?:qual|quem|que)\s+(?:e|foi|vem|veio|ficou|esta|fica)\s+)?(?:(?:em|o|a)\s+)?(segund|terceir|quart|quint)[oa]s?(?:\s+(?:lugar|colocad[oa]|posicao))?$/.exec(
      plain,
    )?.[1];
  const place = ordinal ? PLACES[ordinal] : undefined;
  if (!place) return null;
  const base = previous.replace(/[?!.]+\s*$/, "").trim();
  const superlative = /\b(o|a|os|as)\s+(maior(?:es)?|menor(?:es)?)\b/iu.exec(base);
  if (superlative) {
    const article = superlative[1] ?? "o";
    const ending = /^as?$/i.test(article) ? "a" : "o";
    const at = (superlative.index ?? 0) + article.length;
    return { text: `${base.slice(0, at)} ${place}${ending}${base.slice(at)}?`, replaced: [] };
  }
  const degree = /\b(mais|menos)\s+\p{L}/iu.exec(base);
  if (!degree) return null;
  const at = degree.index ?? 0;
  return { text: `${base.slice(0, at)}em ${place}o lugar ${base.slice(at)}?`, replaced: [] };
}

/** "dos seis", "os três", "entre as duas" ending the phrase: a count whose noun is left to the conversation. */
const BARE_COUNT =
  /\b(d?[oa]s|entre [oa]s)\s+(dois|duas|tr[eê]s|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|\d{1,3})(?=\s*(?:[?!.,;]|$))/giu;

/** The noun a text counts with that number ("seis reservatórios elevados" → "reservatórios"), or null. */
function countedNoun(text: string, count: string): string | null {
  const found = new RegExp(`(?<![\\p{L}\\d])${count}\\s+(\\p{L}{3,})`, "iu").exec(text);
  const noun = found?.[1];
  return noun && !/^(?:de|dos|das|para|por|mil|meses|anos|dias|horas|vezes)$/iu.test(noun) ? noun.toLowerCase() : null;
}

/** A share of something asked: "que percentual de…", "quantos por cento do orçamento", "que fatia do custo". */
const SHARE_OF =
  /\b(?:percentua(?:l|is)|por cento|porcentagem|(?:que|qual) (?:parte|fatia|parcela|fracao|proporcao))\s+(?:d[aeo]s?|em relacao a)\s/u;

/** "Isso corresponde a que percentual de Y?", "Que fatia de Y isso representa?": the share asked and "isso", either order. */
const asksShareOfIt = (folded: string) => SHARE_OF.test(folded) && /\b(?:isso|isto)\b/u.test(folded);

/**
 * What a column's sum the last answer gave counts or measures: "O total de resolvidos no prazo dos canais é 1.383", "São
 * 412 vistorias feitas dos distritos: …".
 */
function summedNoun(answer: string): string | null {
  const text = clean(answer).trim();
  return (
    /^O total de (.+?) d[aeo]s? /u.exec(text)?.[1] ??
    /^São [\d.,]+ (.+?) d[aeo]s? (?:\p{Ll}+|\p{Lu}[^:]*?):/u.exec(text)?.[1] ??
    null
  );
}

/**
 * The total the last turn gave, as "do total de X": a column's sum the agent wrote ("O total de imóveis afetados dos
 * municípios é …"), else a total the previous question asked ("o investimento total do plano").
 */
function totalIn(prior: PriorTurn): string | null {
  const summed =
    /^O total de (.+?) d[aeo]s? (?:\p{Ll}+|\p{Lu}.*?) é (R\$\s*[\d.,]+(?:\s*(?:milhões|milhão|mil))?)?/u.exec(
      clean(prior.answer).trim(),
    );
  // With its amount, when the total is money: a part of it asked in percent is computed from that amount.
  if (summed?.[1]) return summed[2] ? `dos ${summed[2]} do total de ${summed[1]}` : `do total de ${summed[1]}`;
  // Things counted are added up as "São 412 vistorias feitas dos distritos: …".
  const counted = /^São [\d.,]+ (.+?) d[aeo]s? (?:\p{Ll}+|\p{Lu}[^:]*?):/u.exec(clean(prior.answer).trim())?.[1];
  if (counted) return `do total de ${counted}`;
  const asked = /\b(o|a)\s+(\p{L}+\s+(?:total|global)(?:\s+d[aeo]s?\s+\p{L}+)?)/iu.exec(prior.question);
  if (!asked?.[2]) return null;
  return `${asked[1]?.toLowerCase() === "a" ? "da" : "do"} ${asked[2]}`;
}

const CONTRACTIONS: Record<string, string> = { por: "pel", de: "d", em: "n" };

/** "por a", "de o", "em as" written by a substitution, contracted; those the message wrote itself are left. */
function contracted(text: string, original: string): string {
  return (
    text
      // The article in lower case and whole: "em Açude X" is a name's capital, not "em a" ("\b" ends at a "ç").
      .replace(
        /(?<![\p{L}])([Pp]or|[Dd]e|[Ee]m)\s+(o|a|os|as)(?![\p{L}\p{N}-])/gu,
        (whole, preposition: string, article: string) =>
          original.includes(whole) ? whole : `${CONTRACTIONS[preposition.toLowerCase()]}${article.toLowerCase()}`,
      )
      .replace(/(?<![\p{L}])a\s+(o|a|os|as)(?![\p{L}\p{N}-])/gu, (whole, article: string) =>
        original.includes(whole) ? whole : ({ o: "ao", os: "aos", a: "à", as: "às" }[article] ?? whole),
      )
  );
}

/** The two names the previous question compared ("a diferença entre A e B"), in its order; null unless exactly two. */
function comparedPair(prior: PriorTurn): [string, string] | null {
  // "entre Lagoa e Mirante" reads as one name joined by "e": two here.
  const names = [...new Set(entitiesIn(prior.question).flatMap((name) => name.split(/\s+e\s+/u)))];
  return names.length === 2 ? [names[0] as string, names[1] as string] : null;
}

/** Adjective endings: two words that share one are of a kind ("lateral"/"frontal", "mensal"/"anual"). */
const ADJECTIVE_ENDING = /(?:al|ic[oa]|iv[oa]|ari[oa]|os[oa]|ente|ante)s?$/;

/**
 * An ellipsis that is one adjective ("E o frontal?", "e a federal?") replaces the previous question's adjective with
 * the same ending that follows a noun there ("espaçamento lateral", "verba estadual").
 */
function adjectiveSwap(folded: string, base: string): Resolved | null {
  const word = /^(?:(?:o|a|os|as)\s+)?(\p{Ll}{4,})$/u.exec(folded)?.[1];
  const ending = word ? ADJECTIVE_ENDING.exec(word)?.[0] : undefined;
  if (!word || !ending) return null;
  const tokens = [...base.matchAll(/\p{L}+/gu)];
  const found = tokens.find((token, i) => {
    const candidate = foldAccents(token[0].toLowerCase());
    const before = tokens[i - 1]?.[0] ?? "";
    return (
      i > 1 &&
      candidate !== word &&
      candidate.endsWith(ending) &&
      /^\p{Ll}{3,}$/u.test(before) &&
      !PREPOSITION_FAMILY[foldAccents(before)] &&
      !/^(?:o|a|os|as|um|uma)$/.test(before)
    );
  });
  if (!found) return null;
  const at = found.index ?? 0;
  return { text: `${base.slice(0, at)}${word}${base.slice(at + found[0].length)}?`, replaced: [found[0]] };
}

/**
 * Words that name the two sides of one thing: before and after, in and out, start and end, raw and treated water, the
 * planned and the done. An ellipsis of one side ("E depois, qual era?", "E na saída?") asks the previous question
 * of that side.
 */
const CONTRASTS: [string[], string[]][] = [
  [["antes"], ["depois", "apos"]],
  [
    ["entrada", "entradas"],
    ["saida", "saidas"],
  ],
  [
    ["inicio", "comeco", "inicial"],
    ["termino", "fim", "final", "conclusao", "encerramento"],
  ],
  [["bruta"], ["tratada"]],
  [
    ["urbana", "urbano", "urbanas", "urbanos"],
    ["rural", "rurais"],
  ],
  [
    ["diurno", "diurna", "diurnos", "diurnas"],
    ["noturno", "noturna", "noturnos", "noturnas"],
  ],
  [
    ["anterior", "original", "antigo", "antiga"],
    ["atual", "novo", "nova", "vigente"],
  ],
  [["ida"], ["volta"]],
  [
    ["previsto", "prevista", "previstos", "previstas", "planejado", "planejada", "orcado", "orcada"],
    ["realizado", "realizada", "executado", "executada", "real"],
  ],
  [
    ["receita", "receitas"],
    ["despesa", "despesas"],
  ],
];

/** "E depois, qual era?" after "Qual era X antes da troca?": the other side's word in place of the one written. */
function contrastSwap(folded: string, base: string, written: string): Resolved | null {
  const asked = /^(?:(?:[nd]?(?:o|a|os|as)|em|de)\s+)?(?:de\s+)?(\p{L}+)(.*)$/u.exec(folded);
  const word = asked?.[1] ?? "";
  const rest = (asked?.[2] ?? "").trim();
  const sides = CONTRASTS.find(([one, other]) => one.includes(word) || other.includes(word));
  if (!sides) return null;
  const counterparts = sides[0].includes(word) ? sides[1] : sides[0];
  const tokens = [...base.matchAll(/\p{L}+/gu)];
  const found = tokens.find((token) => counterparts.includes(foldAccents(token[0].toLowerCase())));
  if (!found) return null;
  const at = found.index ?? 0;
  // "E depois da troca?" after "… antes da troca do filtro": what follows the word may only repeat the question.
  const bare = (text: string) => text.trim().replace(/^(?:(?:[dn]?(?:o|a|os|as)|de)\s+)+/u, "");
  const after = bare(foldAccents(base.slice(at + found[0].length).toLowerCase()));
  if (rest && !after.startsWith(bare(rest))) return null;
  const own = [...written.matchAll(/\p{L}+/gu)].find((token) => foldAccents(token[0].toLowerCase()) === word)?.[0];
  // "antes da troca" → "após a troca", "após a troca" → "depois da troca": "após" takes no "de".
  let tail = base.slice(at + found[0].length);
  if (word === "apos") tail = tail.replace(/^\s+d([oa]s?)\s/u, " $1 ");
  else if (foldAccents(found[0].toLowerCase()) === "apos") tail = tail.replace(/^\s+([oa]s?)\s/u, " d$1 ");
  return { text: `${base.slice(0, at)}${own ?? word}${tail}?`, replaced: [found[0]] };
}

/** Endings of a finite verb in the past or the present that a one-word ellipsis ("E recebeu?") may carry. */
const VERB_ENDINGS = [/(?:ou|eu|iu)$/, /(?:aram|eram|iram)$/];

/** "E recebeu?": the previous question's verb of the same person and tense, replaced by this one. */
function verbSwap(folded: string, base: string): Resolved | null {
  const word = /^(\p{Ll}{5,})$/u.exec(folded)?.[1];
  // "enviou", "recebeu", "emitiu": one person and tense in every conjugation.
  const ending = word ? VERB_ENDINGS.find((pattern) => pattern.test(word)) : undefined;
  if (!word || !ending) return null;
  const found = [...base.matchAll(/\p{L}+/gu)].findLast((token) => {
    const candidate = foldAccents(token[0].toLowerCase());
    return candidate !== word && candidate.length >= 5 && ending.test(candidate);
  });
  if (!found) return null;
  const at = found.index ?? 0;
  return { text: `${base.slice(0, at)}${word}${base.slice(at + found[0].length)}?`, replaced: [found[0]] };
}

/** Words that qualify a noun without naming it ("as demais viagens", "outras ETEs"). */
const QUALIFIERS = /^(?:o|a|os|as|um|uma|uns|umas|demais|outr[oa]s?|tod[oa]s?|cada|mesm[oa]s?|nov[oa]s?)$/;

/**
 * "E as outras compras no exterior?" after "Quem aprova compra de medidor importado?": the ellipsis's noun is a noun the
 * previous question writes; its phrase there (the noun, an article before it and its "de" complements) is replaced
 * by the ellipsis. Null when the ellipsis is no more than that noun, or the previous question lacks it.
 */
function sharedNounSwap(phrase: string, base: string): Resolved | null {
  const words = phrase
    .replace(/[?!.]+\s*$/, "")
    .trim()
    .split(/\s+/);
  const headAt = words.findIndex((word) => !QUALIFIERS.test(foldAccents(word.toLowerCase())));
  const head = headAt >= 0 ? words[headAt] : undefined;
  // A name ("E o grupo D?", "E o setor Leste?") swaps a name, its noun kept: the entity swap does that.
  if (!head || words.length < 2 || words.some((word) => /^\p{Lu}/u.test(word))) return null;
  const stem = analyze(singularOf(head.toLowerCase()))[0];
  if (!stem) return null;
  const tokens = [...base.matchAll(/[^\s,;:]+/gu)];
  const at = tokens.findIndex((token) => analyze(singularOf(token[0].toLowerCase()))[0] === stem);
  if (at < 1) return null;
  let start = at;
  if (/^(?:o|a|os|as|um|uma)$/iu.test(tokens[at - 1]?.[0] ?? "")) start = at - 1;
  let end = at;
  // Its complements ("de conselheiro", "do lote 2", as long as a "de" carries them on) when the ellipsis brings its own
  // ("no exterior"); else only its adjectives: "E o custo anual?" keeps "do serviço de poda".
  const ownComplement = words.slice(headAt + 1).some((word) => PREPOSITION_FAMILY[foldAccents(word.toLowerCase())]);
  const ownLabel = /^\d+$/.test(words[headAt + 1] ?? "");
  for (;;) {
    const next = foldAccents((tokens[end + 1]?.[0] ?? "").toLowerCase());
    if (ownComplement && PREPOSITION_FAMILY[next] === "de" && tokens[end + 2]) end += 2;
    // The figure that labels it ("classe 4") when the ellipsis brings its own ("E na classe 3?").
    else if (ownLabel && /^\d+$/.test(next)) end += 1;
    // An adjective after them ("de medidor importado"): a lower-case word that is no preposition nor verb.
    else if (/^\p{Ll}{3,}$/u.test(tokens[end + 1]?.[0] ?? "") && !PREPOSITION_FAMILY[next] && !PHRASE_END.test(next))
      end += 1;
    else break;
  }
  const from = tokens[start]?.index ?? 0;
  const to = (tokens[end]?.index ?? 0) + (tokens[end]?.[0].length ?? 0);
  const old = base.slice(from, to);
  return {
    text: `${base.slice(0, from)}${phrase.replace(/[?!.]+\s*$/, "").trim()}${base.slice(to)}?`,
    replaced: [old],
  };
}

const CLAUSE_VERB = new RegExp(`^(?:${CHANGE_VERBS})$`, "u");
const TIME_COMPLEMENT = new RegExp(`\\s(?:de|em|no|na)\\s+(?:${MONTH_NAMES}|\\d{4})$`, "u");

/**
 * What of the previous question's object an ellipsis takes the place of: the words before the clause's verb ("as
 * ocorrências de outubro cresceram em relação a setembro" → "as ocorrências de outubro"), and of those, a bare noun
 * phrase (an ellipsis of one noun with its article) leaves a time the object was of ("de outubro") in place.
 */
function subjectOfClause(object: string, phrase: string): string {
  const tokens = [...object.matchAll(/\S+/gu)];
  const verbAt = tokens.findIndex((token, i) => i >= 2 && CLAUSE_VERB.test(foldAccents(token[0].toLowerCase())));
  if (verbAt < 0) return object;
  const subject = object.slice(0, tokens[verbAt]?.index ?? object.length).trimEnd();
  const ownComplement = phrase
    .trim()
    .split(/\s+/)
    .some((word) => PREPOSITION_FAMILY[foldAccents(word.toLowerCase())]);
  const time = ownComplement ? null : TIME_COMPLEMENT.exec(foldAccents(subject.toLowerCase()));
  return time ? subject.slice(0, time.index).trimEnd() : subject;
}

/** The clause's change verb in the number of the subject put before it: "o prejuízo … cresceu", "as perdas … caíram". */
function agreeingVerb(clause: string, subject: string): string {
  const plural = /^(?:os|as)\s/iu.test(subject.trim());
  return clause.replace(/(?<![\p{L}])(\p{L}+)(?![\p{L}])/gu, (word: string) => {
    if (!CLAUSE_VERB.test(foldAccents(word.toLowerCase()))) return word;
    if (plural) return word.replace(/ou$/u, "aram").replace(/eu$/u, "eram").replace(/iu$/u, "iram");
    return word
      .replace(/aram$/u, "ou")
      .replace(/eram$/u, "eu")
      .replace(/[ií]ram$/u, "iu");
  });
}

/** Prepositions by family: a contraction ("da", "nas", "pelo") stands for its preposition. */
const PREPOSITION_FAMILY: Record<string, string> = {
  de: "de",
  do: "de",
  da: "de",
  dos: "de",
  das: "de",
  em: "em",
  no: "em",
  na: "em",
  nos: "em",
  nas: "em",
  num: "em",
  numa: "em",
  nuns: "em",
  numas: "em",
  para: "para",
  por: "por",
  pelo: "por",
  pela: "por",
  pelos: "por",
  pelas: "por",
  com: "com",
  sem: "sem",
};
/** Words that, before "de", set a phrase against a place, a time or a bound: "fora do prazo", "antes da obra". */
const CONTRAST_LOCUTION = /^(?:fora|dentro|antes|depois|acima|abaixo|alem|aquem|perto|longe)$/;
/** What ends a phrase of the question: a verb, a conjunction, a clause. */
const PHRASE_END =
  /^(?:e|ou|que|ate|foi|foram|e|sao|era|eram|sera|serao|tem|teve|tiveram|ficou|ficaram|esta|estao|deve|devem|pode|podem|vai|vao|custa|custou|recebe|recebem|paga|pagam|entra|entram|precisa|precisam)$/;

/**
 * "E de cloro?" after "Quantas análises de turbidez foram feitas?": the ellipsis's preposition names the phrase it
 * replaces, the previous question's phrase opened by the same preposition (a contraction counts as its
 * preposition). A phrase runs on through "de" ("do curso de Soldagem de tubos") and ends at another preposition, a
 * verb, a comma or the end. A capitalised name replaces the phrase that opens with a name (none: the entity swap
 * below keeps the noun before a name); any other phrase, the last one.
 */
function samePrepositionSwap(ellipsis: string, previous: string): Resolved | null {
  const opened = /^(\p{L}+)\s+(.+)$/u.exec(ellipsis.trim());
  const family = PREPOSITION_FAMILY[foldAccents(opened?.[1]?.toLowerCase() ?? "")];
  if (!opened || !family || !opened[2]) return null;
  const base = previous.replace(/[?!.]+\s*$/, "").trim();
  const tokens = [...base.matchAll(/[^\s,;:]+|[,;:]/gu)];
  // A figure takes a figure's place ("de 2029"), a word a word's; and a phrase is as long as the ellipsis's unless a
  // "de" carries it on ("de esgoto ainda faltam" gives up "de esgoto", "de Soldagem de tubos" stays whole).
  const wantsFigure = /^\d/.test(opened[2]);
  const length = opened[2].split(/\s+/).filter((word) => !PREPOSITION_FAMILY[foldAccents(word.toLowerCase())]).length;
  const phrases: { start: number; end: number; named: boolean }[] = [];
  // The end of the phrase a preposition at token i opens, or null when no word follows it.
  const phraseEnd = (i: number): number | null => {
    let last = i;
    let words = 0;
    for (let j = i + 1; j < tokens.length; j++) {
      const word = foldAccents((tokens[j]?.[0] ?? "").toLowerCase());
      const ownFamily = PREPOSITION_FAMILY[word];
      if (/^[,;:]$/.test(word) || PHRASE_END.test(word) || (ownFamily && ownFamily !== "de")) break;
      if (!ownFamily) {
        last = j;
        words++;
      }
      // A name runs on through its capitalised words ("de Rita Sales Lobo").
      const next = tokens[j + 1]?.[0] ?? "";
      // So does one joined by a "de" ("na ETE Vargem do Sol").
      const joined = ownFamily === "de" && /^\p{Lu}/u.test(tokens[j - 1]?.[0] ?? "");
      const nameGoesOn = (/^\p{Lu}/u.test(tokens[j]?.[0] ?? "") || joined) && /^\p{Lu}/u.test(next);
      // A figure right after a noun is its label ("de grau 4", "do lote 2"): the phrase takes it along.
      const labelFollows = /^\d/.test(next) && /^\p{L}/u.test(tokens[j]?.[0] ?? "");
      if (
        words >= length &&
        PREPOSITION_FAMILY[foldAccents(next.toLowerCase())] !== "de" &&
        !nameGoesOn &&
        !labelFollows
      )
        break;
    }
    return last > i ? (tokens[last]?.index ?? 0) + (tokens[last]?.[0].length ?? 0) : null;
  };
  tokens.forEach((token, i) => {
    if (PREPOSITION_FAMILY[foldAccents(token[0].toLowerCase())] !== family) return;
    if (/^\d/.test(tokens[i + 1]?.[0] ?? "") !== wantsFigure) return;
    const end = phraseEnd(i);
    if (end !== null) phrases.push({ start: token.index ?? 0, end, named: /^\p{Lu}/u.test(tokens[i + 1]?.[0] ?? "") });
  });
  // "E no prazo?" after "… fora do prazo …": a locution set against the ellipsis's preposition ("fora de", "dentro
  // de", "antes de", "acima de") opens a phrase it takes the place of, when that phrase writes the ellipsis's noun.
  const contrasts = tokens.flatMap((token, i) => {
    const next = foldAccents((tokens[i + 1]?.[0] ?? "").toLowerCase());
    if (!CONTRAST_LOCUTION.test(foldAccents(token[0].toLowerCase())) || PREPOSITION_FAMILY[next] !== "de") return [];
    const end = phraseEnd(i + 1);
    return end === null ? [] : [{ start: token.index ?? 0, end, named: false }];
  });
  if (phrases.length === 0 && contrasts.length === 0) return null;
  // "E os de X e Y?" after "… de A e de B?": a pair takes the place of the pair, the phrases joined by "e" as one.
  if (/\s(?:e|ou)\s/u.test(opened[2]))
    for (let i = phrases.length - 1; i > 0; i--) {
      const [before, after] = [phrases[i - 1], phrases[i]];
      if (before && after && /^\s*(?:e|ou)\s*$/u.test(base.slice(before.end, after.start)))
        phrases.splice(i - 1, 2, { start: before.start, end: after.end, named: before.named });
    }
  const wantsName = /^\p{Lu}/u.test(opened[2]);
  // Of two phrases of that preposition, the one that writes the ellipsis's noun ("nas demais estações" for "na estação
  // X", not "em maio"); else the last.
  const singularStems = (text: string) =>
    (text.match(/\p{L}{3,}/gu) ?? []).flatMap((w) => analyze(singularOf(w.toLowerCase())));
  const own = new Set(singularStems(opened[2]));
  const sharing = [...phrases, ...contrasts].find((phrase) =>
    singularStems(base.slice(phrase.start, phrase.end)).some((stem) => own.has(stem)),
  );
  // "E com as corretivas?" after "… com as manutenções preventivas …": the adjective after a phrase's noun, of the
  // ellipsis's own form (its last four letters), is the word the ellipsis takes the place of, so it goes with the
  // phrase, and names the phrase when none writes the ellipsis's noun.
  const lastWord = foldAccents((opened[2].match(/\p{L}+/gu) ?? []).at(-1)?.toLowerCase() ?? "");
  const sameFormAfter = (phrase: { end: number }) => {
    const after = /^\s+(\p{L}+)/u.exec(base.slice(phrase.end));
    return after?.[1] && lastWord.length >= 6 && foldAccents(after[1].toLowerCase()).slice(-4) === lastWord.slice(-4)
      ? after[0].length
      : 0;
  };
  // A name after a noun ("da regional Baixada") keeps the noun: the entity swap below does that.
  const chosen = wantsName
    ? phrases.find((phrase) => phrase.named)
    : (sharing ?? phrases.find((phrase) => sameFormAfter(phrase) > 0) ?? phrases.at(-1));
  if (!chosen) return null;
  const end = chosen.end + sameFormAfter(chosen);
  const old = base.slice(chosen.start, end);
  return { text: `${base.slice(0, chosen.start)}${ellipsis.trim()}${base.slice(end)}?`, replaced: [old] };
}

/**
 * "E a das licenças?" after "Qual é a participação de Serviços de campo no total?", answered 'O item “Serviços de
 * campo” tem …': the row the previous answer named in quotes, where the previous question holds it, is the slot the
 * ellipsis's thing takes, whatever preposition the question put before it.
 */
function answeredRowSwap(ellipsis: string, prior: PriorTurn): Resolved | null {
  const opened = /^(\p{L}+)\s+(?:(?:o|a|os|as|um|uma)\s+)?(.+)$/iu.exec(ellipsis.trim());
  if (!opened?.[2] || !PREPOSITION_FAMILY[foldAccents(opened[1]?.toLowerCase() ?? "")]) return null;
  const base = prior.question.replace(/[?!.]+\s*$/, "").trim();
  const folded = foldAccents(base.toLowerCase());
  // A row read whole opens the answer with its name: "Financiamento (programa federal) — valor: …; participação: …";
  // the question names it without its parenthesis.
  const leading = /^([^—\n:[\]]{2,80}?)\s+—\s+\p{L}[^:\n]*:/u.exec(clean(prior.answer).trim())?.[1];
  const rows = [
    ...[...clean(prior.answer).matchAll(/“([^”]{2,80})”/gu)].map((match) => match[1] ?? ""),
    ...(leading ? [leading.replace(/\s*\([^)]*\)/g, "").trim()] : []),
  ]
    .filter((row) => row.length >= 4)
    .sort((a, b) => b.length - a.length);
  for (const row of rows) {
    const found = new RegExp(
      `(?<![\\p{L}\\p{N}])${escapeRegExp(foldAccents(row.toLowerCase()))}(?![\\p{L}\\p{N}])`,
      "u",
    ).exec(folded);
    if (!found) continue;
    const at = found.index;
    return { text: `${base.slice(0, at)}${opened[2]}${base.slice(at + row.length)}?`, replaced: [row] };
  }
  return null;
}

/** "de julho a outubro", "entre 2024 e 2026", "de março de 2025 a junho de 2025": a span a question sets. */
const PERIOD_SPAN = new RegExp(
  `\\b(?:de|entre)\\s+(?:${MONTH_NAMES}|\\d{4})(?:\\s+de\\s+\\d{4})?\\s+(?:a|e|ate)\\s+(?:${MONTH_NAMES}|\\d{4})(?:\\s+de\\s+\\d{4})?`,
  "iu",
);
/** "nesse período", "no mesmo período", "nesses meses": the span the last question set. */
const SAME_PERIOD = /\b(?:n(?:ess|est)[ea]s?|no mesmo|nos mesmos)\s+(?:per[ií]odo|meses|anos)\b/iu;

/** One slot of the previous question replaced by the ellipsis's phrase. */
function replaceSlot(phrase: string, previous: string, isItem: boolean, written = phrase): Resolved {
  const base = previous.replace(/[?!.]+\s*$/, "").trim();
  const folded = foldAccents(phrase.toLowerCase());
  // "E a menor?": the superlative swapped.
  if (SUPERLATIVE.test(folded)) {
    const adjective = folded.replace(/^(?:o|a|os|as)\s+/, "");
    const found = /\b(maior(?:es)?|menor(?:es)?|mais \p{L}+|menos \p{L}+)\b/iu.exec(base);
    if (found)
      return {
        text: `${base.slice(0, found.index)}${adjective}${base.slice(found.index + found[0].length)}?`,
        replaced: [found[0]],
      };
  }
  // "E depois, qual era?", "E na saída?": the other side of what the previous question asked.
  const contrast = contrastSwap(folded.replace(/[?!.]+\s*$/, "").trim(), base, written);
  if (contrast) return contrast;
  // "E a média semanal?", "E o total?": the aggregate swapped, over what the previous question asked.
  const frame0 = FRAME.exec(base);
  // "E o total semanal de horas paradas nesse período?": an aggregate of a thing it names itself is a question of its
  // own, over the period the previous question set ("de julho a outubro") where it says "nesse período".
  // Not "a média do pico de cloro…" that a pronoun made of the last question's own thing.
  const previousStems = new Set(analyze(base));
  const ownThing = analyze(folded.replace(/^(?:a |o )?\p{L}+/u, "")).some(
    (stem) => !isFraming(stem) && !previousStems.has(stem),
  );
  if (
    ownThing &&
    /^(?:a |o )?(?:media|total|soma|maior|menor|maximo|minimo)(?:\s+\p{L}+)?\s+d[eoa]s?\s+\p{L}{3,}/u.test(folded)
  ) {
    // Matched folded, read back as written (folding keeps every letter in its place).
    const found = PERIOD_SPAN.exec(foldAccents(base));
    const span = found ? base.slice(found.index, found.index + found[0].length) : undefined;
    const own = phrase.trim().replace(/[?!.]+$/, "");
    const placed = span && SAME_PERIOD.test(own) ? own.replace(SAME_PERIOD, span) : own;
    return { text: `Qual é ${placed}?`, replaced: [] };
  }
  if (/^(?:a |o )?(?:media|total|soma|maior|menor|maximo|minimo)\b/.test(folded) && frame0?.[2]) {
    const [, opening = "", rest = ""] = frame0;
    // "E a média dele?" after "Qual foi o pico de cloro no reservatório X?": the pronoun named X, which the question already
    // holds; the aggregate takes the place of its head noun ("o pico" → "a média"), the rest kept.
    const own = entitiesIn(base).find((name) => folded.includes(foldAccents(name.toLowerCase())));
    const head = own ? /^(?:o|a|os|as)\s+\p{L}+/iu.exec(rest) : null;
    // The aggregate's own words ("a média", "o total"), whatever the pronoun became after them.
    const aggregate = own ? (/^(?:(?:o|a|os|as)\s+)?\p{L}+/iu.exec(phrase.trim())?.[0] ?? "") : "";
    if (head && aggregate && aggregate !== phrase.trim())
      return {
        text: `${opening} ${aggregate}${rest.slice(head[0].length)}?`.replace(/\s+/g, " "),
        replaced: [head[0]],
      };
    const object = rest.replace(/^(o|a|os|as)\s+/iu, (_, article: string) => `d${article.toLowerCase()} `);
    const joined = object === rest ? `de ${rest}` : object;
    return { text: `${opening} ${phrase} ${joined}?`.replace(/\s+/g, " "), replaced: [] };
  }
  // "E hoje?", "E em 2025?": the time swapped, and a target ("meta", "previsão") becomes the value itself. The time as
  // written: "em 2025" reaches here as "2025", its preposition taken as an item's.
  if (
    TIME.test(folded) ||
    TIME.test(
      foldAccents(
        written
          .toLowerCase()
          .replace(/[?!.]+\s*$/, "")
          .trim(),
      ),
    )
  ) {
    // The previous question's time, with or without its year ("no fim de setembro", "em março de 2026", "em 2025", "o
    // programa de 2027"), or its span of years ("entre 2019 e 2023", "de 2019 a 2023").
    const withoutTime = base
      .replace(/\s*(?:,\s*)?\b(?:de|entre)\s+\d{4}\s+(?:a|e|até|ate)\s+\d{4}\b/giu, "")
      .replace(
        /\s*(?:,\s*)?\b(?:para|em|até|ate|no ano de|no fim de|antes de|depois de|desde|a partir de|de)\s+(?:(?:o\s+)?(?:fim|final)\s+de\s+)?(?:(?:janeiro|fevereiro|março|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)\s+(?:de\s+)?)?\d{4}\b/giu,
        "",
      )
      .replace(
        /\s*(?:,\s*)?\b(?:para|em|até|ate|no|na)\s+(?:o\s+)?(?:(?:fim|final|início|inicio|começo|comeco)\s+d[eo]\s+)?(?:mês de\s+)?(?:janeiro|fevereiro|março|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)\b/giu,
        "",
      )
      .replace(
        /\s*(?:,\s*)?\b(?:no|até o|ate o|para o)\s+(?:[1-4]º|primeiro|segundo|terceiro|quarto)\s+(?:trimestre|semestre)\b/giu,
        "",
      )
      // A time set by an event at the question's end: "antes da obra", "depois da troca dos filtros", "após a reforma".
      .replace(
        /\s*(?:,\s*)?(?<![\p{L}])(?:antes|depois|após|apos)(?:\s+(?:d[aoe]s?|a|o|as|os)\s+\p{L}+(?:\s+\p{L}+){0,3})?\s*$/iu,
        "",
      );
    const target =
      /\b(a meta|o objetivo|o alvo|a previsão|a previsao|a projeção|a projecao|a estimativa)\s+(?:de|do|da|dos|das)\s+/iu;
    const targetWords = target.exec(withoutTime)?.[1] ?? "";
    const current = withoutTime.replace(target, "o valor atual de ");
    // The time as the ellipsis wrote it, its preposition kept ("no fim de junho").
    return {
      text: `${current} ${written.replace(/[?!.]+\s*$/, "")}?`.replace(/\s+/g, " "),
      replaced: [base.slice(withoutTime.length), targetWords],
    };
  }
  // "E o frontal?" after "o espaçamento lateral mínimo": an adjective of the same kind swapped.
  const adjective = adjectiveSwap(folded, base);
  if (adjective) return adjective;
  // "E recebeu?" after "Quantas toneladas o aterro X enviou?": a verb of the same person and tense swapped.
  const verb = verbSwap(folded, base);
  if (verb) return verb;
  // "E as outras compras?" after "Quem aprova compra de medidor?": the phrase of the noun both write, swapped.
  const noun = sharedNounSwap(phrase, base);
  if (noun) return noun;
  // "E para um supervisor?" after "… a franquia de um técnico …": the thing an indefinite article introduced, swapped.
  const indefinite = /^(?:(?:para|de|com|em|por|pra)\s+)?((?:um|uma|uns|umas)\s+.+)$/iu.exec(phrase)?.[1];
  const another = indefinite
    ? /(?<![\p{L}])(?:um|uma|uns|umas)\s+\p{L}[\p{L}-]*(?:\s+d[eoa]s?\s+\p{L}[\p{L}-]*)*/iu.exec(base)
    : null;
  if (indefinite && another)
    return {
      text: `${base.slice(0, another.index)}${indefinite}${base.slice(another.index + another[0].length)}?`,
      replaced: [another[0]],
    };
  // "E da Morro Azul?": the entity swapped.
  const entities = entitiesIn(base);
  const entity = entities.at(-1);
  if ((isItem || /^\p{Lu}/u.test(phrase)) && entity) {
    return { text: `${replaceFolded(base, entity, phrase)}?`, replaced: [entity] };
  }
  // "E o distrito Leste?" after "… do distrito Oeste …": the name swapped, the noun before it kept.
  const named = entitiesIn(` ${phrase}`).at(-1);
  if (named && entity && wordAt(foldAccents(base), foldAccents(named)) < 0) {
    return { text: `${replaceFolded(base, entity, named)}?`, replaced: [entity] };
  }
  // "E a da bomba nova?": the previous question's attribute, of another thing.
  const ofAnother = headOfAnother(phrase, previous, false);
  if (ofAnother) return ofAnother;
  // "E os vazamentos reparados?": the attribute before the entity swapped ("Qual é o custo de energia da regional X").
  const frame = FRAME.exec(base);
  if (frame && entity && foldAccents(phrase).includes(foldAccents(entity))) {
    // "E o nível médio dele?": the pronoun already named the entity; the phrase is the whole new question's object.
    return {
      text: `${agreeingOpening(frame[1] ?? "", phrase)} ${phrase}?`.replace(/\s+/g, " "),
      replaced: [frame[2] ?? ""],
    };
  }
  if (frame && entity) {
    const [, opening = "", rest = ""] = frame;
    const at = rest.lastIndexOf(entity);
    const link = /(\s+(?:d[aoe]s?|n[ao]s?|em|para|pel[oa]s?)(?:\s+\p{Ll}+)?\s+)$/u.exec(rest.slice(0, at));
    if (link) {
      const attribute = rest.slice(0, at - link[0].length);
      return {
        text: `${agreeingOpening(opening, phrase)} ${phrase}${link[0]}${rest.slice(at)}?`.replace(/\s+/g, " "),
        replaced: [attribute],
      };
    }
  }
  // "E a capacitação dos técnicos?": the object after the question's verb swapped ("Quem deve publicar o edital…").
  if (frame) {
    const [, opening = "", rest = ""] = frame;
    const object =
      /(?:^|\s)((?:o|a|os|as|um|uma)\s+[^,?]+?)(?=\s*(?:,|$|\s+e\s+(?:quando|qual|quem|onde|ate|até)))/iu.exec(rest);
    if (object?.[1]) {
      const start = rest.indexOf(object[1]);
      const swapped = subjectOfClause(object[1], phrase);
      const after =
        swapped === object[1]
          ? rest.slice(start + swapped.length)
          : agreeingVerb(rest.slice(start + swapped.length), phrase);
      return {
        text: `${opening} ${rest.slice(0, start)}${phrase}${after}?`.replace(/\s+/g, " "),
        replaced: [swapped],
      };
    }
    return { text: `${agreeingOpening(opening, phrase)} ${phrase}?`.replace(/\s+/g, " "), replaced: [rest] };
  }
  // A previous question with no frame to fill ("Que percentual…?"): a noun phrase with its entity asks what it is.
  const article = /^(o|a|os|as)\s/iu.exec(phrase)?.[1];
  if (article && entity && wordAt(foldAccents(phrase), foldAccents(entity)) >= 0)
    return { text: `${/s$/i.test(article) ? "Quais são" : "Qual é"} ${phrase}?`, replaced: [] };
  return { text: `${base} ${phrase}?`, replaced: [] };
}

/**
 * The previous question's noun phrase that agrees with a pronoun left without a name: "Qual é a taxa de religação?"
 * then "quando ela é cobrada?" — "ela" is "a taxa de religação". The noun's gender and number are read from the
 * determiner the question gives it; the first agreeing content noun wins, with its "de" complement.
 */
/** A sentence's clauses (split at commas, semicolons and "e"), the last first. */
function clausesLastFirst(sentence: string): string[] {
  return sentence
    .split(/\s*[,;]\s*|\s+e\s+/u)
    .filter((clause) => clause.trim().length > 0)
    .reverse();
}

function agreeingPhrase(
  previous: string,
  gender: Gender,
  plural: boolean,
  lasting = false,
  ofThing = false,
  besides: Set<string> = new Set(),
): string | null {
  // The complement in a lookahead: "o valor da taxa" holds "a taxa" too.
  const determiners =
    /(?<![\p{L}])(o|a|os|as|do|da|dos|das|no|na|nos|nas|pelo|pela|pelos|pelas|quantos|quantas|um|uns|uma|umas|outro|outra|outros|outras|algum|alguma|alguns|algumas)\s+(?:(?:dois|duas|tres|três|quatro|cinco|seis|sete|oito|nove|dez|\d+)\s+)?((?:(?:maior|menor|melhor|pior)(?:es)?\s+|(?:primeir|segund|terceir|quart|quint|sext|sétim|setim|oitav|non|décim|decim|últim|ultim|penúltim|penultim)[oa]s?\s+|\d+[ºª°]\s+)?\p{L}[\p{L}-]*(?:\s+(?:mais|menos)\s+\p{L}+)?(?:\s+(?:\d+\p{Lu}{0,2}|\p{Lu}{1,3}-?\d+(?:[-/]\d+)*)(?![\d.,]*\d|\p{L}))?)(?=(\s+d[aeo]s?\s+(?:\d+\s+)?\p{L}[\p{L}-]*)?)/giu;
  for (const match of previous.matchAll(determiners)) {
    // "quantas vistorias": the counted noun, feminine plural as its interrogative.
    const determiner = foldAccents((match[1] ?? "").toLowerCase()).replace(/^quant/, "");
    const phrase = `${match[2] ?? ""}${match[3] ?? ""}`;
    const head = phrase.split(/\s+/)[0] ?? "";
    const isFeminine = /a$|as$/.test(determiner);
    const isPlural = determiner.endsWith("s");
    if ((isFeminine ? "f" : "m") !== gender || isPlural !== plural) continue;
    const stem = analyze(head)[0];
    if (!stem || /^\p{Lu}/u.test(head)) continue;
    // A word that frames questions ("o projeto") names a thing once an adjective says which ("os projetos executivos").
    // Any noun keeps the adjective that says which ("o reservatório elevado", not "o reservatório").
    const after = previous.slice((match.index ?? 0) + match[0].length);
    const next = !match[3] ? /^\s+(\p{Ll}+)/u.exec(after)?.[1] : undefined;
    const qualified = next && QUALIFIER_ENDING.test(foldAccents(next.toLowerCase())) ? next : undefined;
    if (isFraming(stem) && !qualified) continue;
    if (besides.has(stem)) continue;
    if (lasting && MEASURES.has(stem)) continue;
    // A measure or a deadline is of a thing: another measure is asked of that thing.
    if (ofThing && (MEASURED_HEADS.has(stem) || DEADLINE_HEADS.has(stem))) continue;
    // "no máximo", "pelo menos", "na prática": an adverb, no thing a pronoun stands for.
    if (ADVERBIAL.test(`${determiner} ${foldAccents(head.toLowerCase())}`)) continue;
    // "a partir de", "a cargo de": a preposition's locution, not an article and its noun.
    if (PREPOSITIONAL_LOCUTION.test(`${determiner} ${foldAccents(head.toLowerCase())}`)) continue;
    // "o valor a pagar", "o saldo a receber": "a" before an infinitive is a preposition, not an article.
    if (determiner === "a" && INFINITIVE.test(foldAccents(head.toLowerCase()))) continue;
    // And the complements that say of what, up to two.
    const said = qualified ? `${phrase} ${qualified}` : phrase;
    let rest = after.slice(qualified ? after.indexOf(qualified) + qualified.length : (match[3]?.length ?? 0));
    let whole = said;
    // After an adjective only ("o prazo máximo da licença de reforma"): a noun's own complement already says which
    // ("a taxa de absenteísmo", not "… da empresa"). Only common nouns: a name after "da" ("da Construtora Ipê") is
    // whose, not of what.
    for (let more = 0; more < 2 && qualified; more++) {
      const complement = /^\s+d[aeo]s?\s+\p{Ll}[\p{L}-]*/u.exec(rest)?.[0];
      if (!complement) break;
      whole += complement;
      rest = rest.slice(complement.length);
    }
    return whole;
  }
  return null;
}

/** An adjective that says which ("reservatório elevado", "tamanho mínimo"). */
const QUALIFIER_ENDING = new RegExp(`${ADJECTIVE_ENDING.source}|(?:imo|ima)s?$`);

/** "E o X, qual é o Y dele?": a topic set before the question, a pronoun after it taking it up. */
const TOPIC_TAKEN_UP =
  /^(?:[^,?]{0,40},\s*)?e\s+((o|a|os|as)\s+[^,?]+?),\s*(\p{L}[^,]*?\b(d|n)?(ele|ela|eles|elas)\b[^,]*)$/iu;
const CONTRACTED: Record<string, Record<string, string>> = {
  d: { o: "do", a: "da", os: "dos", as: "das" },
  n: { o: "no", a: "na", os: "nos", as: "nas" },
};

/** The question with its topic where the pronoun takes it up: "E o X, qual é o Y dele?" → "Qual é o Y do X?". */
function withTopicPlaced(question: string): string {
  const match = TOPIC_TAKEN_UP.exec(question);
  if (!match) return question;
  const [, topic = "", article = "", rest = "", preposition = "", pronoun = ""] = match;
  // The pronoun agrees with the topic's article: "dele" for "o X", "delas" for "as X".
  const gender = /^a/i.test(article) ? "a" : "e";
  if (!pronoun.toLowerCase().startsWith(`el${gender}`)) return question;
  if (pronoun.toLowerCase().endsWith("s") !== article.toLowerCase().endsWith("s")) return question;
  const noun = topic.slice(article.length).trim();
  const taken = preposition ? `${CONTRACTED[preposition.toLowerCase()]?.[article.toLowerCase()] ?? ""} ${noun}` : topic;
  const placed = rest.replace(new RegExp(`\\b${preposition}${pronoun}\\b`, "u"), taken);
  return placed.charAt(0).toUpperCase() + placed.slice(1);
}

/** The words of a tail a phrase does not already say, from the first one it does not ("lugar?" after "o terceiro lugar do pregão"). */
function withoutSaid(tail: string, phrase: string): string {
  const said = new Set(phrase.split(/\s+/).map((word) => foldAccents(word.toLowerCase())));
  const words = tail.trim().split(/\s+/).filter(Boolean);
  let taken = 0;
  while (taken < words.length && said.has(foldAccents((words[taken] ?? "").toLowerCase()))) taken++;
  // A run of the phrase's own words, ending in one of its content words: "de" alone is said by every phrase.
  while (taken > 0 && (words[taken - 1] ?? "").length <= 3) taken--;
  return taken === 0
    ? tail
    : words
        .slice(taken)
        .map((word) => ` ${word}`)
        .join("");
}

/** Locutions of a contracted article and a word that are adverbs: "no máximo", "pelo menos", "no geral". */
/** An infinitive ("pagar", "receber", "cumprir"); the feminine nouns in -er are no verbs. */
const INFINITIVE = /^(?!(?:mulher|colher)$)\p{L}{2,}(?:ar|er|ir)$/u;
const PREPOSITIONAL_LOCUTION = /^a (?:partir|respeito|fim|cargo|despeito|titulo|medida|tempo)$/;
const ADVERBIAL = /^(?:no|na|pelo|pela) (?:maximo|minimo|menos|total|geral|momento|pratica|verdade)$/;

/** A question that asks how long something lasts or until when. */
const DURATION_ASKED = /\b(?:ate quando|quanto tempo|por quantos (?:dias|meses|anos)|vale ate|dura|duracao|vigencia)\b/;
/** Nouns of a figure measured ("o valor do contrato"): what lasts is what they measure. */
const MEASURES = new Set(
  analyze("valor total custo preço percentual número quantidade montante soma média índice taxa"),
);

/** A deadline, like a measure, is of a thing: "o prazo de reparo de um link" has no availability of its own. */
const DEADLINE_HEADS = new Set(analyze("prazo"));

/** The stem of the noun a question asked for ("qual é a causa da X?": "caus"), unless a word that frames questions. */
function askedStem(question: string): string | undefined {
  const stem = analyze(askedSlot(question) ?? "")[0];
  return stem && !isFraming(stem) ? stem : undefined;
}

/** Nouns of a measure of a thing: a pronoun after a question of "o comprimento da linha X" stands for X, not for them. */
const MEASURED_HEADS = new Set(
  analyze(
    "extensão comprimento área volume capacidade vazão pressão nível altura profundidade diâmetro valor custo preço duração " +
      // A target or an index is of the thing measured (after "a taxa de cortes da zona X", "dela" is the zone's).
      "meta índice taxa",
  ),
);

/**
 * The phrase as the question writes it on through its complements to a name ("troca dos registros da adutora Serra
 * Azul"), when the name follows it in one stretch without a verb or a comma; null when the name is elsewhere.
 */
/** Whether the name comes after the phrase within a relative clause on it: "o laudo que a Medical tem de emitir". */
function inRelativeClause(previous: string, phrase: string, name: string): boolean {
  const at = previous.indexOf(phrase);
  if (at < 0) return false;
  const rest = previous.slice(at + phrase.length);
  // The name as the answer gives it in full ("Medical Serviços Ltda.") is the one the clause wrote short ("a Medical").
  const end = rest.indexOf(name.split(/\s+/)[0] ?? name);
  return end > 0 && /^\s+(?:que|a qual|o qual|cujo|cuja)\s/u.test(rest) && !/[,;?!.]/.test(rest.slice(0, end));
}

function phraseThrough(previous: string, phrase: string, name: string): string | null {
  // The phrase already reaches the name ("o empréstimo do banco X"): itself, up to the name.
  const within = phrase.indexOf(name);
  if (within > 0) return phrase.slice(0, within + name.length);
  const at = previous.indexOf(phrase);
  if (at < 0) return null;
  const rest = previous.slice(at + phrase.length).split(/[,;?!.]/)[0] ?? "";
  const end = rest.indexOf(name);
  if (end < 0) return null;
  const between = rest.slice(0, end).trim().split(/\s+/).filter(Boolean);
  if (between.some((word) => VERB_AFTER.test(word)) || !/^(?:d[aeo]s?|\p{Ll}+)$/u.test(between[0] ?? "de")) return null;
  return `${phrase}${rest.slice(0, end + name.length)}`;
}

/** phraseThrough over the previous answer, whose row labels open with a capital the question's phrase does not have. */
function phraseInAnswer(answer: string, phrase: string, name: string): string | null {
  const lower = answer.toLowerCase();
  const found = phraseThrough(lower, phrase.toLowerCase(), name.toLowerCase());
  const at = found ? lower.indexOf(found) : -1;
  if (!found || at < 0) return null;
  // Only a chain of complements between ("… da adutora de Vila X"), not a sentence ("o responsável pelo …: Nome").
  const gap = found.slice(phrase.length, found.length - name.length).trim();
  return COMPLEMENT_GAP.test(gap) ? `${phrase}${answer.slice(at + phrase.length, at + found.length)}` : null;
}

const COMPLEMENT_GAP = /^(?:(?:d[aeo]s?|em|n[ao]s?)\s+\p{L}+\s+)*(?:d[aeo]s?|em|n[ao]s?)$/u;

/** "Qual é" before a plural phrase becomes "Quais são". */
function agreeingOpening(opening: string, phrase: string): string {
  if (/^(os|as)\s/i.test(phrase))
    return opening.replace(/^qual\s+(?:é|e)(?=\s|$)/i, "Quais são").replace(/^qual\b/i, "Quais");
  return opening;
}

/** The previous question's content words (its subject and what it asked about), as written. */
function contentOf(text: string): string[] {
  const keys = letterKeys(text);
  return writtenWords(text).filter((word, i, words) => {
    // "o grupo C": a key of one capital letter travels with the noun before it, which says what it keys.
    if (keys.has(`${words[i - 1] ?? ""} ${word}`)) return true;
    const [stem] = analyze(word);
    return stem !== undefined && !isFraming(stem);
  });
}

/**
 * "grupo C", "classe B": a noun in lower case and, after a space alone, a capital letter standing by itself ("são A" is
 * a verb and a row's letter, which the noun before the list says what it keys).
 */
function letterKeys(text: string): Set<string> {
  return new Set(
    [...text.matchAll(/(?<![\p{L}\d])(\p{Ll}{3,}) (\p{Lu})(?![\p{L}\d$])/gu)]
      .filter((match) => {
        const [stem] = analyze(match[1] ?? "");
        return stem !== undefined && !isFraming(stem) && !VERB_FORM.test(foldAccents(match[1] ?? ""));
      })
      .map((match) => `${match[1]} ${match[2]}`),
  );
}

const CONNECTOR = /^(de|da|do|das|dos|e|di|du)$/i;
const DASH = /^[—–]$/u;
const NOT_ENTITIES = new Set([
  "r",
  "o",
  "a",
  "os",
  "as",
  "e",
  "em",
  "no",
  "na",
  "um",
  "uma",
  "art",
  "§",
  "qual",
  "quais",
  "quem",
  "quanto",
  "quantos",
  "quantas",
  "quando",
  "onde",
  "como",
]);

/** Capitalised names in a text (a person's, a place's, an acronym), a sentence's first word only when the next is one too. */
export function entitiesIn(text: string): string[] {
  // A name in quotation marks is one name, whatever its words ("a fase “Fase 3 — Distritos e elevatórias”"), after
  // the names outside quotes (a person answered before the action they answer for).
  const QUOTED = /[“"]([^”"]{2,80})[”"]/gu;
  const quoted = [...text.matchAll(QUOTED)].map((match) => (match[1] ?? "").trim());
  const out: string[] = [];
  for (const sentence of text.replace(QUOTED, " , ").split(/\n+/).flatMap(sentencesOf)) {
    // A comma, a colon or a parenthesis ends a name: "Lagoa Funda, Serra do Pilar" are two.
    const found = [...sentence.matchAll(/[\p{L}\p{N}$][\p{L}\p{N}$-]*|[,;:()—–]/gu)];
    const tokens = found.map((match) => match[0]);
    // The tokens of the name by their place, so the name is read back as written ("Pindorama–Vau", no spaces added).
    let current: string[] = [];
    let first = -1;
    let last = -1;
    const flush = () => {
      while (current.length > 0 && (CONNECTOR.test(current.at(-1) ?? "") || DASH.test(current.at(-1) ?? ""))) {
        current.pop();
        last -= 1;
      }
      if (current.length > 0) {
        const [from, to] = [found[first], found[last]];
        out.push(from && to ? sentence.slice(from.index, to.index + to[0].length) : current.join(" "));
      }
      current = [];
      first = -1;
    };
    const push = (token: string, i: number) => {
      if (current.length === 0) first = i;
      current.push(token);
      last = i;
    };
    tokens.forEach((token, i) => {
      // A unit's symbol after a figure ("350 L/s", "472 kW", "12 MWh") names nothing.
      const unitSymbol = /^\p{N}/u.test(tokens[i - 1] ?? "") && /^\p{L}{1,3}$/u.test(token);
      const upper =
        /^\p{Lu}/u.test(token) && !NOT_ENTITIES.has(token.toLowerCase()) && !token.includes("$") && !unitSymbol;
      // A sentence's first word starts a name only when the next is capitalised too ("Priscila Mota revisa…").
      const next = tokens[i + 1] ?? "";
      // So does one before a connector and a capitalised word ("Morro do Anil").
      const opensName =
        i > 0 ||
        (/^\p{Lu}/u.test(next) && !NOT_ENTITIES.has(next.toLowerCase())) ||
        (CONNECTOR.test(next) && /^\p{Lu}/u.test(tokens[i + 2] ?? ""));
      // "T3 — Várzea do Curuçá": a dash between a code and its name joins them.
      if (DASH.test(token) && current.length > 0 && /^\p{Lu}/u.test(next)) push(token, i);
      else if (/^[,;:()—–]$/.test(token)) flush();
      else if (upper && opensName) push(token, i);
      else if (current.length > 0 && CONNECTOR.test(token)) push(token, i);
      else flush();
    });
    flush();
  }
  return [...out, ...quoted];
}

/**
 * The entity a pronoun of this gender stands for: one named earlier in the message itself, else one the previous
 * answer brought, else one of the previous question. Its gender is how the turns use it ("a regional Morro Azul",
 * "da Morro Azul") or, for a person's name, its first name's ending; an entity of unknown gender may stand for either.
 */
function salientEntity(before: string, prior: PriorTurn, gender: Gender): { name: string; agrees: boolean } | null {
  // The turn before the last one shows a gender too ("a ETA X" asked there, "ETA X" made standalone since).
  const usage = `${before}\n${prior.question}\n${prior.answer}\n${prior.earlier?.question ?? ""}`;
  const askedIn = foldAccents(prior.question);
  // Of an answer to a question that asked a figure, a date or a place of something, the names of the passage that
  // answers (up to its first citation): a second passage's names are what retrieval brought beside it, not what the
  // turn was about.
  const attributeAsked = ATTRIBUTE_QUESTION.test(foldAccents(prior.question.toLowerCase()));
  const answering = attributeAsked ? (/^[^[]*\[\d+\]/u.exec(prior.answer)?.[0] ?? prior.answer) : prior.answer;
  const fromAnswer = entitiesIn(clean(withoutRanking(answering))).filter(
    (name) => !askedIn.includes(foldAccents(name)),
  );
  const fromQuestion = entitiesIn(prior.question).reverse();
  // The last turn's focus: what it asked an attribute of ("quanto custa a etapa E2?" — E2), else what its answer named
  // ("quem assinou o parecer?" — the person answered).
  const groups = [
    entitiesIn(before).reverse(),
    ...(attributeAsked || (fromQuestion.length > 0 && !asksWhich(foldAccents(prior.question.toLowerCase())))
      ? [fromQuestion, fromAnswer]
      : [fromAnswer, fromQuestion]),
  ];
  const candidates = groups.flat();
  const groupOf = (name: string) => groups.findIndex((group) => group.includes(name));
  // A post or a training is a person's: a company ("… Ltda.") holds none, nor a document's acronym ("do PSA").
  const ofPerson = PERSON_ATTRIBUTE.test(foldAccents(before.toLowerCase()));
  // Nor does a name written only inside a role's parenthesis ("Ana Souto (supervisora de Obras)": not "Obras").
  const outsideParentheses = `${clean(prior.answer)}\n${prior.question}`.replace(/\([^()]*\)/g, " ");
  const isPerson = (name: string) =>
    PERSON_NAME.test(name.trim()) && !COMPANY.test(name.trim()) && outsideParentheses.includes(name);
  if (ofPerson) {
    // The person the last turn named, else the one the turn before it named ("Quem ficou com a ação X?", then a
    // question about its deadline, then "Ele trabalha em qual cargo?").
    const earlier = prior.earlier;
    const people = candidates.filter(isPerson);
    const before = earlier
      ? [...entitiesIn(clean(earlier.answer)), ...entitiesIn(earlier.question)].filter(
          (name) => PERSON_NAME.test(name.trim()) && !COMPANY.test(name.trim()),
        )
      : [];
    candidates.splice(0, candidates.length, ...(people.length > 0 ? people : before));
  }
  const genderOf = (name: string): Gender | null => entityGender(name, usage);
  // After "Quem é…?", the one person the answer names is who "dele"/"dela" means, before the other things the answer
  // names (the action they are responsible for): the person was what the turn asked. A given name's ending ("Nicola")
  // is a guess the person asking knows better; a name the turns write in the other gender is someone else.
  const people = fromAnswer.filter(
    (name) => /^\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+){1,3}$/u.test(name) && candidates.includes(name),
  );
  const answered = /^\s*(?:e\s+)?quem\b/iu.test(prior.question) && people.length === 1 ? people[0] : undefined;
  if (answered && (entityGender(answered, usage, false) ?? gender) === gender) return { name: answered, agrees: true };
  // The person the last two turns were both about (asked of in the last question, named in the turn before) stays
  // what a pronoun means, unless the turns write them in the other gender: the conversation kept its topic.
  const earlier = prior.earlier ? `${prior.earlier.question}\n${clean(prior.earlier.answer)}` : "";
  const continuing = fromQuestion.find(
    (name) => PERSON_NAME.test(name) && candidates.includes(name) && earlier.includes(name),
  );
  if (continuing && (entityGender(continuing, usage, false) ?? gender) === gender)
    return { name: continuing, agrees: true };
  // A name of two words or more (a person, a place, "Pindorama–Vau") before a single capitalised word ("Edital", "M2").
  const named = (name: string) => (/\s|\p{L}[–—]\p{L}/u.test(name) ? 0 : 1);
  // Within the place it comes from: the thing a question asked a property of comes before a person its answer mentions.
  const agreeing = candidates
    .filter((name) => genderOf(name) === gender)
    .sort((a, b) => groupOf(a) - groupOf(b) || named(a) - named(b));
  const agreeingName = agreeing[0];
  if (agreeingName) return { name: agreeingName, agrees: true };
  if (answered) return { name: answered, agrees: true };
  const unknown = candidates.find((name) => genderOf(name) === null);
  return unknown ? { name: unknown, agrees: false } : null;
}

/** What only a person has: a post, a function, a training, a profession. */
const PERSON_ATTRIBUTE = /\b(?:cargo|funcao|formacao|profissao)\b/;

/** A person's name: two to four capitalised words, "de"/"da"/"do" between them ("Maria da Penha Lima"). */
/** A participle of being contained in something, right before "nele"/"nela": "previstas", "incluído", "listados". */
const CONTAINED =
  /\b(?:previst|incluid|contid|listad|descrit|citad|mencionad|estabelecid|definid|fixad|registrad|detalhad|inclus)[oa]s?\s*$/u;

const PERSON_NAME = /^\p{Lu}\p{Ll}+(?:\s+(?:d[aeo]s?\s+)?\p{Lu}\p{Ll}+){1,3}$/u;

/** A verb of a quantity that changes, right after its subject ("ele caiu", "ela subiu"). */
const CHANGE_VERB = new RegExp(`^\\p{L}+\\s+(?:${CHANGE_VERBS})\\b`, "u");

/** A question that asks a figure, a date or a place of something it names, not which thing or who. */
const ATTRIBUTE_QUESTION =
  /^(?:e\s+)?(?:quanto|quantos|quantas|quando|onde|como|ate\s+quando|(?:por|em)\s+quanto\s+tempo|qual (?:e |foi |era |sera )?(?:o |a )?(?:valor|prazo|custo|data|meta|percentual|taxa|numero|total|quantidade|indice|volume|vazao|nivel|duracao|vigencia|orcamento|preco|area|capacidade|extensao|papel|cargo|funcao|formacao|profissao|atribuicao)\b)/;

/**
 * A question that asks which thing or who ("Qual proposta teve…", "Quem assinou…", "Que empresa…", "Em qual
 * unidade…"): its answer brings the thing a pronoun after it stands for. A question that names a thing and asks
 * anything else of it ("A instrução X vale a partir de que data?") keeps that thing.
 */
const WHICH_QUESTION =
  /^(?:e\s+)?(?:quem\b|(?:qual|quais)\s+(?!(?:e|foi|era|sera|seria|sao|foram|eram)\b|(?:o|a|os|as)\s)\p{L}{3,}|(?:em\s+)?que\s+(?!(?:e|foi|era|sera|data|dia|ano|mes|horas?)\b)\p{L}{3,}|em\s+qua(?:l|is)\s+\p{L}{3,})/u;

/**
 * Whether a question asks which thing: in so many words (WHICH_QUESTION), by a superlative ("qual foi a mais cara?",
 * "qual é o maior?": the answer names the one), and after a partitive that says among what ("Das propostas, qual…?").
 */
function asksWhich(folded: string): boolean {
  const clause = folded.replace(/^(?:e\s+)?(?:d[aeo]s?|entre (?:o|a)s)\s+[^,?]{3,80},\s*/u, "");
  return WHICH_QUESTION.test(clause) || SUPERLATIVE_WHICH.test(clause);
}

/** "qual foi a mais cara?", "qual é o maior?", "quais são os menos usados?": which one, asked by its degree. */
const SUPERLATIVE_ASKED = String.raw`(?:qual|quais)\s+(?:e|foi|era|sera|sao|foram|eram)\s+(o|a|os|as)\s+(?:mais|menos|maior|maiores|menor|menores|pior|piores|melhor|melhores)\b`;
/** Opening the question ("Qual foi a mais cara?"). */
const SUPERLATIVE_WHICH = new RegExp(String.raw`^(?:e\s+)?${SUPERLATIVE_ASKED}`, "u");
/** Anywhere in it, the article captured: "Das ofertas, qual foi a mais cara?" */
const SUPERLATIVE_ARTICLE = new RegExp(String.raw`\b${SUPERLATIVE_ASKED}`, "u");

/** A company's name, by its legal form ("Pavisul Obras Ltda.", "Hidrotec S.A."). */
const COMPANY = /\b(?:ltda|s\.?a|eireli|me)\.?$/iu;

/**
 * The gender the turns give a name: the determiners before it, a company's legal form, a role in apposition, the
 * given name's usage; then, when `guess`, the given name's ending ("Nicola", "Ivone": a guess, not what is written).
 */
function entityGender(name: string, usage: string, guess = true): Gender | null {
  // The determiner the turns put before the name, or before the common noun that precedes it ("a regional X").
  const folded = foldAccents(usage.toLowerCase()).replace(/[“”"]/g, "");
  const target = foldAccents(name.toLowerCase());
  let f = 0;
  let m = 0;
  for (const match of folded.matchAll(new RegExp(`(\\p{L}+)\\s+(?:(\\p{L}+)\\s+)?${escapeRegExp(target)}`, "gu"))) {
    for (const word of [match[1] ?? "", match[2] ?? ""]) {
      if (/^(a|as|da|das|na|nas|pela|pelas)$/.test(word)) f++;
      else if (/^(o|os|do|dos|no|nos|pelo|pelos)$/.test(word)) m++;
    }
  }
  if (f !== m) return f > m ? "f" : "m";
  // A company ("… Obras Ltda.") is "a empresa", "a contratada": no given name to read.
  if (COMPANY.test(name.trim())) return "f";
  // A person: two or more capitalised words, the first a given name whose ending tells.
  const [first, second] = name.split(/\s+/);
  if (first && second && /^\p{Lu}\p{Ll}+$/u.test(first)) {
    // A role in apposition says it: "sua sócia-administradora, Valdete Catunda", "Elói Campelo (engenheiro civil …)".
    // Of a compound ("sócia-gerente"), the first word is the one that agrees.
    const apposed = [
      ...folded.matchAll(new RegExp(`(\\p{L}+(?:-\\p{L}+)?),\\s+${escapeRegExp(target)}`, "gu")),
      ...folded.matchAll(new RegExp(`${escapeRegExp(target)}\\s*[,(]\\s*(\\p{L}+)`, "gu")),
    ].map((match) => (match[1] ?? "").split("-")[0] ?? "");
    for (const role of apposed) {
      // "analista", "gerente", "presidente": one form for both.
      if (/(?:ista|ente|ante|e)$/.test(role)) continue;
      if (/a$/.test(role)) return "f";
      if (/o$/.test(role)) return "m";
    }
    const fromUsage = genderInUsage(first, usage);
    if (fromUsage) return fromUsage;
    if (!guess) return null;
    if (/a$/i.test(first)) return "f";
    if (/[oe]$|[^aeiou]$/i.test(first)) return "m";
  }
  return null;
}

const clean = (answer: string) => answer.replace(/\[\d+\]/g, " ").replace(/\*\*/g, "");

/** The items the previous answer listed: its list lines, else an enumeration ("A, B e C"), in order. */
export function listItems(answer: string): string[] {
  const lines = clean(answer)
    .split("\n")
    .map((line) => /^\s*(?:[-*•]|\d+[.)])\s+(.+)$/.exec(line)?.[1]?.trim())
    .filter((line): line is string => Boolean(line))
    .map((line) =>
      line
        .replace(/\s*\([^)]*\)\s*$/, "")
        .replace(/[.;:]$/, "")
        .trim(),
    );
  const ranking = rankingIn(answer);
  if (lines.length < 2 && ranking.length >= 2) return ranking;
  // A column read over rows: "Categoria de risco por barragem: Jacuí-Mirim, Médio; Três Pedras, Médio [3]." names
  // each row first.
  const byRow = /^[^:\n]{3,80}:\s*([^:\n]+)$/u.exec(clean(answer).trim())?.[1]?.split(/;\s*/);
  if (lines.length < 2 && byRow && byRow.length >= 2 && byRow.every((part) => /^[^,]{2,60},\s*\S/u.test(part)))
    return byRow.map((part) => part.split(",")[0]?.trim() ?? "");
  if (lines.length >= 2)
    return lines.map((line) =>
      line.split(/\s+/).length > LIST_ITEM_WORDS
        ? line
            .split(/\s+/)
            .slice(0, LIST_ITEM_WORDS)
            .join(" ")
            .replace(/[,;:]$/, "")
        : line,
    );
  // A count the agent wrote, "São 2 propostas com unidade Regional Sul: P1 e P3": its names after the colon,
  // as many as it says (two joined by "e" are no enumeration in prose, but are here).
  const counted = /^São (\d+)\s[^:\n]*:\s*([^:\n]+?)\s*\.?$/u.exec(clean(answer).trim());
  const named = counted?.[2]?.split(/,\s*|\s+e\s+/u).map((name) => name.trim());
  if (lines.length < 2 && named && named.length >= 2 && named.length === Number(counted?.[1])) return named;
  // The arithmetic after a computed figure ("…: 54,8 + 38,4 = 93,2") is no enumeration, its decimal commas no list.
  const prose = clean(answer).replace(/:\s*[^:\n]*=\s*(?:R\$\s*)?[\d.,]+[^\s.]*/gu, "");
  for (const sentence of prose.split(/\n+/).flatMap(sentencesOf)) {
    const enumerated = enumerationIn(sentence);
    if (enumerated && enumerated.length >= 2) {
      // "aos municípios de Lagoa Funda, Serra do Pilar e Santa Irene": the names, without the lead-in.
      // "E2 (Painel publicado)": the item is named before its description.
      return enumerated
        .map((element) => element.replace(/\s*\([^)]*\)/g, "").trim())
        .map((element) => entitiesIn(` ${element}`).at(-1) ?? element.replace(/^.*\s(?:de|da|do|dos|das)\s+/u, ""));
    }
  }
  return [];
}

/** A ranking the agent wrote after a superlative, in parentheses: "(Campo Alto 38 m > Vale Verde 31 m > …)". */
// A row's name may hold a parenthesis of its own ("Tratamento de esgoto (reatores e lagoas) 41.280 > …").
const RANKING = /\(((?:[^()]|\([^()]*\))+?\s[<>]\s(?:[^()]|\([^()]*\))+)\)/u;

/**
 * A row's figure at the end of its ranking element, with its unit's words ("41.280 tCO2e", "R$ 97,3 /m²", "96,4%").
 * Each unit word after the first is set off by a space, so a word is read one way only: a pattern that could split a
 * word among repetitions backtracked exponentially on a long element that ends in another number.
 */
const FIGURE_AT_END = /\s+(?:R\$\s*)?[-−]?\d[\d.,]*(?:\s*[^\s\d]\S*)?(?:\s+[^\s\d]\S*)*\s*$/u;

/** The rows of the answer's ranking, in its order, each named by what precedes its figure. */
function rankingIn(answer: string): string[] {
  const ranking = RANKING.exec(clean(answer))?.[1];
  if (!ranking) return [];
  return (
    ranking
      .split(/\s[<>]\s/u)
      // The row's figure is its last number, with its unit: "Fase 3 — Obras R$ 16.750 mil" is the row "Fase 3 — Obras".
      // (a unit may hold a digit: "tCO2e", "m³/h").
      .map((element) => element.replace(FIGURE_AT_END, "").trim())
      .filter(Boolean)
  );
}

/** The answer without its ranking: the rows behind the one it is about are no antecedents. */
const withoutRanking = (answer: string) => answer.replace(new RegExp(RANKING.source, "gu"), " ");

/** The words a list item keeps in the standalone question: enough to name a long row of a table by its cell. */
const LIST_ITEM_WORDS = 12;

function itemAt(items: string[], ordinal: string): string | null {
  if (items.length === 0) return null;
  const place: Record<string, number> = { primeir: 0, segund: 1, terceir: 2, quart: 3, quint: 4 };
  if (ordinal === "ultim") return items.at(-1) ?? null;
  if (ordinal === "penultim") return items.at(-2) ?? null;
  const index = place[ordinal];
  return index === undefined ? null : (items[index] ?? null);
}

/** "valor" in "Qual é o valor total do contrato com a Hidrolumen?" → "valor total do contrato com a Hidrolumen". */
/** Whether the question asked which one of the noun ("qual lote", "que distrito", "quais regionais"). */
function askedWhich(question: string, noun: string): boolean {
  const stem = analyze(noun)[0];
  const asked = /\b(?:qual|quais|que)\s+(\p{L}+)/iu.exec(question)?.[1];
  return Boolean(stem && asked && analyze(asked)[0] === stem);
}

/**
 * What the answer gave for a question that asked which one ("Qual das etapas…?", "Qual item…?"), when a pronoun of
 * that noun's gender stands for it: the noun's name in the answer ("Etapa 2"), else what the answer says it was
 * ("… foi o selo do hidrômetro"). Null for a question that asked no "qual", or a noun of the other gender.
 */
const COPULA_WORD = new RegExp(`^(?:${COPULA})$`, "iu");

function answeredItem(prior: PriorTurn, gender: Gender): string | null {
  // "Qual foi a mais cara?": the noun is left out, its article says the gender, and the ranking's first row is the
  // one answered.
  const degree = SUPERLATIVE_ARTICLE.exec(foldAccents(prior.question.toLowerCase()));
  if (degree?.[1]) {
    const first = rankingIn(prior.answer)[0];
    return first && (degree[1].startsWith("a") ? "f" : "m") === gender ? first : null;
  }
  // "Qual lote…", "Em que ano…": the noun the answer names its item with.
  // "que" asks which only where a clause opens with it ("…, que cobertura paga mais?"), not as a relative pronoun.
  const asked =
    /\b(?:qual|em que|em qual)\s+(?:(d[ao]s?)\s+)?(\p{L}{3,})/iu.exec(prior.question) ??
    /(?:^|[,;:]\s*)(?:e\s+)?que\s+()(\p{L}{3,})/iu.exec(prior.question);
  if (!asked?.[2]) return null;
  // "Qual foi a pressão…?": a verb after "qual", no noun the answer could name its item with ("foi de 32").
  const copula = COPULA_WORD.test(asked[2]);
  const noun = singularOf(asked[2].toLowerCase());
  const answer = clean(prior.answer);
  const article = asked[1] ? foldAccents(asked[1].toLowerCase()).replace(/^d/, "") : null;
  const nounGender =
    (article ? (article.startsWith("a") ? "f" : "m") : null) ??
    genderInUsage(noun, `${prior.question}\n${answer}`) ??
    genderByEnding(noun);
  if (nounGender && nounGender !== gender) return null;
  const named = copula ? null : namedIn(answer, noun);
  // "O setor Campo Alto tem a maior perda (Campo Alto … > …)": the ranking's first row is the one answered, whatever
  // noun the table's key column names it with.
  const first = rankingIn(answer)[0];
  // A name of lower-case words after its first ("cobertura Quebra de máquinas") is the ranking's whole row.
  if (named) {
    const bare = named.slice(noun.length).trim();
    return first && first !== bare && first.startsWith(bare) ? `${named.slice(0, noun.length)} ${first}` : named;
  }
  // The row is what the question asked for, in the asked noun's gender ("Qual lote…?" then "ele"), whatever noun the
  // table's key column names it with ("A regional Agreste").
  if (first && (nounGender === gender || (entityGender(first, answer) ?? gender) === gender)) return first;
  // "Qual passarela está em estado crítico?" answered "… a PM-3 está em estado crítico …": what answers a "qual" is
  // the first name the answer brings that the question did not write, when the answer writes it in that gender (a
  // row it quotes first: 'A etapa “Troca de …” tem …' names the row whole).
  const quoted = quotedRow(prior.answer, gender);
  if (quoted) return quoted;
  // Of the answer's sentences, the one that says what the question asked of the thing ("em estado crítico") first.
  const asking = foldAccents(prior.question);
  const predicated = new Set(analyze(prior.question).filter((stem) => !isFraming(stem) && stem !== analyze(noun)[0]));
  const said = (sentence: string) => analyze(sentence).filter((stem) => predicated.has(stem)).length;
  const sentences = sentencesOf(clean(withoutRanking(prior.answer))).sort((a, b) => said(b) - said(a));
  // "A triagem manual foi escolhida como alternativa principal": the answer's subject, when its predicate names the noun
  // asked and its article agrees.
  const subject = new RegExp(
    `^(O|A)\\s+(\\p{Ll}[^.;,\\[]{1,60}?)\\s+(?:foi|é|era|será|ficou|fica)\\s+[^.;]{0,60}?\\b${escapeRegExp(noun)}\\b`,
    "u",
  );
  for (const sentence of sentences.slice(0, 2)) {
    const found = subject.exec(sentence.trim());
    const [, article, phrase] = found ?? [];
    if (article && phrase && (article === "A" ? "f" : "m") === gender) return `${article.toLowerCase()} ${phrase}`;
  }
  const fresh = sentences
    .flatMap((sentence) => entitiesIn(sentence))
    .find((name) => !asking.includes(foldAccents(name)) && entityGender(name, answer) === gender);
  if (fresh) return fresh;
  // "O único item que falhou foi o selo do hidrômetro": the answer's subject names the noun, its predicate the item.
  const predicate = new RegExp(
    `\\b${escapeRegExp(noun)}\\b[^.;]*?\\b(?:foi|é|era|será)\\s+((?:o|a)\\s+[^.;,\\[]+)`,
    "iu",
  ).exec(answer)?.[1];
  return predicate?.trim() ?? null;
}

/**
 * The row an answer about one row quoted, when the noun before it agrees: 'O canal “Pix (QR Code na fatura)” tem …'
 * is "ele" to the next turn, 'A fonte de emissão “Tratamento de esgoto” …' is "ela".
 */
function quotedRow(answer: string, gender: Gender): string | null {
  const found = /^(O|A)\s+\p{Ll}[\p{L}\s]*?\s+“([^”]{2,80})”/u.exec(clean(answer).trim());
  if (!found?.[2] || (found[1] === "A" ? "f" : "m") !== gender) return null;
  return found[2];
}

/** The noun's name in an answer: "Lote 1" for "lote", "distrito Lagoa" for "distrito", as the answer writes it. */
function namedIn(answer: string, noun: string): string | null {
  const first = noun.charAt(0);
  const head = `[${first.toLowerCase()}${first.toUpperCase()}]${escapeRegExp(noun.slice(1).toLowerCase())}`;
  // A code is one name with its digits: "AD-07", "EE-12". "R$" is a currency, no name.
  const name = "(?:\\p{Lu}[\\p{L}\\p{N}-]*(?![$\\p{L}\\p{N}-])|\\d+[\\p{L}]?)";
  // "PT-21 Olho d'Água", "Vila do Mato": a name's parts joined by "d'" or a "de" contraction are one name; so is the
  // first part ("Praia das Aratacas").
  const joined = "(?:d[aeo]s?\\s+|d['’])";
  // Not `\\b`: a noun that opens with an accented letter ("área") has no ASCII word boundary before it.
  return (
    new RegExp(`(?<![\\p{L}\\p{N}])${head}\\s+${joined}?${name}(?:\\s+${joined}?${name})*`, "u").exec(answer)?.[0] ??
    null
  );
}

/**
 * The last thing a sentence introduces with an indefinite article ("num mestrado profissional", "uma vistoria"): the
 * noun and the words that qualify it, up to a comma, a verb or an adverb of time, three words at most.
 */
function introducedIn(sentence: string): string | null {
  const found = [...sentence.matchAll(/\b(?:um|uma|num|numa|uns|umas)\s+([^,;.!?()]+)/giu)].at(-1)?.[1];
  if (!found) return null;
  const words: string[] = [];
  for (const word of found.trim().split(/\s+/).slice(0, 3)) {
    const folded = foldAccents(word.toLowerCase());
    if (
      words.length > 0 &&
      (TIME_ADVERB.test(folded) || VERB_FORM.test(folded) || /^(?:e|que|para|pra|com)$/.test(folded))
    )
      break;
    words.push(word);
  }
  return words.length > 0 ? words.join(" ") : null;
}

const TIME_ADVERB = /^(?:ontem|hoje|amanha|agora|ja|ainda|semana|mes|ano)$/;
/** Endings of a verb's third person or participle, which end the noun phrase before them. */
const VERB_FORM = /(?:ou|eu|iu|aram|eram|iram|ava|avam|ado|ada|ados|adas|ido|ida)$/;

/**
 * The label a reply's line opens with, when it is headed by the noun: "Multa por atraso na entrega" of "Multa por atraso
 * na entrega: R$ 250,00 por dia", lowered, at most LABEL_WORDS words. A reply that writes the noun only in its text
 * gives no label: what a sentence says of a multa is not its name.
 */
function labelWith(answer: string, noun: string): string | null {
  const stem = analyze(noun)[0];
  if (!stem) return null;
  for (const line of answer.split(/\n+/)) {
    const label = /^\s*(?:[-*]\s+)?([^:.;!?]{3,80}):\s/u.exec(line)?.[1]?.trim();
    const words = label?.split(/\s+/) ?? [];
    if (!label || analyze(words[0] ?? "")[0] !== stem || words.length > LABEL_WORDS) continue;
    return `${(words[0] ?? "").toLowerCase()}${words.length > 1 ? ` ${words.slice(1).join(" ")}` : ""}`;
  }
  return null;
}

/** How many words a reply's label may have to stand for the thing a demonstrative points at. */
const LABEL_WORDS = 8;

function phraseWith(previous: string, noun: string): string | null {
  const stem = analyze(noun)[0];
  if (!stem) return null;
  const tokens = previous.replace(/[?!.]+\s*$/, "").split(/\s+/);
  const found = tokens.findIndex((token) => analyze(token)[0] === stem);
  if (found < 0) return null;
  // "no segundo semestre": an ordinal before the noun is part of what it names.
  const at = found > 0 && ORDINAL_WORD.test(foldAccents(tokens[found - 1] ?? "")) ? found - 1 : found;
  const phrase: string[] = [];
  const rest = tokens.slice(at);
  for (const [i, token] of rest.entries()) {
    if (phrase.length > 0 && (/[,;]$/.test(phrase.at(-1) ?? "") || VERB_AFTER.test(token) || PAST_VERB.test(token)))
      break;
    // "caixas de hidrômetro DN 20 a Ordem 2031/44 encomenda": a bare article before a name opens the clause's subject; the
    // phrase's complements come with a preposition ("do", "da").
    if (phrase.length > 0 && /^(?:o|a|os|as)$/u.test(token) && /^\p{Lu}/u.test(rest[i + 1] ?? "")) break;
    phrase.push(token);
  }
  return phrase.join(" ").replace(/[,;]$/, "");
}

/**
 * The article the text puts before a name, alone or in a contraction ("da ETE X" → "a"), when the name opens with an
 * acronym of the kind of thing it is ("ETE", "EEAT"); a person's name takes none, even where the text gives it one.
 */
function articleBefore(text: string, name: string): string | null {
  if (!/^\p{Lu}{2,}(?![\p{L}\d])/u.test(name)) return null;
  const found = new RegExp(`(?<![\\p{L}])(?:d|n|pel)?(os|as|o|a)\\s+${escapeRegExp(name)}(?![\\p{L}])`, "iu").exec(
    text,
  );
  return found?.[1]?.toLowerCase() ?? null;
}

const ORDINAL_WORD =
  /^(?:primeir|segund|terceir|quart|quint|sext|setim|oitav|non|decim|ultim|penultim)[oa]s?$|^\d+[ºª°]$/i;
/** A verb in the past after the phrase ("… operou em 2026"): "-eu" is left out, it ends nouns too ("museu", "pneu"). */
const PAST_VERB = /^\p{Ll}{3,}(?:ou|aram|eram|iram|iu)$/u;
const VERB_AFTER = /^(é|e|são|sao|foi|foram|será|sera|está|esta|tem|têm|vai|vão|deve|devem|pode|podem|fica|ficam)$/i;

/** The article a demonstrative stands for: "esse" → "o", "dessas" → "das", "nesta" → "na". */
/** The months as a document writes them, "março" with its cedilla as well. */
const MONTHS_WRITTEN = `${MONTH_NAMES}|março`;
const DAY_WRITTEN = new RegExp(
  `\\b(?:\\d{1,2}º?\\s+de\\s+(?:${MONTHS_WRITTEN})(?:\\s+de\\s+\\d{4})?|\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?)`,
  "iu",
);
const MONTH_WRITTEN = new RegExp(`(?<!\\d\\s+de\\s+)\\b(?:${MONTHS_WRITTEN})(?:\\s+de\\s+\\d{4})?\\b`, "iu");
const YEAR_WRITTEN = /(?<![\d.,/])(?:19|20)\d{2}(?![\d.,/]*\d)/u;

/**
 * The time a demonstrative of time stands for ("nesse dia" → "no dia 12 de março"), from the text where it is
 * written first: a day for "dia" and "data", a month for "mês", a year for "ano"; the month and the year are written
 * with "em" and no noun.
 */
function timeNamed(noun: string, text: string): { noun: string; text: string } | null {
  const folded = foldAccents(noun.toLowerCase());
  if (folded === "dia" || folded === "data") {
    const day = DAY_WRITTEN.exec(text)?.[0];
    return day ? { noun, text: day } : null;
  }
  if (folded === "mes") {
    const month = MONTH_WRITTEN.exec(text)?.[0];
    return month ? { noun: "", text: month } : null;
  }
  if (folded === "ano") {
    const year = YEAR_WRITTEN.exec(text)?.[0];
    return year ? { noun: "", text: year } : null;
  }
  return null;
}

function articleFor(demonstrative: string): string {
  const folded = foldAccents(demonstrative.toLowerCase());
  const plural = folded.endsWith("s");
  const feminine = (plural ? folded.slice(0, -1) : folded).endsWith("a");
  const article = `${feminine ? "a" : "o"}${plural ? "s" : ""}`;
  if (folded.startsWith("d")) return `d${article}`;
  if (folded.startsWith("n")) return `n${article}`;
  return article;
}

/** An ellipsis without its opening "E" / "E quanto a" / "E sobre": the phrase that replaces a slot. */
function stripOpening(text: string): string {
  return (
    text
      .replace(/[?!.]+\s*$/, "")
      // "E para 2029?" keeps its preposition: "para 2029" is the time that takes the place of the last question's.
      .replace(
        /^\s*(mas\s+)?e\s+(quanto\s+(a|ao|aos|as|à|às)\s+|sobre\s+|no caso d[aoe]s?\s+|para\s+(?!\d{4}\b)|com\s+)?/i,
        "",
      )
      .trim()
  );
}

/** "E qual é o prazo…?" asks the whole question after its "E". */
function withoutOpeningE(text: string): string {
  const rest = text.replace(/^\s*(mas\s+)?e\s+(?=\p{L})/iu, "");
  return rest === text ? text : rest.charAt(0).toUpperCase() + rest.slice(1);
}

/** Where the words stand as words of their own: a one-letter name ("classe C") is not a letter inside a word. */
function wordAt(text: string, words: string): number {
  const isWord = (i: number) =>
    !/[\p{L}\p{N}]/u.test(text[i - 1] ?? "") && !/[\p{L}\p{N}]/u.test(text[i + words.length] ?? "");
  let at = text.indexOf(words);
  while (at >= 0 && !isWord(at)) at = text.indexOf(words, at + 1);
  return at;
}

function replaceFolded(text: string, find: string, replacement: string): string {
  const at = wordAt(foldAccents(text), foldAccents(find));
  if (at < 0) return `${text} ${replacement}`;
  return `${text.slice(0, at)}${replacement}${text.slice(at + find.length)}`;
}

const FRAME = new RegExp(
  String.raw`^(.*?\b(?:quanto tempo|quant[oa]s?|qual(?:\s+${COPULA})?|quais(?:\s+${COPULA})?|quem(?:\s+${COPULA})?|quando|onde|como|o que|por que|(?:em|de|desde|até|ate|para|a)\s+que\s+\p{L}+))\s+(.*)$`,
  "iu",
);
