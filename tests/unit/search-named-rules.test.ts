import { describe, expect, it } from 'vitest';
import { searchPages } from '@/lib/search/search-pages';

/**
 * Issue 17 named the schemes, bodies and programs the guides now explain. Travelers type those names
 * ("etias", "real id", "precheck"), so each must find a guide that explains it among the first three,
 * through the guides' own text. Written from the traveler's side before looking at any result.
 */
const cases: { query: string; answeredBy: string[] }[] = [
  { query: 'uk eta', answeredBy: ['documents-for-international-trips'] },
  { query: 'do i need an eta to fly to london', answeredBy: ['documents-for-international-trips'] },
  { query: 'etias', answeredBy: ['documents-for-international-trips', 'rule-changes'] },
  { query: 'EES fingerprints at the border', answeredBy: ['documents-for-international-trips', 'rule-changes'] },
  { query: 'esta usa', answeredBy: ['documents-for-international-trips'] },
  { query: 'real id', answeredBy: ['documents-for-international-trips', 'security-screening'] },
  { query: 'flying without real id', answeredBy: ['documents-for-international-trips', 'security-screening'] },
  { query: 'tsa precheck', answeredBy: ['security-screening'] },
  { query: 'global entry', answeredBy: ['security-screening', 'documents-for-international-trips'] },
  { query: 'heathrow liquids', answeredBy: ['liquids-and-toiletries'] },
  { query: '2 litre liquids new scanners', answeredBy: ['liquids-and-toiletries'] },
  { query: 'icao power bank rule', answeredBy: ['electronics-and-batteries', 'rule-changes'] },
  { query: '3c power bank china', answeredBy: ['electronics-and-batteries'] },
  { query: 'adderall japan', answeredBy: ['medications-and-medical-devices'] },
  { query: 'seasickness', answeredBy: ['cruise-packing-list'] },
  { query: 'seasick on a ferry', answeredBy: ['cruise-packing-list'] },
  { query: 'airtag in checked bag', answeredBy: ['checked-bags-and-lost-luggage', 'electronics-and-batteries'] },
  { query: 'new zealand biosecurity fine', answeredBy: ['making-room-for-the-way-home'] },
  { query: 'montreal convention lost luggage compensation', answeredBy: ['checked-bags-and-lost-luggage'] },
  { query: 'travel rule changes 2026', answeredBy: ['rule-changes'] },
];

describe('the names issue 17 added to the guides', () => {
  it.each(cases)('$query → $answeredBy in the first three', ({ query, answeredBy }) => {
    const firstThree = searchPages(query, 3).pages.map((page) => page.slug);
    expect(firstThree.filter((slug) => answeredBy.includes(slug)), `got ${firstThree.join(', ')}`).not.toEqual([]);
  });
});
