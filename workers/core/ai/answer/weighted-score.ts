import { formatQuantity, parseQuantity } from "#core/documents/tables.ts";
import { capitalised } from "./agreement.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { escapeRegExp } from "./escape-regexp.ts";
import { tablesIn, type Unit } from "./passage-units.ts";

/**
 * "Qual é a nota final da Hidrotec?" where a sentence sets the rule ("a nota final é a média ponderada das notas, com
 * peso 70% para a técnica e 30% para a de preço") and a table of its document gives each row's marks: the row's
 * weighted sum, with the operation; "que licitante teve a maior nota final?" ranks the rows by it. The question names
 * the quantity the rule defines by a word no weighted column has ("final"); a column it names alone ("a nota técnica")
 * is read, not computed. Null when no rule, no such table, or no row named or extreme asked.
 */
export function weightedScore(question: string, units: Unit[], context?: string): string | null {
  const asked = new Set(analyze(question));
  if (asked.size === 0) return null;
  for (const unit of units) {
    if (unit.kind === "row") continue;
    const rule = ruleIn(unit.text);
    if (!rule) continue;
    for (const rows of tablesIn(units)) {
      const header = rows[0]?.table?.header;
      if (!header || rows[0]?.passage.documentId !== unit.passage.documentId) continue;
      const columns = rule.weights.map(({ word }) =>
        header.findIndex((name) => analyze(name).includes(analyze(word)[0] ?? "")),
      );
      if (columns.some((c) => c < 0) || new Set(columns).size !== columns.length) continue;
      // The quantity the rule defines, asked by a word of its own ("final"), not by a weighted column's.
      const weighted = new Set(columns.flatMap((c) => analyze(header[c] ?? "")));
      if (!analyze(rule.defined).some((stem) => asked.has(stem) && !weighted.has(stem))) continue;
      const scored = rows.flatMap((row) => {
        const cells = row.table?.cells ?? [];
        const values = columns.map((c) => parseQuantity(cells[c] ?? "")?.value);
        if (values.some((value) => value === undefined)) return [];
        const sum = rule.weights.reduce((total, { weight }, i) => total + weight * (values[i] ?? 0), 0);
        return [{ row, cells, values: values as number[], score: sum / rule.total }];
      });
      if (scored.length === 0) continue;
      const extreme = EXTREME.exec(foldAccents(question.toLowerCase()))?.[1];
      const named = scored.filter(({ cells }) => namedIn(cells[0] ?? "", question) || namedIn(cells[0] ?? "", context));
      const chosen = extreme
        ? [...scored].sort((a, b) => (/^(?:menor|pior)/.test(extreme) ? a.score - b.score : b.score - a.score))[0]
        : named.length === 1
          ? named[0]
          : undefined;
      if (!chosen) continue;
      const working = rule.weights
        .map(({ written }, i) => `${written} × ${formatQuantity(chosen.values[i] ?? 0, null)}`)
        .join(" + ");
      const over = rule.total === 1 ? "" : ` ÷ ${formatQuantity(rule.total, null)}`;
      const result = formatQuantity(Math.round(chosen.score * 100) / 100, null);
      const what = rule.defined.replace(/\s+d[eo]\s+cada\s+\p{L}+$/u, "");
      const [article = "a", ...noun] = what.split(/\s+/);
      const name = chosen.cells.slice(0, 2).join(" — ");
      const lead = extreme
        ? `${capitalised(article.toLowerCase())} ${extreme} ${noun.join(" ")} é ${article.toLowerCase()} de ${name}`
        : `${capitalised(what)} de ${name} é ${result}`;
      const cites = [...new Set([chosen.row.passage.n, unit.passage.n])].map((n) => `[${n}]`).join("");
      return `${lead}: ${working}${over} = ${result} ${cites}.`;
    }
  }
  return null;
}

const EXTREME = /\b(maior|menor|melhor|pior|mais alta|mais baixa)\b/u;

interface Rule {
  /** What the rule defines, as its sentence writes it ("a pontuação final de cada proposta"). */
  defined: string;
  weights: { weight: number; word: string; written: string }[];
  /** What the weights add up to: 1 (or 100%) for a weighted sum, else the divisor of a weighted average. */
  total: number;
}

/** "X é a média ponderada …, com peso 0,6 para a técnica e 0,4 para a financeira": the quantity and its weights. */
function ruleIn(text: string): Rule | null {
  // Read for every unit of every question: the word that any such rule writes, before the costlier patterns.
  if (!/ponderad/iu.test(text)) return null;
  const defined =
    /((?:a|o)\s+[\p{L}\s]{3,60}?)\s+(?:é|será|corresponde à|equivale à)\s+(?:a\s+)?m[ée]dia\s+ponderada/iu.exec(
      text,
    )?.[1];
  const from = text.search(/\bpesos?\b/iu);
  if (!defined || from < 0) return null;
  const weights = [
    ...text
      .slice(from)
      .matchAll(
        /(\d+(?:,\d+)?)\s*(%?)\s+(?:para|à|ao|a|na|no)\s+(?:(?:a|o|as|os)\s+)?(?:(?:nota|pontua[çc][ãa]o|crit[ée]rio)\s+)?(?:d[aeo]\s+)?(\p{L}{4,})/giu,
      ),
  ].map(([, figure = "", percent = "", word = ""]) => ({
    weight: (parseQuantity(figure)?.value ?? 0) / (percent ? 100 : 1),
    word,
    written: `${figure}${percent}`,
  }));
  if (weights.length < 2 || weights.some(({ weight }) => weight <= 0)) return null;
  const sum = weights.reduce((total, { weight }) => total + weight, 0);
  return { defined: defined.trim(), weights, total: Math.abs(sum - 1) < 1e-9 ? 1 : sum };
}

function namedIn(key: string, text: string | undefined): boolean {
  if (!text || key.trim() === "") return false;
  const pattern = new RegExp(
    `(?<![\\p{L}\\d])${escapeRegExp(foldAccents(key.trim().toLowerCase()))}(?![\\p{L}\\d])`,
    "u",
  );
  return pattern.test(foldAccents(text.toLowerCase()));
}
