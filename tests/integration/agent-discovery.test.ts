import * as cheerio from 'cheerio';
import { describe, expect, inject, it } from 'vitest';
import { pageIndex } from '../support/served-pages';
import { routePaths } from '@/lib/site/route-paths';
import { withoutLiveResults } from '../support/live-results';

const baseUrl = inject('baseUrl');
const pages = await pageIndex(baseUrl);
/** Pages whose URL also answers Markdown: all but the survey results, rendered per request (next.config.ts). */
const negotiatedPages = pages.filter((page) => page.path !== routePaths.surveyResults);

describe('documents for agents', () => {
  it.each([
    ['/llms.txt', 'text/plain; charset=utf-8', /^# Packwise\n\n> /],
    ['/llms-full.txt', 'text/plain; charset=utf-8', /^# Packwise: carry-on/],
    ['/agents.md', 'text/markdown; charset=utf-8', /^# Packwise for agents/],
  ])('%s is served as %s, with CORS and an ETag', async (path, type, opening) => {
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('etag')).toMatch(/^"/);
    expect(await response.text()).toMatch(opening);
  });

  it('every link in llms.txt resolves', async () => {
    const text = await (await fetch(`${baseUrl}/llms.txt`)).text();
    const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => match[1]!);
    expect(links.length).toBeGreaterThan(pages.length);
    for (const link of links) expect((await fetch(link)).status, link).toBe(200);
  });

  it('llms-full.txt holds every page mirror', async () => {
    const full = await (await fetch(`${baseUrl}/llms-full.txt`)).text();
    for (const page of pages) expect(full).toContain(withoutLiveResults(await (await fetch(page.md_url)).text()));
  });
});

describe('Markdown by content negotiation', () => {
  it.each(negotiatedPages.map((page) => [page.path, page] as const))('%s with Accept: text/markdown is its mirror, with Vary: Accept', async (path, page) => {
    const response = await fetch(`${baseUrl}${path}`, { headers: { Accept: 'text/markdown' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response.headers.get('vary')).toContain('Accept');
    expect(await response.text()).toBe(await (await fetch(page.md_url)).text());
  });

  it.each([
    ['text/html', 'text/html'],
    ['*/*', 'text/html'],
    ['text/html;q=0.5, text/markdown', 'text/markdown'],
    ['text/markdown;q=0.5, text/html', 'text/html'],
    ['application/json', 'text/html'],
  ])('Accept: %s gets %s, with Vary: Accept', async (accept, expected) => {
    const response = await fetch(`${baseUrl}/pricing/`, { headers: { Accept: accept } });
    expect(response.headers.get('content-type')).toContain(expected);
    expect(response.headers.get('vary')).toContain('Accept');
  });

  it.each([routePaths.searchPage, routePaths.surveyResults])('%s, rendered per request, answers HTML whatever is asked for', async (path) => {
    const response = await fetch(`${baseUrl}${path}`, { headers: { Accept: 'text/markdown' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
  });

  it('an unknown page asked for as Markdown gets the Markdown 404', async () => {
    const response = await fetch(`${baseUrl}/no-such-guide/`, { headers: { Accept: 'text/markdown' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
  });
});

describe('crawlers', () => {
  it('robots.txt welcomes them, names the sitemap and keeps them off where survey answers are made', async () => {
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    // The survey page itself is in the sitemap, so crawlers may read it; its challenge, submission and thank-you are off limits.
    expect(robots).toMatch(/User-Agent: \*\nAllow: \/\nDisallow: \/survey\/challenge\nDisallow: \/survey\/submit\nDisallow: \/survey\/thanks\/\n/);
    expect(robots).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });

  it('sitemap.xml lists every page, the item and airline lists and every item and airline page, with lastmod from its dateModified', async () => {
    const response = await fetch(`${baseUrl}/sitemap.xml`);
    expect(response.headers.get('content-type')).toContain('xml');
    const $ = cheerio.load(await response.text(), { xml: true });
    const entries = new Map($('url').map((_, url) => [[$(url).find('loc').text(), $(url).find('lastmod').text()]]).get() as [string, string][]);
    const countOf = async (path: string) => ((await (await fetch(`${baseUrl}${path}`)).json()) as { count: number }).count;
    expect(entries.size).toBe(pages.length + 1 + (await countOf('/api/items.json')) + 1 + (await countOf('/api/airlines.json')));
    expect(entries.has(`${baseUrl}/items/`)).toBe(true);
    expect(entries.has(`${baseUrl}/airlines/fr/`)).toBe(true);
    for (const page of pages) expect(entries.get(page.url)?.slice(0, 10), page.url).toBe(page.dateModified);
  });
});

describe('API discovery (RFC 9727) and the homepage Link header', () => {
  it('GET /.well-known/api-catalog is a linkset to the OpenAPI document, the developers page and the MCP manifest', async () => {
    const response = await fetch(`${baseUrl}/.well-known/api-catalog`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/linkset\+json; profile="https:\/\/www\.rfc-editor\.org\/info\/rfc9727"/);
    const { linkset } = (await response.json()) as { linkset: Record<string, { href: string }[] | string>[] };
    const hrefs = linkset.flatMap((entry) => Object.values(entry).flatMap((links) => (Array.isArray(links) ? links.map((link) => link.href) : [])));
    expect(hrefs).toEqual(expect.arrayContaining([`${baseUrl}/openapi.json`, `${baseUrl}/developers/`, `${baseUrl}/.well-known/mcp.json`]));
    for (const href of new Set(hrefs)) expect((await fetch(href)).status, href).toBe(200);
  });

  it('HEAD /.well-known/api-catalog carries Link: rel="api-catalog"', async () => {
    const response = await fetch(`${baseUrl}/.well-known/api-catalog`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('link')).toBe(`<${baseUrl}/.well-known/api-catalog>; rel="api-catalog"`);
  });

  it('the homepage Link header names llms.txt, the API catalog and the MCP manifest', async () => {
    const link = (await fetch(`${baseUrl}/`)).headers.get('link') ?? '';
    expect(link).toContain(`<${baseUrl}/llms.txt>; rel="describedby"`);
    expect(link).toContain(`<${baseUrl}/.well-known/api-catalog>; rel="api-catalog"`);
    expect(link).toContain(`<${baseUrl}/.well-known/mcp.json>; rel="service-desc"`);
  });
});
