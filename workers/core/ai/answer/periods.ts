import { foldAccents } from "#isomorphic/text/normalize-text.ts";

/**
 * The periods a question may be about, below a year: quarters, semesters and months ("no 2º trimestre", "no
 * primeiro semestre", "em outubro", "15/10/2026"). A document that never writes the period asked speaks of another.
 */
/** The months as a folded text writes them, January first. */
export const MONTH_NAMES = [
  "janeiro",
  "fevereiro",
  "marco",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
];
/**
 * Every year of a span, asked together ("nos três anos", "todos os 4 anos"), folded: the time slot a follow-up swaps
 * (./follow-up.ts) and the year columns a table answer sums (./table-answer.ts) read it alike.
 */
export const YEARS_TOGETHER = String.raw`(?:os|todos os) (?:dois|tres|quatro|cinco|\d) anos`;

const ORDINAL_PERIOD: Record<string, string> = { primeiro: "1", segundo: "2", terceiro: "3", quarto: "4" };

/** The quarters, semesters and months a text names: "2 trimestre", "1 semestre", "outubro". */
export function periodsIn(text: string): string[] {
  const folded = foldAccents(text.toLowerCase());
  const spans = [
    ...folded.matchAll(/\b([1-4]|primeiro|segundo|terceiro|quarto)\s*[ºo°]?\s*(trimestre|semestre)\b/gu),
  ].map((match) => `${ORDINAL_PERIOD[match[1] ?? ""] ?? match[1]} ${match[2]}`);
  const months = MONTH_NAMES.filter(
    (month, i) =>
      new RegExp(`\\b${month}\\b`).test(folded) ||
      new RegExp(`\\b\\d{1,2}/${String(i + 1).padStart(2, "0")}/\\d{2,4}\\b`).test(folded),
  );
  return [...spans, ...months];
}

/**
 * The periods a document writes, in its short forms too: "3º tri 2027", "3T2026", "T3/2026", "dez/2026", "out.
 * 2026", "10/2026".
 */
export function periodsWritten(text: string): string[] {
  const folded = foldAccents(text.toLowerCase());
  const quarters = [
    ...folded.matchAll(/\b([1-4])\s*[ºo°]?\s*(?:tri|trim)\b\.?/gu),
    ...folded.matchAll(/\b([1-4])\s*t\s*\/?\s*(?:\d{2}|\d{4})\b/gu),
    ...folded.matchAll(/\bt([1-4])\b/gu),
  ].map((match) => `${match[1]} trimestre`);
  const months = MONTH_NAMES.filter((month) =>
    new RegExp(`\\b${month.slice(0, 3)}(?:\\/|\\.\\s*|\\s+de\\s+)?\\d{2,4}\\b`).test(folded),
  );
  return [...periodsIn(text), ...quarters, ...months, ...monthsInFigures(text)];
}

/** The months a text writes in figures with their year ("10/2027", a bill's reference), by their folded names. */
export function monthsInFigures(text: string): string[] {
  return [...text.matchAll(MONTH_OF_YEAR)].flatMap((match) => MONTH_NAMES[Number(match[1]) - 1] ?? []);
}

const MONTH_OF_YEAR = /(?<![\d/])(0?[1-9]|1[0-2])\/(?:19|20)\d{2}(?![\d/])/g;

/**
 * A cell that is a month of a year and nothing else ("11/2026", "nov/2026", "nov/26", "Novembro/2026"): the month's
 * folded name and the year as four figures, or null.
 */
export function monthCell(cell: string): { month: string; year: string } | null {
  const folded = foldAccents(cell.toLowerCase()).replace(/[*_]/g, "").trim();
  const numeric = /^(0?[1-9]|1[0-2])\/((?:19|20)\d{2})$/.exec(folded);
  if (numeric) return { month: MONTH_NAMES[Number(numeric[1]) - 1] ?? "", year: numeric[2] ?? "" };
  const named = /^(\p{L}{3,9})\.?\s*(?:\/|de\s+)\s*((?:19|20)?\d{2})$/u.exec(folded);
  const month = named ? MONTH_NAMES.find((name) => name === named[1] || name.slice(0, 3) === named[1]) : undefined;
  if (!named || !month) return null;
  const year = named[2] ?? "";
  return { month, year: year.length === 2 ? `20${year}` : year };
}

/** Whether the question names a period the text never writes. */
export function periodsMissing(question: string, text: string): boolean {
  const asked = periodsIn(question);
  if (asked.length === 0) return false;
  const written = new Set(periodsWritten(text));
  return asked.some((period) => !written.has(period));
}

/**
 * Whether a table is of another period than the one asked: its caption (its heading, its header, the cells that name
 * its rows) names periods of the kind asked (months for a month, quarters for a quarter), and not the one asked. A
 * table that names none of that kind may be of any.
 */
export function tablePeriodMissing(question: string, caption: string): boolean {
  const asked = periodsIn(question);
  if (asked.length === 0) return false;
  const written = new Set(periodsWritten(caption));
  const kind = (period: string) => /(?:tri|se)mestre$/.exec(period)?.[0] ?? "month";
  return asked.some((period) => {
    const sameKind = [...written].filter((other) => kind(other) === kind(period));
    return sameKind.length > 0 && !written.has(period);
  });
}

export type Period = "hora" | "dia" | "semana" | "mes" | "ano";
/** "por mês", "ao dia", "mensal", "diária", "por hora": an average per period asked ("horário" is a time of day). */
export const PER_PERIOD_ASKED =
  /\b(?:por|ao|a cada)\s+(hora|dia|semana|mes|ano)\b|\b(mensal|mensais|anual|anuais|diari[oa]s?|semana(?:l|is))\b/u;
export const PERIOD_OF_WORD: Record<string, Period> = {
  hora: "hora",
  horas: "hora",
  dia: "dia",
  dias: "dia",
  diario: "dia",
  diaria: "dia",
  diarios: "dia",
  diarias: "dia",
  semana: "semana",
  semanas: "semana",
  semanal: "semana",
  semanais: "semana",
  mes: "mes",
  meses: "mes",
  mensal: "mes",
  mensais: "mes",
  ano: "ano",
  anos: "ano",
  anual: "ano",
  anuais: "ano",
};

/** Each period's name, singular and plural, as a reply writes it. */
export const PERIOD_NAMES: Record<Period, [string, string]> = {
  hora: ["hora", "horas"],
  dia: ["dia", "dias"],
  semana: ["semana", "semanas"],
  mes: ["mês", "meses"],
  ano: ["ano", "anos"],
};

/** The period an average is asked per ("por dia", "a média diária", "mensal"), in a folded question; null for none. */
export function periodAsked(folded: string): Period | null {
  const asked = PER_PERIOD_ASKED.exec(folded);
  return asked ? (PERIOD_OF_WORD[asked[1] ?? asked[2] ?? ""] ?? null) : null;
}
