import { formatQuantity, parseQuantity } from "#core/documents/tables.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { countWord } from "./number-words.ts";

/**
 * A figure stated per one span of time asked per another: "16 h/mês" asked "num ano" is 16 × 12; "695 t/ano" asked
 * "por mês" is 695 ÷ 12. Only spans with an exact ratio between them (a month and a year, a week and a day, a quarter
 * and a year); a month of days or a year of weeks is no exact count.
 */
export interface PeriodConversion {
  /** How the asked span is written in the answer: "por ano". */
  asked: string;
  factor: number;
  /** "× 12", "÷ 12". */
  operation: string;
}

type Span = "dia" | "semana" | "mes" | "trimestre" | "ano";

/** Each span's length in the smallest span it converts to exactly. */
const EXACT: [Span, Span, number][] = [
  ["mes", "ano", 12],
  ["trimestre", "ano", 4],
  ["mes", "trimestre", 3],
  ["dia", "semana", 7],
];

/** The span a column's measure is written per: "(h/mês)", "(t/ano)", "(por dia)", "mensal". */
export function spanOfHeader(header: string): Span | null {
  const folded = foldAccents(header.toLowerCase());
  const per = /(?:\/\s*|\bpor\s+)(dia|semana|mes|trimestre|ano)\b/.exec(folded)?.[1];
  if (per) return per as Span;
  const adjective = /\b(diari|seman|mensa|trimestra|anua)[a-z]*\b/.exec(folded)?.[1];
  return adjective ? (ADJECTIVES[adjective] ?? null) : null;
}

const ADJECTIVES: Record<string, Span> = {
  diari: "dia",
  seman: "semana",
  mensa: "mes",
  trimestra: "trimestre",
  anua: "ano",
};

/** The span a question asks per: "num ano", "por ano", "ao ano", "em um mês", "anual". */
function spanAsked(folded: string): Span | null {
  const per =
    /\b(?:num|em um|por|ao|a cada|cada|no)\s+(dia|semana|mes|trimestre|ano)\b(?!\s+(?:de|passado|que vem|anterior|seguinte)\b|\s+\d)/.exec(
      folded,
    )?.[1];
  if (per) return per as Span;
  // Any figure's noun with the adjective ("o preço anual", "a despesa mensal"); a document or a meeting so named
  // ("o relatório anual") is no figure.
  const adjective =
    /\b(?!(?:relatorio|plano|balanco|reuniao|assembleia|programa|calendario|boletim|revisao|ferias)\s)\p{L}{3,}\s+(diari|seman|mensa|trimestra|anua)[a-z]*\b/u.exec(
      folded,
    )?.[1];
  return adjective ? (ADJECTIVES[adjective] ?? null) : null;
}

/** The conversion from a column's span to the question's, or null when they are the same or none is exact. */
export function periodConversion(question: string, header: string): PeriodConversion | null {
  const stated = spanOfHeader(header);
  const asked = spanAsked(foldAccents(question.toLowerCase()));
  if (!stated || !asked || stated === asked) return null;
  const conversion = exactConversion(stated, asked);
  return conversion ? { asked: `por ${asked === "mes" ? "mês" : asked}`, ...conversion } : null;
}

/** From one span to another with an exact ratio between them ("× 12" from a month to a year), else null. */
function exactConversion(stated: Span, asked: Span): { factor: number; operation: string } | null {
  for (const [small, large, count] of EXACT) {
    if (stated === small && asked === large) return { factor: count, operation: `× ${count}` };
    if (stated === large && asked === small) return { factor: 1 / count, operation: `÷ ${count}` };
  }
  return null;
}

const SPAN_WORDS: Record<string, Span> = {
  dia: "dia",
  dias: "dia",
  semana: "semana",
  semanas: "semana",
  mes: "mes",
  meses: "mes",
  trimestre: "trimestre",
  trimestres: "trimestre",
  ano: "ano",
  anos: "ano",
};
/** "para os 12 meses", "em 30 meses", "durante 2 anos", "para a vigência de 24 meses": an amount's whole span, counted. */
const OVER_SPANS =
  /\b(?:para|em|durante|ao longo de|por)\s+(?:os\s+|as\s+)?(?:(?:a|o)\s+\p{L}+\s+de\s+)?(\d{1,3})\s+(dias|semanas|meses|trimestres|anos)\b/u;
const MONEY_IN_TEXT = /R\$\s*\d{1,3}(?:\.\d{3})*(?:,\d+)?/u;

/**
 * An amount the answer states for a whole span ("R$ 300.240,00 para os 12 meses") asked per one of its periods ("por
 * mês"): the amount over the count of periods, above the answer it is read in. An amount written per one span
 * ("o orçamento anual … é de R$ N", "valor mensal") asked per another is converted when their ratio is exact. Null when the question asks per no
 * span, or the sentence states no amount over a counted span of that kind (nor the question counts one, `givenSpan`), or already states one per that span.
 */
export function perSpanOfWhole(question: string, reply: string): string | null {
  const asked = spanAsked(foldAccents(question.toLowerCase()));
  if (!asked) return null;
  const text = reply.replace(/\[\d+\]/g, " ").replace(/\*\*/g, "");
  for (const sentence of text.split(/(?<=[.;])\s+/u)) {
    const folded = foldAccents(sentence.toLowerCase());
    const over = OVER_SPANS.exec(folded);
    const money = MONEY_IN_TEXT.exec(sentence);
    if (!money) continue;
    // "O orçamento anual … é de R$ 489.000,00" asked "por mês": an amount written per one span, in another.
    const converted = over ? null : perOtherSpan(sentence, money, asked, reply);
    if (converted) return converted;
    const span = over?.[2] ? SPAN_WORDS[over[2]] : undefined;
    if (!over?.[1] || !over[2] || !span) continue;
    // A sentence that states the amount per that span already ("valor mensal de R$ …") answers as written.
    if (spanAsked(folded) === asked || /\b(?:mensal|anual|diari[oa]|semanal)\b/.test(folded)) return null;
    // The periods asked in the span: "24 meses" asked per year are 2 years; only a whole count of them.
    const ratio = span === asked ? 1 : exactConversion(span, asked)?.factor;
    const count = ratio === undefined ? Number.NaN : Number(over[1]) / ratio;
    if (!(count >= 2) || !Number.isInteger(count)) continue;
    const periods = span === asked ? over[2] : asked === "mes" ? "meses" : `${asked}s`;
    return perSpanReply(money[0], 1 / count, `÷ ${count} ${periods}`, asked, reply);
  }
  return givenSpan(foldAccents(question.toLowerCase()), asked, text, reply);
}

/**
 * "Quanto saiu o combustível por dia, contando os seis dias de campanha?" over a reply of one amount: the question
 * counts the periods itself, and the amount is over them. Only where the reply states one amount and no rate of its
 * own ("diária", "por dia").
 */
function givenSpan(folded: string, asked: Span, text: string, reply: string): string | null {
  const given = GIVEN_SPANS.exec(folded);
  const span = given?.[2] ? SPAN_WORDS[given[2]] : undefined;
  const count = given?.[1] ? (countWord(given[1]) ?? Number(given[1])) : Number.NaN;
  if (span !== asked || !(count >= 2) || !Number.isInteger(count)) return null;
  const amounts = text.match(new RegExp(MONEY_IN_TEXT.source, "gu")) ?? [];
  if (new Set(amounts).size !== 1 || PER_SPAN_WRITTEN.test(foldAccents(text.toLowerCase()))) return null;
  return perSpanReply(amounts[0] as string, 1 / count, `÷ ${count} ${given?.[2]}`, asked, reply);
}

/** "contando os seis dias", "nos 5 dias de obra", "em 12 meses": the periods a question counts. */
export const GIVEN_SPANS =
  /\b(?:considerando|contando|em|nos|nas|durante|ao longo d[oe]s?|pel[oa]s)\s+(?:os\s+|as\s+)?(\d{1,3}|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez)\s+(dias|semanas|meses|trimestres|anos)\b/u;
/** A reply that states an amount per a period already ("diária", "por mês"). */
const PER_SPAN_WRITTEN = /\b(?:mensal|anual|diari[oa]s?|semanal|por (?:dia|semana|mes|ano))\b/u;

/** "São R$ N por mês: R$ X ÷ 12 [n]." above the reply, the amount read from it converted by the factor. */
function perSpanReply(amount: string, factor: number, operation: string, asked: Span, reply: string): string | null {
  const whole = parseQuantity(amount)?.value;
  if (whole === undefined) return null;
  const value = Math.round(whole * factor * 100) / 100;
  // The citation of the sentence the amount is read in: the first after it.
  const cites = /\[\d+\]/.exec(reply.slice(Math.max(0, reply.indexOf(amount))))?.[0] ?? "";
  return `São ${formatQuantity(value, "money")} por ${asked === "mes" ? "mês" : asked}: ${amount} ${operation} ${cites}.\n\n${reply}`;
}

/** How far before an amount its noun's adjective may stand ("O orçamento anual para X em 2027 é de R$ …"). */
const NOUN_REACH = 80;

/** An amount stated per one span ("anual", "por mês") converted to the span asked, when their ratio is exact. */
function perOtherSpan(sentence: string, money: RegExpExecArray, asked: Span, reply: string): string | null {
  const around = sentence.slice(Math.max(0, money.index - NOUN_REACH), money.index + money[0].length + 12);
  const stated = spanOfHeader(around);
  const conversion = stated && stated !== asked ? exactConversion(stated, asked) : null;
  return conversion ? perSpanReply(money[0], conversion.factor, conversion.operation, asked, reply) : null;
}
