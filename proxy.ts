import Negotiator from 'negotiator';
import { NextResponse, type NextRequest } from 'next/server';
import { homepageLinkHeader } from '@/lib/agents/discovery-links';
import { routePaths } from '@/lib/site/route-paths';

const PAGE_MEDIA_TYPES = ['text/html', 'text/markdown'];

function prefersMarkdown(request: NextRequest): boolean {
  const accept = request.headers.get('accept') ?? '*/*';
  return new Negotiator({ headers: { accept } }).mediaType(PAGE_MEDIA_TYPES) === 'text/markdown';
}

/** The route that renders a page's Markdown mirror; its path has no trailing slash (`/` → `/markdown-mirror`). */
function mirrorRoute(pagePathname: string): string {
  return `/markdown-mirror${pagePathname.slice(0, -1)}`;
}

/**
 * Page addresses: `/<slug>` redirects to `/<slug>/`, a client that prefers Markdown
 * (`Accept: text/markdown`) gets the page's Markdown mirror at the page URL itself, and the
 * homepage names the documents agents look for in its `Link` header.
 */
export function proxy(request: NextRequest) {
  const url = new URL(request.url);
  // Next widens every matcher to `.json` and `.rsc` variants (`/openapi.json` matches): files pass through.
  if (url.pathname.includes('.')) return NextResponse.next();
  if (!url.pathname.endsWith('/')) {
    url.pathname += '/';
    return NextResponse.redirect(url, 308);
  }
  // The search page is not a content page: it has no Markdown mirror to negotiate.
  if (url.pathname === routePaths.searchPage) return NextResponse.next();
  const response = prefersMarkdown(request) ? NextResponse.rewrite(new URL(mirrorRoute(url.pathname), url)) : NextResponse.next();
  // Caches must keep the HTML and the Markdown of one URL apart.
  response.headers.set('Vary', 'Accept');
  if (url.pathname === '/') response.headers.set('Link', homepageLinkHeader());
  return response;
}

// The homepage and single-segment paths without a dot: pages. API routes, /mcp, the social images and
// files are left alone, and so is the mirror route: Next runs the proxy again on a path it rewrote to.
export const config = { matcher: ['/', '/:slug((?!api$|mcp$|og$|markdown-mirror$)[^/.]+)'] };
