/**
 * How text becomes search terms, identically for the index and for queries: lowercase, accents
 * stripped, split on anything that is not a letter or digit, English stemming (so "batteries" and
 * "battery" meet), and the small words of questions dropped.
 */
import { stemmer } from 'stemmer';

const STOP_WORDS = new Set(
  'a an and are as at be by can could do does for from how i if in into is it its me my of on or our should so than that the their them then there these they this to too was we what when where which who why will with would you your'.split(' '),
);

/**
 * Words travelers use for what the guides call something else. Applied to queries only, each
 * synonym counting for less than the word typed (see SYNONYM_WEIGHT in search-engine.ts).
 * A Map, not an object literal: a query word such as "constructor" or "__proto__" must not find
 * what Object.prototype holds.
 */
const SYNONYMS = new Map<string, string[]>(Object.entries({
  toiletries: ['liquids'],
  shampoo: ['toiletries', 'liquids'],
  bank: ['batteries'],
  powerbank: ['power', 'bank', 'batteries'],
  charger: ['electronics'],
  gadgets: ['electronics'],
  laptop: ['electronics'],
  luggage: ['bag', 'carry-on'],
  hand: ['carry-on'],
  cabin: ['carry-on'],
  dimensions: ['size'],
  suitcase: ['roller'],
  wheels: ['roller'],
  pills: ['medications'],
  meds: ['medications'],
  medicine: ['medications'],
  prescription: ['medications'],
  kids: ['children'],
  baby: ['children'],
  infant: ['children'],
  toddler: ['children'],
  visa: ['documents', 'passport'],
  winter: ['cold'],
  snow: ['cold'],
  summer: ['hot', 'beach'],
  umbrella: ['rainy'],
  monsoon: ['rainy'],
  trek: ['hiking'],
  trekking: ['hiking'],
  washing: ['laundry'],
  wash: ['laundry'],
  souvenirs: ['home', 'purchases'],
  gifts: ['souvenirs'],
  prohibited: ['refused', 'confiscated'],
  banned: ['refused', 'confiscated'],
  low: ['budget'],
  cheap: ['budget'],
}));

function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Splits text into words; hyphenated words are split too ("carry-on" → "carry", "on"). */
export function tokenize(text: string): string[] {
  return normalize(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** A word as it is searched: stemmed, or nothing for a stop word. */
export function toTerm(word: string): string | null {
  return STOP_WORDS.has(word) ? null : stemmer(word);
}

/**
 * A word as it is indexed: its stem, and the word itself where stemming cut more than a plural
 * ending, so that a typo of the whole word ("medicaton" for "medications", stem "medic") is still
 * an edit or two from something in the index. Plurals are not doubled: "weeks" would otherwise
 * count twice for a search for "week".
 */
export function toIndexTerms(word: string): string[] {
  const stem = toTerm(word);
  if (stem === null) return [];
  return word.length - stem.length > 2 ? [stem, word] : [stem];
}

export type QueryTerms = { typed: string[]; synonyms: string[] };

/** The terms of a query, and the terms its words stand for. */
export function queryTerms(query: string): QueryTerms {
  const words = tokenize(query);
  const typed = new Set(words.map(toTerm).filter((term): term is string => term !== null));
  const synonyms = new Set(
    words
      .flatMap((word) => SYNONYMS.get(word) ?? [])
      .flatMap(tokenize)
      .map(toTerm)
      .filter((term): term is string => term !== null && !typed.has(term)),
  );
  return { typed: [...typed], synonyms: [...synonyms] };
}
