import { describe, expect, it } from 'vitest';
import { SEARCH_RESULT_LIMIT } from '@/lib/api/search-limits';
import { pageBySlug } from '@/lib/content/catalogue';
import { searchPages } from '@/lib/search/search-pages';
import { absoluteUrl, pagePath } from '@/lib/site/urls';

const urlOf = (slug: string) => absoluteUrl(pagePath(slug));

describe('searchPages ranks the guide a traveler means first', () => {
  const cases = [
    { query: 'liquids', slug: 'liquids-and-toiletries' },
    { query: 'toiletries', slug: 'liquids-and-toiletries' },
    { query: 'power bank', slug: 'electronics-and-batteries' },
    { query: 'spare batteries', slug: 'electronics-and-batteries' },
    { query: 'personal item', slug: 'personal-item' },
    { query: 'under the seat', slug: 'personal-item' },
    { query: 'size and weight limits', slug: 'size-and-weight-limits' },
    { query: 'one bag', slug: 'one-bag-travel' },
    { query: 'packing list for a week', slug: 'one-week-packing-list' },
    { query: 'choosing a carry-on bag', slug: 'choosing-a-carry-on' },
    { query: 'pricing', slug: 'pricing' },
    { query: 'baterries', slug: 'electronics-and-batteries' },
  ];

  it.each(cases)('$query → $slug', ({ query, slug }) => {
    expect(pageBySlug(slug)).toBeDefined();
    expect(searchPages(query)[0]?.url).toBe(urlOf(slug));
  });
});

describe('searchPages results', () => {
  const queries = ['carry on', 'bag', 'liquids', 'airline rules', 'a'];

  it.each(queries)('for %j: at most 10, integer scores, best first, ties by URL', (query) => {
    const results = searchPages(query);
    expect(results.length).toBeLessThanOrEqual(SEARCH_RESULT_LIMIT);
    for (const [rank, hit] of results.entries()) {
      expect(Number.isInteger(hit.score) && hit.score >= 1).toBe(true);
      const next = results[rank + 1];
      if (next) expect(hit.score > next.score || (hit.score === next.score && hit.url < next.url)).toBe(true);
    }
  });

  it('are the same whatever the case of the query', () => {
    expect(searchPages('LIQUIDS In Carry-On')).toEqual(searchPages('liquids in carry-on'));
  });

  it('are the same on every call', () => {
    expect(searchPages('what can I pack')).toEqual(searchPages('what can I pack'));
  });

  it('are empty for words no page uses', () => {
    expect(searchPages('xylophone quokka')).toEqual([]);
  });
});
