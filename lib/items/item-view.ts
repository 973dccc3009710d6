import { strictestVerdict } from './bag-answer';
import { DEFAULT_PLACES, elsewhereAnswers, itemRuleAnswers, uncoveredPlaces } from './check-item';
import type { CheckItemResult } from './check-item-schema';
import { NEWEST } from './item-api';
import type { Item, Verdict } from './item-schema';
import { itemBySlug, loadedCatalogue } from './items';
import { screeningAuthorities, screensAt, tripStops, WAY_HOME } from './trip-stops';
import { onArrivalOnly } from './verdict-words';
import { typedPlace } from '@/lib/rules/place-by-name';
import { normalizePlace, placeKind } from '@/lib/rules/places';

type RuleAnswer = CheckItemResult['rules'][number];

/**
 * One place's answer for an item: the strictest verdict per bag among its rules, and those rules. A
 * place's rules enforced only on the way in (customs, biosecurity) answer apart, `onArrival`.
 */
export type PlaceAnswer = { scope: string; onArrival: boolean; cabin: Verdict | null; checked: Verdict | null; rules: RuleAnswer[] };

/** What an item's page shows: the traveler's place first, then the baseline, every other place, and who to ask where no rule speaks. */
export type ItemView = {
  item: Item;
  /** The place read from `?from=`, or null for the default view. */
  from: string | null;
  /** What `?from=` held when it named no place the rules know, to say so. */
  unreadFrom: string | null;
  first: PlaceAnswer[];
  others: PlaceAnswer[];
  notCovered: CheckItemResult['notCovered'];
};

function byPlace(answers: readonly RuleAnswer[]): PlaceAnswer[] {
  const groups = new Map<string, RuleAnswer[]>();
  for (const answer of answers) {
    const key = placeAnswerKey({ scope: answer.scope, onArrival: onArrivalOnly(answer.enforced) });
    groups.set(key, [...(groups.get(key) ?? []), answer]);
  }
  return [...groups.values()].map((rules) => ({
    scope: rules[0]!.scope,
    onArrival: onArrivalOnly(rules[0]!.enforced),
    cabin: strictestVerdict(rules.map((rule) => rule.cabin?.verdict)),
    checked: strictestVerdict(rules.map((rule) => rule.checked?.verdict)),
    rules,
  }));
}

/** A place answer's own key, for a page's lists: a place may answer twice, at its checkpoints and on arrival. */
export const placeAnswerKey = ({ scope, onArrival }: Pick<PlaceAnswer, 'scope' | 'onArrival'>) => (onArrival ? `${scope} on arrival` : scope);

/** A place typed in `?from=` as the rules name places (a country by name or code, EU or an airport), or null. */
function readPlace(typed: string): string | null {
  const place = typedPlace(typed);
  return place && ['country', 'region', 'airport'].includes(placeKind(place)) && (place === 'EU' || screeningAuthorities(place).length > 0) ? place : null;
}

/** The item with slug `slug` as its page shows it for a traveler leaving from `typedFrom`; undefined for a slug the catalogue lacks. */
export function itemView(slug: string, typedFrom?: string): ItemView | undefined {
  const item = itemBySlug(slug);
  if (!item) return undefined;
  const answers = itemRuleAnswers(loadedCatalogue(), item, { date: NEWEST });
  const places = byPlace(answers);
  // The baseline is the default view's own first card, so asking for it is asking for the default.
  const typed = typedFrom?.trim() && normalizePlace(typedFrom) !== 'ICAO' ? typedFrom.trim() : '';
  const from = typed ? readPlace(typed) : null;
  const departure = from ? [{ role: 'departure' as const, place: from }] : [];
  // Flying from a place meets its checkpoints, not its customs: those answer among the others.
  const isFirst = (place: PlaceAnswer) => !place.onArrival && (from ? screensAt(place.scope, from) : DEFAULT_PLACES.includes(place.scope));
  // The traveler's own place leads, so that it is on the first screen; the baseline follows it.
  const rank = (place: PlaceAnswer) => (from ? (place.scope === 'ICAO' ? 1 : 0) : DEFAULT_PLACES.indexOf(place.scope));
  return {
    item,
    from,
    unreadFrom: typed && !from ? typed.slice(0, 40) : null,
    first: places.filter(isFirst).sort((a, b) => rank(a) - rank(b)),
    others: places.filter((place) => !isFirst(place)),
    notCovered: uncoveredPlaces(departure, from ? itemRuleAnswers(loadedCatalogue(), item, { stops: departure, date: NEWEST }) : answers),
  };
}

/** A trip as search reads it from a query: places in the rules' vocabulary. */
export type Trip = { from?: string; to?: string; via?: readonly string[] };

/** Whether a trip names any place. */
export const namesPlace = (trip: Trip | undefined): trip is Trip => trip !== undefined && (trip.from !== undefined || trip.to !== undefined || (trip.via?.length ?? 0) > 0);

export type ItemTripView = { item: Item; places: PlaceAnswer[]; elsewhere: PlaceAnswer[]; notCovered: CheckItemResult['notCovered'] };

/**
 * An item on the way out of a trip: what each place's rules say of it where the trip meets them, the
 * destination's first (what the traveler asked about), then the others', the international baseline
 * last; what is known beyond the trip's rules (`elsewhereAnswers`); and the stops no rule covers, with who to ask. Only the way out, as a query names a trip to
 * ask about taking a thing there ("my vape to thailand"), not about what comes back. Undefined for a
 * slug the catalogue lacks.
 */
export function itemTripView(slug: string, trip: Trip): ItemTripView | undefined {
  const item = itemBySlug(slug);
  if (!item) return undefined;
  const stops = tripStops(trip).filter((stop) => !WAY_HOME.has(stop.role));
  const answers = itemRuleAnswers(loadedCatalogue(), item, { stops, date: NEWEST });
  const rank = (place: PlaceAnswer) => (place.scope === 'ICAO' ? 2 : trip.to && screensAt(place.scope, trip.to) ? 0 : 1);
  return {
    item,
    places: byPlace(answers).sort((a, b) => rank(a) - rank(b)),
    elsewhere: byPlace(elsewhereAnswers(loadedCatalogue(), item, answers, { date: NEWEST })),
    notCovered: uncoveredPlaces(stops, answers),
  };
}
