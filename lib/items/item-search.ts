import type { Item } from './item-schema';
import { loadedCatalogue } from './items';
import type { ItemMatch } from './match-item';
import type { Concept } from '@/lib/search/query/query-concepts';
import { isLibraryWord } from '@/lib/search/search-pages';
import { isStopWord, toStem } from '@/lib/search/words/search-terms';
import { isPackingQuestionWord } from '@/lib/search/words/traveler-vocabulary';

/**
 * The catalogue item a search names. `leads` when the query asks nothing else: every concept it
 * asks is the item's name or alias, one word just before it ("claw hammer", "metal nail file"), or a
 * word that asks whether it may be packed ("allowed in checked luggage", "100ml"). Otherwise the item
 * is one answer among the guides, when it is at least half of what the query asks ("spray paint
 * cans"), what the query is about ("ice axe for a climbing trip") or what it says first ("10000mah
 * power bank, how many iPhone charges"). `stems` are the words that name it.
 */
export type NamedItem = { item: Item; leads: boolean; stems: readonly string[] };

const wordsOf = (concept: Concept) => concept.words.filter((word) => !isStopWord(word));
const asksOnlyToPack = (concept: Concept) => concept.kind === 'number' || wordsOf(concept).every(isPackingQuestionWord);

/**
 * The shortest word read as a misspelt item name: shorter ones are a letter from too many other
 * words ("visa" is not "vita").
 */
const SHORTEST_MISSPELT_NAME = 6;

/**
 * The item whose name or alias the words hold; or else the item a long word the guides never use
 * misspells ("shampo", "umbrela"; "sneakers" is not "speakers"), when exactly one such word spells
 * one. A whole query is never read as a misspelling: its words together spell too many names roughly
 * ("sneakers or boots" is no portable speaker).
 */
function matchedItem(query: string, things: readonly Concept[]): Extract<ItemMatch, { kind: 'item' }> | undefined {
  const { match } = loadedCatalogue();
  const named = match(query, { spelling: false });
  if (named.kind === 'item') return named;
  const misspelt = things
    .filter((concept) => concept.words.length === 1 && concept.words[0]!.length >= SHORTEST_MISSPELT_NAME && !isLibraryWord(concept.words[0]!))
    .map((concept) => match(concept.words[0]!))
    .filter((found) => found.kind === 'item');
  return misspelt.length === 1 ? misspelt[0] : undefined;
}

/**
 * The item a query names, and whether its verdict is the whole answer (NamedItem); undefined when it
 * names none. `unknown` are the phrases search found no guide for: one of them before the item's name
 * is something else asked ("celiac snacks"), not a kind of the item.
 */
export function namedItem(query: string, concepts: readonly Concept[], unknown: readonly string[]): NamedItem | undefined {
  if (concepts.some((concept) => concept.kind === 'outOfScope')) return undefined;
  const things = concepts.filter((concept) => !asksOnlyToPack(concept));
  const match = matchedItem(query, things);
  if (!match) return undefined;
  const itemStems = new Set(match.stems);
  const isItem = (concept: Concept) => wordsOf(concept).every((word) => itemStems.has(toStem(word)));
  const first = things.findIndex(isItem);
  if (first < 0) return undefined;
  const before = things[first - 1];
  const modifier = before && wordsOf(before).length === 1 && !unknown.includes(before.words.join(' ')) ? before : undefined;
  const asked = things.filter((concept) => !concept.context && concept !== modifier);
  const covered = asked.filter(isItem).length;
  if (covered === asked.length) return { item: match.item, leads: true, stems: match.stems };
  const isTopicOrSaidFirst = things.some((concept) => (concept.topic || concept.context) && isItem(concept));
  return covered * 2 >= asked.length || isTopicOrSaidFirst ? { item: match.item, leads: false, stems: match.stems } : undefined;
}
