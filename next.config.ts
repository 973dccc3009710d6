import type { NextConfig } from 'next';
import { homepageLinkHeader } from './lib/agents/discovery-links';
import { securityHeaders, strictTransportSecurity } from './lib/http/security-headers';
import { PREFERS_MARKDOWN_ACCEPT } from './lib/site/markdown-negotiation';
import { crossOriginReadablePatterns } from './lib/site/route-table';
import { resolveSiteUrl } from './lib/site/site-url';

/** A page path segment: what a slug can be (spec §4.4). */
const PAGE_SEGMENT = '[a-z0-9-]{1,100}';
/** Single-segment paths that are not pages: the API, the tool server, the social images. */
const NOT_A_PAGE = '(?!(?:api|mcp|og)(?:/|$))';
/**
 * Pages whose URL also answers Markdown: every page but the two rendered per request, whose mirrors
 * are at /search/index.md and /survey-results/index.md only, because Next.js replaces the Vary
 * header of a page rendered per request with its own, so the page could not say that it varies on
 * Accept, and a cache could hand its HTML to a Markdown client. (The survey's thank-you page is not
 * a single segment.)
 */
const NEGOTIATED_PAGE = `(?!(?:search|survey-results)(?:/|$))${PAGE_SEGMENT}`;

/**
 * Everything an app or agent reads cross-origin (lib/site/route-table.ts). Route handlers set their
 * own CORS headers; this rule covers what Next.js answers itself before a handler runs (its redirects
 * for RSC requests, error pages). Only the origin is set here: a config header stops a handler's own
 * value for the same name, and `/mcp` exposes headers of its own.
 */
const CROSS_ORIGIN_READABLE = crossOriginReadablePatterns();

const prefersMarkdown = [{ type: 'header' as const, key: 'accept', value: PREFERS_MARKDOWN_ACCEPT }];

const nextConfig: NextConfig = {
  // Resolved once at build time and inlined, so static HTML and runtime handlers print the same absolute URLs.
  env: {
    SITE_URL: resolveSiteUrl(process.env),
    PACKWISE_BUILT_AT: new Date().toISOString(),
  },
  // The integration tests build into their own folder so they never replace the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // PGlite loads its WebAssembly and data files from its own package folder at run time.
  serverExternalPackages: ['@electric-sql/pglite'],
  // The survey store reads its SQL migrations from disk when it first opens.
  outputFileTracingIncludes: {
    '/survey/**': ['./lib/survey/store/migrations/*.sql'],
    '/survey-results/**': ['./lib/survey/store/migrations/*.sql'],
  },
  // A Vercel function ships the files its routes trace to, less these. Vercel bundles the route
  // handlers that share their function settings into one function: the survey's routes and the
  // social images set a `maxDuration` of their own, so PGlite and the image renderer stay out of the
  // function that answers the API, MCP and the Markdown mirrors.
  outputFileTracingExcludes: {
    '/**': [
      // sharp is for image optimization, which the site does not use (no next/image, no `images`
      // config); next/og uses it only if it can load it, and otherwise draws with resvg's WebAssembly.
      'node_modules/sharp/**',
      'node_modules/@img/**',
      // Functions run with NODE_ENV=production, as Next's own server trace already assumes.
      'node_modules/react*/cjs/*.development.js',
      // next/og's build for the Edge runtime: every function here runs on Node.js.
      'node_modules/next/dist/compiled/@vercel/og/index.edge.js',
    ],
    // MCP reads the survey results, but on Vercel the store is PostgreSQL or closed, never PGlite
    // (lib/survey/store/store-config.ts), and open-store.ts loads PGlite only to open it.
    '/mcp/**': ['node_modules/@electric-sql/pglite/**'],
  },
  trailingSlash: true,
  // Next's own trailing-slash redirect would also redirect /api/search and /mcp, and echo a query of any
  // length: proxy.ts redirects page paths instead.
  skipTrailingSlashRedirect: true,
  // Everything below is routing config, not a proxy, so that every page stays a static file to a CDN.
  async rewrites() {
    return {
      // A client that prefers Markdown gets a page's mirror at the page URL itself.
      beforeFiles: [
        { source: '/', has: prefersMarkdown, destination: '/index.md' },
        { source: `/:slug(${NOT_A_PAGE}${NEGOTIATED_PAGE})/`, has: prefersMarkdown, destination: '/:slug/index.md' },
      ],
      afterFiles: [
        { source: '/.well-known/openapi.json', destination: '/openapi.json' },
        { source: '/.well-known/mcp.json', destination: '/mcp/server-card' },
        { source: '/.well-known/api-catalog', destination: '/api/catalog' },
      ],
      fallback: [],
    };
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      ...CROSS_ORIGIN_READABLE.map((source) => ({ source, headers: [{ key: 'Access-Control-Allow-Origin', value: '*' }] })),
      { source: '/:path*', has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }], headers: [strictTransportSecurity] },
      // Caches must keep the HTML and the Markdown of one page URL apart.
      { source: '/', headers: [{ key: 'Vary', value: 'Accept' }, { key: 'Link', value: homepageLinkHeader() }] },
      { source: `/:slug(${NOT_A_PAGE}${NEGOTIATED_PAGE})/`, headers: [{ key: 'Vary', value: 'Accept' }] },
    ];
  },
};

export default nextConfig;
