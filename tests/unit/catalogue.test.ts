import { describe, expect, it } from 'vitest';
import { linkTargets, headingDepths, wordCount } from '../support/markdown-text';
import { allPages, guidesByCategory, homePage, pageBySlug, pageSlugs, sitePages } from '@/lib/content/catalogue';
import { pagePath } from '@/lib/site/urls';

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

describe('the guides', () => {
  it('number at least 8', () => {
    expect(guides.length).toBeGreaterThanOrEqual(8);
  });

  it.each(guides.map((guide) => [guide.slug, guide] as const))('%s has 700+ words, 4+ FAQ pairs and no H1 of its own', (_, guide) => {
    expect(wordCount(guide.body)).toBeGreaterThanOrEqual(700);
    expect(guide.faq.length).toBeGreaterThanOrEqual(4);
    expect(headingDepths(guide.body)).not.toContain(1);
  });
});

describe('links between pages', () => {
  const knownPaths = new Set(allPages().map((page) => pagePath(page.slug)));
  const linksOf = (page: (typeof guides)[number]) => [page.body, ...page.faq.map((pair) => pair.answer)].flatMap(linkTargets);

  it.each(allPages().map((page) => [page.sourceFile, page] as const))('%s links only to pages that exist', (_, page) => {
    const internal = linksOf(page).filter((target) => target.startsWith('/'));
    for (const target of internal) expect(knownPaths, `${target} in ${page.sourceFile}`).toContain(target.split('#')[0]);
  });
});
