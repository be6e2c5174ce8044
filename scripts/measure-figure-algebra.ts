// `node scripts/measure-figure-algebra.ts [--turns <cache.jsonl>]`: measures the figure-algebra model
// (scripts/lib/figure-algebra.ts) on the conversation sets the team tunes on, by set: the sets are split into five
// folds, each fold scored by a model fitted on the other four, so the figures it prints are for sets the fit never
// read. Every turn is played as the chat plays it (the resolver's standalone question, the reply before), which takes
// a quarter of an hour; `--turns` keeps those turns in a file and reads them from it next time. `FAMILY=previous`
// keeps only operations over one figure of the last reply and one of the documents; `KINDS=arithmetic` only those
// turns; `SHOW=<n>` prints n turns with their best candidates. The held-out parts (`held-out/`, `next-held-out/`) are
// never read.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { offlineTurns } from "#tests/support/offline-conversation.ts";
import { type Candidate, candidates, FEATURES, writtenResult } from "./lib/figure-algebra.ts";
import { unitsOf } from "#core/ai/answer/passage-units.ts";
import { rankUnits } from "#core/ai/answer/unit-ranking.ts";
import { hits, isRefusal, loadSet, TUNING_SETS, type Turn } from "./lib/conversation-sets.ts";

const { values: flags } = parseArgs({
  options: { turns: { type: "string" } },
});

interface Played extends Turn {
  set: string;
  question: string;
  standalone?: string;
  carried?: string;
  previous?: string;
  reply: string;
}

function play(): Played[] {
  const played: Played[] = [];
  for (const set of TUNING_SETS) {
    const { passages, dialogues } = loadSet(set);
    for (const dialogue of dialogues) {
      const seen: Omit<Played, keyof Turn | "set">[] = [];
      offlineTurns(
        passages,
        dialogue.turns.map((turn) => turn.ask),
        (context, reply) =>
          seen.push({
            question: context.question,
            ...(context.standalone ? { standalone: context.standalone } : {}),
            ...(context.carried ? { carried: context.carried } : {}),
            ...(context.previous ? { previous: context.previous } : {}),
            reply,
          }),
      );
      dialogue.turns.forEach((turn, i) => {
        const observed = seen[i];
        if (observed) played.push({ ...turn, set, ...observed });
      });
    }
  }
  return played;
}

const turns: Played[] =
  flags.turns && existsSync(flags.turns)
    ? readFileSync(flags.turns, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Played)
    : play();
if (flags.turns && !existsSync(flags.turns))
  writeFileSync(flags.turns, `${turns.map((turn) => JSON.stringify(turn)).join("\n")}\n`);

interface Example {
  turn: Played;
  candidates: Candidate[];
  positive: boolean[];
  /** The reply computed nothing: the only replies the model may replace. */
  open: boolean;
  hitBefore: boolean;
}

const passagesBySet = new Map<string, ReturnType<typeof unitsOf>>();
const unitsFor = (set: string) => {
  let units = passagesBySet.get(set);
  if (!units) {
    units = unitsOf(loadSet(set).passages);
    passagesBySet.set(set, units);
  }
  return units;
};

const examples: Example[] = turns
  .filter((turn) =>
    (process.env.KINDS ?? "fact,follow-up,arithmetic,attribute,unanswerable").split(",").includes(turn.kind),
  )
  .map((turn) => {
    const units = unitsFor(turn.set);
    const question = turn.standalone ?? turn.question;
    const ranked = rankUnits(question, units, turn.carried ? { context: turn.carried } : {});
    const all = candidates({ question, ranked, units, ...(turn.previous ? { previous: turn.previous } : {}) });
    const found =
      process.env.FAMILY === "previous"
        ? all.filter((c) => c.b && c.a.rank !== -2 && c.b.rank !== -2 && (c.a.rank === -1) !== (c.b.rank === -1))
        : all;
    return {
      turn,
      candidates: found,
      positive: found.map((candidate) => candidate.op !== "figure" && hits(turn, writtenResult(candidate))),
      open: !turn.reply.includes("=") && !isRefusal(turn.reply),
      hitBefore: hits(turn, turn.reply),
    };
  });

/**
 * Softmax over a turn's candidates; the loss is minus the log of the probability the positives hold together. Each
 * turn keeps its positives and an even sample of its other candidates (the full softmax is what `best` scores).
 */
function fitWeights(train: Example[], epochs = 200, rate = 1, l2 = 1e-3): number[] {
  const width = FEATURES.length;
  const packed = train
    // A turn many candidates reach by coincidence says little of which one is meant.
    .filter((example) => {
      const positives = example.positive.filter(Boolean).length;
      return positives > 0 && positives <= AMBIGUOUS;
    })
    .map((example) => {
      const kept = example.candidates.flatMap((candidate, i) =>
        example.positive[i] || i % Math.max(1, Math.floor(example.candidates.length / NEGATIVES)) === 0
          ? [{ features: candidate.features, positive: example.positive[i] === true }]
          : [],
      );
      const features = new Float64Array(kept.length * width);
      for (const [c, candidate] of kept.entries()) features.set(candidate.features, c * width);
      return { features, positive: kept.map((candidate) => candidate.positive), n: kept.length };
    });
  const weights = new Float64Array(width);
  const gradient = new Float64Array(width);
  for (let epoch = 0; epoch < epochs; epoch++) {
    gradient.fill(0);
    for (const { features, positive, n } of packed) {
      const scores = new Float64Array(n);
      let max = -Infinity;
      for (let c = 0; c < n; c++) {
        let score = 0;
        for (let f = 0; f < width; f++) score += (features[c * width + f] ?? 0) * (weights[f] ?? 0);
        scores[c] = score;
        if (score > max) max = score;
      }
      let z = 0;
      let zPositive = 0;
      for (let c = 0; c < n; c++) {
        const e = Math.exp((scores[c] ?? 0) - max);
        scores[c] = e;
        z += e;
        if (positive[c]) zPositive += e;
      }
      for (let c = 0; c < n; c++) {
        const e = scores[c] ?? 0;
        const delta = e / z - (positive[c] ? e / zPositive : 0);
        if (delta === 0) continue;
        for (let f = 0; f < width; f++) gradient[f] = (gradient[f] ?? 0) + delta * (features[c * width + f] ?? 0);
      }
    }
    for (let f = 0; f < width; f++)
      weights[f] =
        (weights[f] ?? 0) - rate * ((gradient[f] ?? 0) / Math.max(1, packed.length) + l2 * (weights[f] ?? 0));
  }
  return [...weights];
}

const AMBIGUOUS = Number(process.env.AMBIGUOUS ?? 3);
/** Candidates of a turn kept beside its positives while fitting. */
const NEGATIVES = 200;

const dot = (weights: number[], features: number[]) =>
  features.reduce((sum, value, f) => sum + value * (weights[f] ?? 0), 0);

/** The best operation and its probability against the whole softmax. */
function best(weights: number[], example: Example, gate = true): { index: number; p: number } | null {
  const scores = example.candidates.map((candidate) => dot(weights, candidate.features));
  if (scores.length === 0) return null;
  const max = Math.max(...scores);
  const exps = scores.map((score) => Math.exp(score - max));
  const z = exps.reduce((sum, value) => sum + value, 0);
  let index = -1;
  for (const [i, candidate] of example.candidates.entries())
    if (candidate.op !== "figure" && (index < 0 || (scores[i] ?? 0) > (scores[index] ?? 0))) index = i;
  if (index < 0) return null;
  // An operation answers only when it is likelier than every figure read as written.
  const figureBest = Math.max(
    -Infinity,
    ...example.candidates.flatMap((candidate, i) => (candidate.op === "figure" ? [scores[i] ?? 0] : [])),
  );
  if (gate && (scores[index] ?? 0) <= figureBest) return null;
  return { index, p: (exps[index] ?? 0) / z };
}

interface Outcome {
  /** Open replies one operation reaches, and those whose best operation (ungated) is right. */
  reachable: number;
  top: number;
  fired: number;
  fixed: number;
  broken: number;
  byKind: Record<string, [number, number]>;
}

function outcome(weights: number[], threshold: number, test: Example[]): Outcome {
  const result: Outcome = { reachable: 0, top: 0, fired: 0, fixed: 0, broken: 0, byKind: {} };
  for (const example of test) {
    if (!example.open) continue;
    if (example.positive.some(Boolean)) {
      result.reachable++;
      const ungated = best(weights, example, false);
      if (ungated && example.positive[ungated.index]) result.top++;
    }
    const chosen = best(weights, example);
    if (!chosen || chosen.p < threshold) continue;
    result.fired++;
    const hitAfter = example.positive[chosen.index] === true;
    const kind = result.byKind[example.turn.kind] ?? [0, 0];
    result.byKind[example.turn.kind] = kind;
    if (hitAfter && !example.hitBefore) {
      result.fixed++;
      kind[0]++;
    }
    if (!hitAfter && example.hitBefore) {
      result.broken++;
      kind[1]++;
    }
  }
  return result;
}

const THRESHOLDS = [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6];
/** The threshold with the most turns won net, on the examples given. */
function threshold(weights: number[], train: Example[]): number {
  let chosen = 1;
  let bestNet = 0;
  for (const t of THRESHOLDS) {
    const { fixed, broken } = outcome(weights, t, train);
    if (fixed - broken > bestNet) {
      bestNet = fixed - broken;
      chosen = t;
    }
  }
  return chosen;
}

const reachable = examples.filter((example) => example.positive.some(Boolean)).length;
console.log(
  `turns ${examples.length}, arithmetic ${examples.filter((e) => e.turn.kind === "arithmetic").length}, reachable by one operation ${reachable}, open replies ${examples.filter((e) => e.open).length}`,
);

const sets = [...new Set(examples.map((example) => example.turn.set))].sort();
const FOLDS = 5;
const total: Outcome = { reachable: 0, top: 0, fired: 0, fixed: 0, broken: 0, byKind: {} };
for (let k = 0; k < FOLDS; k++) {
  const testSets = new Set(sets.filter((_, i) => i % FOLDS === k));
  const train = examples.filter((example) => !testSets.has(example.turn.set));
  const test = examples.filter((example) => testSets.has(example.turn.set));
  const weights = fitWeights(train);
  const t = threshold(weights, train);
  const result = outcome(weights, t, test);
  console.log(
    `fold ${k + 1}: threshold ${t}, best operation right on ${result.top} of ${result.reachable} reachable open replies; fired ${result.fired}, won ${result.fixed}, lost ${result.broken}`,
  );
  total.reachable += result.reachable;
  total.top += result.top;
  total.fired += result.fired;
  total.fixed += result.fixed;
  total.broken += result.broken;
  for (const [kind, [won, lost]] of Object.entries(result.byKind)) {
    const into = total.byKind[kind] ?? [0, 0];
    total.byKind[kind] = into;
    into[0] += won;
    into[1] += lost;
  }
}
console.log(
  `by set, on folds the fit never read: best operation right on ${total.top} of ${total.reachable}; fired ${total.fired}, won ${total.fixed}, lost ${total.broken}, by kind ${JSON.stringify(total.byKind)}`,
);

if (process.env.SHOW) {
  const weights = fitWeights(examples);
  console.log(FEATURES.map((name, f) => `${name}=${(weights[f] ?? 0).toFixed(2)}`).join(" "));
  const show = (c: Candidate) =>
    `${c.op}(${c.a.written}${c.b ? `, ${c.b.written}` : ""})=${writtenResult(c)} r${c.a.rank}/${c.b?.rank ?? ""}`;
  for (const example of examples
    .filter((e) => e.open && e.turn.kind === "arithmetic" && e.positive.some(Boolean))
    .slice(0, Number(process.env.SHOW))) {
    const scored = example.candidates
      .map((c, i) => ({ c, s: dot(weights, c.features), pos: example.positive[i] }))
      .sort((x, y) => y.s - x.s);
    console.log(
      `\n${example.turn.standalone ?? example.turn.question} → ${JSON.stringify(example.turn.expect ?? example.turn.facts)}`,
    );
    console.log(
      `  top: ${scored
        .slice(0, 3)
        .map((x) => show(x.c))
        .join(" | ")}`,
    );
    console.log(
      `  pos: ${scored
        .filter((x) => x.pos)
        .slice(0, 4)
        .map((x) => `${show(x.c)} #${scored.indexOf(x)}`)
        .join(" | ")} of ${scored.filter((x) => x.pos).length}`,
    );
  }
}
