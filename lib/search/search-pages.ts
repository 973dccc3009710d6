import { loadSearchIndex } from './index/search-index';
import { searchIndex, type SearchOutcome } from './search-pipeline';
import serializedIndex from '@/.contentlayer/search-index.json';

// Prepared by the content build (contentlayer.config.ts); loaded once per process, never per request.
const index = loadSearchIndex(serializedIndex);

/** The library's pages ranked for a query, best first, at most `limit` (lib/api shapes them for the wire). */
export function searchPages(query: string, limit: number): SearchOutcome {
  return searchIndex(index, query, limit);
}
