import { formatQuantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { leadFigure, type ReadFigure } from "./difference-of-answers.ts";
import { isFraming } from "./unit-ranking.ts";

/**
 * "E qual é a taxa de encerramento?" after two replies that each counted the same things ("São 137 chamados
 * abertos …", then "São 109 chamados encerrados …"): no sentence states the rate, which is the later count over
 * the earlier one, the part over the things it is a part of, as a percentage. Only when a rate or a share is asked
 * with at most a noun of its own ("de encerramento"), both replies open with a count of one noun, and the later count is
 * the smaller. Null otherwise.
 */
export function shareOfAnswers(question: string, previous?: string, earlier?: string): string | null {
  if (!previous || !earlier) return null;
  const folded = foldAccents(question.toLowerCase())
    .replace(/[?!.]+\s*$/u, "")
    .trim();
  if (!RATE_ASKED.test(folded)) return null;
  const own = analyze(folded.replace(RATE_ASKED, " ")).filter((stem) => !isFraming(stem) && !ASKING.has(stem));
  if (own.length > OWN_WORDS) return null;
  const [part, whole] = [countOf(previous), countOf(earlier)];
  if (!part || !whole || part.noun !== whole.noun) return null;
  const [a, b] = [part.figure.quantity.value, whole.figure.quantity.value];
  if (a <= 0 || a >= b || part.figure.quantity.unit !== "number" || whole.figure.quantity.unit !== "number")
    return null;
  const rate = formatQuantity(Math.round((a / b) * 1000) / 10, "percent");
  const cites = [...new Set([part.figure.cite, whole.figure.cite].map((cite) => cite.trim()).filter(Boolean))].join("");
  const [shownPart, shownWhole] = [formatQuantity(a, "number"), formatQuantity(b, "number")];
  return `São ${rate}: ${shownPart} de ${shownWhole} ${part.noun} (${shownPart} ÷ ${shownWhole})${cites ? ` ${cites}` : ""}.`;
}

/** "taxa", "índice", "percentual", "proporção", "que parte": a share asked by its noun. */
const RATE_ASKED = /\b(?:taxa|indice|percentual|porcentagem|proporcao|fracao|(?:que|qual) parte|quantos por cento)\b/u;
/** The rate's own noun ("de resposta", "de atendimento"): a word or two, no more. */
const OWN_WORDS = 2;
const ASKING = new Set(analyze("qual quais então entao foi é era"));

/** A reply that opens with a count of things ("São 137 chamados abertos …"): the count and its noun. */
function countOf(reply: string): { figure: ReadFigure; noun: string } | null {
  const opening = /^São\s+[\d.,]+\s+(\p{L}{3,})/u.exec(reply.replace(/\*\*/g, "").trim());
  const figure = opening ? leadFigure(reply) : null;
  return figure && opening?.[1] ? { figure, noun: opening[1] } : null;
}
