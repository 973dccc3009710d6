import type { Airline } from './airline-schema';
import { allAirlines } from './airlines';
import { tokenize } from '@/lib/search/words/search-terms';
import { isBaggageQuestionWord } from '@/lib/search/words/traveler-vocabulary';
import { lazy } from '@/lib/lazy';

/**
 * Words after which an airline's name is a country's: "united" in "United Kingdom", "emirates" in
 * "United Arab Emirates" (read before it).
 */
const COUNTRY_AFTER = new Set(['kingdom', 'states']);
const COUNTRY_BEFORE = new Set(['arab']);

/** Each airline by the words of its name and of each alias ("delta" for Delta Air Lines), longest first. */
const namePhrases = lazy(() =>
  allAirlines()
    .flatMap((airline) => [airline.name, ...airline.aliases].map((name) => ({ phrase: tokenize(name), airline })))
    .sort((a, b) => b.phrase.length - a.phrase.length),
);

/** Whether `words` hold `phrase` at `start`, not as part of a country's name. */
const heldAt = (words: readonly string[], phrase: readonly string[], start: number) =>
  phrase.every((word, offset) => words[start + offset] === word) && !COUNTRY_AFTER.has(words[start + phrase.length] ?? '') && !COUNTRY_BEFORE.has(words[start - 1] ?? '');

/**
 * The airline a search asks about: one named in it, by its name or an alias ("ryanair", "delta",
 * "British Airways"), either alone or together with a word that asks about bags ("cabin bag size",
 * "personal item", "will a 22x14x9 fit"). Among other words, a name without such a word is more
 * often a place or a trip ("bear spray on a plane to alaska").
 */
export function namedAirline(query: string): Airline | undefined {
  const words = tokenize(query);
  const isWholeQuery = (phrase: readonly string[]) => phrase.length === words.length && heldAt(words, phrase, 0);
  if (!words.some(isBaggageQuestionWord)) return namePhrases().find(({ phrase }) => isWholeQuery(phrase))?.airline;
  return namePhrases().find(({ phrase }) => words.some((_, start) => heldAt(words, phrase, start)))?.airline;
}
