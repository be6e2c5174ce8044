import type { PromptPassage } from "#core/chat/agent-context.ts";
import { formatQuantity, parseQuantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { unitsOf } from "./passage-units.ts";
import { isFraming } from "./unit-ranking.ts";

/**
 * "Com que eficiência a DBO foi removida?" over a line that states the parameter's concentration before and after
 * treatment ("a DBO do esgoto bruto foi de 320 mg/L e a do efluente tratado, de 41 mg/L"), or a row that does under
 * columns of the raw and the treated ("Afluente (mg/L)", "Efluente (mg/L)"): the share removed, (in − out) ÷ in. Null
 * unless a removal is asked and one line or row names the parameter with both figures in one unit.
 */
export function removalEfficiency(question: string, passages: PromptPassage[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!REMOVAL_ASKED.test(folded)) return null;
  const named = analyze(folded.replace(REMOVAL_ASKED, " ")).filter((stem) => !isFraming(stem) && !GENERIC.has(stem));
  if (named.length === 0) return null;
  const found: { into: Reading; out: Reading; n: number }[] = [];
  for (const unit of unitsOf(passages)) {
    const stems = new Set(analyze(unit.kind === "row" ? (unit.table?.cells[0] ?? "") : unit.text));
    if (!named.some((stem) => stems.has(stem))) continue;
    const pair =
      unit.kind === "row" ? pairInRow(unit.table?.header ?? [], unit.table?.cells ?? []) : pairInText(unit.text);
    if (pair) found.push({ ...pair, n: unit.passage.n });
  }
  const distinct = found.filter(
    (one, i) =>
      found.findIndex((other) => other.into.value === one.into.value && other.out.value === one.out.value) === i,
  );
  if (distinct.length !== 1) return null;
  const [{ into, out, n }] = distinct as [(typeof distinct)[number]];
  if (into.value <= 0 || out.value > into.value) return null;
  const share = ((into.value - out.value) / into.value) * 100;
  return `A eficiência de remoção foi de ${formatQuantity(share, "percent")}: (${into.written} − ${out.written}) ÷ ${into.written}, da entrada à saída do tratamento [${n}].`;
}

/** "eficiência de remoção", "percentual removido", "quanto (por cento) foi removido". */
const REMOVAL_ASKED =
  /\beficiencia(?: de (?:remocao|tratamento))?\b|\b(?:percentual|porcentagem) (?:de remocao|removid[oa])\b|\bquanto (?:por cento )?(?:foi|era|e) removid[oa]\b/u;
/** Words every such question may write besides the parameter. */
const GENERIC = new Set(analyze("estação tratamento remoção análise análises dia coleta esgoto efluente"));

interface Reading {
  value: number;
  written: string;
}

/** Words that mark the water before treatment, and after. */
const BEFORE = /\b(?:brut[oa]|afluente|entrada|antes)\b/u;
const AFTER = /\b(?:tratad[oa]|efluente|saida|depois)\b/u;
const MEASURED = /(\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?)\s*(mg\/L|µg\/L|g\/L|NTU|uT|UFC\/100 ?mL|NMP\/100 ?mL)/giu;

/** Two figures of one unit in a sentence, the one after a word of raw water and the other after a word of treated. */
function pairInText(text: string): { into: Reading; out: Reading } | null {
  const figures = [...text.matchAll(MEASURED)];
  if (figures.length !== 2) return null;
  const [first, second] = figures as [RegExpMatchArray, RegExpMatchArray];
  if ((first[2] ?? "").toLowerCase() !== (second[2] ?? "").toLowerCase()) return null;
  const folded = foldAccents(text.toLowerCase());
  const leadFirst = folded.slice(0, first.index);
  const leadSecond = folded.slice((first.index ?? 0) + first[0].length, second.index);
  const reading = (match: RegExpMatchArray) => ({
    value: parseQuantity(match[1] ?? "")?.value ?? Number.NaN,
    written: match[0].trim(),
  });
  if (BEFORE.test(leadFirst) && AFTER.test(leadSecond) && !BEFORE.test(leadSecond))
    return { into: reading(first), out: reading(second) };
  return null;
}

/** A row under a column of raw water and a column of treated water. */
function pairInRow(header: string[], cells: string[]): { into: Reading; out: Reading } | null {
  const heads = header.map((cell) => foldAccents(cell.toLowerCase()));
  const into = heads.findIndex((head) => BEFORE.test(head));
  const out = heads.findIndex((head) => AFTER.test(head) && !BEFORE.test(head));
  if (into < 0 || out < 0) return null;
  const unit = /\(([^)]+)\)/u.exec(header[into] ?? "")?.[1] ?? "";
  const read = (c: number) => {
    const value = parseQuantity(cells[c] ?? "")?.value;
    return value === undefined ? null : { value, written: `${(cells[c] ?? "").trim()}${unit ? ` ${unit}` : ""}` };
  };
  const a = read(into);
  const b = read(out);
  return a && b ? { into: a, out: b } : null;
}
