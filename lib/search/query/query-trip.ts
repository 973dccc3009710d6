import { LONGEST_PLACE_NAME, placeCoded, placeNamed } from '@/lib/rules/place-by-name';
import { isStopWord, tokenize } from '../words/search-terms';
import { isNonPlaceVocabularyWord, isPlaceWord } from '../words/traveler-vocabulary';

/** The trip a query names, in the rules' vocabulary of places: where it starts, where it goes, and through where. */
export type QueryTrip = { from?: string; to?: string; via?: string[] };

type TripEnd = keyof QueryTrip;

/** The words before a place that say which part of the trip it is ("from the uk", "out of JFK", "thru LHR", "layover in dubai", "to bali"). */
const ENDS_BY_WORD: ReadonlyMap<string, TripEnd> = new Map([
  ...['from', 'out of', 'leaving', 'departing'].map((word): [string, TripEnd] => [word, 'from']),
  ...['via', 'through', 'thru', 'connection in', 'connecting in', 'changing in', 'change in', 'layover in', 'stopover in', 'transit in', 'transfer in'].map((word): [string, TripEnd] => [word, 'via']),
  ...['to', 'into', 'in', 'for', 'visiting', 'entering'].map((word): [string, TripEnd] => [word, 'to']),
]);

type NamedPlace = { start: number; end: number; place: string };

/**
 * Whether a word typed in capitals may be a place's code: not a word English or the vocabulary uses
 * otherwise ("IT", "TSA"), nor the first of a region's name ("SE Asia").
 */
const mayBeCode = (words: readonly string[], at: number, capitals: ReadonlySet<string>) =>
  capitals.has(words[at]!) && !isStopWord(words[at]!) && !isNonPlaceVocabularyWord(words[at]!) && !isPlaceWord(words[at + 1] ?? '');

/** The places named in a query's words, longest name first ("new zealand" before "zealand"); a code only as typed in capitals. */
function namedPlaces(words: readonly string[], capitals: ReadonlySet<string>): NamedPlace[] {
  const found: NamedPlace[] = [];
  for (let start = 0; start < words.length; ) {
    let named: NamedPlace | undefined;
    for (let length = Math.min(LONGEST_PLACE_NAME, words.length - start); length > 0 && !named; length -= 1) {
      const place = placeNamed(words.slice(start, start + length).join(' ')) ?? (length === 1 && mayBeCode(words, start, capitals) ? placeCoded(words[start]!) : null);
      if (place) named = { start, end: start + length, place };
    }
    if (named) found.push(named);
    start = named?.end ?? start + 1;
  }
  return found;
}

/**
 * The trip a query names. A place is part of it only where the words say which part: after "from",
 * "out of", "to", "in", "via" and their like ("the" may stand between: "to the us"), or before "to" and another
 * place ("uk to france"), so that a place that merely qualifies a thing ("new jersey", "china cups") is
 * never taken for a trip. The first of each end counts. `capitals` are the words typed in capitals,
 * which alone may be codes ("US", "LHR"). With the trip come the words that named its places.
 */
export function readTrip(query: string, capitals: ReadonlySet<string>): { trip: QueryTrip; placeWords: string[] } {
  const words = tokenize(query);
  const places = namedPlaces(words, capitals);
  const trip: QueryTrip = {};
  const placeWords: string[] = [];
  places.forEach(({ start, end, place }, position) => {
    const marked = words[start - 1] === 'the' ? start - 1 : start;
    const next = places[position + 1];
    const part = ENDS_BY_WORD.get(words.slice(Math.max(0, marked - 2), marked).join(' ')) ?? ENDS_BY_WORD.get(words[marked - 1] ?? '') ?? (next && next.start === end + 1 && words[end] === 'to' ? 'from' : undefined);
    if (part) placeWords.push(...words.slice(start, end));
    if (part === 'via') trip.via = [...(trip.via ?? []), place];
    else if (part && !trip[part] && place !== trip.from && place !== trip.to) trip[part] = place;
  });
  return { trip, placeWords };
}
