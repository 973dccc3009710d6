import type { NextConfig } from 'next';
import { resolveSiteUrl } from './lib/site/site-url';

const nextConfig: NextConfig = {
  // Resolved once at build time and inlined, so static HTML and runtime handlers print the same absolute URLs.
  env: {
    SITE_URL: resolveSiteUrl(process.env),
    PACKWISE_BUILT_AT: new Date().toISOString(),
  },
  // The integration tests build into their own folder so they never replace the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  trailingSlash: true,
  // Next's own trailing-slash redirect would also redirect /api/search and /mcp; proxy.ts redirects page paths only.
  skipTrailingSlashRedirect: true,
  async rewrites() {
    return [
      { source: '/index.md', destination: '/markdown-mirror' },
      { source: '/:slug/index.md', destination: '/markdown-mirror/:slug' },
      { source: '/.well-known/openapi.json', destination: '/openapi.json' },
      { source: '/.well-known/mcp.json', destination: '/mcp/server-card' },
      { source: '/.well-known/api-catalog', destination: '/api/catalog' },
    ];
  },
};

export default nextConfig;
