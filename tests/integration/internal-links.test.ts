import * as cheerio from 'cheerio';
import { describe, expect, inject, it } from 'vitest';
import { linkTargets } from '../support/markdown-text';
import { pageIndex } from '../support/served-pages';

const baseUrl = inject('baseUrl');
const pages = await pageIndex(baseUrl);

const statusOf = new Map<string, Promise<{ status: number; html: string }>>();
/** Each distinct URL is fetched once, however many pages link to it. */
function visit(url: string) {
  if (!statusOf.has(url)) {
    statusOf.set(url, fetch(url, { redirect: 'manual' }).then(async (response) => ({ status: response.status, html: await response.text() })));
  }
  return statusOf.get(url)!;
}

async function expectResolves(link: string, from: string) {
  const target = new URL(link, from);
  if (target.origin !== baseUrl) return;
  const withoutFragment = target.href.replace(/#.*$/, '');
  const { status, html } = await visit(withoutFragment);
  expect(status, `${link} on ${from}`).toBe(200);
  if (target.hash && !withoutFragment.endsWith('.md')) {
    expect(cheerio.load(html)(`[id="${decodeURIComponent(target.hash.slice(1))}"]`).length, `${link} on ${from}`).toBe(1);
  }
}

describe.each(pages.map((page) => [page.path, page] as const))('links on %s', (_, page) => {
  it('in the HTML all resolve', async () => {
    const $ = cheerio.load(await (await fetch(page.url)).text());
    const links = [...$('a[href]'), ...$('link[href]')].map((element) => $(element).attr('href')!);
    for (const link of links) await expectResolves(link, page.url);
  });

  it('in the Markdown mirror all resolve', async () => {
    const markdown = await (await fetch(page.md_url)).text();
    for (const link of linkTargets(markdown)) await expectResolves(link, page.md_url);
  });
});
