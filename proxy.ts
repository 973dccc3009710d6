import { NextResponse, type NextRequest } from 'next/server';
import { refuseMethodNoRouteSees } from '@/lib/http/methods-no-route-sees';
import { withScriptNonce } from '@/lib/http/script-nonce';
import { routePaths } from '@/lib/site/route-paths';
import { PAGE_PATH_WITHOUT_SLASH, trailingSlashLocation } from '@/lib/site/trailing-slash-location';

/**
 * What routing config cannot do, on the few paths that need it; static pages never reach this proxy.
 * - The API: a method Next.js gives no route handler gets the API's JSON 405, with CORS.
 * - `/<slug>` without its slash: redirected with a bounded query (a config redirect echoes all of it).
 * - The search page and the survey results, rendered per request: a fresh script nonce each time.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (`${pathname}/`.startsWith(routePaths.api)) {
    return refuseMethodNoRouteSees(request.method) ?? NextResponse.next();
  }
  if (PAGE_PATH_WITHOUT_SLASH.test(pathname)) return NextResponse.redirect(new URL(trailingSlashLocation(pathname, search), request.url), 308);
  // Next.js also lets a matcher match the path with `.json` added (/openapi.json): passed on untouched.
  if (!pathname.endsWith('/')) return NextResponse.next();
  return withScriptNonce(request);
}

export const config = {
  // The last matcher is PAGE_PATH_WITHOUT_SLASH, but for the API, MCP and social images: a matcher must be a literal.
  matcher: ['/search/', '/survey-results/', '/api/:path*', '/:slug((?!(?:api|mcp|og)(?:/|$))[a-z0-9-]{1,100}(?!/))'],
};
