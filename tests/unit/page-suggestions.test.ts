import { describe, expect, it } from 'vitest';
import { suggestedPages } from '@/lib/search/page-suggestions';
import { PAGE_SUGGESTIONS } from '@/lib/site/search-limits';
import { siteUrl } from '@/lib/site/site-url';

const suggestedSlugs = (reference: string) => suggestedPages(reference).map(({ slug }) => slug);

// Addresses a traveler or a model plausibly guesses or mistypes, with the guide that answers them.
// The cases were written before the results were looked at.
describe('what get_page and the 404 page suggest for an address that names no page', () => {
  it.each([
    ['power-bank', 'electronics-and-batteries'],
    ['liquid-toiletries', 'liquids-and-toiletries'],
    ['eletronics', 'electronics-and-batteries'],
    ['wheelchair', 'accessibility-and-mobility-aids'],
    ['passport', 'documents-for-international-trips'],
    [`${siteUrl}/skis/`, 'sports-gear'],
    ['/wedding/index.md', 'formal-event-packing-list'],
  ])('%s → %s first', (reference, slug) => {
    expect(suggestedSlugs(reference)[0]).toBe(slug);
  });

  it.each([
    ['flying-with-a-dog', 'flying-with-pets'],
    ['packing-list-for-a-week', 'one-week-packing-list'],
    ['laptop', 'electronics-and-batteries'],
    ['shampoo', 'liquids-and-toiletries'],
  ])('%s → %s among the suggestions', (reference, slug) => {
    expect(suggestedSlugs(reference)).toContain(slug);
  });

  it(`suggests at most ${PAGE_SUGGESTIONS} different pages, the topic before the spelling`, () => {
    const suggestions = suggestedPages('power-bank');
    expect(suggestions.length).toBeLessThanOrEqual(PAGE_SUGGESTIONS);
    expect(new Set(suggestions.map(({ slug }) => slug)).size).toBe(suggestions.length);
    const relevances = suggestions.map(({ relevance }) => relevance);
    expect(relevances).toEqual([...relevances].sort((a, b) => b - a));
  });

  it.each(['   ', '/', 'xyzzy'])('%j → no suggestion', (reference) => {
    expect(suggestedSlugs(reference)).toEqual([]);
  });
});
