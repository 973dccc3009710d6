import { describe, expect, it } from 'vitest';
import { STARTING_POINTS } from '@/lib/content/starting-points';
import { searchPages } from '@/lib/search/search-pages';
import { HOME_SLUG } from '@/lib/site/urls';

/**
 * A search of one word that nearly every page uses tells no guide apart. Written from the traveler's
 * side: the commonest first searches on a packing site.
 */
const slugs = (query: string) => searchPages(query, 10).pages.map((page) => page.slug);

describe('a query of one word every guide uses', () => {
  // Before, the survey pages came first: their short titles hold the word "packing".
  it.each(['packing', 'packing tips', 'how to pack', 'what to pack'])('“%s” gets the homepage, then the guides where most trips start', (query) => {
    expect(slugs(query).slice(0, 1 + STARTING_POINTS.length)).toEqual([HOME_SLUG, ...STARTING_POINTS]);
  });

  it('two such words still find the title that holds both: “what not to pack”, and the pasted title “What not to pack in a carry-on”', () => {
    expect(slugs('what not to pack')[0]).toBe('what-not-to-pack');
    expect(slugs('What not to pack in a carry-on')[0]).toBe('what-not-to-pack');
  });

  it('a word that tells pages apart still decides: “packing survey” finds the survey, “packing list” a packing list', () => {
    expect(slugs('packing survey')[0]).toBe('survey');
    expect(slugs('packing list')[0]).toMatch(/packing-list$/);
  });
});
