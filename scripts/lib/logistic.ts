/**
 * Logistic regression by gradient descent over standardised features, each class weighing half, with a little L2
 * on the weights: what the repository's measurement scripts fit when they ask whether a few measurements separate
 * two kinds of example.
 */
export interface LogisticModel {
  weights: number[];
  bias: number;
  /** Each feature's mean and spread on the fitting examples, which the weights are in units of. */
  mean: number[];
  spread: number[];
}

export interface LabelledRow {
  x: number[];
  y: 0 | 1;
}

export function fitLogistic(rows: LabelledRow[], iterations = 2000, learningRate = 0.5, l2 = 0.001): LogisticModel {
  const width = rows[0]?.x.length ?? 0;
  const mean = Array.from(
    { length: width },
    (_, i) => rows.reduce((sum, row) => sum + (row.x[i] ?? 0), 0) / rows.length,
  );
  const spread = mean.map((m, i) => {
    const variance = rows.reduce((sum, row) => sum + ((row.x[i] ?? 0) - m) ** 2, 0) / rows.length;
    return Math.sqrt(variance) || 1;
  });
  const scaled = rows.map((row) => ({
    x: row.x.map((value, i) => (value - (mean[i] ?? 0)) / (spread[i] ?? 1)),
    y: row.y,
  }));
  const positives = rows.filter((row) => row.y === 1).length;
  const negatives = rows.length - positives;
  const weights = new Array<number>(width).fill(0);
  let bias = 0;
  for (let step = 0; step < iterations; step++) {
    const gradient = new Array<number>(width).fill(0);
    let biasGradient = 0;
    for (const row of scaled) {
      const p = sigmoid(bias + dot(weights, row.x));
      const share = row.y === 1 ? 0.5 / positives : 0.5 / negatives;
      const error = (p - row.y) * share;
      for (let i = 0; i < width; i++) gradient[i] = (gradient[i] ?? 0) + error * (row.x[i] ?? 0);
      biasGradient += error;
    }
    for (let i = 0; i < width; i++)
      weights[i] = (weights[i] ?? 0) - learningRate * ((gradient[i] ?? 0) + l2 * (weights[i] ?? 0));
    bias -= learningRate * biasGradient;
  }
  return { weights, bias, mean, spread };
}

/** The model's score for one example (the log-odds; higher is likelier positive). */
export function logisticScore(model: LogisticModel, x: number[]): number {
  return (
    model.bias +
    dot(
      model.weights,
      x.map((value, i) => (value - (model.mean[i] ?? 0)) / (model.spread[i] ?? 1)),
    )
  );
}

function dot(a: number[], b: number[]): number {
  return a.reduce((sum, value, i) => sum + value * (b[i] ?? 0), 0);
}

function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}
