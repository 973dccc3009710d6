import { describe, expect, it } from 'vitest';
import { linkTargets, headingDepths, wordCount } from '../support/markdown-text';
import { allPages, guidesByCategory, homePage, pageBySlug, pageSlugs, sitePages } from '@/lib/content/catalogue';
import { pagePath, routePaths } from '@/lib/site/urls';

const guides = allPages().filter((page) => page.kind === 'guide');

describe('the catalogue', () => {
  it('lists the homepage first, then site pages, then guides', () => {
    const kinds = allPages().map((page) => page.kind);
    expect(kinds[0]).toBe('home');
    expect(kinds.lastIndexOf('site')).toBeLessThan(kinds.indexOf('guide'));
    expect(homePage().slug).toBe('');
  });

  it('has the site pages a real site needs', () => {
    expect(sitePages().map((page) => page.slug)).toEqual(expect.arrayContaining(['about', 'developers', 'pricing', 'terms', 'privacy']));
  });

  it('finds every page by its slug and nothing else', () => {
    for (const slug of pageSlugs()) expect(pageBySlug(slug)?.slug).toBe(slug);
    expect(pageBySlug('no-such-page')).toBeUndefined();
    expect(pageSlugs()).not.toContain('');
  });

  it('groups every guide under exactly one category', () => {
    const grouped = guidesByCategory().flatMap((category) => category.guides.map((guide) => guide.slug));
    expect(grouped.sort()).toEqual(guides.map((guide) => guide.slug).sort());
  });

  it('has unique titles and descriptions', () => {
    const titles = allPages().map((page) => page.title);
    const descriptions = allPages().map((page) => page.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});

/** The topics the library must cover, each with the guide that covers it. */
const requiredTopics = {
  'carry-on basics': 'carry-on-basics',
  'choosing a carry-on': 'choosing-a-carry-on',
  'the personal item': 'personal-item',
  'one-bag travel': 'one-bag-travel',
  'backpack or roller': 'backpack-or-roller',
  'size and weight limits': 'size-and-weight-limits',
  'liquids and toiletries': 'liquids-and-toiletries',
  'solid toiletries': 'solid-toiletries',
  'electronics and spare batteries': 'electronics-and-batteries',
  'medications and medical devices': 'medications-and-medical-devices',
  'a weekend': 'weekend-packing-list',
  'one week': 'one-week-packing-list',
  'two weeks or more': 'two-week-packing-list',
  'a business trip': 'business-trip-packing-list',
  'cold weather': 'cold-weather-packing-list',
  'hot weather and beaches': 'hot-weather-and-beach-packing-list',
  'rainy seasons': 'rainy-season-packing-list',
  hiking: 'hiking-trip-packing-list',
  'traveling with children': 'traveling-with-children',
  'a formal event': 'formal-event-packing-list',
  'rolling or folding': 'rolling-or-folding',
  'packing cubes and compression': 'packing-cubes-and-compression',
  'a capsule wardrobe and fabrics': 'capsule-wardrobe-and-fabrics',
  shoes: 'packing-shoes',
  'laundry on the road': 'laundry-on-the-road',
  'security screening': 'security-screening',
  'what not to pack': 'what-not-to-pack',
  'documents for international trips': 'documents-for-international-trips',
  'strict budget-airline limits': 'budget-airline-carry-on',
  'overhead bins and gate checks': 'overhead-bins-and-gate-checks',
  'a long-haul comfort kit': 'long-haul-comfort-kit',
  'making room for the way home': 'making-room-for-the-way-home',
  cruises: 'cruise-packing-list',
  'flying with pets': 'flying-with-pets',
  'accessibility, wheelchairs and mobility aids': 'accessibility-and-mobility-aids',
  pregnancy: 'flying-while-pregnant',
  'musical instruments': 'musical-instruments',
  'sports gear: skis, golf, bikes and diving': 'sports-gear',
  'camping and backpacking': 'camping-and-backpacking-packing-list',
  'road trips and train travel': 'road-trip-and-train-travel',
  'checked bags and lost or delayed luggage': 'checked-bags-and-lost-luggage',
  'money, document copies and anti-theft': 'money-and-anti-theft',
  'phones, eSIMs and power abroad': 'phones-esims-and-power-abroad',
  'jet lag and sleep': 'jet-lag-and-sleep',
  'personal care: shaving, periods and hair tools': 'personal-care-on-the-road',
};

describe('the guides', () => {
  it('number at least 30', () => {
    expect(guides.length).toBeGreaterThanOrEqual(30);
  });

  it.each(Object.entries(requiredTopics))('cover %s (%s)', (_, slug) => {
    expect(pageBySlug(slug)?.kind).toBe('guide');
  });

  // The What changed page is a changelog built from the rules library: it grows with every rule change, and
  // readers and tools that want less filter it (/api/changes.json, list_changes), so only its floor applies.
  const CHANGELOG = 'rule-changes';
  it.each(guides.map((guide) => [guide.slug, guide] as const))('%s has 900–2,000 words, 4–8 FAQ pairs, no H1 and links to related guides', (_, guide) => {
    const words = wordCount(guide.body);
    expect(words).toBeGreaterThanOrEqual(900);
    if (guide.slug !== CHANGELOG) expect(words).toBeLessThanOrEqual(2000);
    expect(guide.faq.length).toBeGreaterThanOrEqual(4);
    expect(guide.faq.length).toBeLessThanOrEqual(8);
    expect(headingDepths(guide.body)).not.toContain(1);
    const related = new Set(linkTargets(guide.body).filter((target) => target !== pagePath(guide.slug) && target.startsWith('/')));
    expect(related.size).toBeGreaterThanOrEqual(2);
  });

  it.each(guides.filter((guide) => guide.category === 'lists').map((guide) => [guide.slug, guide] as const))('packing list %s has a checklist', (_, guide) => {
    expect(guide.body).toMatch(/^##+ .*checklist/im);
  });
});

describe('links between pages', () => {
  // Pages may also link the change feeds, which are documents rather than pages.
  const knownPaths = new Set([...allPages().map((page) => pagePath(page.slug)), routePaths.changesJsonFeed, routePaths.changesAtomFeed]);
  const linksOf = (page: (typeof guides)[number]) => [page.body, ...page.faq.map((pair) => pair.answer)].flatMap(linkTargets);

  it.each(allPages().map((page) => [page.sourceFile, page] as const))('%s links only to pages that exist', (_, page) => {
    const internal = linksOf(page).filter((target) => target.startsWith('/'));
    for (const target of internal) expect(knownPaths, `${target} in ${page.sourceFile}`).toContain(target.split('#')[0]);
  });
});
