import { describe, expect, inject, it } from 'vitest';
import { fetchHtml, pageIndex } from '../support/served-pages';
import { allPages } from '@/lib/content/catalogue';
import { pagePath } from '@/lib/site/urls';
import type { SearchResponse } from '@/lib/api/schemas';

const baseUrl = inject('baseUrl');
const pages = await pageIndex(baseUrl);
const guidePaths = new Set(allPages().filter((page) => page.kind === 'guide').map((page) => pagePath(page.slug)));

describe.each(pages.map((page) => [page.path, page] as const))('the HTML page %s', (path, page) => {
  it('has its title, description, canonical URL and Markdown alternate', async () => {
    const { response, $ } = await fetchHtml(`${baseUrl}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect($('title').text()).toContain(page.title);
    expect($('meta[name="description"]').attr('content')).toBe(page.description);
    expect($('link[rel="canonical"]').attr('href')).toBe(page.url);
    expect($('link[rel="alternate"][type="text/markdown"]').attr('href')).toBe(page.md_url);
  });

  it('has OpenGraph and Twitter metadata with its own social image', async () => {
    const { $ } = await fetchHtml(`${baseUrl}${path}`);
    expect($('meta[property="og:title"]').attr('content')).toBe(page.title);
    expect($('meta[property="og:url"]').attr('content')).toBe(page.url);
    expect($('meta[name="twitter:card"]').attr('content')).toBe('summary_large_image');
    const image = $('meta[property="og:image"]').attr('content')!;
    expect($('meta[name="twitter:image"]').attr('content')).toBe(image);
    const png = await fetch(image);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    const bytes = new DataView(await png.arrayBuffer());
    expect([bytes.getUint32(16), bytes.getUint32(20)]).toEqual([1200, 630]);
  });
});

describe.each(pages.filter((page) => guidePaths.has(page.path)).map((page) => [page.path, page] as const))(
  'the guide %s',
  (path, page) => {
    it('carries Article, BreadcrumbList and FAQPage JSON-LD', async () => {
      const { $ } = await fetchHtml(`${baseUrl}${path}`);
      const data = JSON.parse($('script[type="application/ld+json"]').text());
      expect(data['@graph'].map((node: { '@type': string }) => node['@type'])).toEqual(['Article', 'BreadcrumbList', 'FAQPage']);
      expect(data['@graph'][0]).toMatchObject({ headline: page.title, url: page.url });
    });

    it('lists its sources as links, each with the copy it was read through, with the date its rules were checked, and the contents link to them', async () => {
      const { $ } = await fetchHtml(`${baseUrl}${path}`);
      const sources = $('article section.sources');
      expect(sources.find('h2').text()).toBe('Sources');
      expect(sources.find('p time').attr('datetime')).toBe(page.reviewed);
      const links = sources.find('li').map((_, item) => [$(item).find('a').map((__, link) => $(link).attr('href')).get().join(' read via ')]).get();
      expect(links.sort()).toEqual(page.sources!.map((source) => [source.url, source.readVia?.url].filter(Boolean).join(' read via ')).sort());
      expect($('nav.contents-nav a[href="#sources"]').length).toBe(1);
    });

    it('says once, in the site footer, that it is not airline policy, and ends with how to cite it', async () => {
      const { $ } = await fetchHtml(`${baseUrl}${path}`);
      expect($('.site-footer').text()).toContain('not airline policy');
      $('script').remove();
      expect($('body').text().split('not airline policy').length - 1).toBe(1);
      expect($('article .page-source .citation').text()).toMatch(/^Cite as “.+”, Packwise, https?:\/\/\S+, updated \w+ \d+, \d{4}$/);
    });
  },
);

describe('the homepage', () => {
  it('presents every guide by category, with one search box, category shortcuts and where most trips start', async () => {
    const { $ } = await fetchHtml(`${baseUrl}/`);
    expect($('form[role="search"]').map((_, form) => $(form).attr('aria-label')).get()).toEqual(['Quick search']);
    expect($('header form[role="search"][action="/search/"] input[name="q"]').length).toBe(1);
    const shortcuts = $('nav[aria-label="Guide categories"] a').map((_, link) => $(link).attr('href')!).get();
    expect(shortcuts.length).toBeGreaterThanOrEqual(5);
    for (const anchor of shortcuts) expect($(`.guide-directory h3[id="${anchor.split('#')[1]}"]`).length, anchor).toBe(1);
    expect($('.start-here li a').length).toBe(6);
    const categories = $('.guide-directory section h3').map((_, heading) => $(heading).text()).get();
    expect(categories.length).toBeGreaterThanOrEqual(5);
    const linked = new Set($('.guide-directory a').map((_, link) => $(link).attr('href')).get());
    for (const path of guidePaths) expect(linked).toContain(path);
  });
});

describe('the search page, without JavaScript', () => {
  it('lists the same guides as the API, best first', async () => {
    const { $ } = await fetchHtml(`${baseUrl}/search/?q=liquids`);
    const api = (await (await fetch(`${baseUrl}/api/search?q=liquids`)).json()) as { results: { url: string }[] };
    const listed = $('.search-results li > a').map((_, link) => new URL($(link).attr('href')!, baseUrl).href).get();
    expect(listed).toEqual(api.results.map((hit) => hit.url));
    expect($('main input[name="q"]').attr('value')).toBe('liquids');
  });

  it('shows the passage that answers, where it is on the guide, and the sources it comes from', async () => {
    const { $ } = await fetchHtml(`${baseUrl}/search/?q=insulin`);
    // The item's verdict may come first; the first guide's hit has the passage.
    const hit = $('.search-results li:not(.answer-hit)').first();
    expect(hit.find('p.hit-answer').text()).toMatch(/insulin/i);
    const credits = hit.find('p.hit-credits');
    const placeLink = credits.find('a').first().attr('href')!;
    expect(placeLink).toMatch(/^\/medications-and-medical-devices\/#[a-z0-9-]+$/);
    const guide = await fetchHtml(`${baseUrl}${placeLink}`);
    expect(guide.$(`[id="${placeLink.split('#')[1]}"]`).length).toBe(1);
    expect(credits.text()).toMatch(/Source: .+, checked [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(credits.find('a[href^="https://"]').length).toBeGreaterThan(0);
  });

  it('links a FAQ answer to its entry, which the guide opens to show it', async () => {
    const api = (await (await fetch(`${baseUrl}/api/search?q=${encodeURIComponent('does melatonin help with jet lag')}`)).json()) as SearchResponse;
    const answer = api.results.find((hit) => hit.answer?.from === 'faq')!.answer!;
    const { pathname, hash } = new URL(answer.url);
    const guide = await fetchHtml(`${baseUrl}${pathname}`);
    const target = guide.$(`[id="${hash.slice(1)}"]`);
    expect(target.closest('details').find('summary').text()).toMatch(/melatonin/i);
    expect(target.text().replace(/\s+/g, ' ').trim()).toBe(answer.text);
  });

  it('says what no guide covers and links to a search that finds something', async () => {
    const { $ } = await fetchHtml(`${baseUrl}/search/?q=liquids+xylophone`);
    expect($('.search-results li').length).toBe(0);
    expect($('main').text()).toContain('No Packwise guide covers “xylophone”');
    const suggested = $('main a[href^="/search/?q="]');
    expect(suggested.attr('href')).toBe('/search/?q=liquids');
    const { $: next } = await fetchHtml(`${baseUrl}${suggested.attr('href')}`);
    expect(next('.search-results li').length).toBeGreaterThan(0);
    expect($('main p:contains("The closest guide we have is") a').attr('href')).toBe(next('.search-results li > a').first().attr('href'));
  });

  it('names the price no guide gives, and the way on reads as sentences', async () => {
    const { $ } = await fetchHtml(`${baseUrl}/search/?q=${encodeURIComponent('museum entry fees in florence')}`);
    expect($('.search-results li').length).toBe(0);
    const suggestion = $('#results').next('p').text();
    expect(suggestion).toContain('No Packwise guide covers “museum entry fees”');
    expect(suggestion).toMatch(/\. Browse every guide\.$/);
  });

  it('says which words a partial answer left out, above the guides that answer the rest', async () => {
    const { $ } = await fetchHtml(`${baseUrl}/search/?q=my+luggage+got+damaged`);
    expect($('#results').next('p').text()).toBe('No Packwise guide covers “got”, so these guides answer the rest of the search.');
    expect($('.search-results li').length).toBeGreaterThan(0);
  });

  it('reads a question pasted with its story, and says what it searched for', async () => {
    const question =
      'My partner and I are doing five weeks through Vietnam, Cambodia and Laos, mostly hostels and overnight buses, with a few cheap flights between countries. ' +
      'We only want carry-on backpacks of about 40 litres and will wash clothes as we go; my partner is nervous about that part. ' +
      'How do we do laundry on the road with one bag each?';
    const { $ } = await fetchHtml(`${baseUrl}/search/?q=${encodeURIComponent(question)}`);
    expect($('main input[name="q"]').val()).toBe(question);
    expect($('#results').text()).toBe('Results for your question');
    expect($('.query-read').text()).toBe(`Your question is ${question.length} characters long, and search reads 200 at most, so it searched for the question in it: “How do we do laundry on the road with one bag each?”.`);
    expect($('.search-results li > a').first().attr('href')).toBe('/laundry-on-the-road/');
  });

  it('takes a question of up to 1,000 characters in both search boxes', async () => {
    const { $ } = await fetchHtml(`${baseUrl}/search/`);
    expect($('input[name="q"]').map((_, input) => $(input).attr('maxlength')).get()).toEqual(['1000', '1000']);
  });

  it.each([
    [`?q=${'a '.repeat(500)}b`, '1000 characters'],
    ['?q=bags&q=shoes', 'one thing at a time'],
  ])('explains a query it cannot run: %s', async (query, explanation) => {
    const { $ } = await fetchHtml(`${baseUrl}/search/${query}`);
    expect($('[role="alert"]').text()).toContain(explanation);
    expect($('.search-results').length).toBe(0);
  });

  it('offers common questions and where most trips start when there is nothing to search for', async () => {
    const { $ } = await fetchHtml(`${baseUrl}/search/`);
    expect($('main input[name="q"]').length).toBe(1);
    expect($('[role="alert"]').length).toBe(0);
    const questions = $('#common-questions + ul a');
    expect(questions.length).toBe(6);
    for (const link of questions.toArray()) expect($(link).attr('href')).toMatch(/^\/[a-z0-9-]+\/#faq$/);
    expect($('#start-here + ul li a').length).toBe(6);
  });
});

describe('page addresses', () => {
  it.each(pages.filter((page) => page.path !== '/').map((page) => page.path))('%s without its slash redirects to it', async (path) => {
    const response = await fetch(`${baseUrl}${path.slice(0, -1)}`, { redirect: 'manual' });
    expect(response.status).toBe(308);
    expect(new URL(response.headers.get('location')!, baseUrl).pathname).toBe(path);
  });

  it.each(pages.filter((page) => page.path !== '/').map((page) => page.path))('%s typed in capitals ends at the page', async (path) => {
    const response = await fetch(`${baseUrl}${path.toUpperCase()}`);
    expect(response.status).toBe(200);
    expect(new URL(response.url).pathname).toBe(path);
  });

  it.each([
    ['/pricing', '/pricing/'],
    ['/no-such-guide', '/no-such-guide/'],
    ['/search?q=bags', '/search/?q=bags'],
    ['/Liquids-And-Toiletries/', '/liquids-and-toiletries/'],
    ['/Developers', '/developers/'],
    ['/SEARCH/?q=Bags', '/search/?q=Bags'],
    ['/index', '/'],
    ['/INDEX/', '/'],
    ['/index.html', '/'],
    ['/index.htm', '/'],
    ['/pricing.html', '/pricing/'],
    ['/liquids-and-toiletries/index.html', '/liquids-and-toiletries/'],
    ['/Liquids-And-Toiletries/index.html?utm_source=x', '/liquids-and-toiletries/?utm_source=x'],
    ['/pricing.md', '/pricing/index.md'],
    ['/liquids-and-toiletries/index.html.md', '/liquids-and-toiletries/index.md'],
    ['/index.html.md', '/index.md'],
    // An extension in capitals, as some keyboards and old links have it.
    ['/index.HTML', '/'],
    ['/Pricing.MD', '/pricing/index.md'],
    ['/pricing/INDEX.HTML', '/pricing/'],
    ['/Index.Html.Md', '/index.md'],
  ])('%s redirects to %s', async (path, location) => {
    const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(location);
  });

  it.each([
    ['a search', '/search', `q=${encodeURIComponent('é'.repeat(2_000))}`, `/search/?q=${encodeURIComponent('é'.repeat(1_001))}`],
    ['a search with other parameters', '/search', `x=${'x'.repeat(14_000)}&q=bags&q=shoes`, '/search/?q=bags'],
    ['a page', '/pricing', `utm_source=${'u'.repeat(14_000)}`, '/pricing/'],
    ['a page with a short query', '/pricing', 'utm_source=newsletter', '/pricing/?utm_source=newsletter'],
    ['a page with a query of 2,000 characters', '/pricing', `utm_source=${'u'.repeat(2_000)}`, '/pricing/'],
  ])('redirects %s with a long query without echoing it into a header', async (_, path, query, location) => {
    const response = await fetch(`${baseUrl}${path}?${query}`, { redirect: 'manual' });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(location);
  });

  it('a search cut in its redirect is refused as too long on the search page, as it is when typed there', async () => {
    const html = await (await fetch(`${baseUrl}/search?q=${'bag+'.repeat(3_000)}`)).text();
    expect(html).toContain('That search is too long');
  });

  it('does not echo a huge path into a redirect', async () => {
    const response = await fetch(`${baseUrl}/${'a'.repeat(8000)}`, { redirect: 'manual' });
    expect(response.status).toBe(404);
    expect(response.headers.get('location')).toBeNull();
  });

  it.each(['/markdown-mirror/pricing', '/markdown-mirror'])('the old internal route %s is not a second address of a mirror', async (path) => {
    expect((await fetch(`${baseUrl}${path}`)).status).toBe(404);
  });

  it.each(['/pricing.md', '/liquids-and-toiletries/index.html.md'])('%s, as agents guess a mirror, ends at the Markdown mirror', async (path) => {
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/markdown/);
  });

  it.each(['/agents.md', '/index.md'])('%s, a file of its own, is served, not redirected', async (path) => {
    const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(200);
  });

  it.each(['/mcp.html', '/api.md', '/og/index.html', '/AGENTS.MD', '/MCP.HTML'])('%s names no page and is not redirected to one', async (path) => {
    const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
    expect(response.headers.get('location')).toBeNull();
  });

  it.each(['/MCP', '/Api', '/OG/'])('%s, a route that is no page, is not redirected to one', async (path) => {
    const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(404);
    expect(response.headers.get('location')).toBeNull();
  });

  it.each(['/no-such-guide/', '/no-such-guide', '/No-Such-Guide/'])('%s ends at a real 404 page', async (path) => {
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });
});
