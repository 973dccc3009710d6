import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REVERSE_PROXIES, serveThrough } from '../support/reverse-proxies';
import { rawRequest, type RawRequest } from '../support/raw-http';
import type { ServedApp } from '../../scripts/production-server';

const baseUrl = inject('baseUrl');

/** The shapes tests/support/next-internal-failures.ts records, and Next's redirect of a `//` path. */
const NEXT_INTERNAL_SHAPES: [string, RawRequest, number][] = [
  ['TRACE to a route handler', { method: 'TRACE', target: '/openapi.json', headers: {} }, 405],
  ['the request target *', { method: 'GET', target: '*', headers: {} }, 400],
  ['a Server Action POST', { method: 'POST', target: '/a/b', headers: { rsc: '1', 'next-action': 'x' }, body: '' }, 400],
  ['a form POSTed as RSC', { method: 'POST', target: '/a/b', headers: { rsc: '1', 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' }, 400],
  ['a path with //', { method: 'GET', target: `/api//pages.json?q=${'q'.repeat(6_000)}`, headers: {} }, 404],
  ['a path with \\', { method: 'GET', target: '/api/..\\pages.json', headers: {} }, 404],
];

describe.each(REVERSE_PROXIES)('what $name with the README’s configuration keeps from next start', (proxy) => {
  let served: ServedApp;
  beforeAll(async () => {
    served = await serveThrough(proxy, baseUrl);
  }, 60_000);
  afterAll(() => served?.stop());

  it.each(NEXT_INTERNAL_SHAPES)('%s: next start alone answers 500 or 308, the proxy refuses it', async (_, request, status) => {
    const direct = await rawRequest(baseUrl, request);
    expect(direct.status === 500 || direct.status === 308).toBe(true);
    expect((await rawRequest(served.baseUrl, request)).status).toBe(status);
  });

  it.each([
    ['GET', '/api/search?q=power+bank', 200],
    ['GET', '/api/search?q=a//b', 200],
    ['POST', '/api/pages.json', 405],
    ['GET', '/liquids-and-toiletries/', 200],
  ])('everything else passes: %s %s → %i', async (method, target, status) => {
    expect((await rawRequest(served.baseUrl, { method, target, headers: {} })).status).toBe(status);
  });
});
