import type { PromptPassage } from "#core/chat/agent-context.ts";
import { formatQuantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { type FoundFigure, figuresIn } from "./calculate.ts";
import { type Unit, unitsOf } from "./passage-units.ts";
import { isFraming } from "./unit-ranking.ts";

/**
 * "Somando o frete, a montagem e o seguro, quanto dá?" over a list of labelled amounts ("Frete: R$ 1.200,00",
 * "Montagem dos painéis: R$ 3.450,00", "Seguro (estimativa): R$ 380,00"): the question enumerates the things it adds,
 * each named by the head of one label of one document, and each label's line writes one amount in reais. The amounts
 * are added. Null when the question adds nothing up, names fewer than two labels, names one ambiguously (two labels
 * of that head) or a label's line writes no single amount.
 */
export function namedItemsSum(question: string, passages: PromptPassage[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!ADDING.test(folded)) return null;
  const words = [...folded.matchAll(/[\p{L}\d-]+|,/gu)].map((match) => match[0]);
  const stems = words.map((word) => (word === "," ? "," : (analyze(word)[0] ?? "")));
  const lines = unitsOf(passages).flatMap((unit) => {
    const line = labelledAmount(unit);
    return line ? [line] : [];
  });
  // One document's lines: the things a question adds up are those of one account.
  for (const document of new Set(lines.map((line) => line.unit.passage.documentId))) {
    const own = lines.filter((line) => line.unit.passage.documentId === document);
    // Each label the question names by its head, at the place it names it; a head two labels share names neither.
    // Short of its head, by another word only that label writes ("o exame" for "Pedido de exame").
    const oneLabelWrites = (stem: string) => own.filter((other) => other.words.includes(stem)).length === 1;
    const named = own
      .map((line) => {
        const byHead = own.filter((other) => other.head === line.head).length === 1 ? stems.indexOf(line.head) : -1;
        const other = line.words.find((stem) => stem !== line.head && oneLabelWrites(stem) && stems.includes(stem));
        return { line, at: byHead >= 0 ? byHead : other ? stems.indexOf(other) : -1 };
      })
      .filter(({ at }) => at >= 0)
      .sort((a, b) => a.at - b.at);
    if (named.length < 2) continue;
    // Named as a list: a comma, "e" or "mais" between each and the next, a few words of the first's qualifiers at most.
    const listed = named.every(({ at }, i) => {
      const next = named[i + 1];
      if (!next) return true;
      const between = words.slice(at + 1, next.at);
      return between.length <= GAP && between.some((word) => word === "," || word === "e" || word === "mais");
    });
    if (!listed) continue;
    const items = named.map(({ line }) => line);
    const total = items.reduce((sum, item) => sum + item.amount.value, 0);
    const written = formatQuantity(total, "money");
    const terms = items.map((item) => `${formatQuantity(item.amount.value, "money")} (${item.label})`).join(" + ");
    const cites = [...new Set(items.map((item) => `[${item.unit.passage.n}]`))].join("");
    return `O total é ${written}: ${terms} = ${written} ${cites}.`;
  }
  return null;
}

/** "somando", "a soma de", "somados", "juntos", "no total", "ao todo": a sum asked ("mais" alone may compare). */
const ADDING = /\b(?:somando|somad[oa]s|soma(?:m|r)?|juntos|juntas|no total|ao todo|total de)\b/u;

interface Line {
  unit: Unit;
  label: string;
  /** The label's first content word, as a stem: what a question names it by ("emolumentos" for "Emolumentos desta escritura"). */
  head: string;
  /** Every content word of the label, as stems. */
  words: string[];
  amount: FoundFigure;
}

/** "ITBI: 2% sobre … — R$ 13.824,00": a list item or sentence that opens with a label and writes one amount in reais. */
function labelledAmount(unit: Unit): Line | null {
  if (unit.kind === "row") return null;
  const found = /^\s*([^:.;!?]{2,60}):\s+(.+)$/su.exec(unit.text);
  if (!found?.[1] || !found[2]) return null;
  const money = figuresIn(found[2]).filter((figure) => figure.unit === "money");
  const [amount] = money;
  if (money.length !== 1 || !amount) return null;
  // "Seguro (estimativa)" is written "Seguro, estimativa" inside the sum's parentheses.
  const label = found[1].trim().replace(/\s*\(([^)]*)\)$/u, ", $1");
  const words = analyze(label).filter((stem) => !isFraming(stem));
  const [head] = words;
  return head ? { unit, label, head, words, amount } : null;
}

/** How many words may stand between two things a question lists ("os emolumentos da escritura e o registro"). */
const GAP = 5;
