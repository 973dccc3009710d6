import vocabulary from '@/content/search/vocabulary.json';
import airportCountries from '@/.contentlayer/airport-countries.json';
import { normalizePlace } from './places';
import { tokenize } from '@/lib/search/words/search-terms';

/** The words of a place's name as search reads any text: "Côte d’Ivoire" is "cote divoire", "St. Lucia" is "st lucia". */
const asName = (text: string) => tokenize(text).join(' ');

// Region codes the runtime names that are no place a traveler flies to (ICU's pseudo-locales, the UN, the eurozone).
const NOT_DESTINATIONS = new Set(['EZ', 'QO', 'UN', 'XA', 'XB', 'ZZ']);

/** Whether a region code is current: ICU still names retired ones ("BU", Burma), which are read as their successors ("MM"). */
const isCurrent = (code: string) => Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`;

/** Every ISO 3166-1 code the runtime's own data names in English, with its full and short names ("United Kingdom", "UK"). */
function countryNames(): [string, string][] {
  const full = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const short = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none', style: 'short' });
  const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
  const codes = letters.flatMap((first) => letters.map((second) => first + second)).filter((code) => !NOT_DESTINATIONS.has(code) && isCurrent(code));
  // "Myanmar (Burma)" and "Hong Kong SAR China" are typed as either of their parts' first: "myanmar", "burma", "hong kong".
  const namesOf = (name: string) => [name, ...name.split(/ \(|\)| SAR /).filter(Boolean)];
  return codes.flatMap((code) => [full.of(code), short.of(code)].flatMap((name) => (name ? namesOf(name).map((typed): [string, string] => [asName(typed), code]) : [])));
}

/**
 * Places by the names travelers type, in the rules' vocabulary: every country by its English names,
 * and the vocabulary's own names for places ("usa", "bali", "nyc"), which win where both name one.
 * "us" is left out: as typed it is mostly the pronoun, and "US" in capitals is read as a code.
 */
const placesByName = new Map<string, string>([
  ...countryNames().filter(([name]) => name !== 'us'),
  ...Object.entries(vocabulary.places).flatMap(([name, place]): [string, string][] => (place ? [[asName(name), place]] : [])),
]);

/** The longest place name has this many words ("south georgia and south sandwich islands" is read by its first ones). */
export const LONGEST_PLACE_NAME = Math.max(...[...placesByName.keys()].map((name) => name.split(' ').length));

/** The place a name typed stands for ("thailand" → TH, "Hong Kong" → HK, "usa" → US), or null. */
export function placeNamed(typed: string): string | null {
  return placesByName.get(asName(typed)) ?? null;
}

const countryCodes = new Set(placesByName.values());

/**
 * The place a code typed in capitals stands for: a country the runtime names ("US", "UK" read as GB)
 * or an airport the airport data knows ("LHR" → airport:LHR), or null.
 */
export function placeCoded(code: string): string | null {
  const upper = code.toUpperCase();
  if (upper.length === 2) return placeNamed(upper) ?? (countryCodes.has(upper) ? upper : null);
  return upper.length === 3 && upper in airportCountries ? `airport:${upper}` : null;
}

/** A place as a traveler types it in a field: a name ("Thailand", "usa") or a code of the vocabulary ("TH", "lhr", "airport:LHR"), or null. */
export const typedPlace = (typed: string): string | null => placeNamed(typed) ?? normalizePlace(typed);
