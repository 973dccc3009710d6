/** Headers every API, Markdown and well-known response carries. */
export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  // ETag is not a CORS-safelisted response header: expose it so browser apps can revalidate.
  'Access-Control-Expose-Headers': 'ETag, Allow',
} as const;

/** How long a client may reuse build-time data without asking again; MCP cache hints use it too. */
export const CLIENT_CACHE_SECONDS = 300;

/**
 * Everything served is fixed at build time and changes only with a deploy, which purges the CDN:
 * browsers keep a copy for 5 minutes, shared caches for a day, and may serve a stale copy for a week
 * while they revalidate.
 */
export const BUILD_DATA_CACHE_CONTROL = `public, max-age=${CLIENT_CACHE_SECONDS}, s-maxage=86400, stale-while-revalidate=604800`;

export const READ_ONLY_METHODS = 'GET, HEAD, OPTIONS';
