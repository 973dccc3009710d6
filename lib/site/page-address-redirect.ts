import { MAX_PASTED_QUERY_LENGTH } from './search-limits';
import { HOME_SLUG, markdownPath, pagePath, routePaths } from './route-paths';

/**
 * Past this length a page's query string is left out of its redirect: no page but the search reads
 * one, and Next.js echoes the Location in a Refresh header too. nginx in front, by default, reads a
 * reply's headers into 4 KiB (`proxy_buffer_size`) and answers 502 past that: a 2,000-character query
 * did; with 1,024 the headers stay under 3 KiB.
 */
const MAX_KEPT_QUERY = 1_024;

/**
 * A page's address as typed, with or without its slash, or with the file name a static site gives a
 * page (`/pricing.html`, `/pricing/index.html`), in any case (a slug, spec §4.4, is lowercase).
 */
const PAGE_ADDRESS = /^\/([a-z0-9-]{1,100})(?:\/|\.html?|\/index\.html?)?$/i;

/**
 * A page's Markdown mirror (`<page path>index.md`) as agents guess it: `.md` after the page's name
 * (`/pricing.md`), or after its static file's, as the llms.txt proposal names the mirror of an address
 * that ends in a slash (`/pricing/index.html.md`, `/index.html.md`).
 */
const MIRROR_ADDRESS = /^\/([a-z0-9-]{1,100})(?:\.md|\.html\.md|\/index\.html\.md)$/i;

/** What the homepage's files are called (its mirror is `/index.md`), so `/index` is typed for it: no slug is. */
const HOMEPAGE_NAME = 'index';

/** The query a redirect keeps. A search keeps only its first `q`, cut one character past the limit. */
function keptQuery(path: string, search: string): string {
  if (path === routePaths.searchPage) {
    const q = new URLSearchParams(search).get('q');
    return q === null ? '' : `?${new URLSearchParams({ q: q.slice(0, MAX_PASTED_QUERY_LENGTH + 1) })}`;
  }
  return search.length <= MAX_KEPT_QUERY ? search : '';
}

/** The API, the tool server and the social images are no pages, whatever their case: `/MCP` is not `/mcp/`. */
const NOT_PAGES = new Set(['api', 'mcp', 'og']);

/** The slug of the page a name in an address stands for, if it can be one's. */
function slugOf(name: string | undefined): string | undefined {
  const slug = name?.toLowerCase();
  if (slug === undefined || NOT_PAGES.has(slug)) return undefined;
  return slug === HOMEPAGE_NAME ? HOME_SLUG : slug;
}

/** The path of the page, or of its mirror, that an address in another form stands for. */
function canonicalPath(pathname: string): string | undefined {
  // The one file named like a mirror that is none: the guide for coding agents.
  if (pathname.toLowerCase() === routePaths.agentsMd) return undefined;
  const page = slugOf(PAGE_ADDRESS.exec(pathname)?.[1]);
  if (page !== undefined) return pagePath(page);
  const mirrored = slugOf(MIRROR_ADDRESS.exec(pathname)?.[1]);
  return mirrored === undefined ? undefined : markdownPath(mirrored);
}

/**
 * Where a page address that is not the page's own redirects: `/Pricing`, `/pricing` and
 * `/pricing/index.html` to `/pricing/`, `/index` and `/index.html` to the homepage, `/pricing.md` to
 * `/pricing/index.md`, with the query (a search's cut so that the search page refuses it as too long
 * exactly as it does when reached directly, without the whole query reaching a header). Undefined for
 * the page's or mirror's own address and for anything that is neither.
 */
export function pageAddressRedirect(pathname: string, search: string): string | undefined {
  const path = canonicalPath(pathname);
  return path === undefined || path === pathname ? undefined : `${path}${keptQuery(path, search)}`;
}
