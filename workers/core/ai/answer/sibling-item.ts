import type { PromptPassage } from "#core/chat/agent-context.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { ASKING, ellipsisOf, readSentence, stemsOf } from "./other-cell.ts";

/**
 * "E em imóveis comerciais?" right after a reply that quoted one item of a list ("1. Em imóveis residenciais, … em até
 * 24 horas"): the item of the same list that names what the ellipsis names ("2. Em imóveis comerciais e industriais,
 * o prazo é de 12 (doze) horas"). A
 * list's items say the same thing of different cases; the one asked is found by its words, whatever the rest of the
 * item writes, which the question's other words would not find. Null unless exactly one other item of that list holds
 * every word of the ellipsis and the quoted item does not.
 */
export function siblingItem(question: string, previous: string | undefined, passages: PromptPassage[]): string | null {
  const phrase = ellipsisOf(question);
  const sentence = readSentence(previous);
  if (!phrase || !sentence || !previous) return null;
  // "E hoje?" asks another value of the item just quoted, not another item: a time names no case of a list.
  const asked = [...new Set(stemsOf(phrase))].filter((stem) => !ASKING.has(stem) && !TIME.has(stem));
  if (asked.length === 0) return null;
  // A reply that gave the whole list (a clause quoted with its items): the one item of it that the ellipsis names.
  const given = previous.split("\n").filter((line) => ITEM.test(line));
  if (given.length >= 2) {
    const holding = given.filter((line) => asked.every((stem) => stemsOf(line).includes(stem)));
    const item =
      holding.length === 1
        ? (holding[0] ?? "")
            .replace(ITEM, "")
            .replace(/\s*\[\d+\]/gu, "")
            .trim()
        : "";
    const source = item ? passages.find((passage) => fold(passage.text).includes(fold(item))) : undefined;
    return source ? `${item.replace(/[.;:]\s*$/u, "")}. [${source.n}]` : null;
  }
  const opening = fold(sentence).slice(0, OPENING);
  for (const passage of passages) {
    const lines = passage.text.split("\n");
    const at = lines.findIndex((line) => ITEM.test(line) && fold(line.replace(ITEM, "")).startsWith(opening));
    if (at < 0) continue;
    const quoted = new Set(stemsOf(lines[at] ?? ""));
    if (asked.every((stem) => quoted.has(stem))) return null;
    let first = at;
    while (first > 0 && ITEM.test(lines[first - 1] ?? "")) first--;
    let last = at;
    while (last < lines.length - 1 && ITEM.test(lines[last + 1] ?? "")) last++;
    const holding = lines
      .slice(first, last + 1)
      .filter((line, i) => first + i !== at && asked.every((stem) => stemsOf(line).includes(stem)));
    if (holding.length !== 1) return null;
    const item = (holding[0] ?? "").replace(ITEM, "").trim();
    return `${item.replace(/[.;:]\s*$/u, "")}. [${passage.n}]`;
  }
  return null;
}

const TIME = new Set(stemsOf("hoje agora atualmente atual ontem amanhã antes depois ainda"));

/** A list item's marker: "1.", "2)", "-", "*", "•". */
const ITEM = /^\s*(?:[-*•]|\d+[.)])\s+/u;

/** How much of the quoted sentence's opening finds its line: enough to tell items apart, short of any cut. */
const OPENING = 40;

const fold = (text: string) => foldAccents(text.toLowerCase()).replace(/\*\*/gu, "").replace(/\s+/gu, " ").trim();
