import type { LabelledQuery } from './labelled-queries';
import { shippedWeight, wordTerms } from './learned-weights';

/**
 * A softmax regression that reads which guide a query asks about from its words, learned when the
 * index is built from the guides' own questions and travelers' labelled queries: "my vape got
 * confiscated at security last time" is about batteries whichever words of it the pages share.
 * Search adds its probabilities to the engine's relevance (ranking/learned-reranking.ts). `guides` are the
 * classes; `weights` holds, for each term, the guides it speaks for with a weight, as pairs of a
 * guide's position and that weight. A page no labelled query expects has no class, and is ranked by
 * the engine alone.
 */
export type GuideClassifier = { guides: string[]; weights: Record<string, [number, number][]> };

/** Gradient descent passes, its step, and the weight decay that keeps one query's rare word from deciding alone. */
const EPOCHS = 30;
const STEP = 0.2;
const DECAY = 0.001;

/**
 * Only weights for a guide of at least this much are kept: the many small and negative ones spread
 * over every other guide would make the model 20 times larger and changed no dev figure when left out.
 */
const MIN_KEPT_WEIGHT = 0.2;

function softmax(scores: Float64Array): Float64Array {
  const highest = Math.max(...scores);
  const exponentials = scores.map((score) => Math.exp(score - highest));
  const total = exponentials.reduce((sum, value) => sum + value, 0);
  return exponentials.map((value) => value / total);
}

/**
 * Stochastic gradient descent on the cross-entropy, in a fixed order, so that a build is reproducible.
 * The classes are the pages travelers' `labelled` queries expect first; each learns from those queries
 * and from its page's own questions (`guideQuestions`).
 */
export function trainGuideClassifier(labelled: readonly LabelledQuery[], guideQuestions: readonly LabelledQuery[]): GuideClassifier {
  const guides = [...new Set(labelled.flatMap(({ expected }) => expected.slice(0, 1)))];
  const position = new Map(guides.map((guide, at) => [guide, at]));
  const examples = [...guideQuestions, ...labelled]
    .filter(({ expected }) => expected.length > 0 && position.has(expected[0]!))
    .map(({ query, expected }) => ({ terms: wordTerms(query), guide: position.get(expected[0]!)! }));
  const weights = new Map<string, Float64Array>();
  const weightsOf = (term: string) => weights.get(term) ?? weights.set(term, new Float64Array(guides.length)).get(term)!;
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    for (const { terms, guide } of examples) {
      const scores = new Float64Array(guides.length);
      for (const term of terms) weightsOf(term).forEach((weight, at) => (scores[at]! += weight));
      const probabilities = softmax(scores);
      for (const term of terms) {
        const termWeights = weightsOf(term);
        termWeights.forEach((weight, at) => (termWeights[at] = weight * (1 - STEP * DECAY) - STEP * (probabilities[at]! - (at === guide ? 1 : 0))));
      }
    }
  }
  const kept: GuideClassifier['weights'] = {};
  for (const [term, termWeights] of weights) {
    const strong = [...termWeights].flatMap((weight, at): [number, number][] => (weight >= MIN_KEPT_WEIGHT ? [[at, shippedWeight(weight)]] : []));
    if (strong.length > 0) kept[term] = strong;
  }
  return { guides, weights: kept };
}

/**
 * How likely each guide the query's words speak for is to be what it asks about; a query with no term
 * the model knows gives none. Every other guide scores 0 and shares what is left equally, less than
 * any guide spoken for: it is left out, and read as 0, so that a query costs a lookup per word, not a
 * pass over every guide.
 */
export function guideProbabilities({ guides, weights }: GuideClassifier, query: string): Map<string, number> {
  const scores = new Map<number, number>();
  for (const term of wordTerms(query)) {
    // Own keys only: a query's "constructor" is a word, not the object's.
    if (!Object.hasOwn(weights, term)) continue;
    for (const [at, weight] of weights[term]!) scores.set(at, (scores.get(at) ?? 0) + weight);
  }
  if (scores.size === 0) return new Map();
  // Read in place rather than copied into lists: this runs for every search.
  let highest = 0;
  for (const score of scores.values()) highest = Math.max(highest, score);
  let total = (guides.length - scores.size) * Math.exp(-highest);
  for (const score of scores.values()) total += Math.exp(score - highest);
  const probabilities = new Map<string, number>();
  for (const [at, score] of scores) probabilities.set(guides[at]!, Math.exp(score - highest) / total);
  return probabilities;
}
