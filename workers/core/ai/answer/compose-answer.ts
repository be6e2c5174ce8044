import type { PromptDocument, PromptPassage } from "#core/chat/agent-context.ts";
import { COPULA } from "#isomorphic/text/question-words.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { formatQuantity, parseQuantity } from "#core/documents/tables.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { calculate, type FoundFigure, figuresIn, type Operation, unitAfter } from "./calculate.ts";
import { findFigure } from "./figures.ts";
import { givenShare } from "./given-share.ts";
import { shareApplied } from "./share-applied.ts";
import { fromToAnswer } from "./from-to.ts";
import { growthAnswer } from "./growth.ts";
import { recordField } from "./record-field.ts";
import { listedPairAnswer } from "./listed-pair.ts";
import { rateTimesSpan } from "./rate-times-span.ts";
import { restOfPart } from "./rest-of-part.ts";
import { countWord } from "./number-words.ts";
import { perThingOfTables, rowArithmetic, rowName, rowOperationIn, TOTAL_ROW } from "./row-arithmetic.ts";
import { rangeRowAnswer } from "./range-row.ts";
import { causeAnswer, relationAnswer } from "./relation-answer.ts";
import { rowProductGiven } from "./row-product-given.ts";
import { unitPriceTotal } from "./unit-price-total.ts";
import { weightedScore } from "./weighted-score.ts";
import { rowsBeyondColumn } from "./beyond-column.ts";
import { rankedByChange } from "./change-ranking.ts";
import { rateOfRows } from "./rate-of-rows.ts";
import { documentCode } from "./document-code.ts";
import { enumeratedShare, enumeratedSum, listedSum } from "./enumerated-sum.ts";
import { restOfCountedPart, restOfOthers, shareOfCountedPart } from "./counted-part.ts";
import { statedChange, statedDifference, statedShare } from "./stated-share.ts";
import { statedValue } from "./stated-value.ts";
import { twoSidesAnswer } from "./two-sides.ts";
import { attributeAnswer } from "./attribute-answer.ts";
import { withDefinedTerms } from "./defined-terms.ts";
import { withLabelRow, withPeriodRow } from "./row-named-by-label.ts";
import { type Unit, unitsOf } from "./passage-units.ts";
import {
  asksForAmount,
  operationIn,
  PERCENT_ASKED,
  type FigureKind,
  type QuestionShape,
  questionShape,
  withoutNames,
} from "./question-shape.ts";
import { amountPerMeasure } from "./amount-per-measure.ts";
import { headerFormat, joinNames, type TableAnswer, tableAnswerOf, WHO_COLUMN, yearsIn } from "./table-answer.ts";
import { givesKindAsked, MONEY } from "./kind-given.ts";
import { isFraming, quantityUnit, queryTerms, type RankedUnit, rankUnits, unitStems } from "./unit-ranking.ts";
import { suggestQuestions } from "#core/conversations/suggest-questions.ts";
import { asNoun, capitalised, sameNoun } from "./agreement.ts";
import { onlyRelational, stillLeans } from "./reference-words.ts";
import { holderQuestion, questionParts } from "./question-parts.ts";
import { sharesBeginning, singularEndings, VALER, validityReading, withKindred } from "./kindred-words.ts";
import { sentencesOf } from "#core/documents/sentences.ts";
import { sectionListAnswer } from "./section-list.ts";
import { partOfStatedWhole } from "./part-of-stated-whole.ts";
import { MONTH_NAMES, periodsMissing, tablePeriodMissing } from "./periods.ts";
import { containersNeeded } from "./containers-needed.ts";
import { eachTimesCount } from "./each-times-count.ts";
import { extremesApart } from "./extremes-apart.ts";
import { figuresApart } from "./difference-of-answers.ts";
import { namedScope } from "./named-scope.ts";
import { ANSWERABILITY, type AnswerabilityFeatures, type AnswerabilityModel, answerability } from "./answerability.ts";

/**
 * The offline agent's answer to a question, from the retrieved passages only:
 * the answer first, in a sentence (a table's cell or a figure computed from a
 * table or a passage, with the figures used; or the sentence that answers),
 * then at most one short supporting sentence, each cited. It never quotes less
 * than a whole sentence, answers with a table only when a table is asked for,
 * and refuses only when nothing matches.
 */
export const NOTHING_FOUND = "Não encontrei nos documentos do projeto informações sobre isso.";

/*
 * The answer's thresholds, tuned on FaQuAD's tuning articles (the even-numbered ones; `npm run bench:answers` reports
 * the odd ones apart) with an in-process run of this composer over BM25 passages, all 519 tuning questions:
 * - MIN_COVERAGE: below this share of the question's weight a unit is not an answer (0.15 to 0.25 changed nothing;
 *   0.45 refused 4% of answerable questions).
 * - RUNNER_UP and SHORT_REPLY: a second sentence joins the answer when it scores at least RUNNER_UP of the best one
 *   (the question's words cannot tell them apart) or brings words of the question the first lacks, and the two fit in
 *   SHORT_REPLY characters. Hits 0.823 → 0.855 from (0.8, 360) to (0.6, 500), 0.863 → 0.873 from 500 to 700 and
 *   0.875 from 900 on; the median reply stays near 280 characters (the second sentence joins a third of answers).
 * - The near-miss refusal: a model fitted by `node scripts/fit-answerability.ts` (answerability.ts).
 */
const MIN_COVERAGE = 0.15;
/** A word that names who acts ("requisitante", "contratante", "fiscalizador"). */
const AGENT_WORD = /\p{L}{4,}(?:ante|ente|ador|adora)s?$/iu;
const RUNNER_UP = 0.6;
/*
 * Set by hand, and as insensitive as the ranking's weights (unit-ranking.ts): halved or raised by half each moved the
 * tuning hits by at most a point.
 * - DEFINING_BONUS / FIGURE_BONUS: extra share of the question's weight for the sentence that defines what "o que é
 *   X?" asks, and for one holding the kind of figure a "quanto/quando/qual o prazo" question asks;
 * - TWO_PARTS_BELOW / SECOND_PART_COVERAGE: a second sentence for a two-part question when the best one covers less
 *   than this, from a sentence covering at least that of the question with words the first lacks;
 * - HEADING_MATCH: the best unit matched mostly its heading (its own words under this share): the section's next
 *   sentence joins it;
 * - LIST_OVER_SENTENCE: a list question is answered with the section's items when the best item scores at least this
 *   share of the best sentence.
 */
const DEFINING_BONUS = 0.3;
const FIGURE_BONUS = 0.25;
const TWO_PARTS_BELOW = 0.75;
const SECOND_PART_COVERAGE = 0.2;
const HEADING_MATCH = 0.5;
const LIST_OVER_SENTENCE = 0.5;
const SHORT_REPLY = 800;
/** A supporting quote after a computed figure, only when it is this short. */
const SHORT_QUOTE = 240;

export interface AnswerOptions {
  /** Words the conversation carries into this question (a follow-up's subject): see RankOptions.context. */
  context?: string;
  /** Words of the sentence the message sets before its question (./follow-up.ts, `premise`), for the near-miss. */
  premise?: string;
  /**
   * The sentences the message sets before its question, whatever they give ("Moro na Vila Aurora."): a table's row
   * they name is the row asked about when the question names none.
   */
  setup?: string;
  /** The near-miss refusal's model, for the script that fits it; ANSWERABILITY otherwise. */
  model?: AnswerabilityModel;
  /** Receives the measurements the near-miss refusal decides from, for the script that fits its model. */
  probe?: (features: AnswerabilityFeatures) => void;
}

export function composeAnswer(
  asked: string,
  all: PromptPassage[],
  documents: PromptDocument[] = [],
  options: AnswerOptions = {},
): string {
  const answer = composeScoped(asked, all, documents, options);
  // A question that names something some documents write and others do not ("o Conselho de Administração") is about
  // the ones that write it: an answer from another is about something else, and the question is asked of
  // those documents alone. Only then: read alone, a document weighs its own words less than all of them do.
  const scoped = namedScope(asked, all);
  if (scoped.length === all.length) return answer;
  const within = new Set(scoped.map((passage) => passage.n));
  // The answer is from the passage it cites first; others it cites only add to it.
  const first = /\[(\d+)\]/.exec(answer)?.[1];
  if (first === undefined || within.has(Number(first))) return answer;
  return composeScoped(asked, scoped, documents, options);
}

function composeScoped(
  asked: string,
  passages: PromptPassage[],
  documents: PromptDocument[],
  options: AnswerOptions,
): string {
  // "Quanto pode perder?" where the documents define the term that says it: the term joins the question.
  // "no dia 10/03" over a table of periods: the day names the row whose period holds it (./row-named-by-label.ts).
  // "prioridade 1" over a key column "Prioridade" of rows "1 — Urgente": the row so labelled (./row-named-by-label.ts).
  const question = withLabelRow(withPeriodRow(withDefinedTerms(asked, passages), passages), passages);
  // No passage writes a contact of the form asked: a person's role line is not their telephone.
  const contact = contactForm(question);
  if (contact && !passages.some((passage) => contact.test(passage.text))) return refusal(documents);
  // Nor is another's: "o CNPJ da construtora" over an agreement that writes only the municipality's.
  if (contact && !holderWritesContact(question, contact, passages)) return refusal(documents);
  const attribute = attributeAnswer(question, passages);
  if (attribute) return attribute;
  // A document's code asked: what its title writes (./document-code.ts).
  const code = documentCode(question, passages);
  if (code) return code;
  // "A função da encarregada da tarefa X?": the person first, then what the documents say they are.
  const holder = holderQuestion(question);
  if (holder) {
    const who = composeOne(holder, passages, documents, options);
    const person = personIn(who);
    const role = person ? attributeAnswer(`Qual é o cargo de ${person}?`, passages) : null;
    if (role) return `${who}\n\n${role}`;
  }
  // "A diferença entre o maior e o menor prazo?": the largest and the smallest answered, then set apart.
  const extremes = extremesApart(question);
  if (extremes) {
    const [highest, lowest] = [extremes.highest, extremes.lowest].map((part) =>
      composeOne(part, passages, documents, options),
    );
    const apart =
      highest && lowest && !highest.startsWith(NOTHING_FOUND) && !lowest.startsWith(NOTHING_FOUND)
        ? figuresApart(highest, lowest, extremes.between)
        : null;
    if (apart) return apart;
  }
  // "Quantas houve no total, e quantas delas foram de X?": each part answered, both kept when both are.
  const parts = questionParts(question);
  if (parts) {
    const answers = parts.map((part) => composeOne(part, passages, documents, options));
    if (answers.every((answer) => !answer.startsWith(NOTHING_FOUND)) && answers[0] !== answers[1])
      return oneIfSame(answers[0] ?? "", answers[1] ?? "") ?? answers.join("\n\n");
  }
  return composeOne(question, passages, documents, options);
}

/**
 * Two parts answered by one row (its start and its end asked together): the answer that states every figure
 * of the other, once. Null when each states one the other does not.
 */
/** A whole named: a share of it is of a column's total, not of another column. */
const WHOLE_NAMED = /\b(?:total|soma|somad[oa]s?|tod[oa]s|geral)\b/u;

/** How many of a table's columns (its first aside) the question names by every word of their label. */
function columnsNamed(question: string, header: string[]): number {
  const asked = new Set(analyze(question));
  return header.slice(1).filter((cell) => {
    const words = analyze(cell.replace(/\([^)]*\)/gu, " ")).filter((stem) => !isFraming(stem));
    return words.length > 0 && words.every((stem) => asked.has(stem));
  }).length;
}

function oneIfSame(first: string, second: string): string | null {
  const figures = (text: string) => new Set(text.replace(/\[\d+\]/g, " ").match(/\d[\d.,/]*\d|\d/g) ?? []);
  const [a, b] = [figures(first), figures(second)];
  if (a.size === 0 || b.size === 0) return null;
  if ([...b].every((figure) => a.has(figure))) return first;
  if ([...a].every((figure) => b.has(figure))) return second;
  return null;
}

/**
 * "Quantos poços …?" over a passage that states no number of them ("os poços que operaram acima…" with only dates
 * and other figures): it names the things counted but does not count them, so a count computed over a table answers.
 */
function countNotStated(question: string, text: string): boolean {
  const counted = /\bquant[oa]s\s+(\p{L}{3,})/u.exec(foldAccents(question.toLowerCase()))?.[1];
  const stem = counted ? analyze(counted)[0] : undefined;
  if (!stem) return false;
  const folded = foldAccents(text.toLowerCase());
  const numbers =
    /(?:\d[\d.]*|\b(?:um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze)\b)\s+((?:\p{L}+\s+){0,2}?\p{L}+)/gu;
  return ![...folded.matchAll(numbers)].some((match) =>
    (match[1] ?? "").split(/\s+/).some((word) => analyze(word)[0] === stem),
  );
}

/** A sentence that states an extreme: "o maior", "a máxima", "o pico", "o recorde", "mais alto". */
const EXTREME_STATED =
  /\b(?:maior|maiores|menor|menores|maxim\p{L}*|minim\p{L}*|pico|picos|recorde|mais alt\p{L}*|mais baix\p{L}*)\b/u;

/**
 * A sentence that states the whole asked: "valor global … é de R$ X" where the question wrote "valor total". Its own
 * words write the years the question names: the plan's total under a heading of 2027 is not the total for 2027.
 */
function statesTotal(question: string, text: string): boolean {
  const years = question.match(/\b(?:19|20)\d{2}\b/g) ?? [];
  return /\b(?:total|global)\b/.test(foldAccents(text.toLowerCase())) && years.every((year) => text.includes(year));
}

/** "custo total de R$ 388.500,00", "valor global do contrato é de R$ X": the total with its figure a few words on. */
const TOTAL_WITH_FIGURE = /\b(?:total|global)\b(?:\s+[^\s\d]+){0,5}\s+(?:r\$\s*)?\d/;

/** "média geral de 4,6", "o tempo médio foi de 7 min": the mean with its figure a few words on. */
const MEAN_WITH_FIGURE = /\bmedi[ao]s?\b(?:\s+[^\s\d]+){0,4}\s+(?:r\$\s*)?\d/;

/** Adding up asked in so many words: "somando", "ao todo", "no total", "juntos". */
const ADDING_UP_ASKED = /\b(?:somando|somad[oa]s|juntando|ao todo|no total|juntos|juntas)\b/;

/** The first person's name an answer writes ("… é Renata Falcão [5]."). */
function personIn(answer: string): string | null {
  return /\p{Lu}\p{Ll}+(?:\s+(?:d[aeo]s?\s+)?\p{Lu}\p{Ll}+){1,3}(?=\s*(?:\[|\(|[.;,]|$))/u.exec(answer)?.[0] ?? null;
}

function composeOne(asked: string, passages: PromptPassage[], documents: PromptDocument[], options: AnswerOptions) {
  // "Quanto por cento 1.383 representa de 1.500?": both figures written (by the user, or by the resolver from the last
  // two answers); the arithmetic needs no passage.
  const stated = statedShare(asked) ?? statedDifference(asked) ?? statedChange(asked);
  if (stated) return stated;
  // "R$ 92 mil representam que parte do orçamento?": one figure written, the other the documents' answer to the rest.
  // The rest is answered with the conversation's words, else (when they lead back to the written figure itself, "isso"
  // being the last answer) without them.
  const ofGiven = givenShare(asked, (rest, again) => {
    const answer = composeOne(rest, passages, documents, again ? { ...options, context: undefined } : options);
    return answer.startsWith(NOTHING_FOUND) ? null : answer;
  });
  if (ofGiven) return ofGiven;
  // "Quanto é 12% do custo da obra?": the percentage written, times the documents' answer to the amount it names.
  const applied = shareApplied(asked, (sub) => {
    const answer = composeOne(sub, passages, documents, options);
    return answer.startsWith(NOTHING_FOUND) ? null : answer;
  });
  if (applied) return applied;
  // "Quanto o X custa a mais que o Y?" over a sentence that lists both with their figures: one set against the other.
  const pair = listedPairAnswer(asked, passages);
  if (pair) return pair;
  // "O consumo de junho representou que percentual da cota mensal?": each side asked of the documents, then divided.
  const related = twoSidesAnswer(asked, passages, (side) => {
    const answer = composeOne(side, passages, documents, options);
    return answer.startsWith(NOTHING_FOUND) ? null : answer;
  });
  if (related) return related;
  // How long a contract "vale" is asked of its validity, which the documents write "vigora", "vigência".
  const question = validityReading(asked, besideAsked(passages, asked)) ?? asked;
  const units = unitsOf(passages);
  // "E quanto disso fica em 2027?" after a stated total: the year's part of the table that adds up to it.
  const part = partOfStatedWhole(question, units);
  if (part) return part;
  // "A nota final da Hidrotec?" where a sentence sets the weights of a table's columns: the weighted sum.
  const weighted = weightedScore(question, units, options.context);
  if (weighted) return weighted;
  // "Que poço passou do limite de alerta?" over rows that carry their reading and their limit: those past it.
  const beyond = rowsBeyondColumn(question, units);
  if (beyond) return beyond;
  // "Quanto custam 20 dias das duas bombas?" over a table whose total is its columns' product: the row's total again,
  // with the question's figures in place of the columns they name.
  const given = rowProductGiven(question, units);
  if (given) return given;
  // "Que regional cresceu mais de março para junho?" over a column per month: each row's change, ranked.
  const changed = rankedByChange(question, units);
  if (changed) return changed;
  // "E a taxa de reclamação?" over counts of the whole and its part in rows: the part over the whole.
  const rate = rateOfRows(question, units);
  if (rate) return rate;
  // "Por qual motivo?" after a turn about a stoppage: the sentence about it that states a cause.
  const relation =
    options.context && onlyRelational(question, isFraming) ? relationAnswer(question, units, options.context) : null;
  if (relation) return relation;
  const contact = contactForm(question);
  const shape = questionShape(question);
  const ranked = headingFirst(
    question,
    units,
    someoneFirst(
      question,
      figureFirst(
        question,
        shape,
        slotFirst(
          question,
          rankUnits(question, units, { bonus: shapeBonus(shape, question), context: options.context }),
        ),
      ),
    ),
  );
  const best = ranked[0];
  // "Por que X caiu?" over a best sentence that states no cause: the sentence about X that does.
  const because = causeAnswer(
    question,
    ranked.slice(0, SLOT_REACH).map((r) => r.unit),
    units,
    options.context,
  );
  if (because) return because;
  const attribute = attributeAnswer(question, passages);
  if (attribute) return attribute;
  // "Qual é a empresa da Ana Lima?" over her record's lines ("Nome: Ana Lima", "Empresa contratada: X").
  const field = recordField(question, passages);
  if (field) return field;
  const listed = sectionListAnswer(question, passages);
  if (listed) return listed;
  // "Qual foi a sobra líquida em 2024?" over a sentence that writes it with its figure: the document's own answer.
  const valueStated = statedValue(question, ranked);
  if (valueStated) return factAnswer(units, [valueStated, ...ranked.filter((other) => other !== valueStated)]);
  // "Quanto ainda cabe?", "que percentual do limite?" over a row that writes both figures: computed within the row.
  // A row far below the best unit, and not named, is no subject of the question: arithmetic within it answers another.
  const rowsInReach = ranked
    .slice(0, SLOT_REACH)
    .filter(
      (r) =>
        r.unit.kind === "row" &&
        (r.score >= (best?.score ?? 0) * RUNNER_UP ||
          namesAny(`${question} ${options.context ?? ""}`, [rowName(r.unit.table?.cells ?? [])]) ||
          namedInOtherNumber(question, rowName(r.unit.table?.cells ?? []))),
    );
  const folded = foldAccents(question.toLowerCase());
  const whoAsked = WHO_ASKED.test(folded);
  // A change between a row's two moments is computed unless the best answer is a sentence that states one in percent.
  const changeAsked = rowOperationIn(folded) === "change";
  const arithmeticOf = (row: RankedUnit | undefined) =>
    row && !(changeAsked && row !== best && /\d\s*%|\bpor cento\b/.test(best?.unit.text ?? ""))
      ? rowArithmetic(question, row.unit, options.context)
      : null;
  // Of the rows in reach (two tables with a row "Satélite"), the first whose figures compute what is asked.
  let bestRow = rowsInReach[0];
  let withinRow: string | null = null;
  for (const row of rowsInReach) {
    withinRow = arithmeticOf(row);
    if (withinRow) {
      bestRow = row;
      break;
    }
    // The row the question names computes nothing of what it asks: another row's figures answer another question
    // (another table's row of the same name still may).
    const name = rowName(row.unit.table?.cells ?? []);
    const namesake = rowsInReach.some((other) => other !== row && rowName(other.unit.table?.cells ?? []) === name);
    if (namesAny(question, [name]) && !namesake) break;
  }
  // "O custo previsto médio por poço, no programa inteiro": the amount over the count of a whole table no row of which is named.
  // It comes before the best row's own amount per thing: a row neither the question nor the conversation names is
  // merely ranked first.
  const perWhole = perThingOfTables(question, units, options.context);
  if (perWhole) return perWhole;
  // "Quanto sai o aluguel por metro quadrado?" over the rent's sentence and the area's: the one over the other.
  const perMeasure = amountPerMeasure(question, ranked, units);
  if (perMeasure) return perMeasure;
  // "Quanto paga quem ganha R$ 5.700?" over a table of bands ("de 3.500,01 a 6.500,00"): the band that holds it.
  const band = rangeRowAnswer(question, units, options.context);
  if (band) return band;
  if (shape.shape !== "table") {
    // A table answers unless a sentence accounts for more of the question ("o valor total do contrato" is stated
    // in a sentence; a table of the contract's milestones has only "valor").
    // "Quem…?" asks for someone: a table's figure names no one ("o valor arrematado é 225.000").
    const read = tableAnswerOf(question, passages, options.context || options.setup);
    // Unless the table has a column of who ("Responsável"): its cell answers, a name or a party ("a locatária").
    const fromTable =
      read && whoAsked && !namesNew(read.text, question) && !read.header.some((cell) => WHO_COLUMN.test(cell))
        ? null
        : read;
    const margin = accounted(question, fromTable?.stems ?? new Set()) - accounted(question, best?.matched ?? new Set());
    // A figure the question asks to compute, computed, answers before a sentence that states no figure at all.
    // So does one computed over a table whose own row merely ranks first, or another table's row that accounts for
    // no more of the question (one that does states the figure asked).
    const ownRow = best?.unit.table?.header.join("|") === fromTable?.header.join("|");
    // And "Qual categoria teve mais X?" asks which row: a sentence that names none of the rows does not say.
    const computedFirst =
      fromTable?.computed === true &&
      (!/\d/.test(best?.unit.text ?? "") ||
        (fromTable.whichRow && !namesAny(best?.unit.text ?? "", fromTable.keys)) ||
        (best?.unit.kind === "row" && (ownRow || margin >= 0)) ||
        countNotStated(question, best?.unit.text ?? "") ||
        // "Qual foi a maior X?" over a sentence that states no largest or smallest of anything.
        // The table's own lead-in ("Limites: … Leituras abaixo") is the same evidence: its rows' extreme is computed.
        (fromTable.extreme === true &&
          (margin >= 0 || (best !== undefined && Boolean(fromTable.leadIn?.includes(best.unit.text)))) &&
          !EXTREME_STATED.test(foldAccents(best?.unit.text.toLowerCase() ?? ""))) ||
        // "Somando todos os lotes, quantos km de vias?": adding up asked in so many words, over a table's rows.
        ADDING_UP_ASKED.test(folded) ||
        // "Qual a média das notas?" over a column of them: a sentence that states no mean only holds other figures (a
        // pass mark, a scale), whose mean is no answer.
        // A row or a line may state the mean itself ("Fator médio do mês: 0,91"); a sentence is read for it.
        // Not an amount per a period ("dá quanto por mês, em média?"): that is a whole over its periods.
        (fromTable.averaged === true &&
          !/\bpor (?:mes|ano|dia|semana|hora)\b/u.test(folded) &&
          best?.unit.kind === "sentence" &&
          !MEAN_WITH_FIGURE.test(foldAccents(best.unit.text.toLowerCase()))));
    // A figure asked over a best sentence that writes no figure at all ("Este pedido reserva o valor total
    // estimado."): it names what is asked without stating it, so the table's reading answers.
    // Not a lead-in ("Prazos para a retirada, contados do chamado:"), whose list states the figures; and the table must
    // account for the question nearly as well (one word less at most).
    const figureless =
      (shape.figures ?? []).length > 0 &&
      (best?.unit.kind === "sentence" || best?.unit.kind === "item") &&
      // A year or a date ("as vagas novas em 2027") is no figure of what is asked.
      !writesFigure(best.unit.text, shape.figures ?? []) &&
      !/:\s*$/.test(best.unit.text) &&
      margin >= -1;
    // A table that holds none of the noun asked ("o telefone da unidade") does not answer, whatever else it names;
    // a figure computed from it does, the noun naming the computation ("a participação de X no total").
    const answers =
      fromTable &&
      (fromTable.computed || (!slotOutside(question, fromTable.stems) && !countedOutside(question, fromTable)));
    // A cell read as it is does not answer what the question asks to compute within the row; nor does a figure
    // computed over every row when the row is the one the conversation is about ("que percentual isso representa?").
    const carriedRow =
      Boolean(options.context) &&
      namesAny(options.context ?? "", [bestRow?.unit.table?.cells[0] ?? ""]) &&
      !namesAny(question, fromTable?.keys ?? []);
    // A change between a row's two moments is asked of that row, whatever a column's total would say.
    // Unless the table's reading is of a row the question names and the best row is not: "o faturamento cresceu" is
    // the row "Faturamento (R$)", not "Volume faturado (m³)" that ranked first on the same stem.
    const bare = (key: string) => key.replace(/\s*\([^)]*\)/g, "");
    const otherRowNamed =
      fromTable?.computed === true &&
      namesAny(question, (fromTable.keys ?? []).map(bare)) &&
      !namesAny(question, [bare(bestRow?.unit.table?.cells[0] ?? "")]);
    // "No P-2, que porcentagem da capacidade a vazão garantida representa?": a share of one named column in another
    // of the row, not of a column's total over the rows, when the question names the row, both columns and no total.
    const shareWithinRow =
      rowOperationIn(folded) === "share" &&
      !WHOLE_NAMED.test(folded) &&
      namesAny(question, [rowName(bestRow?.unit.table?.cells ?? [])]) &&
      columnsNamed(question, bestRow?.unit.table?.header ?? []) >= 2;
    if (withinRow && !otherRowNamed && (fromTable?.computed !== true || carriedRow || changeAsked || shareWithinRow))
      return withinRow;
    // A sentence that states a figure of the kind asked, and accounts for as much of the question, is the document's
    // own answer: a figure computed over a table wins only by accounting for more.
    // Not when the question names an operation ("o total", "que percentual"): the sentence's figure is another's.
    // Unless the sentence writes the total itself ("valor global … é de R$ X" where the question wrote "total").
    const operation = operationIn(folded) ?? "count";
    const statesAsked =
      best?.unit.kind === "sentence" &&
      (operation === "count" || (operation === "sum" && statesTotal(question, best.unit.text))) &&
      // A sentence of another month ("Em setembro, o custo total foi…") states no figure of the month asked.
      !tablePeriodMissing(question, best.unit.text) &&
      !PERCENT_ASKED.test(folded) &&
      (shape.figures ?? []).some((kind) => findFigure(best.unit.text, kind) !== null) &&
      // "Quantas reclamações…?" over "as reclamações … demoram 7 dias": a figure, but no count of what is counted.
      !((shape.figures ?? [])[0] === "count" && countNotStated(question, best.unit.text));
    // Nor does a cell read when the sentence is the table's own lead-in: a line that states the figure before its
    // table ("O valor global é de R$ X, conforme a planilha abaixo") is the answer the table only details.
    // A date it writes ("O pico ocorreu em 21 de agosto") is no such figure: the table's cells are.
    const ownLeadIn =
      statesAsked && Boolean(fromTable?.leadIn?.includes(best.unit.text)) && figuresIn(best.unit.text).length > 0;
    const strictly = fromTable?.weak === true || ((fromTable?.computed === true || ownLeadIn) && statesAsked);
    // "Quantas reclamações de X…?" over a sentence that counts nothing of them: the count the table gives for the row
    // the question names answers, though the sentence repeats a word the table's header does not.
    const countRead =
      fromTable !== null &&
      (shape.figures ?? [])[0] === "count" &&
      best?.unit.kind === "sentence" &&
      countNotStated(question, best.unit.text) &&
      namesAny(question, fromTable.keys);
    // A percentage or a price asked in so many words: a table's reading with none does not answer, when the best
    // sentence states one (a porcentagem of an allowance, over a payroll row of it and a sentence that gives its rate).
    const kindGiven =
      fromTable !== null &&
      (givesKindAsked(question, fromTable.text) || !givesKindAsked(question, best?.unit.text ?? ""));
    // "Moro na Vila Aurora. Em que dias tenho água?": the row the asker's own sentence names is theirs, which a sentence
    // about every row does not say.
    // Read again without the sentence only when nothing else already lets the table answer.
    const setupRow = () =>
      fromTable !== null &&
      !options.context &&
      options.setup !== undefined &&
      tableAnswerOf(question, passages)?.text !== fromTable.text;
    // "Até quando vale o convênio com X?" over X's row of counts and amounts: a cell or a row read as it is that states
    // no date or span of time, when one is asked, does not answer (the row is only what the question named).
    // Unless the word that asks the time names what the table holds ("Ordens encerradas no prazo", "Dia da coleta").
    const kindMissing =
      fromTable !== null &&
      !fromTable.computed &&
      timeNotStated(shape, fromTable.text) &&
      !analyze(question).some((stem) => TIME_WORDS.has(stem) && fromTable.stems.has(stem));
    if (
      fromTable &&
      answers &&
      !kindMissing &&
      kindGiven &&
      (computedFirst || figureless || countRead || (strictly ? margin > 0 : margin >= 0) || setupRow())
    )
      return fromTable.text;
  }
  // "E hoje?" after a target, "quantos pontos percentuais…": a sentence's own "de A para B" states both values.
  const change = fromToAnswer(question, ranked);
  if (change) return change;
  // "Quantas das 58 X não …?" over "das 58 X, 19 …": the rest of the part the sentence counts.
  // "Quanto sobra sem a consultoria?" over "R$ 90 mil, dos quais R$ 25 mil são da consultoria": the whole less it.
  // "Quantas foram canceladas?" over "das 40 ordens, 28 …, 5 …; as demais foram canceladas": the whole less them.
  const rest = restOfPart(question, ranked) ?? restOfCountedPart(question, ranked) ?? restOfOthers(question, ranked);
  if (rest) return rest;
  // "Quanto dá a compra toda?" over "compra de 36 detectores … a R$ 4.200,00 por unidade": the count times the price.
  const whole = unitPriceTotal(question, ranked, units);
  if (whole) return whole;
  // "A vazão somada dos dois conjuntos?" over "três conjuntos, cada um com 38 L/s": the figure for each times the count.
  const each = eachTimesCount(question, ranked);
  if (each) return each;
  // "Quantos cilindros?" over "12.600 kg, entregue em cilindros de 900 kg": the quantity over the thing's size.
  const containers = containersNeeded(question, ranked);
  if (containers) return containers;
  // "Quantos m³ foram bombeados?" over "bombeado por 24 horas a 44 m³/h": the rate times the span.
  const product = rateTimesSpan(question, ranked);
  if (product) return product;
  // "Somando os três grupos, quantas pessoas?" over "12 motoristas, 30 ajudantes e 8 mecânicos", or over a list whose
  // items each write one figure: added up. A share of
  // parts whose whole the sentence states ("150 denúncias, das quais 45 … e 30 …") is over that whole, not their sum.
  const enumerated =
    enumeratedSum(question, ranked) ??
    listedSum(question, units) ??
    shareOfCountedPart(question, ranked) ??
    enumeratedShare(question, ranked);
  if (enumerated) return enumerated;
  // "Em quantos por cento cresceu…?" over a sentence that states both figures and no percentage of its own: the change
  // and the percent are the operation, not words the passages must hold.
  const growth = !best || /\d\s*%|\bpor cento\b/.test(best.unit.text) ? null : growthAnswer(question, ranked);
  if (growth) return growth;
  // A reference the resolver could not place ("essa solicitação") stands for what the last turn talked about: the words
  // it carried are part of what is asked, and a noun of the reference is no missing subject.
  const leaning = Boolean(options.context) && (stillLeans(question) || onlyRelational(question, isFraming));
  if (
    !best ||
    (leaning ? best.carriedCoverage : best.coverage) < MIN_COVERAGE ||
    (!leaning && slotMissing(question, nearBest(ranked, units)) && !listFillsSlot(question, best.unit)) ||
    (contact !== undefined && !nearBest(ranked, units).some((unit) => contact.test(unit.passage.text))) ||
    moneyMissing(question, ranked, units) ||
    nameMissing(question, ranked) ||
    namesOfManyMissing(question, ranked) ||
    // A table's row that names no one does not say who.
    (best.unit.kind === "row" && whoAsked && !namesNew(best.unit.text, question)) ||
    // Nor does a row of a table that counts nothing of what is counted ("quantos usuários" over a row of terms).
    (best.unit.table !== undefined &&
      countedOutside(question, {
        header: best.unit.table.header,
        stems: new Set(analyze(`${best.unit.table.header.join(" ")} ${best.unit.text}`)),
      })) ||
    yearMissing(question, best.unit) ||
    yearOtherwise(question, best.unit) ||
    periodMissing(question, best.unit, units) ||
    (!leaning &&
      ONE_UNIT_SHAPES.has(shape.shape) &&
      isNearMiss(question, units, ranked, shape, options) &&
      !premiseAnswers(question, units, ranked, shape, options))
  )
    return refusal(documents);
  if (withinRow) return withinRow;
  // A cost asked of what the best sentence names, priced in the sentence after it: both, the price with its thing.
  const price =
    MONEY_ASKED.test(folded) && !MONEY.test(best.unit.text) ? pricedAfter(question, best.unit, units) : undefined;
  if (price) return `${best.unit.text} ${price.text} ${cite(price)}`;
  // A date asked of an event the best sentence does not name, dated in the sentence after it ("aprovou, em 03/04,
  // dividendos de R$ X. … e o pagamento será feito em 28/04"): both, the date with its event.
  const dated = (shape.figures ?? []).includes("date") ? eventDatedAfter(question, best.unit, units) : undefined;
  if (dated) return `${best.unit.text} ${dated.text} ${cite(dated)}`;
  // Two figures of one passage are computed only for a question that asks for an amount.
  const plain = withoutNames(question);
  const operation = asksForAmount(plain) ? operationIn(plain) : null;
  // "Em que porcentagem a perda caiu?" over a sentence that states the percentage: the sentence answers; the
  // difference of its two figures would be in their unit, not in percent.
  const statedPercent = PERCENT_ASKED.test(plain) && /\d\s*%|\bpor cento\b/.test(best.unit.text);
  // "Qual o custo total do plano?" over "ao custo total de R$ 388.500,00. Do total, R$ 150.000,00 em 2029…": the
  // sentence gives the total; adding its other amounts to it would count them twice.
  const statedSum =
    operation === "sum" &&
    !ADDING_UP_ASKED.test(plain) &&
    best.unit.kind === "sentence" &&
    statesTotal(question, best.unit.text) &&
    TOTAL_WITH_FIGURE.test(foldAccents(best.unit.text.toLowerCase()));
  // "Qual foi a média da enquete?" over "Média geral de 3,9 em 5; o item mais elogiado (4,7)…": the sentence
  // states the mean; its other figures (the scale, the items) are not what it is a mean of.
  const statedMean =
    operation === "average" &&
    best.unit.kind !== "row" &&
    MEAN_WITH_FIGURE.test(foldAccents(best.unit.text.toLowerCase()));
  if (
    operation &&
    !statedPercent &&
    !statedSum &&
    !statedMean &&
    operation !== "count" &&
    operation !== "max" &&
    operation !== "min"
  ) {
    const computed = passageArithmetic(operation, ranked, plain);
    if (computed) return computed;
  }
  switch (shape.shape) {
    case "compare":
      return compareAnswer(question, shape, units, ranked);
    case "list":
      return listAnswer(question, units, ranked) ?? factAnswer(units, ranked);
    case "table":
      return tableAnswer(question, ranked, true) ?? factAnswer(units, ranked);
    default:
      return factAnswer(units, ranked);
  }
}

const cite = (unit: Unit) => `[${unit.passage.n}]`;

/**
 * The rows whose cell, in a column after the first, the question writes whole ("estão com Fulana Tal", "as de
 * prioridade alta"), when some rows hold it and others do not; all of them otherwise.
 */
function rowsWithCellNamed(rows: Unit[], question: string): { rows: Unit[]; by?: string } {
  const folded = ` ${foldAccents(question.toLowerCase()).replace(/[^\p{L}\d]+/gu, " ")} `;
  const written = (cell: string) => {
    const words = foldAccents(cell.toLowerCase())
      .replace(/[^\p{L}\d]+/gu, " ")
      .trim();
    return words.length > 2 && folded.includes(` ${words} `);
  };
  const width = rows[0]?.table?.cells.length ?? 0;
  for (let c = 1; c < width; c++) {
    const kept = rows.filter((unit) => written(unit.table?.cells[c] ?? ""));
    const first = kept[0]?.table;
    if (first && kept.length < rows.length)
      return { rows: kept, by: `${first.header[c] ?? ""}: ${first.cells[c] ?? ""}` };
  }
  return { rows };
}

/** Whether a text names one of these keys (accents and case aside). */
function namesAny(text: string, keys: string[]): boolean {
  const folded = foldAccents(text.toLowerCase());
  return keys.some((key) => key.trim().length > 1 && folded.includes(foldAccents(key.trim().toLowerCase())));
}

/** "cada hidrômetro" names the row "Hidrômetros": every word of the row's name, in either number, is the question's. */
function namedInOtherNumber(question: string, name: string): boolean {
  const stems = analyze(name);
  const asked = new Set(analyze(question));
  return stems.length > 0 && stems.every((stem) => asked.has(stem));
}

/** How many of the question's content stems (framing and operation words aside) a set of stems holds. */
function accounted(question: string, stems: Set<string>): number {
  return analyze(question).filter((stem) => !isFraming(stem) && !OPERATION_WORDS.has(stem) && stems.has(stem)).length;
}

const OPERATION_WORDS = new Set(
  analyze("total soma somando média maior menor mais menos diferença quantos quantas quanto razão vezes ordem"),
);

const COPULA_FICAR = new Set(analyze("fica ficam ficou ficaram"));
const FORM_WORDS = new Set(analyze("tabela quadro lista listagem resumo resuma mostre"));
const FIGURE_WORDS = new Set(
  analyze(
    "tempo prazo duração data dia dias mês ano valor custo preço percentual porcentagem taxa número quantidade total " +
      "parcela parte fatia proporção fração faixa intervalo",
  ),
);

/**
 * What the question asks for ("qual é o e-mail de X?" asks for an e-mail, "qual empresa…?" for a company) is
 * written in no passage: the passages speak of X, but not of what is asked. A slot that a figure or a name fills
 * ("valor", "prazo", "nome") is met by the figure, not by the word.
 */
function slotMissing(question: string, units: Unit[]): boolean {
  // What the passages write, and what they stand under: headings, tables' headers, documents' names.
  const passageStems = new Set(
    units.flatMap((unit) => [
      ...unitStems(unit),
      ...analyze(`${unit.heading ?? ""} ${unit.table?.header.join(" ") ?? ""} ${unit.passage.documentName}`),
    ]),
  );
  // "a vazão" is stated by a figure in L/s though the word is not written.
  const unit = quantityUnit(contentSlot(question) ?? "");
  if (unit && units.some((candidate) => unit.test(candidate.text))) return false;
  // So is "o telefone" by a number written in a telephone's form, whatever word is beside it ("registre pelo 0800…").
  const form = contactForm(question);
  if (form && units.some((candidate) => form.test(candidate.text))) return false;
  return slotOutside(question, passageStems);
}

/**
 * "Quais funções o caminhão cumpre?" over "…capaz de desobstruir, sugar e lavar redes", "quais níveis de pressão…?"
 * over "…tanto em baixa quanto em média pressão": a plural slot is filled by the list the best sentence writes, which
 * names its elements, not their kind.
 */
function listFillsSlot(question: string, best: Unit): boolean {
  if (!/^\s*(?:e\s+)?quais\b/iu.test(question) || best.kind !== "sentence") return false;
  // Only a noun for a kind of things ("operações", "tipos") is filled by their list; "as marcas", "os telefones" ask
  // for names and numbers a list of something else does not give.
  const slot = contentSlot(question);
  if (!slot || !KIND_NOUNS.has(slot)) return false;
  return SHORT_LIST.test(best.text) || /\btanto\s+[^,.;]+?\s+quanto\s+\p{L}/iu.test(best.text);
}

/**
 * Nouns that name a kind of things, whose members a list names without the noun ("forma" and "parte" are slots a
 * sentence or a figure fills already: FILLED_SLOTS, FIGURE_WORDS).
 */
const KIND_NOUNS = new Set(
  analyze(
    "tipos tipo níveis nível operações operação funções função atividades atividade etapas etapa fases fase " +
      "categorias categoria modalidades modalidade opções opção elementos elemento componentes componente " +
      "classes classe espécies espécie setores setor seções seção grupos grupo",
  ),
);

/** Three short elements or more, the last joined by "e"/"ou": "desobstruir, sugar, lavar e inspecionar". */
const SHORT_LIST = /(?:[\p{L}-]+(?:\s+[\p{L}-]+){0,3},\s+){2,}[\p{L}-]+(?:\s+[\p{L}-]+){0,3}\s+(?:e|ou)\s+\p{L}/u;

/** Whether the noun the question asks for (a content noun, not a figure's or a form's word) is none of the stems. */
function slotOutside(question: string, stems: Set<string>): boolean {
  const stem = contentSlot(question);
  return stem !== null && stemOutside(stem, stems);
}

function stemOutside(stem: string, stems: Set<string>): boolean {
  if ([...withKindred(new Set([stem]))].some((kin) => stems.has(kin))) return false;
  return ![...stems].some((other) => variants(stem, other));
}

/**
 * "Quantas vistorias houve no distrito X?" over a table of the districts that counts orders and hours but no
 * inspections: the row of X is no count of them. A column of counts ("Quantidade", "nº") counts whatever its rows
 * are, and a unit of measure ("quantas horas") is met by the figure, not by the word.
 */
function countedOutside(question: string, table: Pick<TableAnswer, "header" | "stems">): boolean {
  const stem = analyze(COUNTED.exec(question)?.[1] ?? "")[0];
  if (!stem || FIGURE_WORDS.has(stem) || UNITS_OF_MEASURE.has(stem) || quantityUnit(stem)) return false;
  if (table.header.some((cell) => COUNT_COLUMN.test(foldAccents(cell.toLowerCase())))) return false;
  return stemOutside(stem, table.stems);
}

/** The noun right after "quantos"/"quantas" at the question's start; "quantos desses" names none of its own. */
const COUNTED =
  /^\s*(?:e\s+)?quant[oa]s\s+(?!(?:d?(?:ess|est|aquel)[ea]s?|del[ea]s?|d[oa]s|mais|menos|vezes)(?![\p{L}-]))([\p{L}-]{3,})/iu;
const UNITS_OF_MEASURE = new Set(
  analyze("horas minutos segundos semanas meses anos metros quilômetros litros toneladas quilos gramas hectares reais"),
);
const COUNT_COLUMN = /\b(?:quantidade|qtde?|numero|n[oº°]|total)\b/;

/**
 * The form a contact asked for is written in ("qual é o telefone do preposto?": a number to dial; "o e-mail do
 * suporte": an address with "@"; a site), or undefined when no contact is asked. Passages that name the word
 * ("atendimento por telefone") but write no such form, in the project or near the best answers, do not give it.
 */
function contactForm(question: string): RegExp | undefined {
  // "Por qual telefone…?", "em qual site…?": a contact asked after a preposition is asked all the same. (Other nouns
  // asked so, "em quais municípios", are met by names that do not write them.)
  const slot = askedSlot(question) ?? askedSlot(question.replace(/^(\s*(?:e\s+)?)(?:por|para|em|de|com|a)\s+/iu, "$1"));
  return slot ? CONTACT_FORMS.find(([word]) => word.test(foldAccents(slot.toLowerCase())))?.[1] : undefined;
}

/**
 * Whether the one whose contact is asked ("o telefone da Secretaria de Obras", "o CNPJ da Construtora Pedra Lisa") is named where a contact
 * of that form is written: before it in its sentence, or in the title or heading it stands under (a notice's own
 * telephone).
 * True when the question names no holder.
 */
function holderWritesContact(question: string, form: RegExp, passages: PromptPassage[]): boolean {
  // A party named by its name ("da Construtora Pedra Lisa", "do engenheiro da Pedra Lisa"): a holder named by a common
  // noun ("do fornecedor") is often written on a line of its own, apart from its number.
  const named = (CONTACT_HOLDER.exec(question)?.[1] ?? "").match(/(?<![\p{L}])\p{Lu}[\p{L}-]+/gu) ?? [];
  const holder = analyze(named.join(" ")).filter((stem) => !isFraming(stem) && !/^\d/.test(stem));
  if (holder.length === 0) return true;
  const every = new RegExp(form.source, `${form.flags.replace("g", "")}g`);
  return passages.some((passage) => {
    const around = new Set(analyze(`${passage.documentName.replace(/[-_.]/g, " ")} ${passage.location ?? ""}`));
    // The words written before each contact, in its sentence: a contact follows whom it belongs to ("a Secretaria de
    // Obras atende pelo telefone …", "X Ltda., inscrita no CNPJ sob o nº …"), and a party named after it is another.
    return sentencesOf(passage.text).some((sentence) =>
      [...sentence.matchAll(every)].some((match) => {
        const before = sentence.slice(Math.max(0, match.index - HOLDER_REACH), match.index);
        const held = withKindred(new Set([...analyze(before), ...around]));
        return holder.every((stem) => held.has(stem));
      }),
    );
  });
}

/** How far before a contact, in characters, the name of whom it belongs to is written. */
const HOLDER_REACH = 160;

/** The holder a contact question names after the contact's noun: "o telefone (de contato) da Construtora Pedra Lisa". */
const CONTACT_HOLDER =
  /(?<![\p{L}])(?:telefone|fone|celular|whatsapp|ramal|e-?mail|site|s[ií]tio|p[aá]gina|cnpj)(?![\p{L}])(?:\s+(?:de\s+)?contato)?\s+(?:d[oa]s?|de)\s+([^?!.,;]+)/iu;

const CONTACT_FORMS: [RegExp, RegExp][] = [
  [
    /^(?:telefone|fone|celular|whatsapp|ramal)$/,
    /(?:\(?\d{2}\)?\s?)?\d{4,5}[-\s.]\d{4}\b|\b0800[-\s.]?\d{3}[-\s.]?\d{4}\b|\bramal\s+\d{3,5}\b/iu,
  ],
  [/^e-?mail$/, /[\w.+-]+@[\w-]+\.[\w.-]+/u],
  [/^cnpj$/, /\b\d{2}\.?\d{3}\.?\d{3}\/\d{4}-?\d{2}\b/u],
  [/^(?:site|sitio|pagina)$/, /https?:\/\/|\bwww\.|\b[\w-]+\.(?:com|gov|org)(?:\.br)?\b/iu],
];

/**
 * The units of the passages the best answers come from: the noun a question asks for ("o e-mail do fiscal") must
 * be written where its answer would be, not merely somewhere in the project.
 */
function nearBest(ranked: RankedUnit[], units: Unit[]): Unit[] {
  const passages = new Set(ranked.slice(0, SLOT_REACH).map((r) => r.unit.passage.n));
  return units.filter((unit) => passages.has(unit.passage.n));
}

/**
 * How many of the best answers the asked noun is looked for in, and brought forward from (hand-set on the tuning
 * conversations: bringing it forward from the first 10 won one fact and let two unanswerable questions through).
 */
const SLOT_REACH = 3;

/** The stem of the noun a question asks for, when it is a content noun (not a figure's, a form's or a filled slot). */
function contentSlot(question: string): string | null {
  const slot = askedSlot(question);
  const stem = slot ? analyze(slot)[0] : undefined;
  if (
    !stem ||
    isFraming(stem) ||
    FIGURE_WORDS.has(stem) ||
    FORM_WORDS.has(stem) ||
    FILLED_SLOTS.has(stem) ||
    OPERATION_WORDS.has(stem) ||
    // "Quanto fica reservado?": "ficar" as a copula, the participle after it says what is asked.
    COPULA_FICAR.has(stem)
  )
    return null;
  return stem;
}

/** Nouns of a bound set on a figure ("a meta", "o teto"): asked, they are answered by a figure. */
const BOUND_SLOTS = new Set(analyze("meta limite teto piso"));

/**
 * Among the best answers that account for as much of the question, the first that states a figure of the kind asked,
 * ahead of a best one that states none: "a duração do convênio" is "dura 30 meses" under the heading "Duração", not
 * "dividido pelos meses de duração", which only names the word.
 */
function figureFirst(question: string, shape: QuestionShape, ranked: RankedUnit[]): RankedUnit[] {
  const kinds = shape.figures ?? [];
  const best = ranked[0];
  // "Qual é a meta?": a target or a limit is a figure of whatever kind the document writes it in.
  const bound = kinds.length === 0 && BOUND_SLOTS.has(analyze(askedSlot(question) ?? "")[0] ?? "");
  const holds = (r: RankedUnit) =>
    bound
      ? figuresIn(r.unit.text).length > 0
      : kinds.some((kind) => findFigure(r.unit.text, kind) !== null || rowHoldsKind(r.unit, kind));
  if ((kinds.length === 0 && !bound) || !best || holds(best)) return ranked;
  // The same words matched sum to the same coverage in another order: equal within rounding.
  const at = ranked.slice(1, SLOT_REACH).findIndex((r) => r.coverage >= best.coverage - 1e-9 && holds(r)) + 1;
  return at > 0 ? broughtForward(ranked, at) : ranked;
}

/**
 * A table row holds a figure of the kind its header gives a column of ("Previsto para 2027 (R$ mil)" over "710"):
 * the row's own text writes the number bare.
 */
function rowHoldsKind(unit: Unit, kind: FigureKind): boolean {
  const table = unit.table;
  if (unit.kind !== "row" || !table) return false;
  const pattern = KIND_HEADER[kind];
  if (!pattern) return false;
  return table.header.some(
    (header, c) => pattern.test(foldAccents(header.toLowerCase())) && /\d/.test(table.cells[c] ?? ""),
  );
}

/** Header words that give a column's figures a kind: "(R$ mil)", "(%)", "(dias)". */
const KIND_HEADER: Partial<Record<FigureKind, RegExp>> = {
  money: /r\$|\breais\b/u,
  percent: /%|\bpercentual\b/u,
  duration: /\((?:dias?|meses|anos|h|horas|min|minutos)\)/u,
};

/** The ranking with the answer at `at` first, the others in their order. */
function broughtForward(ranked: RankedUnit[], at: number): RankedUnit[] {
  return [ranked[at] as RankedUnit, ...ranked.slice(0, at), ...ranked.slice(at + 1)];
}

/**
 * Among the best answers, the first that writes the noun asked ("a potência do gerador reserva": the line "Potência
 * nominal: 80 kVA" before a sentence that names the generator and its site but no power).
 */
function slotFirst(question: string, ranked: RankedUnit[]): RankedUnit[] {
  const stem = contentSlot(question);
  const form = contactForm(question);
  // "Por qual telefone…?": the noun is asked after a preposition, its form is what to bring forward.
  if (!stem && form) {
    const at = ranked.slice(0, SLOT_REACH).findIndex((r) => form.test(r.unit.text));
    return at > 0 ? broughtForward(ranked, at) : ranked;
  }
  // An organisation is met by its name, which rarely writes the noun ("Medinorte Ltda."): "por empresa contratada"
  // writes the noun and names none (nameMissing).
  if (!stem || ORGANISATION_ASKED.test(foldAccents(question.toLowerCase()))) return ranked;
  const kin = withKindred(new Set([stem]));
  // "requisitante" is who requests, not a requirement ("requisito"), though the stemmer cuts both to one stem: a word
  // with an agent's ending names someone else, unless the question asks for one ("o presidente").
  const agentAsked = (question.match(/\p{L}+/gu) ?? []).some(
    (word) => analyze(word)[0] === stem && AGENT_WORD.test(foldAccents(word)),
  );
  const writes = (r: RankedUnit) =>
    (r.unit.text.match(/\p{L}+/gu) ?? []).some((word) => {
      const [other] = analyze(word);
      return (
        other !== undefined &&
        (kin.has(other) || variants(stem, other)) &&
        (agentAsked || !AGENT_WORD.test(foldAccents(word)))
      );
    });
  const at = ranked.slice(0, SLOT_REACH).findIndex((r) => writes(r) || form?.test(r.unit.text) === true);
  return at > 0 ? broughtForward(ranked, at) : ranked;
}

/**
 * "Que parecer a comissão deu?" over a section headed "Parecer" whose first sentence states it ("Parecer favorável,
 * sem ressalvas") and a later one that only names it ("A ata do parecer foi assinada"): a section headed by the noun
 * asked and nothing else opens with what it is, so its first sentence comes first when the best unit is in that
 * section.
 */
function headingFirst(question: string, units: Unit[], ranked: RankedUnit[]): RankedUnit[] {
  const stem = contentSlot(question);
  const best = ranked[0]?.unit;
  if (!stem || !best?.heading || best.kind !== "sentence") return ranked;
  const heading = analyze(best.heading.replace(/^[\d.\s]+/u, ""));
  if (heading.length !== 1 || heading[0] !== stem) return ranked;
  const opening = units
    .filter((unit) => unit.passage === best.passage && unit.heading === best.heading && unit.kind === "sentence")
    .sort((a, b) => a.order - b.order)[0];
  const at = opening && opening !== best ? ranked.findIndex((r) => r.unit === opening) : -1;
  return at > 0 ? broughtForward(ranked, at) : ranked;
}

/**
 * "Quem redigiu o parecer?" over a best unit that names no one ("O parecer foi redigido em maio."): the first unit in reach
 * that names a person, as a "quem" asks; the ranking kept when none does or the best already names one.
 */
function someoneFirst(question: string, ranked: RankedUnit[]): RankedUnit[] {
  const asked = foldAccents(question.toLowerCase());
  // "Quem tem direito?", "quem pode pedir?" ask who belongs to a class, which no name answers.
  if (!WHO_ASKED.test(asked) || CLASS_ASKED.test(asked)) return ranked;
  // A person's name (two capitalised words or more) or a role ("o gerente imediato") the question does not write.
  const names = (r: RankedUnit) =>
    [...r.unit.text.matchAll(PERSON_NAME), ...r.unit.text.matchAll(ROLE_WORD)].some(
      (match) => !asked.includes(foldAccents(match[0].toLowerCase())),
    );
  // A sentence that opens a list ("Cada fase tem um responsável:") answers with the list after it.
  if (!ranked[0] || names(ranked[0]) || /:\s*$/.test(ranked[0].unit.text)) return ranked;
  // Only a unit that covers the question as an answer must: a person named in passing elsewhere answers nothing.
  const at = ranked.slice(0, SLOT_REACH).findIndex((r) => names(r) && r.coverage >= MIN_COVERAGE);
  return at > 0 ? broughtForward(ranked, at) : ranked;
}

/** Slots a sentence fills without naming them: a name, a reason, a state, what something is for. */
const FILLED_SLOTS = new Set(
  analyze("nome situação status resultado motivo razão objetivo finalidade meta regra condição forma maneira"),
);

/** "Qual é o e-mail…", "qual empresa…", "quais os requisitos…": the noun the question asks for, as written. */
const SLOT_AFTER_WHICH = new RegExp(
  `^\\s*(?:e\\s+)?(?:qual|quais)\\s+(?:${COPULA}\\s+)?(?:(?:o|a|os|as)\\s+)?(?:(?:(?:primeir|segund|terceir|quart|quint|sext|últim|ultim|penúltim|penultim)[oa]s?|principal|principais|maior|maiores|menor|menores)\\s+|(?:nov[oa]s?|atua(?:l|is)|antig[oa]s?|pr[oó]xim[oa]s?|mesm[oa]s?)\\s+)?([\\p{L}-]{3,})`,
  "iu",
);
const ROLE_AFTER_WHO = new RegExp(`^\\s*(?:e\\s+)?quem\\s+${COPULA}\\s+(?:o|a|os|as)\\s+([\\p{L}-]{3,})`, "iu");
export function askedSlot(question: string): string | null {
  // An ordinal, a rank or a time before the noun is not the noun: "a segunda etapa" asks an etapa, "o novo valor" a
  // valor. Whole words only: "terceirizada" is a noun, not "terceira".
  const match = SLOT_AFTER_WHICH.exec(question);
  // "Quem foi o corretor…?": who holds a role asks for the role's holder, the role written where the answer is.
  const role = ROLE_AFTER_WHO.exec(question);
  return match?.[1] ?? role?.[1] ?? null;
}

/**
 * A price or cost asked ("quanto custou a obra", "qual o preço do serviço") that none of the best answers states in money: they
 * speak of the thing, not of what it cost.
 */
function moneyMissing(question: string, ranked: RankedUnit[], units: Unit[]): boolean {
  if (!MONEY_ASKED.test(foldAccents(question.toLowerCase()))) return false;
  const best = ranked[0];
  if (!best) return false;
  const priced = (unit: Unit) => MONEY.test(unit.text) || unit.table?.header.some((h) => MONEY.test(h)) === true;
  // The best answers in the best one's section (a priced row of another table is about something else).
  const near = ranked.slice(0, MONEY_REACH).filter((r) => r.unit.section === best.unit.section);
  if (near.some(({ unit }) => priced(unit))) return false;
  return pricedAfter(question, best.unit, units) === undefined;
}

/** The words that ask a time or a span of it. */
const TIME_WORDS = new Set(
  analyze(
    "prazo prazos data datas dia dias quando tempo duração vigência horário horários hora horas período validade",
  ),
);

/** A day of the week or a month named: a "when" a table's cell states in words. */
const WHEN_WORDS = new RegExp(
  `\\b(?:segunda|terca|quarta|quinta|sexta|sabado|domingo|${MONTH_NAMES.join("|")})\\b`,
  "u",
);

/** The kinds a time asked first may be stated as: a deadline by its date too. */
const TIME_STATED_AS: Partial<Record<FigureKind, FigureKind[]>> = {
  date: ["date"],
  duration: ["duration", "date"],
};

/**
 * The question asks a date or a span of time first and the text states neither. (Checked for percentages too, a
 * table's plain reading of a row refused more answers than it should: "que percentual…" is computed from the figures
 * read, and "taxa" is a fee in reais as often as a rate.)
 */
function timeNotStated(shape: QuestionShape, text: string): boolean {
  const main = (shape.figures ?? [])[0];
  const kinds = main ? TIME_STATED_AS[main] : undefined;
  return (
    kinds !== undefined &&
    !kinds.some((kind) => findFigure(text, kind) !== null) &&
    !WHEN_WORDS.test(foldAccents(text.toLowerCase()))
  );
}

/**
 * The sentence right after the best answer that prices what it names: "… devem ser substituídos. O orçamento para a
 * substituição é de R$ …". It speaks of the thing asked when it writes one of the question's own words besides the
 * money's.
 */
function pricedAfter(question: string, best: Unit, units: Unit[]): Unit | undefined {
  const asked = analyze(question).filter((stem) => !isFraming(stem) && !MONEY_WORDS.has(stem));
  return units.find(
    (next) =>
      next.order === best.order + 1 &&
      next.passage === best.passage &&
      MONEY.test(next.text) &&
      unitStems(next).some((stem) => asked.includes(stem)),
  );
}

/**
 * Of the two sentences after the best one in its paragraph, the first that dates something and names a word of the
 * question the best one lacks (a verb's noun counts: "pagos" and "o pagamento" share their beginning).
 */
function eventDatedAfter(question: string, best: Unit, units: Unit[]): Unit | undefined {
  const own = unitStems(best);
  const missing = analyze(question).filter(
    (stem) => !isFraming(stem) && !own.some((held) => sharesBeginning(stem, held)),
  );
  if (missing.length === 0) return undefined;
  return units.find(
    (next) =>
      next.passage === best.passage &&
      next.order > best.order &&
      next.order <= best.order + 2 &&
      findFigure(next.text, "date") !== null &&
      unitStems(next).some((stem) => missing.some((asked) => sharesBeginning(asked, stem))),
  );
}

/**
 * An organisation asked by its name ("qual empresa faz X?", "qual é o nome da seguradora?") where the best answer names
 * none (`namesNew`): "a fragmentação é feita por empresa contratada" says there is one, not which.
 */
/**
 * "Me diga os nomes das pessoas contratadas para as vagas novas" over "a divisão recebe as quatro vagas novas": the names of
 * several people or things asked, and the best answer names no one and nothing.
 */
function namesOfManyMissing(question: string, ranked: RankedUnit[]): boolean {
  if (!NAMES_OF_MANY.test(foldAccents(question.toLowerCase()))) return false;
  return !ranked
    .slice(0, NAME_REACH)
    .some(({ unit }) => namesNew(unit.text, question, { openerAnyWord: unit.kind === "item" }));
}

/** "os nomes das pessoas", "os nomes das empresas": names asked in the plural, of things in the plural. */
const NAMES_OF_MANY = /\bos nomes d(?:os|as)\s+\p{L}+s\b/u;

function nameMissing(question: string, ranked: RankedUnit[]): boolean {
  if (!ORGANISATION_ASKED.test(foldAccents(question.toLowerCase()))) return false;
  // A list item opens with a capital whatever its first word ("Atraso na entrega…"): that word alone names no one.
  // Nor does a person ("— responsável: Priscila Jácome"): the company asked is not whoever answers for the task.
  return !ranked
    .slice(0, NAME_REACH)
    .some(({ unit }) => namesNew(withoutPeople(unit.text), question, { openerAnyWord: unit.kind === "item" }));
}

/**
 * The text without the names it marks as people's: after a role or "responsável:" ("— responsável: Ana Souto",
 * "a gerente Ana Souto"), or before a role in parentheses ("Ana Souto (engenheira)"). A name alone may be a company's
 * ("Medidora Paranaense").
 */
function withoutPeople(text: string): string {
  return text.replace(PERSON_AFTER_ROLE, "$1 ").replace(PERSON_BEFORE_ROLE, " (");
}

const PERSON = "\\p{Lu}\\p{Ll}+(?:\\s+(?:d[aeo]s?\\s+)?\\p{Lu}\\p{Ll}+){1,3}(?![\\p{L}\\d])";
const PERSON_NAME = new RegExp(PERSON, "gu");
// Each role as written at a line's start too ("Responsável: …"); no "i" flag, under which \p{Lu} matches any letter.
const ROLE = [
  "respons[áa]ve(?:l|is)",
  "gestora?",
  "fiscal",
  "prepost[oa]",
  "gerente",
  "coordenadora?",
  "diretora?",
  "supervisora?",
  "engenheir[oa]",
  "analista",
  "técnic[oa]",
  "secretári[oa]",
  "presidente",
  "relatora?",
]
  .map((role) => `[${role[0]?.toUpperCase()}${role[0]}]${role.slice(1)}`)
  .join("|");
/** "quem é/pode/deve/tem…" not followed by an article: a class of people asked, not a holder of a role. */
const CLASS_ASKED =
  /\bquem\s+(?:nao\s+)?(?:e|sao|esta|estao|pode|podem|tem|deve|devem|precisa|precisam)\b(?!\s+(?:o|a|os|as)\s)/;
const ROLE_WORD = new RegExp(`(?<![\\p{L}])(?:${ROLE})(?![\\p{L}])`, "gu");
const PERSON_AFTER_ROLE = new RegExp(`((?<![\\p{L}])(?:${ROLE})\\s*:?)\\s+${PERSON}`, "gu");
const PERSON_BEFORE_ROLE = new RegExp(`${PERSON}\\s*\\((?=\\p{Ll})`, "gu");

/**
 * Whether a text names someone or something the question does not: a run of capitalised words. A sentence's first word
 * counts unless it is a function word ("A", "Em", "Segundo"), which any sentence opens with ("Leiturix desenvolveu…"
 * names a company); with `openerAnyWord`, a first word alone never counts (a list item's "Atraso na entrega…").
 */
function namesNew(text: string, question: string, { openerAnyWord = false } = {}): boolean {
  const asked = new Set(foldAccents(question.toLowerCase()).split(/[^\p{L}\d]+/u));
  return [...text.matchAll(NAMED)].some((match) => {
    const words = foldAccents(match[0].toLowerCase()).split(/\s+/);
    const first = match.index === 0 || /[.!?:;]\s*$/.test(text.slice(0, match.index));
    // A count in words ("Três empresas …") opens a sentence as an article does.
    const plain = analyze(match[0]);
    const opener =
      first &&
      words.length === 1 &&
      (openerAnyWord || plain.length === 0 || isFraming(plain[0] ?? "") || countWord(words[0] ?? "") !== null);
    return !opener && !words.every((word) => asked.has(word));
  });
}

const WHO_ASKED = /^\s*(?:e\s+)?quem\b/;

// One organisation, in the singular: "em quais empresas X pode atuar?" asks for kinds of them, which no name answers.
const ORGANISATION =
  "empresa|seguradora|fornecedora?|consultoria|construtora|laboratorio|banco|operadora|frigorifico|firma|fabricante|instituicao|cooperativa|escritorio";
const ORGANISATION_ASKED = new RegExp(
  `\\b(?:qual|que)\\s+(?:${COPULA}\\s+)?(?:(?:o|a)\\s+)?(?:nome\\s+d[aoe]\\s+)?(?:${ORGANISATION})\\b|\\bnome\\s+d[aoe]\\s+(?:${ORGANISATION})\\b`,
);
/** Capitalised words in a run (with "de", "da", "&" between): "Carbonal Consultoria", "Banco do Norte", "ABC". */
const NAMED = /\p{Lu}[\p{L}\d&-]+(?![$\p{L}])(?:\s+(?:d[aeo]s?\s+|&\s+)?\p{Lu}[\p{L}\d&-]+)*/gu;
/** How many of the best answers may name the organisation asked: the one that answers. */
const NAME_REACH = 1;

const MONEY_ASKED =
  /\bquanto (?:(?:[a-z]+ ){0,3}(?:gastou|gastaram|gasta|gastam|gastara|gastarao))\b|\bquanto (?:custa|custam|custou|custaram|custara|custarao|custaria|vai custar|vao custar|iria custar|deve custar|pagou|pagaram|paga|pagam|pagara|pagarao|vai pagar|vao pagar)\b|\b(?:qual|quais) (?:e |foi |sera |seria |sao |foram )?(?:o |a |os |as )?(?:custo|custos|preco|precos|tarifa|tarifas)\b/;
const MONEY_WORDS = new Set(analyze("quanto custa custar custou custo preço valor pago pagar orçamento"));
/** How many of the best-ranked units may state the money asked for. */
const MONEY_REACH = 3;

/**
 * A quarter, a semester or a month the question names that the answering unit's document never writes ("a receita
 * no 2º trimestre" over a bulletin of the 3rd): what the document states is of another period.
 */
function periodMissing(question: string, unit: Unit, units: Unit[]): boolean {
  const own = units.filter((other) => other.passage.documentId === unit.passage.documentId);
  // A row of a table of one month ("Reparos por bairro — outubro") is no answer for another month.
  if (
    unit.table &&
    tablePeriodMissing(
      question,
      `${unit.passage.location ?? ""} ${unit.heading ?? ""} ${unit.table.header.join(" ")} ${tableKeys(unit, units)}`,
    )
  )
    return true;
  return periodsMissing(
    question,
    [
      unit.passage.documentName,
      ...own.map((other) => `${other.passage.location ?? ""} ${other.text} ${other.table?.header.join(" ") ?? ""}`),
    ].join(" "),
  );
}

/** The first cells of the rows of the unit's table, as the units of its passage hold them. */
function tableKeys(unit: Unit, units: Unit[]): string {
  const header = unit.table?.header.join("|");
  return units
    .filter((other) => other.passage === unit.passage && other.table?.header.join("|") === header)
    .map((other) => other.table?.cells[0] ?? "")
    .join(" ");
}

/** A year the question names that the answering unit's passage does not state ("o índice em 2024"). */
function yearMissing(question: string, unit: Unit): boolean {
  const years = yearsIn(question);
  const where = `${unit.passage.location ?? ""} ${unit.passage.text}`;
  return years.some((year) => !where.includes(year));
}

/**
 * Whether a text writes a figure of what is asked: a date or a year only when a date is ("as vagas novas em 2027" writes no
 * count; "Ordem de serviço: 05/08/2024" answers "quando").
 */
function writesFigure(text: string, kinds: readonly FigureKind[]): boolean {
  if (kinds.includes("date")) return /\d/u.test(text);
  const undated = text
    .replace(/\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/gu, " ")
    .replace(/(?<![\d.,])(?:19|20)\d{2}(?![\d.,]*\d)/gu, " ")
    .replace(/\[\d+\]/gu, " ");
  return /\d/u.test(undated);
}

/**
 * "Quanto valia a URM em 2025?" over "Para o exercício de 2027, a URM vale R$ 52,40": a sentence that opens by dating
 * what it says in another year than the one asked, and never writes that one, says nothing of it. A year later in the
 * sentence may be a comparison's ("foi de 15 pontos, contra 9 em 2025"), which the sentence answers too.
 */
function yearOtherwise(question: string, unit: Unit): boolean {
  const asked = yearsIn(question);
  const dated = DATED_OPENING.exec(unit.text.trim())?.[1];
  return asked.length > 0 && dated !== undefined && asked.every((year) => !unit.text.includes(year));
}

/** "Em 2026, …", "Para o exercício de 2027, …", "§ 3º No ano de 2025, …": a sentence dated by its opening. */
const DATED_OPENING =
  /^(?:§\s*\d+º?\s+|Art\.\s*\d+º?\s+)?(?:Em|Para|No|Durante)\s+(?:o\s+)?(?:(?:exercício|ano)\s+de\s+)?((?:19|20)\d{2}),/u;

/**
 * The shapes one unit answers, where the near-miss model judges the best unit; a comparison, a list or a table asked
 * for gathers several, and a summary or the capabilities answer whatever the passages say.
 */
const ONE_UNIT_SHAPES = new Set<QuestionShape["shape"]>(["fact", "figure", "yes-no"]);

/**
 * The passages speak of the question's subject but do not answer it: the fitted model (answerability.ts) puts the
 * chance that the best unit answers below its threshold. A question in two parts ("o prazo de X e o nome de Y") is
 * a near miss only when each part is: the part found is answered.
 */
function isNearMiss(
  question: string,
  units: Unit[],
  ranked: RankedUnit[],
  shape: QuestionShape,
  options: AnswerOptions,
) {
  const model = options.model ?? ANSWERABILITY;
  const whole = answerabilityFeatures(question, units, ranked, shape);
  options.probe?.(whole);
  const missed = (features: AnswerabilityFeatures) => answerability(features, model) < model.threshold;
  const parts = question.split(/\s+e\s+(?=(?:o|a|os|as|qual|quais|quando|quem|como|onde|quanto|quantos|quantas)\s)/i);
  if (parts.length < 2) return missed(whole);
  return parts.every((part) => missed(answerabilityFeatures(part, units, rankUnits(part, units), shape)));
}

/**
 * "Fiz um ultrassom no cão, R$ 240. Quanto terei de pagar de coparticipação?": the question alone is short of the
 * passages' words, the sentence set before it says what it is about. Read with the words of that sentence the best
 * answers hold (its figures and verbs are the asker's, not the documents'), the near-miss model may find it answered.
 * Only for a message's own premise: a follow-up's carried words decide through `leaning`.
 */
function premiseAnswers(
  question: string,
  units: Unit[],
  ranked: RankedUnit[],
  shape: QuestionShape,
  options: AnswerOptions,
): boolean {
  if (!options.premise) return false;
  const near = new Set(ranked.slice(0, SLOT_REACH).flatMap((r) => unitStems(r.unit)));
  const held = options.premise.split(/\s+/).filter((word) => {
    const stem = analyze(word)[0];
    return stem !== undefined && near.has(stem);
  });
  if (held.length === 0) return false;
  const joined = `${question} ${held.join(" ")}`;
  return !isNearMiss(joined, units, rankUnits(joined, units), shape, options);
}

/**
 * For each word, how many of the question's other words a sentence that writes it holds, at most (0: none writes it).
 * The question's own verb ("vale") counts only as written, in lower case ("a permissão vale por um turno"; "Vale do
 * Ivirá" is a place): its stem is "valor"'s too. Only the documents that hold most of the question's words are read:
 * "esta norma vale para…" in another document says nothing of how long the contract the question names lasts. The
 * passages are read once, for every word asked about.
 */
function besideAsked(passages: PromptPassage[], question: string): (word: string) => number {
  const verbStem = analyze(VALER.exec(question)?.[0] ?? "")[0];
  const asked = analyze(question).filter((other) => !isFraming(other));
  const units = unitsOf(passages).map((unit) => ({
    unit,
    held: new Set([...analyze(unit.text), ...analyze(unit.heading ?? "")]),
  }));
  const byDocument = new Map<string, Set<string>>();
  for (const { unit, held } of units) {
    const known = byDocument.get(unit.passage.documentId) ?? new Set<string>();
    const where = `${unit.passage.location ?? ""} ${unit.passage.documentName}`.replace(/[-_.]/g, " ");
    for (const stem of [...held, ...analyze(where)]) known.add(stem);
    byDocument.set(unit.passage.documentId, known);
  }
  const shared = (id: string) => asked.filter((other) => other !== verbStem && byDocument.get(id)?.has(other)).length;
  const best = Math.max(0, ...[...byDocument.keys()].map(shared));
  const read = units.filter(({ unit }) => shared(unit.passage.documentId) >= best);
  return (word) => {
    const [stem] = analyze(word);
    const others = asked.filter((other) => other !== stem);
    const verb = question.includes(word) ? new RegExp(`(?<![\\p{L}])${word.toLowerCase()}(?![\\p{L}])`, "u") : null;
    let most = 0;
    for (const { unit, held } of read) {
      const writes = verb ? verb.test(unit.text) : stem !== undefined && held.has(stem);
      if (writes) most = Math.max(most, 1 + others.filter((other) => held.has(other)).length);
    }
    return most;
  };
}

/** What the near-miss model measures of a question and its best answer (answerability.ts says what each is). */
export function answerabilityFeatures(
  question: string,
  units: Unit[],
  ranked: RankedUnit[],
  shape: QuestionShape,
): AnswerabilityFeatures {
  const best = ranked[0];
  const terms = contentTerms(question, units, shape);
  const total = terms.reduce((sum, term) => sum + term.weight, 0);
  // A verb is often worded differently in the passage (a paraphrase), as absentShare counts it.
  const verbs = verbStems(question);
  // The reply may quote a runner-up beside the best unit (factAnswer): the passage of any of the first few counts.
  const misses = ranked.slice(0, SLOT_REACH).map((candidate) => {
    const unit = candidate.unit;
    const text = `${unit.passage.text} ${unit.passage.location ?? ""} ${unit.heading ?? ""} ${unit.table?.header.join(" ") ?? ""} ${unit.passage.documentName}`;
    const around = new Set([...analyze(text), ...monthsDated(text)]);
    const held = withKindred(around);
    const missing = terms
      .filter(
        (term) =>
          !verbs.has(term.stem) && !held.has(term.stem) && ![...around].some((stem) => variants(term.stem, stem)),
      )
      .map((term) => term.weight / total);
    return { share: missing.reduce((sum, share) => sum + share, 0), largest: Math.max(0, ...missing) };
  });
  const fewest = misses.reduce((a, b) => (b.share < a.share ? b : a), { share: 1, largest: 1 });
  const passageMiss = total > 0 ? fewest.share : 0;
  const largestMiss = total > 0 ? fewest.largest : 0;
  const kinds = shape.figures ?? [];
  return {
    coverage: best?.coverage ?? 0,
    textCoverage: best?.textCoverage ?? 0,
    absentShare: absentShare(question, units, ranked, shape),
    passageMiss,
    largestMiss,
    figureAbsent: kinds.length > 0 && best && !kinds.some((kind) => findFigure(best.unit.text, kind)) ? 1 : 0,
    slotAbsent:
      best &&
      !contactForm(question)?.test(best.unit.text) &&
      slotOutside(question, new Set([...unitStems(best.unit), ...analyze(best.unit.heading ?? "")]))
        ? 1
        : 0,
  };
}

/** The question's weighted words, framing words aside and, when a figure is asked, the words that name its kind. */
function contentTerms(question: string, units: Unit[], shape: QuestionShape) {
  const figureAsked = (shape.figures ?? []).length > 0;
  return queryTerms(question, units).filter(
    (term) => !isFraming(term.stem) && !FORM_WORDS.has(term.stem) && !(figureAsked && FIGURE_WORDS.has(term.stem)),
  );
}

/**
 * The share of the question's weight (framing words aside) that no passage has at all: "qual é o salário da
 * gerente?" over passages that name the manager but no salary: one of the near-miss model's measurements.
 */
function absentShare(question: string, units: Unit[], ranked: RankedUnit[], shape: QuestionShape): number {
  // Words that name the answer's form ("tabela") or its kind of figure ("quanto tempo", "prazo", "valor") are met
  // by a table or a figure, not by the word itself.
  const terms = contentTerms(question, units, shape);
  const total = terms.reduce((sum, term) => sum + term.weight, 0);
  if (total === 0) return 0;
  const found = new Set(ranked.flatMap((r) => [...r.matched]));
  // A verb the passages word differently ("optou", "vincula") is a paraphrase; a missing noun is a missing subject.
  const verbs = verbStems(question);
  const passageStems = [...new Set(units.flatMap(unitStems))];
  const absent = (stem: string) => !found.has(stem) && !verbs.has(stem) && !passageStems.some((s) => variants(stem, s));
  return terms.filter((term) => absent(term.stem)).reduce((sum, term) => sum + term.weight, 0) / total;
}

/** The stems of the question's words that look like verb forms. */
function verbStems(question: string): Set<string> {
  return new Set(
    (question.match(/[\p{L}]+/gu) ?? [])
      .filter((word) => VERB_FORM.test(foldAccents(word)))
      .map((word) => analyze(word)[0])
      .filter((stem): stem is string => stem !== undefined),
  );
}

/** The months a text dates in digits ("30/09/2026" holds September), as the stems of their names. */
function monthsDated(text: string): string[] {
  return [...text.matchAll(/\b\d{1,2}\/(\d{1,2})\/\d{2,4}\b/g)].flatMap((match) => {
    const name = MONTH_NAMES[Number(match[1]) - 1];
    return name ? analyze(name) : [];
  });
}

/**
 * Two stems of one word family, which the stemmer leaves apart ("exigências"/"exige", "constrói"/"construção"):
 * they share a prefix of at least VARIANT_PREFIX characters that is most of the shorter one.
 */
function variants(a: string, b: string): boolean {
  const shorter = Math.min(a.length, b.length);
  if (shorter < VARIANT_PREFIX) return false;
  let common = 0;
  while (common < shorter && a[common] === b[common]) common++;
  return common >= Math.max(VARIANT_PREFIX, VARIANT_SHARE * shorter);
}

const VARIANT_PREFIX = 4;
/** "constr(o)"/"constr(uca)" share 6 of 7; "const(ro)"/"const(ituica)" only 5 of 7, another word. */
const VARIANT_SHARE = 0.8;

/** Endings of Portuguese verb forms (past, imperfect, infinitive, participle, third person plural). */
const VERB_FORM = /(ou|aram|eram|iram|avam|iam|ava|ar|er|ir|am|em|ado|ada|ados|adas|ido|ida|idos|idas)$/;

function shapeBonus(shape: QuestionShape, question: string): ((unit: Unit) => number) | undefined {
  if (shape.defines) {
    const subject = foldAccents(shape.defines).split(/\s+/).slice(-2).join(" ");
    return (unit) => DEFINING_BONUS * definitionStrength(unit.text, subject);
  }
  const kinds = shape.figures ?? [];
  if (shape.shape !== "figure" || kinds.length === 0) return undefined;
  const folded = foldAccents(question.toLowerCase());
  // How long a thing lasts is a span ("por 24 meses"), not a deadline counted from an event, nor any other count.
  if (SPAN_ASKED.test(folded))
    return (unit) => {
      const span = findFigure(unit.text, "duration");
      return span !== null && !isDeadline(unit.text, span) ? FIGURE_BONUS : 0;
    };
  // A bare "quanto" may be answered by a rate ("caução de 10%"), which a count's bonus leaves out.
  const rate = bareAmount(question, kinds);
  return (unit) =>
    kinds.some((kind) => {
      // A percentage ("4% do valor global") is no count.
      const text = kind === "count" && !rate ? unit.text.replace(/\d[\d.,]*\s*%/g, " ") : unit.text;
      const figure = findFigure(text, kind);
      return figure !== null && !(kind === "money" && partOfAsked(figure, folded));
    })
      ? FIGURE_BONUS
      : 0;
}

/**
 * A bare "quanto" ("Quanto fica reservado?", no noun counted after it): an amount of whatever kind the documents state it
 * in, a rate included, not a count of things as "quantos" asks.
 */
function bareAmount(question: string, kinds: FigureKind[]): boolean {
  const folded = foldAccents(question.toLowerCase());
  return kinds.length === 1 && kinds[0] === "count" && /\bquanto\b/u.test(folded) && !/\bquant[oa]s\b/u.test(folded);
}

/** How long something lasts ("durante quanto…", "qual a duração…"): a span of time. */
const SPAN_ASKED =
  /\b(?:(?:por|durante) quanto tempo|quanto tempo (?:dura|vale|vigora)|qual (?:e |foi )?a (?:duracao|vigencia))\b/;

/** "até 90 dias após o fim da vigência": a deadline counted from an event, not how long a thing lasts. */
function isDeadline(text: string, figure: string): boolean {
  const at = text.indexOf(figure);
  if (at < 0) return false;
  return (
    /\bat[eé]\s+$/iu.test(text.slice(Math.max(0, at - 6), at)) &&
    /^\s*(?:após|apos|antes|depois)\b/iu.test(text.slice(at + figure.length))
  );
}

/**
 * "5% do valor global" when the global value itself is asked: a percentage of the very amount asked is a part of
 * it, not the amount (it still is the figure of "qual é a multa?").
 */
function partOfAsked(figure: string, foldedQuestion: string): boolean {
  const base = /%\s+d[oa]s?\s+(\p{L}+(?:\s+\p{L}+)?)/u.exec(foldAccents(figure.toLowerCase()))?.[1];
  return base !== undefined && new RegExp(`\\b${base}\\b`, "u").test(foldedQuestion);
}

/**
 * How plainly a sentence defines the subject: 0 not at all; 1 when a defining verb follows the subject within reach
 * ("Como o termo sugere, a X é uma atividade contínua"), or it spells out an acronym ("Fundação X (FAPEX)"), or a
 * parenthesis after it says what it is ("no âmbito da regional (a unidade que…)"); DEFINES_PLAINLY when the sentence
 * opens with the subject and its verb ("X é o conjunto de…") or names it as the defined term ("Entende-se por X…",
 * "dá-se o nome de X").
 */
function definitionStrength(text: string, subject: string): number {
  const folded = foldAccents(text);
  const lower = folded.toLowerCase();
  // Folding keeps each letter in its place: where the folded subject is, the accented words before it are.
  const at = lower.indexOf(subject);
  if (at >= 0) {
    const before = text.slice(Math.max(0, at - 40), at).toLowerCase();
    if (NAMED_AS_DEFINED.some((lead) => before.includes(lead))) return DEFINES_PLAINLY;
  }
  if (folded.includes(`(${subject})`)) return 1;
  if (at < 0) return 0;
  const after = text.slice(at + subject.length, at + subject.length + DEFINITION_REACH).toLowerCase();
  const verb =
    /^\)?:\s/.test(after) || /^[^.;]*?[\s),](é|são|consiste|significa|refere-se|trata-se|define-se)\s/.test(after);
  // Only words before the subject ("A ", "O boletim de "): the sentence is about it from its first word.
  if (verb && /^[\p{L}\s]{0,30}$/u.test(lower.slice(0, at))) return DEFINES_PLAINLY;
  if (verb) return 1;
  return /^\s*\(\p{Ll}+[\s,]+\p{Ll}+/u.test(text.slice(at + subject.length)) ? 1 : 0;
}

/** How a sentence names the term it defines before the term ("Entende-se por X a…", "dá-se o nome de X"), accented. */
const NAMED_AS_DEFINED = [
  "entende-se por ",
  "dá-se o nome de ",
  "recebe o nome de ",
  "chama-se ",
  "denomina-se ",
  "é chamado de ",
  "é chamada de ",
  "é conhecido como ",
  "é conhecida como ",
];

/** A plain definition weighs this many times a defining verb somewhere after the subject. */
const DEFINES_PLAINLY = 1.5;

/** Characters after the subject within which its defining verb comes. */
const DEFINITION_REACH = 60;

/** The sentence after a paragraph's bold title, when the unit is that title; else undefined. */
function titledBy(unit: Unit, units: Unit[]): Unit | undefined {
  if (unit.kind !== "sentence") return undefined;
  const next = units.find((other) => other.order === unit.order + 1);
  const bare = (text: string) => text.replace(/[\s.:]+$/u, "");
  return next?.lead !== undefined && next.passage === unit.passage && bare(next.lead) === bare(unit.text)
    ? next
    : undefined;
}

/** The answering sentence (a row read as a sentence), and a second one only when it adds what the first lacks. */
function factAnswer(units: Unit[], ranked: RankedUnit[]): string {
  const best = ranked[0] as RankedUnit;
  if (best.unit.kind === "row") return rowSentence(best.unit);
  if (best.unit.kind === "item" && best.textCoverage < best.coverage) return sectionList(best.unit, units);
  // A lead-in ("Prazos para a retirada de cada caçamba, contados do chamado:") says what the list after it gives.
  if (best.unit.kind === "sentence" && /:\s*$/.test(best.unit.text)) {
    const items = units.filter(
      (unit) => unit.kind === "item" && unit.section === best.unit.section && unit.order > best.unit.order,
    );
    if (items.length > 0)
      return `${best.unit.text}\n\n${sectionList(items[0] as Unit, units).replace(/^\*\*[^\n]*\n\n/, "")}`;
  }
  const chosen = [best.unit];
  const fits = (unit: Unit) => best.unit.text.length + unit.text.length <= SHORT_REPLY;
  // Another unit joins when it brings part of the question the first one lacks (a two-part question).
  const missing = (candidate: RankedUnit) =>
    [...candidate.matched].filter((stem) => !best.matched.has(stem) && !isFraming(stem));
  const second =
    best.coverage < TWO_PARTS_BELOW
      ? ranked
          .slice(1, 8)
          .find(
            (candidate) =>
              candidate.textCoverage >= SECOND_PART_COVERAGE &&
              missing(candidate).length > 0 &&
              candidate.unit.kind !== "row" &&
              fits(candidate.unit),
          )
      : undefined;
  // Else a close runner-up: when the question's words cannot tell two sentences apart, both are quoted. Not when the
  // conversation's words do ("Com que desconto?" after the lot the last turn named): the best one holds more of them.
  const carriedOf = (candidate: RankedUnit) => candidate.carriedCoverage - candidate.coverage;
  const runnerUp = second
    ? undefined
    : ranked
        .slice(1, 4)
        .find(
          (candidate) =>
            candidate.score >= best.score * RUNNER_UP &&
            candidate.unit.kind === "sentence" &&
            fits(candidate.unit) &&
            !(carriedOf(best) > carriedOf(candidate) && candidate.coverage <= best.coverage),
        );
  // A sentence whose subject is the one before it ("É a base do pagamento.") is read with it, and with the one
  // before that when it leans too ("Geralmente preparado pelo fiscal."), or a quotation's end with the
  // sentences back to where it opens ("Nas palavras de X, “…"): back to the sentence that names what they are about,
  // as far as the reply stays short.
  const antecedents = leaningBack(best.unit, units);
  const antecedent = antecedents[0];
  let length = best.unit.text.length;
  for (const unit of antecedents) {
    if (length + unit.text.length > SHORT_REPLY) break;
    chosen.push(unit);
    length += unit.text.length;
  }
  // And one that restates it ("Trata-se de uma leitura atenta…") says what it is.
  const restatement = antecedent ? undefined : nextSentence(best.unit, units);
  const restates = restatement && RESTATES.test(restatement.text.trim()) && fits(restatement) ? restatement : undefined;
  if (restates) chosen.push(restates);
  const extra = antecedent || restates ? undefined : (second ?? runnerUp);
  if (extra) chosen.push(extra.unit);
  else if (best.textCoverage < best.coverage * HEADING_MATCH) {
    // The question matched the section's heading rather than the sentence: the section's next sentence helps.
    chosen.push(...sectionFollowers(best.unit, units, chosen).filter(fits));
  }
  // A paragraph's bold title ("**Exemplo 2 — leitura do hidrômetro.** Anote…") names what its sentences go on to
  // say: quoted, it comes with the first of them.
  for (const unit of [...chosen]) {
    const follower = titledBy(unit, units);
    if (follower && !chosen.includes(follower)) chosen.push(follower);
  }
  // One passage's sentences read in their order (the second may lean on the first); from two passages, the answer first.
  const ordered = chosen.every((unit) => unit.passage === best.unit.passage)
    ? chosen.sort((a, b) => a.order - b.order)
    : chosen;
  // Consecutive sentences of one passage are cited once, after the last.
  return ordered
    .map((unit, i) =>
      ordered[i + 1]?.passage === unit.passage && unit.kind === "sentence" ? unit.text : withCitation(unit.text, unit),
    )
    .join(" ");
}

/**
 * A sentence that opens with a verb or a pronoun standing for what the sentence before it named ("É o principal…",
 * "Ela foi…", "Essa teoria…"), with a consequence of it, or the end of a quotation it opened: alone it does not say
 * what it is about.
 */
function leansOnPrevious(text: string): boolean {
  const opening = text.trim();
  return (
    /^(é|era|foi|são|eram|foram|ela|ele|elas|eles|isso|isto|esse|essa|esses|essas|este|esta|estes|estas|tal|tais)(?=[\s,])/iu.test(
      opening,
    ) ||
    PARTICIPLE_OPENING.test(opening) ||
    CONSEQUENCE_OPENING.test(opening) ||
    closesQuotation(opening)
  );
}

/** The sentences before a unit that it leans on, nearest first, up to LEANING_BACK. */
function leaningBack(unit: Unit, units: Unit[]): Unit[] {
  const quoting = closesQuotation(unit.text);
  const out: Unit[] = [];
  let current = unit;
  while (out.length < LEANING_BACK) {
    const leans = leansOnPrevious(current.text) || (quoting && current !== unit && !current.text.includes("“"));
    const previous = leans ? previousSentence(current, units) : undefined;
    if (!previous) break;
    out.push(previous);
    current = previous;
  }
  return out;
}

/** How many sentences back a reply reads for what its sentence leans on. */
const LEANING_BACK = 3;

/** A sentence that closes a quotation opened before it ("… todo o vale”."): who said it is written there. */
function closesQuotation(text: string): boolean {
  const closing = text.indexOf("”");
  return closing >= 0 && !text.slice(0, closing).includes("“");
}

/** "Por isso, Lessa é…", "Com isso, a rede…": a consequence of the sentence before it, which says of what. */
const CONSEQUENCE_OPENING =
  /^(?:por isso|portanto|assim|dessa forma|desse modo|com isso|por essa razão|por esse motivo|por conseguinte)\s*,/iu;

/**
 * "Preparado pelo fiscal.", "Geralmente usado em…": a participle, an adverb in -mente before it, and no subject; not a
 * key and its value ("Revisado por: Marta Prado").
 */
const PARTICIPLE_OPENING =
  /^(?:\p{L}+mente\s+)?\p{L}+(?:ad|id|it|st)[oa]s?\s+(?:por|pel[oa]s?|em|n[oa]s?|para|como|apenas|somente|só)\b(?!\s*:)/iu;

/** How a sentence opens when it restates the one before it. */
const RESTATES = /^(trata-se|tratam-se|consiste|consistem|ou seja|isto é|isso é|em outras palavras)(?=[\s,])/iu;

/** The sentence just after this one in its passage, if any. */
function nextSentence(unit: Unit, units: Unit[]): Unit | undefined {
  const next = units.find((other) => other.passage === unit.passage && other.order > unit.order);
  return next?.kind === "sentence" ? next : undefined;
}

/** The sentence just before this one in its passage, if any. */
function previousSentence(unit: Unit, units: Unit[]): Unit | undefined {
  const before = units.filter((other) => other.passage === unit.passage && other.order < unit.order);
  const previous = before[before.length - 1];
  return previous?.kind === "sentence" ? previous : undefined;
}

/** "Sentence. [n]": an item that does not end a sentence gets its full stop. */
function withCitation(text: string, unit: Unit): string {
  const closed = unit.kind === "item" && !/[.;:!?]$/.test(text) ? `${text}.` : text;
  return `${closed} ${cite(unit)}`;
}

/** A table row as a sentence: "Telefone — volume mensal: 12.500; meta de automação: 20%. [1]". */
function rowSentence(unit: Unit): string {
  const table = unit.table;
  if (!table) return withCitation(unit.text, unit);
  const [key, ...rest] = table.cells;
  const pairs = rest.map((cell, i) => (cell ? measuredCell(table.header[i + 1] ?? "", cell) : "")).filter(Boolean);
  return `${key}${pairs.length > 0 ? ` — ${pairs.join("; ")}` : ""}. ${cite(unit)}`;
}

/**
 * "chegada ao local (h)" and "8" as "chegada ao local: 8 h": a bare figure is written with the measure its header gives
 * in parentheses, as the table readers write it (table-answer's `headerFormat`); the cell itself as the table writes it.
 */
function measuredCell(header: string, cell: string): string {
  // Lower case as a noun in a sentence, acronyms kept ("RTO", "DN"): asNoun.
  const name = asNoun(header);
  const value = cell.trim();
  if (!/^\d[\d.]*(?:,\d+)?$/.test(value)) return `${asNoun(header)}: ${cell}`;
  const format = headerFormat(header, parseQuantity(value)?.unit ?? null);
  const percent = format.unit === "percent" ? "%" : "";
  return `${name}: ${format.prefix}${value}${percent}${format.suffix}`;
}

/** The units after this one in its section, for a question that matched the section's heading rather than its text. */
function sectionFollowers(unit: Unit, units: Unit[], already: Unit[]): Unit[] {
  return units
    .filter((other) => other.section === unit.section && other.order > unit.order && !already.includes(other))
    .slice(0, 1);
}

function joinUnits(units: Unit[]): string {
  return units.map((unit) => withCitation(unit.text, unit)).join(" ");
}

/**
 * "Quanto sobra do orçamento?", "quantos pontos o índice caiu?": two figures of one kind stated in the answering
 * sentences (the best one and its neighbours in the same section), computed, with the sentence that states them.
 */
/**
 * "O pico ficou quantos por cento acima da capacidade?" over "capacidade de 180 L/s … picos de 207 L/s": the
 * difference of two figures of one kind, asked in percent, is relative to the one the question measures against (the
 * figure the sentence writes right after that word). Null when the question names no such reference or the sentence
 * puts no figure after it.
 */
function relativeDifference(
  question: string,
  pair: { figure: FoundFigure; unit: Unit }[],
): { percent: number; reference: FoundFigure; other: FoundFigure } | null {
  const folded = foldAccents(question.toLowerCase());
  const word = /\b(?:acima|abaixo|alem|aquem|em relacao)\s+(?:d[aeo]s?|a|ao|as|aos)\s+(\p{L}{3,})/u.exec(folded)?.[1];
  const stem = word ? analyze(word)[0] : undefined;
  if (!stem || pair.length !== 2) return null;
  // The figure nearest after the reference word in its sentence.
  const distance = ({ figure, unit }: { figure: FoundFigure; unit: Unit }) => {
    const before = unit.text.slice(Math.max(0, figure.index - REFERENCE_REACH), figure.index);
    const words = before.match(/\p{L}+/gu) ?? [];
    const at = words.findLastIndex((candidate) => analyze(candidate)[0] === stem);
    return at < 0 ? Number.POSITIVE_INFINITY : words.length - at;
  };
  const [a, b] = pair as [{ figure: FoundFigure; unit: Unit }, { figure: FoundFigure; unit: Unit }];
  const [reference, other] = distance(a) <= distance(b) ? [a, b] : [b, a];
  if (!Number.isFinite(distance(reference)) || reference.figure.value === 0) return null;
  const percent = ((other.figure.value - reference.figure.value) / reference.figure.value) * 100;
  return { percent, reference: reference.figure, other: other.figure };
}

/** How many characters before a figure the word it is measured as may stand ("capacidade de tratamento de 340"). */
const REFERENCE_REACH = 40;

/** Measures of time a question counts in ("quantos dias", "quantas horas"). */
const SPAN_MEASURE = /^(?:dias?|horas?|minutos?|semanas?|meses|mes|anos?)$/u;

/** Whether a text counts one thing exactly twice ("14 eletricistas … 20 eletricistas") and nothing else by name. */
function twoOfOneNoun(text: string): boolean {
  const counted = figuresIn(text).filter((figure) => figure.unit === "number" && figure.noun);
  return (
    counted.length === 2 && new Set(counted.map((figure) => foldAccents(figure.noun?.toLowerCase() ?? ""))).size === 1
  );
}

function passageArithmetic(operation: Operation, ranked: RankedUnit[], question = ""): string | null {
  const best = ranked[0] as RankedUnit;
  // What is missing may be read in the best list item alone, when it counts one thing twice ("- A equipe era de 14
  // eletricistas, enquanto o contrato prevê 20 eletricistas"); otherwise sentences are read (a list of "Tarifa A1:
  // R$ 40" lines is no sum of its codes' digits).
  // So is how far one figure of the item passes the other ("vigorou por 214 dias, acima do limite de 180 dias").
  const ownItem =
    (operation === "remainder" || operation === "difference") &&
    best.unit.kind === "item" &&
    twoOfOneNoun(best.unit.text);
  const pool = ownItem
    ? [best.unit]
    : ranked
        .filter((r) => r.unit.kind === "sentence" && r.unit.section === best.unit.section)
        .slice(0, 3)
        .map((r) => r.unit);
  if (pool.length === 0) return null;
  const found = pool.flatMap((unit) => figuresIn(unit.text).map((figure) => ({ figure, unit })));
  const kinds = new Map<string, { figure: FoundFigure; unit: Unit }[]>();
  for (const entry of found) {
    // A plain number is of the thing it counts ("12 motoristas") or of the measure written after it ("45 L/s",
    // "75 cv"): figures of two measures are never added or set apart.
    const measure = entry.figure.noun ?? unitAfter(entry.unit.text, entry.figure).split(/\s/)[0] ?? "";
    const kind = `${entry.figure.unit}:${entry.figure.unit === "number" ? measure.toLowerCase() : ""}`;
    kinds.set(kind, [...(kinds.get(kind) ?? []), entry]);
  }
  // "Quantos dias…?": the figures of that measure, when the sentences write two; a span asked is never computed from
  // figures of another measure.
  const measureAsked = /\bquant[oa]s\s+(\p{L}{2,})/u.exec(foldAccents(question.toLowerCase()))?.[1];
  const ofMeasure = (entries: { figure: FoundFigure; unit: Unit }[]) => {
    const [first] = entries;
    const measure = first ? (first.figure.noun ?? unitAfter(first.unit.text, first.figure).split(/\s/)[0] ?? "") : "";
    return measureAsked !== undefined && measure !== "" && sameNoun(foldAccents(measure.toLowerCase()), measureAsked);
  };
  const pairs = [...kinds.values()].filter((entries) => entries.length >= 2);
  const spanAsked = measureAsked !== undefined && SPAN_MEASURE.test(measureAsked);
  const group =
    pairs.find(ofMeasure) ??
    (spanAsked ? undefined : pairs[0]) ??
    (spanAsked ? null : remainderAcrossSections(operation, ranked));
  if (!group) return null;
  const pair = operation === "sum" || operation === "average" ? group : group.slice(0, 2);
  const relative =
    operation === "difference" &&
    PERCENT_ASKED.test(foldAccents(question.toLowerCase())) &&
    pair.every(({ figure }) => figure.unit !== "percent")
      ? relativeDifference(question, pair)
      : null;
  if (relative) {
    const used = [...new Set(pair.map(({ unit }) => unit))].sort((a, b) => a.order - b.order);
    const shown = formatQuantity(Math.round(Math.abs(relative.percent) * 10) / 10, "percent");
    const side = relative.percent >= 0 ? "acima" : "abaixo";
    const measured = unitAfter(
      pair.find(({ figure }) => figure === relative.reference)?.unit.text ?? "",
      relative.reference,
    );
    return `São ${shown} ${side} de ${relative.reference.text}${measured ? ` ${measured}` : ""}: (${relative.other.text} − ${relative.reference.text}) ÷ ${relative.reference.text} = ${relative.percent < 0 ? "−" : ""}${shown} ${[...new Set(used.map(cite))].join("")}.`;
  }
  const result = calculate(
    operation,
    pair.map(({ figure }) => figure),
  );
  if (!result) return null;
  const used = [...new Set(pair.map(({ unit }) => unit))].sort((a, b) => a.order - b.order);
  const cites = [...new Set(used.map(cite))].join("");
  const noun = group[0]?.figure.noun ? ` ${group[0].figure.noun}` : "";
  const expression = result.expression;
  // "… = 2,5 p.p." already ends its sentence.
  const end = expression.endsWith(".") ? "" : ".";
  const lead =
    operation === "remainder"
      ? `Restam ${result.written}${noun}: ${expression} ${cites}${end}`
      : operation === "difference"
        ? `A diferença é de ${result.written}${result.unit === "number" && group[0]?.figure.unit === "percent" ? " pontos percentuais" : noun}: ${expression} ${cites}${end}`
        : operation === "sum"
          ? `O total é ${result.written}${noun}: ${expression} ${cites}${end}`
          : `A média é ${result.written}${noun}: ${expression} ${cites}${end}`;
  const quote = used.map((unit) => unit.text).join(" ");
  return quote.length <= SHORT_QUOTE ? `${lead}\n\n> ${joinUnits(used)}` : lead;
}

/**
 * "Quantos faltam para a meta?" where the goal ("A meta é instalar 42.000 hidrômetros") and what is done ("já instalou
 * 17.365 hidrômetros") stand in two sections of one document: the best sentences of that document, when exactly two
 * of their figures count the same thing by name (a bare number, or a third figure of it, leaves the question alone).
 */
function remainderAcrossSections(
  operation: Operation,
  ranked: RankedUnit[],
): { figure: FoundFigure; unit: Unit }[] | undefined {
  const best = ranked[0];
  if (operation !== "remainder" || !best) return undefined;
  const pool = ranked
    .filter((r) => r.unit.kind === "sentence" && r.unit.passage.documentId === best.unit.passage.documentId)
    .slice(0, 3)
    .map((r) => r.unit);
  const named = pool.flatMap((unit) =>
    figuresIn(unit.text)
      .filter((figure) => figure.unit === "number" && figure.noun)
      .map((figure) => ({ figure, unit })),
  );
  const noun = (entry: { figure: FoundFigure }) => foldAccents(entry.figure.noun?.toLowerCase() ?? "");
  const first = named.find((entry) => entry.unit === best.unit) ?? named[0];
  if (!first) return undefined;
  const same = named.filter((entry) => noun(entry) === noun(first));
  return same.length === 2 && same[0]?.unit !== same[1]?.unit ? same : undefined;
}

/** A list from the list items of the best-matching section, from its subsections, or from an enumeration inside the best sentence. */
function listAnswer(question: string, units: Unit[], ranked: RankedUnit[]): string | null {
  const bestItem = ranked.find((r) => r.unit.kind === "item" && r.coverage >= MIN_COVERAGE);
  const bestSentence = ranked[0] as RankedUnit;
  if (bestSentence.unit.kind === "row") return rowList(bestSentence.unit, units, question);
  if (bestItem && bestItem.score >= bestSentence.score * LIST_OVER_SENTENCE) return sectionList(bestItem.unit, units);
  const subsections = subsectionList(question, units);
  if (subsections) return subsections;
  const enumeration = enumerationIn(bestSentence.unit.text);
  if (!enumeration) return null;
  return [
    ...enumeration.map((element) => `- ${element}`),
    "",
    `> ${bestSentence.unit.text} ${cite(bestSentence.unit)}`,
  ].join("\n");
}

/** The column "quais X" names by its noun, when not the first; else the first. */
function askedColumn(question: string, header: string[]): number {
  const asked = /^(?:e\s+)?quais\s+(\p{L}{3,})/u.exec(question.trim().toLowerCase())?.[1];
  const stem = asked ? analyze(singularEndings(asked))[0] : undefined;
  if (!stem || isFraming(stem)) return 0;
  const found = header.findIndex((cell, c) => c > 0 && analyze(singularEndings(cell))[0] === stem);
  return found > 0 ? found : 0;
}

/**
 * "Quais são as fases…?" answered by a table: its rows, each by its first cell, in one sentence; its total row is no
 * row of the list. A cell of another column the question writes ("as ações com a Fulana") keeps the rows that hold it.
 */
function rowList(row: Unit, units: Unit[], question: string): string {
  const all = units.filter(
    (unit) => unit.kind === "row" && unit.group === row.group && !TOTAL_ROW.test(unit.table?.cells[0] ?? ""),
  );
  const { rows, by } = rowsWithCellNamed(all, question);
  // "Quais bairros…?" names a column other than the key ("Bairro"): its values, each once.
  const column = askedColumn(question, row.table?.header ?? []);
  const names = [...new Set(rows.map((unit) => unit.table?.cells[column] ?? "").filter(Boolean))];
  const what = (row.table?.header[column] ?? "").toLowerCase();
  const cites = [...new Set(rows.map(cite))].join("");
  // The rows a cell kept, one a line: a later "os dois", "o segundo" reads them back whatever their names hold.
  if (by && rows.length >= 2) return `${by} ${cites}:\n\n${names.map((name) => `- ${name}`).join("\n")}`;
  const lead = what ? `${capitalised(what)}: ` : "";
  return `${lead}${joinNames(names.slice(0, 15))} ${cites}.`;
}

/** The list items of a unit's section, under its heading, cited once per passage. */
function sectionList(item: Unit, units: Unit[]): string {
  const items = units.filter((unit) => unit.kind === "item" && unit.section === item.section).slice(0, 12);
  const lines = items.map((unit, i) => {
    const next = items[i + 1];
    return next && next.passage.n === unit.passage.n ? `- ${unit.text}` : `- ${unit.text} ${cite(unit)}`;
  });
  return item.heading ? [`**${item.heading}**:`, "", ...lines].join("\n") : lines.join("\n");
}

/** "Liste os requisitos": the sections under the document or heading the question names, each with its first sentence. */
function subsectionList(question: string, units: Unit[]): string | null {
  const stems = analyze(question).filter((stem) => !isFraming(stem));
  if (stems.length === 0) return null;
  const parentOf = (unit: Unit) => {
    const path = (unit.passage.location ?? "").split(" > ");
    return `${unit.passage.documentName.replace(/\.[a-z0-9]+$/i, "")} ${path.slice(0, -1).join(" ")}`;
  };
  const firstBySection = new Map<string, Unit>();
  for (const unit of units) {
    if (!unit.heading || firstBySection.has(unit.section)) continue;
    const parent = new Set(analyze(parentOf(unit)));
    if (stems.every((stem) => parent.has(stem))) firstBySection.set(unit.section, unit);
  }
  const firsts = [...firstBySection.values()];
  if (firsts.length < 2) return null;
  return firsts.map((unit) => `- **${unit.heading}**: ${unit.text} ${cite(unit)}`).join("\n");
}

/**
 * "A, B, C e D" or "A; B; C" inside a sentence: three elements or more, the last joined by "e"/"ou", at least one
 * comma or semicolon between them, and the ones in the middle short (a list's elements are names and short
 * phrases). So a clause after an introductory phrase ("Em 1930, foi criado o Ministério da Educação e Saúde") or
 * a sentence with two "e"s and no comma is prose, not a list.
 */
export function enumerationIn(sentence: string): string[] | null {
  const parts = sentence.replace(/[.!?]$/, "").split(/[:(]/);
  for (const part of parts.reverse()) {
    const body = part.replace(/\)$/, "");
    // A decimal comma ("23,0%") separates nothing.
    const separated = body.includes(";") ? body.split(/;\s*/) : body.split(/,(?!\d)\s*/);
    if (separated.length < 2) continue;
    const last = separated.pop() ?? "";
    const joined = /^(.*)\s+(?:e|ou)\s+(.+)$/.exec(last);
    // Commas enumerate when "e" or "ou" joins the last element ("A, B e C"); without it they join clauses.
    if (!joined && !body.includes(";")) continue;
    const elements = [...separated, ...(joined ? [joined[1] ?? "", joined[2] ?? ""] : [last])];
    const clean = elements.map((element) => element.replace(/^\s*(e|ou)\s+/, "").trim()).filter(Boolean);
    const middle = clean.slice(1, -1);
    if (
      clean.length >= 3 &&
      clean.every((element) => words(element) <= ENUMERATION_ELEMENT_WORDS) &&
      middle.every((element) => words(element) <= ENUMERATION_MIDDLE_WORDS)
    )
      return clean;
  }
  return null;
}

const words = (text: string) => text.split(/\s+/).length;
/** An enumeration's element: the first and last may carry the sentence's lead-in or tail. */
const ENUMERATION_ELEMENT_WORDS = 8;
/** Its middle elements are names and short phrases. */
const ENUMERATION_MIDDLE_WORDS = 5;

/** A Markdown table, when one is asked for: the header and the rows the question names (all rows when it names none). */
function tableAnswer(question: string, ranked: RankedUnit[], all: boolean): string | null {
  const bestRow = ranked.find((r) => r.unit.kind === "row" && r.unit.table);
  if (!bestRow?.unit.table) return null;
  const group = bestRow.unit.group;
  const header = bestRow.unit.table.header;
  const headerStems = new Set(analyze(header.join(" ")));
  const specific = ranked.filter(
    (r) => r.unit.group === group && [...r.matched].some((stem) => !headerStems.has(stem) && !isFraming(stem)),
  );
  const rows = (
    specific.length > 0 && !(all && specific.length === 1 && questionAsksWholeTable(question))
      ? specific
      : ranked.filter((r) => r.unit.group === group)
  )
    .map((r) => r.unit)
    .sort((a, b) => a.order - b.order)
    .slice(0, 20);
  const line = (cells: string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, "\\|")).join(" | ")} |`;
  const title = bestRow.unit.heading ? `**${bestRow.unit.heading}** ${cite(bestRow.unit)}` : cite(bestRow.unit);
  return [
    title,
    "",
    line(header),
    line(header.map(() => "---")),
    ...rows.map((row) => line(row.table?.cells ?? [])),
  ].join("\n");
}

function questionAsksWholeTable(question: string): boolean {
  return /\b(tabela|quadro|todas?|todos?)\b/.test(foldAccents(question));
}

/** Both sides: the best unit for each thing compared, each cited; a side not found is said to be missing. */
function compareAnswer(question: string, shape: QuestionShape, units: Unit[], ranked: RankedUnit[]): string {
  const sides = shape.sides;
  if (!sides) {
    const first = ranked[0] as RankedUnit;
    const other = ranked.find((r) => r.unit.section !== first.unit.section);
    return [first, other]
      .flatMap((r) => (r ? [r.unit] : []))
      .map((unit) =>
        unit.heading ? `**${unit.heading}**: ${withCitation(unit.text, unit)}` : withCitation(unit.text, unit),
      )
      .join("\n\n");
  }
  const rest = question.replace(sides[0], " ").replace(sides[1], " ");
  const used = new Set<Unit>();
  const lines = sides.map((side) => {
    const sideStems = analyze(side).filter((stem) => !isFraming(stem));
    const candidates = rankUnits(`${side} ${side} ${rest}`, units).filter(
      (r) => !used.has(r.unit) && sideStems.some((stem) => r.matched.has(stem)),
    );
    const pick = candidates[0];
    if (!pick) return `**${side}**: não encontrei nos documentos.`;
    used.add(pick.unit);
    const followers = pick.textCoverage === 0 ? sectionFollowers(pick.unit, units, [pick.unit]) : [];
    return `**${side}**: ${joinUnits([pick.unit, ...followers])}`;
  });
  return lines.join("\n\n");
}

/** Nothing relevant: say so (the turn offers questions the documents can answer as buttons). */
export function refusal(documents: PromptDocument[]): string {
  if (documents.length === 0)
    return `${NOTHING_FOUND} O projeto ainda não tem documentos: envie um pelo clipe para que eu possa responder sobre ele.`;
  return NOTHING_FOUND;
}

/**
 * Questions a refusal offers: the ones an empty conversation offers (#core/conversations/suggest-questions.ts, one
 * builder for both), drawn from the passages the turn retrieved, so they stay near what was asked; a summary of a
 * document fills the rest.
 */
export function suggestedQuestions(passages: PromptPassage[], documents: PromptDocument[]): string[] {
  const out = suggestQuestions(
    passages.map((passage) => ({
      documentId: passage.documentId,
      documentName: passage.documentName,
      location: passage.location ?? null,
      excerpt: passage.text,
    })),
    SUGGESTED,
  );
  const names = [
    ...new Set([...passages.map((passage) => passage.documentName), ...documents.map((document) => document.name)]),
  ];
  for (const name of names) {
    if (out.length >= SUGGESTED) break;
    out.push(`Resuma o documento ${name.replace(/\.[a-z0-9]+$/i, "")}.`);
  }
  return out.slice(0, SUGGESTED);
}

/** How many questions a refusal offers. */
const SUGGESTED = 3;

export { queryTerms };
