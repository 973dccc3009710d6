import { describe, expect, it } from 'vitest';
import { unvalidatedSearchResponse } from '@/lib/api/search-response';
import { queryConcepts } from '@/lib/search/query/query-concepts';
import { searchPages } from '@/lib/search/search-pages';

/**
 * A question of what something costs is answered only by a guide that gives that price: a guide
 * that merely mentions the thing does not answer "disneyland ticket prices". Written from the
 * traveler's side before looking at results.
 */
const slugs = (query: string) => searchPages(query, 10).pages.map((page) => page.slug);

describe('a price a guide states is found', () => {
  it.each([
    ['how much does an ESTA cost', 'documents-for-international-trips'],
    ['ETIAS fee', 'documents-for-international-trips'],
    ['how much is a uk eta', 'documents-for-international-trips'],
    ['ryanair cabin bag fee', 'budget-airline-carry-on'],
    ['easyjet large cabin bag cost', 'budget-airline-carry-on'],
    ['fee for a bag at the gate', 'overhead-bins-and-gate-checks'],
    ['data roaming fees', 'phones-esims-and-power-abroad'],
    ['packwise pricing', 'pricing'],
  ])('“%s” → %s first', (query, slug) => {
    expect(slugs(query)[0]).toBe(slug);
  });

  it('“TSA ConfirmID fee” finds the guides that give the $45 fee', () => {
    expect(slugs('TSA ConfirmID fee')).toEqual(expect.arrayContaining(['documents-for-international-trips', 'security-screening']));
  });

  it.each([
    ['how much does an ESTA cost', '$40'],
    ['ETIAS fee', '€20'],
    ['uk eta price', '£16'],
  ])('“%s” shows the price in the first hit’s excerpt (%s), not only the sentence that names the thing', (query, amount) => {
    expect(searchPages(query, 1).pages[0]?.excerpt).toContain(amount);
  });

  it('a word that only stems like a price word asks no price: “dealing”, “rated”', () => {
    for (const query of ['dealing with jet lag', 'top rated carry on backpack']) {
      expect(queryConcepts(query).filter((concept) => concept.kind === 'price'), query).toEqual([]);
    }
    expect(queryConcepts('ticket prices').filter((concept) => concept.kind === 'price').map((concept) => concept.words)).toEqual([['prices']]);
  });

  it('a price word where a verb stands asks a price only if the verb does: “how to deal with jet lag” finds the jet lag guide, “what will it cost” still asks', () => {
    const prices = (query: string) => queryConcepts(query).filter((concept) => concept.kind === 'price').map((concept) => concept.words.join(' '));
    expect(prices('best way to deal with jet lag flying east')).toEqual([]);
    expect(prices('how do you deal with a lost passport abroad')).toEqual([]);
    expect(prices('is it going to cost me to check a bag')).toEqual(['cost']);
    expect(prices('black friday luggage deals')).toEqual(['deals']);
    expect(slugs('best way to deal with jet lag flying east LA to London')[0]).toBe('jet-lag-and-sleep');
  });

  it('a fare in a guide is no price: “price of a carry on bag” finds the carry-on guide first, not the homepage’s “your fare”', () => {
    expect(slugs('price of a carry on bag')[0]).toBe('choosing-a-carry-on');
  });

  it('“cheap” asks for a kind of thing, not its price: “cheap packing cubes” still finds the packing cubes guide', () => {
    expect(slugs('cheap packing cubes')[0]).toBe('packing-cubes-and-compression');
  });
});

describe('a price no guide gives finds nothing, and says what was asked', () => {
  it.each([
    ['disneyland ticket prices', 'ticket prices'],
    ['museum entry fees in florence', 'museum entry fees'],
    ['taxi fares from the airport in lisbon', 'taxi fares'],
    ['black friday luggage deals', 'black friday luggage deals'],
  ])('“%s” finds nothing: no guide prices “%s”', (query, asked) => {
    const response = unvalidatedSearchResponse(query);
    expect(response.results).toEqual([]);
    expect(response.suggestion?.message).toContain(`“${asked}”`);
  });
});
