import type { SearchEngineCandidate } from './search-engine-candidate';
import { SEARCH_RESULT_LIMIT } from '@/lib/api/search-limits';
import { createSearchIndex, loadSearchIndex, rankDocuments, serializeSearchIndex } from '@/lib/search/search-engine';

/** The engine Packwise ships (lib/search), measured exactly as it serves: built, serialized, loaded. */
export const miniSearchCandidate: SearchEngineCandidate = {
  name: 'MiniSearch 7 (BM25+, prefix, fuzzy, stemming, synonyms)',
  build: (documents) => {
    const serialized = serializeSearchIndex(createSearchIndex(documents));
    const index = loadSearchIndex(serialized);
    return { serialized: JSON.stringify(serialized), rank: (query) => rankDocuments(index, query, SEARCH_RESULT_LIMIT).map((hit) => hit.slug) };
  },
};
