import { formatQuantity, parseQuantity, type Quantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { type FoundFigure, figuresIn, unitAfter } from "./calculate.ts";

/**
 * "Quanto a mais?" asks how far apart two figures the conversation has just given are. Two shapes:
 * - after a ranking ("Lote B tem o maior custo: R$ 60 mil (Lote B R$ 60 mil > Lote A R$ 45 mil > …)"), "quanto a
 *   mais que o lote A?" is the first's figure less the one the question names;
 * - after two replies that each gave one figure (one month's total, then, asked of another month, that month's),
 *   a bare "quanto a mais?" is the difference between their first figures;
 * - after a reply that set one percentage against another, "quantos pontos percentuais caiu?" is their difference.
 * Null when the question asks no bare difference, or the replies do not give the figures of one unit it needs.
 */
export function differenceOfAnswers(question: string, previous?: string, earlier?: string): string | null {
  const folded = foldAccents(question.toLowerCase())
    .replace(/[?!.]+\s*$/u, "")
    .trim();
  if (previous && POINTS_CHANGED.test(folded)) return pointsApart(previous);
  const asked = DIFFERENCE_ASKED.exec(folded);
  if (!asked || !previous) return null;
  const rest = `${folded.slice(0, asked.index)} ${folded.slice(asked.index + asked[0].length)}`;
  const named = /\b(?:que|do que|de)\s+(?:o|a|os|as)?\s*(.+)$/u.exec(rest.trim())?.[1];
  // "a mais que ele": a pronoun names the thing the turn before answered about, whose figure is that reply's.
  const pronoun = named && /^(?:ele|ela|eles|elas|isso|aquele|aquela)$/u.test(named.trim());
  if (named && !pronoun) return againstRanked(named, previous);
  if (pronoun) return earlier ? figuresApart(previous, earlier) : null;
  // Nothing named but, at most, a period or a few words ("em outubro"): the two replies' own figures.
  if (analyze(rest).length > BARE_WORDS || !earlier) return null;
  return figuresApart(previous, earlier);
}

/**
 * How far apart the first figures of two replies are, the larger less the smaller, each cited: "A diferença é de
 * 12 h: 24 h − 12 h = 12 h [2]." `between` says between what ("entre a maior e a menor carga horária"). Null when either gives no figure or the two are of different units.
 */
export function figuresApart(one: string, other: string, between = ""): string | null {
  const [now, before] = [leadFigure(one), leadFigure(other)];
  if (!now || !before || now.quantity.unit !== before.quantity.unit) return null;
  const [high, low] = now.quantity.value >= before.quantity.value ? [now, before] : [before, now];
  const delta = high.quantity.value - low.quantity.value;
  const cites = [...new Set([high.cite, low.cite].filter(Boolean))].join("").replace(/\]\s+\[/g, "][");
  return `A diferença${between ? ` ${between}` : ""} é de ${shown(delta, high)}: ${shown(high.quantity.value, high)} − ${shown(low.quantity.value, low)} = ${shown(delta, high)}${cites}.`;
}

/** "quanto a mais", "quantos a menos", "qual a diferença", "acima quanto": a difference asked with no measure of its own. */
const DIFFERENCE_ASKED =
  /\b(?:quant[oa]s?(?: (?:reais|pontos|dias|horas|metros|litros))?(?: (?:ficou|ficaram|foi|foram|tem|teve|e|sao))? a (?:mais|menos)|(?:qual|de quanto) (?:e|foi) a diferenca|(?:acima|abaixo) quant[oa]s?)\b/u;
/** "Quantos pontos percentuais ele caiu?", "em quantos pontos a taxa subiu": a change between two percentages asked. */
const POINTS_CHANGED =
  /\bquant[oa]s? pontos(?: percentuais)?\b(?:\s+\p{L}+){0,3}?\s+(?:caiu|cairam|subiu|subiram|cresceu|cresceram|aumentou|aumentaram|diminuiu|diminuiram|recuou|recuaram|baixou|baixaram|melhorou|piorou|variou|avancou|reduziu|reduziram|encolheu)\b/u;

/**
 * A reply that wrote one percentage against another ("foi de 8,4%, contra 11,1% em 2029") holds the change between
 * them: their difference, in percentage points. Null unless the reply states exactly two percentages.
 */
function pointsApart(previous: string): string | null {
  const percents = figuresIn(previous).filter((figure) => figure.unit === "percent");
  const distinct = percents.filter((one, i) => percents.findIndex((other) => other.value === one.value) === i);
  if (distinct.length !== 2) return null;
  const [high, low] = [...distinct].sort((a, b) => b.value - a.value) as [(typeof distinct)[0], (typeof distinct)[0]];
  const points = formatQuantity(high.value - low.value, "number");
  const cite = citeAfter(previous, Math.max(high.index, low.index)).trim();
  return `São ${points} pontos percentuais: ${formatQuantity(high.value, "percent")} − ${formatQuantity(low.value, "percent")} = ${points} p.p.${cite ? ` ${cite}` : ""}`;
}

/** How many of the question's own words a bare difference may hold besides the asked ones ("em outubro"). */
const BARE_WORDS = 2;

export interface ReadFigure {
  quantity: Quantity;
  /** The unit written after the figure ("m³", "mm"), for the answer. */
  unit: string;
  /** The scale word the figure was written with ("mil" of "6.878,2 mil m³"), kept in the answer. */
  scale: string;
  cite: string;
}

const SCALE_WRITTEN = /\s(mil|milh(?:ão|ões)|bilh(?:ão|ões))$/u;
const scaleOf = (written: string) => SCALE_WRITTEN.exec(written)?.[1] ?? "";

/** A reply's first figure, with the unit written after it and the citation after it. */
export function leadFigure(reply: string): ReadFigure | null {
  // A digit glued to a code's letters ("o módulo M2", "o achado A-2") names a row; it is no figure of the reply.
  const figure: FoundFigure | undefined = figuresIn(reply).find(
    (found) => !/[\p{L}-]$/u.test(reply.slice(0, found.index)),
  );
  const quantity = figure ? parseQuantity(figure.text) : null;
  if (!figure || !quantity) return null;
  return {
    quantity,
    unit: unitAfter(reply, figure),
    scale: scaleOf(figure.text),
    cite: citeAfter(reply, figure.index),
  };
}

const citeAfter = (reply: string, from: number) => {
  const found = /\[\d+\](?:\[\d+\])*/.exec(reply.slice(from))?.[0];
  return found ? ` ${found}` : "";
};

function shown(value: number, like: ReadFigure): string {
  // The scale word's factor, as a table's cell reads it ("1 mil" is 1000).
  const factor = like.scale ? (parseQuantity(`1 ${like.scale}`)?.value ?? 1) : 1;
  const written = `${formatQuantity(value / factor, like.quantity.unit)}${like.scale ? ` ${like.scale}` : ""}`;
  return like.unit && like.quantity.unit === "number" ? `${written} ${like.unit}` : written;
}

/** "(A R$ 49.500 > B R$ 42.900 > C R$ 28.700)": a ranking's items, each a name and its figure. */
const RANKING = /\(([^()]+?(?:\s[<>]\s[^()]+?)+)\)/u;

function againstRanked(named: string, previous: string): string | null {
  const ranking = RANKING.exec(previous);
  if (!ranking?.[1]) return null;
  const items = ranking[1].split(/\s[<>]\s/u).flatMap((item) => {
    const figure = figuresIn(item).at(-1);
    if (!figure) return [];
    const quantity = parseQuantity(figure.text);
    if (!quantity) return [];
    return [
      {
        name: item.slice(0, figure.index).trim(),
        quantity,
        unit: unitAfter(item, figure),
        scale: scaleOf(figure.text),
      },
    ];
  });
  const [first] = items;
  const wanted = new Set(analyze(named));
  const other = items.slice(1).find((item) => {
    const stems = analyze(item.name);
    return stems.length > 0 && stems.every((stem) => wanted.has(stem));
  });
  if (!first || !other || first.quantity.unit !== other.quantity.unit) return null;
  const cite = citeAfter(previous, ranking.index);
  const like = (item: typeof first): ReadFigure => ({ ...item, cite });
  const delta = first.quantity.value - other.quantity.value;
  const fmt = (value: number) => shown(Math.abs(value), like(first));
  return `${first.name} tem ${fmt(delta)} ${delta >= 0 ? "a mais" : "a menos"} que ${other.name}: ${fmt(first.quantity.value)} − ${fmt(other.quantity.value)} = ${delta < 0 ? "−" : ""}${fmt(delta)}${cite}.`;
}
