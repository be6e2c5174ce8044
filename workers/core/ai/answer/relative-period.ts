import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { MONTH_NAMES } from "./periods.ts";

const MONTH_WORDS = MONTH_NAMES.join("|");
const MONTH_NAMED = new RegExp(`\\b(?:${MONTH_WORDS})\\b`);

/** "no ano seguinte", "no próximo ano", "o ano anterior", "no mês seguinte": a period named by its place after another. */
const RELATIVE =
  /\b(?:(no|do|para o|o)\s+)?(?:(ano|exercicio|mes)\s+(seguinte|posterior|anterior|que vem)|(proximo|anterior)\s+(ano|exercicio|mes))\b/u;

/**
 * A year named by its place after the last turn's ("o exercício posterior", after a question about 2027) is 2028: a period named by its place next to the one the
 * last turn asked about becomes that period, written out as its year, so the follow-up reads like any other that
 * names its year. The year is the last the previous question wrote, else the first its answer wrote; a month, the
 * last month name. Unchanged when nothing before names a period of that kind.
 */
export function withRelativePeriod(question: string, prior: { question: string; answer: string } | null): string {
  if (!prior) return question;
  const folded = foldAccents(question.toLowerCase());
  const match = RELATIVE.exec(folded);
  if (!match) return question;
  const [, preposition, unitAfter, placeAfter, placeBefore, unitBefore] = match;
  const unit = unitAfter ?? unitBefore ?? "";
  // "em relação ao ano anterior" compares with a period the question itself sets; one that names its own year or
  // month is no follow-up of the last turn's.
  if (/\ba[os]?\s*$/u.test(folded.slice(0, match.index))) return question;
  if (unit === "mes" ? MONTH_NAMED.test(folded) : /\b20\d{2}\b/.test(folded)) return question;
  const step = (placeAfter ?? placeBefore) === "anterior" ? -1 : 1;
  const written = unit === "mes" ? nextMonth(prior, step) : nextYear(prior, step);
  if (!written) return question;
  // "no ano seguinte" → "em 2028"; "para o ano seguinte" → "para 2028"; "o ano seguinte" → "2028".
  const lead = preposition === "para o" ? "para " : preposition === "do" ? "de " : preposition === "no" ? "em " : "";
  // The folded text keeps the question's length (accents fold one letter to one), so the match's place is the same.
  return `${question.slice(0, match.index)}${lead}${written}${question.slice(match.index + match[0].length)}`;
}

function nextYear(prior: { question: string; answer: string }, step: number): string | null {
  const years = (text: string) => text.match(/\b20\d{2}\b/g) ?? [];
  const year = years(prior.question).at(-1) ?? years(prior.answer)[0];
  return year ? String(Number(year) + step) : null;
}

function nextMonth(prior: { question: string; answer: string }, step: number): string | null {
  const months = (text: string) =>
    [...foldAccents(text.toLowerCase()).matchAll(new RegExp(`\\b(${MONTH_WORDS})\\b`, "g"))].map((found) =>
      MONTH_NAMES.indexOf(found[1] ?? ""),
    );
  const month = months(prior.question).at(-1) ?? months(prior.answer)[0];
  const name = month === undefined ? undefined : MONTH_NAMES[(month + step + 12) % 12];
  // The folded names lose one accent: March is written "março".
  return name === undefined ? null : name === "marco" ? "março" : name;
}
