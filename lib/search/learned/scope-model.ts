import type { LabelledQuery } from './labelled-queries';
import { shippedWeight, wordTerms } from './learned-weights';
import { isStopWord, toTerm, tokenize } from '../words/search-terms';

/**
 * A logistic regression that tells a question Packwise does not cover ("how long does a uk passport
 * renewal take", "best beaches in the algarve") from one it does, learned when the index is built from
 * traveler queries labelled answerable or not and from the guides' own questions (index/guide-questions.ts).
 * Such questions use the guides' words in passing ("passport", "beach"), so no rule on the words alone
 * tells them apart (BENCHMARKS.md); what they ask (a price, a wait, a recommendation, a claim) shows
 * in their other words and in how they open.
 */
export type ScopeModel = { bias: number; weights: Record<string, number> };

/** How much the library uses a term: never, on some pages, or on more than a quarter of them (index/library-terms.ts). */
export type LibraryUse = 'none' | 'used' | 'common';

/**
 * A query counts as out of scope from this probability on. Chosen on the two dev sets, each learning
 * from the other with the tuning set and the guides' questions, and on the packing questions of
 * tests/unit/search-scope-model.test.ts. At 0.8 neither dev set lost an answerable query, and 8 of dev
 * 2's 20 and 6 of dev's 23 unanswerable queries that pages had answered came back empty; one packing
 * question of the test was lost. At 0.7 a second one was; at 0.9 only 4 and 5 were caught.
 */
const OUT_OF_SCOPE_PROBABILITY = 0.8;

/** A query this long or longer is read as a sentence, whose opening words are read. */
const MIN_SENTENCE_WORDS = 3;

/** Gradient descent passes over the labelled queries, its step, and the weight decay that keeps rare words from deciding alone. */
const EPOCHS = 300;
const STEP = 0.1;
const DECAY = 0.001;

/** Weights this close to zero decide nothing and are not kept in the index. */
const NEGLIGIBLE_WEIGHT = 0.01;

/**
 * What the model reads of a query: the word and the two words it opens with ("how long", "best"),
 * each distinctive word's term, and how much the library uses it (`useOf`). A word the labelled
 * queries never used still tells by how much the library uses it.
 */
function scopeFeatures(query: string, useOf: (term: string) => LibraryUse): string[] {
  const words = tokenize(query);
  // Only a sentence opens in a way that tells what it asks: "the" alone is no question.
  const features = new Set(words.length >= MIN_SENTENCE_WORDS ? [`opens:${words[0]}`, `opens:${words[0]} ${words[1]}`] : []);
  for (const term of wordTerms(query)) features.add(`term:${term}`).add(`library:${useOf(term)}`);
  return [...features];
}

const probability = ({ bias, weights }: ScopeModel, features: readonly string[]) =>
  1 / (1 + Math.exp(-features.reduce((sum, feature) => sum + (weights[feature] ?? 0), bias)));

/** Stochastic gradient descent on the log loss, in the labelled order, so that a build is reproducible. */
export function trainScopeModel(labelled: readonly LabelledQuery[], useOf: (term: string) => LibraryUse): ScopeModel {
  const examples = labelled.map(({ query, expected }) => ({ features: scopeFeatures(query, useOf), outOfScope: expected.length > 0 ? 0 : 1 }));
  const model: ScopeModel = { bias: 0, weights: {} };
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    for (const { features, outOfScope } of examples) {
      const error = probability(model, features) - outOfScope;
      model.bias -= STEP * error;
      for (const feature of features) model.weights[feature] = (model.weights[feature] ?? 0) * (1 - STEP * DECAY) - STEP * error;
    }
  }
  const kept = Object.entries(model.weights).filter(([, weight]) => Math.abs(weight) >= NEGLIGIBLE_WEIGHT);
  return { bias: shippedWeight(model.bias), weights: Object.fromEntries(kept.map(([feature, weight]) => [feature, shippedWeight(weight)])) };
}

/**
 * When the model reads a query as asking what Packwise does not cover, the word of it that tells so
 * most ("compensation" of "how much compensation for a 4 hour delay"), if one does; null when it reads
 * a packing question. The word names what is not covered: a noun no guide uses comes first, then any
 * noun, then any word ("mexico" of "passport required flight US to Mexico", not "passport", which a
 * guide covers; "hotels" of "best hotels", not "best").
 */
export function outOfScopeWords(model: ScopeModel, query: string, useOf: (term: string) => LibraryUse, isNoun: (word: string) => boolean): string[] | null {
  if (probability(model, scopeFeatures(query, useOf)) < OUT_OF_SCOPE_PROBABILITY) return null;
  const weightOf = (word: string) => model.weights[`term:${toTerm(word) ?? word}`] ?? 0;
  const telling = [...new Set(tokenize(query).filter((word) => !isStopWord(word) && weightOf(word) > 0))];
  const rank = (word: string) => (isNoun(word) ? (useOf(toTerm(word) ?? word) === 'none' ? 0 : 1) : 2);
  return telling.sort((a, b) => rank(a) - rank(b) || weightOf(b) - weightOf(a)).slice(0, 1);
}
