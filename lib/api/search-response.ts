import { SearchResponseSchema, type SearchResponse } from './schemas';
import { searchPages } from '@/lib/search/search-pages';
import { absoluteUrl, routePaths } from '@/lib/site/urls';

/** GET /api/search (spec §4.2) for an already validated query. */
export function searchResponse(query: string): SearchResponse {
  const results = searchPages(query);
  return SearchResponseSchema.parse({ query, count: results.length, results, index: absoluteUrl(routePaths.pagesIndex) });
}
