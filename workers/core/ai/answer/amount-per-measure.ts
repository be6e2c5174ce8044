import { formatQuantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { type FoundFigure, figuresIn, unitAfter } from "./calculate.ts";
import { escapeRegExp } from "./escape-regexp.ts";
import type { Unit } from "./passage-units.ts";
import { sameNoun } from "./agreement.ts";
import { isFraming, type RankedUnit } from "./unit-ranking.ts";

/**
 * Units of measure a question writes out ("por metro quadrado") and the ways a document writes them after a figure
 * ("1.325 m²", "12 metros quadrados").
 */
export const MEASURES: { asked: RegExp; written: RegExp; symbol: string }[] = [
  { asked: /^(?:metros? quadrados?|m²|m2)\b/, written: /^(?:m²|m2\b|metros? quadrados?)/iu, symbol: "m²" },
  { asked: /^(?:metros? cubicos?|m³|m3)\b/, written: /^(?:m³|m3\b|metros? c[úu]bicos?)/iu, symbol: "m³" },
  { asked: /^(?:quilometros?|km)\b/, written: /^(?:km\b|quil[ôo]metros?)/iu, symbol: "km" },
  { asked: /^(?:hectares?|ha)\b/, written: /^(?:ha\b|hectares?)/iu, symbol: "ha" },
  { asked: /^(?:toneladas?)\b/, written: /^(?:t\b|toneladas?)/iu, symbol: "t" },
  { asked: /^(?:litros?)\b/, written: /^(?:L\b|litros?)/u, symbol: "L" },
];

/** "por favor", "por exemplo", "por mês": a "por" that asks no amount per a thing. */
export const NOT_PER = new Set(
  analyze(
    "favor exemplo cento mês meses ano anos dia dias semana semanas hora horas minuto minutos trimestre semestre " +
      "quinzena isso isto causa conta meio parte tipo cima fim vez vezes outro lado ora enquanto completo volta " +
      "escrito cada que onde quem qual quanto quanta",
  ),
);

export const PER =
  /\b(?:por|para cada|a cada|de cada)\s+(?:(?:o|a|um|uma)\s+)?((?:metros?\s+(?:quadrados?|cubicos?))|m²|m³|\p{L}{3,})/u;
// "Qual é o comprimento médio por trecho?": a measure's mean per a thing asks an amount as "qual o valor" does.
const AMOUNT_ASKED =
  /\bquant[oa]\b|\bqual\s+(?:e\s+|foi\s+|seria\s+|sera\s+)?(?:o\s+|a\s+)?(?:valor|custo|preco|media|taxa|relacao|\p{L}{4,}\s+medi[oa])\b/u;
const MONEY_ASKED = /\b(?:sai|sairia|custa\p{L}*|custo|valor|preco|pag\p{L}*|gast\p{L}*|reais|r\$)/u;
// "média"/"médio" ask the operation, not what the amount is of.
const ASKING_WORDS = new Set(
  analyze("quanto quanta qual valor custo preço sai sairia custa custaria dá daria fica média médio"),
);

/** How many of the best-ranked sentences may state the amount (set by hand: the few a reader would look at). */
const NEAR_SENTENCES = 6;

export interface Divisor {
  figure: FoundFigure;
  written: string;
  unit: Unit;
}

/**
 * "Quanto sai o aluguel por metro quadrado?" over "o aluguel mensal é de R$ 48.230,00" and "área construída de 1.325
 * m²", in two sentences of one document: the amount the question names over the quantity of the measure (or the count
 * of the thing) it asks per. Null when a passage already states an amount per that measure (the document's own figure
 * answers), when the amount or the quantity is not written, or when the quantity is not one figure.
 */
export function amountPerMeasure(question: string, ranked: RankedUnit[], units: Unit[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!AMOUNT_ASKED.test(folded)) return null;
  // "O estudo saiu por quanto por visita?": the first "por" that names a thing, past one that asks the amount.
  const per = [...folded.matchAll(new RegExp(PER.source, "gu"))].find(
    (match) => !NOT_PER.has(analyze(match[1] ?? "")[0] ?? ""),
  );
  const perWord = per?.[1] ?? "";
  if (!per) return null;
  const measure = MEASURES.find((candidate) => candidate.asked.test(perWord));
  // What the amount is of: the question's words before "por", less the asking ones ("o aluguel").
  const named = analyze(folded.slice(0, per.index)).filter((stem) => !isFraming(stem) && !ASKING_WORDS.has(stem));
  if (named.length === 0) return null;
  // "R$ 36,40 por m²", "R$/m²", "R$ 900,00 por empregado": the document's own figure per the thing.
  const perWritten = measure
    ? measure.written.source.replace(/^\^/, "")
    : `${escapeRegExp(perWord.slice(0, 5))}\\p{L}*`;
  const statesPer = new RegExp(`(?:\\bpor\\s+|/\\s*)(?:${perWritten})`, "iu");
  // The sentences in reach: the first few that rank, rows aside (a row's amount is the table's arithmetic to read).
  const near = ranked.filter(({ unit }) => unit.kind !== "row").slice(0, NEAR_SENTENCES);
  if (near.some(({ unit }) => figuresIn(unit.text).length > 0 && statesPer.test(foldAccents(unit.text)))) return null;
  const money = MONEY_ASKED.test(folded);
  // The amount: of the near sentences that name what it is of, the first whose document writes the quantity too; its
  // figure is the nearest one after that name.
  let amount: { figure: FoundFigure; unit: Unit } | null = null;
  let divisor: Divisor | null = null;
  // Each document's quantity is read once, however many of its sentences name the amount.
  const quantities = new Map<string, Divisor | null>();
  const quantityIn = (documentId: string) => {
    if (!quantities.has(documentId))
      quantities.set(documentId, quantityOf(measure?.written ?? null, perWord, units, documentId));
    return quantities.get(documentId) ?? null;
  };
  for (const { unit } of near) {
    const figure = amountNamed(unit.text, named, money);
    const quantity = figure && quantityIn(unit.passage.documentId);
    if (figure && quantity && quantity.figure.value !== 0 && !itself(figure, quantity)) {
      amount = { figure, unit };
      divisor = quantity;
      break;
    }
  }
  if (!amount || !divisor) return null;
  const value = amount.figure.value / divisor.figure.value;
  // A measure written after a plain figure ("540 m") is the quotient's too ("45 m por trecho").
  const measured = amount.figure.unit === "number" ? SYMBOL.exec(unitAfter(amount.unit.text, amount.figure))?.[0] : "";
  const quotient = formatQuantity(value, amount.figure.unit === "money" ? "money" : "number");
  // A quotient that shows as nothing ("R$ 0,00 por m³") divides by a quantity the amount is not spread over.
  if (SHOWS_ZERO.test(quotient)) return null;
  const shown = `${quotient}${measured ? ` ${measured}` : ""}`;
  const cites = [...new Set([amount.unit.passage.n, divisor.unit.passage.n])].map((n) => `[${n}]`).join("");
  const perShown = measure?.symbol ?? perWord;
  return `São ${shown} por ${perShown}: ${amount.figure.text}${measured ? ` ${measured}` : ""} ÷ ${divisor.figure.text} ${divisor.written} = ${shown} ${cites}.`;
}

/** A unit's symbol as documents write it after a figure: "m", "km", "kg", "m³", "L/s", "kWh". */
const SYMBOL =
  /^(?!(?:a|o|e|as|os|ao|de|do|da|em|no|na|um|por|com|que|se|nos|nas|dos|das|mil|sem|ate)(?![\p{L}\d]))[a-zA-Z]{1,3}[²³]?(?:\/[a-zA-Z]{1,3})?(?![\p{L}\d])/u;

/** Words a figure may stand from the name of what it is of ("aluguel mensal é de R$ …": three), set by hand. */
const NAME_REACH = 5;

/**
 * The figure a sentence states right after the name of what it is of ("aluguel mensal é de R$ 48.230,00"), within a
 * few words of it; not one that is itself a rate ("R$ 7,9 milhões por ano").
 */
function amountNamed(text: string, named: string[], money: boolean): FoundFigure | null {
  const folded = foldAccents(text.toLowerCase());
  const names = [...folded.matchAll(/\p{L}+/gu)].filter((word) => named.includes(analyze(word[0])[0] ?? ""));
  for (const figure of figuresIn(text)) {
    if (figure.unit === "percent" || figure.value === 0 || (money && figure.unit !== "money")) continue;
    if (/^\s*(?:por|ao|a cada|cada)\b/u.test(folded.slice(figure.index + figure.text.length))) continue;
    const reach = names.some((name) => {
      const end = (name.index ?? 0) + name[0].length;
      return end <= figure.index && (folded.slice(end, figure.index).match(/\p{L}+/gu) ?? []).length <= NAME_REACH;
    });
    if (reach) return figure;
  }
  return null;
}

/**
 * The one quantity a document writes in the measure asked ("1.325 m²") or the one count of the thing asked per ("2.500
 * empregados"), in its sentences and list items. Null when none is, or when it writes several different ones.
 */
export function quantityOf(measure: RegExp | null, thing: string, units: Unit[], documentId: string): Divisor | null {
  const found: Divisor[] = [];
  for (const unit of units) {
    if (unit.kind === "row" || unit.passage.documentId !== documentId) continue;
    for (const figure of figuresIn(unit.text)) {
      if (figure.unit !== "number") continue;
      const after = unitAfter(unit.text, figure);
      const fits = measure ? measure.test(after) : figure.noun !== null && sameNoun(figure.noun, thing);
      if (fits)
        found.push({ figure, written: measure ? (measure.exec(after)?.[0] ?? after) : (figure.noun ?? thing), unit });
    }
  }
  const values = new Set(found.map(({ figure }) => figure.value));
  return values.size === 1 ? (found[0] ?? null) : null;
}

/**
 * "Quanto custa esse treinamento por participante?" over a reply that gives the amount and counts the things in one
 * passage ("Treinar os 20 participantes … | 4.000,00"): the amount over that count. Only when the question asks an
 * amount per a thing (no measure, no period: those are read above and by ./rate-period.ts), and the reply writes
 * one amount of money and one count of the thing, its own cell or clause. Null otherwise.
 */
export function perCountWithin(question: string, found: string): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!AMOUNT_ASKED.test(folded)) return null;
  const per = [...folded.matchAll(new RegExp(PER.source, "gu"))].find(
    (match) => !NOT_PER.has(analyze(match[1] ?? "")[0] ?? ""),
  );
  const thing = per?.[1];
  if (!thing || MEASURES.some((measure) => measure.asked.test(thing))) return null;
  const cited = found.replace(/\[\d+\]/g, " ");
  const figures = figuresIn(cited);
  const amounts = figures.filter((figure) => figure.unit === "money");
  const counts = figures.filter((figure) => figure.unit === "number" && figure.noun && sameNoun(figure.noun, thing));
  const [amount] = amounts;
  const [count] = counts;
  if (amounts.length !== 1 || counts.length !== 1 || !amount || !count || count.value <= 1) return null;
  // The reply already per the thing ("R$ 345,00 por participante") is the document's own figure.
  if (new RegExp(`\\bpor\\s+${escapeRegExp(thing.slice(0, 5))}`, "iu").test(foldAccents(cited))) return null;
  const shown = formatQuantity(amount.value / count.value, "money");
  if (SHOWS_ZERO.test(shown)) return null;
  const cites = [...new Set(found.match(/\[\d+\]/g) ?? [])].join("");
  return `São ${shown} por ${thing}: ${amount.text} ÷ ${count.text} ${count.noun}${cites ? ` ${cites}` : ""}.\n\n${found}`;
}

/** A figure written as zero ("R$ 0,00", "0"): a quotient too small for its own format. */
const SHOWS_ZERO = /^(?:R\$\s*)?0(?:,0+)?$/u;

/** The count itself read as the amount ("52.300 ligações" over "52.300 ligações"): a quotient of one, of nothing. */
const itself = (found: FoundFigure, by: Divisor) => found.value === by.figure.value && found.unit === by.figure.unit;
