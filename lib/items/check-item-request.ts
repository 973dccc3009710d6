import { z } from 'zod';
import type { CheckItemRequest } from './check-item';
import { typedPlace } from '@/lib/rules/place-by-name';
import { placeKind } from '@/lib/rules/places';
import { MAX_QUERY_LENGTH } from '@/lib/site/search-limits';

/** At most this many transfer stops: a longer itinerary is asked leg by leg. */
export const MAX_VIA = 4;

const PLACE_HINT = 'a country by its English name or two-letter ISO 3166-1 code (Thailand, TH, US; UK is read as GB), EU or an IATA airport code (LHR)';

/** What check_item accepts before it is read: the item's words, the trip's places as typed, and the day. */
export type CheckItemArguments = { item: string; from?: string; to?: string; via?: readonly string[]; date?: string };

function placeOf(name: string, typed: string): string | { problem: string } {
  const place = typedPlace(typed);
  if (place === null || place === 'ICAO' || placeKind(place) === 'airline') return { problem: `${name} must be ${PLACE_HINT}; “${typed.slice(0, 40)}” is none of these.` };
  return place;
}

/**
 * The request check_item answers, or what to send instead: places in the shared vocabulary (an airline
 * screens nobody's bags, and ICAO is the baseline every trip gets), a calendar date (today when left
 * out), words of 1 to MAX_QUERY_LENGTH characters.
 */
export function parseCheckItemRequest(input: CheckItemArguments, today: string): { ok: true; request: CheckItemRequest } | { ok: false; message: string } {
  const query = input.item.trim();
  if (query.length === 0 || query.length > MAX_QUERY_LENGTH) return { ok: false, message: `item must be 1 to ${MAX_QUERY_LENGTH} characters, such as “27000mAh power bank” or “bottle of wine”.` };
  const date = input.date?.trim() || today;
  if (!z.iso.date().safeParse(date).success) return { ok: false, message: `date must be a calendar date written YYYY-MM-DD, such as 2026-12-20; “${date.slice(0, 40)}” is not one.` };
  if ((input.via?.length ?? 0) > MAX_VIA) return { ok: false, message: `via takes at most ${MAX_VIA} places; ask about a longer trip leg by leg.` };
  const typedPlaces: [string, string][] = [
    ...(input.from?.trim() ? [['from', input.from] as [string, string]] : []),
    ...(input.to?.trim() ? [['to', input.to] as [string, string]] : []),
    ...(input.via ?? []).map((place): [string, string] => ['via', place]),
  ];
  const places: { name: string; place: string }[] = [];
  for (const [name, typed] of typedPlaces) {
    const place = placeOf(name, typed.trim());
    if (typeof place !== 'string') return { ok: false, message: place.problem };
    places.push({ name, place });
  }
  const placesOf = (name: string) => places.filter((entry) => entry.name === name).map((entry) => entry.place);
  const [from] = placesOf('from');
  const [to] = placesOf('to');
  return { ok: true, request: { query, date, ...(from && { from }), ...(to && { to }), via: placesOf('via') } };
}
