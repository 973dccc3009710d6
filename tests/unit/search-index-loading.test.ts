import MiniSearch from 'minisearch';
import { describe, expect, it, vi } from 'vitest';

describe('the search index', () => {
  it('is loaded once, when the module loads, and never rebuilt or re-read by a search', async () => {
    vi.resetModules();
    const load = vi.spyOn(MiniSearch, 'loadJSON');
    const add = vi.spyOn(MiniSearch.prototype, 'addAll');
    const { searchPages } = await import('@/lib/search/search-pages');
    expect(load).toHaveBeenCalledTimes(1);
    for (const query of ['liquids', 'power bank', 'packing list for a week', 'toiletires']) searchPages(query, 10);
    expect(load).toHaveBeenCalledTimes(1);
    expect(add).not.toHaveBeenCalled();
  });
});
