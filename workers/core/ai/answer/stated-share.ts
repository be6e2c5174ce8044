import { formatQuantity, parseQuantity } from "#core/documents/tables.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";

/** A figure as a question writes it: "1.383", "R$ 446,40", "1.500 ligações" (its noun left after it). */
const FIGURE = String.raw`((?:r\$\s*)?\d[\d.]*(?:,\d+)?(?:\s*(?:milhoes|milhao|mil))?)`;
/** "Quanto por cento 1.383 representa de 1.500?", "que percentual 12 é de 40?": both figures written. */
const STATED = new RegExp(
  String.raw`\b(?:quanto por cento|que percentual|que porcentagem|qual percentual|qual porcentagem)\s+(?:o |a |os |as )?${FIGURE}([^\d?]*?)\b(?:representa[mn]?|e|sao|corresponde[mn]?)\s+(?:d[aeo]s?\s+)?${FIGURE}([^\d?]*)`,
  "diu",
);

/** The words a figure's group left after it, read back from the question as written (same length, same places). */
function labelAt(question: string, found: RegExpExecArray, index: number): string {
  const at = found.indices?.[index];
  return at ? question.slice(at[0], at[1]).trim().replace(/[,;]$/, "") : "";
}

/** A figure matched in the folded question, read as pt-BR writes it ("r$ 1.675,90" → R$, "2 milhoes" → milhões). */
function figureAsWritten(written: string) {
  return parseQuantity(
    written
      .toLowerCase()
      .replace(/^r\$/, "R$")
      .replace(/milhoes|milhao/, "milhões")
      .trim(),
  );
}

/**
 * The share one figure the question writes is of another ("Quanto por cento 1.383 representa de 1.500?"), as a
 * percentage with its division; the resolver writes such a question from the figures of the last two answers. Null
 * when the question writes no such pair, or the figures are of different kinds (money against a count).
 */
export function statedShare(question: string): string | null {
  // Matched on the folded text, the labels read back from the question as written (same length, same places).
  const found = STATED.exec(foldAccents(question));
  if (!found?.[1] || !found[3]) return null;
  const label = (index: number) => labelAt(question, found, index);
  const [part, whole] = [figureAsWritten(found[1]), figureAsWritten(found[3])];
  if (!part || !whole || part.unit !== whole.unit || whole.value === 0) return null;
  const share = formatQuantity(Math.round((part.value / whole.value) * 1000) / 10, "percent");
  const [a, b] = [formatQuantity(part.value, part.unit), formatQuantity(whole.value, whole.unit)];
  const [of, to] = [label(2), label(4)];
  return `${a}${of ? ` ${of}` : ""} ${part.value <= whole.value ? "são" : "equivalem a"} ${share} de ${b}${to ? ` ${to}` : ""}: ${a} ÷ ${b}.`;
}

/** "Quanto R$ 446,40 tem a mais que R$ 298,50?": both figures written, the first against the second. */
const STATED_DIFFERENCE = new RegExp(
  String.raw`\bquant[oa]s?\s+${FIGURE}([^\d?]*?)\s+(?:tem|tinha|teve|e|sao|custa|fica)?\s*a (mais|menos) (?:do )?que\s+${FIGURE}([^\d?]*)`,
  "diu",
);

/**
 * The difference between two figures the question writes, in the first's unit: "R$ 446,40 − R$ 298,50 = R$
 * 599,20". Null when the question writes no such pair or the figures are of different kinds.
 */
export function statedDifference(question: string): string | null {
  const found = STATED_DIFFERENCE.exec(foldAccents(question));
  if (!found?.[1] || !found[4]) return null;
  const [a, b] = [figureAsWritten(found[1]), figureAsWritten(found[4])];
  if (!a || !b || a.unit !== b.unit) return null;
  const delta = Math.abs(a.value - b.value);
  const [x, y, d] = [formatQuantity(a.value, a.unit), formatQuantity(b.value, b.unit), formatQuantity(delta, a.unit)];
  return `A diferença é de ${d}: ${a.value >= b.value ? `${x} − ${y}` : `${y} − ${x}`} = ${d}.`;
}

/** "Em quantos por cento variou de 310 UFC para 41 UFC?": both figures written, earlier first. */
const STATED_CHANGE = new RegExp(
  String.raw`\bem quantos por cento variou de\s+${FIGURE}([^\d?]*?)\s+para\s+${FIGURE}([^\d?]*)`,
  "diu",
);

/**
 * The relative change from the first figure the question writes to the second, in percent of the first (the resolver
 * writes such a question from the figures of the last two answers). Null when the question writes no such pair or the
 * figures are of different kinds.
 */
export function statedChange(question: string): string | null {
  const found = STATED_CHANGE.exec(foldAccents(question));
  if (!found?.[1] || !found[3]) return null;
  const [from, to] = [figureAsWritten(found[1]), figureAsWritten(found[3])];
  if (!from || !to || from.unit !== to.unit || from.value === 0) return null;
  const change = ((to.value - from.value) / from.value) * 100;
  const rate = formatQuantity(Math.round(Math.abs(change) * 10) / 10, "percent");
  const [of, at] = [labelAt(question, found, 2), labelAt(question, found, 4)];
  const [a, b] = [formatQuantity(from.value, from.unit), formatQuantity(to.value, to.unit)];
  const [x, y] = [`${a}${of ? ` ${of}` : ""}`, `${b}${at ? ` ${at}` : ""}`];
  return `${change >= 0 ? "Aumento" : "Redução"} de ${rate}: de ${x} para ${y}, (${b} − ${a}) ÷ ${a}.`;
}
