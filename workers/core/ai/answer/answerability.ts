/**
 * Whether the passages answer a question, as a probability: a logistic model over a few measurements of how much of
 * the question the best answer and its passage account for. Its weights are not chosen by hand: `node
 * scripts/fit-answerability.ts` fits them on the tuning parts only, with answerable questions as positives and, as
 * negatives, the same questions over the same documents with the sentence that answers them taken out (the near
 * miss a reader meets: the passages speak of the subject, not of what is asked), plus the tuning conversations'
 * unanswerable turns.
 */
export interface AnswerabilityFeatures {
  /** Share of the question's weight the best unit matches (its text, heading, document). */
  coverage: number;
  /** Share matched by the best unit's own text. */
  textCoverage: number;
  /** Share of the question's content weight that no passage holds at all. */
  absentShare: number;
  /** Share of the question's content weight missing from the best unit's whole passage and what it stands under. */
  passageMiss: number;
  /** The largest single content word missing from that passage, as a share of the question's content weight. */
  largestMiss: number;
  /** 1 when the question asks for a kind of figure (an amount, a date, a duration) and the best unit holds none. */
  figureAbsent: number;
  /** 1 when the noun the question asks for ("qual é o telefone…", "qual empresa…") is not written in the best unit. */
  slotAbsent: number;
}

export const FEATURE_NAMES = [
  "coverage",
  "textCoverage",
  "absentShare",
  "passageMiss",
  "largestMiss",
  "figureAbsent",
  "slotAbsent",
] as const satisfies readonly (keyof AnswerabilityFeatures)[];

export interface AnswerabilityModel {
  weights: Record<keyof AnswerabilityFeatures, number>;
  bias: number;
  /** Below this probability the reply is a refusal. */
  threshold: number;
}

/** Fitted by `node scripts/fit-answerability.ts` (its output, pasted; docs/performance.md has the run). */
export const ANSWERABILITY: AnswerabilityModel = {
  weights: {
    coverage: 2.997,
    textCoverage: 2.334,
    absentShare: 0.317,
    passageMiss: -0.909,
    largestMiss: 0.397,
    figureAbsent: -0.526,
    slotAbsent: -1.192,
  },
  bias: -3.444,
  threshold: 0.1,
};

export function answerability(features: AnswerabilityFeatures, model: AnswerabilityModel = ANSWERABILITY): number {
  let z = model.bias;
  for (const name of FEATURE_NAMES) z += model.weights[name] * features[name];
  return 1 / (1 + Math.exp(-z));
}
