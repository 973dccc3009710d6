/**
 * How text becomes search terms, identically for the index and for queries: lowercase, accents
 * stripped, split on anything that is not a letter or digit, English stemming (so "batteries" and
 * "battery" meet), and the small words of questions dropped.
 */
import { stemmer } from 'stemmer';

/**
 * Contractions lose their apostrophe ("hasn't" → "hasnt"), so they are listed as typed without it;
 * "I'd" is not, as "id" is the ID a traveler carries.
 */
const CONTRACTIONS = 'arent cant couldnt didnt doesnt dont hadnt hasnt havent im isnt ive lets shouldnt thats theyre wasnt weve werent whats wont wouldnt youre youve';

/** "You" and "your" as people text them ("how do u beat jet lag"). */
const TEXTED_PRONOUNS = 'u ur';

const STOP_WORDS = new Set(
  `a am an and are as at be been being by can could did do does for from had has have he her hers him his how i if in into is it its me mine my of on or our ours she should so than that the their theirs them then there these they this to too was we were what when where which who why will with would you your yours ${CONTRACTIONS} ${TEXTED_PRONOUNS}`.split(' '),
);

/**
 * "w/" and "w/o", as people type "with" and "without" ("dealing w/ jet lag"): split on the slash, the
 * "w" would be read as the watt of "65w charger".
 */
const WITH_ABBREVIATION = /\bw\/(o\b)?/g;

function normalize(text: string): string {
  // Apostrophes join ("don't" → "dont", "driver's" → "drivers") rather than leave a stray letter.
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’]/g, '')
    .toLowerCase()
    .replace(WITH_ABBREVIATION, (_, out) => (out ? ' without ' : ' with '));
}

/**
 * Numbers glued to units or to each other, as people type them ("100ml", "20000mah", "55x40x20",
 * "3-day"), are split the way the guides write them ("100 ml", "55 × 40 × 20").
 */
function splitGluedNumbers(text: string): string {
  return text.replace(/(\d)x(?=\d)/g, '$1 ').replace(/(\d)(?=\p{L})|(\p{L})(?=\d)/gu, '$1$2 ');
}

/** Splits text into words; hyphenated words are split too ("carry-on" → "carry", "on"). */
export function tokenize(text: string): string[] {
  return splitGluedNumbers(normalize(text)).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** A word of digits only ("20000" of "20000mah"): a count, never a noun. */
export const isNumber = (word: string) => /^\d+$/.test(word);

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/** A word as it is searched: stemmed, or nothing for a stop word. */
export function toTerm(word: string): string | null {
  return STOP_WORDS.has(word) ? null : stemmer(word);
}

/** A word reduced to its stem whatever it is, to compare phrases word by word ("nappy", "nappies"). */
export function toStem(word: string): string {
  return stemmer(word);
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

/**
 * Every index term of a text from the library, once each. Guides repeat their words, so each word is
 * stemmed once per process; the cache holds the library's vocabulary, as queries never come here.
 */
const termsByWord = new Map<string, string[]>();

export function indexTermsOf(text: string): Set<string> {
  const terms = new Set<string>();
  for (const word of tokenize(text)) {
    let wordTerms = termsByWord.get(word);
    if (!wordTerms) {
      wordTerms = toIndexTerms(word);
      termsByWord.set(word, wordTerms);
    }
    for (const term of wordTerms) terms.add(term);
  }
  return terms;
}
