import Fuse, { type IFuseOptions } from 'fuse.js';
import type { SearchEngineCandidate } from './search-engine-candidate';
import { SEARCH_RESULT_LIMIT } from '@/lib/site/search-limits';
import type { SearchDocument } from '@/lib/search/index/search-documents';

// The fuse.js setup Packwise served before this comparison (the design card's engine), kept here
// so that every benchmark run measures the decision again.
const fuseOptions: IFuseOptions<SearchDocument> = {
  keys: [
    { name: 'title', weight: 4 },
    { name: 'pathWords', weight: 2 },
    { name: 'description', weight: 2 },
    { name: 'questions', weight: 1.5 },
    { name: 'answers', weight: 0.5 },
  ],
  useTokenSearch: true,
  ignoreLocation: true,
  includeScore: true,
  threshold: 0.35,
};

const MIN_SCORE = 0.06;
const MIN_SHARE_OF_BEST = 0.1;

export const fuseCandidate: SearchEngineCandidate = {
  name: 'fuse.js 7.5 (token search)',
  build: (documents) => {
    const serialized = JSON.stringify(Fuse.createIndex(fuseOptions.keys ?? [], documents).toJSON());
    const fuse = new Fuse([...documents], fuseOptions, Fuse.parseIndex(JSON.parse(serialized)));
    return {
      serialized,
      rank: (query) => {
        const hits = fuse.search(query).map((result) => ({ slug: result.item.slug, relevance: 1 - (result.score ?? 1) }));
        const floor = Math.max(MIN_SCORE, (hits[0]?.relevance ?? 0) * MIN_SHARE_OF_BEST);
        return hits
          .filter((hit) => hit.relevance >= floor)
          .slice(0, SEARCH_RESULT_LIMIT)
          .map((hit) => hit.slug);
      },
    };
  },
};
