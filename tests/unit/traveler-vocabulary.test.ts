import { describe, expect, it } from 'vitest';
import vocabulary from '@/content/search/vocabulary.json';
import serializedIndex from '@/.contentlayer/search-index.json';
import { allPages, pageBySlug } from '@/lib/content/catalogue';
import { queryConcepts } from '@/lib/search/query/query-concepts';
import { tokenize, toTerm } from '@/lib/search/words/search-terms';

const libraryTerms = new Set(Object.keys(serializedIndex.documentFrequency));

describe('content/search/vocabulary.json', () => {
  const pageTargets = [...vocabulary.entries.flatMap((entry) => entry.pages ?? []), ...vocabulary.tripLengths.lists.flatMap((list) => list.pages)];

  it.each([...new Set(pageTargets)])('names a page that exists: %s', (slug) => {
    expect(pageBySlug(slug)).toBeDefined();
  });

  const meaningWords = [...new Set(vocabulary.entries.flatMap((entry) => tokenize(entry.means ?? '')))];

  it.each(meaningWords)('means a word the guides use: %s', (word) => {
    const term = toTerm(word);
    if (term !== null) expect(libraryTerms).toContain(term);
  });

  it('gives each phrase one meaning', () => {
    const phrases = [...vocabulary.entries.flatMap((entry) => entry.say), ...Object.keys(vocabulary.places), ...vocabulary.outOfScope];
    const seen = phrases.map((phrase) => tokenize(phrase).join(' '));
    expect(seen.filter((phrase, index) => seen.indexOf(phrase) !== index)).toEqual([]);
  });

  it('lists as out of scope no word of a page title', () => {
    const titleWords = new Set(allPages().flatMap((page) => tokenize(page.title)));
    expect(vocabulary.outOfScope.filter((phrase) => tokenize(phrase).every((word) => titleWords.has(word)))).toEqual([]);
  });
});

describe('how a query is read', () => {
  const pagesFor = (query: string) => queryConcepts(query).flatMap((concept) => concept.pages);

  it.each([
    ['3 day trip', 'weekend-packing-list'],
    ['3-day trip', 'weekend-packing-list'],
    ['10 nights in japan', 'one-week-packing-list'],
    ['a fortnight away', 'two-week-packing-list'],
    ['two weeks', 'two-week-packing-list'],
    ['month in asia', 'two-week-packing-list'],
    ['6 months backpacking', 'one-bag-travel'],
  ])('a trip length: %s → %s', (query, slug) => {
    expect(pagesFor(query)[0]).toBe(slug);
  });

  // A length after "after", "every", "last" or "next", or before "old", "pregnant" or "ago", is a time or an
  // age, not how long the trip is.
  it.each([
    'suitcase still missing after a week',
    'flying next month',
    'charge it twice a day',
    'passport renewal within two weeks',
    'booked last week',
    'flying alone with my 6 month old',
    'is 30 weeks pregnant too late to fly',
    'booked two weeks ago',
    'check in 3 days before',
  ])(
    'not a trip length: %s',
    (query) => {
      expect(queryConcepts(query).filter((concept) => concept.kind === 'tripLength')).toEqual([]);
    },
  );

  // Before, "we're" became "were", and "were" and "has" were concepts a page had to match.
  it('the forms of “be”, “have” and “do” are small words, as “is” and “does” are', () => {
    expect(queryConcepts("we're told my case has been lost").map((concept) => concept.words)).toEqual([['told'], ['case'], ['lost']]);
  });

  it('a time or an adult’s age is no concept at all, as a destination is none; a child’s age is a child', () => {
    expect(queryConcepts('flying next month with my 40 year old').map((concept) => concept.words)).toEqual([['flying']]);
    const [, child] = queryConcepts('flying next month with my 6 month old');
    expect(child).toMatchObject({ words: ['6', 'month', 'old'], typed: ['child'], pages: ['traveling-with-children'] });
  });

  it.each([
    ['100ml', ['100', 'ml']],
    ['20000mah', ['20000', 'mah']],
    ['55x40x20', ['55', '40', '20']],
    ['3.4oz', ['3', '4', 'oz']],
    ["don't", ['dont']],
  ])('numbers glued to units and apostrophes: %s', (text, words) => {
    expect(tokenize(text)).toEqual(words);
  });

  it('reads a phrase as one thing: "hand luggage" is the carry-on, "nappies" the children\'s guide', () => {
    const concepts = queryConcepts('nappies in hand luggage');
    expect(concepts.map((concept) => concept.words)).toEqual([['nappies'], ['hand', 'luggage']]);
    expect(concepts[0]!.pages).toContain('traveling-with-children');
    expect(concepts[1]!.means).toContain(toTerm('carry'));
  });

  it('skips destinations and filler words, and marks topics Packwise does not cover', () => {
    expect(queryConcepts('packing tips for japan please').map((concept) => concept.words)).toEqual([['packing']]);
    expect(queryConcepts('airport parking').find((concept) => concept.kind === 'outOfScope')?.words).toEqual(['airport', 'parking']);
  });
});
