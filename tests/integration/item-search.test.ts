import * as cheerio from 'cheerio';
import { describe, expect, inject, it } from 'vitest';
import type { SearchResponse } from '@/lib/api/schemas';

/** Issue 38: a search that names an item answers with the item's verdict first, in the API, the search page and the social card. */

const baseUrl = inject('baseUrl');
const search = async (params: string) => {
  const response = await fetch(`${baseUrl}/api/search?${params}`);
  return { status: response.status, body: (await response.json()) as SearchResponse & { error?: string } };
};

describe('GET /api/search names items', () => {
  it('puts the item a traveler asks about first, scored highest, its verdict as the excerpt, with the guides after it', async () => {
    const { body } = await search('q=can+I+bring+bear+spray+on+a+plane');
    const [first, ...rest] = body.results;
    expect(first).toMatchObject({ kind: 'item', url: `${baseUrl}/items/bear-spray/`, md_url: `${baseUrl}/items/bear-spray/index.md` });
    expect(first!.excerpt).toMatch(/^Bear spray\. .*cabin no/);
    expect(rest.length).toBeGreaterThan(0);
    expect(rest.every((hit) => hit.kind !== 'item' && hit.score < first!.score)).toBe(true);
  });

  it('shows an item named among other things after the best guide, and a guide first for its pasted title', async () => {
    const { body } = await search(`q=${encodeURIComponent('10000mAh power bank how many iPhone charges')}`);
    expect(body.results.map((hit) => hit.kind).slice(0, 2)).toEqual(['guide', 'item']);
    const titled = await search(`q=${encodeURIComponent('Electronics and spare batteries')}`);
    expect(titled.body.results[0]).toMatchObject({ kind: 'guide', url: `${baseUrl}/electronics-and-batteries/` });
  });

  it('keeps only the kinds asked for, each hit with the score it has without the filter', async () => {
    const all = (await search('q=power+bank')).body.results;
    const guides = (await search('q=power+bank&kinds=guide')).body.results;
    expect(guides.length).toBe(all.length - 1);
    expect(guides).toEqual(all.filter((hit) => hit.kind === 'guide'));
    const items = (await search('q=power+bank&kinds=item,page')).body.results;
    expect(items.map((hit) => hit.url)).toEqual([`${baseUrl}/items/power-bank/`]);
  });

  it.each(['kinds=weapons', 'kinds=', 'kinds=item&kinds=guide'])('refuses %s with a 400 invalid_kinds that says what to send', async (kinds) => {
    const { status, body } = await search(`q=knife&${kinds}`);
    expect(status).toBe(400);
    expect(body.error).toBe('invalid_kinds');
  });

  it('says what the filter hid when nothing of the kinds asked for matches', async () => {
    const { body } = await search('q=how+many+shirts+for+a+week&kinds=item');
    expect(body.results).toEqual([]);
    expect(body.suggestion?.message).toMatch(/without that filter the search finds \d+ hits/);
  });
});

describe('the search page', () => {
  it('marks the item’s hit as a verdict and narrows to items or guides with links', async () => {
    const $ = cheerio.load(await (await fetch(`${baseUrl}/search/?q=bear+spray`)).text());
    const first = $('.search-results li').first();
    expect(first.find('.hit-kind').text()).toBe('Item verdict');
    expect(first.find('a').attr('href')).toBe('/items/bear-spray/');
    expect($('.kind-filter a[aria-current=page]').text()).toBe('Everything');
    const guidesOnly = cheerio.load(await (await fetch(`${baseUrl}${$('.kind-filter a').last().attr('href')}`)).text());
    expect(guidesOnly('.search-results .hit-kind')).toHaveLength(0);
    expect(guidesOnly('.kind-filter a[aria-current=page]').text()).toBe('Guides');
  });
});

describe('an item’s social image', () => {
  it('is a 1200 × 630 PNG named in the page’s OpenGraph and Twitter tags, with the verdict as the description', async () => {
    const $ = cheerio.load(await (await fetch(`${baseUrl}/items/power-bank/`)).text());
    const image = $('meta[property="og:image"]').attr('content')!;
    expect(new URL(image).pathname).toBe('/og/items/power-bank');
    expect($('meta[name="twitter:image"]').attr('content')).toBe(image);
    expect($('meta[name=description]').attr('content')).toMatch(/^Power bank\. International: cabin with conditions/);
    const response = await fetch(`${baseUrl}/og/items/power-bank`);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect((await fetch(`${baseUrl}/og/items/no-such-item`)).status).toBe(404);
  });
});
