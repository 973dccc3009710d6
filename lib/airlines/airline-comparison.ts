import { airlineRegions, fareFamilies, type Airline, type Bag, type Fare, type FareFamily } from './airline-schema';
import { allAirlines } from './airlines';
import { CM_PER_INCH, KG_PER_LB } from '@/lib/rules/unit-conversions';

/** How the comparison can be ordered: by name, or by the largest cabin bag, personal item or cabin-bag weight first. */
export const comparisonSorts = ['name', 'cabin-bag', 'personal-item', 'cabin-weight'] as const;
export type ComparisonSort = (typeof comparisonSorts)[number];
export type Region = (typeof airlineRegions)[number];

/** What the comparison shows: one fare family, one region or all, in one order, optionally only fares with a cabin bag included. */
export type ComparisonView = { family: FareFamily; region: Region | null; sort: ComparisonSort; includedCabinBag: boolean };

export const DEFAULT_VIEW: ComparisonView = { family: 'standard', region: null, sort: 'name', includedCabinBag: false };

/** One row: an airline and its first fare of the family shown. */
export type ComparisonRow = { airline: Airline; fare: Fare };

const pick = <T extends string>(options: readonly T[], value: string | undefined, fallback: T): T => (options.includes(value as T) ? (value as T) : fallback);

/** The view a page's query asks for; anything it does not know falls back to the default, so any address shows a table. */
export function readView(query: Record<string, string | string[] | undefined>): ComparisonView {
  const first = (name: string) => [query[name]].flat()[0];
  return {
    family: pick(fareFamilies, first('fare'), DEFAULT_VIEW.family),
    region: airlineRegions.find((region) => region === first('region')) ?? null,
    sort: pick(comparisonSorts, first('sort'), DEFAULT_VIEW.sort),
    includedCabinBag: first('cabin') === 'included',
  };
}

const volume = (bag: Bag) => {
  const cm = bag.cm ?? bag.in?.map((inches) => inches * CM_PER_INCH);
  return cm && !bag.status.startsWith('not-') ? cm.reduce((product, side) => product * side, 1) : -1;
};

function cabinKg({ cabinBag }: Fare): number {
  if (cabinBag.status.startsWith('not-')) return -1;
  return cabinBag.maxKg ?? (cabinBag.maxLb !== undefined ? cabinBag.maxLb * KG_PER_LB : -1);
}

const ORDER: Readonly<Record<ComparisonSort, (row: ComparisonRow) => number>> = {
  name: () => 0,
  'cabin-bag': ({ fare }) => volume(fare.cabinBag),
  'personal-item': ({ fare }) => volume(fare.personalItem),
  'cabin-weight': ({ fare }) => cabinKg(fare),
};

/** The rows of a view: largest first for a size or weight (unknown last), then by name. */
export function comparisonRows(view: ComparisonView): ComparisonRow[] {
  return allAirlines()
    .filter((airline) => !view.region || airline.region === view.region)
    .flatMap((airline) => {
      const fare = airline.fares.find((candidate) => candidate.family === view.family);
      return fare && (!view.includedCabinBag || fare.cabinBag.status === 'included') ? [{ airline, fare }] : [];
    })
    .sort((a, b) => ORDER[view.sort](b) - ORDER[view.sort](a) || a.airline.name.localeCompare(b.airline.name, 'en'));
}
