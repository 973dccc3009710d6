import { isStopWord, tokenize, toStem, toTerm } from './search-terms';
import { isFillerWord, matchPhrase, matchTripLength } from './traveler-vocabulary';

/**
 * One thing a query asks about: a word, or a phrase the traveler vocabulary knows ("hand luggage",
 * "3-1-1", "10 days"). `typed` are the terms of the words as typed, `means` the guides' words for
 * them, `pages` the guides that answer the phrase outright; `tripLength` marks a length that
 * qualifies what is asked ("5 day business trip"), `outOfScope` a topic Packwise does not cover
 * ("hotel booking").
 */
export type Concept = { words: string[]; typed: string[]; means: string[]; pages: readonly string[]; tripLength: boolean; outOfScope: boolean };

const termsOf = (text: string) => tokenize(text).map(toTerm).filter((term): term is string => term !== null);

/** The concepts of a query, in the order typed; stop words, filler words and destinations are not concepts. */
export function queryConcepts(query: string): Concept[] {
  const words = tokenize(query);
  const stems = words.map(toStem);
  const concepts: Concept[] = [];
  for (let start = 0; start < words.length; ) {
    const phrase = matchPhrase(stems, start);
    const trip = matchTripLength(words, start);
    const match = phrase && (!trip || phrase.length >= trip.length) ? phrase : trip;
    const length = match?.length ?? 1;
    const spanned = words.slice(start, start + length);
    start += length;
    if (match?.meaning.kind === 'place' || (!match && (isStopWord(spanned[0]!) || isFillerWord(spanned[0]!)))) continue;
    const typed = termsOf(spanned.join(' '));
    const means = termsOf(match?.meaning.means ?? '');
    concepts.push({
      words: spanned,
      typed,
      means,
      pages: match?.meaning.pages ?? [],
      tripLength: match?.meaning.kind === 'tripLength',
      outOfScope: match?.meaning.kind === 'outOfScope',
    });
  }
  return concepts;
}
