/**
 * The conversation sets the team tunes on (`tuning/` and every `earlier/` folder of scripts/bench-data/conversation/),
 * read as the in-process scripts read them: a set's documents as passages, numbered in file order, and its dialogues.
 * The held-out parts (`held-out/`, `next-held-out/`) are never listed here.
 */
import { readdirSync, readFileSync } from "node:fs";
import type { PromptPassage } from "#core/chat/agent-context.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

export interface Turn {
  ask: string;
  kind: string;
  expect?: string[];
  facts?: string[][];
}

export interface ConversationSet {
  passages: PromptPassage[];
  dialogues: { name: string; turns: Turn[] }[];
}

const ROOT = "scripts/bench-data/conversation/";

/** The names of the sets the team tunes on: "tuning", then "earlier/<folder>" for each earlier set. */
export const TUNING_SETS = ["tuning", ...readdirSync(`${ROOT}earlier/`).map((name) => `earlier/${name}`)];

export function loadSet(set: string): ConversationSet {
  const folder = `${ROOT}${set}/`;
  const passages: PromptPassage[] = [];
  for (const name of readdirSync(folder)
    .filter((file) => file.endsWith(".md"))
    .sort())
    passages.push(...passagesOf(readFileSync(`${folder}${name}`, "utf8"), name, passages.length + 1));
  const { dialogues } = JSON.parse(readFileSync(`${folder}dialogues.json`, "utf8")) as Pick<
    ConversationSet,
    "dialogues"
  >;
  return { passages, dialogues };
}

const REFUSAL = /n[aã]o encontrei/i;
const fold = (text: string) => foldAccents(text.toLowerCase());

/** As bench:conversation judges a turn: an expected text, one text of each fact, or a refusal when nothing answers. */
export function hits(turn: Turn, reply: string): boolean {
  if (turn.kind === "unanswerable") return REFUSAL.test(reply);
  const folded = fold(reply);
  if (turn.facts) return turn.facts.every((alternatives) => alternatives.some((text) => folded.includes(fold(text))));
  return (turn.expect ?? []).some((text) => folded.includes(fold(text)));
}

/** A reply that says nothing was found. */
export const isRefusal = (reply: string) => REFUSAL.test(reply);
