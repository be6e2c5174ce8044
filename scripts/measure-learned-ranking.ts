// `node scripts/measure-learned-ranking.ts`: would a ranking fitted on the tuning conversations pick the unit that
// answers more often than the agent's own ranking does, on conversation sets it was not fitted on? A measurement
// behind a decision (docs/architecture.md, "No learned re-ranking"), not a bench of the agent.
//
// Every turn of the sets the team tunes on (tuning/ and earlier/*; the held-out parts are never read) is played in
// process as play-conversations.ts plays it. For each turn that asks for a fact (not a summary, not one the documents
// cannot answer), the standalone question's first 40 units by the agent's ranking (unit-ranking.ts, the words carried
// from the conversation included) are measured: their rank and score, how much of the question they cover, whether
// they hold a figure of the kind asked or a person's name when "quem" is asked, whether they stand in or beside what
// the last reply quoted, their length. A unit is right when it holds one of the turn's expected texts. A logistic
// model is fitted on the units of half the sets (by their order, odd or even) and picks the first unit of each
// turn of the other half; then the halves swap. Printed: for the turns whose right unit is among the 40, how often
// the agent's first unit is right and how often the fitted model's is, over all of them and over the turns the
// agent misses today.
import { askedQuestion } from "#core/ai/answer/asked-question.ts";
import { findFigure } from "#core/ai/answer/figures.ts";
import { unitsOf } from "#core/ai/answer/passage-units.ts";
import { type FigureKind, questionShape } from "#core/ai/answer/question-shape.ts";
import { rankUnits } from "#core/ai/answer/unit-ranking.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { offlineTurns } from "#tests/support/offline-conversation.ts";
import { loadSet, TUNING_SETS } from "./lib/conversation-sets.ts";
import { fitLogistic, type LabelledRow, logisticScore } from "./lib/logistic.ts";

interface Measured {
  set: number;
  /** The agent's reply held an expected text. */
  hit: boolean;
  candidates: { x: number[]; right: boolean }[];
}

const CANDIDATES = 40;
const KINDS: Exclude<FigureKind, "any">[] = ["date", "duration", "money", "percent", "count"];
const fold = (text: string) => foldAccents(text.toLowerCase());
const cited = (reply: string) => new Set([...reply.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1])));

const measured: Measured[] = [];
TUNING_SETS.forEach((set, setIndex) => {
  const { passages, dialogues } = loadSet(set);
  const units = unitsOf(passages);
  for (const dialogue of dialogues) {
    let turn = 0;
    offlineTurns(
      passages,
      dialogue.turns.map((t) => t.ask),
      (context, reply) => {
        const asked = dialogue.turns[turn++];
        if (!asked || asked.kind === "summary" || asked.kind === "unanswerable" || asked.facts) return;
        const expected = (asked.expect ?? []).map(fold);
        const question = askedQuestion(context.standalone ?? context.question).text;
        const ranked = rankUnits(question, units, { context: context.carried }).slice(0, CANDIDATES);
        const main = questionShape(question).figures?.[0];
        const who = /\bquem\b/.test(fold(question));
        const stems = new Set(analyze(question));
        const previous = fold(context.previous ?? "");
        const quoted = cited(context.previous ?? "");
        const quotedDocuments = new Set(passages.filter((p) => quoted.has(p.n)).map((p) => p.documentId));
        const before = units.filter((unit) => unit.text.length > 20 && previous.includes(fold(unit.text).slice(0, 60)));
        const top = ranked[0]?.score || 1;
        measured.push({
          set: setIndex,
          hit: expected.some((text) => fold(reply).includes(text)),
          candidates: ranked.map((r, rank) => {
            const text = r.unit.text;
            const distance = Math.min(99, ...before.map((unit) => Math.abs(unit.order - r.unit.order)));
            const heading = analyze(r.unit.heading ?? "");
            return {
              right: expected.some((wanted) => fold(text).includes(wanted)),
              x: [
                r.score / top,
                1 / (rank + 1),
                r.coverage,
                r.textCoverage,
                r.carriedCoverage,
                r.unit.kind === "sentence" ? 1 : 0,
                r.unit.kind === "row" ? 1 : 0,
                main && main !== "any" ? (findFigure(text, main) ? 1 : 0) : 0.5,
                ...KINDS.map((kind) => (findFigure(text, kind) ? 1 : 0)),
                who ? (/\p{Lu}\p{Ll}+\s+(?:d[aeo]s?\s+)?\p{Lu}\p{Ll}+/u.test(text) ? 1 : 0) : 0.5,
                quoted.has(r.unit.passage.n) ? 1 : 0,
                quotedDocuments.has(r.unit.passage.documentId) ? 1 : 0,
                distance === 0 ? 1 : 0,
                distance <= 3 ? 1 : 0,
                Math.log(1 + text.length),
                heading.filter((stem) => stems.has(stem)).length / Math.max(1, stems.size),
                /\d/.test(text) ? 1 : 0,
              ],
            };
          }),
        });
      },
    );
  }
});

const reachable = measured.filter((turn) => turn.candidates.some((c) => c.right));
console.log(`turns asking a fact: ${measured.length}; right unit among the first ${CANDIDATES}: ${reachable.length}`);
for (const half of [0, 1]) {
  const fitting = reachable.filter((turn) => turn.set % 2 !== half);
  const testing = reachable.filter((turn) => turn.set % 2 === half);
  const rows: LabelledRow[] = fitting.flatMap((turn) => turn.candidates.map((c) => ({ x: c.x, y: c.right ? 1 : 0 })));
  const model = fitLogistic(rows);
  const pick = (turn: Measured) =>
    turn.candidates.reduce((best, c) => (logisticScore(model, c.x) > logisticScore(model, best.x) ? c : best));
  const rate = (turns: Measured[], first: (turn: Measured) => { right: boolean }) =>
    `${turns.filter((turn) => first(turn).right).length}/${turns.length}`;
  const agent = (turn: Measured) => turn.candidates[0] ?? { right: false };
  const missed = testing.filter((turn) => !turn.hit);
  console.log(
    `sets ${half === 0 ? "even" : "odd"} (fitted on the others): first unit right, agent ${rate(testing, agent)}, fitted ${rate(testing, pick)}; on the turns the agent misses, agent ${rate(missed, agent)}, fitted ${rate(missed, pick)}`,
  );
}
