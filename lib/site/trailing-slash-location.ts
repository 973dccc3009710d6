import { MAX_QUERY_LENGTH } from '@/lib/api/search-limits';
import { routePaths } from './route-paths';

/**
 * Past this length a page's query string is left out of its redirect: no page but the search reads
 * one, and Next.js echoes the Location in a Refresh header too. nginx in front, by default, reads a
 * reply's headers into 4 KiB (`proxy_buffer_size`) and answers 502 past that: a 2,000-character query
 * did; with 1,024 the headers stay under 3 KiB.
 */
const MAX_KEPT_QUERY = 1_024;

/** A page's path without its trailing slash (a slug, spec §4.4): what redirects to `/<slug>/`. */
export const PAGE_PATH_WITHOUT_SLASH = /^\/[a-z0-9-]{1,100}$/;

/**
 * Where `/<slug>` redirects: `/<slug>/` with its query. A search keeps only its first `q`, cut one
 * character past the limit, so the search page refuses it as too long exactly as it does when
 * reached directly, without the whole query reaching a header.
 */
export function trailingSlashLocation(pathname: string, search: string): string {
  const path = `${pathname}/`;
  if (path === routePaths.searchPage) {
    const q = new URLSearchParams(search).get('q');
    return q === null ? path : `${path}?${new URLSearchParams({ q: q.slice(0, MAX_QUERY_LENGTH + 1) })}`;
  }
  return search.length <= MAX_KEPT_QUERY ? `${path}${search}` : path;
}
