// `node scripts/fit-answerability.ts`: fits the agent's near-miss refusal (ANSWERABILITY in
// workers/core/ai/answer/answerability.ts), a logistic model, on the tuning parts only, and prints the constants to
// paste. The held-out parts (FaQuAD's odd articles, scripts/bench-data/conversation/held-out/) are never read.
//
// Examples, each a question over a document set, in process (no retrieval: every passage of the set):
// - answerable: FaQuAD's even-numbered articles and the single questions (fact, attribute) of the conversation sets
//   the team tunes on (tuning/ and earlier/*); positive when the reply holds an expected answer with the refusal off;
// - near misses: the same questions over the same documents with every sentence, list item or row that holds an
//   expected answer taken out, so the passages still speak of the subject but no longer answer (negative);
// - the tuning conversations' unanswerable turns (negative).
// Only examples that reach the near-miss decision count (an attribute, a table or a hard rule decides the others).
// Answerable questions the agent misses anyway are left out: a refusal costs them nothing.
//
// The threshold maximises the expected hit rate at the tuning conversations' share of unanswerable turns, the
// proportion a conversation brings. Half of the articles and sets fit, the other half validate, then all fit.
import { readdirSync, readFileSync } from "node:fs";
import { askedQuestion } from "#core/ai/answer/asked-question.ts";
import {
  ANSWERABILITY,
  type AnswerabilityFeatures,
  type AnswerabilityModel,
  FEATURE_NAMES,
  answerability,
} from "#core/ai/answer/answerability.ts";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import type { PromptPassage } from "#core/chat/agent-context.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";

interface Source {
  /** Documents as Markdown, by name. */
  documents: [string, string][];
  questions: { question: string; answers: string[] }[];
  group: number;
}

interface Example {
  features: AnswerabilityFeatures;
  answerable: boolean;
  /** An unanswerable turn as written, rather than a question whose answer was taken out. */
  written?: boolean;
  group: number;
}

const fold = (text: string) => foldAccents(text.toLowerCase());

function faquadSources(): Source[] {
  const squad = JSON.parse(readFileSync("tests/fixtures/faquad/train.json", "utf8")) as {
    data: {
      title?: string;
      paragraphs: { context: string; qas?: { question: string; answers: { text: string }[] }[] }[];
    }[];
  };
  return squad.data.flatMap((article, index) => {
    if (index % 2 !== 0) return [];
    const title = String(article.title ?? `Documento ${index + 1}`).replace(/_/g, " ");
    const markdown = `# ${title}\n\n${article.paragraphs.map((p) => p.context.trim()).join("\n\n")}\n`;
    const questions = article.paragraphs.flatMap((paragraph) =>
      (paragraph.qas ?? []).map((qa) => ({ question: qa.question, answers: qa.answers.map((a) => a.text) })),
    );
    return [{ documents: [[`${title}.md`, markdown]], questions, group: index / 2 }];
  });
}

function conversationSources(): Source[] {
  const root = "scripts/bench-data/conversation/";
  const earlier = readdirSync(`${root}earlier/`).map((name) => `${root}earlier/${name}/`);
  return [`${root}tuning/`, ...earlier].map((folder, index) => {
    const documents = readdirSync(folder)
      .filter((name) => name.endsWith(".md"))
      .map((name): [string, string] => [name, readFileSync(`${folder}${name}`, "utf8")]);
    const { dialogues } = JSON.parse(readFileSync(`${folder}dialogues.json`, "utf8")) as {
      dialogues: { turns: { ask: string; kind: string; expect?: string[] }[] }[];
    };
    // A dialogue's first turn stands alone; later ones lean on the conversation, which this script does not play.
    const questions = dialogues.flatMap((dialogue) =>
      dialogue.turns
        .filter((turn) => ["fact", "attribute", "unanswerable"].includes(turn.kind))
        .map((turn) => ({ question: turn.ask, answers: turn.kind === "unanswerable" ? [] : (turn.expect ?? []) })),
    );
    return { documents, questions, group: index };
  });
}

/** Of every turn of the tuning conversations (follow-ups, sums and summaries too), the share with no answer. */
function shareOfUnanswerableTurns(): number {
  const root = "scripts/bench-data/conversation/";
  const folders = [`${root}tuning/`, ...readdirSync(`${root}earlier/`).map((name) => `${root}earlier/${name}/`)];
  const kinds = folders.flatMap((folder) =>
    (
      JSON.parse(readFileSync(`${folder}dialogues.json`, "utf8")) as { dialogues: { turns: { kind: string }[] }[] }
    ).dialogues.flatMap((dialogue) => dialogue.turns.map((turn) => turn.kind)),
  );
  return kinds.filter((kind) => kind === "unanswerable").length / kinds.length;
}

function passagesFrom(documents: [string, string][]): PromptPassage[] {
  let n = 1;
  return documents.flatMap(([name, markdown]) => {
    const found = passagesOf(markdown, name, n);
    n += found.length;
    return found;
  });
}

/** The documents without any sentence, list item or table row that holds one of the answers. */
function withoutAnswers(documents: [string, string][], answers: string[]): [string, string][] {
  const holds = (text: string) => answers.some((answer) => fold(text).includes(fold(answer)));
  return documents.map(([name, markdown]) => [
    name,
    markdown
      .split("\n")
      .map((line) => {
        if (!holds(line)) return line;
        if (/^\s*(\||[-*+]\s|\d+[.)]\s|#)/.test(line)) return null;
        return line
          .split(/(?<=[.!?;])\s+/)
          .filter((sentence) => !holds(sentence))
          .join(" ");
      })
      .filter((line): line is string => line !== null)
      .join("\n"),
  ]);
}

/** The refusal switched off: every question that reaches it is measured and answered. */
const NEVER_REFUSES: AnswerabilityModel = { ...ANSWERABILITY, bias: 100, threshold: 0 };

function measure(
  question: string,
  passages: PromptPassage[],
): { features: AnswerabilityFeatures | null; reply: string } {
  let features: AnswerabilityFeatures | null = null;
  const reply = composeAnswer(askedQuestion(question).text, passages, [], {
    model: NEVER_REFUSES,
    probe: (measured) => {
      features = measured;
    },
  });
  return { features, reply };
}

function examplesOf(sources: Source[]): Example[] {
  const examples: Example[] = [];
  for (const source of sources) {
    const passages = passagesFrom(source.documents);
    for (const { question, answers } of source.questions) {
      const whole = measure(question, passages);
      if (answers.length === 0) {
        if (whole.features)
          examples.push({ features: whole.features, answerable: false, written: true, group: source.group });
        continue;
      }
      if (whole.features && answers.some((answer) => fold(whole.reply).includes(fold(answer))))
        examples.push({ features: whole.features, answerable: true, group: source.group });
      const stripped = withoutAnswers(source.documents, answers);
      if (stripped.some(([, markdown]) => answers.some((answer) => fold(markdown).includes(fold(answer))))) continue;
      const missed = measure(question, passagesFrom(stripped));
      if (missed.features) examples.push({ features: missed.features, answerable: false, group: source.group });
    }
  }
  return examples;
}

/** Logistic regression by gradient descent, each class weighing half, with a little L2 on the weights. */
function fitLogistic(examples: Example[]): AnswerabilityModel {
  const positives = examples.filter((e) => e.answerable).length;
  const negatives = examples.length - positives;
  const weights = Object.fromEntries(FEATURE_NAMES.map((name) => [name, 0])) as AnswerabilityModel["weights"];
  let bias = 0;
  for (let step = 0; step < ITERATIONS; step++) {
    const gradient = Object.fromEntries(FEATURE_NAMES.map((name) => [name, 0])) as AnswerabilityModel["weights"];
    let biasGradient = 0;
    for (const example of examples) {
      const p = answerability(example.features, { weights, bias, threshold: 0 });
      const share = example.answerable ? 0.5 / positives : 0.5 / negatives;
      const error = (p - (example.answerable ? 1 : 0)) * share;
      for (const name of FEATURE_NAMES) gradient[name] += error * example.features[name];
      biasGradient += error;
    }
    for (const name of FEATURE_NAMES) weights[name] -= LEARNING_RATE * (gradient[name] + L2 * weights[name]);
    bias -= LEARNING_RATE * biasGradient;
  }
  return { weights, bias, threshold: 0.5 };
}

const ITERATIONS = 4000;
const LEARNING_RATE = 2;
const L2 = 0.001;

/** Answerable kept (true positive rate) and unanswerable refused (true negative rate) at a threshold. */
function rates(examples: Example[], model: AnswerabilityModel) {
  const refused = (e: Example) => answerability(e.features, model) < model.threshold;
  const positives = examples.filter((e) => e.answerable);
  const negatives = examples.filter((e) => !e.answerable);
  return {
    kept: positives.filter((e) => !refused(e)).length / Math.max(1, positives.length),
    refused: negatives.filter(refused).length / Math.max(1, negatives.length),
  };
}

/** The threshold that maximises the expected hit rate when `unanswerable` of the questions have no answer. */
function bestThreshold(examples: Example[], model: AnswerabilityModel, unanswerable: number): number {
  let best = { threshold: 0, hits: -1 };
  for (let t = 0.02; t < 0.99; t += 0.02) {
    const { kept, refused } = rates(examples, { ...model, threshold: t });
    const hits = (1 - unanswerable) * kept + unanswerable * refused;
    if (hits > best.hits + 1e-9) best = { threshold: Number(t.toFixed(2)), hits };
  }
  return best.threshold;
}

const faquad = examplesOf(faquadSources());
const conversations = examplesOf(conversationSources());
const all = [...faquad, ...conversations.map((e) => ({ ...e, group: e.group + 10_000 }))];
const unanswerableShare = shareOfUnanswerableTurns();
const count = (examples: Example[]) =>
  `${examples.filter((e) => e.answerable).length} com resposta, ${examples.filter((e) => !e.answerable).length} sem`;
console.log(`exemplos: FaQuAD ${count(faquad)}; conversas ${count(conversations)}`);
console.log(`parcela sem resposta nas conversas de ajuste: ${unanswerableShare.toFixed(3)}`);

// Validation: fit on even groups, read the odd ones.
const fitting = all.filter((e) => e.group % 2 === 0);
const validating = all.filter((e) => e.group % 2 === 1);
const half = fitLogistic(fitting);
half.threshold = bestThreshold(fitting, half, unanswerableShare);
const seen = rates(fitting, half);
const unseen = rates(validating, half);
console.log(
  `metade ajustada: mantidas ${seen.kept.toFixed(3)}, recusadas ${seen.refused.toFixed(3)}; outra metade: mantidas ${unseen.kept.toFixed(3)}, recusadas ${unseen.refused.toFixed(3)} (limiar ${half.threshold})`,
);
const written = all.filter((e) => e.written);
const current = rates(all, ANSWERABILITY);
console.log(`modelo atual: mantidas ${current.kept.toFixed(3)}, recusadas ${current.refused.toFixed(3)}`);

const model = fitLogistic(all);
model.threshold = bestThreshold(all, model, unanswerableShare);
const final = rates(all, model);
console.log(
  `ajustado em tudo: mantidas ${final.kept.toFixed(3)}, recusadas ${final.refused.toFixed(3)}; turnos sem resposta das conversas que chegam à decisão: ${written.length}, recusados ${rates(written, model).refused.toFixed(3)} (antes ${rates(written, ANSWERABILITY).refused.toFixed(3)})`,
);
const round = (value: number) => Number(value.toFixed(3));
console.log(
  `ANSWERABILITY = ${JSON.stringify({ weights: Object.fromEntries(FEATURE_NAMES.map((name) => [name, round(model.weights[name])])), bias: round(model.bias), threshold: model.threshold })}`,
);
