import { NextResponse, type NextRequest } from 'next/server';

/** Page URLs end in a slash (`/<slug>/`); the slash-less form redirects permanently. */
export function proxy(request: NextRequest) {
  const url = new URL(request.url);
  // Next widens every matcher to `.json` and `.rsc` variants (`/openapi.json` matches): files pass through.
  if (url.pathname.endsWith('/') || url.pathname.includes('.')) return NextResponse.next();
  url.pathname += '/';
  return NextResponse.redirect(url, 308);
}

// Single-segment paths without a dot: pages. API routes, /mcp and files (robots.txt, index.md) are left alone.
export const config = { matcher: '/:slug((?!api$|mcp$)[^/.]+)' };
