import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { documentedNginxBlock, serveThroughNginx } from '../support/nginx';
import { rawRequest, type RawRequest } from '../support/raw-http';
import type { ServedApp } from '../../scripts/production-server';

let nginx: ServedApp;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  nginx = await serveThroughNginx(documentedNginxBlock(), baseUrl);
}, 60_000);

afterAll(() => nginx?.stop());

/** The shapes tests/support/next-internal-failures.ts records, and Next's redirect of a `//` path. */
const NEXT_INTERNAL_SHAPES: [string, RawRequest, number][] = [
  ['TRACE to a route handler', { method: 'TRACE', target: '/openapi.json', headers: {} }, 405],
  ['the request target *', { method: 'GET', target: '*', headers: {} }, 400],
  ['a Server Action POST', { method: 'POST', target: '/a/b', headers: { rsc: '1', 'next-action': 'x' }, body: '' }, 400],
  ['a form POSTed as RSC', { method: 'POST', target: '/a/b', headers: { rsc: '1', 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' }, 400],
  ['a path with //', { method: 'GET', target: `/api//pages.json?q=${'q'.repeat(6_000)}`, headers: {} }, 404],
  ['a path with \\', { method: 'GET', target: '/api/..\\pages.json', headers: {} }, 404],
];

describe('what nginx with the README’s block keeps from next start', () => {
  it.each(NEXT_INTERNAL_SHAPES)('%s: next start alone answers 500 or 308, nginx refuses it', async (_, request, status) => {
    const direct = await rawRequest(baseUrl, request);
    expect(direct.status === 500 || direct.status === 308).toBe(true);
    expect((await rawRequest(nginx.baseUrl, request)).status).toBe(status);
  });

  it.each([
    ['GET', '/api/search?q=power+bank', 200],
    ['POST', '/api/pages.json', 405],
    ['GET', '/liquids-and-toiletries/', 200],
  ])('everything else passes: %s %s → %i', async (method, target, status) => {
    expect((await rawRequest(nginx.baseUrl, { method, target, headers: {} })).status).toBe(status);
  });
});
