import { formatQuantity, parseQuantity, type QuantityUnit } from "#core/documents/tables.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";

/**
 * Arithmetic the agent does instead of the model: sums, differences,
 * averages, medians, maxima and minima, counts and remainders over figures read from
 * the documents. Hosted models reach it as a tool (#core/chat/agent-tools.ts),
 * the offline agent calls it directly; either way the reply shows the figures
 * it used and the result ("12.500 + 4.200 + 9.800 = 26.500").
 */
export type Operation = "sum" | "difference" | "ratio" | "average" | "median" | "max" | "min" | "count" | "remainder";

export const OPERATIONS: readonly Operation[] = [
  "sum",
  "difference",
  "ratio",
  "average",
  "median",
  "max",
  "min",
  "count",
  "remainder",
];

export interface Figure {
  /** What the figure is (a row's name, a phrase of the sentence it came from). */
  label: string;
  value: number;
  unit: QuantityUnit | null;
}

export interface Calculation {
  operation: Operation;
  figures: Figure[];
  result: number;
  unit: QuantityUnit | null;
  /** For max and min: the figure that wins. */
  winner: Figure | null;
  /** The arithmetic as a reader checks it, in pt-BR figures: "12.500 + 4.200 + 9.800 = 26.500". */
  expression: string;
  /** The result as written: "26.500", "R$ 170.000,00", "41,67%". */
  written: string;
}

export function calculate(operation: Operation, figures: Figure[]): Calculation | null {
  if (figures.length === 0) return null;
  const unit = commonUnit(figures);
  const show = (value: number) => formatQuantity(value, unit);
  const done = (result: number, expression: string, winner: Figure | null = null, resultUnit = unit): Calculation => ({
    operation,
    figures,
    result,
    unit: resultUnit,
    winner,
    expression,
    written: formatQuantity(result, resultUnit),
  });
  switch (operation) {
    case "sum": {
      const result = figures.reduce((total, figure) => total + figure.value, 0);
      return done(result, `${figures.map((figure) => show(figure.value)).join(" + ")} = ${show(result)}`);
    }
    case "average": {
      const result = figures.reduce((total, figure) => total + figure.value, 0) / figures.length;
      const terms = figures.map((figure) => show(figure.value)).join(" + ");
      return done(result, `(${terms}) / ${figures.length} = ${show(result)}`);
    }
    case "median": {
      // The middle figure in order, or the mean of the two middle ones: "mediana de 24,3; 27,5; 33,9; 41,0 = 30,7".
      const sorted = figures.map((figure) => figure.value).sort((x, y) => x - y);
      const middle = Math.floor(sorted.length / 2);
      const result =
        sorted.length % 2 === 1
          ? (sorted[middle] as number)
          : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
      return done(result, `mediana de ${sorted.map(show).join("; ")} = ${show(result)}`);
    }
    case "difference":
    case "remainder": {
      if (figures.length < 2) return null;
      const [a, b] = [...figures.slice(0, 2)].sort((x, y) => y.value - x.value) as [Figure, Figure];
      const result = a.value - b.value;
      // Two percentages differ by percentage points, not by a percentage.
      const resultUnit = unit === "percent" ? "number" : unit;
      const written = formatQuantity(result, resultUnit);
      return {
        ...done(result, `${show(a.value)} − ${show(b.value)} = ${unit === "percent" ? `${written} p.p.` : written}`),
        figures: [a, b],
        unit: resultUnit,
        written,
      };
    }
    case "ratio": {
      // The first figure over the second, in the order given ("quantas vezes A em relação a B").
      const [a, b] = figures as [Figure, Figure | undefined];
      if (!b || b.value === 0) return null;
      const result = a.value / b.value;
      const written = formatQuantity(result, "number");
      return { ...done(result, `${show(a.value)} / ${show(b.value)} = ${written}`), unit: "number", written };
    }
    case "max":
    case "min": {
      const sorted = [...figures].sort((x, y) => (operation === "max" ? y.value - x.value : x.value - y.value));
      const winner = sorted[0] as Figure;
      const order = sorted
        .map((figure) => `${figure.label} (${show(figure.value)})`)
        .join(operation === "max" ? " > " : " < ");
      return done(winner.value, order, winner);
    }
    case "count":
      return done(
        figures.length,
        `${figures.map((figure) => figure.label).join(", ")}: ${figures.length}`,
        null,
        "number",
      );
  }
}

function commonUnit(figures: Figure[]): QuantityUnit | null {
  const first = figures[0]?.unit ?? null;
  return figures.every((figure) => figure.unit === first) ? first : null;
}

/** A figure found in running text, with where it is and the word that names what it counts ("18.400 unidades"). */
export interface FoundFigure extends Figure {
  index: number;
  text: string;
  /** The noun right after the number, if any ("unidades", "dias"). */
  noun: string | null;
}

const FUNCTION_WORDS = new Set(
  "com para por até sem que dos das nos nas pelo pela entre sobre foram são era eram mais menos cada ao aos".split(" "),
);

const IN_TEXT =
  /(?:R\$\s*)?[-−]?\d{1,3}(?:\.\d{3})+(?:,\d+)?(?:\s*(?:milhões|milhão|mil|bilhões|bilhão))?(?:\s*%)?|(?:R\$\s*)?[-−]?\d+(?:,\d+)?(?:\s*(?:milhões|milhão|mil|bilhões|bilhão))?(?:\s*%)?/gu;

/**
 * The figures a sentence states, in order: money, percentages and counts. Dates ("12/02/2026", "12 de março"),
 * years, ordinals ("1º", "Art. 5º") and item numbers are not figures to compute with.
 */
/**
 * The unit written right after a figure ("0,86 kWh/m³", "3,1 rupturas por km por ano", "2,9 mm"), or "" when the
 * next word is a joining word or a verb ("de 18 para 5 dias": 18 has none; "46 corresponde a…").
 */
export function unitAfter(text: string, figure: FoundFigure): string {
  const written =
    /^\s+(\p{L}[\p{L}\d³²/]*(?:\s+por\s+\p{L}[\p{L}\d³²/]*)*)/u.exec(
      text.slice(figure.index + figure.text.length),
    )?.[1] ?? "";
  const first = foldAccents((written.split(/\s/)[0] ?? "").toLowerCase());
  return written && !NOT_A_UNIT.test(first) ? written : "";
}

const NOT_A_UNIT =
  /^(?:d[aeo]s?|e|em|n[ao]s?|a|o|as|os|ao|aos|para|por|pel[ao]s?|que|com|como|ate|sao|corresponde\p{L}*|representa\p{L}*|equivale\p{L}*)$/u;

/** The nouns of a sequence's members, which a number after them names ("fase 1", "etapa 2", "exemplo 3"). */
const SEQUENCE_NOUN =
  /(?<!\p{L})(?:fases?|etapas?|aulas?|exemplos?|exerc[ií]cios?|passos?|m[oó]dulos?|cl[aá]usulas?|anexos?|cap[ií]tulos?|se[çc][ãa]o|se[çc][õo]es)\s+$/iu;

export function figuresIn(text: string): FoundFigure[] {
  const found: FoundFigure[] = [];
  for (const match of text.matchAll(IN_TEXT)) {
    const raw = match[0].trim();
    const index = match.index ?? 0;
    const before = text.slice(Math.max(0, index - 6), index);
    const after = text.slice(index + match[0].length, index + match[0].length + 24);
    if (
      /^[º°ª/]|^\d|^\s*de\s+(janeiro|fevereiro|março|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)\b/iu.test(
        after,
      )
    )
      continue;
    if (/[/\d]$/.test(before) || /\b(art|arts|inciso|item|§)\.?\s*$/iu.test(before)) continue;
    // "a fase 1", "no exemplo 3", "a cláusula 2": a whole number after the noun of a sequence names its member.
    if (/^\d{1,2}$/u.test(raw) && SEQUENCE_NOUN.test(text.slice(Math.max(0, index - 16), index))) continue;
    // A code's digits after its hyphen ("MG-40517", "EEE-04") are no negative quantity, nor a clock's ("07:05") any.
    if (/^[-−]/u.test(raw) && /[\p{L}\d]$/u.test(before)) continue;
    if (/\d:$/u.test(before) || /^:\d/u.test(after)) continue;
    // pt-BR writes a quantity of thousands with its dot ("1.500 litros"): a bare four-digit number from 1000 to
    // 2100 is a year.
    if (/^(1\d{3}|20\d{2}|2100)$/.test(raw)) continue;
    const quantity = parseQuantity(raw);
    if (!quantity) continue;
    // What a plain count counts ("18.400 unidades"); money and percentages say what they are themselves.
    const word = quantity.unit === "number" ? /^\s+(\p{L}{3,})/u.exec(after)?.[1] : undefined;
    const noun = word && !FUNCTION_WORDS.has(word.toLowerCase()) ? word : null;
    found.push({ ...quantity, label: raw, index, text: raw, noun });
  }
  return found;
}
