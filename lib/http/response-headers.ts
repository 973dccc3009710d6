/** Any origin may read; `exposed` lists the response headers that browser code may see besides the safelisted ones. */
export function corsHeaders(exposed: string): Record<string, string> {
  return { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': exposed };
}

/** ETag is not CORS-safelisted: exposed so browser apps can revalidate. */
export const API_EXPOSED_HEADERS = 'ETag, Allow';

/** Headers every API, Markdown and well-known response carries. */
export const CORS_HEADERS = corsHeaders(API_EXPOSED_HEADERS);

/** How long a client may reuse build-time data without asking again; MCP cache hints use it too. */
export const CLIENT_CACHE_SECONDS = 300;

/**
 * Everything served is fixed at build time and changes only with a deploy, which purges the CDN:
 * browsers keep a copy for 5 minutes, shared caches for a day, and may serve a stale copy for a week
 * while they revalidate.
 */
export const BUILD_DATA_CACHE_CONTROL = `public, max-age=${CLIENT_CACHE_SECONDS}, s-maxage=86400, stale-while-revalidate=604800`;

export const READ_ONLY_METHODS = 'GET, HEAD, OPTIONS';
