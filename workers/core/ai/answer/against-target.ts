import type { PromptPassage } from "#core/chat/agent-context.ts";
import { formatQuantity, parseQuantity } from "#core/documents/tables.ts";
import { sentencesOf } from "#core/documents/sentences.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { MONTH_NAMES } from "./periods.ts";
import { REFUSED, replySentences } from "./previous-answer.ts";
import { isFraming } from "./unit-ranking.ts";

/**
 * "E a distância até a meta, em pontos?" right after a reply that gave a percentage ("A taxa de reclamação é 8%"):
 * the target the documents set for the same quantity ("a meta da taxa de reclamação é de no máximo 5%") and how far the
 * figure is from it, in percentage points (or in the figure's unit). The target's sentence writes "meta" (or "limite",
 * "teto", "mínimo") and the quantity's words the question names; a question that names none reads the target set right
 * after the figure, where the reply read it. Null when the question asks no distance from a target, the reply gave no
 * figure, or no sentence sets one target for that quantity.
 */
export function againstTarget(
  question: string,
  previous: string | undefined,
  passages: PromptPassage[],
): string | null {
  if (!previous || REFUSED.test(previous)) return null;
  const folded = foldAccents(question.toLowerCase());
  const asked = DISTANCE.exec(folded);
  if (!asked) return null;
  const target = asked[2] ?? "meta";
  const first = replySentences(previous)[0] ?? "";
  const figure = /(\d[\d.]*(?:,\d+)?)\s*(%|p\.p\.)?/u.exec(first.replace(/\[\d+\]/g, ""));
  const value = figure?.[1] ? parseQuantity(figure[1])?.value : undefined;
  if (value === undefined) return null;
  const percent = figure?.[2] === "%";
  // The quantity's words: the question's, the target's and the asking words aside ("a taxa de reclamação").
  // A month or a year the question carries says when the figure was measured; the target is set for the quantity.
  const own = new Set(
    analyze(folded).filter(
      (stem) =>
        !isFraming(stem) &&
        !TARGET_STEMS.has(stem) &&
        !ASKING_STEMS.has(stem) &&
        !WHEN_STEMS.has(stem) &&
        !/^\d/.test(stem),
    ),
  );
  const candidates =
    own.size === 0
      ? besideFigure(folded, first, previous, passages, target, percent)
      : passages.flatMap((passage) =>
          sentencesOf(passage.text).flatMap((sentence) => {
            const stems = new Set(analyze(foldAccents(sentence.toLowerCase())));
            if (![...own].every((stem) => stems.has(stem))) return [];
            const set = boundIn(sentence, target, percent);
            return set ? [{ ...set, passage }] : [];
          }),
        );
  const [chosen] = candidates;
  if (!chosen || candidates.length !== 1) return null;
  const distance = Math.round(Math.abs(value - chosen.bound) * 100) / 100;
  const side = value > chosen.bound ? "acima" : value < chosen.bound ? "abaixo" : "exatamente na";
  const unit = percent ? " pontos percentuais" : "";
  const shownValue = `${formatQuantity(value, null)}${percent ? "%" : ""}`;
  const shownBound = `${formatQuantity(chosen.bound, null)}${percent ? "%" : ""}`;
  const of = target === "meta" ? "da" : "do";
  if (side === "exatamente na")
    return `Ficou exatamente n${of.slice(1)} ${target}: ${shownValue} [${chosen.passage.n}].`;
  const [high, low] = value > chosen.bound ? [shownValue, shownBound] : [shownBound, shownValue];
  return `São ${formatQuantity(distance, null)}${unit} ${side} ${of} ${target}: ${high} − ${low} [${chosen.passage.n}].`;
}

interface Bound {
  bound: number;
  written: string;
  passage: PromptPassage;
}

/**
 * "Quantos pontos faltam para a meta de 2030?" naming no quantity, right after "a inadimplência estava em 11,4%":
 * the target set where the reply's figure was read, the first sentence of that passage after the figure's that
 * writes the target's word and a figure of its kind ("A meta … é chegar a 7% até 2030."), of the year asked if any.
 */
function besideFigure(
  folded: string,
  first: string,
  previous: string,
  passages: PromptPassage[],
  target: string,
  percent: boolean,
): Bound[] {
  const cited = Number(/\[(\d+)\]/.exec(previous)?.[1]);
  const passage = passages.find((candidate) => candidate.n === cited);
  if (!passage) return [];
  const year = /\b(20\d{2})\b/.exec(folded)?.[1];
  const sentences = sentencesOf(passage.text);
  // Markup and a speaker's lead-in ("**Diretor comercial:**") aside, the reply quotes the passage's sentence.
  const plain = (text: string) =>
    foldAccents(text.replace(/\[\d+\]|\*\*|__/g, "").toLowerCase())
      .replace(/^[^:]{1,40}:\s*/u, "")
      .trim();
  const quoted = plain(first);
  const from = sentences.findIndex((sentence) => {
    const words = plain(sentence);
    return words.length > 10 && (quoted.includes(words) || words.includes(quoted));
  });
  if (from < 0) return [];
  for (const sentence of sentences.slice(from + 1)) {
    if (year && !sentence.includes(year)) continue;
    const set = boundIn(sentence, target, percent);
    if (set) return [{ ...set, passage }];
  }
  return [];
}

/** The target a sentence sets: the first figure of the figure's kind after the target's word ("meta", "limite"). */
function boundIn(sentence: string, target: string, percent: boolean): Omit<Bound, "passage"> | null {
  const at = foldAccents(sentence.toLowerCase()).search(new RegExp(`\\b${target}\\b`, "u"));
  if (at < 0) return null;
  const found = (percent ? /(\d+(?:,\d+)?)\s*%/u : /(\d[\d.]*(?:,\d+)?)/u).exec(sentence.slice(at));
  const bound = found?.[1] ? parseQuantity(found[1])?.value : undefined;
  return bound === undefined ? null : { bound, written: found?.[0] ?? "" };
}

/**
 * How far from a target: "quantos pontos … acima da meta", "quanto … abaixo do limite", "a que distância do teto",
 * "quantos pontos faltam para (chegar à) meta".
 */
const DISTANCE =
  /\b(?:quant[oa]s?(?:\s+pontos(?:\s+percentuais)?)?|que distancia)\b[^?]*\b(?:(acima|abaixo|longe|distante)\s+d[ao]|(?:falta|faltam|faltaria|faltariam|resta|restam)\s+(?:para|pra|ate)\s+(?:(?:chegar|atingir|alcancar|bater|cumprir)\s+)?(?:[ao]\s+)?)\s*(meta|limite|teto|minimo|maximo)\b/u;

const TARGET_STEMS = new Set(
  analyze(
    "meta limite teto mínimo máximo acima abaixo longe distante ficou ficaram pontos percentuais falta faltam faltaria faltariam resta restam",
  ),
);
const WHEN_STEMS = new Set([...analyze(MONTH_NAMES.join(" ")), ...analyze("março ano mês trimestre semestre")]);
const ASKING_STEMS = new Set(analyze("quanto quantos quantas que distância"));
