import { describe, expect, it } from 'vitest';
import { loadSearchIndex } from '@/lib/search/index/search-index';
import { queryConcepts } from '@/lib/search/query/query-concepts';
import { searchPages } from '@/lib/search/search-pages';
import { tokenize } from '@/lib/search/words/search-terms';
import serializedIndex from '@/.contentlayer/search-index.json';

/**
 * Issue 18: the search tells the words for what a traveler does from those for what a guide is about.
 * Written from the traveler's side before looking at any result; none of these verbs is in the
 * traveler vocabulary or a relevance set.
 */
const slugs = (query: string, limit: number) => searchPages(query, limit).pages.map((page) => page.slug);

describe('a verb says what the traveler does, not what the query is about', () => {
  it.each(['dealing with jet lag', 'coping with jet lag', 'struggling with jet lag'])('“%s” finds the jet lag guide first', (query) => {
    expect(slugs(query, 3)[0]).toBe('jet-lag-and-sleep');
  });

  it('“tips for surviving a red-eye flight” finds the long-haul comfort kit', () => {
    expect(slugs('tips for surviving a red-eye flight', 3)).toContain('long-haul-comfort-kit');
  });

  it('a verb no guide uses is left out when the query names a thing the guides cover: “worried my power bank gets confiscated”', () => {
    const outcome = searchPages('worried my power bank gets confiscated', 10);
    expect(outcome.ignored).toEqual(['worried']);
    expect(outcome.pages).not.toEqual([]);
  });

  it('a verb still counts, at half the weight of a noun: “how to fold a shirt” finds the guide to rolling or folding first', () => {
    expect(slugs('how to fold a shirt', 3)[0]).toBe('rolling-or-folding');
  });

  it('an uncovered noun still empties a query whose topic it is: “ski lessons for kids”', () => {
    const outcome = searchPages('ski lessons for kids', 10);
    expect(outcome.pages).toEqual([]);
    expect(outcome.unmatched).toEqual(['lessons']);
  });
});

describe('a number is no noun', () => {
  // Before, "5" was the topic of "best hotel near terminal 5", as the last "noun" of the first phrase.
  it('the topic of “hotel near terminal 5” is the terminal, not the 5', () => {
    expect(queryConcepts('hotel near terminal 5').find((concept) => concept.topic)?.words).toEqual(['terminal']);
  });
});

describe('the index records how each English word is most often used', () => {
  const { partsOfSpeech } = loadSearchIndex(serializedIndex as never);

  it('as a verb (“dealing”, “coping”, “fold”), as neither noun nor verb (“cheap”, “abroad”), and any other word as a noun', () => {
    expect(['dealing', 'coping', 'fold'].map((word) => partsOfSpeech.get(word))).toEqual(['verb', 'verb', 'verb']);
    expect(['cheap', 'abroad'].map((word) => partsOfSpeech.get(word))).toEqual(['other', 'other']);
    expect(['shoes', 'passport', 'jetboil'].map((word) => partsOfSpeech.get(word))).toEqual([undefined, undefined, undefined]);
  });
});

describe('“w/” and “w/o” are read as the words people abbreviate', () => {
  it('“dealing w/ jet lag” finds the jet lag guide, as “with” does', () => {
    expect(slugs('dealing w/ jet lag', 3)[0]).toBe('jet-lag-and-sleep');
  });

  it('reads “w/o” as “without”, and leaves the watt of “65w charger” alone', () => {
    expect(tokenize('w/o checked bag')).toEqual(['without', 'checked', 'bag']);
    expect(tokenize('65w charger')).toEqual(['65', 'w', 'charger']);
  });
});
