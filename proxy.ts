import { NextResponse, type NextFetchEvent, type NextRequest } from 'next/server';
import { withScriptNonce } from '@/lib/http/script-nonce';
import { routePaths } from '@/lib/site/route-paths';
import { pageAddressRedirect } from '@/lib/site/page-address-redirect';
import { resultsPageCopy } from '@/lib/survey/results-page-copy';

/** A page answers reads only: a bare 405 with what it allows, as Next answers for the homepage. */
const PAGE_METHODS = new Set(['GET', 'HEAD']);
const pageMethodNotAllowed = () => new NextResponse(null, { status: 405, headers: { Allow: [...PAGE_METHODS].join(', ') } });

/**
 * What routing config cannot do, on the few paths that need it; no hot path reaches this proxy
 * (lib/site/route-table.ts marks the routes it may run on, and tests hold its matchers to that).
 * - The search page, the item list and item pages (which read their query) and the survey results,
 *   rendered per request: a fresh script nonce each time,
 *   and a 405 for a method that would write, which Next would otherwise answer with the page.
 * - The survey results: this process's copy of the page, which changes only with a release.
 * - `/<slug>` without its slash, with capitals (`/Pricing/`) or as a static site's file
 *   (`/pricing/index.html`): redirected to `/<slug>/` with a bounded query (a config redirect echoes all
 *   of it, and cannot lowercase); `/index` and `/index.html` to the homepage; `/<slug>.md` and
 *   `/<slug>/index.html.md` to the mirror, `/<slug>/index.md`.
 */
export function proxy(request: NextRequest, event: NextFetchEvent) {
  const { pathname, search } = request.nextUrl;
  const pageAddress = pageAddressRedirect(pathname, search);
  if (pageAddress) return NextResponse.redirect(new URL(pageAddress, request.url), 308);
  // A matcher also matches a path with `.json` added (the capitals' pattern, /Openapi.json): passed on.
  if (!pathname.endsWith('/')) return NextResponse.next();
  if (!PAGE_METHODS.has(request.method)) return pageMethodNotAllowed();
  return (pathname === routePaths.surveyResults && resultsPageCopy(request, event)) || withScriptNonce(request);
}

export const config = {
  // The patterns after `/index/` are page-address-redirect.ts's PAGE_ADDRESS without its slash, or
  // with a capital (Next lets a matcher match with or without the slash), but for the API, MCP and
  // social images, then its files and MIRROR_ADDRESS: a matcher must be a literal.
  matcher: [
    '/search/',
    '/items/',
    '/items/:slug([a-z0-9-]{1,100})/',
    '/airlines/',
    // Not for the client router's requests for the page's data (its flight data runs no script):
    // the proxy cannot tell them from page loads, as Next hides their RSC headers from it.
    { source: '/survey-results/', missing: [{ type: 'header', key: 'rsc' }] },
    // The homepage's name, which is no page's: the pattern below leaves out addresses with their slash.
    '/index/',
    // Not followed by a dot either: Next lets a matcher match with `.json` added, and /openapi.json is a hot path.
    '/:slug((?!(?:api|mcp|og)(?:/|$))[A-Za-z0-9-]{1,100}(?![/.]))',
    '/:slug((?!(?:api|mcp|og)(?:/|$))[A-Za-z0-9-]{0,99}[A-Z][A-Za-z0-9-]{0,99})',
    // A page as a static site's file, and a mirror as agents guess it, the extension in any case
    // (`/index.HTML`); not the homepage's mirror or agents.md, which are files of their own.
    '/:name([A-Za-z0-9-]{1,100})\\.([Hh][Tt][Mm][Ll]?|[Hh][Tt][Mm][Ll]\\.[Mm][Dd])',
    '/:name((?!(?:agents|index)\\.md$)[A-Za-z0-9-]{1,100})\\.([Mm][Dd])',
    '/:slug([A-Za-z0-9-]{1,100})/([Ii][Nn][Dd][Ee][Xx])\\.([Hh][Tt][Mm][Ll]?|[Hh][Tt][Mm][Ll]\\.[Mm][Dd])',
  ],
};
