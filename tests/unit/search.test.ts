import { describe, expect, it } from 'vitest';
import { SEARCH_RESULT_LIMIT } from '@/lib/api/search-limits';
import { searchPages } from '@/lib/search/search-pages';

describe('searchPages results', () => {
  const queries = ['carry on', 'bag', 'liquids', 'airline rules', 'packing list', 'what to pack for a trip'];

  it.each(queries)('for %j: at most 10, integer scores strictly decreasing with rank', (query) => {
    const results = searchPages(query);
    expect(results.length).toBeLessThanOrEqual(SEARCH_RESULT_LIMIT);
    for (const [rank, hit] of results.entries()) {
      expect(Number.isInteger(hit.score) && hit.score >= 1).toBe(true);
      const next = results[rank + 1];
      if (next) expect(hit.score).toBeGreaterThan(next.score);
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
