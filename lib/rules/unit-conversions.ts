import type { LimitUnit } from './rule-schema';

/** By definition: an inch is 2.54 cm, a pound 0.45359237 kg. */
export const CM_PER_INCH = 2.54;
export const KG_PER_LB = 0.45359237;
const ML_PER_US_FL_OZ = 29.5735295625;
const G_PER_OZ = KG_PER_LB * 1000 / 16;

/** How many of the second unit make one of the first, for the pairs a traveler converts between. */
const FACTORS: Partial<Record<LimitUnit, Partial<Record<LimitUnit, number>>>> = {
  in: { cm: CM_PER_INCH },
  cm: { in: 1 / CM_PER_INCH },
  lb: { kg: KG_PER_LB },
  kg: { lb: 1 / KG_PER_LB },
  'fl-oz': { ml: ML_PER_US_FL_OZ },
  ml: { 'fl-oz': 1 / ML_PER_US_FL_OZ },
  oz: { g: G_PER_OZ },
  g: { oz: 1 / G_PER_OZ },
};

/** The units a limit in `unit` can be converted to. */
export const conversionsFrom = (unit: LimitUnit): LimitUnit[] => Object.keys(FACTORS[unit] ?? {}) as LimitUnit[];

/**
 * A limit converted to another unit, to one decimal place: a conversion is a guide's help to the
 * reader, never a limit, so it shows no more precision than a tape measure or a scale would.
 */
export function convertLimit(value: number, from: LimitUnit, to: LimitUnit): number | undefined {
  const factor = FACTORS[from]?.[to];
  return factor === undefined ? undefined : Math.round(value * factor * 10) / 10;
}
