import airportCountries from '@/.contentlayer/airport-countries.json';
import { EU_MEMBER_STATES, placeKind } from '@/lib/rules/places';
import type { EnforcementPoint, Rule } from '@/lib/rules/rule-schema';

/**
 * Where a trip meets rules, in its order: leaving, changing planes, arriving, then leaving again for
 * home and arriving home. A transfer is screened but not entered: customs wait at the destination.
 */
export const tripRoles = ['departure', 'transfer', 'arrival', 'return', 'homecoming'] as const;

export type TripRole = (typeof tripRoles)[number];

/** `from` is the place flown from when `place` is entered, for a border the trip may not cross (Paris to Rome). */
export type TripStop = { role: TripRole; place: string; from?: string };

const POINT_OF: Record<TripRole, EnforcementPoint> = { departure: 'leaving', transfer: 'leaving', arrival: 'entering', return: 'leaving', homecoming: 'entering' };

/** The roles of the way home: leaving the destination, and arriving back where the trip began. */
export const WAY_HOME: ReadonlySet<TripRole> = new Set(['return', 'homecoming']);

/** Whether bags are screened at a stop for a flight out, rather than checked at a border on the way in. */
export const isScreening = (role: TripRole) => POINT_OF[role] === 'leaving';

/** The stops of a round trip: out from `from` through each of `via` to `to`, then from `to` back home to `from`. */
export function tripStops({ from, to, via = [] }: { from?: string; to?: string; via?: readonly string[] }): TripStop[] {
  const lastBefore = via.at(-1) ?? from;
  return [
    ...(from ? [{ role: 'departure' as const, place: from }] : []),
    ...via.map((place) => ({ role: 'transfer' as const, place })),
    ...(to ? [{ role: 'arrival' as const, place: to, ...(lastBefore && { from: lastBefore }) }, { role: 'return' as const, place: to }] : []),
    ...(from && to ? [{ role: 'homecoming' as const, place: from, from: to }] : []),
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

/** Whether a stop where bags are entered crosses a border: not a flight from Paris to Rome, inside the EU, nor one within a country. */
export function crossesBorder(stop: TripStop): boolean {
  const [outermost] = screeningAuthorities(stop.place);
  return stop.from === undefined || outermost === undefined || !screensAt(outermost, stop.from);
}

/**
 * Whether a rule holds the trip's bags at a stop: a screening rule where the stop is screened, and a
 * border rule where the trip crosses into its scope, so that the EU's import rules meet a flight from
 * Australia to France and not one from Paris to Rome.
 */
export function appliesAtStop(rule: Pick<Rule, 'scope' | 'enforced'>, stop: TripStop): boolean {
  if (!rule.enforced.includes(POINT_OF[stop.role]) || !screensAt(rule.scope, stop.place)) return false;
  return isScreening(stop.role) || stop.from === undefined || !screensAt(rule.scope, stop.from);
}
