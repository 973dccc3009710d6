import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');
const get = (path: string) => fetch(`${baseUrl}${path}`, { redirect: 'manual' });

type PagesIndex = { pages: { path: string; url: string; md_url: string; title: string; description: string }[] };
const index = (await (await get('/api/pages.json')).json()) as PagesIndex;

/** The attribute values of the first tag in `html` matching `selector`-like text, e.g. `link rel="canonical"`. */
function tagAttribute(html: string, tagStart: string, attribute: string): string | undefined {
  const tag = html.split('<').find((piece) => piece.startsWith(tagStart));
  return tag?.match(new RegExp(`${attribute}="([^"]*)"`))?.[1];
}

const unescapeHtml = (text: string) => text.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');

describe.each(index.pages.map((page) => [page.path, page] as const))('the HTML page %s', (path, page) => {
  it('is served with its title, description, canonical URL and Markdown alternate', async () => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(unescapeHtml(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '')).toContain(page.title);
    expect(unescapeHtml(tagAttribute(html, 'meta name="description"', 'content') ?? '')).toBe(page.description);
    expect(tagAttribute(html, 'link rel="canonical"', 'href')).toBe(page.url);
    expect(tagAttribute(html, 'link rel="alternate" type="text/markdown"', 'href')).toBe(page.md_url);
  });
});

describe('page addresses', () => {
  it.each(index.pages.filter((page) => page.path !== '/').map((page) => page.path))('%s without its slash redirects to it', async (path) => {
    const response = await get(path.slice(0, -1));
    expect(response.status).toBe(308);
    expect(new URL(response.headers.get('location')!, baseUrl).pathname).toBe(path);
  });

  it.each(['/no-such-guide/', '/no-such-guide', '/Liquids-And-Toiletries/'])('%s ends at a real 404 page', async (path) => {
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });
});
