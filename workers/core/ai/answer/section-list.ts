import type { PromptPassage } from "#core/chat/agent-context.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { singularEndings } from "./kindred-words.ts";
import { isFraming } from "./unit-ranking.ts";

/**
 * "Que sugestões a auditoria faz?", "quais são os próximos passos?": the list a document writes under a heading
 * that names what is asked, whole and in its order (so "a terceira" is then its third item). Only when the question
 * asks for nothing the heading and the document's name do not already say: "os riscos de probabilidade alta" filters,
 * and a filter is not a list's work.
 */
const ASKS_FOR_MANY =
  /^\s*(?:e\s+)?(?:quais|que)\s+(?:(?:são|sao|foram|serão|serao)\s+)?(?:(?:os|as)\s+)?(\p{L}{4,})/iu;
const LIST_LINE = /^\s*(?:[-*•]|\d+[.)])\s+\S/;

/** Verbs by which a question asks what a document says ("que recomendações o relatório traz?"): no filter. */
const SAYING = new Set(
  analyze(
    "traz trazem faz fazem apresenta apresentam lista listam propõe propõem indica indicam sugere sugerem cita citam contém inclui menciona tem",
  ),
);

const stems = (text: string) => analyze(singularEndings(text)).filter((stem) => !isFraming(stem));

export function sectionListAnswer(question: string, passages: PromptPassage[]): string | null {
  const noun = ASKS_FOR_MANY.exec(question)?.[1];
  const asked = noun ? stems(noun)[0] : undefined;
  if (!asked) return null;
  const wanted = stems(question);
  const fits = passages
    .map((passage) => {
      const heading = (passage.location ?? "").split(" > ").at(-1) ?? "";
      const said = new Set(stems(`${passage.location ?? ""} ${passage.documentName.replace(/[-_.]/g, " ")}`));
      const lines = passage.text.split("\n").filter((line) => LIST_LINE.test(line));
      const left = wanted.filter((stem) => !said.has(stem) && !SAYING.has(stem)).length;
      return { passage, heading, lines, left, said };
    })
    .filter(({ heading, lines, left }) => stems(heading).includes(asked) && lines.length >= 2 && left === 0);
  const best = fits.sort((a, b) => b.said.size - a.said.size)[0];
  if (!best) return null;
  const heading = best.heading.replace(/^[\d.\s]+/, "").trim();
  return `${heading}:\n\n${best.lines.map((line) => line.trim()).join("\n")} [${best.passage.n}]`;
}
