import { describe, expect, it } from 'vitest';
import { queryTerms } from '@/lib/search/search-terms';
import { searchPages } from '@/lib/search/search-pages';

/** Words that name what every plain object inherits: a synonym lookup on an object literal found them (issue 9). */
const PROTOTYPE_WORDS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineGetter__'];

describe('query words that Object.prototype holds', () => {
  it.each(PROTOTYPE_WORDS)('%s has no synonyms', (word) => {
    expect(queryTerms(word).synonyms).toEqual([]);
  });

  it.each(PROTOTYPE_WORDS)('a search for "%s liquids" is an ordinary search', (word) => {
    expect(() => searchPages(`${word} liquids`)).not.toThrow();
  });
});
