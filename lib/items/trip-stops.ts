import airportCountries from '@/.contentlayer/airport-countries.json';
import { EU_MEMBER_STATES, placeKind } from '@/lib/rules/places';

/** Where on a trip bags are screened: leaving, changing planes, and leaving again for home. */
export const tripRoles = ['departure', 'transfer', 'return'] as const;

export type TripRole = (typeof tripRoles)[number];

export type TripStop = { role: TripRole; place: string };

/** The stops of a trip, in its order: `from`, each of `via`, then `to`, whose departure is the way home. */
export function tripStops({ from, to, via = [] }: { from?: string; to?: string; via?: readonly string[] }): TripStop[] {
  return [
    ...(from ? [{ role: 'departure' as const, place: from }] : []),
    ...via.map((place) => ({ role: 'transfer' as const, place })),
    ...(to ? [{ role: 'return' as const, place: to }] : []),
  ];
}

/** Whose screening rules a stop is under: its country's and, in a member state, the EU's (the EU's alone when `EU` is asked). */
export function screeningAuthorities(place: string): string[] {
  if (place === 'EU') return ['EU'];
  const kind = placeKind(place);
  const country = kind === 'country' ? place : kind === 'airport' ? airportCountries[place.slice('airport:'.length)] : undefined;
  if (!country) return [];
  return EU_MEMBER_STATES.has(country) ? ['EU', country] : [country];
}

/** Whether a rule scoped to `scope` screens bags at `place`: ICAO's everywhere, the country's and the EU's there, and an airport's own. */
export function screensAt(scope: string, place: string): boolean {
  return scope === 'ICAO' || scope === place || screeningAuthorities(place).includes(scope);
}
