import type { PromptPassage } from "#core/chat/agent-context.ts";
import { formatQuantity, parseQuantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { escapeRegExp } from "./escape-regexp.ts";
import { unitsOf } from "./passage-units.ts";

/**
 * "Entre quais valores a pressão é aceita?" over a tolerance ("a pressão de ensaio admite tolerância de ±5%") and the
 * figure it is of, stated elsewhere ("pressão de ensaio de 12 bar"): the band from the figure less the tolerance to the
 * figure plus it (a tolerance in the figure's measure is added and taken as it is). The tolerance is read in the
 * reply found, else the last reply; its figure in the passages, the one line that writes the tolerance's noun before
 * a figure with its measure. Null unless a band is asked, the question names the noun, and each is found once.
 */
export function toleranceBand(
  question: string,
  found: string,
  passages: PromptPassage[],
  previous?: string,
): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!BAND_ASKED.test(folded)) return null;
  const asked = new Set(analyze(folded));
  for (const source of [found, previous ?? ""]) {
    const tolerance = TOLERANCE.exec(source);
    if (!tolerance) continue;
    const subject = foldAccents(source.slice(0, tolerance.index).toLowerCase());
    // The tolerance's noun: the first word of the clause before it that the question names too ("a altura …").
    const clause = subject.split(/[.;:\n]/u).pop() ?? "";
    const noun = (clause.match(/\p{L}{4,}/gu) ?? []).find((word) => asked.has(analyze(word)[0] ?? ""));
    if (!noun) continue;
    const share = parseQuantity(tolerance[1] ?? "")?.value;
    const percent = Boolean(tolerance[2]);
    if (share === undefined) continue;
    const bases = unitsOf(passages).flatMap((unit) => {
      const text = foldAccents(unit.text.toLowerCase());
      const written = new RegExp(
        `\\b${escapeRegExp(noun)}(?:\\s+[\\p{L}]+){0,3}\\s+(?:de|:|=|e de)\\s+(\\d{1,3}(?:\\.\\d{3})*(?:,\\d+)?)\\s*(m³\\/h|l\\/s|mca|bar|kw|kva|mm|cm|km|m|°c|%|v|a)(?![\\p{L}\\d/])`,
        "u",
      ).exec(text);
      const value = written ? parseQuantity(written[1] ?? "")?.value : undefined;
      return written && value !== undefined ? [{ value, measure: written[2] ?? "", n: unit.passage.n }] : [];
    });
    const values = [...new Set(bases.map((base) => base.value))];
    if (values.length !== 1 || !bases[0]) continue;
    const base = bases[0];
    const measure =
      base.measure === "m³/h" || base.measure === "l/s" ? base.measure.replace("l/s", "L/s") : base.measure;
    const delta = percent ? (base.value * share) / 100 : share;
    const show = (value: number) => `${formatQuantity(value, null)} ${measure}`;
    const how = percent
      ? `${show(base.value)} ± ${formatQuantity(share, null)}% (${show(delta)})`
      : `${show(base.value)} ± ${show(share)}`;
    const cite = /\[\d+\]/u.exec(source.slice(tolerance.index))?.[0] ?? "";
    const cites = cite === `[${base.n}]` ? cite : `[${base.n}]${cite}`;
    return `Entre ${show(base.value - delta)} e ${show(base.value + delta)}: ${how} ${cites}.`;
  }
  return null;
}

/** A band asked: "entre quais valores", "qual a faixa", "de quanto a quanto", "o mínimo e o máximo aceitos". */
const BAND_ASKED =
  /\bentre quais (?:valores|limites)\b|\b(?:qual|que) (?:e |seria )?a faixa\b|\bde quanto a quanto\b|\bminimo e (?:o )?maximo\b|\blimites? (?:inferior e superior|aceit\p{L}*|admitid\p{L}*)\b/u;
/** "tolerância de ±3%", "tolerância de ± 0,5 m", "admite ±3%". */
const TOLERANCE = /\btoler[aâ]ncia\s+(?:de\s+)?(?:mais ou menos\s+|±\s*)(\d+(?:,\d+)?)\s*(%)?/iu;
