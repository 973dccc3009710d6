import { allRules } from 'contentlayer/generated';
import { describe, expect, it } from 'vitest';
import { airlineIndex } from '@/lib/airlines/airline-api';
import { buildAirlines, type AirlineDocument } from '@/lib/airlines/airline-catalogue';
import { allAirlines } from '@/lib/airlines/airlines';
import { buildRuleLibrary, statedVersion } from '@/lib/rules/rule-library';

const rules = buildRuleLibrary(allRules);
const document = (fields: Record<string, unknown>): AirlineDocument => ({ ...fields, _raw: { sourceFilePath: 'airlines/XX.yaml', sourceFileName: 'XX.yaml' } });
const source = { id: 'bags', title: 'Bags', publisher: 'Example Air', url: 'https://example.com/bags', checked: '2026-11-27', kind: 'official', quotes: ['One cabin bag of 55 x 40 x 20 cm.'] };
const bag = (extra: Record<string, unknown>) => ({ status: 'included', ...extra });
const airline = (cabinBag: Record<string, unknown>) =>
  document({ name: 'Example Air', iata: 'XX', region: 'europe', fares: [{ family: 'standard', fareName: 'Standard', personalItem: bag({ cm: [40, 30, 15], source: 'bags' }), cabinBag, checked: { status: 'not-verified' } }], sources: [source] });

describe('content/airlines', () => {
  it('reads a bag’s figures and source from the rule that states it, as the guides do', () => {
    const readers = allAirlines().flatMap((carrier) => carrier.fares.flatMap((fare) => [fare.personalItem, fare.cabinBag].filter((each) => each.rule).map((each) => ({ carrier, each }))));
    expect(readers.length).toBeGreaterThanOrEqual(10);
    for (const { carrier, each } of readers) {
      const version = statedVersion(rules.get(each.rule!.id)!)!;
      const value = (name: string) => version.limits.find((limit) => limit.name === `${each.rule!.limits}${name}`)?.value;
      if (each.cm) expect(each.cm, each.rule!.id).toEqual([value('LengthCm'), value('WidthCm'), value('DepthCm')]);
      if (each.maxKg !== undefined) expect(each.maxKg).toBe(value('Kg'));
      expect(carrier.sources.find((cited) => cited.id === each.source)?.url).toBe(version.sources[0]!.url);
    }
  });

  it('serves every airline through the API’s wire shape, rules’ figures filled in', () => {
    const index = airlineIndex();
    expect(index.count).toBe(allAirlines().length);
    expect(index.airlines.find((airline) => airline.iata === 'UA')?.fares[1]?.cabinBag).toMatchObject({ rule: { id: 'united-cabin-bag' }, in: [22, 14, 9] });
  });

  it('fails the build on a bag that reads a rule and restates a figure, or names a rule that does not exist', () => {
    expect(() => buildAirlines([airline(bag({ rule: { id: 'ryanair-personal-bag' }, cm: [55, 40, 20] }))], rules)).toThrow(/restates none of its figures/);
    expect(() => buildAirlines([airline(bag({ rule: { id: 'no-such-rule' } }))], rules)).toThrow(/fares\.0\.cabinBag\.rule: “no-such-rule” names no rule/);
    expect(() => buildAirlines([airline(bag({ cm: [55, 40, 20] }))], rules)).toThrow(/names the source or the rule/);
    expect(() => buildAirlines([airline(bag({ cm: [55, 40, 20], source: 'missing' }))], rules)).toThrow(/“missing” names no entry of sources/);
  });
});
