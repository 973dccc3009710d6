import type { SearchEngineCandidate } from './search-engine-candidate';
import { allAirlines } from '@/lib/airlines/airlines';
import { travelCodes } from '@/lib/rules/place-directory';
import { SEARCH_RESULT_LIMIT } from '@/lib/site/search-limits';
import { searchIndex } from '@/lib/search/search-pipeline';
import { readEnglishLexicon } from '@/lib/search/english/english-lexicon';
import { LABELLED_QUERIES } from '@/lib/search/learned/labelled-queries';
import { createSearchIndex, loadSearchIndex, serializeSearchIndex } from '@/lib/search/index/search-index';

/** The engine Packwise ships (lib/search), measured exactly as it serves: built, serialized, loaded. */
export const miniSearchCandidate: SearchEngineCandidate = {
  name: 'MiniSearch 7 (BM25+, prefix, fuzzy, stemming, synonyms)',
  build: (documents) => {
    const serialized = serializeSearchIndex(createSearchIndex(documents, readEnglishLexicon(), travelCodes(new Set(allAirlines().map((airline) => airline.iata))), LABELLED_QUERIES));
    const index = loadSearchIndex(serialized);
    return { serialized: JSON.stringify(serialized), rank: (query) => searchIndex(index, query, SEARCH_RESULT_LIMIT).pages.map((page) => page.slug) };
  },
};
