/**
 * Agreement figures for the marking-quality benchmark. Pure functions over whole-number scores on
 * a declared scale `min..max`; nothing here looks at essays or is fitted to any data.
 */

function assertSameLength(a: readonly number[], b: readonly number[], what: string): void {
  if (a.length !== b.length) throw new RangeError(`${what}: ${a.length} scores against ${b.length}`);
}

function assertScale(min: number, max: number): void {
  if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
    throw new RangeError(`scale ${min}..${max} is not a whole-number range`);
  }
}

function assertOnScale(score: number, min: number, max: number, what: string): void {
  if (!Number.isInteger(score) || score < min || score > max) {
    throw new RangeError(`${what}: score ${score} is not a whole number in ${min}..${max}`);
  }
}

/**
 * Cohen's kappa with quadratic weights between two raters' whole-number scores on the scale
 * `min..max` (the usual ASAP / Kaggle definition):
 *
 *   kappa = 1 - sum(w_ij * O_ij) / sum(w_ij * E_ij),  w_ij = (i - j)^2 / (max - min)^2
 *
 * where O is the observed confusion matrix and E the outer product of the two score histograms
 * divided by the number of items. 1 is perfect agreement, 0 chance level; it is symmetric in its
 * arguments. When both raters give one and the same score to every item there is no disagreement
 * to expect or observe, and the result is 1. NaN for no items. Throws on a score off the scale.
 */
export function quadraticWeightedKappa(a: readonly number[], b: readonly number[], min: number, max: number): number {
  assertSameLength(a, b, "quadraticWeightedKappa");
  assertScale(min, max);
  const n = a.length;
  if (n === 0) return Number.NaN;
  const size = max - min + 1;
  const observed = new Float64Array(size * size);
  const histA = new Float64Array(size);
  const histB = new Float64Array(size);
  for (let index = 0; index < n; index++) {
    const x = a[index]!;
    const y = b[index]!;
    assertOnScale(x, min, max, "quadraticWeightedKappa (first)");
    assertOnScale(y, min, max, "quadraticWeightedKappa (second)");
    observed[(x - min) * size + (y - min)]! += 1;
    histA[x - min]! += 1;
    histB[y - min]! += 1;
  }
  // The (max - min)^2 normaliser cancels in the ratio, so plain squared distances are used.
  let weightedObserved = 0;
  let weightedExpected = 0;
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      const weight = (i - j) * (i - j);
      if (weight === 0) continue;
      weightedObserved += weight * observed[i * size + j]!;
      weightedExpected += (weight * histA[i]! * histB[j]!) / n;
    }
  }
  if (weightedExpected === 0) return weightedObserved === 0 ? 1 : 0;
  return 1 - weightedObserved / weightedExpected;
}

/** Share of items (0..1) on which the two scores are equal. NaN for no items. */
export function exactAgreement(predicted: readonly number[], human: readonly number[]): number {
  assertSameLength(predicted, human, "exactAgreement");
  if (predicted.length === 0) return Number.NaN;
  let same = 0;
  for (let index = 0; index < predicted.length; index++) if (predicted[index] === human[index]) same++;
  return same / predicted.length;
}

/** Share of items (0..1) on which the scores differ by at most one point. NaN for no items. */
export function adjacentAgreement(predicted: readonly number[], human: readonly number[]): number {
  assertSameLength(predicted, human, "adjacentAgreement");
  if (predicted.length === 0) return Number.NaN;
  let close = 0;
  for (let index = 0; index < predicted.length; index++) {
    if (Math.abs(predicted[index]! - human[index]!) <= 1) close++;
  }
  return close / predicted.length;
}

/** Mean of (predicted - human): positive means the marker is generous. NaN for no items. */
export function meanSignedError(predicted: readonly number[], human: readonly number[]): number {
  assertSameLength(predicted, human, "meanSignedError");
  if (predicted.length === 0) return Number.NaN;
  let sum = 0;
  for (let index = 0; index < predicted.length; index++) sum += predicted[index]! - human[index]!;
  return sum / predicted.length;
}

/** Words as the benchmark counts them: runs of non-space characters. */
export function wordCount(text: string): number {
  return text.match(/\S+/g)?.length ?? 0;
}

/**
 * The word-count-only baseline's scores, fitted to nothing: each essay's word count is placed by
 * its rank among `wordCounts` (ties share their mean rank), and that percentile position is carried
 * to the same position on the scale: `min + round(rank / (n - 1) * (max - min))`. No human score is
 * read, so the scores spread evenly over the whole scale whatever the humans did. A single essay
 * sits in the middle of the scale.
 */
export function wordCountRankScores(wordCounts: readonly number[], min: number, max: number): number[] {
  assertScale(min, max);
  const n = wordCounts.length;
  if (n === 0) return [];
  if (n === 1) return [min + Math.round((max - min) / 2)];
  const order = wordCounts.map((count, index) => ({ count, index })).sort((x, y) => x.count - y.count);
  const ranks = new Array<number>(n);
  let start = 0;
  while (start < n) {
    let end = start;
    while (end + 1 < n && order[end + 1]!.count === order[start]!.count) end++;
    const meanRank = (start + end) / 2;
    for (let position = start; position <= end; position++) ranks[order[position]!.index] = meanRank;
    start = end + 1;
  }
  return ranks.map((rank) => min + Math.round((rank / (n - 1)) * (max - min)));
}

/**
 * QWK of the word-count-only baseline against the human scores. The baseline's scores come from
 * `wordCountRankScores(wordCounts)`, which never reads `human`; `human` is only the reference the
 * kappa is measured against. `wordCounts[i]` and `human[i]` are the same essay.
 */
export function wordCountFloor(
  wordCounts: readonly number[],
  human: readonly number[],
  min: number,
  max: number,
): number {
  assertSameLength(wordCounts, human, "wordCountFloor");
  return quadraticWeightedKappa(wordCountRankScores(wordCounts, min, max), human, min, max);
}

/** Mean of the finite values (NaN when there are none): the "overall" QWK is a mean over prompts. */
export function meanOf(values: readonly number[]): number {
  const finite = values.filter((value) => Number.isFinite(value));
  if (finite.length === 0) return Number.NaN;
  return finite.reduce((sum, value) => sum + value, 0) / finite.length;
}

export interface RunToRunSpread {
  /** Items the figures are over. */
  n: number;
  /** Mean over items of (max - min) of the item's scores across repeats, in score points. NaN for no items. */
  meanRange: number;
  /** Share of items (0..1) given the same score in every repeat. NaN for no items. */
  identical: number;
}

/**
 * How much a marker's score for the same answer moves from run to run. `scoresPerItem[i]` holds item
 * i's scores, one per repeat; pass only items scored in every repeat. An item marked once has a range
 * of 0, so with one repeat the spread is 0 and every item is identical by construction.
 */
export function runToRunSpread(scoresPerItem: ReadonlyArray<readonly number[]>): RunToRunSpread {
  const n = scoresPerItem.length;
  if (n === 0) return { n: 0, meanRange: Number.NaN, identical: Number.NaN };
  let rangeSum = 0;
  let identical = 0;
  for (const [index, scores] of scoresPerItem.entries()) {
    if (scores.length === 0) throw new RangeError(`runToRunSpread: item ${index} has no scores`);
    if (!scores.every((score) => Number.isFinite(score))) {
      throw new RangeError(`runToRunSpread: item ${index} has a score that is not a number`);
    }
    const range = Math.max(...scores) - Math.min(...scores);
    rangeSum += range;
    if (range === 0) identical++;
  }
  return { n, meanRange: rangeSum / n, identical: identical / n };
}
