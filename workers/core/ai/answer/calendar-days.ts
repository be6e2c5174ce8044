import { MONTH_NAMES } from "./periods.ts";

const MONTHS_WRITTEN = MONTH_NAMES.join("|").replace("marco", "mar[cç]o");

/**
 * A date as documents write it, in figures ("05/09/2026": groups 1–3) or in words ("5 de setembro de 2026", "1º de
 * janeiro de 2027": groups 4–6); global, for `matchAll`. A date in words without its year is not read: which year it
 * falls in is the document's context, not the sentence's.
 */
export const WRITTEN_DATE = new RegExp(
  String.raw`\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b|\b(\d{1,2})(?:º|°|o)?\s+de\s+(${MONTHS_WRITTEN})\s+de\s+(\d{4})\b`,
  "giu",
);

/** A date in words, with or without its year ("31 de julho", "5 de março de 2027"); global, for `replace`. */
export const DATE_IN_WORDS = new RegExp(
  String.raw`\b(\d{1,2})(?:º|°|o)?\s+de\s+(${MONTHS_WRITTEN})(?:\s+de\s+(\d{4}))?\b`,
  "giu",
);

/**
 * A text with its dates in words written in figures, where `wanted` takes the figures ("31/07", "05/03/2027"): "em
 * 31 de julho" reads "em 31/07" when a table heads a column "Saldo em 31/07/2027". A day and month without a year
 * stays without one, as the text left it.
 */
export function withDatesInFigures(text: string, wanted: (figures: string) => boolean): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return text.replace(DATE_IN_WORDS, (words: string, day: string, month: string, year: string | undefined) => {
    const number = MONTH_NAMES.indexOf(month.toLowerCase().replace("ç", "c")) + 1;
    const figures = `${pad(Number(day))}/${pad(number)}${year ? `/${year}` : ""}`;
    return wanted(figures) ? figures : words;
  });
}

/** The days since the epoch of a date `WRITTEN_DATE` matched: two of them subtract to the days between. */
export function dayNumber(match: RegExpMatchArray): number {
  if (match[1]) return Date.UTC(Number(match[3]), Number(match[2]) - 1, Number(match[1])) / 86_400_000;
  const month = MONTH_NAMES.indexOf((match[5] ?? "").toLowerCase().replace("ç", "c"));
  return Date.UTC(Number(match[6]), month, Number(match[4])) / 86_400_000;
}

/** A day number written back as documents write a date: "25/12/2026". */
export function writtenDay(day: number): string {
  const at = new Date(day * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(at.getUTCDate())}/${pad(at.getUTCMonth() + 1)}/${at.getUTCFullYear()}`;
}

/** A day number moved by whole months, on the same day of the month (the month's last day when it has fewer). */
export function addMonths(day: number, months: number): number {
  const at = new Date(day * 86_400_000);
  const target = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(at.getUTCDate(), lastDay)) / 86_400_000;
}
