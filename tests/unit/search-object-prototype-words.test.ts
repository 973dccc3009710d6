import { describe, expect, it } from 'vitest';
import { searchResponse } from '@/lib/api/search-response';
import { queryConcepts } from '@/lib/search/query/query-concepts';

/** Words that name what every plain object inherits: a synonym lookup on an object literal found them (issue 9). */
const PROTOTYPE_WORDS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineGetter__'];

describe('query words that Object.prototype holds', () => {
  it.each(PROTOTYPE_WORDS)('%s means nothing to the traveler vocabulary', (word) => {
    for (const concept of queryConcepts(word)) expect(concept).toMatchObject({ means: [], pages: [], kind: 'thing' });
  });

  it.each(PROTOTYPE_WORDS)('a search for "%s liquids" is an ordinary search', (word) => {
    expect(() => searchResponse(`${word} liquids`)).not.toThrow();
  });
});
