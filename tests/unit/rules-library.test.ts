import { describe, expect, it } from 'vitest';
import { allRules } from 'contentlayer/generated';
import { describePlaces } from '@/lib/rules/place-directory';
import { scopeConcerns } from '@/lib/rules/place-names';
import { normalizePlace } from '@/lib/rules/places';
import { formatLimit, resolveRuleDirectives } from '@/lib/rules/rule-directives';
import { buildRuleLibrary, type RuleDocument } from '@/lib/rules/rule-library';
import { typedRuleFigures } from '@/lib/rules/rule-figures';
import { assertRulePolicy } from '@/lib/rules/rule-checks';
import { changeEntries } from '@/lib/changes/change-entries';

/** Issue 35: rules stated once, as data, in one vocabulary of places, and read by the guides through directives. */

const caaSource = {
  title: 'Changes to rules on the carriage of lithium cells/batteries and power banks',
  publisher: 'UK Civil Aviation Authority (CAA)',
  url: 'https://www.caa.co.uk/commercial-industry/airlines/dangerous-goods/changes-to-rules-on-the-carriage-of-lithium-cellsbatteries-and-power-banks/',
  checked: '2026-11-27',
  kind: 'official',
  quotes: ['Spare lithium batteries and power banks must be individually protected to prevent short circuits when not in use.'],
};

function ruleDocument(name: string, fields: Record<string, unknown>): RuleDocument {
  return { ...fields, _raw: { sourceFilePath: `rules/${name}.yaml`, sourceFileName: `${name}.yaml` } };
}

const powerBanks = ruleDocument('test-power-banks', {
  owner: 'International Civil Aviation Organization (ICAO)',
  ownerShort: 'ICAO',
  subject: 'power banks',
  terms: ['power bank', 'power banks'],
  scope: 'ICAO',
  versions: [
    {
      reference: 'Doc 9284, Addendum No. 1',
      headline: 'two power banks per person',
      says: 'Each passenger may carry at most two power banks, in the cabin only.',
      effectiveFrom: '2026-03-27',
      limits: [
        { name: 'maxCount', value: 2, unit: 'count' },
        { name: 'maxWh', value: 100, unit: 'Wh' },
      ],
      sources: [caaSource],
      guides: ['electronics-and-batteries'],
    },
    {
      reference: 'Doc 9284, 2025–2026 edition',
      headline: 'power banks in the cabin only',
      says: 'Power banks travel in the cabin, never in checked bags, with no limit on their number.',
      effectiveFrom: '2025-01-01',
      limits: [{ name: 'maxWh', value: 160, unit: 'Wh' }],
      sources: [caaSource],
    },
  ],
});

const cabinBag = ruleDocument('test-cabin-bag', {
  owner: 'British Airways',
  ownerShort: 'British Airways',
  subject: 'cabin bag',
  terms: ['cabin bag'],
  scope: 'airline:BA',
  versions: [
    {
      reference: 'Hand baggage allowances',
      headline: 'one cabin bag up to 56 × 45 × 25 cm and 23 kg',
      says: 'Each passenger may bring one cabin bag up to 56 × 45 × 25 cm and 23 kg.',
      limits: [
        { name: 'maxLengthCm', value: 56, unit: 'cm' },
        { name: 'maxKg', value: 23, unit: 'kg' },
        { name: 'maxCount', value: 1, unit: 'count' },
      ],
      sources: [caaSource],
    },
  ],
});

const library = buildRuleLibrary([powerBanks, cabinBag]);

describe('places', () => {
  it.each([
    ['UK', 'GB'],
    ['gb', 'GB'],
    ['icao', 'ICAO'],
    ['eu', 'EU'],
    ['LHR', 'airport:LHR'],
    ['airport:lhr', 'airport:LHR'],
    ['airline:ek', 'airline:EK'],
    [' US ', 'US'],
  ])('%s is read as %s', (input, expected) => {
    expect(normalizePlace(input)).toBe(expected);
  });

  it.each(['', 'United Kingdom', 'G', 'airline:', 'train:XYZ', 'EUR1'])('%j has no place’s shape', (input) => {
    expect(normalizePlace(input)).toBeNull();
  });

  it('knows real countries, airports and airlines from the maintained code lists, and refuses made-up ones', () => {
    expect(describePlaces(['GB', 'airport:LHR', 'airline:EK', 'airline:LH'])).toEqual([
      { code: 'GB', name: expect.stringContaining('United Kingdom') },
      { code: 'airport:LHR', name: 'London Heathrow', country: 'GB' },
      { code: 'airline:EK', name: 'Emirates', country: 'AE' },
      // Lufthansa Cargo shares the code: the passenger airline is meant.
      { code: 'airline:LH', name: 'Lufthansa', country: 'DE' },
    ]);
    expect(() => describePlaces(['XQ'])).toThrow(/XQ/);
    expect(() => describePlaces(['airport:QQQ'])).toThrow(/airport:QQQ/);
  });

  it('a rule concerns the place asked about, the places inside it and the places that contain it', () => {
    expect(scopeConcerns('ICAO', 'GB')).toBe(true);
    expect(scopeConcerns('EU', 'FR')).toBe(true);
    expect(scopeConcerns('EU', 'GB')).toBe(false);
    expect(scopeConcerns('US', 'GB')).toBe(false);
    expect(scopeConcerns('FR', 'EU')).toBe(true);
    // Asking about ICAO means ICAO's own rules, not every rule of every country.
    expect(scopeConcerns('US', 'ICAO')).toBe(false);
  });
});

describe('rule directives', () => {
  it('render the newest dated version’s figure, or the version named, the same way every time', () => {
    expect(resolveRuleDirectives('Carry :rule[test-power-banks]{field=maxCount} power banks.', library, 'test')).toBe('Carry 2 power banks.');
    expect(resolveRuleDirectives('Up to :rule[test-power-banks]{field=maxWh}.', library, 'test')).toBe('Up to 100 Wh.');
    expect(resolveRuleDirectives('Once :rule[test-power-banks]{field=maxWh version=2025-01-01}.', library, 'test')).toBe('Once 160 Wh.');
    expect(resolveRuleDirectives(':rule[test-power-banks]{field=maxWh format=number} watt-hours', library, 'test')).toBe('100 watt-hours');
  });

  it('convert a figure to the unit asked, so a guide’s conversion follows the rule', () => {
    expect(resolveRuleDirectives(':rule[test-cabin-bag]{field=maxKg} (:rule[test-cabin-bag]{field=maxKg to=lb})', library, 'test')).toBe('23 kg (50.7 lb)');
    expect(resolveRuleDirectives(':rule[test-cabin-bag]{field=maxLengthCm to=in format=number} inches', library, 'test')).toBe('22 inches');
  });

  it('render an announced rule’s figure while no version has a date', () => {
    const [newest] = powerBanks.versions as Record<string, unknown>[];
    const announced = buildRuleLibrary([ruleDocument('announced-only', { ...powerBanks, versions: [{ ...newest, effectiveFrom: undefined, announced: '2026-11-01' }] })]);
    expect(resolveRuleDirectives(':rule[announced-only]{field=maxWh}', announced, 'test')).toBe('100 Wh');
  });

  it('render the figure of a rule in force since a day no source gives, which lists no change', () => {
    const [newest] = powerBanks.versions as Record<string, unknown>[];
    const undated = buildRuleLibrary([ruleDocument('undated', { ...powerBanks, versions: [{ ...newest, effectiveFrom: undefined }] })]);
    expect(resolveRuleDirectives(':rule[undated]{field=maxWh}', undated, 'test')).toBe('100 Wh');
    expect(changeEntries(undated, [])).toEqual([]);
  });

  it.each([
    [':rule[no-such-rule]{field=maxCount}', /names no rule/],
    [':rule[test-power-banks]{field=maxKg}', /names no limit of that version \(maxCount, maxWh\)/],
    [':rule[test-power-banks]{field=maxWh version=2020-01-01}', /names a version the rule does not have/],
    [':rule[test-power-banks]{field=maxWh colour=red}', /unknown attributes \(colour\)/],
    [':rule[test-power-banks]{field=maxWh', /malformed/],
    [':rule[test-cabin-bag]{field=maxCount to=kg}', /a limit in count has no conversion/],
    [':rule[test-cabin-bag]{field=maxKg to=cm}', /a limit in kg converts only to lb/],
    [':figure[20,000 mAh]{why="big"}', /why the figure stands alone/],
  ])('%s fails the build, saying why', (markdown, problem) => {
    expect(() => resolveRuleDirectives(markdown, library, 'content/guides/example.md')).toThrow(problem);
  });

  it('a stand-alone figure keeps its text and says why', () => {
    expect(resolveRuleDirectives('A :figure[20,000 mAh]{why="a typical phone power bank, not a limit"} power bank.', library, 'test')).toBe('A 20,000 mAh power bank.');
  });

  it.each([
    [2, 'count', '2'],
    [1519, 'SDR', '1,519 SDR'],
    [45, 'USD', '$45'],
    [20, 'GBP', '£20'],
    [3.4, 'oz', '3.4 oz'],
    [70, 'percent-abv', '70% ABV'],
  ] as const)('%s %s reads %s', (value, unit, text) => {
    expect(formatLimit(value, unit)).toBe(text);
  });
});

describe('typed figures', () => {
  it('finds a figure typed into a sentence about a rule’s subject, and only there', () => {
    const markdown = 'Take two power banks of up to 100 Wh each. A 20 kg suitcase goes in the hold. Power banks stay 2 in the cabin.';
    expect(typedRuleFigures(markdown, library)).toEqual([{ sentence: 'Take two power banks of up to 100 Wh each.', figures: ['100 Wh'], terms: ['power banks'] }]);
  });

  it('lets figures from directives and stand-alone figures with a reason pass', () => {
    const markdown = 'Take power banks of up to :rule[test-power-banks]{field=maxWh}. A :figure[20,000 mAh]{why="a typical phone power bank"} power bank is about 74 Wh.';
    expect(typedRuleFigures(markdown, library).map((found) => found.figures)).toEqual([['74 Wh']]);
  });
});

describe('the rules library', () => {
  it('refuses versions out of order, a limit named twice and an undated version above a dated one', () => {
    const reversed = ruleDocument('reversed', { ...powerBanks, versions: [...(powerBanks.versions as object[])].reverse() });
    expect(() => buildRuleLibrary([reversed])).toThrow(/newest first/);
    const [newest] = powerBanks.versions as Record<string, unknown>[];
    const twice = ruleDocument('twice', { ...powerBanks, versions: [{ ...newest, limits: [{ name: 'maxWh', value: 1, unit: 'Wh' }, { name: 'maxWh', value: 2, unit: 'Wh' }] }] });
    expect(() => buildRuleLibrary([twice])).toThrow(/its own name/);
    const [, older] = powerBanks.versions as Record<string, unknown>[];
    const undatedFirst = ruleDocument('undated-first', { ...powerBanks, versions: [{ ...newest, effectiveFrom: undefined }, older] });
    expect(() => buildRuleLibrary([undatedFirst])).toThrow(/a version with no date at all last/);
  });

  it('refuses an official source off its owner’s site, and a place no list knows', () => {
    const [newest] = powerBanks.versions as Record<string, unknown>[];
    const offSite = buildRuleLibrary([ruleDocument('off-site', { ...powerBanks, versions: [{ ...newest, sources: [{ ...caaSource, url: 'https://example.com/caa-copy' }] }] })]);
    expect(() => assertRulePolicy(offSite)).toThrow(/not on a site of UK Civil Aviation Authority/);
    const nowhere = buildRuleLibrary([ruleDocument('nowhere', { ...powerBanks, scope: 'XQ' })]);
    expect(() => assertRulePolicy(nowhere)).toThrow(/XQ/);
  });

  it('holds every rule of content/rules/, each keeping the source policy in a known place', () => {
    const rules = buildRuleLibrary(allRules);
    expect(rules.size).toBeGreaterThan(0);
    expect(() => assertRulePolicy(rules)).not.toThrow();
  });
});
