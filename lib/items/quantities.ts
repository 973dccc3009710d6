import type { LimitUnit } from '@/lib/rules/rule-schema';

/** What a number measures, in one canonical unit each: Wh, ml, cm, g, or a count of things. */
export type Dimension = 'energy' | 'volume' | 'length' | 'mass' | 'count';

/** A number a traveler typed, in its dimension's canonical unit, as typed, and any assumption made to read it. */
export type Quantity = { dimension: Dimension; value: number; typed: string; assumption?: string };

/**
 * A lithium-ion cell's usual nominal voltage. A power bank is sold by its charge (mAh); rules limit its
 * energy (Wh), which is the charge times the voltage: 27,000 mAh is 99.9 Wh, 30,000 mAh 111 Wh.
 */
export const NOMINAL_VOLTAGE = 3.7;

const TYPED_UNITS: Record<string, { dimension: Dimension; factor: number } | 'charge'> = {
  kwh: { dimension: 'energy', factor: 1000 },
  wh: { dimension: 'energy', factor: 1 },
  mah: 'charge',
  ml: { dimension: 'volume', factor: 1 },
  cl: { dimension: 'volume', factor: 10 },
  l: { dimension: 'volume', factor: 1000 },
  litre: { dimension: 'volume', factor: 1000 },
  litres: { dimension: 'volume', factor: 1000 },
  liter: { dimension: 'volume', factor: 1000 },
  liters: { dimension: 'volume', factor: 1000 },
  // An ounce on a bottle or a tube is a US fluid ounce.
  oz: { dimension: 'volume', factor: 29.5735 },
  floz: { dimension: 'volume', factor: 29.5735 },
  cm: { dimension: 'length', factor: 1 },
  mm: { dimension: 'length', factor: 0.1 },
  in: { dimension: 'length', factor: 2.54 },
  inch: { dimension: 'length', factor: 2.54 },
  inches: { dimension: 'length', factor: 2.54 },
  g: { dimension: 'mass', factor: 1 },
  kg: { dimension: 'mass', factor: 1000 },
  lb: { dimension: 'mass', factor: 453.592 },
  lbs: { dimension: 'mass', factor: 453.592 },
};

/**
 * A number and its unit, glued or spaced ("27000mAh", "3.4 oz", "10,000 mAh", "1,5 l"). "in" counts
 * only glued to its number ("7in"): "2 in my bag" is no length.
 */
const QUANTITY = /(\d+(?:[.,]\d+)*)(?:\s*(kwh|wh|mah|ml|cl|litres?|liters?|l|fl\.?\s?oz|oz|cm|mm|inches|inch|g|kg|lbs?)|(in))(?![a-z])/gi;

/** "10,000" is ten thousand; "1,5" is one and a half, as much of Europe writes it. */
function numberOf(digits: string): number {
  const thousands = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(digits);
  return Number(thousands ? digits.replaceAll(',', '') : digits.replace(',', '.'));
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/** How many of the thing, when the text opens with a count ("2 power banks", "three lighters"). */
const LEADING_COUNT = /^\s*(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?=[a-z])/i;

const round = (value: number) => Math.round(value * 10) / 10;

/** The quantities in what a traveler typed, and the text without them (the words that name the item). */
export function readQuantities(text: string): { words: string; quantities: Quantity[] } {
  const quantities: Quantity[] = [];
  let words = text.replace(QUANTITY, (typed, digits: string, spaced: string | undefined, glued: string | undefined) => {
    const unit = (spaced ?? glued ?? '').toLowerCase().replace(/[.\s]/g, '');
    const value = numberOf(digits);
    const known = TYPED_UNITS[unit];
    if (!known || !Number.isFinite(value)) return typed;
    if (known === 'charge') {
      const wattHours = round((value * NOMINAL_VOLTAGE) / 1000);
      const assumption = `${typed.trim()} read as ${wattHours} Wh at ${NOMINAL_VOLTAGE} V, a lithium-ion cell's usual nominal voltage: the Wh rating printed on the battery decides`;
      quantities.push({ dimension: 'energy', value: wattHours, typed: typed.trim(), assumption });
    } else {
      quantities.push({ dimension: known.dimension, value: value * known.factor, typed: typed.trim() });
    }
    return ' ';
  });
  const count = LEADING_COUNT.exec(words);
  if (count) {
    const typed = count[1]!.toLowerCase();
    quantities.push({ dimension: 'count', value: NUMBER_WORDS[typed] ?? Number(typed), typed });
    words = words.slice(count[0].length);
  }
  return { words: words.replace(/\s+/g, ' ').trim(), quantities };
}

/**
 * A rule limit's unit in its dimension's canonical unit, by the typed unit it spells (`L` as `l`,
 * `fl-oz` as `floz`); null for a unit no typed number is compared with (days, percent, money) and for
 * a bare `oz`, which a rule may mean by weight where a bottle means fluid ounces.
 */
export function canonicalLimit(value: number, unit: LimitUnit): { dimension: Dimension; value: number } | null {
  if (unit === 'count') return { dimension: 'count', value };
  if (unit === 'oz') return null;
  const typed = TYPED_UNITS[unit.toLowerCase().replace('-', '')];
  return typed && typed !== 'charge' ? { dimension: typed.dimension, value: value * typed.factor } : null;
}
