import vocabulary from '@/content/search/vocabulary.json';
import { tokenize, toStem } from './search-terms';

/**
 * What a phrase a traveler typed stands for: words the guides use and guides that answer it, or the
 * name of a rule or programme ("REAL ID") and the guides that answer it; a trip length and the
 * packing lists for it; a destination or a time ("next month"), which no guide is about; or a topic
 * Packwise does not cover.
 */
export type PhraseMeaning = { kind: 'meaning' | 'name' | 'tripLength' | 'place' | 'time' | 'outOfScope'; means: string; pages: readonly string[]; readAs?: string };

type CompiledPhrase = { stems: string[]; meaning: PhraseMeaning };

/** A phrase or trip length found in a query: how many words it spans and what it stands for. */
export type PhraseMatch = { length: number; meaning: PhraseMeaning };

const fillerWords = new Set(vocabulary.ignore);

/** A word that says nothing about what is asked ("please", "tips"), skipped like "the". */
export function isFillerWord(word: string): boolean {
  return fillerWords.has(word);
}

/** Words with which a guide states a price ("fee", "charged"). */
export const paymentWords: readonly string[] = vocabulary.payments;

const packingQuestionStems = new Set(vocabulary.packingQuestions.map(toStem));

/**
 * A word with which travelers ask whether a thing may be packed or flown ("allowed", "checked",
 * "tsa"), or a unit of its size ("ml"), compared by stem: what a catalogue item's verdict answers.
 */
export function isPackingQuestionWord(word: string): boolean {
  return packingQuestionStems.has(toStem(word));
}

const baggageQuestionStems = new Set(vocabulary.baggageQuestions.map(toStem));

/** A word with which travelers ask about an airline's bags ("cabin", "size", "fit"), compared by stem. */
export function isBaggageQuestionWord(word: string): boolean {
  return baggageQuestionStems.has(toStem(word));
}

const priceQuestionWords = new Set(vocabulary.prices);
const priceQuestionVerbs = new Set(vocabulary.pricesAsVerbs);

/**
 * A word that asks what something costs, as typed: matched whole, not by its stem, as "dealing" and
 * "rated" ask no price though they stem to "deal" and "rate". Where a verb stands, only a verb that
 * asks a price does ("what will it cost"; not "how to deal with jet lag").
 */
export function isPriceWord(word: string, standsAsVerb = false): boolean {
  return priceQuestionWords.has(word) && (!standsAsVerb || priceQuestionVerbs.has(word));
}

export const vocabularyEntries: readonly { say: string[]; means?: string; pages?: string[]; name?: boolean }[] = vocabulary.entries;

const stemsOf = (phrase: string) => tokenize(phrase).map(toStem);

/** Phrases by their first word's stem, longest first, so "hand luggage" wins over "hand". */
const phrasesByFirstStem = new Map<string, CompiledPhrase[]>();
function addPhrases(phrases: readonly string[], meaning: PhraseMeaning): void {
  for (const phrase of phrases) {
    const stems = stemsOf(phrase);
    const compiled = phrasesByFirstStem.get(stems[0]!) ?? [];
    compiled.push({ stems, meaning });
    phrasesByFirstStem.set(stems[0]!, compiled);
  }
}
for (const { say, means = '', pages = [], name } of vocabularyEntries) addPhrases(say, { kind: name ? 'name' : 'meaning', means, pages });
addPhrases(Object.keys(vocabulary.places), { kind: 'place', means: '', pages: [] });
addPhrases(vocabulary.outOfScope, { kind: 'outOfScope', means: '', pages: [] });
for (const phrases of phrasesByFirstStem.values()) phrases.sort((a, b) => b.stems.length - a.stems.length);

const { units, numbers, lists } = vocabulary.tripLengths;
const daysPerUnit = new Map(Object.entries(units));
const numberWords = new Map(Object.entries(numbers));

/** Ages are counted in years too ("my 2 year old"), though no trip is. */
const DAYS_PER_YEAR = 365;
const YEARS = new Set(['year', 'years', 'yr', 'yrs']);

/** A unit trips are measured in ("days", "fortnight"): a measure, not a thing a guide is about. */
export const isTimeUnit = (word: string) => daysPerUnit.has(word);

/** Every word the vocabulary knows, by stem: travel jargon and regional words ("esky") are not typos. */
const vocabularyStems = new Set([
  ...[...phrasesByFirstStem.values()].flat().flatMap((phrase) => phrase.stems),
  // Units of an age are measures too, no place ("yrs" is also an airport's code).
  ...[...fillerWords, ...daysPerUnit.keys(), ...YEARS, ...numberWords.keys()].map(toStem),
]);

export function isVocabularyWord(word: string): boolean {
  return vocabularyStems.has(toStem(word));
}

const placeStems = new Set(Object.keys(vocabulary.places).flatMap(stemsOf));

/** Whether a word is of a place the vocabulary names ("asia", "zealand"), by stem. */
export const isPlaceWord = (word: string) => placeStems.has(toStem(word));

/** Whether the vocabulary knows a word as something other than a place: "tsa" is the screening body, though TSA is an airport's code too. */
export const isNonPlaceVocabularyWord = (word: string) => isVocabularyWord(word) && !isPlaceWord(word);

/** The units trips are measured in: what shorthand may stand for first ("nts"). */
export const tripLengthUnits: readonly string[] = [...daysPerUnit.keys()];

/** Every single word the vocabulary knows as typed: what else shorthand may stand for. */
export const vocabularyWords: readonly string[] = [
  ...new Set([vocabularyEntries.flatMap((entry) => entry.say), Object.keys(vocabulary.places), vocabulary.outOfScope, [...fillerWords]].flat().flatMap(tokenize)),
];

/** The vocabulary phrase that starts at `start` in a query's stems, if any: how many words it spans and what it means. */
export function matchPhrase(stems: readonly string[], start: number): PhraseMatch | null {
  for (const { stems: phrase, meaning } of phrasesByFirstStem.get(stems[start]!) ?? []) {
    if (phrase.every((stem, offset) => stems[start + offset] === stem)) return { length: phrase.length, meaning };
  }
  return null;
}

/** Units that name a trip length on their own ("a fortnight", "month in asia"); "day" alone says nothing. */
const STANDALONE_UNIT_DAYS = 14;

/**
 * Words around a length that make it a time or an age, not a trip's length: "after a week", "next
 * month", "twice a day"; "two weeks ago", "3 days before" (an age, "6 month old", is read first: ageAt). "30 weeks pregnant" is
 * not a trip either, and the vocabulary reads it.
 */
const TIME_WORDS_BEFORE = new Set(['after', 'within', 'every', 'per', 'each', 'last', 'next', 'once', 'twice']);
const TIME_WORDS_AFTER = new Set(['old', 'ago', 'later', 'before', 'early', 'earlier']);
const NOT_A_TRIP_AFTER = new Set(['pregnant']);

/** A time or an age: no concept of the query, as a destination is none. */
const TIME: PhraseMeaning = { kind: 'time', means: '', pages: [] };

/** "old", and "old's" as the tokenizer reads it ("our 3 year old's first flight"). */
const OLD = new Set(['old', 'olds']);

/** An age under this many days is a child's ("my 18 month old", "our 3 year old"): read as the word "child", as the traveler vocabulary means it. */
const CHILD_AGE_DAYS = 12 * DAYS_PER_YEAR;
const CHILD: PhraseMeaning = { ...matchPhrase([toStem('child')], 0)!.meaning, readAs: 'child' };

/** An age at `start` ("2 year old", "9 month old"): a child's is read as the word "child", an adult's as no concept. */
function ageAt(words: readonly string[], start: number): PhraseMatch | null {
  const count = countOf(words[start] ?? '');
  const unit = words[start + 1] ?? '';
  const days = YEARS.has(unit) ? DAYS_PER_YEAR : daysPerUnit.get(unit);
  if (count === undefined || days === undefined || !OLD.has(words[start + 2] ?? '')) return null;
  return { length: 3, meaning: count * days < CHILD_AGE_DAYS ? CHILD : TIME };
}

function countOf(word: string): number | undefined {
  return /^\d{1,3}$/.test(word) ? Number(word) : numberWords.get(word);
}

/** A length at `start`: its days and its words ("3 day", "two weeks", "fortnight"); a short unit alone only if `anyUnit`. */
function lengthAt(words: readonly string[], start: number, anyUnit: boolean): { days: number; length: number } | null {
  const count = countOf(words[start] ?? '');
  const countedUnit = count === undefined ? undefined : daysPerUnit.get(words[start + 1] ?? '');
  if (count !== undefined && countedUnit !== undefined && count > 0) return { days: count * countedUnit, length: 2 };
  const unit = daysPerUnit.get(words[start] ?? '');
  return unit !== undefined && (anyUnit || unit >= STANDALONE_UNIT_DAYS) ? { days: unit, length: 1 } : null;
}

/**
 * A trip length written at `start` in a query's words ("3 day", "10 nights", "two weeks", "fortnight")
 * and the packing lists for a trip that long, best first; or a time or an age spanning the words
 * around a length (TIME_WORDS_BEFORE, TIME_WORDS_AFTER), a child's age read as a child (ageAt).
 */
export function matchTripLength(words: readonly string[], start: number): PhraseMatch | null {
  const age = ageAt(words, start);
  if (age) return age;
  if (TIME_WORDS_BEFORE.has(words[start]!)) {
    const time = lengthAt(words, start + 1, true);
    return time ? { length: 1 + time.length, meaning: TIME } : null;
  }
  const trip = lengthAt(words, start, false);
  if (!trip) return null;
  const after = words[start + trip.length] ?? '';
  if (TIME_WORDS_AFTER.has(after)) return { length: trip.length + 1, meaning: TIME };
  if (NOT_A_TRIP_AFTER.has(after)) return null;
  const { days, length } = trip;
  const list = lists.find(({ upToDays }) => upToDays === null || days <= upToDays)!;
  return { length, meaning: { kind: 'tripLength', means: '', pages: list.pages } };
}
