import Fuse from 'fuse.js';
import type { Item } from './item-schema';
import { isStopWord, tokenize, toStem } from '@/lib/search/words/search-terms';

/** Which item a traveler's words name: one, several equally (the candidates), or none the catalogue has. */
export type ItemMatch = { kind: 'item'; item: Item } | { kind: 'ambiguous'; candidates: Item[] } | { kind: 'none' };

/** A name or alias as stems, without the small words: "bottles of wine" and "a wine bottle" meet at "bottl wine". */
const stemsOf = (text: string) => tokenize(text).filter((word) => !isStopWord(word)).map(toStem);

type Phrase = { stems: string[]; item: Item };

/** How much better the best fuzzy match must score than the next to be taken alone (Fuse scores: 0 is exact). */
const FUZZY_LEAD = 0.1;
const FUZZY_THRESHOLD = 0.3;
const CANDIDATES = 3;

/** Matches what travelers type against every item's name and aliases, built once per catalogue. */
export function itemMatcher(items: readonly Item[]): (words: string) => ItemMatch {
  const phrases: Phrase[] = items.flatMap((item) => [item.name, ...item.aliases].map((text) => ({ stems: stemsOf(text), item })));
  const fuse = new Fuse(
    items.flatMap((item) => [item.name, ...item.aliases].map((text) => ({ text, item }))),
    { keys: ['text'], threshold: FUZZY_THRESHOLD, includeScore: true, ignoreLocation: true },
  );
  const occursIn = (stems: readonly string[]) => (phrase: Phrase) =>
    phrase.stems.length > 0 && stems.some((_, start) => phrase.stems.every((stem, offset) => stems[start + offset] === stem));

  return (words) => {
    const stems = stemsOf(words);
    // The longest name or alias the words hold: "hair straightener" over "hair".
    const found = phrases.filter(occursIn(stems));
    const longest = Math.max(0, ...found.map((phrase) => phrase.stems.length));
    const named = [...new Set(found.filter((phrase) => phrase.stems.length === longest).map((phrase) => phrase.item))];
    if (named.length === 1) return { kind: 'item', item: named[0]! };
    if (named.length > 1) return { kind: 'ambiguous', candidates: named.slice(0, CANDIDATES) };
    // A misspelling or a word of its own ("straigtener", "powerbank"): the closest names by spelling.
    const close = fuse.search(words.trim());
    const distinct = [...new Map(close.map((result) => [result.item.item.slug, result])).values()];
    const [best, next] = distinct;
    if (!best) return { kind: 'none' };
    if (!next || (next.score ?? 1) - (best.score ?? 0) >= FUZZY_LEAD) return { kind: 'item', item: best.item.item };
    return { kind: 'ambiguous', candidates: distinct.slice(0, CANDIDATES).map((result) => result.item.item) };
  };
}
