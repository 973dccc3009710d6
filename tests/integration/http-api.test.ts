import { validate } from '@readme/openapi-parser';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { jsonRpcReply, postMcp } from '../support/mcp-clients';
import { servedSchemaValidator } from '../support/served-openapi';
import type { ApiError, PagesIndex, SearchResponse } from '@/lib/api/schemas';
import { pageBySlug } from '@/lib/content/catalogue';

const baseUrl = inject('baseUrl');
const get = (path: string, init?: RequestInit) => fetch(`${baseUrl}${path}`, { redirect: 'manual', ...init });

let schemaErrors: Awaited<ReturnType<typeof servedSchemaValidator>>;
beforeAll(async () => {
  schemaErrors = await servedSchemaValidator(baseUrl);
});

async function expectJson(response: Response, status: number, component: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/json');
  const body: unknown = await response.json();
  expect(schemaErrors(component, body)).toEqual([]);
  return body;
}


describe('the OpenAPI document', () => {
  it('is served at /openapi.json and /.well-known/openapi.json, identical, and valid OpenAPI 3.1', async () => {
    const [main, wellKnown] = await Promise.all([get('/openapi.json'), get('/.well-known/openapi.json')]);
    expect(main.status).toBe(200);
    expect(wellKnown.status).toBe(200);
    const document = await main.json();
    expect(await wellKnown.json()).toEqual(document);
    expect(document).toMatchObject({ openapi: '3.1.0', info: { version: '1.10.0' }, servers: [{ url: baseUrl }] });
    const result = await validate(document);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });
});

describe('GET /api/pages.json (listPages)', () => {
  it('lists every page with absolute URLs on this server', async () => {
    const index = (await expectJson(await get('/api/pages.json'), 200, 'PagesIndex')) as PagesIndex;
    expect(index.site).toBe(`${baseUrl}/`);
    expect(index.count).toBe(index.pages.length);
    expect(index.pages[0]).toMatchObject({ path: '/', url: `${baseUrl}/`, md_url: `${baseUrl}/index.md` });
    for (const page of index.pages) {
      expect(page.url).toBe(`${baseUrl}${page.path}`);
      expect(page.md_url).toBe(`${baseUrl}${page.path}index.md`);
    }
  });

  it('gives every guide, and only guides, the date its rules were checked and its sources', async () => {
    const index = (await expectJson(await get('/api/pages.json'), 200, 'PagesIndex')) as PagesIndex;
    for (const page of index.pages) {
      const guide = pageBySlug(page.path.slice(1, -1));
      expect(page.reviewed).toBe(guide?.kind === 'guide' ? guide.reviewed : undefined);
      expect(page.sources?.map((source) => source.url).sort()).toEqual(guide?.kind === 'guide' ? guide.sources.map((source) => source.url).sort() : undefined);
    }
  });
});

describe('GET /api/search (searchAnswers)', () => {
  it('finds the liquids guide first for "liquids"', async () => {
    const body = (await expectJson(await get('/api/search?q=liquids'), 200, 'SearchResponse')) as SearchResponse;
    expect(body.query).toBe('liquids');
    expect(body.results[0]?.url).toBe(`${baseUrl}/liquids-and-toiletries/`);
  });

  it('answers the rest of a query and lists the words no guide covers, only when it left some out', async () => {
    const partial = (await expectJson(await get('/api/search?q=my%20luggage%20got%20damaged'), 200, 'SearchResponse')) as SearchResponse;
    expect(partial.ignoredWords).toEqual(['got']);
    expect(partial.results[0]?.url).toBe(`${baseUrl}/checked-bags-and-lost-luggage/`);
    const whole = (await (await get('/api/search?q=liquids')).json()) as SearchResponse;
    expect(whole).not.toHaveProperty('ignoredWords');
  });

  it('for=missing_page: the pages get_page suggests for an address that named no page, the topic first', async () => {
    const body = (await expectJson(await get('/api/search?for=missing_page&q=%2Fpower-bank%2F'), 200, 'SearchResponse')) as SearchResponse;
    expect(body.results[0]?.url).toBe(`${baseUrl}/electronics-and-batteries/`);
    const call = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_page', arguments: { url_or_slug: '/power-bank/' } } };
    const reply = await jsonRpcReply(await postMcp(baseUrl, call));
    const suggested = body.results.map(({ url }) => new URL(url).pathname.replaceAll('/', ''));
    expect(reply.result?.content?.[0]?.text).toContain(`Pages it may mean: ${suggested.join(', ')}.`);
  });

  it('answers an empty result list, not an error, when nothing matches', async () => {
    const body = (await expectJson(await get('/api/search?q=xylophone'), 200, 'SearchResponse')) as SearchResponse;
    expect(body).toMatchObject({ count: 0, results: [] });
  });

  it.each([
    ['no q', '/api/search', 'missing_query'],
    ['an empty q', '/api/search?q=', 'missing_query'],
    ['a blank q', '/api/search?q=%20%20', 'missing_query'],
    ['a 201-character q', `/api/search?q=${'b'.repeat(201)}`, 'query_too_long'],
    ['a repeated q', '/api/search?q=liquids&q=batteries', 'repeated_query'],
    ['an unknown for', '/api/search?q=liquids&for=pages', 'unknown_purpose'],
  ])('%s → 400 %s', async (_, path, code) => {
    const body = (await expectJson(await get(path), 400, 'Error')) as ApiError;
    expect(body.error).toBe(code);
    expect(body.docs).toBe(`${baseUrl}/developers/#errors`);
  });
});

describe('Markdown mirrors (getHomeMarkdown, getPageMarkdown)', () => {
  it('serve every page in the index as text/markdown', async () => {
    const index = (await (await get('/api/pages.json')).json()) as PagesIndex;
    for (const page of index.pages) {
      const response = await fetch(page.md_url);
      expect(response.status, page.md_url).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(await response.text()).toMatch(new RegExp(`^# ${page.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\n`));
    }
  });

  it.each(['/no-such-guide/index.md', '/Liquids-And-Toiletries/index.md', '/bad%20slug/index.md'])(
    '%s → 404 with a Markdown pointer to the index',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(await response.text()).toContain(`${baseUrl}/api/pages.json`);
    },
  );
});

describe('one section of a Markdown mirror (`?section=`)', () => {
  it('serves the part a search answer links to, with the guide’s title, short answer and the credit line for that part', async () => {
    const search = (await (await get(`/api/search?q=${encodeURIComponent('how big can a personal item be')}`)).json()) as SearchResponse;
    const { answer, md_url } = search.results.find((hit) => hit.answer?.url.includes('#'))!;
    const section = answer!.url.split('#')[1]!;
    const response = await fetch(`${md_url}?section=${section}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const markdown = await response.text();
    expect(markdown).toContain('**Short answer:**');
    expect(markdown).toContain(answer!.text.slice(0, 80));
    expect(markdown).toContain(`, ${answer!.url}. Quote or summarize freely`);
    expect(markdown.length).toBeLessThan((await (await fetch(md_url)).text()).length);
  });

  it('answers a section the page lacks with a 404 that lists those it has', async () => {
    const response = await get('/liquids-and-toiletries/index.md?section=no-such-part');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await response.text()).toContain('the-100-ml-rule-and-the-clear-bag (The 100 ml rule and the clear bag)');
  });
});

describe('the Markdown mirror of the search page, /search/index.md', () => {
  it('lists the same hits as /api/search, in the same order, each linking to its Markdown mirror', async () => {
    const query = 'power bank in checked luggage';
    const api = (await (await get(`/api/search?q=${encodeURIComponent(query)}`)).json()) as SearchResponse;
    const response = await get(`/search/index.md?q=${encodeURIComponent(query)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const markdown = await response.text();
    expect(markdown).toMatch(/^# Search: “power bank in checked luggage”\n/);
    const linked = [...markdown.matchAll(/^\d+\. \[([^\]]+)\]\(([^)]+)\)$/gm)].map(([, title, url]) => ({ title, md_url: url }));
    expect(api.results.length).toBeGreaterThan(0);
    expect(linked).toEqual(api.results.map(({ title, md_url }) => ({ title, md_url })));
  });

  it('says which words no guide covers, and what to try, as the API does', async () => {
    const partial = await (await get('/search/index.md?q=my+luggage+got+damaged')).text();
    expect(partial).toContain('No Packwise guide covers “got”');
    const empty = await (await get('/search/index.md?q=lounge+access')).text();
    expect(empty).toContain('No Packwise guide covers “lounge access”');
    expect(empty).toContain(`${baseUrl}/api/pages.json`);
  });

  it('echoes a query as text, never as Markdown a reader would render', async () => {
    const markdown = await (await get(`/search/index.md?q=${encodeURIComponent('[click](https://evil.example) # *hi*')}`)).text();
    expect(markdown).not.toContain('[click](https://evil.example)');
    expect(markdown.split('\n')[0]).toBe('# Search: “\\[click]\\(https://evil.example) # \\*hi\\*”');
  });

  it('reads a question pasted with its story, as the search page does, and says what it searched for', async () => {
    const question = `${'We fly to Lisbon for a long weekend with our two children and only carry-on bags. '.repeat(3)}How much liquid can each of us take through security?`;
    const markdown = await (await get(`/search/index.md?q=${encodeURIComponent(question)}`)).text();
    expect(markdown.split('\n')[0]).toBe('# Search: your question');
    expect(markdown).toContain(`Your question is ${question.length} characters long, and search reads 200 at most`);
    expect(markdown).toContain('How much liquid can each of us take through security?”');
    expect(markdown).toContain(`(${baseUrl}/liquids-and-toiletries/index.md)`);
  });

  it('echoes a query with line breaks and control characters on one line', async () => {
    const markdown = await (await get('/search/index.md?q=%00%0Acarry%0D%0A%3D%3D%3D')).text();
    expect(markdown.split('\n')[0]).toBe('# Search: “ carry ===”');
    expect(markdown).not.toContain('\u0000');
  });

  it('without q, says how to search and lists the guides where most trips start', async () => {
    const response = await get('/search/index.md');
    expect(response.status).toBe(200);
    const markdown = await response.text();
    expect(markdown).toContain(`${baseUrl}/search/index.md?q=liquids`);
    expect(markdown).toContain(`(${baseUrl}/carry-on-basics/index.md)`);
  });

  it.each([
    [`q=${'a '.repeat(500)}b`, 'shorten it to 1000 characters'],
    ['q=bags&q=shoes', 'Send q once'],
  ])('?%s → 400 in Markdown, saying why', async (query, message) => {
    const response = await get(`/search/index.md?${query}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await response.text()).toContain(message);
  });

  it('/search.md, as agents guess a mirror, redirects to it with its query', async () => {
    const response = await get('/search.md?q=liquids');
    expect(response.status).toBe(308);
    expect(new URL(response.headers.get('location')!, baseUrl).href).toBe(`${baseUrl}/search/index.md?q=liquids`);
  });
});

describe('HTTP manners on every API, Markdown and well-known path', () => {
  const paths = ['/api/pages.json', '/api/search?q=bag', '/index.md', '/pricing/index.md', '/search/index.md?q=bag', '/openapi.json', '/.well-known/openapi.json'];

  it.each(paths)('%s: CORS, build-time caching and a strong ETag that yields 304', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toContain('ETag');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=86400, stale-while-revalidate=604800');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);

    const revalidated = await get(path, { headers: { 'If-None-Match': etag! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(await revalidated.text()).toBe('');

    const changed = await get(path, { headers: { 'If-None-Match': '"something-else"' } });
    expect(changed.status).toBe(200);
  });

  it.each(paths)('%s: HEAD answers the headers without a body', async (path) => {
    const response = await get(path, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toMatch(/^"/);
    expect(await response.text()).toBe('');
  });

  it.each(paths)('%s: OPTIONS preflight → 204 with CORS', async (path) => {
    const response = await get(path, {
      method: 'OPTIONS',
      headers: { Origin: 'https://app.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'if-none-match' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toBe('*');
  });

  const refused = paths.flatMap((path) => ['POST', 'PUT', 'PATCH', 'DELETE'].map((method) => [method, path]));
  it.each(refused)(
    '%s %s → 405 with Allow and an Error body',
    async (method, path) => {
      const response = await get(path, { method, body: method === 'DELETE' ? undefined : '{}' });
      const body = (await expectJson(response, 405, 'Error')) as ApiError;
      expect(body.error).toBe('method_not_allowed');
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    },
  );

  // Next.js hands these to no route handler and answers them before any code of Packwise runs; only a
  // proxy could, and none runs on the API (issue 32). README, "Self-hosting", says what a reverse proxy does.
  const apiPaths = [...paths.filter((path) => path.startsWith('/api/')), '/api/v2/pages'];
  it.each(apiPaths.flatMap((path) => ['QUERY', 'PROPFIND', 'PURGE'].map((method) => [method, path])))('%s %s → Next.js\'s own empty 400, never a 5xx', async (method, path) => {
    const response = await get(path, { method });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('');
  });

  it('an unknown /api/ path → 404 Error JSON with CORS', async () => {
    const response = await get('/api/v2/pages');
    const body = (await expectJson(response, 404, 'Error')) as ApiError;
    expect(body.error).toBe('not_found');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});
