import type { Airline, Bag, Fare } from './airline-schema';
import { allAirlines, findAirline } from './airlines';
import type { CheckBagInput, CheckBagOutput } from './check-bag-schema';
import { CM_PER_INCH, KG_PER_LB } from '@/lib/rules/unit-conversions';

type FareAnswer = CheckBagOutput['airlines'][number]['fares'][number];
type BagFit = FareAnswer['personalItem'];
type Sides = [number, number, number];

const SIDES = ['longest', 'middle', 'shortest'] as const;
const ALLOWED: readonly Bag['status'][] = ['included', 'paid-add-on'];

/** For a bag that only goes checked: whether the fare includes a checked bag, sells one, or neither is known. */
const INCLUDED_CHECKED: Readonly<Record<Bag['status'], FareAnswer['included']>> = {
  included: 'yes',
  'paid-add-on': 'no',
  'not-included': 'no',
  'not-published': 'unknown',
  'not-verified': 'unknown',
};

const tenths = (value: number) => Math.round(value * 10) / 10;
const longestFirst = (sides: readonly number[]) => [...sides].sort((a, b) => b - a) as Sides;
const toSides = (values: readonly number[], factor: number) => values.map((value) => tenths(value * factor)) as Sides;

/** The allowance's size in cm: as published, or converted from the inches an airline publishes alone. */
const limitCm = (bag: Bag) => bag.cm ?? (bag.in && toSides(bag.in, CM_PER_INCH));
const limitKg = (bag: Bag) => bag.maxKg ?? (bag.maxLb && tenths(bag.maxLb * KG_PER_LB));

/** The bag as the traveler measured it: its sides longest first, in the unit typed, and how many cm that unit is. */
type MeasuredBag = { sides: Sides; unit: 'cm' | 'in'; kg: number | undefined };

/** How many kg a bag weighs past a limit, when both are known and it does. */
const kgOver = (bagKg: number | undefined, maxKg: number | undefined) => (bagKg !== undefined && maxKg !== undefined && bagKg > maxKg ? tenths(bagKg - maxKg) : undefined);

/**
 * A bag against one allowance: sides compared longest to longest, as a bag can be turned to fit a
 * sizer, in the unit the traveler measured in when the airline gives it (22 × 14 × 9 in fits a 22 × 14
 * × 9 in allowance, though the airline's cm figures are rounded down), else converted.
 */
function fitOf(bag: MeasuredBag, allowance: Bag): BagFit {
  const limit = limitCm(allowance);
  const maxKg = limitKg(allowance);
  const known = !['not-published', 'not-verified'].includes(allowance.status) && limit !== undefined;
  const inInches = bag.unit === 'in' && allowance.in !== undefined;
  const sorted = inInches ? longestFirst(allowance.in!) : limit && longestFirst(limit);
  const bagSides = inInches || bag.unit === 'cm' ? bag.sides : toSides(bag.sides, CM_PER_INCH);
  const toCm = inInches ? CM_PER_INCH : 1;
  const overCm = sorted ? SIDES.flatMap((side, rank) => (bagSides[rank]! > sorted[rank]! ? [{ side, byCm: tenths((bagSides[rank]! - sorted[rank]!) * toCm) }] : [])) : [];
  const overKg = kgOver(bag.kg, maxKg);
  return {
    status: allowance.status,
    fits: known ? (overCm.length === 0 && overKg === undefined ? 'yes' : 'no') : 'unknown',
    ...(sorted && { comparedIn: inInches ? ('in' as const) : ('cm' as const) }),
    overCm,
    ...(overKg !== undefined && { overKg }),
    ...(limit && { limitCm: limit }),
    ...(allowance.in && { limitIn: allowance.in }),
    ...(maxKg !== undefined && { maxKg }),
  };
}

/** What a fare's answer says whatever the bag: its names, its checked allowance and its fees with their pages. */
function fixedPart(fare: Fare, airline: Airline) {
  const sourceUrl = (id: string) => airline.sources.find((source) => source.id === id)!.url;
  return {
    family: fare.family,
    fareName: fare.fareName,
    ...(fare.combinedMaxKg !== undefined && { combinedMaxKg: fare.combinedMaxKg }),
    checked: {
      status: fare.checked.status,
      ...(fare.checked.pieces !== undefined && { pieces: fare.checked.pieces }),
      ...(limitKg(fare.checked) !== undefined && { maxKg: limitKg(fare.checked) }),
    },
    fees: fare.fees.map(({ what, amount, currency, from, source }) => ({ what, amount, currency, from, source: sourceUrl(source) })),
  };
}

type Prepared = { fares: { fare: Fare; fixed: ReturnType<typeof fixedPart> }[]; sources: CheckBagOutput['airlines'][number]['sources'] };

// What an answer says whatever the bag, prepared once per airline and fare family asked for: an answer then only measures.
const prepared = new Map<string, Prepared>();

function preparedFor(airline: Airline, family: Fare['family'] | undefined): Prepared {
  const key = `${airline.iata}:${family ?? ''}`;
  const known = prepared.get(key);
  if (known) return known;
  const fares = airline.fares.filter((fare) => !family || fare.family === family);
  const cited = new Set(fares.flatMap((fare) => [fare.personalItem.source, fare.cabinBag.source, fare.checked.source, fare.combinedSource, ...fare.fees.map((fee) => fee.source)]));
  const made: Prepared = {
    fares: fares.map((fare) => ({ fare, fixed: fixedPart(fare, airline) })),
    sources: airline.sources
      .filter((source) => cited.has(source.id))
      .map(({ title, publisher, url, checked, kind, readVia }) => ({ title, publisher, url, checked, kind, ...(readVia && { readVia: readVia.url }) })),
  };
  prepared.set(key, made);
  return made;
}

function fareAnswer({ fare, fixed }: Prepared['fares'][number], bag: MeasuredBag): FareAnswer {
  const personalItem = fitOf(bag, fare.personalItem);
  const cabinBag = fitOf(bag, fare.cabinBag);
  const allowedFit = [
    { as: 'personal-item' as const, fit: personalItem },
    { as: 'cabin-bag' as const, fit: cabinBag },
  ].filter(({ fit }) => ALLOWED.includes(fit.status));
  const fitting = allowedFit.find(({ fit }) => fit.fits === 'yes');
  const unsure = [personalItem, cabinBag].some((fit) => fit.fits === 'unknown' && fit.status !== 'not-included');
  const { family, fareName, checked, ...rest } = fixed;
  const checkedOverKg = kgOver(bag.kg, checked.maxKg);
  return {
    family,
    fareName,
    fitsAs: fitting?.as ?? (unsure ? 'unknown' : 'checked-only'),
    included: fitting ? (fitting.fit.status === 'included' ? 'yes' : 'no') : unsure ? 'unknown' : INCLUDED_CHECKED[fixed.checked.status],
    personalItem,
    cabinBag,
    checked: checkedOverKg === undefined ? checked : { ...checked, overKg: checkedOverKg },
    ...rest,
  };
}

/**
 * Whether a bag fits each airline's allowances, fare by fare: as a personal item, as a cabin bag, or
 * only as checked, by how much it is over and on which side, with the fees the airline publishes and
 * the pages every figure comes from.
 */
export function checkBag(input: CheckBagInput): CheckBagOutput {
  const bagKg = input.weight === undefined ? undefined : tenths(input.weight * (input.weightUnit === 'lb' ? KG_PER_LB : 1));
  const measured: MeasuredBag = { sides: longestFirst(input.dimensions), unit: input.unit, kg: bagKg };
  const bagCm = input.unit === 'in' ? toSides(measured.sides, CM_PER_INCH) : measured.sides;
  const named = input.airlines?.map((typed) => ({ typed, airline: findAirline(typed) }));
  const airlines = named ? [...new Set(named.flatMap(({ airline }) => airline ?? []))] : allAirlines();
  return {
    bag: { cm: bagCm, in: input.unit === 'in' ? measured.sides : toSides(bagCm, 1 / CM_PER_INCH), ...(bagKg !== undefined && { kg: bagKg }) },
    airlines: airlines.map((airline) => {
      const { fares, sources } = preparedFor(airline, input.fare);
      return { code: airline.iata, name: airline.name, fares: fares.map((fare) => fareAnswer(fare, measured)), sources };
    }),
    notFound: named?.filter(({ airline }) => !airline).map(({ typed }) => typed) ?? [],
    note: 'Allowances from the pages listed with each airline (kind official: the airline’s own page; secondary or news: a copy or a report of it), compared longest side to longest side; the airline and the gate agent have the final say.',
  };
}
