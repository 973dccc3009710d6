import * as cheerio from 'cheerio';
import { describe, expect, inject, it } from 'vitest';
import type { ItemIndex } from '@/lib/items/item-api-schema';

/** Issue 38: an item's page gives its verdict first, for the traveler's place. */

const baseUrl = inject('baseUrl');
const page = async (path: string) => {
  const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
  return { status: response.status, $: cheerio.load(await response.text()) };
};
const cardPlaces = ($: cheerio.CheerioAPI) => $('.item-verdicts .verdict-place').map((_, heading) => $(heading).text()).get();

describe('GET /items/{slug}/', () => {
  it('leads with the international baseline, the US and the UK, each bag’s verdict and its limits, before anything else', async () => {
    const { status, $ } = await page('/items/power-bank/');
    expect(status).toBe(200);
    expect($('h1').text()).toBe('Power bank: can I pack it?');
    expect(cardPlaces($)).toEqual(['International (ICAO)', 'United States of America', 'United Kingdom']);
    const us = $('.verdict-card').eq(1);
    expect(us.find('.verdict-row').first().text()).toContain('Up to 100 Wh');
    expect(us.find('.verdict-row').last().find('.verdict').text()).toBe('No');
    // The verdict comes before the rules, sources and guides.
    expect($('article').html()!.indexOf('verdict-card')).toBeLessThan($('article').html()!.indexOf('Why: each rule'));
    expect($('.final-say')).toHaveLength(1);
  });

  it('puts the place in ?from= first, then the baseline, and the other places in a table linking their own view', async () => {
    const { $ } = await page('/items/laptop/?from=CA');
    expect(cardPlaces($)).toEqual(['Canada', 'International (ICAO)']);
    expect($('input[name=from]').val()).toBe('CA');
    const others = $('table tbody th a').map((_, link) => $(link).attr('href')).get();
    expect(others).toContain('/items/laptop/?from=US');
  });

  it('reads an airport as its country and says who to ask where no rule speaks for the place', async () => {
    expect(cardPlaces((await page('/items/laptop/?from=yyz')).$)).toEqual(['Canada', 'International (ICAO)']);
    const { $ } = await page('/items/cremated-remains/?from=JP');
    expect($('.note').text()).toContain('your airline');
  });

  it('says so when ?from= names no place, and shows the default view', async () => {
    const { status, $ } = await page('/items/power-bank/?from=atlantis');
    expect(status).toBe(200);
    expect($('[role=status]').text()).toContain('“atlantis” is not a place the rules name');
    expect(cardPlaces($)[0]).toBe('International (ICAO)');
  });

  it('has a page for every item of the catalogue, in the sitemap, and a 404 for a slug no item has', async () => {
    const index = (await (await fetch(`${baseUrl}/api/items.json`)).json()) as ItemIndex;
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    for (const { slug } of index.items) expect(sitemap, slug).toContain(`${baseUrl}/items/${slug}/</loc>`);
    expect((await page('/items/no-such-thing/')).status).toBe(404);
  });
});

describe('GET /items/', () => {
  it('lists every item once, on its shelf, each shelf with a decorative icon screen readers skip', async () => {
    const index = (await (await fetch(`${baseUrl}/api/items.json`)).json()) as ItemIndex;
    const { status, $ } = await page('/items/');
    expect(status).toBe(200);
    const links = $('.shelf-items a').map((_, link) => $(link).attr('href')).get();
    expect(links.sort()).toEqual(index.items.map((item) => `/items/${item.slug}/`).sort());
    expect($('section[data-shelf]')).toHaveLength(12);
    $('section[data-shelf] h2').each((_, heading) => {
      expect($(heading).find('svg').attr('aria-hidden')).toBe('true');
      expect($(heading).text().trim().length).toBeGreaterThan(3);
    });
  });

  it('filters by ?q= without JavaScript, by the start of any word of a name or alias, and says how many match', async () => {
    const { $ } = await page('/items/?q=charg');
    const shown = $('.shelf-items li:not([hidden]) a').map((_, link) => $(link).text()).get();
    expect(shown).toContain('Power bank');
    expect(shown).not.toContain('Wine');
    expect($('#item-filter-status').text()).toBe(`${shown.length} items match “charg”.`);
    expect($('section[data-shelf]:not([hidden])').length).toBeLessThan(12);
  });

  it('is described as a schema.org Dataset whose downloads are the JSON and CSV catalogue, under its licence', async () => {
    const { $ } = await page('/items/');
    const dataset = JSON.parse($('script[type="application/ld+json"]').first().text()) as { '@type': string; license: string; distribution: { contentUrl: string; encodingFormat: string }[] };
    expect(dataset['@type']).toBe('Dataset');
    expect(dataset.license).toBe('https://creativecommons.org/licenses/by/4.0/');
    expect(dataset.distribution.map((download) => [download.encodingFormat, download.contentUrl])).toEqual([
      ['application/json', `${baseUrl}/api/items.json`],
      ['text/csv', `${baseUrl}/api/items.csv`],
    ]);
  });
});

describe('guides link the items they discuss', () => {
  it('link the first mention of an item to its page, and in the Markdown mirror to its Markdown', async () => {
    const { $ } = await page('/electronics-and-batteries/');
    const links = $('article a[href="/items/power-bank/"]');
    expect(links.length).toBe(1);
    expect(links.first().text().toLowerCase()).toMatch(/^power banks?$/);
    const mirror = await (await fetch(`${baseUrl}/electronics-and-batteries/index.md`)).text();
    expect(mirror.match(/\]\(http[^)]*\/items\/power-bank\/index\.md\)/g)).toHaveLength(1);
  });
});
