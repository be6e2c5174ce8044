import { normalizeText } from "#isomorphic/text/normalize-text.ts";

/**
 * Portuguese agreement for the analyst's sentences about the page's places
 * and days: "na Zona Norte", "no Centro", "no sábado", "na segunda". A place
 * takes the gender of its first word (Zona, Região, Orla: feminine; Centro,
 * Distrito, Litoral: masculine), read from how that word ends.
 */
function feminine(name: string): boolean {
  const first = normalizeText(name).split(/\s+/)[0] ?? "";
  return /(a|cao|sao|giao|dade|gem|ie)$/.test(first);
}

/** "na Zona Norte", "no Centro". */
export function inPlace(name: string): string {
  return `${feminine(name) ? "na" : "no"} ${name}`;
}

/** "da Zona Norte", "do Centro". */
export function ofPlace(name: string): string {
  return `${feminine(name) ? "da" : "do"} ${name}`;
}

/** "no sábado", "na segunda" (and "no Dom", "na Seg"): the weekend's days are masculine. */
export function onDay(day: string): string {
  return `${/^(sab|dom)/.test(normalizeText(day)) ? "no" : "na"} ${day.toLowerCase()}`;
}

/** "à Zona Norte", "ao Centro": where a team is sent. */
export function toPlace(name: string): string {
  return `${feminine(name) ? "à" : "ao"} ${name}`;
}

/**
 * A week's change said as an audience hears it: "14,5% a mais que na semana
 * anterior", "3,0% a menos…", "o mesmo volume da semana anterior".
 */
export function weekOverWeek(change: number, percent: (value: number) => string): string {
  if (Math.abs(change) < 0.05) return "o mesmo volume da semana anterior";
  return `${percent(Math.abs(change))} a ${change > 0 ? "mais" : "menos"} que na semana anterior`;
}

/** "08h-10h" → "das 08h às 10h"; any other label as it is. */
export function hourRange(range: string): string {
  const [from, to] = range.split("-");
  return from && to ? `das ${from.trim()} às ${to.trim()}` : range;
}
