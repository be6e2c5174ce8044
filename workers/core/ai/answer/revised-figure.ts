import type { PromptPassage } from "#core/chat/agent-context.ts";
import { formatQuantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { dayNumber, WRITTEN_DATE } from "./calendar-days.ts";
import { type FoundFigure, figuresIn } from "./calculate.ts";
import { CHANGE_ASKED } from "./change-words.ts";
import { type Unit, unitsOf } from "./passage-units.ts";
import { isFraming } from "./unit-ranking.ts";

/**
 * "A revisão aumentou o orçamento em quantos por cento?" or "em quantos dias a revisão adiou a entrega?" over two labelled
 * lines of one thing, once as it was and once as it became ("Valor original: R$ X" and "Valor após a revisão: R$ Y";
 * "Entrega prevista original: d1" and "Entrega prevista após a revisão: d2"): the change between them, computed. The
 * two labels are the same words but for the mark of before ("original", "inicial", "anterior") and of after ("após
 * a revisão", "revisado", "atual"); the pair read is the one whose words the question holds most of, among those whose
 * values are of the kind asked (dates for days, figures of one unit otherwise). Null when the question asks no change,
 * or no such pair is written.
 */
export function revisedChange(question: string, passages: PromptPassage[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!CHANGE_ASKED.test(folded) && !MOVED.test(folded)) return null;
  const daysAsked = /\b(?:quantos|em) dias\b/u.test(folded);
  const percentAsked = PERCENT.test(folded);
  const asked = new Set(analyze(folded).filter((stem) => !isFraming(stem)));
  const lines = unitsOf(passages).flatMap((unit) => {
    const line = labelled(unit);
    return line ? [line] : [];
  });
  let best: { before: Line; after: Line; score: number } | null = null;
  for (const before of lines.filter((line) => line.side === "before")) {
    for (const after of lines.filter((line) => line.side === "after")) {
      if (after.unit.passage.documentId !== before.unit.passage.documentId || after.core !== before.core) continue;
      const dated = before.day !== null && after.day !== null;
      if (daysAsked !== dated) continue;
      if (!dated && (!before.figure || !after.figure || before.figure.unit !== after.figure.unit)) continue;
      const words = new Set([...before.stems, ...after.stems]);
      const score = [...asked].filter((stem) => words.has(stem)).length;
      if (score > 0 && (!best || score > best.score)) best = { before, after, score };
    }
  }
  if (!best) return null;
  const { before, after } = best;
  const cites = [...new Set([before.unit.passage.n, after.unit.passage.n])].map((n) => `[${n}]`).join("");
  if (before.day !== null && after.day !== null) {
    const days = after.day - before.day;
    if (days === 0) return null;
    return `São ${Math.abs(days)} dias ${days > 0 ? "a mais" : "a menos"}: de ${before.value} (${before.label}) para ${after.value} (${after.label}) ${cites}.`;
  }
  const [from, to] = [before.figure as FoundFigure, after.figure as FoundFigure];
  if (from.value === 0 || from.unit === "percent") return null;
  const show = (figure: FoundFigure) => formatQuantity(figure.value, figure.unit);
  const delta = to.value - from.value;
  const noun = delta >= 0 ? "Um aumento" : "Uma redução";
  if (percentAsked) {
    const rate = formatQuantity(Math.abs((delta / from.value) * 100), "percent");
    return `${noun} de ${rate}: de ${show(from)} (${before.label}) para ${show(to)} (${after.label}), (${show(to)} − ${show(from)}) ÷ ${show(from)} ${cites}.`;
  }
  const change = formatQuantity(Math.abs(delta), from.unit);
  return `${noun} de ${change}: de ${show(from)} (${before.label}) para ${show(to)} (${after.label}) ${cites}.`;
}

/** A deadline or a date moved: "prorrogou", "adiou", "antecipou", "estendeu". */
const MOVED = /\b(?:prorrog\p{L}*|adi(?:ou|aram|ad[oa]s?)|antecip\p{L}*|estend\p{L}*)\b/u;
const PERCENT = /\b(?:por cento|percentua(?:l|is)|porcentage(?:m|ns))\b|%/u;

/** The mark of the value as it was: "original", "inicial", "anterior". */
const BEFORE_MARK = /\b(?:original|originais|inicial|iniciais|anterior|anteriores)\b/gu;
/** The mark of the value as it became: "após o aditivo", "depois da revisão", "revisado", "atualizado", "atual". */
const AFTER_MARK =
  /\b(?:(?:apos|depois d[eoa]s?)(?:\s+(?:o|a|os|as|\d+[ºª°]?))*\s+\p{L}+(?:\s+aditivo)?|revisad[oa]s?|atualizad[oa]s?|atua(?:l|is)|aditad[oa]s?|reprogramad[oa]s?)\b/gu;

interface Line {
  unit: Unit;
  side: "before" | "after";
  /** The label without its mark, folded and spaced: the same for the two lines of one thing. */
  core: string;
  stems: string[];
  label: string;
  value: string;
  figure: FoundFigure | null;
  day: number | null;
}

/** A line "Label: value" whose label carries one mark, before or after, and whose value opens with a figure or a date. */
function labelled(unit: Unit): Line | null {
  const match = /^([^:]{3,80}):\s*(.+)$/u.exec(unit.text.replace(/\*\*/g, "").trim());
  if (!match?.[1] || !match[2]) return null;
  const label = match[1].trim().replace(/^[-–•]\s*/u, "");
  const foldedLabel = foldAccents(label.toLowerCase());
  const hasBefore = new RegExp(BEFORE_MARK.source, "u").test(foldedLabel);
  const hasAfter = new RegExp(AFTER_MARK.source, "u").test(foldedLabel);
  if (hasBefore === hasAfter) return null;
  const core = foldedLabel
    .replace(hasBefore ? BEFORE_MARK : AFTER_MARK, " ")
    .replace(/\([^)]*\)/gu, " ")
    .match(/\p{L}{3,}/gu)
    ?.join(" ");
  if (!core) return null;
  const value = match[2].replace(/[.;]\s*$/u, "").trim();
  const date = [...value.matchAll(WRITTEN_DATE)];
  const figure = figuresIn(value)[0] ?? null;
  // The value opens with what it states: a date, or a figure within its first words ("R$ 1.200,00", "18,4 km").
  const day = date.length === 1 && date[0]?.index === 0 ? dayNumber(date[0]) : null;
  if (day === null && (!figure || figure.index > 4)) return null;
  return {
    unit,
    side: hasBefore ? "before" : "after",
    core,
    stems: analyze(foldedLabel),
    label: label.charAt(0).toLowerCase() + label.slice(1),
    value,
    figure: day === null ? figure : null,
    day,
  };
}
