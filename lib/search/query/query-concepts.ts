import type { PartOfSpeech } from '../english/parts-of-speech';
import { isNumber, isStopWord, tokenize, toStem, toTerm } from '../words/search-terms';
import { isFillerWord, isPriceWord, isTimeUnit, matchPhrase, matchTripLength, type PhraseMatch } from '../words/traveler-vocabulary';

/**
 * What a concept is to the question. A `thing` is what a guide can be about; a `name` is a rule,
 * document or programme the vocabulary names ("REAL ID", "Global Entry"), read whole, and what the
 * query asks about wherever it stands ("REAL ID deadline"). The other kinds qualify them, and none is
 * ever the query's topic: a `number` ("20000" of "20000mah") narrows nothing without
 * its unit; a `tripLength` ("10 days") names the packing lists for a trip that long, ranked after
 * what is asked; a `price` ("fee", "prices") is answered only by a page that states one; and an
 * `outOfScope` topic ("hotel booking") is one Packwise does not cover, which empties the search.
 * Times, adults' ages, destinations and companions ("next month", "a 40 year old", "lisbon", "wife")
 * are no concept at all: like stop words, they end a phrase. A child's age ("my 6 month old") reads
 * as a child.
 */
export type ConceptKind = 'thing' | 'name' | 'number' | 'tripLength' | 'price' | 'outOfScope';

/**
 * One thing a query asks about: a word, or a phrase the traveler vocabulary knows ("hand luggage",
 * "3-1-1", "10 days"). `typed` are the terms of the words as typed, `means` the guides' words for
 * them, `pages` the guides that answer the phrase outright; `related` marks `means` that come from
 * WordNet rather than the vocabulary, which say less; `kind` is what it is to the question
 * (ConceptKind); `topic` marks the head of the query's first phrase ("lessons" in "ski lessons for
 * kids"), what the query is about; `context` marks what the traveler says before asking ("Hawaii
 * honeymoon" in "Hawaii honeymoon, can I bring my own sunscreen"), which only ranks pages;
 * `partOfSpeech` is that of the word (a vocabulary phrase is a noun, a number neither): a verb says
 * what the traveler does ("dealing" in "dealing with jet lag"), not what a guide is about; `phrase`
 * numbers the runs of words between stop words, in order ("voltage converter" is one).
 */
export type Concept = {
  words: string[];
  typed: string[];
  means: string[];
  pages: readonly string[];
  related: boolean;
  kind: ConceptKind;
  topic: boolean;
  context: boolean;
  partOfSpeech: PartOfSpeech;
  phrase: number;
};

const termsOf = (text: string) => tokenize(text).map(toTerm).filter((term): term is string => term !== null);

/**
 * How the search reads words the vocabulary does not know: `separate` may split a typed word into the
 * words it glues together ("eyemask"); `isAside` tells a word for who travels or where ("wife",
 * "lisbon") from one for what is asked; `partOfSpeech` reads a word as a noun, a verb or neither,
 * and as a verb where a verb stands (`asVerb`) if it can be one.
 */
export type WordReading = {
  separate: (word: string) => string[];
  isAside: (word: string) => boolean;
  partOfSpeech: (word: string, asVerb: boolean) => PartOfSpeech;
};

/**
 * Words that open a question inside a longer query: a question word ("…, what snacks can get through
 * security"), or a verb put before its subject ("…, do I need to buy reef safe sunscreen").
 */
const QUESTION_WORDS = new Set(['what', 'whats', 'which', 'how', 'where', 'when', 'why', 'who']);
const INVERTED_VERBS = new Set(['can', 'could', 'do', 'does', 'did', 'will', 'would', 'should', 'is', 'are', 'am', 'cant', 'dont', 'doesnt', 'wont', 'isnt']);
const SUBJECTS = new Set(['i', 'we', 'you', 'he', 'she', 'they', 'it', 'my', 'our', 'your', 'his', 'her', 'their', 'this', 'that', 'these', 'those', 'there', 'the', 'a', 'an']);

/** Words after which a verb stands: "to" ("how to pack") and the pronouns that are subjects ("what do I need"). */
const BEFORE_VERBS = new Set(['to', 'i', 'we', 'you', 'he', 'she', 'they']);
const DETERMINERS = new Set(['a', 'an', 'the', 'my', 'our', 'your', 'his', 'her', 'their']);

/**
 * Whether a verb stands at `at`: after "to" or a pronoun that is a subject ("how to pack", "do I
 * need"), or after the one-word subject of a question opened by a verb ("does a child need", "can kids bring").
 */
function standsAsVerb(words: string[], at: number): boolean {
  if (BEFORE_VERBS.has(words[at - 1] ?? '')) return true;
  const subject = words[at - 1];
  if (subject === undefined || isStopWord(subject)) return false;
  const opener = DETERMINERS.has(words[at - 2] ?? '') ? words[at - 3] : words[at - 2];
  return INVERTED_VERBS.has(opener ?? '');
}

const opensQuestion = (words: string[], at: number) =>
  QUESTION_WORDS.has(words[at]!) || (INVERTED_VERBS.has(words[at]!) && SUBJECTS.has(words[at + 1] ?? ''));

const AS_TYPED: WordReading = { separate: (word) => [word], isAside: () => false, partOfSpeech: () => 'noun' };

/**
 * The concepts of a query, in the order typed; stop words, filler words, destinations, times ("next
 * month") and asides are not concepts, and end a phrase. What comes before a question the query does
 * not open with is context (markContext). The topic is the first name asked about, or else the last noun (or vocabulary phrase) of the
 * question's first phrase that has one: in English the last noun of a phrase is its head ("toothpaste
 * tabs", "nursing pillow"), and a phrase of verbs says what the traveler does ("power bank" in
 * "worried my power bank gets confiscated"). A query without a noun has the last concept of its first
 * phrase for topic.
 */
export function queryConcepts(query: string, reading: WordReading = AS_TYPED): Concept[] {
  const words = tokenize(query).flatMap(reading.separate);
  const isNoConcept = (word: string) => isStopWord(word) || isFillerWord(word) || reading.isAside(word);
  const stems = words.map(toStem);
  const phrases: Concept[][] = [[]];
  const startsAsQuestion = opensQuestion(words, 0);
  let question: LaterQuestion | undefined;
  for (let start = 0; start < words.length; ) {
    if (!startsAsQuestion && !question && phrases[0]!.length > 0 && opensQuestion(words, start)) {
      if (phrases.at(-1)!.length > 0) phrases.push([]);
      question = { phrase: phrases.length - 1, asksHow: words[start] === 'how' };
    }
    const phrase = matchPhrase(stems, start);
    const trip = matchTripLength(words, start);
    const match = phrase && (!trip || phrase.length >= trip.length) ? phrase : trip;
    const length = match?.length ?? 1;
    const spanned = words.slice(start, start + length);
    const asVerb = standsAsVerb(words, start);
    start += length;
    if (match?.meaning.kind === 'place' || match?.meaning.kind === 'time' || (!match && isNoConcept(spanned[0]!))) {
      if (phrases.at(-1)!.length > 0) phrases.push([]);
      continue;
    }
    phrases.at(-1)!.push({
      words: spanned,
      typed: termsOf(match?.meaning.readAs ?? spanned.join(' ')),
      means: termsOf(match?.meaning.means ?? ''),
      pages: match?.meaning.pages ?? [],
      related: false,
      kind: conceptKind(spanned, match, asVerb),
      topic: false,
      context: false,
      partOfSpeech: match ? 'noun' : isNumber(spanned[0]!) ? 'other' : reading.partOfSpeech(spanned[0]!, asVerb),
      phrase: phrases.length - 1,
    });
  }
  const asked = phrases.slice(markContext(phrases, question));
  const topic = asked.flat().find((concept) => concept.kind === 'name') ?? asked.map(lastNoun).find((noun) => noun !== undefined) ?? asked[0]!.at(-1);
  if (topic) topic.topic = true;
  return withoutRepeats(phrases.flat());
}

/** What the words a concept spans are to the question, with the vocabulary phrase or trip length they match and whether they stand where a verb does. */
function conceptKind(words: string[], match: PhraseMatch | null, standsAsVerb: boolean): ConceptKind {
  if (match?.meaning.kind === 'tripLength' || match?.meaning.kind === 'outOfScope' || match?.meaning.kind === 'name') return match.meaning.kind;
  if (!match && isPriceWord(words[0]!, standsAsVerb)) return 'price';
  return words.every(isNumber) && !match?.meaning.pages.length ? 'number' : 'thing';
}

/** A question opened after the traveler first said something: at which phrase, and whether with "how". */
type LaterQuestion = { phrase: number; asksHow: boolean };

/** A concept a passage or a guide can be about: a thing or a name, not a number, a length, a price or a topic out of scope. */
export const namesSubject = (concept: Concept) => concept.kind === 'thing' || concept.kind === 'name';

const lastNoun = (phrase: Concept[]) => phrase.findLast((concept) => concept.partOfSpeech === 'noun');

/** A noun for a thing, not a measure of time ("how many days"). */
const namesThing = (concept: Concept) => concept.partOfSpeech === 'noun' && !concept.words.every(isTimeUnit);

/**
 * Marks as context what the traveler said before asking ("Hawaii honeymoon" before "do I need
 * reef-safe sunscreen"), and returns the phrase the question starts at (0: all of it is asked). There
 * is no context when the question has no noun for a thing, as it then asks about what came before
 * ("…, what do you think", "jet lag, how many days to recover"), nor when "how" follows one phrase of
 * nouns, which it asks about ("power bank how many phone charges"), where "which" or "what" asks for
 * a thing of its own ("anniversary getaway, which shoes should I pack").
 */
function markContext(phrases: Concept[][], question: LaterQuestion | undefined): number {
  if (!question || !phrases.slice(question.phrase).flat().some(namesThing)) return 0;
  if (question.asksHow && question.phrase === 1 && phrases[0]!.every((concept) => concept.partOfSpeech === 'noun')) return 0;
  for (const concept of phrases.slice(0, question.phrase).flat()) concept.context = true;
  return question.phrase;
}

/**
 * A thing asked twice is one concept ("…an insulin pump…, can the pump go through the scanner"): it
 * weighs once. It is the topic if either is, and context only if both are.
 */
function withoutRepeats(concepts: Concept[]): Concept[] {
  const firstByWords = new Map<string, Concept>();
  return concepts.filter((concept) => {
    const key = [...concept.typed, '|', ...concept.means].join(' ');
    const first = firstByWords.get(key);
    if (!first) {
      firstByWords.set(key, concept);
      return true;
    }
    first.topic ||= concept.topic;
    first.context &&= concept.context;
    return false;
  });
}
