import { formatQuantity, parseQuantity, type QuantityUnit } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import type { Unit } from "#core/ai/answer/passage-units.ts";
import { queryTerms, type RankedUnit } from "#core/ai/answer/unit-ranking.ts";

/**
 * Figure algebra, as measured (not part of the agent): one operation over two figures the documents (or the last
 * reply) write, chosen by a model fitted over the turns the team tunes on (`scripts/measure-figure-algebra.ts`), not
 * by a rule per phrasing. Each candidate is an operation (sum, difference, ratio, share, change, product, or the
 * figure itself) over figures of the best-ranked units; its features say how well each figure is grounded in the
 * question's words (the words beside it, its row's label and column), whether the question's wording asks for that
 * operation, and whether the two figures agree in unit and place. A softmax over the candidates ranks them. Measured
 * by set, the best operation is seldom the right one (docs/performance.md, sixtieth round), so the agent does not use it.
 */
export type AlgebraOp = "figure" | "sum" | "difference" | "ratio" | "share" | "change" | "product";
const OPS: readonly AlgebraOp[] = ["figure", "sum", "difference", "ratio", "share", "change", "product"];

export interface Operand {
  value: number;
  kind: QuantityUnit;
  written: string;
  /** The measure written after it ("m³", "dias"), when one is. */
  measure: string | null;
  /** Stems of the words beside the figure (a row's label and column header for a cell). */
  near: Set<string>;
  /** Stems of its whole unit and what the unit stands under. */
  around: Set<string>;
  /** The unit's place in the ranking (0 = best); -1 for the last reply, -2 for the question. */
  rank: number;
  /** The unit it comes from, for citation and for "same sentence" (null for the reply or question). */
  source: Unit | null;
  /** Where the figure sits: a cell's column, or its character offset in the text. */
  column: number | null;
  offset: number;
  year: boolean;
}

export interface Candidate {
  op: AlgebraOp;
  a: Operand;
  b: Operand | null;
  result: number;
  resultUnit: QuantityUnit;
  features: number[];
}

/** A figure as a sentence writes it: "R$ 1.234,56", "12,5%", "2,3 milhões", "14.200 m³". */
const FIGURE =
  /(?<![\p{L}\d/.,:-])(R\$\s?)?(\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?)(\s?(?:mil|milh(?:ão|ões)|mi|bilh(?:ão|ões)|bi)(?![\p{L}]))?(\s?%|\s+por cento)?(?![\d/:]|[.,]\d|-\d|º|ª|\p{L})(\s*(?:reais|m³|m²|km|kg|t|L\/s|l\/s|kWh|dias?|horas?|meses|anos?|h|min|pontos?|p\.p\.)(?![\p{L}]))?/gu;

const TOTAL_STEM = analyze("total")[0] ?? "total";
const NEAR_BEFORE = 60;
const NEAR_AFTER = 40;
/** Figures of the best units read as operands, and how many at most. */
const UNITS_READ = 5;
const OPERANDS_MAX = 18;

function operandsOfText(text: string, unit: Unit | null, rank: number, around: Set<string>): Operand[] {
  const found: Operand[] = [];
  for (const match of text.matchAll(FIGURE)) {
    const [whole, currency, , scale, percent, measure] = match;
    const quantity = parseQuantity(`${currency ?? ""}${match[2]}${scale ?? ""}${percent ?? ""}`);
    if (!quantity) continue;
    const at = match.index ?? 0;
    const near = new Set(
      analyze(
        `${text.slice(Math.max(0, at - NEAR_BEFORE), at)} ${text.slice(at + whole.length, at + whole.length + NEAR_AFTER)}`,
      ),
    );
    const money = quantity.unit === "money" || /reais/.test(measure ?? "");
    found.push({
      value: quantity.value,
      kind: money ? "money" : quantity.unit,
      written: whole.trim(),
      measure: measure?.trim() ?? null,
      near,
      around,
      rank,
      source: unit,
      column: null,
      offset: at,
      year: !currency && !percent && !scale && /^(19|20)\d\d$/.test(match[2] ?? ""),
    });
  }
  return found;
}

function operandsOfUnit(unit: Unit, rank: number): Operand[] {
  const around = new Set(
    analyze(`${unit.text} ${unit.heading ?? ""} ${unit.lead ?? ""} ${unit.table?.header.join(" ") ?? ""}`),
  );
  if (unit.kind !== "row" || !unit.table) return operandsOfText(unit.text, unit, rank, around);
  const { header, cells } = unit.table;
  const label = cells[0] ?? "";
  return cells.flatMap((cell, column) => {
    if (column === 0) return [];
    const quantity = parseQuantity(cell);
    if (!quantity) return [];
    return [
      {
        value: quantity.value,
        kind: quantity.unit,
        written: cell.trim(),
        measure: quantity.measure ?? null,
        near: new Set(analyze(`${label} ${header[column] ?? ""}`)),
        around,
        rank,
        source: unit,
        column,
        offset: column,
        year: quantity.unit === "number" && /^(19|20)\d\d$/.test(cell.trim()),
      },
    ];
  });
}

const CUES: Record<Exclude<AlgebraOp, "figure">, RegExp> = {
  sum: /\b(total|totais|soma\w*|somou|junt[oa]s|juntando|ao todo|no conjunto|acumulad\w*|ambos|ambas|os dois|as duas|com [oa]s? \w+ e)\b/,
  difference:
    /\b(diferenca|a mais|a menos|mais (do )?que|menos (do )?que|falta\w*|resta\w*|sobr\w*|exced\w*|super\w*|acima|abaixo|distancia|ultrapass\w*|longe)\b/,
  ratio:
    /\b(quantas vezes|vezes (maior|menor|mais)|razao|por (cada|unidade|habitante|ligacao|dia|mes|ano|km|metro|pessoa|empregado|funcionario)|cada um|per capita|em media)\b/,
  share: /\b(percentual|porcentagem|por cento|que parte|fracao|participacao|proporcao|parcela|fatia)\b|%/,
  change: /\b(varia\w*|cresc\w*|aument\w*|redu\w*|queda|cai\w*|caiu|subi\w*|evolu\w*|encolh\w*)\b/,
  product: /\b(vezes|multiplic\w*|cada|por unidade|unitari\w*|a r\$)\b/,
};

/** Feature names, in the order of the vectors; the fitted weights follow it. */
export const FEATURES = [
  ...OPS.map((op) => `op:${op}`),
  ...(Object.keys(CUES) as (keyof typeof CUES)[]).map((op) => `cue:${op}`),
  "cue-any:figure",
  "amount-asked:figure",
  "near",
  "near-min",
  "around",
  "rank",
  "same-unit",
  "same-column",
  "units-equal",
  "measure-equal",
  "year",
  "previous",
  "question",
  "both-previous",
  "percent-misused",
  "result-integer",
  "apart",
  "first-before",
  "result-written",
  ...OPS.map((op) => `near-a:${op}`),
  ...OPS.map((op) => `near-b:${op}`),
  "name-a",
  "name-b",
  "total-base",
] as const;

export interface AlgebraInput {
  question: string;
  ranked: RankedUnit[];
  units: Unit[];
  /** The reply before, whose figures a follow-up computes with. */
  previous?: string;
}

/** Every candidate with its features: what the fitting script reads and what `solve` scores. */
export function candidates({ question, ranked, units, previous }: AlgebraInput): Candidate[] {
  const folded = foldAccents(question.toLowerCase());
  const terms = queryTerms(question, units);
  const total = terms.reduce((sum, term) => sum + term.weight, 0) || 1;
  const overlap = (stems: Set<string>) =>
    terms.reduce((sum, term) => sum + (stems.has(term.stem) ? term.weight : 0), 0) / total;
  const operands: Operand[] = [];
  for (const [rank, { unit }] of ranked.slice(0, UNITS_READ).entries()) operands.push(...operandsOfUnit(unit, rank));
  if (previous) {
    const text = previous.replace(/\[\d+\]/g, " ");
    operands.push(...operandsOfText(text, null, -1, new Set(analyze(text))));
  }
  operands.push(...operandsOfText(question, null, -2, new Set(analyze(question))));
  const kept = dedupe(operands).slice(0, OPERANDS_MAX);
  const cue = Object.fromEntries(
    (Object.keys(CUES) as (keyof typeof CUES)[]).map((op) => [op, CUES[op].test(folded) ? 1 : 0]),
  ) as Record<keyof typeof CUES, number>;
  const anyCue = Object.values(cue).some(Boolean) ? 1 : 0;
  const amount =
    /\bquant[oa]s?\b|\bqual (e |foi |sera )?(o |a )?(total|soma|diferenca|media|saldo|valor|percentual)\b/.test(folded)
      ? 1
      : 0;
  const writtenInText = (value: number, unit: QuantityUnit) =>
    units.some((u) => u.text.includes(formatQuantity(value, unit === "money" ? "money" : "number")));
  // The names the question writes (capitalised words after its first): which row or thing a figure must be of.
  const names = new Set(
    analyze(
      question
        .trim()
        .split(/\s+/)
        .filter((word, index) => index > 0 && /^\p{Lu}/u.test(word))
        .join(" "),
    ),
  );
  const named = (o: Operand) =>
    names.size === 0 ? 0 : [...names].filter((stem) => o.near.has(stem)).length / names.size;
  const totalAsked = /\btota(l|is)\b/.test(folded);
  const grounding = new Map(kept.map((o) => [o, { near: overlap(o.near), around: overlap(o.around) }]));
  const out: Candidate[] = [];
  const add = (op: AlgebraOp, a: Operand, b: Operand | null, result: number, resultUnit: QuantityUnit) => {
    if (!Number.isFinite(result)) return;
    const ga = grounding.get(a) ?? { near: 0, around: 0 };
    const gb = b ? (grounding.get(b) ?? { near: 0, around: 0 }) : ga;
    const vector = new Array<number>(FEATURES.length).fill(0);
    let i = 0;
    for (const each of OPS) vector[i++] = each === op ? 1 : 0;
    for (const each of Object.keys(CUES) as (keyof typeof CUES)[]) vector[i++] = each === op ? cue[each] : 0;
    vector[i++] = op === "figure" ? anyCue : 0;
    vector[i++] = op === "figure" ? amount : 0;
    vector[i++] = (ga.near + gb.near) / 2;
    vector[i++] = Math.min(ga.near, gb.near);
    vector[i++] = (ga.around + gb.around) / 2;
    const rankScore = (o: Operand) => (o.rank < 0 ? 0.5 : 1 / (1 + o.rank));
    vector[i++] = (rankScore(a) + rankScore(b ?? a)) / 2;
    vector[i++] = b && a.source && a.source === b.source ? 1 : 0;
    vector[i++] =
      b &&
      a.source?.kind === "row" &&
      b.source?.kind === "row" &&
      a.column === b.column &&
      a.source.group === b.source.group
        ? 1
        : 0;
    vector[i++] = b && a.kind === b.kind ? 1 : 0;
    vector[i++] = b && a.measure && a.measure === b.measure ? 1 : 0;
    vector[i++] = a.year || b?.year ? 1 : 0;
    vector[i++] = a.rank === -1 || b?.rank === -1 ? 1 : 0;
    vector[i++] = a.rank === -2 || b?.rank === -2 ? 1 : 0;
    vector[i++] = b && a.rank === -1 && b.rank === -1 ? 1 : 0;
    vector[i++] =
      (a.kind === "percent" || b?.kind === "percent") && (op === "share" || op === "product" || op === "ratio") ? 1 : 0;
    vector[i++] = Number.isInteger(Math.round(result * 100) / 100) ? 1 : 0;
    vector[i++] = b && a.source && b.source ? Math.min(1, Math.abs(a.source.order - b.source.order) / 10) : 0;
    vector[i++] = b && order(a) < order(b) ? 1 : 0;
    vector[i++] = op !== "figure" && writtenInText(result, resultUnit) ? 1 : 0;
    for (const each of OPS) vector[i++] = each === op ? ga.near : 0;
    for (const each of OPS) vector[i++] = each === op && b ? gb.near : 0;
    vector[i++] = named(a);
    vector[i++] = b ? named(b) : 0;
    vector[i++] =
      b && (op === "share" || op === "ratio") && totalAsked && (b.near.has(TOTAL_STEM) || b.around.has(TOTAL_STEM))
        ? 1
        : 0;
    out.push({ op, a, b, result, resultUnit, features: vector });
  };
  for (const a of kept) add("figure", a, null, a.value, a.kind);
  for (const [x, a] of kept.entries())
    for (const [y, b] of kept.entries()) {
      if (x === y) continue;
      if (x < y) {
        add("sum", a, b, a.value + b.value, a.kind === b.kind ? a.kind : "number");
        add(
          "difference",
          a,
          b,
          Math.abs(a.value - b.value),
          a.kind === b.kind && a.kind !== "percent" ? a.kind : "number",
        );
        add("product", a, b, a.value * b.value, a.kind === "money" || b.kind === "money" ? "money" : "number");
      }
      if (b.value !== 0) {
        add("ratio", a, b, a.value / b.value, "number");
        if (a.value < b.value) add("share", a, b, (a.value / b.value) * 100, "percent");
        add("change", a, b, ((a.value - b.value) / b.value) * 100, "percent");
      }
    }
  return out;
}

const order = (o: Operand) =>
  o.source ? o.source.order * 1000 + o.offset : o.rank === -1 ? -1e6 + o.offset : -2e6 + o.offset;

/** A figure written twice in one place (a chunk's overlap, a repeated cell) is one operand. */
function dedupe(operands: Operand[]): Operand[] {
  const seen = new Set<string>();
  return operands.filter((o) => {
    const key = `${o.value}|${o.kind}|${o.source ? o.source.order : o.rank}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The result as the reply writes it: a difference of percentages in points, a change with its sign. */
export function writtenResult(candidate: Candidate): string {
  const { op, result, resultUnit, a, b } = candidate;
  if (op === "difference" && a.kind === "percent" && b?.kind === "percent")
    return `${formatQuantity(result, "number")} p.p.`;
  if (op === "change") return `${result > 0 ? "+" : ""}${formatQuantity(result, "percent")}`;
  return formatQuantity(result, resultUnit);
}
