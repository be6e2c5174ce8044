import type { PromptPassage } from "#core/chat/agent-context.ts";
import { formatQuantity, parseQuantity, type QuantityUnit } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents, foldedAlongside } from "#isomorphic/text/normalize-text.ts";
import { type Divisor, MEASURES, NOT_PER, PER, quantityOf } from "./amount-per-measure.ts";
import { type FoundFigure, figuresIn, unitAfter } from "./calculate.ts";
import { DATE_IN_WORDS } from "./calendar-days.ts";
import { sameNoun } from "./agreement.ts";
import { escapeRegExp } from "./escape-regexp.ts";
import { countWord } from "./number-words.ts";
import { type Unit, unitsOf } from "./passage-units.ts";
import { REFUSED, replySentences, sourceOf } from "./previous-answer.ts";
import { PER_PERIOD_ASKED, PERIOD_NAMES, PERIOD_OF_WORD, type Period, periodAsked } from "./periods.ts";
import { PERCENT_ASKED } from "./question-shape.ts";
import { GIVEN_SPANS, spanOfHeader } from "./rate-period.ts";
import { isFraming } from "./unit-ranking.ts";

/**
 * "Quanto isso dá por família?", "Em dinheiro, quanto isso representa?", "Quantas pessoas isso dá?" right after a
 * reply that gave one figure: "isso" stands for that figure, and the question asks it combined with one figure the
 * documents write. Which one, and how, follows from what the two measure, not from the question's wording:
 * - a figure the question itself gives to set it against ("frente aos 3.050") → their difference;
 * - a percentage, asked a count of a thing → the share of the count the documents write of that thing;
 * - a quantity in a measure (m³, MWh), asked in money → times the price the documents write per that measure;
 * - an amount written per a measure ("R$ 251,70/MWh"), asked what it comes to → times the quantity written in it;
 * - an amount, asked "por <coisa>" → over the count the documents write of that thing;
 * - an amount per month, asked over a number of months or a year → times that number;
 * - an amount whose sentence says the span it covers ("correspondente a 18 meses"), asked per month or per year → over
 *   that span.
 * Null when the question refers to no figure, the reply gave none, or the documents write no one figure to combine.
 */
export function carriedFigure(message: string, previous: string | undefined, passages: PromptPassage[]): string | null {
  if (!previous || REFUSED.test(previous)) return null;
  const folded = foldAccents(message.toLowerCase());
  const onlyPeriod = asksOnlyPeriod(folded);
  const ofIt = /\bdisso\b/.test(folded) && COUNT_GIVEN.test(folded);
  if (!REFERS_TO_FIGURE.test(folded) && !onlyPeriod && !ofIt) return null;
  // The reply's first sentence that states a figure other than a date: a reply that opened with a date line ("Início: 1º
  // de março …") before the amount still gave the amount.
  const sentences = replySentences(previous);
  const sentence = sentences.find((line) => /\d/.test(withoutDates(line))) ?? sentences[0];
  if (!sentence) return null;
  const carried = answeredFigure(sentence, COUNT_OF.test(folded));
  if (!carried) return null;
  const source = sourceOf(sentence, carried.figure.text, passages);
  const units = unitsOf(passages);
  const cited = source ? [source.documentId] : [];
  // "E por ano?" names a period and no thing: only a period's arithmetic applies to the figure.
  const result = onlyPeriod
    ? (overPeriods(folded, carried) ?? perPeriodOfSpan(folded, carried, sentence))
    : (timesCountGiven(folded, carried) ??
      againstGiven(folded, carried) ??
      shareOfCount(folded, carried, units, cited) ??
      priceTimesQuantity(folded, carried, units) ??
      quantityTimesRate(folded, carried, units, cited) ??
      perThing(message, perThingCarried(message, carried, sentence), units, cited, addendsOf(sentence)) ??
      overPeriods(folded, carried) ??
      perPeriodOfSpan(folded, carried, sentence));
  if (!result) return null;
  const cites = [...new Set([source?.n, ...result.cites].filter((n): n is number => n !== undefined))]
    .map((n) => `[${n}]`)
    .join("");
  return `${result.text} ${cites}.`.replace(/\s+\./, ".");
}

/** A sentence without its dates ("1º de janeiro de 2027", "30/11/2028") and bare years. */
function withoutDates(sentence: string): string {
  return foldAccents(sentence.toLowerCase())
    .replace(/\[\d+\]/g, " ")
    .replace(DATE_IN_WORDS, " ")
    .replace(/\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/g, " ")
    .replace(/\b(?:19|20)\d{2}\b/g, " ");
}

/**
 * "isso", "isto", "esse valor", "esse total": a figure the last reply gave. Not "com isso", "por isso", "para isso",
 * "sobre isso" (a cause, a purpose, a topic), nor "disso" ("quanto disso…" asks a part: ./part-of-last-total.ts).
 */
const REFERS_TO_FIGURE =
  /(?<!\b(?:com|por|para|pra|sobre|de|em|alem|apesar|antes|depois|diante)\s)\b(?:isso|isto)\b|\b(?:ess[ea]|est[ea])\s+(?:valor|total|montante|numero|quantia|soma|quantidade|volume)\b/u;

interface Carried {
  figure: FoundFigure;
  /** What the figure is measured in, as written after it ("m³", "MWh", "habitantes"), or "". */
  measure: string;
  /** The words after the figure, up to the next comma or semicolon: "/mês", "por metro cúbico". */
  after: string;
}

/**
 * The figure a reply answers with: its first sentence's result ("São R$ 41.601,42: …", "… é 15.183 m³: 3.412 + …"),
 * the last figure before a colon that opens its working; otherwise the sentence's first figure.
 */
function answeredFigure(sentence: string, countAsked: boolean): Carried | null {
  const working = sentence.indexOf(": ");
  // A figure inside a quoted name ("o valor da linha “Auxílio-transporte (52 estagiários)” é R$ 156 mil") names the row; the answer
  // is outside the quotes.
  const quoted = [...sentence.matchAll(/“[^”]*”/gu)].map((match) => [match.index, match.index + match[0].length]);
  const named = (figure: FoundFigure) => quoted.some(([from = 0, to = 0]) => figure.index > from && figure.index < to);
  const all = figuresIn(sentence);
  const figures = all.some((figure) => !named(figure)) ? all.filter((figure) => !named(figure)) : all;
  // "36.500 moradores, dos quais 62,4% …" asked "quantos moradores isso dá?": the count is written already; the
  // percentage is what is asked as a count.
  const percent = countAsked ? figures.find((figure) => figure.unit === "percent") : undefined;
  if (percent) return { figure: percent, measure: "", after: "" };
  const computed = working > 0 && /[=÷×]/.test(sentence.slice(working));
  const before = computed ? figures.filter((figure) => figure.index < working) : [];
  // Uncomputed, a bare number with no noun after it ("… é 2; o custo, R$ 1,69 milhão": a row's key) is no amount
  // when the sentence writes one that says what it is.
  const said = figures.find((figure) => figure.unit !== "number" || figure.noun !== null);
  const bare = figures[0]?.unit === "number" && figures[0].noun === null && !unitAfter(sentence, figures[0]);
  const found = before.at(-1) ?? (bare && said ? said : figures[0]);
  // "R$ 312,40/MWh": a price per a measure, which figuresIn leaves out with the dates ("12/02").
  const rate = MONEY_PER.exec(sentence);
  const quantity = rate && (!found || rate.index < found.index) ? parseQuantity(rate[0]) : null;
  const figure: FoundFigure | undefined =
    rate && quantity ? { ...quantity, label: rate[0], index: rate.index, text: rate[0], noun: null } : found;
  if (!figure) return null;
  const rest = sentence.slice(figure.index + figure.text.length);
  const after = (/^[^,;:.]*(?:[.,]\d[^,;:.]*)*/.exec(rest)?.[0] ?? "").trim();
  const measure = figure.unit === "number" ? (unitAfter(sentence, figure).split(/\s/)[0] ?? "") : "";
  return { figure, measure, after };
}

const MONEY_PER = /R\$\s*\d[\d.]*(?:,\d+)?(?=\s*\/\s*\p{L})/u;

interface Combined {
  text: string;
  cites: number[];
}

const show = (value: number, unit: QuantityUnit | null) => formatQuantity(value, unit);

/** "frente aos 3.050 de hoje", "em relação a 1.480": a figure the question gives to set the carried one against. */
const AGAINST =
  /\b(?:frente|em relacao|comparad[oa]s?|relativamente)\s+(?:a|ao|aos|as|com|com os|com as|com o|com a)\s+((?:r\$\s*)?\d[\d.]*(?:,\d+)?)(?![\d.,]|\s*[º°ª/]|\s*%)/u;

function againstGiven(folded: string, carried: Carried): Combined | null {
  // A change asked in percent is a growth rate (./growth.ts), not a difference.
  if (PERCENT_ASKED.test(folded)) return null;
  const given = AGAINST.exec(folded)?.[1];
  const other = given ? parseQuantity(given.replace("r$", "R$")) : null;
  if (!other || carried.figure.unit === "percent") return null;
  const [high, low] =
    other.value >= carried.figure.value ? [other.value, carried.figure.value] : [carried.figure.value, other.value];
  const unit = carried.figure.unit;
  const measure = carried.measure ? ` ${carried.measure}` : "";
  return {
    text: `A diferença é de ${show(high - low, unit)}${measure}: ${show(high, unit)} − ${show(low, unit)} = ${show(high - low, unit)}`,
    cites: [],
  };
}

/** A count the question gives of things: "um loteamento de 45 casas", "para 35 famílias". */
const COUNT_GIVEN = /(?<![\d.,/])(\d{1,3}(?:\.\d{3})*|\d+)\s+(\p{L}{3,})(?![\p{L}\d])/u;

/**
 * "Um loteamento de 45 casas pagaria quanto disso?" after "R$ 280,00 por lote": an amount
 * per a thing times the one count of things the question gives (none of time: "por 3 meses" is a span's arithmetic).
 */
function timesCountGiven(folded: string, carried: Carried): Combined | null {
  if (carried.figure.unit !== "money" || !/^(?:por|cada)\s+\p{L}/u.test(carried.after)) return null;
  const counts = [...folded.matchAll(new RegExp(COUNT_GIVEN.source, "gu"))].filter(
    ([, , noun = ""]) => !TIME_NOUN.test(noun),
  );
  const [count] = counts;
  if (counts.length !== 1 || !count?.[1]) return null;
  const times = parseQuantity(count[1])?.value;
  if (!times || times < 2) return null;
  const total = times * carried.figure.value;
  return {
    text: `São ${show(total, "money")}: ${count[1]} ${count[2]} × ${carried.figure.text} ${carried.after}`,
    cites: [],
  };
}

/** "Quantas pessoas…", "em número de hidrantes": the thing a count is asked of. */
const COUNT_OF = /\b(?:quant[oa]s|em numero de|numero de)\s+(\p{L}{3,})/u;

const TIME_NOUN = /^(?:minutos?|horas?|dias?|semanas?|mes(?:es)?|trimestres?|semestres?|anos?)$/;

/** A percentage asked as a count: the share of the one count the documents write of the thing (or of a word asked). */
function shareOfCount(folded: string, carried: Carried, units: Unit[], cited: string[]): Combined | null {
  if (carried.figure.unit !== "percent") return null;
  const thing = COUNT_OF.exec(folded)?.[1];
  // "A partir de quantos dias…" asks a span of time, which no share of a count gives.
  if (!thing || TIME_NOUN.test(thing)) return null;
  // "142.000 habitantes …, das quais 41,2% …": a percentage's base is the count its own sentence writes; short of one,
  // the count written of the thing asked, or of another word the message uses ("considerando os habitantes").
  const own = countBeside(carried.figure, units, cited);
  const words = [thing, ...contentWords(folded).filter((word) => word !== thing)];
  for (const word of own ? [""] : words) {
    const base = own ?? quantityIn(null, word, units, cited);
    if (!base) continue;
    const value = Math.round((carried.figure.value / 100) * base.figure.value);
    if (value < 1) continue;
    return {
      text: `São cerca de ${show(value, "number")} ${base.written}: ${carried.figure.text} × ${base.figure.text} ${base.written} = ${show(value, "number")}`,
      cites: [base.unit.passage.n],
    };
  }
  return null;
}

/** The one count (a number and the noun it counts) a sentence writes beside the percentage, in the cited documents. */
function countBeside(percent: FoundFigure, units: Unit[], cited: string[]): Divisor | null {
  const holding = units.filter(
    (unit) => unit.kind !== "row" && cited.includes(unit.passage.documentId) && unit.text.includes(percent.text),
  );
  const counts = holding.flatMap((unit) =>
    figuresIn(unit.text)
      .filter((figure) => figure.unit === "number" && figure.noun !== null && !TIME_NOUN.test(figure.noun))
      .map((figure) => ({ figure, written: figure.noun ?? "", unit })),
  );
  // "N habitantes …, das quais 41,2%", "41,2% dos N habitantes": the count the sentence ties the share to.
  const tied = counts.filter(({ figure, unit }) => {
    const at = unit.text.indexOf(percent.text);
    const between =
      figure.index < at ? unit.text.slice(figure.index, at) : unit.text.slice(at, figure.index + figure.text.length);
    return figure.index < at ? /\bd[oa]s quais\b/iu.test(between) : /^\S+\s+d[oa]s\s+\S+$/u.test(between);
  });
  if (tied.length === 1) return tied[0] ?? null;
  return new Set(counts.map(({ figure }) => figure.value)).size === 1 ? (counts[0] ?? null) : null;
}

/** "em reais", "em dinheiro", "quanto custa", "qual o custo": an amount of money asked. */
const MONEY_ASKED =
  /\bem (?:reais|dinheiro)\b|\bquanto\s+(?:\p{L}+\s+)?(?:custa\p{L}*|custou)\b|\b(?:custo|valor) em\b/u;

/** A quantity in a measure asked in money: times the one price the documents write per that measure. */
function priceTimesQuantity(folded: string, carried: Carried, units: Unit[]): Combined | null {
  if (carried.figure.unit !== "number" || !carried.measure || !MONEY_ASKED.test(folded)) return null;
  const written = measureWritten(carried.measure);
  const priced = new RegExp(
    `^\\s*(?:(?:por|ao|o|cada)\\s+|/\\s*)(?:(?:metro|quilo|litro)?\\s*)?(?:${written})(?![\\p{L}\\d])`,
    "iu",
  );
  const asked = new Set(contentWords(folded).flatMap((word) => analyze(word)));
  let best: { price: FoundFigure; unit: Unit; shared: number } | null = null;
  let tied = false;
  for (const unit of units) {
    for (const price of figuresIn(unit.text)) {
      if (price.unit !== "money" || !priced.test(unit.text.slice(price.index + price.text.length))) continue;
      const shared = analyze(unit.text).filter((stem) => asked.has(stem)).length;
      if (best && shared === best.shared && price.value !== best.price.value) tied = true;
      if (!best || shared > best.shared) {
        best = { price, unit, shared };
        tied = false;
      }
    }
  }
  if (!best || tied) return null;
  const total = carried.figure.value * best.price.value;
  return {
    text: `São ${show(total, "money")}: ${carried.figure.text} ${carried.measure} × ${best.price.text} = ${show(total, "money")}`,
    cites: [best.unit.passage.n],
  };
}

/** An amount written per a measure ("R$ 251,70/MWh"), asked what it comes to: times the quantity written in it. */
function quantityTimesRate(folded: string, carried: Carried, units: Unit[], cited: string[]): Combined | null {
  if (carried.figure.unit !== "money" || !/\bquant[oa]\b/.test(folded)) return null;
  const per = /^(?:\/\s*|por\s+)([\p{L}²³]+)/u.exec(carried.after)?.[1];
  if (!per || spanOfHeader(`/${per}`) || NOT_PER.has(analyze(per)[0] ?? "")) return null;
  const quantity = quantityIn(measureRegExp(per), per, units, cited, folded);
  if (!quantity) return null;
  const total = carried.figure.value * quantity.figure.value;
  return {
    text: `São ${show(total, "money")}: ${carried.figure.text}/${per} × ${quantity.figure.text} ${quantity.written} = ${show(total, "money")}`,
    cites: [quantity.unit.passage.n],
  };
}

/**
 * "Quanto isso dá por imóvel?" after "a ligação de 2.400 imóveis, com orçamento de R$ 3.600.000,00": the count
 * of the very thing asked per is the divisor, not what is divided; the amount the sentence states beside it is.
 */
function perThingCarried(message: string, carried: Carried, sentence: string): Carried {
  const thing = PER.exec(foldAccents(message.toLowerCase()))?.[1];
  if (!thing || carried.figure.unit !== "number" || !carried.measure) return carried;
  const [counted, per] = [analyze(carried.measure)[0], analyze(thing)[0]];
  if (!counted || !per || !(counted === per || sameNoun(carried.measure, thing))) return carried;
  const amount = figuresIn(sentence).find((figure) => figure.unit === "money");
  return amount ? { figure: amount, measure: "", after: "" } : carried;
}

/** An amount asked per a thing: over the one count the documents write of it. */
function perThing(
  message: string,
  carried: Carried,
  units: Unit[],
  cited: string[],
  addends: number[],
): Combined | null {
  if (carried.figure.unit === "percent") return null;
  // "por família", "por eleitor": the thing an amount is asked per (no span of time, no "por favor"), read on the
  // folded message and said as the message writes it.
  const { written: lower, folded } = foldedAlongside(message);
  const per = PER.exec(folded);
  const thing = per?.[1];
  const said = per && thing ? lower.slice(per.index + per[0].length - thing.length, per.index + per[0].length) : "";
  if (!thing || NOT_PER.has(analyze(thing)[0] ?? "") || spanOfHeader(`por ${thing}`)) return null;
  const measure = MEASURES.find((candidate) => candidate.asked.test(thing));
  const divisor = rowCount(carried, thing, units, addends) ?? quantityIn(measure?.written ?? null, thing, units, cited);
  if (!divisor || divisor.figure.value === 0) return null;
  const value = carried.figure.value / divisor.figure.value;
  const unit = carried.figure.unit === "money" ? "money" : "number";
  return {
    // A count carries its noun ("52 alunos por turma"); money carries its sign.
    text: `São ${show(value, unit)}${unit === "number" && carried.measure ? ` ${carried.measure}` : ""} por ${measure?.symbol ?? said}: ${carried.figure.text} ÷ ${divisor.figure.text} ${divisor.written} = ${show(value, unit)}`,
    cites: [divisor.unit.passage.n],
  };
}

/**
 * The figure a table's total row states ("Total · 15 · 780", after "São 780 …: 318 + 190 + 272 = 780") asked per a thing
 * a column of that table counts ("Turmas"): that row's count of it. So for a row whose figures the reply added up
 * ("210 + 240 + 205 = 655", a unit's three months): the count is that row's. Null when no such row holds the
 * figures, or no one column of its table names the thing.
 */
function rowCount(carried: Carried, thing: string, units: Unit[], addends: number[]): Divisor | null {
  const stem = analyze(thing)[0];
  if (!stem) return null;
  for (const unit of units) {
    const table = unit.table;
    if (unit.kind !== "row" || !table) continue;
    const values = table.cells.map((cell) => parseQuantity(cell)?.value);
    const total = /^\s*(?:\*\*)?total\b/iu.test(table.cells[0] ?? "") && values.includes(carried.figure.value);
    const added = addends.length >= 2 && addends.every((addend) => values.includes(addend));
    if (!total && !added) continue;
    const columns = table.header.flatMap((header, c) =>
      c > 0 && analyze(header.replace(/\([^)]*\)/g, " ")).includes(stem) && values[c] !== undefined ? [c] : [],
    );
    const [column] = columns;
    if (columns.length !== 1 || column === undefined) continue;
    const text = (table.cells[column] ?? "").trim();
    const quantity = parseQuantity(text);
    if (!quantity || quantity.value === 0) continue;
    const header = (table.header[column] ?? "")
      .replace(/\s*\([^)]*\)/g, "")
      .trim()
      .toLowerCase();
    return {
      figure: { ...quantity, label: text, index: 0, text, noun: null },
      written: header,
      unit,
    };
  }
  return null;
}

/** The figures a reply's working added up: "210 + 240 + 205 = 655" → 210, 240, 205; none otherwise. */
function addendsOf(sentence: string): number[] {
  const working = /((?:\d[\d.,]*\s*\+\s*)+\d[\d.,]*)\s*=/.exec(sentence)?.[1];
  if (!working) return [];
  return working.split("+").flatMap((term) => parseQuantity(term.trim())?.value ?? []);
}

/** "em 12 meses", "em dois anos", "por ano", "no ano": the months an amount per month is asked over. */
const OVER_MONTHS =
  /\b(?:em|durante|ao longo de|por)\s+(\d{1,3}|\p{L}+)\s+(meses|anos)\b|\b(?:por|no|num|em um|ao)\s+ano\b/u;

/** An amount per month asked over a count of months or years: times the months. */
function overPeriods(folded: string, carried: Carried): Combined | null {
  if (carried.figure.unit === "percent" || spanOfHeader(carried.after) !== "mes") return null;
  const over = OVER_MONTHS.exec(folded);
  if (!over) return null;
  const count = over[1] ? (/^\d+$/.test(over[1]) ? Number(over[1]) : countWord(over[1])) : 1;
  if (!count) return null;
  const months = count * (over[2] === "meses" ? 1 : 12);
  const total = carried.figure.value * months;
  const unit = carried.figure.unit;
  return {
    text: `São ${show(total, unit)} em ${months} meses: ${carried.figure.text} × ${months} = ${show(total, unit)}`,
    cites: [],
  };
}

/**
 * "isso" asked per a period after a reply that states the span the amount covers: "R$ 93.600,00, correspondente a 18
 * meses de uso" asked per month or per year, "09/2026 — dias de consumo: 30; consumo: 1.140 m³" asked per day (isso "por
 * dia", "a média diária"), "4.200 leituras em 6 semanas" per week. The amount over the span, in the
 * period asked: the same kind of period, or one a fixed number of which makes the other (12 months a year, 7 days a
 * week, 24 hours a day). A sentence that states no span takes the one the question counts ("contando os seis dias").
 * Null unless exactly one span is stated.
 */
function perPeriodOfSpan(folded: string, carried: Carried, sentence: string): Combined | null {
  if (carried.figure.unit === "percent" || spanOfHeader(carried.after)) return null;
  const per = periodAsked(folded);
  if (!per) return null;
  const written = foldAccents(sentence.toLowerCase());
  const spans = [
    ...[...written.matchAll(/\b(\d{1,3})\s+(horas?|dias?|semanas?|meses|mes|anos?)\b/gu)].map((match) => ({
      index: match.index,
      count: Number(match[1]),
      period: PERIOD_OF_WORD[match[2] ?? ""],
    })),
    // "dias de consumo: 30", "Prazo (dias): 45": the span as a label and its figure.
    ...[...written.matchAll(/\b(horas|dias|semanas|meses|anos)\b[^:;\d]{0,30}:\s*(\d{1,3})(?![\d.,])/gu)].map(
      (match) => ({
        index: match.index + match[0].length - (match[2] ?? "").length,
        count: Number(match[2]),
        period: PERIOD_OF_WORD[match[1] ?? ""],
      }),
    ),
  ];
  // "E isso sai a quanto por dia, contando os seis dias?": a reply that states no span, the question counting it.
  const given = spans.length === 0 ? GIVEN_SPANS.exec(folded) : null;
  if (given?.[1] && given[2])
    spans.push({
      index: -1,
      count: countWord(given[1]) ?? Number(given[1]),
      period: PERIOD_OF_WORD[given[2]],
    });
  const [span] = spans;
  if (spans.length !== 1 || !span?.period || !(span.count > 0)) return null;
  const periods = (span.count * PERIOD_HOURS[span.period]) / PERIOD_HOURS[per];
  const convertible = span.period === per || FIXED.has(`${span.period}>${per}`) || FIXED.has(`${per}>${span.period}`);
  if (!convertible || periods <= 0 || !Number.isInteger(Math.round(periods * 1000) / 1000)) return null;
  // "O valor, para a vigência de 24 meses, é de R$ …", "dias de consumo: 30; consumo: 1.140 m³": the span is what the
  // amount is divided by, not the amount.
  const isSpan = (figure: FoundFigure) => TIME_NOUN.test(figure.noun ?? "") || figure.index === span.index;
  const amount = isSpan(carried.figure)
    ? figuresIn(sentence).find((figure) => figure.unit !== "percent" && !isSpan(figure))
    : carried.figure;
  if (!amount) return null;
  const result = amount.value / periods;
  const unit = amount.unit;
  const measure = unit === "number" ? unitAfter(sentence, amount).split(/\s/)[0] : "";
  const shown = `${show(result, unit)}${measure ? ` ${measure}` : ""}`;
  const over = `${formatQuantity(periods, "number")} ${periods === 1 ? PERIOD_NAMES[per][0] : PERIOD_NAMES[per][1]}`;
  return {
    text: `São ${shown} por ${PERIOD_NAMES[per][0]}, em média: ${amount.text}${measure && !amount.text.includes(measure) ? ` ${measure}` : ""} ÷ ${over} = ${shown}`,
    cites: [],
  };
}

/** Each period in hours, for the conversions that are exact. */
const PERIOD_HOURS: Record<Period, number> = { hora: 1, dia: 24, semana: 168, mes: 730, ano: 8760 };
/** The pairs of periods one of which is a fixed number of the other: a month is not a fixed number of days. */
const FIXED = new Set(["dia>hora", "semana>dia", "semana>hora", "ano>mes"]);

/** The words an amount is asked with that name no thing: "quanto", "fica", "sai", "dá", "custa", "valor", "em média". */
const AMOUNT_ONLY = new Set([
  "quant",
  "fic",
  "sai",
  "dar",
  "da",
  "cust",
  "represent",
  "enta",
  "valor",
  "total",
  "med",
  "men",
]);

/**
 * "E por ano?", "Por mês, quanto sai?": a period asked and, besides it, only words that ask an amount. Such an
 * ellipsis keeps the last reply's subject, so it asks that reply's figure per the period.
 */
function asksOnlyPeriod(folded: string): boolean {
  const period = PER_PERIOD_ASKED.exec(folded);
  if (!period) return false;
  const rest = `${folded.slice(0, period.index)} ${folded.slice(period.index + period[0].length)}`;
  return analyze(rest).every((stem) => AMOUNT_ONLY.has(stem));
}

/** The message's words that may name a thing: not its framing, not its small words. */
function contentWords(folded: string): string[] {
  return (folded.match(/\p{L}{4,}/gu) ?? []).filter((word) => !isFraming(analyze(word)[0] ?? word));
}

/** How a measure is written after a figure, as a pattern: "m³" also as "metros cúbicos", "MWh" as itself. */
function measureWritten(measure: string): string {
  const known = MEASURES.find(
    (candidate) => candidate.asked.test(foldAccents(measure.toLowerCase())) || candidate.written.test(measure),
  );
  return known ? known.written.source.replace(/^\^/, "") : escapeRegExp(measure.replace(/[/].*$/, ""));
}

function measureRegExp(measure: string): RegExp {
  return new RegExp(`^(?:${measureWritten(measure)})(?![\\p{L}\\d])`, "iu");
}

/**
 * The one quantity the documents write of a measure or a thing, first in the documents the last reply cited. With
 * several, the one whose sentence shares the most of the message's words ("o volume anual total contratado").
 */
function quantityIn(
  measure: RegExp | null,
  thing: string,
  units: Unit[],
  cited: string[],
  folded?: string,
): Divisor | null {
  const documents = [...new Set([...cited, ...units.map((unit) => unit.passage.documentId)])];
  const asked = new Set(contentWords(folded ?? "").flatMap((word) => analyze(word)));
  for (const documentId of documents) {
    const one =
      quantityOf(measure, thing, units, documentId) ?? (folded && measure ? nearest(documentId, measure) : null);
    if (one) return one;
    // The figure's own document, when it writes such quantities but several, does not say which: another document's
    // one quantity is of another thing.
    if (cited.includes(documentId) && writesQuantity(measure, thing, units, documentId)) return null;
  }
  return null;

  /** Of a document's quantities in the measure, the one whose sentence shares the most words with the question. */
  function nearest(documentId: string, measure: RegExp): Divisor | null {
    const found = units
      .filter((unit) => unit.kind !== "row" && unit.passage.documentId === documentId)
      .flatMap((unit) =>
        figuresIn(unit.text)
          .filter((figure) => figure.unit === "number" && measure.test(unitAfter(unit.text, figure)))
          .map((figure) => ({
            figure,
            unit,
            written: measure.exec(unitAfter(unit.text, figure))?.[0] ?? thing,
            shared: analyze(unit.text).filter((stem) => asked.has(stem)).length,
          })),
      )
      .sort((a, b) => b.shared - a.shared);
    const [first, second] = found;
    return first && (!second || second.shared < first.shared) ? first : null;
  }
}

/** Whether a document writes a figure in the measure asked, or a count of the thing: one it could be divided by. */
function writesQuantity(measure: RegExp | null, thing: string, units: Unit[], documentId: string): boolean {
  return units.some(
    (unit) =>
      unit.passage.documentId === documentId &&
      figuresIn(unit.text).some((figure) =>
        measure ? measure.test(unitAfter(unit.text, figure)) : figure.noun !== null && sameNoun(figure.noun, thing),
      ),
  );
}
