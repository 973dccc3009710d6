import MiniSearch from 'minisearch';
import { describe, expect, it, vi } from 'vitest';
import { searchPages } from '@/lib/search/search-pages';

describe('the search index', () => {
  it('is loaded once, when the module loads, and never rebuilt or re-read by a search', () => {
    const load = vi.spyOn(MiniSearch, 'loadJSON');
    const add = vi.spyOn(MiniSearch.prototype, 'addAll');
    for (const query of ['liquids', 'power bank', 'packing list for a week', 'toiletires']) searchPages(query);
    expect(load).not.toHaveBeenCalled();
    expect(add).not.toHaveBeenCalled();
  });
});
