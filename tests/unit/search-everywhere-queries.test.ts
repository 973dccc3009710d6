import { describe, expect, it } from 'vitest';
import { STARTING_POINTS } from '@/lib/content/starting-points';
import { searchPages } from '@/lib/search/search-pages';
import { HOME_SLUG } from '@/lib/site/urls';

/**
 * A search of a word nearly every page uses, or of common words no title holds, tells no guide
 * apart. Written from the traveler's side: the commonest first searches on a packing site.
 */
const slugs = (query: string) => searchPages(query, 10).pages.map((page) => page.slug);

const homepageThenStartingPoints = [HOME_SLUG, ...STARTING_POINTS];

describe('a query that names no guide in particular', () => {
  // Before, the survey pages came first: their short titles hold the word "packing".
  it.each(['packing', 'packing tips', 'how to pack', 'what to pack'])('“%s” gets the homepage, then the guides where most trips start', (query) => {
    expect(slugs(query).slice(0, homepageThenStartingPoints.length)).toEqual(homepageThenStartingPoints);
  });

  // Before, "Checked bags and lost luggage" came first: the vocabulary reads these as "carry-on", but
  // the typed word "luggage" is in that guide's title.
  it.each(['hand luggage', 'carry on luggage', 'cabin bag'])('“%s”, a phrase for the word every guide uses, is read as that word', (query) => {
    expect(slugs(query).slice(0, homepageThenStartingPoints.length)).toEqual(homepageThenStartingPoints);
  });

  it('two such words still find the title that holds both: “what not to pack”, and the pasted title “What not to pack in a carry-on”', () => {
    expect(slugs('what not to pack')[0]).toBe('what-not-to-pack');
    expect(slugs('What not to pack in a carry-on')[0]).toBe('what-not-to-pack');
  });

  // Before, "what can I bring on a plane" led with the cold-weather list, whose description says "plane".
  it.each(['what can I bring on a plane', 'travel tips', 'what should I bring on a flight'])(
    '“%s”, common words no guide has in its title, gets the homepage and the starting guides',
    (query) => {
      expect(slugs(query).slice(0, homepageThenStartingPoints.length)).toEqual(homepageThenStartingPoints);
    },
  );

  it('a word that tells pages apart still decides: “packing survey” finds the survey, “packing list” a packing list', () => {
    expect(slugs('packing survey')[0]).toBe('survey');
    expect(slugs('packing list')[0]).toMatch(/packing-list$/);
  });
});
