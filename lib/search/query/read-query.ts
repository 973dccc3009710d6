import { queryConcepts, type Concept } from './query-concepts';
import { isAside, withRelatedTerms, wordsRead } from './unknown-words';
import { asWords, type SearchIndex } from '../index/search-index';

/**
 * A query as search reads it: its words as one phrase (a pasted title is recognized by it), its
 * concepts in the order typed, and their terms, each once: `typed` as typed, `means` the guides'
 * words for them that were not typed.
 */
export type QueryReading = { phrase: string; concepts: Concept[]; typed: string[]; means: string[] };

/**
 * Stage 1. Words (words/search-terms.ts: accents, "w/", "100ml", stems), then each word the library does not
 * know corrected or taken apart (unknown-words.ts: "luggae", "eyemask"), then concepts: the traveler
 * vocabulary's phrases and trip lengths, asides, context and topic (query-concepts.ts), and the
 * guides' words for nouns they never use (WordNet relatives).
 */
export function readQuery(index: SearchIndex, query: string): QueryReading {
  const concepts = withRelatedTerms(
    queryConcepts(query, {
      separate: (word) => wordsRead(word, index),
      isAside: (word) => isAside(word, index),
      partOfSpeech: (word) => index.partsOfSpeech.get(word) ?? 'noun',
    }),
    index,
  );
  const typed = [...new Set(concepts.flatMap((concept) => concept.typed))];
  const means = [...new Set(concepts.flatMap((concept) => concept.means))].filter((term) => !typed.includes(term));
  return { phrase: asWords(query), concepts, typed, means };
}
