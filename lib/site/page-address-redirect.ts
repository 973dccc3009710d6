import { MAX_QUERY_LENGTH } from '@/lib/api/search-limits';
import { routePaths } from './route-paths';

/**
 * Past this length a page's query string is left out of its redirect: no page but the search reads
 * one, and Next.js echoes the Location in a Refresh header too. nginx in front, by default, reads a
 * reply's headers into 4 KiB (`proxy_buffer_size`) and answers 502 past that: a 2,000-character query
 * did; with 1,024 the headers stay under 3 KiB.
 */
const MAX_KEPT_QUERY = 1_024;

/**
 * A page's address as typed, with or without its slash, in any case (a slug, spec §4.4, is lowercase),
 * but for the API, the tool server and the social images, whatever their case: `/MCP` is no page.
 */
const PAGE_ADDRESS = /^\/(?!(?:api|mcp|og)\/?$)([a-z0-9-]{1,100})\/?$/i;

/** What the homepage's files are called (its mirror is `/index.md`), so `/index` is typed for it: no slug is. */
const HOMEPAGE_NAME = 'index';

/** The query a redirect keeps. A search keeps only its first `q`, cut one character past the limit. */
function keptQuery(path: string, search: string): string {
  if (path === routePaths.searchPage) {
    const q = new URLSearchParams(search).get('q');
    return q === null ? '' : `?${new URLSearchParams({ q: q.slice(0, MAX_QUERY_LENGTH + 1) })}`;
  }
  return search.length <= MAX_KEPT_QUERY ? search : '';
}

/**
 * Where a page address that is not the page's own redirects: `/Pricing` and `/pricing` to `/pricing/`,
 * `/index` and `/index/` to the homepage, with the query (a search's cut so that the search page
 * refuses it as too long exactly as it does when reached directly, without the whole query reaching a
 * header). Undefined for the page's own address and for anything that is not a page address.
 */
export function pageAddressRedirect(pathname: string, search: string): string | undefined {
  const slug = PAGE_ADDRESS.exec(pathname)?.[1]?.toLowerCase();
  if (slug === undefined) return undefined;
  const path = slug === HOMEPAGE_NAME ? routePaths.home : `/${slug}/`;
  return path === pathname ? undefined : `${path}${keptQuery(path, search)}`;
}
