import { queryConcepts, type Concept } from './query-concepts';
import { otherAirlinesNamed } from './other-airlines';
import { readTrip, type QueryTrip } from './query-trip';
import { isAside, partOfSpeechOf, withRelatedTerms, wordsRead } from './unknown-words';
import { isUnknownTerm } from '../index/library-terms';
import { asWords, type SearchIndex } from '../index/search-index';
import { tokenize, toTerm } from '../words/search-terms';
import { isVocabularyWord } from '../words/traveler-vocabulary';

/** A word typed that search read as others: a typo's correction, the words glued together, or what shorthand stands for. */
export type WordReadAs = { typed: string; read: string };

/**
 * A query as search reads it: its words as one phrase (a pasted title is recognized by it), its
 * concepts in the order typed, and their terms, each once: `typed` as typed, `means` the guides'
 * words for them that were not typed; the words read as others (`readAs`), the places named, which
 * no guide is about (`places`: "lisbon"), the trip they make (`trip`: "to thailand" is a trip to TH),
 * and the airlines named that Packwise has no allowances for (`otherAirlines`: "jet 2").
 */
export type QueryReading = { phrase: string; concepts: Concept[]; typed: string[]; means: string[]; readAs: WordReadAs[]; places: string[]; trip: QueryTrip; otherAirlines: string[] };

/**
 * Stage 1. Words (words/search-terms.ts: accents, "w/", "100ml", stems), then each word the library does not
 * know corrected or taken apart (unknown-words.ts: "luggae", "eyemask"), then concepts: the traveler
 * vocabulary's phrases and trip lengths, asides, context and topic (query-concepts.ts), and the
 * guides' words for nouns they never use (WordNet relatives).
 */
export function readQuery(index: SearchIndex, query: string): QueryReading {
  const words = [...new Set(tokenize(query))];
  // A word typed in capitals is a code or a name ("LHR", "ESTA"), never a typo or shorthand; in a
  // query typed all in capitals, none is set apart ("LUGGAE ALLOWANCE" is still corrected).
  const isShouted = !/\p{Ll}/u.test(query);
  const capitals = new Set(isShouted ? [] : tokenize(query.match(/\b\p{Lu}{2,}\b/gu)?.join(' ') ?? ''));
  const reads = new Map(words.map((word) => [word, capitals.has(word) ? [word] : wordsRead(word, index)]));
  // An airport code English uses as a word ("lax") names the airport only when typed in capitals ("LAX").
  const isCode = (word: string) => capitals.has(word) && index.codeWords.has(word);
  const { trip, placeWords } = readTrip(query, capitals);
  // A place of the trip that no guide mentions ("puerto rico") says where the trip goes, not what is asked about.
  const isTripPlace = (word: string) => placeWords.includes(word) && isUnknownTerm(toTerm(word) ?? word, index);
  // An airline Packwise has no allowances for is said so, not answered by a page that shares its words ("jet" of jet lag).
  const otherAirlines = otherAirlinesNamed(words.flatMap((word) => reads.get(word)!), index);
  const airlineWords = new Set(otherAirlines.flatMap((name) => name.split(' ')));
  const concepts = withRelatedTerms(
    queryConcepts(query, {
      separate: (word) => reads.get(word) ?? [word],
      isAside: (word) => isCode(word) || isTripPlace(word) || airlineWords.has(word) || isAside(word, index),
      partOfSpeech: (word, asVerb) => partOfSpeechOf(word, index, asVerb),
    }),
    index,
  );
  const typed = [...new Set(concepts.flatMap((concept) => concept.typed))];
  const means = [...new Set(concepts.flatMap((concept) => concept.means))].filter((term) => !typed.includes(term));
  const readAs = [...reads].filter(([word, read]) => read.join(' ') !== word).map(([word, read]) => ({ typed: word, read: read.join(' ') }));
  // A word the vocabulary knows is no place, whatever airport code its stem is ("meds", MED).
  const isPlace = (word: string) => isCode(word) || (reads.get(word)!.join(' ') === word && !isVocabularyWord(word) && index.placeTerms.has(toTerm(word) ?? ''));
  const places = words.filter((word) => isPlace(word) || isTripPlace(word));
  return { phrase: asWords(query), concepts, typed, means, readAs, places, trip, otherAirlines };
}
