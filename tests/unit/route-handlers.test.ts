import { describe, expect, it } from 'vitest';
import * as unknownApiPath from '@/app/api/[[...path]]/route';
import * as pagesIndexRoute from '@/app/api/pages.json/route';
import * as searchRoute from '@/app/api/search/route';
import * as homeMirrorRoute from '@/app/index.md/route';
import * as markdownMirrorRoute from '@/app/[slug]/index.md/route';
import * as openApiRoute from '@/app/openapi.json/route';
import { PagesIndexSchema, SearchResponseSchema, ApiErrorSchema } from '@/lib/api/schemas';

const request = (path: string, init?: RequestInit) => new Request(`http://localhost:3000${path}`, init);
const mirrorContext = (slug: string) => ({ params: Promise.resolve({ slug }) });

describe('GET /api/pages.json', () => {
  it('answers a PagesIndex with caching and CORS headers', async () => {
    const response = await pagesIndexRoute.GET(request('/api/pages.json'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/);
    expect(response.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect(PagesIndexSchema.safeParse(await response.json()).success).toBe(true);
  });

  it('answers 304 with no body when If-None-Match holds the current ETag', async () => {
    const { headers } = await pagesIndexRoute.GET(request('/api/pages.json'));
    const etag = headers.get('etag')!;
    const revalidated = await pagesIndexRoute.GET(request('/api/pages.json', { headers: { 'If-None-Match': etag } }));
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(await revalidated.text()).toBe('');
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await pagesIndexRoute.HEAD(request('/api/pages.json', { method: 'HEAD' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toMatch(/^"/);
    expect(await response.text()).toBe('');
  });
});

describe('GET /api/search', () => {
  it('answers a SearchResponse', async () => {
    const response = await searchRoute.GET(request('/api/search?q=liquids'));
    const body = SearchResponseSchema.parse(await response.json());
    expect(response.status).toBe(200);
    expect(body.query).toBe('liquids');
    expect(body.count).toBe(body.results.length);
  });

  it.each([
    ['/api/search', 'missing_query'],
    [`/api/search?q=${'z'.repeat(201)}`, 'query_too_long'],
    ['/api/search?q=a&q=b', 'repeated_query'],
  ])('%s → 400 %s', async (path, code) => {
    const response = await searchRoute.GET(request(path));
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(ApiErrorSchema.parse(await response.json()).error).toBe(code);
  });
});

describe('the Markdown mirror handler', () => {
  it('serves the homepage for no slug and a page for its slug', async () => {
    const home = await homeMirrorRoute.GET(request('/index.md'), undefined);
    const pricing = await markdownMirrorRoute.GET(request('/pricing/index.md'), mirrorContext('pricing'));
    expect(home.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await home.text()).toMatch(/^# Packwise/);
    expect(await pricing.text()).toMatch(/^# Pricing\n/);
  });

  it('answers 404 in Markdown for an unknown slug', async () => {
    const response = await markdownMirrorRoute.GET(request('/nope/index.md'), mirrorContext('nope'));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await response.text()).toContain('/api/pages.json');
  });
});

describe('every read-only route', () => {
  const routes = { pagesIndexRoute, searchRoute, homeMirrorRoute, markdownMirrorRoute, openApiRoute, unknownApiPath };

  it.each(Object.entries(routes))('%s answers OPTIONS preflights with CORS', async (_, route) => {
    const response = await route.OPTIONS();
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
  });

  it.each(Object.entries(routes))('%s refuses writes with 405, Allow and an Error body', async (_, route) => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await route[method](request('/api/pages.json', { method }));
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      expect(ApiErrorSchema.parse(await response.json()).error).toBe('method_not_allowed');
    }
  });
});

it('unknown API paths get a JSON 404', async () => {
  const response = await unknownApiPath.GET(request('/api/v2/pages'));
  expect(response.status).toBe(404);
  expect(ApiErrorSchema.parse(await response.json()).error).toBe('not_found');
});
