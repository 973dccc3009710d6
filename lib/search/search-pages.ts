import { isCommonTerm, isUnknownTerm } from './index/library-terms';
import { loadSearchIndex } from './index/search-index';
import { shortenedQuery } from './query/long-query';
import { readQuery } from './query/read-query';
import { toTerm } from './words/search-terms';
import { searchIndex, type SearchOutcome } from './search-pipeline';
import serializedIndex from '@/.contentlayer/search-index.json';

// Prepared by the content build (contentlayer.config.ts); loaded once per process, never per request.
const index = loadSearchIndex(serializedIndex);

/** The library's pages ranked for a query, best first, at most `limit` (lib/api shapes them for the wire). */
export function searchPages(query: string, limit: number): SearchOutcome {
  return searchIndex(index, query, limit);
}

/** A question pasted into the search page, shortened to what search reads (query/long-query.ts); a shorter one as it is. */
export const searchableQuery = (text: string, maxLength: number) => shortenedQuery(index, text, maxLength);

/** Whether the guides use a term (a stem, as search reads words). */
export const isLibraryTerm = (term: string) => !isUnknownTerm(term, index);

/** What search reads a text as asking, as it reads a query: a guide's FAQ question is compared with a query so. */
export const conceptsOf = (text: string) => readQuery(index, text).concepts;

/** Whether most guides use a term ("pack", "flight"): it tells none apart. */
export const isCommonLibraryTerm = (term: string) => isCommonTerm(term, index);

/** Whether the guides use a word (by its stem): a word they use is no misspelling of another. */
export function isLibraryWord(word: string): boolean {
  const term = toTerm(word);
  return term !== null && isLibraryTerm(term);
}
