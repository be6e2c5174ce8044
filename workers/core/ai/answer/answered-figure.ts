import { analyze } from "#core/search/text-analysis.ts";
import { isFraming } from "./unit-ranking.ts";

/**
 * The figure an answer gives for its subject: the first one after its verb ("… é 2,9 mm", "… é R$ 96.300 mil: …",
 * "… soma 1.200 ligações", "… tem 410 chamados", "São 10 trabalhadores …"), with its unit or the noun it counts. The resolver writes it in the next question's place of
 * "isso"; a share with a written figure reads it as the other side.
 */
export function answeredFigure(answer: string, asked = ""): string | null {
  // "O recalque … é 12,8 mm; a velocidade média, 2,1 mm/mês": of a row read whole, the figure of the measure the
  // question asked ("a velocidade").
  const measured = asked ? figureOfMeasure(answer, asked) : null;
  if (measured) return measured;
  const plain = answer.replace(/\[\d+\]/g, " ").replace(/\*\*/g, "");
  const match =
    /(?:^|\s)(?:é|[sS]ão|foi|foram|era|eram|soma|somam|totaliza|dá|tem|têm|teve|tinha)\s+(?:de\s+)?((?:R\$\s*)?\d[\d.,]*(?:\s*(?:%|mil\b|milhões|milhão))?(?:\s+(?!(?:d[aeo]s?|e|em|no|na|para|por)\b)[\p{L}³²/]+)?)/u.exec(
      plain,
    );
  // A table row read with one column ("Total — valor: R$ 904 mil."): that column's figure.
  // Or an answer that opens with its figure ("R$ 1.204.380,00 de locação durante 36 meses").
  return (
    match?.[1]?.trim() ??
    ONE_COLUMN_ROW.exec(plain.trim())?.[1]?.trim() ??
    OPENING_FIGURE.exec(plain.trim())?.[1]?.trim() ??
    null
  );
}

/** A row read with one column: its name, a dash, the column, a colon and one figure ("Total — valor: R$ 904 mil."). */
const ONE_COLUMN_ROW =
  /^[^:;—]{1,80}\s—\s[^:;]{1,60}:\s+((?:R\$\s*)?\d[\d.,]*(?:\s*(?:%|mil\b|milhões|milhão))?)\s*\.?$/u;

const OPENING_FIGURE = /^((?:R\$\s*)?\d[\d.,]*(?:\s*(?:%|mil\b|milhões|milhão))?)\s+(?:de|d[oa]s?|em|para)\s/u;

/** A figure with its unit: "2,1 mm/mês", "R$ 3.190,00", "57,9%". */
const FIGURE = /((?:R\$\s*)?\d[\d.,]*(?:\s*(?:%|mil\b|milhões|milhão))?(?:\s*[\p{L}³²]+(?:\/[\p{L}³²]+)?)?)/u;
/** A clause's figure after its comma or its verb: ", 2,1 mm/mês", "é 12,8 mm". */
const STATED_FIGURE = new RegExp(`(?:,|\\bé|\\bsão)\\s+${FIGURE.source}`, "u");

/**
 * The figure of the clause ("; a velocidade média, 2,1 mm/mês") whose head noun the question asked first, when the
 * answer reads several measures of one thing: in "a velocidade de recalque", "velocidade" is what is asked and
 * "recalque" its complement.
 */
function figureOfMeasure(answer: string, asked: string): string | null {
  const order = analyze(asked).filter((stem) => !isFraming(stem));
  const clauses = answer
    .replace(/\[\d+\]/g, " ")
    .replace(/\*\*/g, "")
    .split(/;\s*/)
    .filter((clause) => FIGURE.test(clause))
    .map((clause) => ({ clause, at: order.indexOf(analyze(clause)[0] ?? "") }))
    .filter((entry) => entry.at >= 0);
  if (clauses.length < 2) return null;
  const first = [...clauses].sort((a, b) => a.at - b.at)[0];
  const found = STATED_FIGURE.exec(first?.clause ?? "");
  return found?.[1]?.trim() ?? null;
}

/** A reply's first sentence, up to its first citation: what the reply is about ("A fatura de julho/2025 foi paga…"). */
export function replyLead(reply: string): string {
  return reply.split(/\[\d+\]|\n|(?<=[.!?])\s+(?=\p{Lu})/u)[0] ?? "";
}
