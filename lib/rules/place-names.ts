import { EU_MEMBER_STATES, placeKind } from './places';
import places from '@/.contentlayer/places.json';

/** The places the rules name, as the content build described them (rule-checks.ts). */
const placesByCode = new Map(places.map((place) => [place.code, place]));

// Countries no rule names yet (a trip to Singapore) still have their English names, from the runtime's own data.
const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** A place's name for people: “United Kingdom of Great Britain and Northern Ireland”, “London Heathrow”, “Singapore”. */
export function placeName(code: string): string {
  return placesByCode.get(code)?.name ?? (/^[A-Z]{2}$/.test(code) ? countryNames.of(code) : undefined) ?? code;
}

/** The places whose rules also apply in `code`: an airport's country, a member state's EU, and ICAO everywhere. */
function containingPlaces(code: string): string[] {
  const country = placeKind(code) === 'airport' ? placesByCode.get(code)?.country : placeKind(code) === 'country' ? code : undefined;
  return [
    ...(country && country !== code ? [country] : []),
    ...(country && EU_MEMBER_STATES.has(country) ? ['EU'] : []),
    ...(code === 'ICAO' ? [] : ['ICAO']),
  ];
}

/**
 * Whether a rule scoped to `ruleScope` concerns a traveler asking about `asked`: the same place, a
 * place that contains it (ICAO's rules apply at Heathrow), or one inside it (Heathrow's rule is a rule
 * in the United Kingdom). Asking about ICAO means ICAO's own rules, not every rule on earth.
 */
export function scopeConcerns(ruleScope: string, asked: string): boolean {
  return ruleScope === asked || containingPlaces(asked).includes(ruleScope) || (asked !== 'ICAO' && containingPlaces(ruleScope).includes(asked));
}
