import type { PromptPassage } from "#core/chat/agent-context.ts";
import { formatQuantity, parseQuantity } from "#core/documents/tables.ts";
import { sentencesOf } from "#core/documents/sentences.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { foldedQuestion } from "#isomorphic/text/question-words.ts";
import { formInUsage, withPreposition } from "./agreement.ts";
import { answeredFigure } from "./answered-figure.ts";
import { type FoundFigure, figuresIn } from "./calculate.ts";
import { SHARE_WORDS } from "./given-share.ts";
import { PERCENT_ASKED } from "./question-shape.ts";
import { unitsOf } from "./passage-units.ts";
import { isFraming } from "./unit-ranking.ts";

/**
 * "Desse total, quanto vai para X?" right after a reply that gave a total: the question asks a part of that total,
 * which the reply's own lines may give ("R$ 720.000,00 para suporte…"), or a sentence of the document it cited may
 * split ("dividido entre os orçamentos de 2027 (60%) e de 2028 (40%)", "R$ 651.000 em 2027 e o restante em 2028").
 * Searched afresh, the question names no whole: the passages' other sums and rows answer it. So the part is read from
 * the reply's lines first, then from a sentence of the cited documents that splits a total, the whole being the figure
 * the reply's first sentence answers with (not a figure of the names before it: "… reservatórios de 200 m³ … é R$ 2.139
 * mil"), else its first of the kind the split's amounts are. Null when the question names no earlier whole, or nothing
 * names the part it asks.
 */
export function partOfLastTotal(
  question: string,
  previous: string | undefined,
  passages: PromptPassage[],
  focus: string[] = [],
): string | null {
  if (!previous) return null;
  const plain = foldedQuestion(question);
  const reference = WHOLE_REFERRED.exec(plain);
  if (!reference || !/\bquant[oa]s?\b/.test(plain)) return null;
  const lines = replyLines(previous);
  const wholes = lines[0] ? answerFirst(lines[0].text) : [];
  if (wholes.length === 0) return null;
  // The part's own words: the question's, without its interrogatives, its verbs of belonging and the whole it names.
  const rest = plain.replace(reference[0], " ");
  const label = [...new Set(analyze(rest))].filter((stem) => !isFraming(stem) && !PART_VERBS.has(stem));
  const years = rest.match(/\b(?:19|20)\d{2}\b/g) ?? [];
  if (label.length === 0 && years.length === 0) return null;
  const cited = passages.filter((passage) => focus.length === 0 || focus.includes(passage.documentId));
  return (
    partInReply(lines.slice(1), wholes, label) ??
    partBySplit(cited, wholes, label, years) ??
    // A share asked in percent ("quanto disso é da TA-04, em porcentagem?") is the part's own share, not an amount.
    (PERCENT_ASKED.test(plain) ? null : partByShareRow(cited, wholes, label))
  );
}

/**
 * "Quanto disso fica com Pedra Lisa?" over a table of the cited documents that gives each member's share ("Município
 * de Pedra Lisa · 1.200 · 60,0" under "Cota (%)"): the whole times the share of the one row the question names. A
 * table with two columns in percent says nothing of which share is meant.
 */
function partByShareRow(passages: PromptPassage[], wholes: FoundFigure[], label: string[]): string | null {
  const whole = wholes[0];
  if (!whole || label.length === 0) return null;
  const rows = unitsOf(passages).flatMap((unit) => {
    const table = unit.table;
    if (unit.kind !== "row" || !table) return [];
    const named = new Set(analyze(table.cells[0] ?? ""));
    const held = label.filter((stem) => named.has(stem)).length;
    const shares = table.header.flatMap((header, c) =>
      c > 0 && (/%|\bpercent|\bporcent/iu.test(header) || /%\s*$/.test(table.cells[c] ?? "")) ? [c] : [],
    );
    const share = shares.length === 1 ? parseQuantity((table.cells[shares[0] as number] ?? "").replace("%", "")) : null;
    return held > 0 && share
      ? [{ unit, held, share: share.value, header: table.header[shares[0] as number] ?? "" }]
      : [];
  });
  const most = Math.max(0, ...rows.map((row) => row.held));
  const [row, tie] = rows.filter((candidate) => candidate.held === most);
  if (!row || tie) return null;
  const part = (whole.value * row.share) / 100;
  const name = (row.unit.table?.cells[0] ?? "").trim();
  // "do Município", as the document writes "o Município"; a name it writes with no article ("de Maria Souza") stays bare.
  const form = formInUsage(name, row.unit.passage.text);
  const of = form ? withPreposition("de", form) : "de";
  return `São ${inScaleOf(part, whole)}: ${formatQuantity(row.share, "percent")} de ${inScaleOf(whole.value, whole)} (${row.header.replace(/\s*\([^)]*\)/g, "").toLowerCase()} ${of} ${name}) [${row.unit.passage.n}].`;
}

/** A reply line's amounts, the one it answers with first. */
function answerFirst(line: string): FoundFigure[] {
  const amounts = figuresIn(line).filter((figure) => figure.unit !== "percent" && figure.value > 0);
  const given = answeredFigure(line);
  const answered = given ? figuresIn(given)[0] : undefined;
  const first = amounts.findIndex((figure) => figure.value === answered?.value && figure.unit === answered.unit);
  return first > 0 ? [amounts[first] as FoundFigure, ...amounts.filter((_, i) => i !== first)] : amounts;
}

/** "desse total", "deste valor", "disso", "do total": the whole the last reply gave. */
const WHOLE_REFERRED =
  /\b(?:(?:d[eo]ss[ea]s?|d[eo]st[ea]s?|daquel[ea]s?)\s+(?:total|valor|montante|quantia|soma|custo|orcamento|investimento|gasto|verba)s?|do total|disso)\b/;

/** Verbs that only say a part belongs to the whole ("vai para", "fica para", "corresponde a", "entra no"). */
const PART_VERBS = new Set(
  analyze(
    "vai vão fica ficam corresponde correspondem entra entram cabe cabem é são será serão sobra destinado destinada reservado previsto só somente apenas",
  ),
);

interface ReplyLine {
  text: string;
  cited: number | null;
}

/**
 * The reply's lines and sentences, each with the passage it cites: a sentence before "[n]", a list item the citation
 * after the list (a quoted passage, "> …", is the reply's support, not its answer).
 */
function replyLines(reply: string): ReplyLine[] {
  const lines: ReplyLine[] = [];
  const text = reply
    .replace(/\*\*/g, "")
    .split("\n")
    .filter((line) => !/^\s*>/.test(line))
    .join("\n");
  for (const match of text.matchAll(/([^[\n]+)(?:\[(\d+)\])?/g)) {
    const cited = match[2] ? Number(match[2]) : null;
    for (const sentence of sentencesOf((match[1] ?? "").replace(/^\s*(?:[-*•]|\d+[.)])\s+/, "").trim()))
      lines.push({ text: sentence, cited });
  }
  for (let i = lines.length - 2; i >= 0; i--) {
    const line = lines[i];
    if (line && line.cited === null) line.cited = lines[i + 1]?.cited ?? null;
  }
  return lines;
}

/** The first amount a reply's line gives: its answer (a year or an ordinal is no amount). */
function leadFigure(text: string): FoundFigure | null {
  return figuresIn(text).find((figure) => figure.unit !== "percent" && figure.value > 0) ?? null;
}

/**
 * A line of the reply after its first that names the part and gives a figure below the whole of its kind, the name
 * and the figure in one clause of it ("R$ 150.000,00 em 2029 e o restante em 2030" gives nothing for 2030). Null when
 * two lines name it alike.
 */
function partInReply(lines: ReplyLine[], wholes: FoundFigure[], label: string[]): string | null {
  if (label.length === 0) return null;
  const scored = lines.map((line) => {
    const shares = line.text.split(CLAUSE).map((clause) => {
      const figure = leadFigure(clause);
      const whole = figure && wholes.find((candidate) => candidate.unit === figure.unit);
      if (!figure || !whole || figure.value >= whole.value) return 0;
      const stems = new Set(analyze(clause));
      return label.filter((stem) => stems.has(stem)).length;
    });
    return { line, shared: Math.max(0, ...shares) };
  });
  const top = Math.max(0, ...scored.map(({ shared }) => shared));
  const best = scored.filter(({ shared }) => shared === top);
  if (top === 0 || best.length !== 1 || !best[0]) return null;
  const { line } = best[0];
  return `${line.text.replace(/[;,.]\s*$/, "")}${line.cited ? ` [${line.cited}]` : ""}.`;
}

/** A sentence's clauses: its semicolons, its commas before a space ("R$ 272.000,00" keeps its own) and "e". */
const CLAUSE = /;\s*|,\s+|\s+e\s+/;

/**
 * A sentence of the cited documents that splits a total by the part's year or words: a share written beside it
 * ("2027 (60%)", the sentence's shares making 100%) is that share of the whole; "o restante em 2028" is the whole less
 * the amounts the sentence gives.
 */
function partBySplit(
  passages: PromptPassage[],
  wholes: FoundFigure[],
  label: string[],
  years: string[],
): string | null {
  const names = (segment: string) => {
    const folded = foldAccents(segment.toLowerCase());
    if (years.length > 0) return years.every((year) => folded.includes(year));
    const stems = new Set(analyze(segment));
    return label.some((stem) => stems.has(stem));
  };
  for (const passage of passages) {
    for (const sentence of sentencesOf(passage.text)) {
      if (!SPLITS.test(foldAccents(sentence.toLowerCase()))) continue;
      const segments = sentence.split(CLAUSE);
      const named = segments.filter(names);
      if (named.length !== 1 || !named[0]) continue;
      const segment = named[0];
      const share = figuresIn(segment).filter((figure) => figure.unit === "percent");
      // A split's shares make the whole: "menos de 8% do total até 2027 e de 4% até 2028" sets targets, not parts.
      const shares = figuresIn(sentence).filter((figure) => figure.unit === "percent");
      const whole100 = Math.abs(shares.reduce((sum, figure) => sum + figure.value, 0) - 100) < 0.5;
      const amounts = figuresIn(sentence).filter((figure) => figure.unit !== "percent");
      // The whole is the reply's first figure, or its first of the kind the sentence's amounts are.
      const whole = amounts[0] ? wholes.find((candidate) => candidate.unit === amounts[0]?.unit) : wholes[0];
      if (!whole || amounts.some((figure) => figure.unit !== whole.unit)) continue;
      const quote = `\n\n> ${sentence}`;
      if (share.length === 1 && share[0] && whole100 && amounts.length === 0) {
        const part = (whole.value * share[0].value) / 100;
        return `São ${inScaleOf(part, whole)}: ${formatQuantity(share[0].value, "percent")} de ${inScaleOf(whole.value, whole)} [${passage.n}].${quote}`;
      }
      if (REST.test(foldAccents(segment.toLowerCase())) && amounts.length > 0 && figuresIn(segment).length === 0) {
        const given = amounts.reduce((sum, figure) => sum + figure.value, 0);
        if (given >= whole.value) continue;
        const written = amounts.map((figure) => inScaleOf(figure.value, whole)).join(" − ");
        return `São ${inScaleOf(whole.value - given, whole)}: ${inScaleOf(whole.value, whole)} − ${written} [${passage.n}].${quote}`;
      }
    }
  }
  return null;
}

/** A sentence that divides a whole: it says so, or gives the rest. */
const SPLITS = /\b(?:total|dividid[oa]s?|divide|repartid[oa]s?|distribuid[oa]s?|restante|o resto|o saldo)\b/;
const REST = /\b(?:restante|o resto|o saldo)\b/;

/** An amount in the scale its whole was written in: "R$ 641,7 mil" of "R$ 2.139 mil", not "R$ 641.700,00". */
const SCALES: [RegExp, number, string][] = [
  [/\bmil$/u, 1e3, "mil"],
  [/\bmilh(?:ões|ão)$/u, 1e6, "milhões"],
  [/\bbilh(?:ões|ão)$/u, 1e9, "bilhões"],
];

function inScaleOf(value: number, whole: FoundFigure): string {
  const scale = SCALES.find(([written]) => written.test(whole.text.trim()));
  if (!scale || Math.abs(value) < scale[1]) return formatQuantity(value, whole.unit);
  const body = formatQuantity(value / scale[1], "number");
  return `${whole.unit === "money" ? "R$ " : ""}${body} ${scale[2]}`;
}

/** "Quanto do investimento…", "quanto da verba…": a part of a whole the question names. */
const WHOLE_NAMED = /\bquant[oa]s?\s+(?:d[oa]s?|d[eo]ss[ea]s?|d[eo]st[ea]s?)\s+(\p{L}+)/u;
/** Verbs that say where a part comes from or goes ("sai do caixa", "vem do convênio", "virá de financiamento"). */
const SOURCE_VERBS = new Set(analyze("sai saem saiu vem vêm veio virá virão sairá sairão"));

/**
 * "Quanto da verba vem do convênio?": a sentence that states the whole the question names and splits it in shares
 * making 100% ("A verba é de R$ 8 milhões: 60% virão do convênio e 40% de recursos próprios") gives the part as its
 * share of that whole; the share is the one whose clause alone writes the question's other words. Null when no
 * sentence states such a split, or the question's words name no one share of it; a share asked as a percentage is
 * given-share.ts's.
 */
export function shareOfNamedWhole(question: string, passages: PromptPassage[]): string | null {
  const plain = foldedQuestion(question);
  const named = WHOLE_NAMED.exec(plain);
  if (!named?.[1] || SHARE_WORDS.test(plain)) return null;
  const wholeStems = new Set(analyze(named[1]));
  if (wholeStems.size === 0) return null;
  const label = [...new Set(analyze(plain.replace(named[0], " ")))].filter(
    (stem) => !isFraming(stem) && !PART_VERBS.has(stem) && !SOURCE_VERBS.has(stem) && !wholeStems.has(stem),
  );
  if (label.length === 0) return null;
  const found: string[] = [];
  for (const passage of passages) {
    for (const sentence of sentencesOf(passage.text)) {
      const figures = figuresIn(sentence);
      const shares = figures.filter((figure) => figure.unit === "percent");
      const amounts = figures.filter((figure) => figure.unit !== "percent" && figure.value > 0);
      const whole = amounts[0];
      const first = shares[0];
      if (shares.length < 2 || amounts.length !== 1 || !whole || !first || whole.index > first.index) continue;
      if (Math.abs(shares.reduce((sum, figure) => sum + figure.value, 0) - 100) > 0.5) continue;
      if (!analyze(sentence.slice(0, first.index)).some((stem) => wholeStems.has(stem))) continue;
      const scores = shares.map((share, i) => {
        const clause = new Set(analyze(sentence.slice(share.index, shares[i + 1]?.index ?? sentence.length)));
        return label.filter((stem) => clause.has(stem)).length;
      });
      const top = Math.max(...scores);
      const share = shares[scores.indexOf(top)];
      if (top === 0 || scores.filter((score) => score === top).length !== 1 || !share) continue;
      found.push(
        `São ${inScaleOf((whole.value * share.value) / 100, whole)}: ${formatQuantity(share.value, "percent")} de ${inScaleOf(whole.value, whole)} [${passage.n}].\n\n> ${sentence}`,
      );
    }
  }
  // Two sentences that split such a whole differently leave the part in doubt.
  return found.length === 1 ? (found[0] ?? null) : null;
}
