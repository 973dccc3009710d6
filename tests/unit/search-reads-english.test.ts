import { describe, expect, it } from 'vitest';
import { loadSearchIndex } from '@/lib/search/index/search-index';
import { searchPages } from '@/lib/search/search-pages';
import { correctedWord, gluedWords, wordsRead } from '@/lib/search/query/unknown-words';
import serializedIndex from '@/.contentlayer/search-index.json';

/**
 * Issue 18: search reads English it was never taught. Written from the traveler's side before
 * looking at any result; none of these words is in the traveler vocabulary.
 */
const firstThree = (query: string) => searchPages(query, 3).pages.map((page) => page.slug);

describe('partial answers: words no guide covers are left out when the topic is covered', () => {
  const cases = [
    { query: 'my luggage got damaged', ignored: ['got'], answeredBy: ['checked-bags-and-lost-luggage'] },
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

  it('reads a contraction typed with or without its apostrophe as the small word it is, never as a typo to leave out', () => {
    for (const query of ['my suitcase hasn’t arrived', 'my suitcase hasnt arrived']) {
      const outcome = searchPages(query, 10);
      expect(outcome.ignored, query).toEqual([]);
      expect(outcome.pages.map((page) => page.slug), query).toContain('checked-bags-and-lost-luggage');
    }
  });

  it('never corrects a short English word into a guide word: “got” is left out, not read as “go” or “cot”', () => {
    expect(searchPages('my luggage got damaged', 10).ignored).toContain('got');
  });
});

describe('a slip of one letter is read as the guides’ word, whatever the stemmer makes of it', () => {
  // Written before looking at any result; none of these spellings is in a relevance set.
  const cases = [
    { query: 'tolietries bag for a week', answeredBy: ['liquids-and-toiletries', 'solid-toiletries', 'personal-care-on-the-road'] },
    { query: 'pasport and visa copies', answeredBy: ['documents-for-international-trips'] },
    { query: 'phone chargr abroad', answeredBy: ['phones-esims-and-power-abroad', 'electronics-and-batteries'] },
    { query: 'wich backpak for one bag travel', answeredBy: ['one-bag-travel', 'backpack-or-roller'] },
    { query: 'whta can i bring through security', answeredBy: ['security-screening', 'what-not-to-pack', 'liquids-and-toiletries'] },
  ];
  it.each(cases)('$query → $answeredBy in the first three, nothing left out', ({ query, answeredBy }) => {
    const outcome = searchPages(query, 3);
    expect(outcome.pages.map((page) => page.slug).filter((slug) => answeredBy.includes(slug)), query).not.toEqual([]);
    expect(outcome.ignored).toEqual([]);
  });

  it('corrects to the spelling most pages use, and leaves alone what is English, the vocabulary’s, a part of a word or too short to tell', () => {
    const index = loadSearchIndex(serializedIndex);
    expect(correctedWord('pasport', index)).toBe('passport');
    expect(correctedWord('tolietries', index)).toBe('toiletries');
    expect(correctedWord('pakc', index)).toBe('pack');
    expect(correctedWord('kids', index)).toBe('kids');
    expect(correctedWord('uber', index)).toBe('uber');
    expect(correctedWord('capsu', index)).toBe('capsu');
    expect(correctedWord('falconry', index)).toBe('falconry');
  });
});

describe('a number says nothing on its own about which page is meant', () => {
  it.each(['20000mah battery on a plane', 'anker 20000mah power bank in hand luggage'])(
    '“%s” finds the batteries guide first, not a page that happens to print 20000',
    (query) => {
      expect(firstThree(query)[0]).toBe('electronics-and-batteries');
    },
  );
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

describe('words for who travels, where to and how it feels are asides, read from WordNet', () => {
  const cases = [
    { query: 'can my grandma take her walker on the plane', answeredBy: ['accessibility-and-mobility-aids'] },
    { query: 'packing cubes for a weekend in lisbon with my sister', answeredBy: ['packing-cubes-and-compression'] },
    { query: 'honestly the best packing cubes', answeredBy: ['packing-cubes-and-compression'] },
    { query: 'wife wants to pack a hair straightener', answeredBy: ['personal-care-on-the-road', 'electronics-and-batteries'] },
  ];
  it.each(cases)('$query → $answeredBy first, with nothing left out', ({ query, answeredBy }) => {
    const outcome = searchPages(query, 3);
    expect(answeredBy).toContain(outcome.pages[0]?.slug);
    expect(outcome.ignored).toEqual([]);
  });

  it('a person who is not a companion is what is asked: “dentist abroad” finds nothing', () => {
    expect(searchPages('dentist abroad', 10)).toMatchObject({ pages: [], unmatched: ['dentist'] });
  });

  it('keeps companions, places, and verbs and adverbs that are no noun, among terms the guides never use', () => {
    const asides = new Set(serializedIndex.asideTerms);
    for (const term of ['wife', 'grandma', 'lisbon', 'honestli']) expect(asides, term).toContain(term);
    for (const term of ['dentist', 'reckon', 'celiac']) expect(asides, term).not.toContain(term);
    for (const term of asides) expect(serializedIndex.documentFrequency[term], term).toBeUndefined();
  });
});

describe('words typed without their space are taken apart', () => {
  it.each([
    ['eyemask for the plane', 'long-haul-comfort-kit'],
    ['packingcubes', 'packing-cubes-and-compression'],
    ['carryon size', 'size-and-weight-limits'],
  ])('%s → %s first', (query, slug) => {
    expect(firstThree(query)[0]).toBe(slug);
  });

  it('cuts only into words, never into a word and a scrap: “honestly” is not “honest” + “ly”', () => {
    const index = loadSearchIndex(serializedIndex);
    expect(gluedWords('eyemask', index)).toEqual(['eye', 'mask']);
    expect(gluedWords('carryon', index)).toEqual(['carry', 'on']);
    expect(gluedWords('honestly', index)).toEqual(['honestly']);
    expect(gluedWords('arguing', index)).toEqual(['arguing']);
  });

  // Before, "lagg" was left as typed: a four-letter word lost no letter, lest "uber" became "user".
  it('a doubled letter of a short word is a slip: “jet lagg” finds the jet lag guide, “uber” stays “uber”', () => {
    const index = loadSearchIndex(serializedIndex);
    expect(correctedWord('lagg', index)).toBe('lag');
    expect(correctedWord('uber', index)).toBe('uber');
    expect(firstThree('jet lagg')[0]).toBe('jet-lag-and-sleep');
  });

  // Before, "alowed" was read as "alo" + "wed", and "wed" led to the formal-event list.
  it('a typo one slip from a word is corrected, not taken apart: “alowed” is “allowed”', () => {
    const index = loadSearchIndex(serializedIndex);
    expect(wordsRead('alowed', index)).toEqual(['allowed']);
    expect(wordsRead('eyemask', index)).toEqual(['eye', 'mask']);
    expect(firstThree('is a lighter alowed on the plane')).toContain('what-not-to-pack');
    expect(firstThree('is a lighter alowed on the plane')).not.toContain('formal-event-packing-list');
  });
});

describe('a phrase the vocabulary ties to a guide weighs at least as much as its rarest word', () => {
  // From the dev set, written by outside writers: "australians" is in three guides, but not in the
  // one the phrase names, and outweighed the phrase before.
  it('“do australians need an electronic travel authorisation for the uk” → the documents guide first', () => {
    expect(firstThree('do australians need an electronic travel authorisation for the uk')[0]).toBe('documents-for-international-trips');
  });
});
