import { formatQuantity } from "#core/documents/tables.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { figuresIn, unitAfter } from "./calculate.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { countWord } from "./number-words.ts";
import type { RankedUnit } from "./unit-ranking.ts";

/**
 * "Qual a vazão somada dos dois conjuntos em operação?" over "dois em operação …, cada um com vazão nominal de 38 L/s":
 * a figure a sentence gives for each of several things ("cada uma com …", "… cada"), times how many of them the
 * question adds up ("os dois", "os 3 filtros", "juntos", "somados"). The figure is the one the question's words lead to
 * among those of the "cada" clause; a price is another operation's (unit-price-total). Null when the question asks no
 * such whole or no sentence near the top gives a figure for each.
 */
export function eachTimesCount(question: string, ranked: RankedUnit[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!TOGETHER.test(folded)) return null;
  const said = COUNT.exec(folded)?.[1];
  const count = said === undefined ? null : (countWord(said) ?? Number(said));
  if (count === null || !Number.isInteger(count) || count < 2) return null;
  for (const { unit } of ranked.slice(0, REACH)) {
    if (unit.kind === "row") continue;
    const each = EACH.exec(unit.text);
    if (!each) continue;
    // The clause that gives the figure per thing: from "cada" (or the figure before it) to the clause's end.
    const start = each.index;
    const end = unit.text.slice(start).search(/[.;]/u);
    const clause = { from: start, to: end < 0 ? unit.text.length : start + end };
    const figures = figuresIn(unit.text).filter(
      (figure) =>
        figure.index >= clause.from && figure.index < clause.to && figure.unit !== "money" && figure.unit !== "percent",
    );
    if (figures.length === 0) continue;
    // Of the clause's figures, the one whose words before it (back to the figure before) the question writes most of.
    const asked = new Set(analyze(question));
    const led = figures.map((figure, i) => {
      const before = unit.text.slice(i === 0 ? clause.from : (figures[i - 1]?.index ?? 0), figure.index);
      return analyze(before).filter((stem) => asked.has(stem)).length;
    });
    const chosen = figures[led.indexOf(Math.max(...led))];
    if (!chosen) continue;
    const measure = unitAfter(unit.text, chosen).split(/\s/)[0] ?? "";
    const total = formatQuantity(chosen.value * count, chosen.unit ?? "number");
    const per = `${chosen.text}${measure ? ` ${measure}` : ""}`;
    return `São ${total}${measure ? ` ${measure}` : ""} ao todo: ${count} × ${per} [${unit.passage.n}].`;
  }
  return null;
}

/** A whole of several things asked: "juntas", "juntos", "somados", "ao todo", "no total", "em conjunto". */
const TOGETHER = /\b(?:junt[oa]s|somad[oa]s?|somando|ao todo|no total|em conjunto)\b/u;
/** How many things the question adds up: "os dois", "os 3 filtros", "das quatro bombas". */
const COUNT =
  /\b(?:as|os|d[ao]s|nas|nos|essas|esses|estas|estes)\s+(\d{1,2}|duas|dois|tres|quatro|cinco|seis|sete|oito|nove|dez)\b/u;
/** A figure given for each thing: "cada uma com", "cada um de", or "… 45 L/s cada". */
const EACH = /\bcada\s+(?:um|uma)\b|\d[\d.,]*\s*[\p{L}/³²]*\s+cada\b/u;
/** How far down the ranking a sentence that gives a figure for each may stand. */
const REACH = 3;
