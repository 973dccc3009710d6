import { describe, expect, it } from 'vitest';
import { allAirlines, findAirline } from '@/lib/airlines/airlines';
import { checkBag } from '@/lib/airlines/check-bag';
import { CheckBagInputSchema, CheckBagOutputSchema } from '@/lib/airlines/check-bag-schema';

const check = (input: Record<string, unknown>) => CheckBagOutputSchema.parse(checkBag(CheckBagInputSchema.parse(input)));
const cmOf = (bag: { cm?: number[]; in?: number[] }) => bag.cm ?? bag.in!.map((inches) => Math.round(inches * 25.4) / 10);

/** Every fare whose cabin bag has a published size, with its airline. */
const sizedCabinBags = allAirlines().flatMap((airline) =>
  airline.fares.filter((fare) => ['included', 'paid-add-on'].includes(fare.cabinBag.status) && (fare.cabinBag.cm || fare.cabinBag.in)).map((fare) => ({ airline, fare })),
);

describe('check_bag', () => {
  it('has airlines with a published cabin bag to compare against', () => {
    expect(sizedCabinBags.length).toBeGreaterThan(10);
  });

  it.each(sizedCabinBags.map(({ airline, fare }) => [airline.iata, fare.fareName, airline, fare] as const))(
    '%s %s: a bag the cabin bag’s own size fits, turned any way; 2 cm longer is over on its longest side by 2 cm',
    (code, fareName, airline, fare) => {
      const limit = cmOf(fare.cabinBag);
      const fareOf = (input: Record<string, unknown>) => check({ airlines: [code], ...input }).airlines[0]!.fares.find((answer) => answer.fareName === fareName)!;
      const exact = fareOf({ dimensions: [...limit].reverse() });
      expect(exact.cabinBag.fits).toBe('yes');
      // Measured in the inches the airline publishes, it fits too, whatever its cm figures round to.
      if (fare.cabinBag.in) expect(fareOf({ dimensions: fare.cabinBag.in, unit: 'in' }).cabinBag.fits).toBe('yes');
      expect(['personal-item', 'cabin-bag']).toContain(exact.fitsAs);
      const longer = [...limit].sort((a, b) => b - a);
      longer[0]! += 2;
      const over = fareOf({ dimensions: longer });
      expect(over.cabinBag.fits).toBe('no');
      expect(over.cabinBag.overCm).toEqual([{ side: 'longest', byCm: 2 }]);
      expect(airline.sources.some((source) => check({ airlines: [code], dimensions: limit }).airlines[0]!.sources.some((cited) => cited.url === source.url))).toBe(true);
    },
  );

  it('reads inches and pounds: 22 × 14 × 9 in is 55.9 × 35.6 × 22.9 cm, and a weight over the limit says by how much', () => {
    const answer = check({ dimensions: [22, 14, 9], unit: 'in', weight: 40, weightUnit: 'lb', airlines: ['FR'] });
    expect(answer.bag.cm).toEqual([55.9, 35.6, 22.9]);
    expect(answer.bag.kg).toBe(18.1);
    const priority = answer.airlines[0]!.fares.find((fare) => fare.cabinBag.maxKg !== undefined);
    if (priority) expect(priority.cabinBag.overKg).toBe(Math.round((18.1 - priority.cabinBag.maxKg!) * 10) / 10);
  });

  it('says by how much a checked bag is over its weight allowance, and nothing when it is within', () => {
    const fares = (weight: number) => check({ dimensions: [75, 50, 30], weight, airlines: ['LH'], fare: 'standard' }).airlines[0]!.fares;
    const limited = fares(25).filter((fare) => fare.checked.maxKg !== undefined);
    expect(limited.length).toBeGreaterThan(0);
    for (const fare of limited) expect(fare.checked.overKg).toBe(Math.round((25 - fare.checked.maxKg!) * 10) / 10);
    expect(fares(20).every((fare) => fare.checked.overKg === undefined)).toBe(true);
  });

  it('finds airlines by code or name in any case, and says which it does not have', () => {
    expect(findAirline('fr')?.iata).toBe('FR');
    expect(findAirline('Delta Air Lines')?.iata).toBe('DL');
    expect(findAirline('ryanair')?.iata).toBe('FR');
    const answer = check({ dimensions: [40, 30, 20], airlines: ['Ryanair', 'FR', 'Air Atlantis'] });
    expect(answer.airlines.map((airline) => airline.code)).toEqual(['FR']);
    expect(answer.notFound).toEqual(['Air Atlantis']);
  });

  it('compares every airline when none is named, and only the fare family asked for', () => {
    const answer = check({ dimensions: [40, 30, 15], fare: 'basic' });
    expect(answer.airlines).toHaveLength(allAirlines().length);
    expect(answer.airlines.flatMap((airline) => airline.fares).every((fare) => fare.family === 'basic')).toBe(true);
  });

  it('says unknown, not a guess, where a bag’s allowance is not verified', () => {
    const unverified = allAirlines().flatMap((airline) => airline.fares.filter((fare) => fare.personalItem.status === 'not-verified' && fare.cabinBag.status === 'not-verified').map((fare) => ({ airline, fare })));
    for (const { airline, fare } of unverified) {
      const answer = check({ dimensions: [20, 20, 10], airlines: [airline.iata] }).airlines[0]!.fares.find((candidate) => candidate.fareName === fare.fareName)!;
      expect(answer.fitsAs).toBe('unknown');
    }
  });
});
