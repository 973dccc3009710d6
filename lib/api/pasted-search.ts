import { parseSearchRequest, type SearchRequest } from './search-request';
import { searchResponse } from './search-response';
import type { SearchResponse } from './schemas';
import { searchableQuery } from '@/lib/search/search-pages';
import { MAX_PASTED_QUERY_LENGTH, MAX_QUERY_LENGTH } from '@/lib/site/search-limits';

/**
 * A search from the search page or its Markdown mirror: `q` may be a question pasted with its story,
 * up to MAX_PASTED_QUERY_LENGTH characters, of which what fits the API's limit is searched (`read`,
 * present only when it differs from what was typed).
 */
export type PastedSearch = { request: SearchRequest; response?: SearchResponse; read?: string };

export function pastedSearch(params: URLSearchParams): PastedSearch {
  const request = parseSearchRequest(params, MAX_PASTED_QUERY_LENGTH);
  if (!request.ok) return { request };
  const read = searchableQuery(request.query, MAX_QUERY_LENGTH);
  return { request, response: searchResponse(read, request.kinds), ...(read !== request.query && { read }) };
}

/** What the page and its mirror say of a long question: how long it was, and what was searched for. */
export const readNote = (typed: string, read: string) =>
  `Your question is ${typed.length} characters long, and search reads ${MAX_QUERY_LENGTH} at most, so it searched for the question in it: “${read}”.`;
