import { isStopWord, tokenize, toStem, toTerm } from './search-terms';
import { isFillerWord, isPriceWord, matchPhrase, matchTripLength } from './traveler-vocabulary';

/**
 * One thing a query asks about: a word, or a phrase the traveler vocabulary knows ("hand luggage",
 * "3-1-1", "10 days"). `typed` are the terms of the words as typed, `means` the guides' words for
 * them, `pages` the guides that answer the phrase outright; `related` marks `means` that come from
 * WordNet rather than the vocabulary, which say less; `tripLength` marks a length that qualifies
 * what is asked ("5 day business trip"), `outOfScope` a topic Packwise does not cover ("hotel
 * booking"), `price` a word that asks what something costs ("prices" in "ticket prices"); `topic`
 * marks the head of the query's first phrase ("lessons" in "ski lessons for kids"), what the query
 * is about.
 */
export type Concept = {
  words: string[];
  typed: string[];
  means: string[];
  pages: readonly string[];
  related: boolean;
  tripLength: boolean;
  outOfScope: boolean;
  price: boolean;
  topic: boolean;
};

const termsOf = (text: string) => tokenize(text).map(toTerm).filter((term): term is string => term !== null);

/**
 * How the search reads words the vocabulary does not know: `separate` may split a typed word into the
 * words it glues together ("eyemask"); `isAside` tells a word for who travels or where ("wife",
 * "lisbon") from one for what is asked.
 */
export type WordReading = { separate: (word: string) => string[]; isAside: (word: string) => boolean };

const AS_TYPED: WordReading = { separate: (word) => [word], isAside: () => false };

/**
 * The concepts of a query, in the order typed; stop words, filler words, destinations and asides are
 * not concepts, and the first of them after a concept ends the query's first phrase, whose last
 * concept is its topic: in English the last noun of a phrase is its head ("toothpaste tabs",
 * "nursing pillow").
 */
export function queryConcepts(query: string, reading: WordReading = AS_TYPED): Concept[] {
  const words = tokenize(query).flatMap(reading.separate);
  const isNoConcept = (word: string) => isStopWord(word) || isFillerWord(word) || reading.isAside(word);
  const stems = words.map(toStem);
  const concepts: Concept[] = [];
  let firstPhraseLength: number | undefined;
  for (let start = 0; start < words.length; ) {
    const phrase = matchPhrase(stems, start);
    const trip = matchTripLength(words, start);
    const match = phrase && (!trip || phrase.length >= trip.length) ? phrase : trip;
    const length = match?.length ?? 1;
    const spanned = words.slice(start, start + length);
    start += length;
    if (match?.meaning.kind === 'place' || (!match && isNoConcept(spanned[0]!))) {
      if (concepts.length > 0) firstPhraseLength ??= concepts.length;
      continue;
    }
    concepts.push({
      words: spanned,
      typed: termsOf(spanned.join(' ')),
      means: termsOf(match?.meaning.means ?? ''),
      pages: match?.meaning.pages ?? [],
      related: false,
      tripLength: match?.meaning.kind === 'tripLength',
      outOfScope: match?.meaning.kind === 'outOfScope',
      price: !match && isPriceWord(spanned[0]!),
      topic: false,
    });
  }
  const topic = concepts[(firstPhraseLength ?? concepts.length) - 1];
  if (topic) topic.topic = true;
  return concepts;
}
