import type { PromptPassage } from "#core/chat/agent-context.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { sharesBeginning } from "./kindred-words.ts";
import { listsIn, unitsOf } from "./passage-units.ts";
import { isFraming } from "./unit-ranking.ts";

/**
 * "Qual é a empresa da Ana Lima?" over a person's record, a list of key–value lines of which one gives the name ("Nome:
 * Ana Lima", "Nome completo: …") and another the thing asked ("Empresa contratada: X Ltda."): that line, said of
 * the person. The name must be written whole as a line's value; the asked word must begin the same as a word of exactly
 * one other line's key. Null otherwise.
 */
export function recordField(question: string, passages: PromptPassage[]): string | null {
  const names = question.match(NAME) ?? [];
  if (names.length === 0) return null;
  const nameWords = new Set(names.flatMap((name) => analyze(name)));
  const asked = analyze(foldAccents(question.toLowerCase())).filter(
    (stem) => !isFraming(stem) && !nameWords.has(stem) && !ASKING.has(stem),
  );
  if (asked.length === 0) return null;
  for (const items of listsIn(unitsOf(passages))) {
    const fields = items.flatMap((item) => {
      const match = /^([^:]{2,60}):\s*(.+)$/u.exec(item.text.replace(/\*\*/g, "").trim());
      return match?.[1] && match[2] ? [{ item, key: match[1].trim(), value: match[2].trim() }] : [];
    });
    // The line that names the person: "Nome", "Nome completo" (a place's name under another key is no one's record).
    const holder = fields.find(
      ({ key, value }) =>
        /^nome\b/iu.test(key) &&
        names.some((name) => foldAccents(value.replace(/[.;]\s*$/u, "")) === foldAccents(name)),
    );
    if (!holder) continue;
    const matching = fields.filter(
      (field) =>
        field !== holder &&
        analyze(field.key).some((stem) => asked.some((word) => word === stem || sharesBeginning(word, stem))),
    );
    const [field] = matching;
    if (matching.length !== 1 || !field) continue;
    const value = field.value.replace(/[.;]\s*$/u, "");
    return `${field.key} de ${holder.value.replace(/[.;]\s*$/u, "")}: ${value} [${field.item.passage.n}].`;
  }
  return null;
}

const NAME = /\p{Lu}\p{Ll}+(?:\s+(?:d[aeo]s?\s+)?\p{Lu}\p{Ll}+){1,4}/gu;

/** Words that ask, not what is asked: "qual é a", "por qual", "responde". */
const ASKING = new Set(analyze("qual quais quem é são foi era responde trabalha atua pertence vinculado vinculada"));
