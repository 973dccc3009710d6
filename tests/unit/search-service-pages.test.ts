import { describe, expect, it } from 'vitest';
import { searchPages } from '@/lib/search/search-pages';

/** The pages about Packwise itself, from a traveler's and a developer's side. */
const slugs = (query: string) => searchPages(query, 10).pages.map((page) => page.slug);

describe('the pages about Packwise itself', () => {
  it('“is it free” finds the pricing page first', () => {
    expect(slugs('is it free')[0]).toBe('pricing');
  });

  it.each(['api', 'api key', 'api docs', 'developer docs'])('“%s” finds the developers page first', (query) => {
    expect(slugs(query)[0]).toBe('developers');
  });

  // The developers page documents the search with travelers' queries as examples ("cheap flights to
  // Bali"): before, its text made it an answer to searches that quote no example.
  it.each(['honeymoon ideas', 'how do i fix a typo in the name on my ticket'])('“%s” does not find the developers page', (query) => {
    expect(slugs(query)).not.toContain('developers');
  });

  it('“travel docs” finds the documents guide, not the developers page', () => {
    expect(slugs('travel docs')[0]).toBe('documents-for-international-trips');
  });
});
