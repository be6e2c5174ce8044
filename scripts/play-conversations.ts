// `node scripts/play-conversations.ts [--verbose] [--set <folder>]`: the conversation sets the team tunes on (`tuning/` and every
// `earlier/` folder of scripts/bench-data/conversation/), played in process with the offline agent: each dialogue turn
// by turn, each message made standalone from the turn before (the rules' resolver), answered over every passage of
// its set (no retrieval, no HTTP). Prints one line per set and the total; `--verbose` prints every turn that misses.
// A quick reading while working on the agent's operations: `npm run bench:conversation` is the measurement that
// counts (HTTP, retrieval, a fresh app). The held-out parts (`held-out/`, `next-held-out/`) are never read.
import { parseArgs } from "node:util";
import { offlineConversation } from "#tests/support/offline-conversation.ts";
import { hits, loadSet, TUNING_SETS } from "./lib/conversation-sets.ts";

const { values: flags } = parseArgs({
  options: { verbose: { type: "boolean", default: false }, set: { type: "string" } },
});
// `--set earlier/held-out-15` plays that one set only.
const SETS = TUNING_SETS.filter((set) => flags.set === undefined || set === flags.set);
let allHits = 0;
let allTurns = 0;
for (const set of SETS) {
  const { passages, dialogues } = loadSet(set);
  let setHits = 0;
  let setTurns = 0;
  for (const dialogue of dialogues) {
    const replies = offlineConversation(passages, ...dialogue.turns.map((turn) => turn.ask));
    dialogue.turns.forEach((turn, i) => {
      const reply = replies[i] ?? "";
      const hit = hits(turn, reply);
      setTurns++;
      if (hit) setHits++;
      else if (flags.verbose)
        console.log(
          `✗ ${set} · ${dialogue.name} [${turn.kind}] ${turn.ask}\n  ${reply.replace(/\n+/g, " ⏎ ").slice(0, 300)}`,
        );
    });
  }
  console.log(`${set}: ${setHits}/${setTurns}`);
  allHits += setHits;
  allTurns += setTurns;
}
console.log(`total: ${allHits}/${allTurns} (${(allHits / Math.max(1, allTurns)).toFixed(3)})`);
