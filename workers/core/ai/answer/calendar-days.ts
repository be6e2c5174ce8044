/** A date as documents write it, "05/09/2026" (day, month, year); global, for `matchAll`. */
export const WRITTEN_DATE = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/gu;

/** The days since the epoch of a date `WRITTEN_DATE` matched: two of them subtract to the days between. */
export function dayNumber(match: RegExpMatchArray): number {
  return Date.UTC(Number(match[3]), Number(match[2]) - 1, Number(match[1])) / 86_400_000;
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
