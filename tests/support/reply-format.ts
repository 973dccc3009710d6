import { METHODS } from 'node:http';
import type { RawReply, RawRequest } from './raw-http';

/** The families of routes, each with its own error format (issue 9). */
export type RouteFamily = 'api' | 'mcp' | 'markdown' | 'document' | 'page';

/** Files served with open CORS by a route of ours, whatever the method. */
const CORS_DOCUMENTS = new Set([
  '/openapi.json',
  '/.well-known/openapi.json',
  '/.well-known/mcp.json',
  '/.well-known/api-catalog',
  '/llms.txt',
  '/llms-full.txt',
]);

/** Files Next serves itself (public files, metadata routes, social images): only the general rules apply. */
const OTHER_DOCUMENTS = /^\/(favicon\.svg|robots\.txt|sitemap\.xml|og\/.*)$/;

/** The path the server routes on: dot segments resolved, as Next's URL parsing does. */
export function routedPath(target: string): string {
  if (!target.startsWith('/')) return target;
  return new URL(`http://fuzz.invalid${target}`).pathname;
}

/** The Markdown mirrors (next.config.ts rewrites) and agents.md, which also answer with a trailing slash. */
const MARKDOWN_PATH = /^\/([^/]+\/)?index\.md\/?$|^\/agents\.md\/?$/;

export function routeFamily(target: string): RouteFamily {
  const path = routedPath(target);
  if (path === '/mcp') return 'mcp';
  if (path.startsWith('/api/')) return 'api';
  if (MARKDOWN_PATH.test(path)) return 'markdown';
  if (CORS_DOCUMENTS.has(path.replace(/\/$/, '')) || OTHER_DOCUMENTS.test(path)) return 'document';
  return 'page';
}

const LEAKS = [/\/work\//, /node_modules/, /\n\s+at \S.*:\d+:\d+/, /\.next[-\w]*\/server\//];
const MAX_HEADER_BYTES = 16 * 1024;

function isJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Replies that are Next's own protocols, not a route's: the RSC payload a client asks for with the `rsc`
 * header or an `.rsc`/`.segments` URL, and the Server Actions endpoint a `next-action` header selects.
 */
function isNextProtocol(request: RawRequest, reply: RawReply): boolean {
  const type = reply.headers['content-type'] ?? '';
  if ('next-action' in request.headers) return true;
  // A form POSTed to a page is a Server Action submitted without JavaScript: Next answers 409 "Server action not found".
  if (reply.headers['x-nextjs-action-not-found'] === '1') return true;
  return /\.(rsc|segments)\b/.test(request.target) || ('rsc' in request.headers && (type === '' || type.startsWith('text/x-component')));
}

function familyProblems(family: RouteFamily, path: string, reply: RawReply, hasBody: boolean): string[] {
  const type = reply.headers['content-type'] ?? '';
  const cors = reply.headers['access-control-allow-origin'] === '*';
  const failed = reply.status >= 400;
  const problems: string[] = [];
  const needsCors = family === 'api' || family === 'mcp' || family === 'markdown' || CORS_DOCUMENTS.has(path.replace(/\/$/, ''));
  if (needsCors && !cors) problems.push('no Access-Control-Allow-Origin: *');
  if (!failed || !hasBody) return problems;
  if (family === 'api') {
    const body = isJsonObject(reply.body);
    if (!type.startsWith('application/json') || typeof body?.error !== 'string' || typeof body.message !== 'string') {
      problems.push(`not a JSON Error body (${type})`);
    }
  } else if (family === 'mcp') {
    const error = isJsonObject(reply.body)?.error;
    if (!type.startsWith('application/json') || typeof error !== 'object' || error === null || !('code' in error)) {
      problems.push(`not a JSON-RPC error body (${type})`);
    }
  } else if (family === 'markdown') {
    // The read-only routes answer writes with the API's 405 JSON Error (tests/integration/http-api.test.ts).
    const methodRefused = reply.status === 405 && type.startsWith('application/json');
    if (!type.startsWith('text/markdown') && !methodRefused) problems.push(`not a Markdown body (${type})`);
  } else if (family === 'page') {
    if (!type.startsWith('text/html') || reply.body.length === 0) problems.push(`not an HTML page (${type})`);
  }
  return problems;
}

/** The methods Next.js hands to the app (isHTTPMethod in next/dist/server/web/http.js). */
const NEXT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Next answers a method outside its list (QUERY, PROPFIND, PURGE) with an empty 400, without CORS,
 * before any code of the app runs: only the proxy could answer it, and the proxy runs on no hot path
 * (issue 32, which knowingly replaced issue 20's JSON 405 for them; README, "Self-hosting").
 */
function isNextRefusalOfUnknownMethod(request: RawRequest, reply: RawReply): boolean {
  return !NEXT_METHODS.has(request.method) && reply.status === 400 && reply.body === '';
}

/**
 * Next answers a method that no page export handles itself, without a route's body: a page says 405
 * "Method Not Allowed" in bare text (Allow: GET, HEAD) to POST, PUT, OPTIONS… Not a 5xx.
 */
function isNextMethodRefusal(request: RawRequest, reply: RawReply): boolean {
  const bare = reply.body === '' || (reply.body === 'Method Not Allowed' && !reply.headers['content-type']);
  return bare && (reply.status === 400 || reply.status === 405) && !['GET', 'HEAD'].includes(request.method);
}

function decodes(target: string): boolean {
  try {
    decodeURIComponent(target.split('?')[0] ?? '');
    return true;
  } catch {
    return false;
  }
}

/**
 * Next matches next.config.ts header rules against the decoded path, so a path with a malformed
 * percent-escape matches none: Next's own redirect of an RSC request (307) and its bare 400 for such a
 * path cannot carry CORS. (The app's own 400 for a malformed path, from pages/_error.tsx, does.)
 */
function isNextReplyToUndecodablePath(request: RawRequest, reply: RawReply): boolean {
  const bare = reply.status === 307 || (reply.status === 400 && !reply.headers['content-type']?.includes('json'));
  return bare && !decodes(request.target);
}

/**
 * Next redirects `//` or `\\` in a path to `/` before any rule of next.config.ts or the proxy runs,
 * echoing the query in Location and Refresh: neither CORS nor a bounded header is possible there
 * (README, "Self-hosting": the reverse proxy in front refuses such paths).
 */
function isNextRedirectBeforeAnyRule(request: RawRequest, reply: RawReply): boolean {
  return reply.status === 308 && /\/\/|\\/.test(request.target.split('?')[0] ?? '');
}

/** Next's 307 that adds `_rsc` to an RSC request's URL echoes the path it was given, however long. */
function isNextRscRedirect(request: RawRequest, reply: RawReply): boolean {
  return reply.status === 307 && 'rsc' in request.headers && (reply.headers.location ?? '').includes('_rsc');
}

/** A request-target that is neither a path nor `*` never reaches Next: Node's HTTP parser answers it with a bare 400. */
function isNodeRefusalOfTarget(request: RawRequest, reply: RawReply): boolean {
  return !request.target.startsWith('/') && request.target !== '*' && reply.status === 400 && reply.body === '';
}

/** Everything wrong with one reply; empty when the reply is what issue 9 asks for. */
export function replyProblems(request: RawRequest, reply: RawReply): string[] {
  const problems: string[] = [];
  if (reply.status >= 500) problems.push(`status ${reply.status}`);
  if (LEAKS.some((leak) => leak.test(reply.body))) problems.push('stack trace or file path in the body');
  if (isNextRedirectBeforeAnyRule(request, reply)) return problems;
  if (reply.headerBytes > MAX_HEADER_BYTES && !isNextRscRedirect(request, reply)) problems.push(`${reply.headerBytes} bytes of headers`);
  // undici cannot build a Request for TRACE, so neither a route nor the proxy ever sees one: Next answers it alone.
  if (request.method === 'TRACE' || isNextRefusalOfUnknownMethod(request, reply)) return problems;
  // Node answers these itself, without a body, before any of Next runs: 431 for oversized headers,
  // 400 for a method its HTTP parser does not know (TRACK, FOO) or a target that is no path (`.md?q=…`).
  if (reply.status === 431 || !METHODS.includes(request.method) || isNodeRefusalOfTarget(request, reply)) return problems;
  // Next's own replies have no route's body, but CORS they can and must carry (next.config.ts `headers`).
  const nextsOwn = isNextProtocol(request, reply) || isNextMethodRefusal(request, reply);
  const hasBody = !nextsOwn && request.method !== 'HEAD' && reply.status !== 204 && reply.status !== 304;
  const path = routedPath(request.target);
  let family = routeFamily(request.target);
  // A page URL requested with `Accept: text/markdown` is answered with the page's Markdown mirror.
  if (family === 'page' && (reply.headers['content-type'] ?? '').startsWith('text/markdown')) family = 'markdown';
  if (isNextReplyToUndecodablePath(request, reply)) return problems;
  return [...problems, ...familyProblems(family, path, reply, hasBody)];
}
