import { describe, expect, it } from 'vitest';
import { searchPages } from '@/lib/search/search-pages';
import serializedIndex from '@/.contentlayer/search-index.json';

/**
 * Issue 18: search reads English it was never taught. Written from the traveler's side before
 * looking at any result; none of these words is in the traveler vocabulary.
 */
const firstThree = (query: string) => searchPages(query, 3).pages.map((page) => page.slug);

describe('partial answers: words no guide covers are left out when the topic is covered', () => {
  const cases = [
    { query: 'my luggage got damaged', ignored: ['got'], answeredBy: ['checked-bags-and-lost-luggage'] },
    { query: 'can my grandma take her walker on the plane', ignored: ['grandma'], answeredBy: ['accessibility-and-mobility-aids'] },
    { query: 'bringing my mums ashes on a plane', ignored: ['mums'], answeredBy: ['security-screening', 'what-not-to-pack'] },
  ];
  it.each(cases)('$query → $answeredBy, leaving out $ignored', ({ query, ignored, answeredBy }) => {
    const outcome = searchPages(query, 3);
    expect(outcome.ignored).toEqual(ignored);
    expect(outcome.pages.map((page) => page.slug).filter((slug) => answeredBy.includes(slug))).not.toEqual([]);
  });

  it.each(['ski lessons for kids', 'bed bugs in hotel rooms', 'falconry'])('“%s” has an uncovered topic, so it finds nothing', (query) => {
    const outcome = searchPages(query, 10);
    expect(outcome.pages).toEqual([]);
    expect(outcome.unmatched).not.toEqual([]);
  });

  it('a typo corrected to something guides cover never stands in for a missing topic: “xylophone quokka” finds nothing', () => {
    expect(searchPages('xylophone quokka', 10).pages).toEqual([]);
  });
});

describe('a real word is told from a typo by the English dictionary', () => {
  it('corrects a non-word in page fields (“luggae weight”) and in guide text (“tweezres”)', () => {
    expect(firstThree('luggae weight')).toContain('size-and-weight-limits');
    expect(firstThree('tweezres in carry on')).not.toEqual([]);
  });

  it('never corrects a short English word into a guide word: “got” is left out, not read as “go” or “cot”', () => {
    expect(searchPages('my luggage got damaged', 10).ignored).toContain('got');
  });
});

describe('WordNet relatives, prepared at build time, reach guides that use another word', () => {
  const cases = [
    { query: 'toothpaste tabs', answeredBy: ['solid-toiletries', 'liquids-and-toiletries'] },
    { query: 'flippers in hand luggage', answeredBy: ['sports-gear'] },
    { query: 'knapsack', answeredBy: ['backpack-or-roller', 'camping-and-backpacking-packing-list'] },
    { query: 'flashlight batteries', answeredBy: ['electronics-and-batteries'] },
  ];
  it.each(cases)('$query → $answeredBy in the first three', ({ query, answeredBy }) => {
    const found = firstThree(query);
    expect(found.filter((slug) => answeredBy.includes(slug)), `got ${found.join(', ')}`).not.toEqual([]);
  });

  it('keeps only the guides’ own distinctive words as relatives, for nouns the guides never use', () => {
    const related = serializedIndex.relatedTerms;
    expect(related.tab).toContain('tablet');
    expect(related.flashlight).toEqual(['torch']);
    for (const [term, terms] of Object.entries(related)) {
      expect(serializedIndex.documentFrequency[term], term).toBeUndefined();
      for (const relative of terms) expect(serializedIndex.documentFrequency[relative], `${term} → ${relative}`).toBeGreaterThan(0);
    }
  });

  it('follows meanings of things only, so that “lessons” is not read as teaching', () => {
    expect(serializedIndex.relatedTerms.lesson).toBeUndefined();
  });
});
