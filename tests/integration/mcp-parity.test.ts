import type { Client } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectModernClient, MODERN_VERSION } from '../support/mcp-clients';
import { pageIndex } from '../support/served-pages';
import type { Page, SearchResponse } from '@/lib/api/schemas';
import { withoutLiveResults } from '../support/live-results';

const baseUrl = inject('baseUrl');

const pages = await pageIndex(baseUrl);

let client: Client;
beforeAll(async () => {
  client = await connectModernClient(baseUrl, { pin: MODERN_VERSION });
});
afterAll(async () => {
  await client.close();
});

async function called(name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args });
  expect(result.isError ?? false).toBe(false);
  return result;
}

async function structured(name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  return (await called(name, args)).structuredContent as Record<string, unknown>;
}

describe('search_answers gives the same hits, in the same order, as GET /api/search, without what their urls and answers hold', () => {
  const queries = ['liquids', 'power bank', 'Personal Item', 'what fits under the seat', 'toiletires', 'one bag', 'pricing', '  spaces around  ', 'xylophone', 'a'];

  it.each(queries)('%j', async (query) => {
    const http = (await (await fetch(`${baseUrl}/api/search?q=${encodeURIComponent(query)}`)).json()) as SearchResponse;
    const tool = (await structured('search_answers', { query })) as SearchResponse;
    expect({ ...tool, results: [] }).toEqual({ ...http, results: [] });
    expect(tool.results.map((hit) => hit.url)).toEqual(http.results.map((hit) => hit.url));
    // A model is handed the answered hits' whole passages, and of the others title, url and description.
    for (const [rank, hit] of tool.results.entries()) {
      const { excerpt: _, section: __, md_url: ___, ...rest } = http.results[rank]!;
      expect(hit).toEqual(rest);
    }
  });
});

describe('get_page returns exactly the Markdown mirror', () => {
  /** Every way a person or a model might name a page. */
  function referencesTo(page: Page): string[] {
    const slug = page.path.replaceAll('/', '');
    const forms = [page.url, page.url.replace(/\/$/, ''), page.md_url, page.path, ` ${page.url.toUpperCase()} `];
    if (slug === '') return [...forms, '/', 'index', 'INDEX', baseUrl, `${baseUrl}/index.md`];
    return [...forms, slug, `/${slug}`, `${slug}/`, slug.toUpperCase(), `  ${slug}  `, `/${slug}/index.md`];
  }

  it.each(pages.map((page) => [page.path, page] as const))('for %s, however it is named', async (_, page) => {
    const mirror = withoutLiveResults(await (await fetch(page.md_url)).text());
    for (const reference of referencesTo(page)) {
      const result = await called('get_page', { url_or_slug: reference });
      const content = result.structuredContent as Record<string, unknown>;
      expect(content, reference).toEqual({ title: page.title, url: page.url, md_url: page.md_url, dateModified: page.dateModified, markdown: expect.any(String) });
      expect(withoutLiveResults(String(content.markdown)), reference).toBe(mirror);
      expect(result.content, reference).toEqual([
        { type: 'text', text: content.markdown },
        { type: 'text', text: `Cite this page as "${page.title}" by Packwise, ${page.url}` },
      ]);
    }
  });

  it('reads the survey results with the totals of the moment, as their mirror has them', async () => {
    const content = await structured('get_page', { url_or_slug: 'survey-results' });
    expect(String(content.markdown)).toMatch(/^## Results$/m);
  });

  it('accepts every URL search_answers returns', async () => {
    const { results } = (await structured('search_answers', { query: 'carry on' })) as { results: { url: string; answer?: { url: string } }[] };
    for (const { url, answer } of results) {
      expect(await structured('get_page', { url_or_slug: url })).toMatchObject({ url });
      if (answer) expect(await structured('get_page', { url_or_slug: answer.url })).toMatchObject({ url });
    }
  });
});

describe('list_pages', () => {
  it('lists every page of GET /api/pages.json, in the same order', async () => {
    const expected = pages.map(({ title, url, md_url, description, dateModified }) => ({ title, url, md_url, description, dateModified }));
    expect(await structured('list_pages', {})).toEqual({ count: expected.length, pages: expected });
  });

  it('accepts every URL it returns in get_page', async () => {
    const { pages } = (await structured('list_pages', {})) as { pages: { url: string }[] };
    for (const { url } of pages) expect(await structured('get_page', { url_or_slug: url })).toMatchObject({ url });
  });
});
