import MiniSearch from 'minisearch';
import type { Item } from './item-schema';
import { isStopWord, tokenize, toStem } from '@/lib/search/words/search-terms';

/**
 * Which item a traveler's words name: one, several equally (the candidates), or none the catalogue
 * has. `stems` are the words, as stems, that name the item: its name or alias as found among them,
 * or every word when they only spell it roughly ("straigtener").
 */
export type ItemMatch = { kind: 'item'; item: Item; stems: string[] } | { kind: 'ambiguous'; candidates: Item[] } | { kind: 'none' };

/** The stems of what was typed with where each stood among all the words, small ones included. */
const typedStems = (text: string) => tokenize(text).flatMap((word, position) => (isStopWord(word) ? [] : [{ stem: toStem(word), position }]));

/** A name or alias as stems, without the small words: "bottles of wine" and "a wine bottle" meet at "bottl wine". */
export const stemsOf = (text: string) => typedStems(text).map(({ stem }) => stem);

/**
 * How many small words may stand between two words of a name: one, as in "bottle of wine"; more
 * says two things, as "cheese on a plane" is no cheese plane.
 */
const MAX_SMALL_WORDS_WITHIN = 1;

type Phrase = { stems: string[]; item: Item };

/**
 * How much better the best spelling match must score than the next to be taken alone, and how far a
 * word may be misspelt: a fifth of its letters (MiniSearch's edit distance, as search uses it).
 */
const FUZZY_LEAD = 1.5;
const FUZZY_DISTANCE = 0.2;
const CANDIDATES = 3;

/**
 * Reads what travelers typed as an item. With `spelling` false, only a name or alias found among the
 * words counts, and a rough spelling is no match: search reads long queries that way.
 */
export type ItemMatcher = (words: string, options?: { spelling?: boolean }) => ItemMatch;

/** Matches what travelers type against every item's name and aliases, built once per catalogue. */
export function itemMatcher(items: readonly Item[]): ItemMatcher {
  // Names and aliases by their first stem: a query looks up the phrases that can start at each of its words.
  const phrasesByFirstStem = new Map<string, Phrase[]>();
  for (const item of items) {
    for (const text of [item.name, ...item.aliases]) {
      const stems = stemsOf(text);
      if (stems.length === 0) continue;
      const phrases = phrasesByFirstStem.get(stems[0]!) ?? phrasesByFirstStem.set(stems[0]!, []).get(stems[0]!)!;
      phrases.push({ stems, item });
    }
  }
  // A radix tree answers a misspelling among 5,000 items' names in well under a millisecond, where a
  // pass over every name (fuse.js) took 128 ms at the 99th percentile (BENCHMARKS.md).
  const bySlug = new Map(items.map((item) => [item.slug, item]));
  const spellings = new MiniSearch<{ slug: string; words: string }>({ idField: 'slug', fields: ['words'] });
  spellings.addAll(items.map((item) => ({ slug: item.slug, words: [item.name, ...item.aliases].join(' ') })));
  const phrasesIn = (typed: readonly { stem: string; position: number }[]) =>
    typed.flatMap(({ stem }, start) =>
      (phrasesByFirstStem.get(stem) ?? []).filter((phrase) =>
        phrase.stems.every((next, offset) => {
          const word = typed[start + offset];
          return word?.stem === next && (offset === 0 || word.position - typed[start + offset - 1]!.position <= MAX_SMALL_WORDS_WITHIN + 1);
        }),
      ),
    );

  return (words, { spelling = true } = {}) => {
    const typed = typedStems(words);
    const stems = typed.map(({ stem }) => stem);
    // The longest name or alias the words hold: "hair straightener" over "hair".
    const found = phrasesIn(typed);
    const longest = Math.max(0, ...found.map((phrase) => phrase.stems.length));
    const longestFound = found.filter((phrase) => phrase.stems.length === longest);
    const named = [...new Set(longestFound.map((phrase) => phrase.item))];
    if (named.length === 1) return { kind: 'item', item: named[0]!, stems: longestFound[0]!.stems };
    if (named.length > 1) return { kind: 'ambiguous', candidates: named.slice(0, CANDIDATES) };
    if (!spelling) return { kind: 'none' };
    // A misspelling or a word of its own ("straigtener", "powerbank"): the items whose names spell every word closest.
    const close = spellings.search(words, { fuzzy: FUZZY_DISTANCE, prefix: true, combineWith: 'AND' });
    const [best, next] = close;
    if (!best) return { kind: 'none' };
    if (!next || best.score >= next.score * FUZZY_LEAD) return { kind: 'item', item: bySlug.get(String(best.id))!, stems };
    return { kind: 'ambiguous', candidates: close.slice(0, CANDIDATES).map((result) => bySlug.get(String(result.id))!) };
  };
}
