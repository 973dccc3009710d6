import fc from 'fast-check';
import { expect, inject, it } from 'vitest';
import { summarizeFindings, type Finding } from '../support/fuzz-findings';
import { fuzzSeed, statusHistogram } from '../support/fuzz-run';
import { isKnownNextInternal500 } from '../support/next-internal-failures';
import { rawExchange, rawRequest, type RawRequest } from '../support/raw-http';
import { replyProblems } from '../support/reply-format';
import { pageSlugs } from '@/lib/content/catalogue';
import { inPool } from '@/lib/in-pool';

const baseUrl = inject('baseUrl');
const RANDOM_REQUESTS = 10_000;
const IN_FLIGHT = 12;

const slugs = pageSlugs();

/** Every route the app serves, as a client would name it. */
const ROUTES = [
  '/',
  '/search/',
  '/search',
  ...slugs.map((slug) => `/${slug}/`),
  `/${slugs[0]}`,
  '/index.md',
  ...slugs.map((slug) => `/${slug}/index.md`),
  '/search/index.md',
  '/search/index.md?q=carry-on',
  '/api/pages.json',
  '/api/search?q=carry-on',
  '/api/search',
  '/api/v2/pages',
  '/api/',
  '/openapi.json',
  '/.well-known/openapi.json',
  '/.well-known/mcp.json',
  '/.well-known/api-catalog',
  '/og/index/',
  ...slugs.slice(0, 3).map((slug) => `/og/${slug}/`),
  '/llms.txt',
  '/llms-full.txt',
  '/agents.md',
  '/sitemap.xml',
  '/robots.txt',
  '/favicon.svg',
  '/mcp',
];

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'TRACK', 'QUERY', 'PROPFIND', 'M-SEARCH', 'PURGE', 'FOO'];

const MALFORMED_ESCAPES = ['%ZZ', '%', '%2', '%E0%A4%A', '%C0%AF', '%FF', '%u0041', '%%', '%00', '%0A', '%2F', '%5C'];
const TRAVERSALS = ['/../../../../etc/passwd', '/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/package.json', '/..\\..\\', '/./.././', '//etc/passwd', '/.next/BUILD_ID', '/.env'];

const text = fc.string({ unit: 'binary', maxLength: 40 });
const escape = fc.constantFrom(...MALFORMED_ESCAPES);

/** Ways to bend a route's path: malformed escapes, traversal, odd suffixes, great length. */
const path = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ROUTES) },
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...ROUTES), escape).map(([route, bad]) => route.replace(/\/?(\?|$)/, `${bad}$1`)) },
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...ROUTES), escape).map(([route, bad]) => route.replace(/^\/([^/?]*)/, `/$1${bad}`)) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom('', '/api', '/og', '/mcp', `/${slugs[0]}`), fc.constantFrom(...TRAVERSALS)).map(([a, b]) => a + b) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...ROUTES), fc.constantFrom('.rsc', '.segments/x.segment.rsc', '.json', '.txt', '/index.md', '/', '//', '.md')).map(([a, b]) => a.replace(/\/?$/, b)) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('/', '/api/', '/og/', '/x/'), fc.integer({ min: 1_000, max: 12_000 })).map(([a, n]) => a + 'a'.repeat(n)) },
  { weight: 1, arbitrary: text.map((raw) => `/${encodeURIComponent(raw)}/`) },
  { weight: 1, arbitrary: fc.constantFrom('*', '/%', '/?%', '/api/search?q=%ZZ', '/api/search?q=%E0%A4%A') },
);

/** Queries that once broke search ("constructor" found Object.prototype) and random ones. */
const query = fc.oneof(
  { weight: 4, arbitrary: fc.constant('') },
  { weight: 2, arbitrary: fc.constantFrom('?q=constructor', '?q=__proto__', '?q=toString', '?q=hasOwnProperty+valueOf', '?q=a&q=b', '?q=', '?q=%20', `?q=${'x'.repeat(201)}`) },
  { weight: 2, arbitrary: text.map((raw) => `?q=${encodeURIComponent(raw)}`) },
  { weight: 1, arbitrary: escape.map((bad) => `?q=a${bad}&${bad}=1`) },
  { weight: 1, arbitrary: fc.integer({ min: 2_000, max: 14_000 }).map((n) => `?q=${'q'.repeat(n)}`) },
);

const headerValue = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 80 });

/** Headers clients send, odd values for them, and Next's internal ones, which a client may send too. */
const headers = fc.record(
  {
    accept: fc.constantFrom('text/markdown', 'text/html', '*/*', 'application/json', 'text/markdown;q=0, */*;q=0.1', '', 'garbage/;;;'),
    'content-type': fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', ';;'),
    'if-none-match': fc.oneof(fc.constantFrom('*', 'W/"x"', '"'), headerValue),
    origin: fc.constantFrom('https://app.example', 'null', 'http://127.0.0.1'),
    range: fc.constantFrom('bytes=0-0', 'bytes=99999999-', 'bytes=x'),
    rsc: fc.constant('1'),
    'next-router-prefetch': fc.constant('1'),
    'next-action': headerValue,
    'x-forwarded-host': fc.oneof(fc.constantFrom('evil.example', ''), headerValue),
    'x-forwarded-proto': fc.oneof(fc.constantFrom('https', 'gopher'), headerValue),
    cookie: headerValue,
    'x-padding': fc.integer({ min: 1_000, max: 14_000 }).map((n) => 'p'.repeat(n)),
    'x-odd': fc.string({ unit: fc.integer({ min: 0x80, max: 0xff }).map((c) => String.fromCharCode(c)), maxLength: 20 }),
  },
  { requiredKeys: [] },
);

/**
 * Bodies, on every method. At most 16 KB: a route that answers without reading the body closes the
 * connection, and a client still writing a larger one sees ECONNRESET instead of the reply
 * (the 64 KiB limit of /mcp is fuzzed in fuzz-mcp.test.ts).
 */
const body = fc.option(fc.oneof(text, fc.constantFrom('{}', '{"jsonrpc":"2.0"', 'q=1'), fc.integer({ min: 1, max: 16_000 }).map((n) => 'b'.repeat(n))), { nil: undefined });

const request: fc.Arbitrary<RawRequest> = fc
  .record({
    method: fc.oneof({ weight: 6, arbitrary: fc.constant('GET') }, { weight: 8, arbitrary: fc.constantFrom(...METHODS) }),
    path,
    query,
    headers,
    body,
  })
  .map(({ method, path, query, headers, body }) => ({ method, target: path === '*' ? path : path + query, headers, body }));

/** Every method on every route, unbent, so no pair is left to chance. */
const everyMethodOnEveryRoute: RawRequest[] = ROUTES.flatMap((target) => METHODS.map((method) => ({ method, target, headers: {} })));

it(`answers ${RANDOM_REQUESTS} fuzzed requests and every method on every route without a 5xx, in each route's format`, async () => {
  const seed = fuzzSeed('fuzz-http');
  const requests = [...everyMethodOnEveryRoute, ...fc.sample(request, { seed, numRuns: RANDOM_REQUESTS })];
  const findings = await inPool(requests, IN_FLIGHT, async (sent): Promise<Finding> => {
    try {
      const reply = await rawRequest(baseUrl, sent);
      if (isKnownNextInternal500(sent, reply)) return { request: sent, status: '500 (Next-internal, excluded)', problems: [] };
      return { request: sent, status: reply.status, problems: replyProblems(sent, reply) };
    } catch (error) {
      return { request: sent, status: 'no reply', problems: [`no reply: ${(error as Error).message}`] };
    }
  });
  console.log(`fuzz-http: ${requests.length} requests, by status:`, statusHistogram(findings.map(({ status }) => status)));
  expect(summarizeFindings(findings.filter(({ problems }) => problems.length > 0))).toEqual([]);
}, 240_000);

it.each(['*', '/', '/api/pages.json', '/mcp'])('CONNECT %s gets no 5xx (Node closes the connection, or answers 4xx)', async (target) => {
  const status = await rawExchange(baseUrl, `CONNECT ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  expect(status === null || status < 500).toBe(true);
});
